#include "comparisonview.h"

#include "casedeltamodel.h"
#include "experiments/comparisonexport.h"
#include "metrics/registry.h"
#include "model/humanlabels.h"
#include "model/labelledscores.h"
#include "model/outputfile.h"
#include "model/scoreprose.h"
#include "ui/agreement/suffixkeepingdelegate.h"
#include "ui/charts/comparisonscatterchart.h"
#include "ui/charts/deltabarchart.h"
#include "ui/results/resultpalette.h"
#include "ui/shell/userprompts.h"
#include "ui/widgets/rowheightfitter.h"
#include "verdictbanner.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>
#include <utility>

namespace claimscope {

namespace {

QTableWidgetItem *cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setTextAlignment(alignment);
    return item;
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// The name a person reads for a metric id ("Turn Faithfulness" for turn_faithfulness).
QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

// The threshold a run used for a metric (its first result of that metric says).
std::optional<double> thresholdOf(const QList<MetricResult> &results, const QString &metric)
{
    for (const MetricResult &result : results) {
        if (result.metricId == metric)
            return result.threshold;
    }
    return std::nullopt;
}

// Writes the export; the error names the file.
QString writeExport(const ComparisonExport &exported, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QByteArray bytes = suffix == QLatin1String("json")
        ? QJsonDocument(exported.toJson()).toJson(QJsonDocument::Indented)
        : suffix == QLatin1String("csv") ? exported.toCsv()
                                         : exported.toHtml();
    QString error;
    OutputFile::writeAll(path, bytes, &error);
    return error;
}

// The comparison as the exports (and `claimscope-cli compare`) present it: regressions at no
// tolerance, as the command lists them without --fail-on-regression.
ComparisonExport exportOf(const RunPair &pair)
{
    ComparisonExport exported{pair.a,          pair.b,         pair.comparison, pair.comparison.regressions(0),
                              pair.agreementA, pair.agreementB};
    exported.claimAgreementA = pair.claimAgreementA;
    exported.claimAgreementB = pair.claimAgreementB;
    exported.labelled = pair.labelled;
    exported.labelledPart = pair.labelledPart;
    return exported;
}

// Why an edit of `step`'s template changed nothing: run B rendered no prompt with it.
QString unusedEditText(const QString &step)
{
    return step.endsWith(QLatin1String("__verdicts"))
        ? ComparisonView::tr("The edited template %1 was used by 0 requests: the judge found no claims, so the edit "
                             "could not change anything.")
              .arg(MetricRegistry::stepDisplayName(step))
        : ComparisonView::tr("The edited template %1 was used by 0 requests: no step asked for it, so the edit could "
                             "not change anything.")
              .arg(MetricRegistry::stepDisplayName(step));
}

constexpr qsizetype kKeptBreakdowns = 256;

// The case filters' names, in CaseDeltaModel::Filter's order. Against people's labels a score
// that fell may have come closer to them: "lower", not a regression.
QStringList filterNames(bool measuresAgreement = false)
{
    return {ComparisonView::tr("Every change"),
            measuresAgreement ? ComparisonView::tr("Lower scores only") : ComparisonView::tr("Regressions only"),
            ComparisonView::tr("Pass/fail flips"),
            ComparisonView::tr("Toward the human"),
            ComparisonView::tr("Away from the human"),
            ComparisonView::tr("Only in one run"),
            ComparisonView::tr("Everything, unchanged too")};
}

// The position in its run of the result a summary stands for, -1 for none.
int positionOf(const QList<MetricResult> &results, const CaseDelta &delta)
{
    const MetricResult *result = resultFor(results, delta);
    return result ? int(result - results.constData()) : -1;
}

// Reads the two results whole; any thread (a connection of its own, only reading).
WholeResults readWhole(const QString &storePath, qint64 idA, int positionA, qint64 idB, int positionB)
{
    WholeResults whole;
    RunStore store(storePath);
    if (!store.open(&whole.error, RunStore::Access::ReadOnly))
        return whole;
    if (positionA >= 0 && !(whole.a = store.loadResult(idA, positionA, &whole.error)))
        return whole;
    if (positionB >= 0)
        whole.b = store.loadResult(idB, positionB, &whole.error);
    return whole;
}

} // namespace

ComparisonView::ComparisonView(UserPrompts *prompts, QWidget *parent)
    : QDialog(parent)
    , m_prompts(prompts)
    , m_banner(new VerdictBanner(this))
    , m_pairLine(new QLabel(this))
    , m_header(new QLabel(this))
    , m_metrics(new QTableWidget(0, 9, this))
    , m_filter(new QComboBox(this))
    , m_onlyInOneRunNote(new QLabel(this))
    , m_tableScope(new QLabel(this))
    , m_heldOutNote(new QLabel(this))
    , m_runHeldOut(new QPushButton(this))
    , m_baselineNote(new QLabel(this))
    , m_cases(new QTableView(this))
    , m_caseModel(new CaseDeltaModel(this))
    , m_breakdown(new QTextBrowser(this))
    , m_tabs(new QTabWidget(this))
    , m_scatter(new ComparisonScatterChart(this))
    , m_deltaBars(new DeltaBarChart(this))
    , m_export(new QPushButton(tr("&Export…"), this))
    , m_keepBaseline(new QPushButton(tr("Keep B as Baseline"), this))
    , m_message(new QLabel(this))
    , m_slidePosition(new QLabel(this))
{
    setWindowTitle(tr("Compare runs"));
    // Room for the tables, but never more than the screen (a 1024×768 projector): its Close
    // button must stay where a person can reach it. The allowance is for the window's frame.
    resize(QSize(1100, 900).boundedTo(screen()->availableGeometry().size() - QSize(32, 48)));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pairLine->setObjectName(QStringLiteral("comparisonPairLine"));
    m_pairLine->setWordWrap(true);
    m_pairLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_metrics->setHorizontalHeaderLabels({tr("Metric"), tr("Mean A"), tr("Mean B"), tr("Δ mean"), tr("Pass rate A"),
                                          tr("Pass rate B"), tr("Δ pass rate"), tr("κ with humans"), tr("ROC-AUC")});
    m_metrics->horizontalHeaderItem(KappaColumn)
        ->setToolTip(tr("Cohen's κ of each run's pass/fail against the human labels, A → B"));
    m_metrics->horizontalHeaderItem(AucColumn)->setToolTip(
        tr("ROC-AUC of each run's score against the human labels, A → B"));
    m_cases->setModel(m_caseModel);
    for (QTableView *table : {static_cast<QTableView *>(m_metrics), m_cases}) {
        table->verticalHeader()->hide();
        table->setSelectionBehavior(QAbstractItemView::SelectRows);
        table->setSelectionMode(QAbstractItemView::SingleSelection);
        table->setWordWrap(false);
    }
    // Thousands of rows: fixed heights, so the view never measures them all.
    m_cases->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // The metrics' rows, columns and height follow the table's own type (zoom, presentation mode).
    connect(new RowHeightFitter(m_metrics, 8), &RowHeightFitter::fitted, this, &ComparisonView::fitTables);
    m_metrics->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_metrics->installEventFilter(this);
    m_metrics->horizontalHeader()->installEventFilter(this);
    m_cases->installEventFilter(this); // the clicker's keys on the slide
    connect(new RowHeightFitter(m_cases, 8), &RowHeightFitter::fitted, this, &ComparisonView::fitCaseColumns);
    m_cases->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_cases->setObjectName(QStringLiteral("comparisonCases"));
    m_cases->setTextElideMode(Qt::ElideRight);
    // Names keep what tells them apart (the model, the id's part), as in the disagreement list.
    m_cases->setItemDelegateForColumn(CaseDeltaModel::TestCaseColumn, new SuffixKeepingDelegate(m_cases));
    for (const QString &name : filterNames())
        m_filter->addItem(name);
    m_filter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // Notes wrap at word boundaries: none of them may widen the window past a small screen.
    const QList<std::pair<QLabel *, const char *>> notes{{m_onlyInOneRunNote, "onlyInOneRunNote"},
                                                         {m_tableScope, "tableScopeNote"},
                                                         {m_heldOutNote, "heldOutNote"},
                                                         {m_baselineNote, "baselineNote"}};
    for (const auto &[note, name] : notes) {
        note->setObjectName(QString::fromLatin1(name));
        note->setWordWrap(true);
        note->setTextInteractionFlags(Qt::TextSelectableByMouse);
        note->hide();
    }

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(new QLabel(tr("Test cases:"), this));
    filterRow->addWidget(m_filter);
    filterRow->addStretch();
    m_export->setToolTip(
        tr("Save this comparison as an HTML page, JSON (as claimscope-cli compare --format json) or CSV"));
    m_keepBaseline->setToolTip(tr("Make run B the baseline of its dataset: the next tries are compared with it"));
    m_runHeldOut->setObjectName(QStringLiteral("runHeldOut"));
    m_runHeldOut->hide();
    connect(m_runHeldOut, &QPushButton::clicked, this, [this] {
        m_runHeldOut->setEnabled(false); // once: the held-out comparison replaces this one
        Q_EMIT heldOutRunRequested(m_pair.a.info.id, m_pair.b.info.id, m_heldOutSetupOfA, m_pair.heldOutRunOfA,
                                   m_pair.heldOutRunOfB);
    });
    // The next step of a try, beside keeping it: in view however long the notes above are.
    filterRow->addWidget(m_runHeldOut);
    filterRow->addWidget(m_keepBaseline);
    filterRow->addWidget(m_export);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    // Room under the last note: the splitter's grip below it is not drawn on its words.
    topLayout->setContentsMargins(0, 0, 0, 8);
    // Which runs are compared, as a title; then the verdict and the figures; what they rest on
    // below them, a scroll away on a short screen.
    topLayout->addWidget(m_pairLine);
    topLayout->addWidget(m_banner);
    topLayout->addWidget(m_metrics);
    topLayout->addWidget(m_tableScope);
    topLayout->addWidget(m_header);
    topLayout->addWidget(m_heldOutNote);
    topLayout->addStretch(1); // room to spare goes below the table, not between the notes
    // The case list in a pane of its own: it stays in view however long the notes above are.
    auto *casePane = new QWidget(this);
    auto *caseLayout = new QVBoxLayout(casePane);
    caseLayout->setContentsMargins(0, 0, 0, 0);
    caseLayout->addLayout(filterRow);
    caseLayout->addWidget(m_onlyInOneRunNote);
    caseLayout->addWidget(m_cases, 1);
    // On a short screen the top scrolls rather than squeezing its notes and tables over each other.
    m_topArea = new QScrollArea(this);
    QScrollArea *topArea = m_topArea;
    topArea->setWidget(top);
    topArea->setWidgetResizable(true);
    topArea->setFrameShape(QFrame::NoFrame);
    topArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_splitter = splitter;
    m_casePane = casePane;
    splitter->addWidget(topArea);
    splitter->addWidget(casePane);
    // The scatter wider than the bars beside it; neither folds away to nothing.
    m_charts = new QSplitter(Qt::Horizontal, this);
    m_charts->addWidget(m_scatter);
    m_charts->addWidget(m_deltaBars);
    m_charts->setChildrenCollapsible(false);
    m_charts->setStretchFactor(0, 3);
    m_charts->setStretchFactor(1, 2);
    m_tabs->addTab(m_breakdown, tr("Breakdown"));
    m_tabs->addTab(m_charts, tr("Charts"));
    m_tabs->tabBar()->installEventFilter(this); // the clicker's keys on the slide
    splitter->addWidget(m_tabs);
    // What the window gains or loses goes to the cases and the breakdown alike; the top keeps
    // what fitPanes() gave it (the rest of it a scroll away).
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setStretchFactor(2, 1);
    splitter->setChildrenCollapsible(false);
    m_tabs->setMinimumHeight(160); // the charts' own minimum would take a short screen's half
    topArea->setMinimumHeight(80);
    // Closed with its button or Esc (QDialog's reject), like every other window of the workbench.
    // Beside it, what happened to the pair (a run became the baseline): a status line, not one
    // more row above the tables.
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_message->setObjectName(QStringLiteral("comparisonMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_messageTimer.setSingleShot(true);
    m_messageTimer.setInterval(8000);
    connect(&m_messageTimer, &QTimer::timeout, m_message, &QWidget::hide);
    m_slidePosition->setObjectName(QStringLiteral("comparisonSlidePosition"));
    m_slidePosition->hide();
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_baselineNote, 1);
    statusRow->addWidget(m_message, 1);
    statusRow->addWidget(m_slidePosition);
    statusRow->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(statusRow);
    // No button is the dialog's default: Enter in the case list must not run the held-out cases.
    for (QPushButton *button : findChildren<QPushButton *>())
        button->setAutoDefault(false);

    connect(m_filter, &QComboBox::currentIndexChanged, this, &ComparisonView::fillCases);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ComparisonView::fitPanes);
    // The aligned breakdown is laid out in an event of its own: opening a large comparison
    // never adds it to the time the window is filled.
    m_breakdownTimer.setSingleShot(true);
    m_breakdownTimer.setInterval(0);
    connect(&m_breakdownTimer, &QTimer::timeout, this, &ComparisonView::showBreakdown);
    connect(m_cases->selectionModel(), &QItemSelectionModel::currentRowChanged, &m_breakdownTimer,
            qOverload<>(&QTimer::start));
    connect(m_metrics, &QTableWidget::itemSelectionChanged, this, &ComparisonView::showScatter);
    connect(m_export, &QPushButton::clicked, this, &ComparisonView::askExport);
    connect(m_keepBaseline, &QPushButton::clicked, this, [this] {
        m_keepBaseline->setEnabled(false);
        Q_EMIT keepAsBaselineRequested(m_pair.tryId ? m_pair.tryId : m_pair.b.info.id);
    });
}

void ComparisonView::fillHeader()
{
    const RunPair &pair = m_pair;
    const QString star = pair.b.info.pinned ? QStringLiteral(" ★") : QString();
    setWindowTitle(tr("Compare runs: #%1 → #%2").arg(pair.a.info.id).arg(pair.b.info.id) + star);
    const QString mismatch = DatasetRef::mismatch(pair.a.snapshot.dataset, pair.b.snapshot.dataset);
    // B named after exactly what changed from A ("Turn Faithfulness › Threshold: 0.50 → 0.95"):
    // the line under the names does not say it a second time.
    // On the slide B's name is not shown (the runs' line gives its room to the metrics): the
    // changes are said there.
    const bool nameSaysTheChanges =
        !m_presenting && !pair.changes.isEmpty() && pair.b.info.name == RunSnapshot::automaticName(pair.changes, true);
    m_pairLine->setText(tr("<b>A</b> #%1 %2 &nbsp;→&nbsp; <b>B</b> #%3 %4")
                            .arg(QString::number(pair.a.info.id), escaped(pair.a.info.name),
                                 QString::number(pair.b.info.id), escaped(pair.b.info.name) + star));
    m_header->setText((mismatch.isEmpty() ? QString() : QStringLiteral("<b>⚠ %1</b><br>").arg(escaped(mismatch)))
                      + (pair.changes.isEmpty() ? tr("Same setup.")
                             : nameSaysTheChanges
                             ? tr("Changed from A to B: what B's name says, nothing more.")
                             : tr("Changed from A to B: %1").arg(escaped(pair.changes.join(QStringLiteral("; "))))));
    // A run's name is its first change since the run before it ("… and 1 more change"): the tooltip
    // lists them all.
    const auto changesOf = [](const char *run, const StoredRunInfo &info) {
        return tr("%1 #%2 “%3”, changed since the run before it: %4")
            .arg(QString::fromLatin1(run), QString::number(info.id), info.name,
                 info.readableChanges.isEmpty() ? tr("nothing") : info.readableChanges.join(QStringLiteral("; ")));
    };
    m_header->setToolTip(changesOf("A", pair.a.info) + QLatin1Char('\n') + changesOf("B", pair.b.info));
    m_pairLine->setToolTip(m_header->toolTip());
    m_slidePosition->setToolTip(m_header->toolTip());
    showSlidePosition(m_slideText);
    // The baseline is older than the full run the person made since: they may have meant that one.
    if (pair.fullRunAfterA > 0 && pair.a.info.pinned)
        m_header->setText(
            m_header->text() + QStringLiteral("<br>")
            + escaped(tr("A #%1, the dataset's baseline, was made %2; run #%3, made since, ran every "
                         "test case: to compare tries with it, keep #%3 as the baseline (Runs dock) "
                         "and try again.")
                          .arg(QString::number(pair.a.info.id),
                               QLocale().toString(pair.a.info.created.toLocalTime(), QLocale::ShortFormat),
                               QString::number(pair.fullRunAfterA))));
    // An edited template no prompt was rendered with could not change anything: said, by name.
    // The offline judge reads no template at all: any edit is said to be unable to change it.
    if (const QString offline = RunSnapshot::offlineEditsText(pair.a.snapshot, pair.b.snapshot); !offline.isEmpty())
        m_header->setText(m_header->text() + QStringLiteral("<br><b>⚠ %1</b>").arg(escaped(offline)));
    for (const QString &step : RunSnapshot::unusedEdits(pair.a.snapshot, pair.b.snapshot))
        m_header->setText(m_header->text() + QStringLiteral("<br><b>⚠ %1</b>").arg(escaped(unusedEditText(step))));
}

void ComparisonView::offerHeldOut(const RunPair &pair)
{
    const double share = pair.b.snapshot.tuningShare.value_or(LabelSplit::DefaultTuningShare);
    if (pair.labelledPart == LabelSplit::Part::HeldOut && pair.tryId) {
        // The held-out check of a try: what B is, and whether its setup is still the try's.
        QString text = tr("Held-out check of try #%1: B #%2 ran its labelled metrics on the held-out part, A #%3 had "
                          "run those cases; the verdicts on top marked Held-out are on them alone.")
                           .arg(pair.tryId)
                           .arg(pair.b.info.id)
                           .arg(pair.a.info.id);
        if (pair.baselineRerunOf)
            text += QLatin1Char(' ')
                + tr("A #%1 ran them with the setup of run #%2, which never ran them itself.")
                      .arg(QString::number(pair.a.info.id), QString::number(pair.baselineRerunOf));
        if (!pair.setupSinceTry.isEmpty())
            text += QLatin1Char(' ')
                + tr("⚠ B's setup is not the try's: since try #%1, %2.")
                      .arg(QString::number(pair.tryId), pair.setupSinceTry.join(QStringLiteral("; ")));
        // The command last, on a line of its own: nothing runs into it.
        text += QLatin1Char('\n')
            + tr("The command line gives the same with: claimscope-cli compare %1 %2 --split held-out")
                  .arg(pair.a.info.id)
                  .arg(pair.b.info.id);
        m_heldOutNote->setText(text);
        m_heldOutNote->show();
        m_runHeldOut->hide();
        // B holds the held-out cases alone: as the baseline, the next try would share no case with
        // it. What the check speaks for is the try: that is what is kept.
        m_keepBaseline->setText(tr("Keep Try #%1 as Baseline").arg(pair.tryId));
        m_keepBaseline->setToolTip(tr("Make try #%1 the baseline of its dataset (B ran only its held-out cases): the "
                                      "next tries are compared with it")
                                       .arg(pair.tryId));
        return;
    }
    m_keepBaseline->setText(tr("Keep B as Baseline"));
    m_keepBaseline->setToolTip(tr("Make run B the baseline of its dataset: the next tries are compared with it"));
    // A try leaves the held-out part out: the comparison says so, and offers to run it.
    const int notRun = heldOutNotRun(pair.b.results, pair.labels, share);
    const QString heldOut = heldOutNotRunText(notRun);
    m_heldOutNote->setText(heldOut);
    m_heldOutNote->setVisible(!heldOut.isEmpty());
    m_runHeldOut->setVisible(notRun > 0);
    if (notRun == 0)
        return;
    // On equal footing only: A ran those cases with its setup, B's setup is the one that runs now.
    QSet<QString> metrics;
    for (const MetricResult &result : pair.b.results)
        metrics.insert(result.metricId);
    const bool aCovers = heldOutNotRun(pair.a.results, pair.labels, share, metrics) == 0;
    m_runHeldOut->setText(tr("Run the %n held-out case(s) and compare", nullptr, notRun));
    m_runHeldOut->setEnabled(true);
    m_heldOutSetupOfA = aCovers ? std::nullopt : std::optional<RunSnapshot>(pair.a.snapshot);
    // The try's setup ran them before (an earlier check of this try, or of an equal one): that
    // run stands for B, and no second run with the same figures joins the Runs dock.
    if (pair.heldOutRunOfB > 0) {
        if (aCovers || pair.heldOutRunOfA > 0) {
            m_runHeldOut->setText(tr("Compare on the %n held-out case(s)", nullptr, notRun));
            m_runHeldOut->setToolTip(
                tr("Run #%1 ran the %n held-out case(s) with the try's setup, and %2: nothing runs, the two are "
                   "compared on those cases: the same verdict, on cases the tuning did not look at.",
                   nullptr, notRun)
                    .arg(pair.heldOutRunOfB)
                    .arg(aCovers ? tr("A #%1 ran them too").arg(pair.a.info.id)
                                 : tr("run #%1 ran them with A's setup").arg(pair.heldOutRunOfA)));
        } else {
            m_runHeldOut->setToolTip(
                tr("Run #%1 ran the %n held-out case(s) with the try's setup, but A #%2 never ran them: they run once, "
                   "with A's setup as it was kept, and are compared with #%1 on them: the same verdict, on cases the "
                   "tuning did not look at.",
                   nullptr, notRun)
                    .arg(pair.heldOutRunOfB)
                    .arg(pair.a.info.id));
        }
        return;
    }
    if (!aCovers && pair.heldOutRunOfA > 0) {
        m_runHeldOut->setToolTip(
            tr("A #%1 never ran the %n held-out case(s), but run #%2 ran them with A's setup: they run once, with "
               "the setup as it is now (the try's, unless you edited since), and are compared with #%2 on them: the "
               "same verdict, on cases the tuning did not look at.",
               nullptr, notRun)
                .arg(pair.a.info.id)
                .arg(pair.heldOutRunOfA));
        return;
    }
    m_runHeldOut->setToolTip(
        aCovers ? tr("Runs B's labelled metrics on the %n held-out case(s) with the setup as it is now (the try's, "
                     "unless you edited since), keeps the run and compares it with A #%1, which ran them: the same "
                     "verdict, on cases the tuning did not look at.",
                     nullptr, notRun)
                      .arg(pair.a.info.id)
                : tr("A #%1 never ran the %n held-out case(s): they run twice, first with A's setup as it was kept, "
                     "then with the setup as it is now (the try's, unless you edited since); both runs are kept and "
                     "compared on those cases: the same verdict, on cases the tuning did not look at.",
                     nullptr, notRun)
                      .arg(pair.a.info.id));
}

void ComparisonView::showBaseline(qint64 id, const QString &text)
{
    m_baselineNote->setText(QStringLiteral("★ ") + text);
    m_baselineNote->show();
    QTimer::singleShot(0, this, &ComparisonView::fitPanes); // the note's line comes off the panes
    if (id != m_pair.a.info.id && id != m_pair.b.info.id)
        return;
    m_pair.a.info.pinned = id == m_pair.a.info.id;
    m_pair.b.info.pinned = id == m_pair.b.info.id;
    m_keepBaseline->setEnabled(m_pair.tryId ? id != m_pair.tryId : !m_pair.b.info.pinned);
    refillHeader();
}

void ComparisonView::refillHeader()
{
    // The header's first lines are redone; the agreement and scope lines after them stay.
    const QString rest = m_header->text().mid(m_headerLength);
    fillHeader();
    m_headerLength = m_header->text().size();
    m_header->setText(m_header->text() + rest);
}

void ComparisonView::showScatter()
{
    const QTableWidgetItem *name = m_metrics->item(m_metrics->currentRow(), 0);
    if (!name)
        return;
    const QString metric = name->data(Qt::UserRole).toString(); // the table's rows are in its own order
    m_scatter->setMetric(m_pair.comparison, metric, thresholdOf(m_pair.a.results, metric),
                         thresholdOf(m_pair.b.results, metric));
}

void ComparisonView::askExport()
{
    const QString suggested = tr("comparison-%1-%2.html").arg(m_pair.a.info.id).arg(m_pair.b.info.id);
    const QString path = m_prompts->askSaveFile(this, tr("Export comparison"),
                                                tr("HTML page (*.html);;JSON (*.json);;CSV (*.csv)"), suggested);
    if (!path.isEmpty())
        exportTo(path);
}

void ComparisonView::exportTo(const QString &path)
{
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, path] {
        const QString error = watcher->result();
        watcher->deleteLater();
        if (!error.isEmpty())
            m_prompts->showError(this, tr("Comparison not exported"), error);
        Q_EMIT exported(path, error);
    });
    // The breakdowns of what changed are read whole from the store first, on the same pool thread.
    watcher->setFuture(QtConcurrent::run([comparison = exportOf(m_pair), storePath = m_pair.storePath, path]() mutable {
        RunStore store(storePath);
        QString error;
        if (!store.open(&error, RunStore::Access::ReadOnly) || !readChangedBreakdowns(store, comparison, &error))
            return tr("%1 cannot be written: %2").arg(path, error);
        return writeExport(comparison, path);
    }));
}

void ComparisonView::setPair(const RunPair &pair)
{
    m_pair = pair;
    m_keepBaseline->setEnabled(!pair.b.info.pinned);
    m_wholeResults.clear();
    ++m_breakdownRequest; // a breakdown still being read belongs to the pair before
    fillHeader();
    m_headerLength = m_header->text().size();
    QStringList agreements;
    const ComparisonExport exported = exportOf(pair);
    for (const MetricDelta &metric : pair.comparison.metrics) {
        if (pair.agreementA.contains(metric.metric) && pair.agreementB.contains(metric.metric)) {
            const Agreement &a = pair.agreementA[metric.metric];
            const Agreement &b = pair.agreementB[metric.metric];
            // κ needs both verdicts among the labels or the judge's answers: "κ – → –" said nothing.
            agreements.append(
                a.kappa || b.kappa
                    ? tr("%1 agrees with humans κ %2 → %3 (n %4)")
                          .arg(escaped(metricName(metric.metric)), figureText(a.kappa), figureText(b.kappa))
                          .arg(b.n)
                    : tr("%1 has no κ in either run (n %2: the labels or the judge's verdicts are all one way)")
                          .arg(escaped(metricName(metric.metric)))
                          .arg(b.n));
        }
        if (const QString claims = exported.claimAgreementText(metric.metric); !claims.isEmpty())
            agreements.append(escaped(metricName(metric.metric)) + QLatin1Char(' ')
                              + escaped(claims)
                              // The project has none: they are an earlier session's, kept with a run.
                              + (pair.claimVerdictsOfRun > 0 ? QLatin1Char(' ')
                                         + escaped(tr("(the claim verdicts kept with run #%1; this project has none)")
                                                       .arg(pair.claimVerdictsOfRun))
                                                             : QString()));
    }
    if (!agreements.isEmpty())
        m_header->setText(m_header->text() + QStringLiteral("<br>")
                          + tr("Agreement: %1").arg(agreements.join(QStringLiteral("; "))));
    offerHeldOut(pair);
    // The table's mean and pass rate are over whole test cases; the labels may rate one exchange.
    QStringList rated;
    for (const MetricDelta &metric : pair.comparison.metrics) {
        const int exchange = pair.labels.anyExchange(metric.metric);
        if (exchange != HumanLabel::WholeCase && pair.labels.testCases(metric.metric).size() > 0)
            rated.append(tr("%1: %2").arg(metricName(metric.metric), HumanLabel::scopeText(exchange)));
    }
    m_tableScope->setText(
        rated.isEmpty()
            ? QString()
            : tr("Mean and pass rate above: each whole test case's score. κ, ROC-AUC, the verdict and the case "
                 "list's ▲/▼ use the score each label rates (as labelled — %1); a case whose whole score alone "
                 "changed is listed with \"(whole case)\".")
                  .arg(rated.join(QStringLiteral("; "))));
    m_tableScope->setVisible(!rated.isEmpty());
    m_baselineNote->hide();
    // A try on part of the cases set beside a run of them all: every figure is on the shared ones.
    // Metrics on the same cases are named together: "Figures of Turn Relevancy, Semantic Drift: on …".
    QStringList scopeTexts;
    QHash<QString, QStringList> metricsOfScope;
    for (const MetricDelta &metric : pair.comparison.metrics) {
        if (const QString scope = pairedScopeText(metric); !scope.isEmpty()) {
            if (!metricsOfScope.contains(scope))
                scopeTexts.append(scope);
            metricsOfScope[scope].append(metricName(metric.metric));
        }
    }
    QStringList scopes;
    for (const QString &scope : std::as_const(scopeTexts))
        scopes.append(tr("Figures of %1: %2")
                          .arg(escaped(metricsOfScope.value(scope).join(QStringLiteral(", "))), escaped(scope)));
    if (!scopes.isEmpty())
        m_header->setText(m_header->text() + QStringLiteral("<br>") + scopes.join(QStringLiteral("<br>")));
    // A metric that applied to no test case in either run comes last: it has no figure to read.
    QList<MetricDelta> metrics = pair.comparison.metrics;
    std::stable_partition(metrics.begin(), metrics.end(),
                          [](const MetricDelta &metric) { return !metric.skippedInBoth(); });
    m_metrics->setRowCount(int(metrics.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < metrics.size(); ++row) {
        const MetricDelta &metric = metrics[row];
        QTableWidgetItem *name = cell(metricName(metric.metric));
        name->setData(Qt::UserRole, metric.metric); // the id, as the exports write it
        m_metrics->setItem(row, 0, name);
        // Figures over the test cases both runs have, said when some were left out.
        name->setToolTip(pairedScopeText(metric));
        // Short in the table's cells ("⊘ skipped"), whole in the row's tooltip: four cells of
        // "⊘ skipped in both" widened their columns past a 1280 px slide.
        const QString notRun = metric.skippedInBoth() ? tr("⊘ skipped") : notRunText(metric);
        if (metric.skippedInBoth())
            name->setToolTip(
                tr("Skipped in both runs: %1 applies to none of their test cases.").arg(metricName(metric.metric)));
        m_metrics->setItem(row, 1, cell(metric.ranInA() ? figureText(metric.a.mean) : notRun, right));
        m_metrics->setItem(row, 2, cell(metric.ranInB() ? figureText(metric.b.mean) : notRun, right));
        auto *delta = cell(signedFigureText(metric.meanDelta), right);
        if (metric.meanDelta && qAbs(*metric.meanDelta) > 1e-9)
            delta->setForeground(ResultPalette::textColor(*metric.meanDelta > 0 ? ResultPalette::passColor()
                                                                                : ResultPalette::failColor()));
        m_metrics->setItem(row, 3, delta);
        m_metrics->setItem(row, 4, cell(metric.ranInA() ? passRateText(metric.a.passRate()) : notRun, right));
        m_metrics->setItem(row, 5, cell(metric.ranInB() ? passRateText(metric.b.passRate()) : notRun, right));
        m_metrics->setItem(
            row, 6, cell(metric.passRateDelta ? passRateDeltaText(*metric.passRateDelta) : QStringLiteral("–"), right));
        const bool labelled = pair.agreementA.contains(metric.metric) && pair.agreementB.contains(metric.metric);
        const Agreement a = pair.agreementA.value(metric.metric);
        const Agreement b = pair.agreementB.value(metric.metric);
        auto *kappa = cell(labelled ? tr("%1 → %2").arg(figureText(a.kappa), figureText(b.kappa)) : QString(), right);
        auto *auc = cell(labelled ? tr("%1 → %2").arg(figureText(a.rocAuc), figureText(b.rocAuc)) : QString(), right);
        if (labelled) {
            const QString tip = tr("%n labelled result(s); accuracy %1 → %2", nullptr, b.n)
                                    .arg(a.accuracy, 0, 'f', 3)
                                    .arg(b.accuracy, 0, 'f', 3);
            kappa->setToolTip(tip);
            auc->setToolTip(tip);
            if (a.kappa && b.kappa && qAbs(*b.kappa - *a.kappa) > 1e-9)
                kappa->setForeground(ResultPalette::textColor(*b.kappa > *a.kappa ? ResultPalette::passColor()
                                                                                  : ResultPalette::failColor()));
        }
        m_metrics->setItem(row, KappaColumn, kappa);
        m_metrics->setItem(row, AucColumn, auc);
    }
    const bool anyAgreement = !pair.agreementA.isEmpty() && !pair.agreementB.isEmpty();
    m_metrics->setColumnHidden(KappaColumn, !anyAgreement);
    m_metrics->setColumnHidden(AucColumn, !anyAgreement);
    fitTables();
    const bool measuresAgreement = !pair.labelled.isEmpty();
    m_deltaBars->setComparison(pair.comparison, measuresAgreement);
    if (!metrics.isEmpty())
        m_metrics->selectRow(0);
    showScatter();
    if (pair.labelledPart == LabelSplit::Part::HeldOut && pair.tryId)
        m_banner->setHeldOutCheck(pair.labelled, pair.tuning);
    else
        m_banner->setComparisons(pair.labelled);
    // A labelled metric one run did not run has no verdict: said, not left out in silence.
    QStringList unjudged;
    for (const MetricDelta &metric : pair.comparison.metrics) {
        if (!pair.labels.metrics().contains(metric.metric) || (metric.ranInA() && metric.ranInB()))
            continue;
        unjudged.append(metric.ranInA() ? tr("%1: no verdict — B #%2 did not run it.")
                                              .arg(metricName(metric.metric), QString::number(pair.b.info.id))
                                        : tr("%1: no verdict — A #%2 did not run it, so there is nothing to set "
                                             "B's agreement beside.")
                                              .arg(metricName(metric.metric), QString::number(pair.a.info.id)));
    }
    if (!pair.labelled.isEmpty() || !pair.tuning.isEmpty())
        m_banner->addUnjudged(unjudged);
    m_caseModel->setLabels(pair.labels);
    m_caseModel->setMeasuresAgreement(measuresAgreement);
    m_caseModel->setDirections(pair.directions);
    m_caseModel->setComparison(pair.comparison, CaseDeltaModel::Filter(m_filter->currentIndex()));
    // Each text a row of this comparison shows in its Change column, once: the column fits them
    // at every type size ("✗ pass → fail (whole case)" was cut).
    QSet<QString> changeTexts;
    for (const CaseDelta &delta : pair.comparison.cases)
        changeTexts.insert(m_caseModel->changeText(delta));
    m_changeTexts = changeTexts.values();
    m_cases->setColumnHidden(CaseDeltaModel::HumanColumn, pair.labels.isEmpty());
    m_cases->setColumnHidden(CaseDeltaModel::DirectionColumn, pair.labels.isEmpty());
    m_metricRowsShown = 0; // every row until the panes are fitted
    countFilters();
    fillCases();                                 // fits the case columns to the rows it lists
    m_topArea->verticalScrollBar()->setValue(0); // the verdict first, as a new pair's headline
    if (isVisible())
        QTimer::singleShot(0, this, &ComparisonView::fitPanes);
}

void ComparisonView::offerHeldOutAgain()
{
    m_runHeldOut->setEnabled(m_runHeldOut->isVisible());
}

void ComparisonView::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Once the layout gave the tables their width and the splitter its height: the header's
    // wrap was decided at the width the window had before it became a slide.
    QTimer::singleShot(0, this, &ComparisonView::fitTables); // and then the panes
}

void ComparisonView::fitPanes()
{
    const int available = m_splitter->height() - 2 * m_splitter->handleWidth();
    if (available <= 0)
        return;
    const int caseRow = m_cases->verticalHeader()->defaultSectionSize();
    // Everything in the case pane but its rows: filter row, note, header, frame, a scroll bar.
    const int chrome =
        m_casePane->height() - m_cases->viewport()->height() + m_cases->horizontalScrollBar()->sizeHint().height();
    const auto casesFor = [&](int rows) { return chrome + rows * caseRow; };
    // The top's notes and banner beside the metric table, then the top for `rows` of the table.
    QWidget *top = m_topArea->widget();
    const int topWanted = top->hasHeightForWidth() ? top->heightForWidth(m_topArea->width()) : top->sizeHint().height();
    const int topOther = topWanted - m_metrics->minimumHeight();
    const auto topFor = [&](int rows) { return topOther + metricTableHeight(rows); };
    // The charts need their title, legend and axes' labels on top of a plot: more room than a
    // breakdown's first lines (at the room's type, an axis squeezed under them read "…").
    const bool charts = m_tabs->currentIndex() == 1;
    const int line = m_tabs->fontMetrics().lineSpacing();
    const int breakdownLeast =
        charts ? qMax(2 * m_tabs->minimumHeight(), 16 * line) : qMax(m_tabs->minimumHeight(), 6 * line);
    const int listed = m_caseModel->rowCount();
    const int metricRows = m_metrics->rowCount();
    // At the desk the list keeps room for 8 rows whatever the filter lists (the panes stay put as
    // filters change); on the slide it takes only the rows it lists (3 at the fewest).
    const int casesWanted = m_presenting ? std::clamp(listed, 3, 8) : 8;
    // On the slide the metrics are the headline: the case list gives up rows for them first.
    const int casesLeast = qMin(casesWanted, charts || m_presenting ? 3 : 5);
    // On the slide every metric's row comes before the cases' rows; at the desk the cases keep
    // theirs and the top scrolls beyond its first 200 px.
    const int topLeast = m_presenting ? topFor(metricRows) : qMin(topFor(metricRows), 200);
    int cases = casesFor(casesWanted);
    if (available - cases - breakdownLeast < topLeast)
        cases = qMax(casesFor(casesLeast), available - breakdownLeast - topLeast);
    // The metric table's rows that fit beside the cases and the breakdown's least (two at the
    // fewest, the notes below them then a scroll away).
    const int room = available - cases - breakdownLeast;
    int rows = metricRows;
    while (rows > qMin(2, metricRows) && topFor(rows) > room)
        --rows;
    m_metricRowsShown = rows;
    m_metrics->setFixedHeight(metricTableHeight(rows));
    const int topHeight = qBound(m_topArea->minimumHeight(), topFor(rows), qMax(m_topArea->minimumHeight(), room));
    // Room to spare: a long case list takes up to half of it in whole rows, the breakdown the rest.
    const int spare = available - topHeight - cases - breakdownLeast;
    if (spare > 0 && listed > casesWanted)
        cases += qMin(listed - casesWanted, spare / 2 / qMax(1, caseRow)) * caseRow;
    const int breakdown = qMax(breakdownLeast, available - cases - topHeight);
    m_splitter->setSizes({topHeight, cases, breakdown});
}

int ComparisonView::metricTableHeight(int rows) const
{
    const int row =
        m_metrics->rowCount() > 0 ? m_metrics->rowHeight(0) : m_metrics->verticalHeader()->defaultSectionSize();
    return m_metrics->horizontalHeader()->height() + qMax(1, rows) * row + 2 * m_metrics->frameWidth();
}

int ComparisonView::metricRowsShown() const
{
    const int row = m_metrics->rowCount() > 0 ? m_metrics->rowHeight(0) : 1;
    // The table's own rows in sight, and within them what the top's scroll leaves in sight.
    const QRect inTop(m_metrics->viewport()->mapTo(m_topArea->widget(), QPoint(0, 0)), m_metrics->viewport()->size());
    const QRect seen(m_topArea->widget()->mapFrom(m_topArea->viewport(), QPoint(0, 0)), m_topArea->viewport()->size());
    return qMin(int(m_metrics->rowCount()), inTop.intersected(seen).height() / row);
}

int ComparisonView::caseRowsShown() const
{
    return m_cases->viewport()->height() / qMax(1, m_cases->verticalHeader()->defaultSectionSize());
}

void ComparisonView::countFilters()
{
    const QStringList names = filterNames(m_caseModel->measuresAgreement());
    for (int i = 0; i < names.size() && i < m_filter->count(); ++i)
        m_filter->setItemText(i, tr("%1 (%2)").arg(names[i]).arg(m_caseModel->countOf(CaseDeltaModel::Filter(i))));
}

namespace {

// Where a presenter's key moves on a slide: +1 forward, −1 back, 0 for any other key.
int slideStep(const QKeyEvent *key)
{
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return 0;
    switch (key->key()) {
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown: return 1;
    case Qt::Key_Backspace:
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp: return -1;
    default: return 0;
    }
}

} // namespace

void ComparisonView::setPresenting(bool presenting)
{
    // The window comes back on the tab it was on, whichever the slide was left on.
    if (presenting && !m_presenting)
        m_tabBeforePresenting = m_tabs->currentIndex();
    else if (!presenting && m_presenting)
        m_tabs->setCurrentIndex(m_tabBeforePresenting);
    const bool changed = presenting != m_presenting;
    m_presenting = presenting;
    m_pairLine->setVisible(!presenting);
    if (changed && m_pair.b.info.id > 0)
        refillHeader(); // what changed from A to B is said where the slide hides B's name
    m_slidePosition->setVisible(presenting && !m_slidePosition->text().isEmpty());
    m_deltaBars->setVisible(!presenting);
    if (presenting)
        m_cases->setFocus(Qt::OtherFocusReason);
    if (isVisible())
        QTimer::singleShot(0, this, &ComparisonView::fitPanes);
}

void ComparisonView::stepCase(int step)
{
    const int rows = m_caseModel->rowCount();
    if (rows == 0)
        return;
    const int row = std::clamp(m_cases->currentIndex().row() + step, 0, rows - 1);
    m_cases->selectRow(row);
    m_cases->scrollTo(m_caseModel->index(row, 0));
}

bool ComparisonView::readsWhole()
{
    // The panes as they will be at this type: the zoom asks before the queued fit has run.
    fitPanes();
    const int metricRows = m_metrics->rowCount();
    if (metricRowsShown() < qMin(2, metricRows))
        return false;
    if (m_caseModel->rowCount() > 0 && caseRowsShown() < qMin(2, m_caseModel->rowCount()))
        return false;
    // Every figure's column whole beside every metric's whole name.
    int widths = 0;
    for (int column = 1; column < m_metrics->columnCount(); ++column)
        widths += m_metrics->isColumnHidden(column) ? 0 : m_metrics->columnWidth(column);
    const QFontMetrics names = m_metrics->fontMetrics();
    int name = 0;
    for (int row = 0; row < metricRows; ++row)
        name = qMax(name, names.horizontalAdvance(m_metrics->item(row, 0)->text()) + 8);
    if (widths + name > m_metrics->viewport()->width())
        return false;
    // The case list's fixed columns beside at least 20 characters of a test case's name.
    int fixed = 20 * m_cases->fontMetrics().averageCharWidth();
    for (int column = 0; column < m_caseModel->columnCount(); ++column) {
        if (column != CaseDeltaModel::TestCaseColumn && !m_cases->isColumnHidden(column))
            fixed += m_cases->columnWidth(column);
    }
    return fixed <= m_cases->viewport()->width();
}

void ComparisonView::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_messageTimer.start();
    QTimer::singleShot(0, this, &ComparisonView::fitPanes);
}

void ComparisonView::showSlidePosition(const QString &text)
{
    m_slideText = text;
    // On the slide the runs' line above the verdict gives its room to the metrics: the runs are
    // named beside the slide's number instead.
    m_slidePosition->setText(
        text.isEmpty() ? QString() : tr("A #%1 → B #%2 · %3").arg(m_pair.a.info.id).arg(m_pair.b.info.id).arg(text));
    m_slidePosition->setVisible(m_presenting && !text.isEmpty());
}

bool ComparisonView::eventFilter(QObject *watched, QEvent *event)
{
    // On the slide the clicker steps through the changed cases, whichever of the slide's views
    // has the keyboard.
    if (m_presenting && event->type() == QEvent::KeyPress
        && (watched == m_cases || watched == m_metrics || watched == m_tabs->tabBar())) {
        if (const int step = slideStep(static_cast<QKeyEvent *>(event))) {
            stepCase(step);
            return true;
        }
    }
    const bool widthChanged = watched == m_metrics && event->type() == QEvent::Resize
        && static_cast<QResizeEvent *>(event)->size().width() != static_cast<QResizeEvent *>(event)->oldSize().width();
    if (widthChanged || (watched == m_metrics->horizontalHeader() && event->type() == QEvent::FontChange))
        fitTables();
    return QDialog::eventFilter(watched, event);
}

void ComparisonView::fitTables()
{
    // Each figure's column holds its figures and its title, drawn bold for the selected row:
    // on one line when the table has the width, else over two (a narrow projector).
    QHeaderView *header = m_metrics->horizontalHeader();
    QFont bold = header->font();
    bold.setBold(true);
    const QFontMetrics type(bold);
    const int margins = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 4;
    QList<int> figures;
    QList<int> words;
    QList<int> titles;
    int oneLine = 0;
    for (int row = 0; row < m_metrics->rowCount(); ++row)
        oneLine = qMax(oneLine, m_metrics->fontMetrics().horizontalAdvance(m_metrics->item(row, 0)->text()) + margins);
    for (int column = 1; column < m_metrics->columnCount(); ++column) {
        const QString title = m_metrics->horizontalHeaderItem(column)->text();
        int word = 0;
        for (const QString &part : title.split(QLatin1Char(' ')))
            word = qMax(word, type.horizontalAdvance(part));
        m_metrics->resizeColumnToContents(column);
        figures.append(m_metrics->columnWidth(column));
        words.append(qMax(figures.last(), word + margins));
        titles.append(qMax(figures.last(), type.horizontalAdvance(title) + margins));
        oneLine += m_metrics->isColumnHidden(column) ? 0 : titles.last();
    }
    const bool wrap = oneLine > m_metrics->viewport()->width();
    for (int column = 1; column < m_metrics->columnCount(); ++column)
        m_metrics->setColumnWidth(column, wrap ? words[column - 1] : titles[column - 1]);
    header->setDefaultAlignment(wrap ? Qt::AlignCenter | Qt::Alignment(Qt::TextWordWrap) : Qt::AlignCenter);
    header->setFixedHeight((wrap ? 2 * type.lineSpacing() : type.height()) + margins);
    // As tall as the rows fitPanes() gave room (every one at first), at the new type; the panes
    // are fitted again once the type has reached every widget.
    const int rows = m_metrics->rowCount();
    m_metrics->setFixedHeight(metricTableHeight(m_metricRowsShown > 0 ? qMin(m_metricRowsShown, rows) : rows));
    if (isVisible())
        QTimer::singleShot(0, this, &ComparisonView::fitPanes);
}

void ComparisonView::fitCaseColumns()
{
    // The change and metric columns as wide as their words, the rest to the test cases' names:
    // the metric column as wide as the metrics listed (one changed metric's name, not the
    // longest of nine, beside names cut short), and gone when every row is of one metric, which
    // the Test case column's title then names: its room goes to the names.
    m_cases->setColumnHidden(CaseDeltaModel::MetricColumn, !m_caseModel->soleMetric().isEmpty());
    const QFontMetrics type = m_cases->fontMetrics();
    int metricWidth =
        type.horizontalAdvance(m_caseModel->headerData(CaseDeltaModel::MetricColumn, Qt::Horizontal).toString());
    QSet<QString> listed;
    for (int row = 0; row < m_caseModel->rowCount(); ++row)
        listed.insert(m_caseModel->deltaAt(row)->metric);
    for (const QString &metric : std::as_const(listed))
        metricWidth = qMax(metricWidth, type.horizontalAdvance(metricName(metric)));
    m_cases->setColumnWidth(CaseDeltaModel::MetricColumn, metricWidth + 2 * type.averageCharWidth());
    // The header is drawn bold: its title must fit as well as the changes.
    QFont bold = m_cases->horizontalHeader()->font();
    bold.setBold(true);
    int changeWidth = QFontMetrics(bold).horizontalAdvance(
        m_caseModel->headerData(CaseDeltaModel::ChangeColumn, Qt::Horizontal).toString());
    for (const auto change : {CaseDelta::Change::PassToFail, CaseDelta::Change::NewError, CaseDelta::Change::FailToPass,
                              CaseDelta::Change::ErrorFixed, CaseDelta::Change::OnlyInA})
        changeWidth = qMax(changeWidth, type.horizontalAdvance(ComparisonExport::changeText(change)));
    for (const QString &text : std::as_const(m_changeTexts))
        changeWidth = qMax(changeWidth, type.horizontalAdvance(text));
    m_cases->setColumnWidth(CaseDeltaModel::ChangeColumn, changeWidth + 2 * type.averageCharWidth());
    // Scores have three decimals, a change its sign too; their titles ("B as labelled") whole.
    const int figure = type.horizontalAdvance(QStringLiteral("−0.000"));
    for (const int column : {CaseDeltaModel::AColumn, CaseDeltaModel::BColumn, CaseDeltaModel::DeltaColumn}) {
        const QString title = m_caseModel->headerData(column, Qt::Horizontal).toString();
        m_cases->setColumnWidth(
            column, qMax(figure, QFontMetrics(bold).horizontalAdvance(title)) + 2 * type.averageCharWidth());
    }
}

void ComparisonView::fillCases()
{
    const auto filter = CaseDeltaModel::Filter(m_filter->currentIndex());
    m_caseModel->setFilter(filter);
    // Rows of test cases only one run has (a try on part of the cases) would bury the flips
    // among them: not listed, but counted, unless they are what the person asked for.
    const int onlyInOne = m_caseModel->onlyInOneRunCount();
    m_onlyInOneRunNote->setText(tr("Not listed: %1 — choose “Only in one run” to see them.")
                                    .arg(onlyInOneRunTexts(m_pair.comparison).join(QStringLiteral("; "))));
    m_onlyInOneRunNote->setVisible(onlyInOne > 0 && filter != CaseDeltaModel::Filter::OnlyInOneRun
                                   && filter != CaseDeltaModel::Filter::Everything);
    fitCaseColumns(); // the metric column fits the metrics this filter lists
    if (m_caseModel->rowCount() > 0) {
        m_cases->selectRow(0);
        return;
    }
    ++m_breakdownRequest; // a breakdown still being read is no longer shown
    m_readingBreakdown = false;
    m_breakdown->setHtml(tr("<p>No test case matches this filter.</p>"));
}

void ComparisonView::setCaseTitles(const CaseTitles &titles)
{
    m_titles = titles;
    m_caseModel->setCaseTitles(titles);
}

void ComparisonView::showBreakdown()
{
    const CaseDelta *shown = m_caseModel->deltaAt(m_cases->currentIndex().row());
    if (!shown)
        return;
    const CaseDelta delta = *shown;
    const QString key = resultKey(delta.testCaseName, delta.testCaseIndex, delta.metric);
    if (const auto known = m_wholeResults.constFind(key); known != m_wholeResults.constEnd()) {
        renderBreakdown(delta, *known);
        return;
    }
    m_breakdown->setHtml(
        tr("<h3>%1 · %2</h3><p>Reading both breakdowns from the run store…</p>")
            .arg(escaped(m_titles.of(delta.testCaseName, delta.testCaseIndex)), escaped(metricName(delta.metric))));
    m_readingBreakdown = true;
    const quint64 request = ++m_breakdownRequest;
    auto *watcher = new QFutureWatcher<WholeResults>(this);
    connect(watcher, &QFutureWatcher<WholeResults>::finished, this, [this, watcher, request, key, delta] {
        const WholeResults whole = watcher->result();
        watcher->deleteLater();
        if (request != m_breakdownRequest)
            return; // another row was selected meanwhile, or another pair shown
        m_readingBreakdown = false;
        // Kept for going back and forth between rows (the last few hundred); a failed read is
        // tried again next time.
        if (m_wholeResults.size() >= kKeptBreakdowns)
            m_wholeResults.clear();
        if (whole.error.isEmpty())
            m_wholeResults.insert(key, whole);
        renderBreakdown(delta, whole);
    });
    watcher->setFuture(QtConcurrent::run(readWhole, m_pair.storePath, m_pair.a.info.id,
                                         positionOf(m_pair.a.results, delta), m_pair.b.info.id,
                                         positionOf(m_pair.b.results, delta)));
}

void ComparisonView::renderBreakdown(const CaseDelta &delta, const WholeResults &whole)
{
    const MetricResult *a = whole.a ? &*whole.a : nullptr;
    const MetricResult *b = whole.b ? &*whole.b : nullptr;
    QString html =
        tr("<h3>%1 · %2</h3>")
            .arg(escaped(m_titles.of(delta.testCaseName, delta.testCaseIndex)), escaped(metricName(delta.metric)));
    if (!whole.error.isEmpty()) {
        m_breakdown->setHtml(html + tr("<p>The breakdowns cannot be read: %1</p>").arg(escaped(whole.error)));
        Q_EMIT breakdownShown();
        return;
    }
    if (!a || !b) {
        m_breakdown->setHtml(html + tr("<p>Only one of the runs has this result.</p>"));
        Q_EMIT breakdownShown();
        return;
    }
    const QString testCase = HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex);
    QList<AlignedWindow> windows = alignBreakdowns(*a, *b);
    // One reason for both when the runs gave the same score and reason: a threshold edit changes
    // neither, though a reason may quote the score more exactly where its rounding would read as
    // the other verdict (0.95 against 0.946 at a threshold of 0.95): the numbers are left out of
    // the likeness, and the exact score is said below.
    const QString reasonA = a->reason.isEmpty() ? a->error : a->reason;
    const QString reasonB = b->reason.isEmpty() ? b->error : b->reason;
    static const QRegularExpression figure(QStringLiteral("\\d+\\.\\d+"));
    const bool sameReason = a->score == b->score && QString(reasonA).remove(figure) == QString(reasonB).remove(figure);
    // Shown once, as the run that quoted the score more exactly wrote it: one rounding beside
    // the exact score said with the threshold.
    const QString sharedReason = reasonB.size() > reasonA.size() ? reasonB : reasonA;
    // A row scored as labelled opens on that score: where each run's comes from, its window
    // first; the final reasons and the other windows explain the whole test case's score.
    const std::optional<HumanLabel> label = m_pair.labels.find(testCase, delta.metric);
    const bool rowScoredAsLabelled = label && delta.scoredExchange != HumanLabel::WholeCase;
    // The same score judged against another threshold: that is the whole change, said first,
    // where a short pane shows it (on a row scored as labelled, as the whole test case's score).
    QString thresholdOnly;
    const auto verdict = [](bool pass) { return pass ? tr("passes") : tr("fails"); };
    // On a row scored as labelled, said only where the whole test case's verdict changed too.
    if (sameReason && a->threshold != b->threshold && (!rowScoredAsLabelled || a->success != b->success))
        thresholdOnly =
            (rowScoredAsLabelled ? tr(
                 "<p>The whole test case's score, %1 in both, against another threshold: A %2 at %3, B %4 at %5.</p>")
                                 : tr("<p>The same score, %1, against another threshold: A %2 at %3, B %4 at %5.</p>"))
                .arg(figureText(a->score), verdict(a->success), thresholdText(a->threshold), verdict(b->success),
                     thresholdText(b->threshold));
    // The score the label rates, the same in both, judged against another threshold: what flipped
    // the row, said before anything else. Where it meets both thresholds alike, the row is listed
    // for the whole test case's verdict: that is said, and its sentence follows at once.
    QString labelledThresholdOnly;
    if (rowScoredAsLabelled && delta.scoreA && delta.scoreB && std::abs(*delta.scoreA - *delta.scoreB) < 1e-9
        && a->threshold != b->threshold) {
        const bool passesA = passes(delta.scoreA, a->threshold);
        const bool passesB = passes(delta.scoreB, b->threshold);
        labelledThresholdOnly = passesA != passesB
            ? tr("<p><b>As labelled, %1's score, %2 in both, against another threshold: A %3 at %4, B %5 at "
                 "%6.</b></p>")
                  .arg(escaped(HumanLabel::scopeText(label->exchange)), figureText(delta.scoreA), verdict(passesA),
                       thresholdText(a->threshold), verdict(passesB), thresholdText(b->threshold))
            : tr("<p><b>As labelled, %1's score, %2 in both, %3 at A's %4 and at B's %5: the row is listed for the "
                 "whole test case's verdict.</b></p>")
                    .arg(escaped(HumanLabel::scopeText(label->exchange)), figureText(delta.scoreA), verdict(passesA),
                         thresholdText(a->threshold), thresholdText(b->threshold))
                + std::exchange(thresholdOnly, QString());
    }
    QString labelledWindow;
    if (rowScoredAsLabelled) {
        const auto sourceOf = [&](const MetricResult &result) {
            const ScoreForLabel scored = scoreForLabel(result, *label);
            if (scored.judgedAlone && result.exchangeAlone)
                return tr("%1, judged alone in a pass of its own (its claims are not kept; the windows below are "
                          "the whole test case's)")
                    .arg(exchangeAloneText(*result.exchangeAlone));
            if (scored.window >= 0 && scored.window < result.windows.size()) {
                labelledWindow = result.windows[scored.window].title;
                return tr("the score of %1, shown first below").arg(result.windows[scored.window].title);
            }
            return scored.cannotScore;
        };
        const QString sourceA = sourceOf(*a);
        const QString sourceB = sourceOf(*b);
        html += labelledThresholdOnly;
        html += tr("<p><b>This row's score is %1's (as labelled): A %2 → B %3.</b><br>A: %4<br>B: %5</p>")
                    .arg(escaped(HumanLabel::scopeText(label->exchange)), figureText(delta.scoreA),
                         figureText(delta.scoreB), escaped(sourceA), escaped(sourceB));
        const auto first = std::find_if(windows.begin(), windows.end(),
                                        [&](const AlignedWindow &window) { return window.title == labelledWindow; });
        if (first != windows.end())
            std::rotate(windows.begin(), first, first + 1);
        html += thresholdOnly;
        html += sameReason
            ? tr("<p><b>A and B, whole test case</b> %1 (%2)</p>").arg(escaped(sharedReason), figureText(a->score))
            : tr("<p><b>A, whole test case</b> %1 (%2)</p><p><b>B, whole test case</b> %3 (%4)</p>")
                  .arg(escaped(reasonA), figureText(a->score), escaped(reasonB), figureText(b->score));
    } else {
        html += thresholdOnly;
        html += sameReason ? tr("<p><b>A and B</b> %1</p>").arg(escaped(sharedReason))
                           : tr("<p><b>A</b> %1</p><p><b>B</b> %2</p>").arg(escaped(reasonA), escaped(reasonB));
    }
    // The person's claim verdicts, in a column of their own where they judged this result's claims.
    const bool humanClaims = m_pair.claimLabels.covers(testCase, delta.metric);
    for (const AlignedWindow &window : std::as_const(windows)) {
        const QString mark = !labelledWindow.isEmpty() && window.title == labelledWindow
            ? QStringLiteral(" &nbsp; ") + tr("(as labelled)")
            : QString();
        html += QStringLiteral("<h4>%1 &nbsp; %2 → %3%4</h4>")
                    .arg(escaped(window.title), figureText(window.scoreA), figureText(window.scoreB), mark);
        html += QStringLiteral(
                    "<table cellpadding=\"3\" width=\"100%\"><tr><th align=\"left\">%1</th><th align=\"left\">%2</th>"
                    "%3<th align=\"left\">%4</th><th align=\"left\">%5</th></tr>")
                    .arg(tr("A"), tr("B"),
                         humanClaims ? QStringLiteral("<th align=\"left\">%1</th>").arg(tr("Human")) : QString(),
                         tr("Kind"), tr("Text and reasons"));
        for (const AlignedItem &item : window.items) {
            if (item.verdictA.isEmpty() && item.verdictB.isEmpty())
                continue; // truths and other unjudged items
            const QString a = item.presence == AlignedItem::Presence::OnlyB ? tr("(not in A)") : item.verdictA;
            const QString b = item.presence == AlignedItem::Presence::OnlyA ? tr("(not in B)") : item.verdictB;
            const bool changed = item.verdictChanged() || item.presence != AlignedItem::Presence::Both;
            // One reason both runs gave is said once, for both; two differing ones each with its run.
            QString reasons;
            if (!item.reasonA.isEmpty() && item.reasonA == item.reasonB)
                reasons += QStringLiteral("<br><small>%1</small>").arg(tr("A and B: %1").arg(escaped(item.reasonA)));
            else {
                if (!item.reasonA.isEmpty())
                    reasons += QStringLiteral("<br><small>%1</small>").arg(tr("A: %1").arg(escaped(item.reasonA)));
                if (!item.reasonB.isEmpty())
                    reasons += QStringLiteral("<br><small>%1</small>").arg(tr("B: %1").arg(escaped(item.reasonB)));
            }
            QString human;
            if (humanClaims)
                human =
                    QStringLiteral("<td>%1</td>")
                        .arg(escaped(m_pair.claimLabels.find(testCase, delta.metric, item.text).value_or(QString())));
            html += QStringLiteral("<tr%1><td>%2</td><td>%3</td>%4<td>%5</td><td>%6%7</td></tr>")
                        .arg(changed ? QStringLiteral(" style=\"background-color:#fff2cc\"") : QString(),
                             (changed ? QStringLiteral("⇄ ") : QString()) + escaped(a), escaped(b), human,
                             escaped(item.kind), escaped(item.text), reasons);
        }
        html += QStringLiteral("</table>");
    }
    m_breakdown->setHtml(html);
    Q_EMIT breakdownShown();
}

} // namespace claimscope
