#include "labelnextdialog.h"

#include "experiments/agreement.h"
#include "metrics/registry.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace claimscope {

namespace {

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

} // namespace

LabelNextDialog::LabelNextDialog(ResultsHub *hub, QWidget *parent)
    : QDialog(parent)
    , m_hub(hub)
    , m_refresh(new QTimer(this))
    , m_progress(new QLabel(this))
    , m_metricChoice(new QComboBox(this))
    , m_metricLine(new QLabel(this))
    , m_caseLine(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_agreement(new QLabel(this))
    , m_keys(new QLabel(this))
    , m_pass(new QAction(tr("✓ Pass (P)"), this))
    , m_fail(new QAction(tr("✗ Fail (F)"), this))
    , m_skip(new QAction(tr("Skip (S)"), this))
{
    setWindowTitle(tr("Label Next"));
    setObjectName(QStringLiteral("labelNextDialog"));
    // The dialog itself holds the keyboard: nothing in it takes typing, so P, F and S label.
    setFocusPolicy(Qt::StrongFocus);

    auto *frame = new QFrame(this);
    frame->setObjectName(QStringLiteral("labelNextFrame"));
    frame->setStyleSheet(
        QStringLiteral("#labelNextFrame { border: 2px solid palette(highlight); border-radius: 4px; }"));
    auto *content = new QVBoxLayout(frame);
    QFont bold = m_progress->font();
    bold.setBold(true);
    m_progress->setFont(bold);
    m_metricLine->setFont(bold);
    m_metricLine->setObjectName(QStringLiteral("labelNextMetric"));
    m_metricChoice->setFocusPolicy(Qt::NoFocus); // P, F and S stay the dialog's
    m_metricChoice->setAccessibleName(tr("Metric to label"));
    m_metricChoice->setToolTip(tr("Whose results are asked: one metric at a time, or all of them"));
    for (QLabel *label : {m_metricLine, m_caseLine, m_reason, m_agreement})
        label->setWordWrap(true);
    // Each line full width, under the metric's box: beside it the counts wrapped mid-phrase
    // ("to / go"), and a wrapped title beside it was measured a line short in a narrow window.
    m_progress->setWordWrap(true);
    m_metricChoice->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
    m_metricChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_keys->setText(tr("The keyboard labels here: P pass · F fail · S skip · Ctrl+Z undo · Esc close"));
    m_keys->setWordWrap(true);
    m_keys->setForegroundRole(QPalette::PlaceholderText);
    auto *top = new QHBoxLayout;
    top->addWidget(m_metricChoice);
    top->addStretch();
    content->addLayout(top);
    content->addWidget(m_metricLine);
    content->addWidget(m_progress);
    content->addWidget(m_caseLine);
    content->addWidget(m_reason);
    content->addWidget(m_agreement);

    auto *buttons = new QHBoxLayout;
    m_pass->setShortcut(QKeySequence(Qt::Key_P));
    m_fail->setShortcut(QKeySequence(Qt::Key_F));
    m_skip->setShortcut(QKeySequence(Qt::Key_S));
    m_pass->setStatusTip(tr("Your verdict on this result: it should pass"));
    m_fail->setStatusTip(tr("Your verdict on this result: it should fail"));
    m_skip->setStatusTip(tr("Leave this result unlabelled and ask it again at the end"));
    for (QAction *action : {m_pass, m_fail, m_skip}) {
        addAction(action);
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setFocusPolicy(Qt::NoFocus);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    auto *close = new QPushButton(tr("Close"), this);
    close->setToolTip(tr("Close Label Next (Esc)"));
    close->setFocusPolicy(Qt::NoFocus);
    close->setAutoDefault(false);
    buttons->addWidget(close);
    content->addLayout(buttons);
    content->addWidget(m_keys);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(frame);

    connect(m_pass, &QAction::triggered, this, [this] { label(true); });
    connect(m_fail, &QAction::triggered, this, [this] { label(false); });
    connect(m_skip, &QAction::triggered, this, &LabelNextDialog::skip);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_metricChoice, &QComboBox::currentIndexChanged, this, [this] {
        m_current.reset();
        refresh();
    });

    // Results arrive, are rescored or replaced, labels change: one recomputation after them.
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(0);
    connect(m_refresh, &QTimer::timeout, this, &LabelNextDialog::refresh);
    const auto schedule = [this] {
        if (isVisible())
            m_refresh->start();
    };
    ResultsModel *model = m_hub->resultsModel();
    connect(model, &QAbstractItemModel::modelReset, this, schedule);
    connect(model, &QAbstractItemModel::rowsInserted, this, schedule);
    connect(model, &QAbstractItemModel::rowsRemoved, this, schedule);
    connect(model, &QAbstractItemModel::dataChanged, this, schedule);
}

void LabelNextDialog::start(const QRect &area, const QString &metricId)
{
    m_current.reset(); // the most telling result is shown again, even if it was shown before
    fillMetricChoice(shownResults());
    {
        const QSignalBlocker blocker(m_metricChoice);
        m_metricChoice->setCurrentIndex(qMax(0, m_metricChoice->findData(metricId)));
    }
    setFixedWidth(qMax(area.width(), fontMetrics().averageCharWidth() * 56));
    refresh();
    move(area.right() + 1 - width(), area.top());
    QDialog::show();
    raise();
    activateWindow();
    setFocus(Qt::ActiveWindowFocusReason);
}

void LabelNextDialog::keepResultsBeforeRun()
{
    m_before = shownResults();
}

void LabelNextDialog::forgetDocument()
{
    m_before.clear();
    m_skipped.clear();
    m_labelledHere.clear();
    m_current.reset();
    if (isVisible())
        m_refresh->start();
}

QList<MetricResult> LabelNextDialog::shownResults() const
{
    // The table's results without their breakdowns: the queue needs verdicts, not claims.
    const ResultsModel *model = m_hub->resultsModel();
    QList<MetricResult> results;
    results.reserve(model->rowCount());
    for (int row = 0; row < model->rowCount(); ++row)
        results.append(model->result(row));
    return results;
}

QString LabelNextDialog::metric() const
{
    return m_metricChoice->currentData().toString();
}

void LabelNextDialog::fillMetricChoice(const QList<MetricResult> &results)
{
    QSet<QString> present;
    for (const MetricResult &result : results)
        present.insert(result.metricId);
    const QString picked = metric();
    const QSignalBlocker blocker(m_metricChoice);
    m_metricChoice->clear();
    m_metricChoice->addItem(tr("All metrics"), QString());
    for (const MetricInfo &info : MetricRegistry::all()) {
        if (present.contains(info.id))
            m_metricChoice->addItem(info.displayName, info.id);
    }
    m_metricChoice->setCurrentIndex(qMax(0, m_metricChoice->findData(picked)));
}

void LabelNextDialog::refresh()
{
    m_refresh->stop();
    QList<MetricResult> results = shownResults();
    fillMetricChoice(results);
    QList<MetricResult> before = m_before;
    if (const QString picked = metric(); !picked.isEmpty()) {
        const auto other = [&picked](const MetricResult &result) { return result.metricId != picked; };
        results.removeIf(other);
        before.removeIf(other);
    }
    const HumanLabels &labels = m_hub->resultsModel()->humanLabels();
    QList<LabelQueueItem> queue = LabelQueue::of(results, before, labels);
    // Skipped results come back once everything else was asked.
    std::stable_partition(queue.begin(), queue.end(), [this](const LabelQueueItem &item) {
        return !m_skipped.contains({item.testCase, item.metricId});
    });
    // A result labelled here whose label is gone again (Ctrl+Z) is asked again first.
    for (qsizetype i = m_labelledHere.size() - 1; i >= 0; --i) {
        const QPair<QString, QString> taken = m_labelledHere[i];
        const auto undone = std::find_if(queue.begin(), queue.end(), [&taken](const LabelQueueItem &item) {
            return item.testCase == taken.first && item.metricId == taken.second;
        });
        if (undone == queue.end())
            continue;
        m_labelledHere.remove(i);
        std::rotate(queue.begin(), undone, undone + 1);
        break;
    }
    showQueue(queue, LabelQueue::labelled(results, labels));
}

void LabelNextDialog::showQueue(const QList<LabelQueueItem> &queue, int labelled)
{
    m_progress->setText(tr("%1 labelled, %2 to go").arg(QString::number(labelled), QString::number(queue.size())));
    for (QAction *action : {m_pass, m_fail, m_skip})
        action->setEnabled(!queue.isEmpty());
    if (queue.isEmpty()) {
        m_current.reset();
        m_metricLine->clear();
        m_caseLine->setText(m_hub->hasResults() ? tr("Every result with a verdict has a label.")
                                                : tr("No results yet: run the metrics first (F5)."));
        m_caseLine->setToolTip(QString());
        // Claims are judged one by one in the breakdown, not here: say where.
        if (m_hub->hasResults())
            m_reason->setText(
                tr("To judge claims: select a claim in the breakdown and press Y (yes), N (no) or I "
                   "(idk); Backspace clears. The Agreement tab compares your verdicts with the judge's."));
        else
            m_reason->clear();
        m_agreement->clear();
        fitHeight();
        return;
    }
    const LabelQueueItem &next = queue.first();
    const bool moved = !m_current || m_current->testCase != next.testCase || m_current->metricId != next.metricId;
    m_current = next;
    const ResultsModel *model = m_hub->resultsModel();
    const int row = model->rowOf(next.testCaseIndex, next.metricId);
    const MetricResult &result = model->result(row);
    m_metricLine->setText(tr("Label for %1").arg(metricName(next.metricId)));
    // The name the list and the results table read; the id stays findable in the tooltip.
    const QString name = m_hub->caseTitles().of(next.testCase, next.testCaseIndex);
    m_caseLine->setText(tr("%1 · %2 · score %3 at threshold %4: the judge says %5")
                            .arg(name, metricName(next.metricId), resultScoreText(result),
                                 QString::number(result.threshold, 'f', 2), result.success ? tr("pass") : tr("fail")));
    m_caseLine->setToolTip(name == next.testCase ? QString() : tr("Test case id: %1").arg(next.testCase));
    m_reason->setText(tr("Asked because: %1").arg(next.reason));
    m_agreement->setText(agreementText(next.metricId));
    fitHeight();
    if (moved)
        Q_EMIT resultShown(next.testCaseIndex, next.metricId);
}

void LabelNextDialog::fitHeight()
{
    // At its fixed width, as tall as the wrapped lines need (a plain adjustSize() would size
    // the lines for a width the dialog does not have).
    // The frame's layout is asked afresh: its cached height is for the lines shown before.
    static_cast<QWidget *>(m_progress->parentWidget())->layout()->invalidate();
    layout()->invalidate();
    setFixedHeight(layout()->totalHeightForWidth(width()));
    QTimer::singleShot(0, this, &LabelNextDialog::growForCutLines); // once the lines have their widths
}

void LabelNextDialog::growForCutLines()
{
    int missing = 0;
    for (const QLabel *line : {m_metricLine, m_progress, m_caseLine, m_reason, m_agreement, m_keys}) {
        if (line->isVisible())
            missing += qMax(0, line->heightForWidth(line->width()) - line->height());
    }
    if (missing > 0)
        setFixedHeight(height() + missing);
}

QString LabelNextDialog::agreementText(const QString &metricId) const
{
    // The metric's labelled results, each label paired with the score of what it rates, as the
    // Agreement dock pairs them (a label on the last answer meets that answer's own score).
    const ResultsModel *model = m_hub->resultsModel();
    const HumanLabels &labels = model->humanLabels();
    QList<LabelledScore> scores;
    double threshold = 0.5;
    for (int row = 0; row < model->rowCount(); ++row) {
        const MetricResult &result = model->result(row);
        if (result.metricId != metricId || !result.score)
            continue;
        const QString caseKey = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
        const std::optional<HumanLabel> label = labels.find(caseKey, metricId);
        if (!label)
            continue;
        if (const std::optional<double> score = model->labelledScore(row, *label).score) {
            scores.append({*score, label->pass, caseKey});
            threshold = result.threshold;
        }
    }
    if (scores.isEmpty())
        return tr("%1: no labels yet, so no κ.").arg(metricName(metricId));
    const Agreement agreement = Agreement::of(scores, threshold);
    if (!agreement.kappa)
        return tr("%1: κ not defined yet (n = %2: the judge or the labels say one thing only).")
            .arg(metricName(metricId), QString::number(agreement.n));
    const QString kappa = QString::number(*agreement.kappa, 'f', 2);
    // A handful of labels resamples into the same few tables: an interval of 0.00 to 0.00 at
    // n = 1 would look like certainty. Below ten labels the line says there are too few.
    constexpr int FewestForAnInterval = 10;
    if (agreement.n < FewestForAnInterval)
        return tr("%1: κ %2 (n = %3; too few labels for its 95 % interval)")
            .arg(metricName(metricId), kappa, QString::number(agreement.n));
    if (!agreement.intervals.kappa)
        return tr("%1: κ %2 (n = %3; too few of one class for its 95 % interval)")
            .arg(metricName(metricId), kappa, QString::number(agreement.n));
    // The interval narrows as labels come in: that is how the person sees a label's worth.
    return tr("%1: κ %2, 95 % interval %3 to %4 (n = %5)")
        .arg(metricName(metricId), kappa, QString::number(agreement.intervals.kappa->low, 'f', 2),
             QString::number(agreement.intervals.kappa->high, 'f', 2), QString::number(agreement.n));
}

void LabelNextDialog::label(bool pass)
{
    if (!m_current)
        return;
    m_skipped.remove({m_current->testCase, m_current->metricId});
    m_labelledHere.removeAll({m_current->testCase, m_current->metricId});
    m_labelledHere.append({m_current->testCase, m_current->metricId});
    // The label comes back through labelsChanged, which shows the next result at once.
    Q_EMIT labelRequested(m_current->testCase, m_current->metricId, pass);
}

void LabelNextDialog::skip()
{
    if (!m_current)
        return;
    m_skipped.insert({m_current->testCase, m_current->metricId});
    refresh();
}

} // namespace claimscope
