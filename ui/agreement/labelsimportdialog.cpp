#include "labelsimportdialog.h"

#include "metrics/registry.h"
#include "metrics/windows.h"
#include "model/labelledscores.h"
#include "model/metadatafields.h"
#include "ui/results/resultpalette.h"
#include "ui/shell/userprompts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace claimscope {

LabelsImportDialog::LabelsImportDialog(const QList<TestCase> &cases, UserPrompts *prompts, QWidget *parent)
    : QDialog(parent)
    , m_cases(cases)
    , m_prompts(prompts)
    , m_fromMetadata(new QRadioButton(tr("From the test cases' &metadata"), this))
    , m_fromCsv(new QRadioButton(tr("From a &CSV file (test_case,metric,label)"), this))
    , m_metric(new QComboBox(this))
    , m_field(new QComboBox(this))
    , m_rated(new QCheckBox(tr("A &rating: pass at or above"), this))
    , m_minimum(new QDoubleSpinBox(this))
    , m_rates(new QComboBox(this))
    , m_exchangeNumber(new QSpinBox(this))
    , m_scopeWarning(new QLabel(this))
    , m_csvPath(new QLineEdit(this))
    , m_preview(new QLabel(this))
    , m_problems(new QPlainTextEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import human labels"));
    for (const MetricInfo &info : MetricRegistry::all())
        m_metric->addItem(info.displayName, info.id);
    m_field->setEditable(true);
    m_field->addItems(MetadataFields::paths(cases));
    // The MTRAG conversations carry a human faithfulness verdict: offer it first, for the
    // faithfulness metric that applies to these test cases.
    if (const int faithful = m_field->findText(QStringLiteral("human.faithful")); faithful >= 0) {
        m_field->setCurrentIndex(faithful);
        const bool conversations = !cases.isEmpty() && cases.first().isConversational();
        for (const MetricInfo &info : MetricRegistry::all()) {
            if (info.scoresClaims && (conversations ? info.conversational : info.singleTurn)) {
                m_metric->setCurrentIndex(m_metric->findData(info.id));
                break;
            }
        }
    }
    m_rates->addItem(HumanLabel::scopeText(HumanLabel::WholeCase), HumanLabel::WholeCase);
    m_rates->addItem(HumanLabel::scopeText(HumanLabel::LastExchange), HumanLabel::LastExchange);
    m_rates->addItem(tr("one exchange:"), 1);
    // Proposed from the data: conversations whose only retrieval context is on the last answer.
    m_rates->setCurrentIndex(m_rates->findData(LabelsReader::proposedExchange(cases)));
    m_exchangeNumber->setRange(1, 9999);
    m_exchangeNumber->setEnabled(false);
    m_scopeWarning->setWordWrap(true);
    m_scopeWarning->setObjectName(QStringLiteral("labelScopeWarning"));
    m_scopeWarning->hide();
    m_minimum->setRange(-1000, 1000);
    m_minimum->setDecimals(2);
    m_minimum->setValue(3);
    m_minimum->setEnabled(false);
    m_csvPath->setPlaceholderText(tr("labels.csv"));
    m_problems->setReadOnly(true);
    m_problems->setMaximumBlockCount(200);
    m_problems->setPlaceholderText(tr("No problems."));
    m_preview->setWordWrap(true);
    m_import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setEnabled(false);
    m_fromMetadata->setChecked(true);

    auto *metadata = new QFormLayout;
    metadata->addRow(tr("Metric:"), m_metric);
    metadata->addRow(tr("Metadata field:"), m_field);
    auto *rating = new QHBoxLayout;
    rating->addWidget(m_rated);
    rating->addWidget(m_minimum);
    rating->addStretch();
    metadata->addRow(QString(), rating);
    auto *rates = new QHBoxLayout;
    rates->addWidget(m_rates);
    rates->addWidget(m_exchangeNumber);
    rates->addStretch();
    auto *ratesLabel = new QLabel(tr("The labels r&ate:"), this);
    ratesLabel->setBuddy(m_rates);
    metadata->addRow(ratesLabel, rates);
    auto *csvRow = new QHBoxLayout;
    auto *browse = new QPushButton(tr("&Browse…"), this);
    csvRow->addWidget(m_csvPath, 1);
    csvRow->addWidget(browse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_fromMetadata);
    layout->addLayout(metadata);
    layout->addWidget(m_fromCsv);
    layout->addLayout(csvRow);
    layout->addWidget(m_preview);
    layout->addWidget(m_scopeWarning);
    layout->addWidget(new QLabel(tr("Problems:"), this));
    layout->addWidget(m_problems, 1);
    layout->addWidget(m_buttons);
    resize(560, 420);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &LabelsImportDialog::browse);
    connect(m_rated, &QCheckBox::toggled, m_minimum, &QWidget::setEnabled);
    connect(m_fromMetadata, &QRadioButton::toggled, this, &LabelsImportDialog::updatePreview);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &LabelsImportDialog::updatePreview);
    connect(m_field, &QComboBox::currentTextChanged, this, &LabelsImportDialog::updatePreview);
    connect(m_rated, &QCheckBox::toggled, this, &LabelsImportDialog::updatePreview);
    connect(m_minimum, &QDoubleSpinBox::valueChanged, this, &LabelsImportDialog::updatePreview);
    connect(m_rates, &QComboBox::currentIndexChanged, this, [this] {
        m_exchangeNumber->setEnabled(m_rates->currentData().toInt() > 0);
        updatePreview();
    });
    connect(m_exchangeNumber, &QSpinBox::valueChanged, this, &LabelsImportDialog::updatePreview);
    connect(m_csvPath, &QLineEdit::editingFinished, this, [this] {
        m_fromCsv->setChecked(true);
        updatePreview();
    });
    connect(&m_reading, &QFutureWatcher<Read>::finished, this, [this] {
        if (m_reading.future().resultCount() > 0 && m_reading.result().generation == m_generation)
            showRead(m_reading.result());
    });
    updatePreview();
}

QString LabelsImportDialog::mapping() const
{
    QString spec = QStringLiteral("%1=%2").arg(m_metric->currentData().toString(), m_field->currentText().trimmed());
    if (m_rated->isChecked())
        spec += QStringLiteral(">=%1").arg(m_minimum->value());
    return spec + HumanLabel::scopeSuffix(exchange());
}

int LabelsImportDialog::exchange() const
{
    const int chosen = m_rates->currentData().toInt();
    return chosen > 0 ? m_exchangeNumber->value() : chosen;
}

namespace {

// Of the labelled test cases of `metricId`, how many there are and how many its results can
// never give the score of what their label rates (another answer than the last one for a
// metric judged on the last answer only; an exchange without retrieval context for one judged
// unit by unit).
struct ScopeCount {
    int labelled = 0;
    int cannot = 0;
};

ScopeCount scopeCount(const QString &metricId, const HumanLabels &labels, const QList<TestCase> &cases)
{
    ScopeCount count;
    const ExchangeScoring scoring = exchangeScoring(metricId);
    for (int i = 0; i < cases.size(); ++i) {
        const std::optional<HumanLabel> label = labels.find(HumanLabels::caseName(cases[i].name, i), metricId);
        if (!label || !label->ratesExchange())
            continue;
        ++count.labelled;
        const QList<Unit> units = unitInteractions(cases[i].turns);
        const int exchange = label->exchange == HumanLabel::LastExchange ? int(units.size()) : label->exchange;
        if (exchange < 1 || exchange > units.size())
            continue; // the reader reports an exchange past the end
        if (scoring == ExchangeScoring::LastWindowOnly)
            count.cannot += exchange != units.size();
        else if (scoring == ExchangeScoring::OwnUnit)
            count.cannot += unitText(cases[i].turns, units[exchange - 1]).documents.isEmpty();
    }
    return count;
}

} // namespace

void LabelsImportDialog::updateScopeWarning()
{
    // A label on one exchange of a conversation, and a metric whose score covers the whole
    // conversation: say so, how the label will be compared, and what cannot be, with the fix.
    QStringList lines;
    const bool conversations = std::any_of(m_cases.begin(), m_cases.end(),
                                           [](const TestCase &testCase) { return testCase.isConversational(); });
    for (const QString &metricId : m_labels.metrics()) {
        const int rated = m_labels.anyExchange(metricId);
        const MetricInfo *info = MetricRegistry::find(metricId);
        if (!info || !scopesDiffer(rated, conversations && info->conversational))
            continue;
        const QString what = HumanLabel::scopeText(rated);
        const ScopeCount count = scopeCount(metricId, m_labels, m_cases);
        QString how;
        switch (exchangeScoring(metricId)) {
        case ExchangeScoring::OwnWindow:
            how = tr("each label is compared with the score of %1 alone; where a window also holds earlier "
                     "exchanges, the run judges %1 of each of the %n labelled test case(s) on its own as well",
                     nullptr, count.labelled)
                      .arg(what);
            break;
        case ExchangeScoring::LastWindowOnly:
            how = count.cannot == 0
                ? tr("each label is compared with the last window's verdict")
                : tr("only the last answer is judged alone, so %n of %1 label(s) cannot be compared: label the "
                     "last answer (@last), or compare them with Turn Relevancy",
                     nullptr, count.cannot)
                      .arg(count.labelled);
            break;
        case ExchangeScoring::OwnUnit:
            how = count.cannot == 0
                ? tr("each label is compared with the score of %1 alone").arg(what)
                : tr("each label is compared with the score of %1 alone, but %n of %2 labelled exchange(s) have no "
                     "retrieval context to judge and cannot be: give those answers their retrieval context",
                     nullptr, count.cannot)
                      .arg(what)
                      .arg(count.labelled);
            break;
        default: how = tr("each label is compared with the score of %1 alone").arg(what); break;
        }
        lines.append(
            tr("⚠ These labels rate %1, but %2 scores the whole conversation: %3.").arg(what, info->displayName, how));
    }
    m_scopeWarning->setText(lines.join(QLatin1Char('\n')));
    m_scopeWarning->setVisible(!lines.isEmpty());
}

void LabelsImportDialog::browse()
{
    const QString path =
        m_prompts->askOpenFile(this, tr("Import human labels"), tr("CSV files (*.csv);;All files (*)"), QString());
    if (path.isEmpty())
        return;
    m_csvPath->setText(path);
    m_fromCsv->setChecked(true);
    updatePreview();
}

void LabelsImportDialog::updatePreview()
{
    ++m_generation;
    // Until the new source is read there is nothing to import: Enter in the file field must not
    // import the labels of the source shown before.
    m_labels = {};
    m_import->setEnabled(false);
    // A CSV file says per row what each label rates (its exchange column).
    m_rates->setEnabled(m_fromMetadata->isChecked());
    m_exchangeNumber->setEnabled(m_fromMetadata->isChecked() && m_rates->currentData().toInt() > 0);
    if (m_fromMetadata->isChecked()) {
        Read read;
        if (!m_field->currentText().trimmed().isEmpty())
            read.result = LabelsReader::readMappings(mapping(), {m_cases, {}});
        showRead(read);
        return;
    }
    const QString path = m_csvPath->text().trimmed();
    if (path.isEmpty()) {
        showRead({});
        return;
    }
    m_preview->setText(tr("Reading %1 …").arg(path));
    m_reading.setFuture(QtConcurrent::run([path, cases = m_cases, generation = m_generation] {
        Read read;
        read.generation = generation;
        read.result = LabelsReader::readCsvFile(path, {cases, {}});
        return read;
    }));
}

void LabelsImportDialog::showRead(const Read &preview)
{
    const LabelsRead &read = preview.result;
    m_labels = read.labels;
    int passing = 0;
    QStringList metricNames;
    for (const QString &metric : read.labels.metrics()) {
        const MetricInfo *info = MetricRegistry::find(metric);
        metricNames.append(info ? info->displayName : metric);
    }
    for (int i = 0; i < m_cases.size(); ++i) {
        for (const QString &metric : read.labels.metrics()) {
            const std::optional<HumanLabel> label = read.labels.find(m_cases[i].displayName(i), metric);
            passing += label && label->pass ? 1 : 0;
        }
    }
    if (read.labels.isEmpty())
        m_preview->setText(tr("No labels found yet."));
    else if (m_fromMetadata->isChecked())
        m_preview->setText(tr("%n label(s) for %1: %2 pass, %3 fail.", nullptr, read.labels.size())
                               .arg(metricNames.join(QStringLiteral(", ")))
                               .arg(passing)
                               .arg(read.labels.size() - passing)
                           + QLatin1Char(' ') + tr("They rate %1.").arg(HumanLabel::scopeText(exchange())));
    else
        m_preview->setText(
            tr("%n label(s) for %1.", nullptr, read.labels.size()).arg(metricNames.join(QStringLiteral(", "))));
    m_problems->setPlainText((read.errors + read.notes).join(QLatin1Char('\n')));
    QPalette palette = m_problems->palette();
    palette.setColor(QPalette::Text,
                     read.ok() && read.notes.isEmpty() ? palette.color(QPalette::WindowText)
                                                       : ResultPalette::textColor(ResultPalette::failColor()));
    m_problems->setPalette(palette);
    m_import->setEnabled(!read.labels.isEmpty());
    updateScopeWarning();
    Q_EMIT previewed();
}

} // namespace claimscope
