#include "agreementview.h"

#include "metrics/registry.h"
#include "model/labelledscores.h"
#include "results/resultshub.h"
#include "suffixkeepingdelegate.h"
#include "ui/charts/rocchart.h"
#include "ui/results/resultpalette.h"

#include <QAbstractTextDocumentLayout>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextOption>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace claimscope {

namespace {

// The least the Disagreements list takes: more when its models need it.
constexpr int MinimumDisagreementsWidth = 120;

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

QString figure(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 3) : AgreementView::tr("–");
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setTextAlignment(alignment);
    return item;
}

// A figure over its 95 % interval, as two lines of a table cell; word joiners keep the interval
// on its line ("0.80–0.87", never "0.80–" over "0.87").
QString figureCell(const std::optional<double> &value, const std::optional<Interval> &interval)
{
    QString text = QStringLiteral("<b>%1</b>").arg(figure(value));
    if (interval)
        text += QStringLiteral("<br><small>%1\u2060–\u2060%2</small>")
                    .arg(QString::number(interval->low, 'f', 2), QString::number(interval->high, 'f', 2));
    return text;
}

// "0.367 (0.22–0.51)": a figure with its 95 % interval on one line.
QString withInterval(const std::optional<double> &value, const std::optional<Interval> &interval)
{
    QString text = figure(value);
    if (interval)
        text += QStringLiteral(" (%1\u2060–\u2060%2)")
                    .arg(QString::number(interval->low, 'f', 2), QString::number(interval->high, 'f', 2));
    return text;
}

// "accuracy 0.770 (0.71–0.83), κ 0.367 (0.22–0.51), n 200".
QString figuresLine(const Agreement &a)
{
    return AgreementView::tr("accuracy %1, κ %2, n %3")
        .arg(withInterval(a.accuracy, a.intervals.accuracy), withInterval(a.kappa, a.intervals.kappa),
             QString::number(a.n));
}

QString verdictText(bool pass)
{
    return pass ? AgreementView::tr("✓ pass") : AgreementView::tr("✗ fail");
}

} // namespace

AgreementView::AgreementView(ResultsHub *hub, QWidget *parent)
    : QWidget(parent)
    , m_hub(hub)
    , m_pages(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_metric(new QComboBox(this))
    , m_figures(new QLabel(this))
    , m_scopeNote(new QLabel(this))
    , m_warning(new QLabel(this))
    , m_countNote(new QLabel(this))
    , m_confusion(new QTableWidget(2, 2, this))
    , m_best(new QLabel(this))
    , m_share(new QSpinBox(this))
    , m_claims(new QLabel(this))
    , m_useThreshold(new QPushButton(this))
    , m_disagreementTable(new QTableWidget(0, 3, this))
    , m_roc(new RocChart(this))
{
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setText(tr("No labelled results yet. Label a result in the results table (P pass, F fail, or its context "
                        "menu) or import labels with Edit › Import Human Labels, then run the metric."));
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_metric->setAccessibleName(tr("Metric"));
    m_figures->setObjectName(QStringLiteral("agreementFigures"));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_figures->setWordWrap(true);
    m_scopeNote->setWordWrap(true);
    m_scopeNote->setObjectName(QStringLiteral("labelScopeNote"));
    m_scopeNote->hide();
    m_warning->setObjectName(QStringLiteral("agreementWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::RichText);
    m_warning->hide();
    m_countNote->setObjectName(QStringLiteral("agreementCountNote"));
    m_countNote->setWordWrap(true);
    m_countNote->setForegroundRole(QPalette::PlaceholderText);
    m_best->setWordWrap(true);
    m_share->setRange(5, 95);
    m_share->setSingleStep(5);
    m_share->setSuffix(tr(" %"));
    m_share->setValue(int(std::lround(m_split.tuningShare * 100)));
    m_share->setAccessibleName(tr("Share of labelled test cases to tune on"));
    m_share->setToolTip(tr("Labelled test cases are split by name into a tuning part, which a threshold is fit "
                           "on, and a held-out part that checks it on cases the tuning never looked at"));
    m_claims->setWordWrap(true);
    m_claims->setTextFormat(Qt::RichText);
    // Two-line headers keep the matrix narrow enough for a 1024 px window.
    m_confusion->setHorizontalHeaderLabels({tr("Human\npass"), tr("Human\nfail")});
    m_confusion->setVerticalHeaderLabels({tr("Judge pass"), tr("Judge fail")});
    m_confusion->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_confusion->setSelectionMode(QAbstractItemView::NoSelection);
    m_confusion->setFocusPolicy(Qt::NoFocus);
    m_confusion->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_confusion->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_confusion->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_confusion->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_confusion->setFixedHeight(m_confusion->horizontalHeader()->sizeHint().height()
                                + 2 * m_confusion->verticalHeader()->defaultSectionSize()
                                + 2 * m_confusion->frameWidth());
    m_disagreementTable->setHorizontalHeaderLabels({tr("Test case"), tr("Score"), tr("Human")});
    m_disagreementTable->verticalHeader()->hide();
    m_disagreementTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_disagreementTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_disagreementTable->setWordWrap(false);
    // A name keeps its end (the model, the source) and loses its title's tail, once.
    m_disagreementTable->setTextElideMode(Qt::ElideRight);
    auto *names = new SuffixKeepingDelegate(m_disagreementTable);
    names->setTwoLines(true);
    m_disagreementTable->setItemDelegateForColumn(0, names);
    // Two lines to a row: where the column is narrow, the name's model gets a line of its own.
    m_disagreementTable->verticalHeader()->setDefaultSectionSize(
        qMax(m_disagreementTable->verticalHeader()->defaultSectionSize(), 2 * fontMetrics().height() + 4));
    m_disagreementTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 3; ++column)
        m_disagreementTable->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_disagreementTable->setToolTip(
        tr("Where the judge's pass/fail differs from yours, the farthest from the threshold "
           "first; double-click one (or press Enter) to see it in Results with its breakdown"));
    // Small minimums: the dock shares its area with the results, also at 1024 px and in
    // presentation mode's larger fonts.
    m_roc->setMinimumWidth(150);
    m_disagreementTable->setMinimumWidth(MinimumDisagreementsWidth);

    auto *disagreementsPane = new QWidget(this);
    auto *disagreementsLayout = new QVBoxLayout(disagreementsPane);
    disagreementsLayout->setContentsMargins(0, 0, 0, 0);
    disagreementsLayout->addWidget(new QLabel(tr("<b>Disagreements</b>, most wrong first"), this));
    disagreementsLayout->addWidget(m_disagreementTable, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(buildFigures());
    splitter->addWidget(m_roc);
    splitter->addWidget(disagreementsPane);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 4);
    splitter->setChildrenCollapsible(false);
    // The metric, the share and the warnings span the dock: the figures' column keeps to them.
    auto *page = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(buildControls());
    pageLayout->addWidget(splitter, 1);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(page);
    // Narrower than its panes' minimums (a zoomed type, a long model name in the list), the dock
    // scrolls sideways rather than widening the window past the screen.
    // Its height is the pages' own: they scroll within (figures, list), never as a whole.
    m_sideways = new QScrollArea(this);
    m_sideways->setObjectName(QStringLiteral("agreementSideways"));
    m_sideways->setWidget(m_pages);
    m_sideways->setWidgetResizable(true);
    m_sideways->setFrameShape(QFrame::NoFrame);
    m_sideways->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_pages->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sideways);

    m_throttle = new RefreshThrottle(this, 60, [this] { refresh(); });
    // Figures computed before the latest results are marked until they count them.
    connect(m_throttle, &RefreshThrottle::pendingChanged, m_updating, &QLabel::setVisible);
    const ResultsModel *model = hub->resultsModel();
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, m_throttle, &RefreshThrottle::schedule);
    connect(model, &QAbstractItemModel::modelReset, m_throttle, &RefreshThrottle::schedule);
    connect(model, &QAbstractItemModel::dataChanged, m_throttle, &RefreshThrottle::schedule);
    connect(hub, &ResultsHub::runningChanged, this, [this](bool running) {
        m_running = running;
        m_throttle->schedule();
    });
    connect(m_metric, &QComboBox::currentIndexChanged, this, &AgreementView::showCurrent);
    connect(m_useThreshold, &QPushButton::clicked, this, [this] {
        const std::optional<SplitAgreement> shown = splitAgreement();
        if (shown && shown->suggestedThreshold)
            Q_EMIT thresholdRequested(currentMetric(), *shown->suggestedThreshold);
    });
    connect(m_share, &QSpinBox::valueChanged, this, [this](int percent) {
        if (std::lround(m_split.tuningShare * 100) != percent)
            Q_EMIT tuningShareRequested(percent / 100.0);
    });
    const auto open = [this](int row) {
        const QList<Disagreement> list = disagreements();
        if (row >= 0 && row < list.size())
            Q_EMIT resultRequested(list[row].testCaseIndex, currentMetric());
    };
    // A click only selects (the person may be reading the list); a double click or Enter opens
    // the result in the Results tab. Not cellActivated: some styles activate on a single click.
    connect(m_disagreementTable, &QTableWidget::cellDoubleClicked, this, open);
    auto *openKey = new QShortcut(QKeySequence(Qt::Key_Return), m_disagreementTable);
    auto *openEnter = new QShortcut(QKeySequence(Qt::Key_Enter), m_disagreementTable);
    for (QShortcut *key : {openKey, openEnter}) {
        key->setContext(Qt::WidgetShortcut);
        connect(key, &QShortcut::activated, this, [this, open] { open(m_disagreementTable->currentRow()); });
    }
    refresh();
}

QWidget *AgreementView::buildControls()
{
    auto *controls = new QWidget(this);
    auto *layout = new QVBoxLayout(controls);
    layout->setContentsMargins(4, 0, 4, 0);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Metric:"), controls));
    row->addWidget(m_metric);
    auto *shareLabel = new QLabel(tr("&Tune on:"), controls);
    shareLabel->setBuddy(m_share);
    row->addSpacing(12);
    row->addWidget(shareLabel);
    row->addWidget(m_share);
    // At the end of the row, so showing and hiding it moves nothing else.
    m_updating = new QLabel(tr("⟳ updating…"), controls);
    m_updating->setObjectName(QStringLiteral("agreementUpdating"));
    m_updating->setToolTip(tr("New results came in: the figures below do not count them yet and follow in a "
                              "moment."));
    m_updating->hide();
    // It takes the room the row has left and asks for none: shown, it widened the dock and, at
    // 1024 px, the window past the screen (1040 px).
    // Hidden, it keeps its place as the row's stretch.
    QSizePolicy leftover(QSizePolicy::Ignored, QSizePolicy::Preferred);
    leftover.setRetainSizeWhenHidden(true);
    m_updating->setSizePolicy(leftover);
    row->addWidget(m_updating, 1);
    layout->addLayout(row);
    layout->addWidget(m_warning);
    layout->addWidget(m_scopeNote);
    return controls;
}

QWidget *AgreementView::buildFigures()
{
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 0, 4, 0);
    // The figures, then what to do about the threshold, then the detail behind them.
    layout->addWidget(m_figures);
    layout->addWidget(m_best);
    layout->addWidget(m_useThreshold, 0, Qt::AlignLeft);
    layout->addWidget(m_confusion);
    layout->addWidget(m_countNote);
    layout->addWidget(m_claims);
    layout->addStretch();
    // A short dock scrolls rather than cutting the matrix or the button off.
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(qMin(content->sizeHint().width() + 16, fontMetrics().averageCharWidth() * 28));
    m_figuresScroll = scroll;
    return scroll;
}

void AgreementView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_figuresScroll)
        fitFiguresWidth();
}

bool AgreementView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_pages && event->type() == QEvent::LayoutRequest) {
        const int scrollBar =
            m_sideways->horizontalScrollBar()->isVisible() ? m_sideways->horizontalScrollBar()->height() : 0;
        m_sideways->setMinimumHeight(m_pages->minimumSizeHint().height() + scrollBar);
    }
    return QWidget::eventFilter(watched, event);
}

void AgreementView::fitFiguresWidth()
{
    QTextDocument table;
    table.setDefaultFont(m_figures->font());
    table.setDocumentMargin(0);
    QTextOption wrapping = table.defaultTextOption();
    wrapping.setWrapMode(QTextOption::WordWrap); // as the label wraps: between words only
    table.setDefaultTextOption(wrapping);
    table.setHtml(m_figures->text());
    // At the narrowest, every paragraph wraps at its longest word, while the table's columns
    // keep their widest word or nowrap cell and stick out: its frame says how far.
    table.setTextWidth(1);
    qreal widest = table.idealWidth();
    for (QTextFrame *frame : table.rootFrame()->childFrames())
        widest = qMax(widest, table.documentLayout()->frameBoundingRect(frame).right());
    const int needed = int(std::ceil(widest)) + 1;
    table.setTextWidth(needed);
    // Its height at that width too, as the label itself lays it out: a word-wrapped rich text
    // label in a scroll area is otherwise given too little, and its last rows lie under the advice.
    m_figures->setMinimumSize(needed, qMax(int(std::ceil(table.size().height())), m_figures->heightForWidth(needed)));
    const QMargins margins = m_figures->parentWidget()->layout()->contentsMargins();
    m_figuresScroll->setMinimumWidth(needed + margins.left() + margins.right()
                                     + m_figuresScroll->verticalScrollBar()->sizeHint().width()
                                     + 2 * m_figuresScroll->frameWidth());
}

void AgreementView::refresh()
{
    m_throttle->done();
    const ResultsModel *model = m_hub->resultsModel();
    const HumanLabels &labels = model->humanLabels();
    QMap<QString, QList<LabelledScore>> scores;
    QMap<QString, double> thresholds;
    QMap<QString, QList<Disagreement>> disagreements;
    QMap<QString, LabelScopeNote> scopeNotes;
    QMap<QString, std::array<PartFreshness, 2>> freshness;
    if (!labels.isEmpty()) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const MetricResult &result = model->result(row);
            if (!result.score)
                continue;
            const QString caseKey = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
            const std::optional<HumanLabel> label = labels.find(caseKey, result.metricId);
            if (!label)
                continue;
            LabelScopeNote &note = scopeNotes[result.metricId];
            if (!note.conversational && !note.exchange) {
                note.exchange = label->exchange;
                const TestCase *testCase = m_hub->testCase(result.testCaseIndex);
                note.conversational = testCase && testCase->isConversational();
            }
            const ScoreForLabel paired = model->labelledScore(row, *label);
            if (!paired.score) {
                if (paired.needsRun) {
                    ++note.needRun;
                } else {
                    ++note.cannotScore;
                    note.why = paired.cannotScore;
                }
                continue;
            }
            PartFreshness &part = freshness[result.metricId][m_split.isTuning(caseKey) ? 0 : 1];
            ++part.results;
            if (!part.runs.contains(result.runId))
                part.runs.append(result.runId);
            const QString stale = model->outOfDate(row);
            if (!stale.isEmpty()) {
                ++part.outOfDate;
                if (!part.staleRuns.contains(result.runId))
                    part.staleRuns.append(result.runId);
            } else if (const QString setting = model->redecidedFor(row); !setting.isEmpty()) {
                ++part.redecided;
                part.redecidedFor = setting;
                if (!part.redecidedRuns.contains(result.runId))
                    part.redecidedRuns.append(result.runId);
            }
            const double score = *paired.score;
            scores[result.metricId].append({score, label->pass, caseKey});
            thresholds.insert(result.metricId, result.threshold);
            if (passes(score, result.threshold) != label->pass)
                disagreements[result.metricId].append(
                    {result.testCaseIndex, model->index(row, ResultsModel::TestCaseColumn).data().toString(), score,
                     label->pass, std::abs(score - result.threshold), stale.isEmpty() ? 0 : result.runId, stale});
        }
    }
    m_agreements.clear();
    for (auto it = scores.begin(); it != scores.end(); ++it)
        m_agreements.insert(it.key(), SplitAgreement::compute(it.value(), thresholds.value(it.key()), m_split));
    m_scopeNotes = scopeNotes;
    m_freshness = freshness;
    for (auto it = scopeNotes.cbegin(); it != scopeNotes.cend(); ++it) {
        if (it->cannotScore > 0
            || it->needRun > 0) // a metric none of whose results could be compared still gets a page
            m_agreements.insert(it.key(), m_agreements.value(it.key()));
    }
    m_claimAgreements.clear();
    if (!m_claimLabels.isEmpty()) {
        // Whole only where the person judged claims: the rest keep their windows in the spool.
        QList<MetricResult> results;
        results.reserve(model->rowCount());
        for (int row = 0; row < model->rowCount(); ++row) {
            const MetricResult &brief = model->result(row);
            const bool judged =
                m_claimLabels.covers(HumanLabels::caseName(brief.testCaseName, brief.testCaseIndex), brief.metricId);
            results.append(judged ? model->wholeResult(row) : brief);
        }
        for (const MetricInfo &info : MetricRegistry::all()) {
            if (!scoresClaims(info.id))
                continue;
            const ClaimAgreement claims =
                claimscope::claimAgreement(results, m_claimLabels, info.id, m_penalizeAmbiguous.value(info.id));
            if (claims.n > 0) {
                m_claimAgreements.insert(info.id, claims);
                // A metric judged only claim by claim still gets a page.
                m_agreements.insert(info.id, m_agreements.value(info.id));
            }
        }
    }
    for (QList<Disagreement> &list : disagreements)
        std::stable_sort(list.begin(), list.end(),
                         [](const Disagreement &a, const Disagreement &b) { return a.off > b.off; });
    m_disagreements = disagreements;

    // The metric list in catalogue order, keeping the one shown.
    const QString shown = currentMetric();
    const QSignalBlocker blocker(m_metric);
    m_metric->clear();
    for (const MetricInfo &info : MetricRegistry::all()) {
        if (m_agreements.contains(info.id))
            m_metric->addItem(tr("%1 (n %2)").arg(info.displayName).arg(m_agreements[info.id].all.n), info.id);
    }
    m_metric->setCurrentIndex(qMax(0, m_metric->findData(shown)));
    showCurrent();
}

void AgreementView::showMetric(const QString &metricId)
{
    const int index = m_metric->findData(metricId);
    if (index >= 0)
        m_metric->setCurrentIndex(index);
}

void AgreementView::leaveShareBox()
{
    if (m_share->hasFocus())
        m_disagreementTable->setFocus(Qt::OtherFocusReason);
}

int AgreementView::outOfDateResults(const QString &metricId) const
{
    const ResultsModel *model = m_hub->resultsModel();
    int count = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->result(row).metricId == metricId && !model->outOfDate(row).isEmpty())
            ++count;
    }
    return count;
}

QString AgreementView::countScopeText(const QString &metricId, const SplitAgreement &split) const
{
    const ResultsModel *model = m_hub->resultsModel();
    int results = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        results += model->result(row).metricId == metricId ? 1 : 0;
    QString text = tr("Counts the %1 labelled result(s) compared: %2 tuning + %3 held-out. The Summary counts every "
                      "result of %4: %n.",
                      nullptr, results)
                       .arg(QString::number(split.all.n), QString::number(split.tuning.n),
                            QString::number(split.heldOut.n), metricName(metricId));
    const auto note = m_scopeNotes.constFind(metricId);
    if (note != m_scopeNotes.constEnd() && scopesDiffer(note->exchange, note->conversational))
        text += QLatin1Char(' ')
            + tr("Judge pass/fail here is on %1's score, which the labels rate; the Summary's is on the whole "
                 "conversation's.")
                  .arg(HumanLabel::scopeText(note->exchange));
    return text;
}

QStringList AgreementView::freshnessLines(const PartFreshness &part) const
{
    if (part.outOfDate == 0)
        return {};
    if (part.outOfDate < part.results)
        return {tr("⟳ partly"), tr("out of date")};
    QStringList runs;
    for (quint64 run : part.staleRuns)
        runs.append(m_hub->resultsModel()->runName(run));
    return {tr("⟳ run %1").arg(runs.join(QStringLiteral(", "))), tr("out of date")};
}

QString AgreementView::heldOutBehindText(const PartFreshness &heldOut) const
{
    return tr("No advice on the threshold yet: the held-out figures are from %1, before your edit. Press F5 (or "
              "\"Run the … held-out case(s) and compare\" in the try's comparison) to weigh the threshold on them.")
        .arg(runsText(runNames(heldOut.staleRuns)));
}

QString AgreementView::warningText(const QString &metricId) const
{
    QStringList lines;
    if (const int outOfDate = outOfDateResults(metricId); outOfDate > 0) {
        // The runs the figures come from, as each part's header names them.
        const std::array<PartFreshness, 2> parts = m_freshness.value(metricId);
        const QStringList runs = runNames(parts[0].staleRuns + parts[1].staleRuns);
        QString line = tr("⟳ %n of its results out of date — press F5: these figures are from %1, before your edit.",
                          nullptr, outOfDate)
                           .arg(runsText(runs));
        // One part brought up to date by a try, the other not: All mixes two setups.
        const bool tuningStale = parts[0].outOfDate > 0;
        const bool heldOutStale = parts[1].outOfDate > 0;
        if (tuningStale != heldOutStale)
            line += QLatin1Char(' ')
                + tr("%1 is from an older run than %2, so All mixes two setups.")
                      .arg(tuningStale ? tr("Tuning") : tr("Held-out"), tuningStale ? tr("Held-out") : tr("Tuning"));
        lines.append(line.toHtmlEscaped());
    }
    const auto note = m_scopeNotes.constFind(metricId);
    if (note != m_scopeNotes.constEnd() && note->needRun > 0)
        lines.append(tr("⟳ %n label(s) added since the run: press F5 to score %1 alone; until then they are not "
                        "compared.",
                        nullptr, note->needRun)
                         .arg(HumanLabel::scopeText(note->exchange))
                         .toHtmlEscaped());
    QString text = lines.isEmpty() ? QString()
                                   : QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>")
                                         .arg(ResultPalette::textColor(ResultPalette::outOfDateColor()).name(),
                                              lines.join(QStringLiteral("<br>")));
    // Kept scores a setting re-decided without a run: current, but not what their run showed.
    if (const QString redecided = redecidedText(metricId); !redecided.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("<br>")) + redecided.toHtmlEscaped();
    return text;
}

QString AgreementView::redecidedText(const QString &metricId) const
{
    const std::array<PartFreshness, 2> parts = m_freshness.value(metricId);
    const int count = parts[0].redecided + parts[1].redecided;
    if (count == 0)
        return {};
    const QString setting = parts[1].redecided > 0 ? parts[1].redecidedFor : parts[0].redecidedFor;
    const QString where = parts[1].redecided == 0 ? tr("tuning")
        : parts[0].redecided == 0                 ? tr("held-out")
                                                  : tr("tuning and held-out");
    return tr("%n %1 score(s) of %2 re-decided for %3 without a new run: the judge's verdicts are kept and the "
              "setting applied to them exactly, so these figures are current.",
              nullptr, count)
        .arg(where, runsText(runNames(parts[0].redecidedRuns + parts[1].redecidedRuns)), setting);
}

QStringList AgreementView::runNames(const QList<quint64> &runs) const
{
    QStringList names;
    for (quint64 run : runs) {
        if (const QString name = m_hub->resultsModel()->runName(run); !names.contains(name))
            names.append(name);
    }
    return names;
}

QString AgreementView::runsText(const QStringList &names)
{
    if (names.size() == 1)
        return tr("run %1").arg(names.first());
    return tr("runs %1 and %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last());
}

QString AgreementView::figuresTable(const SplitAgreement &split) const
{
    const auto row = [&](const QString &name, const auto &cellOf) -> QString {
        // Row names on one line: the table is a little wider, the advice under it shorter.
        QString html = QStringLiteral("<tr><td>%1</td>").arg(QString(name).replace(QLatin1Char(' '), QChar::Nbsp));
        for (const Agreement *part : {&split.tuning, &split.heldOut, &split.all})
            html += QStringLiteral("<td align=\"right\" nowrap>%1</td>").arg(cellOf(*part));
        return html + QStringLiteral("</tr>");
    };
    // A part from an older run says so at its figures; All, when its parts are from different runs.
    const std::array<PartFreshness, 2> parts = m_freshness.value(currentMetric());
    PartFreshness all;
    for (const PartFreshness &part : parts) {
        all.results += part.results;
        all.outOfDate += part.outOfDate;
        for (quint64 run : part.staleRuns)
            if (!all.staleRuns.contains(run))
                all.staleRuns.append(run);
    }
    const bool mixed =
        (parts[0].outOfDate > 0) != (parts[1].outOfDate > 0) && parts[0].results > 0 && parts[1].results > 0;
    const QStringList stale[3] = {freshnessLines(parts[0]), freshnessLines(parts[1]),
                                  mixed ? QStringList{tr("⟳ mixed"), tr("runs")} : freshnessLines(all)};
    const QString names[3] = {tr("Tuning"), tr("Held-out"), tr("All")};
    const QString color = ResultPalette::textColor(ResultPalette::outOfDateColor()).name();
    QString table = QStringLiteral("<table cellspacing=\"4\"><tr><td></td>");
    for (int part = 0; part < 3; ++part) {
        // A non-breaking hyphen: "Held-out" never breaks over two lines in a narrow dock.
        table +=
            QStringLiteral("<th align=\"right\">%1").arg(QString(names[part]).replace(QLatin1Char('-'), QChar(0x2011)));
        // Each line whole: no-break spaces.
        for (const QString &line : stale[part])
            table += QStringLiteral("<br><small style=\"color:%1\">%2</small>")
                         .arg(color, line.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
        table += QStringLiteral("</th>");
    }
    table += QStringLiteral("</tr>");
    table += row(tr("Labelled results"), [](const Agreement &p) { return QStringLiteral("<b>%1</b>").arg(p.n); });
    table += row(tr("Human pass / fail"), [](const Agreement &p) {
        return QStringLiteral("%1 / %2").arg(QString::number(p.matrix.bothPass + p.matrix.judgeOnlyFail),
                                             QString::number(p.matrix.judgeOnlyPass + p.matrix.bothFail));
    });
    table += row(tr("Accuracy"), [](const Agreement &p) {
        return p.n ? figureCell(p.accuracy, p.intervals.accuracy) : figureCell(std::nullopt, std::nullopt);
    });
    table += row(tr("Cohen's κ"), [](const Agreement &p) {
        if (p.n > 0 && !p.kappa)
            return QStringLiteral("<b>%1</b><br><small>%2</small>")
                .arg(tr("–"), tr("one class only: κ undefined").toHtmlEscaped());
        return figureCell(p.kappa, p.intervals.kappa);
    });
    table += row(tr("ROC-AUC"), [](const Agreement &p) { return figureCell(p.rocAuc, p.intervals.rocAuc); });
    table += QStringLiteral("<tr><td>%1</td><td colspan=\"3\" align=\"right\"><b>%2</b></td></tr></table>")
                 .arg(tr("Threshold"), thresholdText(split.all.threshold));
    return table;
}

QString AgreementView::currentMetric() const
{
    return m_metric->currentData().toString();
}

std::optional<Agreement> AgreementView::agreement() const
{
    const std::optional<SplitAgreement> split = splitAgreement();
    return split ? std::optional<Agreement>(split->all) : std::nullopt;
}

std::optional<SplitAgreement> AgreementView::splitAgreement() const
{
    const auto it = m_agreements.constFind(currentMetric());
    return it == m_agreements.constEnd() || it->all.n == 0 ? std::nullopt : std::optional<SplitAgreement>(*it);
}

void AgreementView::setTuningShare(double share)
{
    if (share == m_split.tuningShare)
        return;
    m_split.tuningShare = share;
    const QSignalBlocker blocker(m_share);
    m_share->setValue(int(std::lround(share * 100)));
    m_throttle->schedule();
}

std::optional<ClaimAgreement> AgreementView::claimAgreement() const
{
    const auto it = m_claimAgreements.constFind(currentMetric());
    return it == m_claimAgreements.constEnd() ? std::nullopt : std::optional<ClaimAgreement>(*it);
}

void AgreementView::setClaimLabels(const ClaimLabels &labels, const QHash<QString, bool> &penalizeAmbiguous)
{
    if (labels == m_claimLabels && penalizeAmbiguous == m_penalizeAmbiguous)
        return;
    m_claimLabels = labels;
    m_penalizeAmbiguous = penalizeAmbiguous;
    m_throttle->schedule();
}

QString AgreementView::scopeNoteText(const QString &metricId) const
{
    const auto note = m_scopeNotes.constFind(metricId);
    if (note == m_scopeNotes.constEnd() || !scopesDiffer(note->exchange, note->conversational))
        return {};
    const QString rated = HumanLabel::scopeText(note->exchange);
    QString text = tr("⚠ These labels rate %1; %2 scores the whole conversation, so each label is compared with "
                      "the score of %1 alone.")
                       .arg(rated, metricName(metricId));
    if (note->cannotScore > 0)
        text += QLatin1Char(' ')
            + tr("%n result(s) cannot score %1 alone and are not compared: %2", nullptr, note->cannotScore)
                  .arg(rated, note->why);
    return text;
}

void AgreementView::showCurrent()
{
    const QString note = scopeNoteText(currentMetric());
    m_scopeNote->setText(note);
    m_scopeNote->setVisible(!note.isEmpty());
    const QString warning = warningText(currentMetric());
    m_warning->setText(warning);
    m_warning->setVisible(!warning.isEmpty());
    const std::optional<Agreement> shown = agreement();
    const std::optional<ClaimAgreement> claims = claimAgreement();
    m_pages->setCurrentIndex(shown || claims || !note.isEmpty() || !warning.isEmpty() ? 1 : 0);
    m_roc->setAgreement(shown);
    m_claims->setVisible(claims.has_value());
    if (claims)
        m_claims->setText(tr("<b>Claims you judged</b>: %1, agreement %2, κ %3.<br>Mean score of their %n result(s): "
                             "%4; had the judge agreed with your verdicts: <b>%5</b>.",
                             nullptr, claims->results)
                              .arg(claims->n)
                              .arg(withInterval(claims->accuracy(), claims->accuracyInterval),
                                   withInterval(claims->kappa, claims->kappaInterval))
                              .arg(claims->meanScore, 0, 'f', 3)
                              .arg(claims->meanScoreIfAgreed, 0, 'f', 3));
    if (!shown) {
        m_figures->setText(note.isEmpty() ? tr("No result of this metric has a pass/fail label yet.")
                                          : tr("No labelled result of this metric can be compared yet."));
        m_disagreementTable->setRowCount(0);
        for (int judge = 0; judge < 2; ++judge) {
            for (int human = 0; human < 2; ++human)
                m_confusion->setItem(judge, human, cell(QString(), Qt::AlignCenter));
        }
        m_best->clear();
        m_countNote->hide();
        m_useThreshold->hide();
        // One sentence: it wraps as the label does, with no table to make room for.
        m_figures->setMinimumSize(0, 0);
        return;
    }
    const Agreement &a = *shown;
    const SplitAgreement split = *splitAgreement();
    m_figures->setText(figuresTable(split));
    m_countNote->setText(tr("Under each figure its 95 % interval (bootstrap over test cases).") + QLatin1Char(' ')
                         + countScopeText(currentMetric(), split));
    m_countNote->show();
    fitFiguresWidth();
    m_useThreshold->show();
    const int counts[2][2] = {{a.matrix.bothPass, a.matrix.judgeOnlyPass}, {a.matrix.judgeOnlyFail, a.matrix.bothFail}};
    const QString tips[2][2] = {{tr("judge pass / human pass"), tr("judge pass / human fail")},
                                {tr("judge fail / human pass"), tr("judge fail / human fail")}};
    for (int judge = 0; judge < 2; ++judge) {
        for (int human = 0; human < 2; ++human) {
            auto *item = cell(QString::number(counts[judge][human]), Qt::AlignCenter);
            item->setToolTip(tips[judge][human]);
            const bool agree = judge == human;
            item->setBackground(ResultPalette::tint(agree ? ResultPalette::passColor() : ResultPalette::failColor()));
            m_confusion->setItem(judge, human, item);
        }
    }
    // The threshold is fit on the tuning part and judged on the held-out part: fit and judged on
    // the same cases it would always look good.
    const std::optional<double> suggested = split.suggestedThreshold;
    if (m_running) {
        // Partial figures, drawn from the results in so far: no advice until they are all in.
        m_best->setText(tr("No advice on the threshold while the run goes on: its figures are not all in yet."));
        m_useThreshold->setText(suggested ? tr("Use threshold %1").arg(thresholdText(*suggested))
                                          : tr("Use threshold"));
        m_useThreshold->setEnabled(false);
        m_useThreshold->setToolTip(QString());
    } else if (suggested) {
        // Held-out figures from an older run than the tuning ones (a try ran the tuning part)
        // weigh the fit against another setup: no advice is drawn from them.
        const std::array<PartFreshness, 2> parts = m_freshness.value(currentMetric());
        const bool heldOutBehind = parts[1].outOfDate > 0 && parts[0].outOfDate == 0;
        // The plain advice first, when there is one: a fit that loses on unseen cases is not pushed.
        const std::optional<bool> beats = heldOutBehind ? std::nullopt : split.suggestionBeatsCurrent();
        QString best = beats ? split.suggestionVerdictText() + QLatin1Char('\n') : QString();
        if (heldOutBehind)
            best += heldOutBehindText(parts[1]) + QLatin1Char('\n');
        best += tr("Best balanced accuracy on the tuning part: %1 at threshold %2.")
                    .arg(QString::number(split.tuning.bestBalancedAccuracy, 'f', 3), thresholdText(*suggested));
        // The suggestion's held-out figures beside the current threshold's.
        const bool atCurrent = std::abs(*suggested - split.heldOut.threshold) < 1e-12;
        if (split.heldOutAtSuggested && !heldOutBehind && atCurrent)
            best += QLatin1Char(' ')
                + tr("On the held-out part at %1, the current threshold: %2.")
                      .arg(thresholdText(*suggested), figuresLine(split.heldOut));
        else if (split.heldOutAtSuggested && !heldOutBehind)
            best += QLatin1Char(' ')
                + tr("On the held-out part: at %1 %2; at the current %3 %4.")
                      .arg(thresholdText(*suggested), figuresLine(*split.heldOutAtSuggested),
                           thresholdText(split.heldOut.threshold), figuresLine(split.heldOut));
        m_best->setText(best);
        const bool already = std::abs(*suggested - a.threshold) < 1e-12;
        const bool loses = beats && !*beats;
        m_useThreshold->setText(loses ? tr("Use %1 anyway").arg(thresholdText(*suggested))
                                      : tr("Use threshold %1").arg(thresholdText(*suggested)));
        // No advice drawn, no button to take it: the held-out figures are another setup's.
        m_useThreshold->setEnabled(!already && !heldOutBehind);
        m_useThreshold->setToolTip(
            already     ? tr("The metric already uses this threshold.")
                : loses ? tr("Set %1's threshold to %2, though it does no better than the current one on the held-out "
                             "cases (undo takes it back)")
                              .arg(metricName(currentMetric()), thresholdText(*suggested))
                        : tr("Set %1's threshold to %2 (undo takes it back)")
                              .arg(metricName(currentMetric()), thresholdText(*suggested)));
    } else {
        m_best->setText(tr("No best threshold: the tuning part needs both a human pass and a human fail."));
        m_useThreshold->setText(tr("Use threshold"));
        m_useThreshold->setEnabled(false);
    }
    const QList<Disagreement> list = disagreements();
    m_disagreementTable->setRowCount(int(list.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < list.size(); ++row) {
        const Disagreement &d = list[row];
        // Out of date as the figures' headers mark it: the symbol on the row, the run in its tooltip.
        auto *name = cell(d.outOfDateRun ? tr("⟳ %1").arg(d.testCase) : d.testCase);
        name->setToolTip(d.outOfDateRun
                             ? tr("%1\n⟳ From run %2, out of date — press F5: %3.")
                                   .arg(d.testCase, m_hub->resultsModel()->runName(d.outOfDateRun), d.outOfDateWhy)
                             : d.testCase);
        m_disagreementTable->setItem(row, 0, name);
        m_disagreementTable->setItem(row, 1, cell(QString::number(d.score, 'f', 3), right));
        auto *human = cell(verdictText(d.humanPass));
        human->setForeground(
            ResultPalette::textColor(d.humanPass ? ResultPalette::passColor() : ResultPalette::failColor()));
        m_disagreementTable->setItem(row, 2, human);
        const QString off = tr("%1 from the threshold %2, on the wrong side")
                                .arg(QString::number(d.off, 'f', 3), thresholdText(a.threshold));
        for (int column = 1; column < 3; ++column)
            m_disagreementTable->item(row, column)->setToolTip(off);
    }
    // Room for the widest model or source on a line of its own: a narrow dock shortens the
    // questions, never the models that tell two answers apart.
    int source = 0;
    for (const Disagreement &d : list)
        source = qMax(source, m_disagreementTable->fontMetrics().horizontalAdvance(nameSource(d.testCase)));
    int others = 2 * m_disagreementTable->frameWidth() + m_disagreementTable->verticalScrollBar()->sizeHint().width();
    const QFontMetrics metrics = m_disagreementTable->fontMetrics();
    for (int column = 1; column < 3; ++column) {
        int widest = m_disagreementTable->horizontalHeader()->sectionSizeHint(column);
        for (int row = 0; row < m_disagreementTable->rowCount(); ++row)
            widest = qMax(widest, metrics.horizontalAdvance(m_disagreementTable->item(row, column)->text()) + 12);
        others += widest;
    }
    m_disagreementTable->setMinimumWidth(
        qBound(MinimumDisagreementsWidth, source + 12 + others, 2 * MinimumDisagreementsWidth + 120));
}

} // namespace claimscope
