#include "breakdownview.h"

#include "model/labelledscores.h"

#include "metrics/registry.h"
#include "model/turnlocator.h"
#include "resultpalette.h"
#include "results/failingitemsfilter.h"
#include "results/resultshub.h"
#include "tonedelegate.h"
#include "ui/widgets/foldingbrowser.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

namespace claimscope {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString coloured(const QColor &color, const QString &text)
{
    return QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>")
        .arg(ResultPalette::textColor(color).name(), esc(text));
}

QString turnsText(const QList<int> &turns)
{
    if (turns.isEmpty())
        return QString();
    if (turns.size() == 1)
        return BreakdownView::tr("turn %1").arg(turns.first() + 1);
    return BreakdownView::tr("turns %1–%2").arg(turns.first() + 1).arg(turns.last() + 1);
}

Tone toneOf(const QModelIndex &index)
{
    const auto type = BreakdownModel::NodeType(index.data(BreakdownModel::NodeTypeRole).toInt());
    Tone tone;
    if (type == BreakdownModel::NodeType::Reason) {
        tone.foreground = ResultPalette::mutedColor().darker(130);
        tone.italic = true;
        // A reason can run long: its line ends at a word, the details below read it whole.
        tone.oneLine = true;
        tone.elideAtWord = true;
    } else if (type == BreakdownModel::NodeType::Group) {
        tone.foreground = ResultPalette::mutedColor().darker(130);
    } else if (type == BreakdownModel::NodeType::Window) {
        tone.bold = true;
        if (index.data(BreakdownModel::SkippedRole).toBool())
            tone.foreground = ResultPalette::mutedColor();
    } else if (index.column() == BreakdownModel::VerdictColumn) {
        const QColor color = ResultPalette::verdictColor(index.data(BreakdownModel::VerdictRole).toString());
        if (color.isValid()) {
            tone.foreground = ResultPalette::textColor(color);
            tone.background = ResultPalette::tint(color);
            tone.bold = true;
        }
    }
    return tone;
}

} // namespace

void BreakdownView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The presenting layout settles after presenting starts: the split follows it until the
    // presenter moves the handle.
    if (m_presenting && !m_presenterMovedHandle)
        splitForPresenting();
    keepCurrentInView();
}

void BreakdownView::splitForPresenting()
{
    const int length = m_splitter->height();
    m_splitter->setSizes({length * 6 / 10, length - length * 6 / 10});
}

int BreakdownView::widthForTextOf(int characters) const
{
    const QAbstractItemView *view = m_tree; // its column sizes, public there
    int others = 0;
    for (const int column : {BreakdownModel::KindColumn, BreakdownModel::VerdictColumn, BreakdownModel::ScoreColumn}) {
        if (!m_tree->isColumnHidden(column))
            others += qMax(m_tree->header()->sectionSizeHint(column), view->sizeHintForColumn(column));
    }
    // Items sit two levels deep (window › claim); the scroll bar is counted as shown.
    const int indentation = 2 * m_tree->indentation();
    const int scrollBar = m_tree->verticalScrollBar()->sizeHint().width();
    return characters * m_tree->fontMetrics().averageCharWidth() + others + indentation + scrollBar
        + 2 * m_tree->frameWidth();
}

void BreakdownView::keepCurrentInView()
{
    const QModelIndex current = m_tree->currentIndex();
    if (!current.isValid())
        return;
    m_tree->scrollTo(current);
    // Scrolling by pixels, the tree leaves a row's last pixel line below the viewport.
    const QRect row = m_tree->visualRect(current);
    const int below = row.bottom() - m_tree->viewport()->rect().bottom();
    if (below > 0 && row.height() <= m_tree->viewport()->height())
        m_tree->verticalScrollBar()->setValue(m_tree->verticalScrollBar()->value() + below);
}

void BreakdownView::setPresenting(bool presenting)
{
    m_presenting = presenting;
    // The item's kind is in its details below; the text gets the room, and a claim reads whole
    // over as many lines as it needs.
    m_tree->setColumnHidden(BreakdownModel::KindColumn, presenting);
    m_tree->setWordWrap(presenting);
    m_tree->setUniformRowHeights(!presenting);
    // Presenting is read-only: no labels of your own from the room's screen.
    m_human->setVisible(!presenting);
    m_failingOnly->setVisible(!presenting); // the failure walk shows what failed; the title gets the width
    for (QAction *action : m_claimActions)
        action->setEnabled(!presenting);
    if (presenting) {
        // The claims above their details, six tenths to four; the split the person had
        // comes back when presenting ends.
        m_normalSplitterState = m_splitter->saveState();
        m_splitter->setOrientation(Qt::Vertical);
        m_presenterMovedHandle = false;
        splitForPresenting();
    } else {
        m_splitter->restoreState(m_normalSplitterState);
    }
    updateTitle();
    if (m_tree->currentIndex().isValid())
        showNodeDetails(m_tree->currentIndex());
}

BreakdownView::BreakdownView(ResultsHub *hub, QWidget *parent)
    : QWidget(parent)
    , m_hub(hub)
    , m_title(new QLabel(this))
    , m_failingOnly(new QCheckBox(tr("Failing only"), this))
    , m_human(new QComboBox(this))
    , m_tree(new QTreeView(this))
    , m_filter(new FailingItemsFilter(this))
    , m_details(new FoldingBrowser(this))
{
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_failingOnly->setToolTip(tr("Show only the items judged ✗ no or ? idk, with their reasons"));
    m_filter->setSourceModel(hub->breakdownModel());
    m_tree->setModel(m_filter);
    m_tree->setItemDelegate(new ToneDelegate(&toneOf, 8, m_tree));
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel); // rows of several lines scroll smoothly
    m_tree->setAnimated(false);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(BreakdownModel::TextColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(BreakdownModel::KindColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(BreakdownModel::VerdictColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(BreakdownModel::ScoreColumn, QHeaderView::ResizeToContents);
    // Wrapped rows are as high as their text at the text column's width: laid out again when it
    // changes (once the header has settled).
    connect(m_tree->header(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == BreakdownModel::TextColumn && m_tree->wordWrap() && !m_relayoutQueued) {
            m_relayoutQueued = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    m_relayoutQueued = false;
                    m_tree->doItemsLayout();
                    keepCurrentInView();
                },
                Qt::QueuedConnection);
        }
    });
    m_details->setPlaceholderText(tr("Select a result to see why it scored as it did."));

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_presenterMovedHandle = m_presenting; });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title, 1);
    m_human->addItem(tr("Human: —"));
    m_human->addItem(tr("Human: ✓ Pass"));
    m_human->addItem(tr("Human: ✗ Fail"));
    m_human->setToolTip(
        tr("Your verdict on this result, kept in the project and compared with the judge's in the Agreement view"));
    m_human->setAccessibleName(tr("Human label"));
    titleRow->addWidget(m_human, 0, Qt::AlignTop);
    titleRow->addWidget(m_failingOnly, 0, Qt::AlignTop);
    layout->addLayout(titleRow);
    layout->addWidget(m_splitter, 1);
    connect(m_failingOnly, &QCheckBox::toggled, this, [this] {
        applyFailingOnly();
        expandInterestingItems();
        selectFirstFailure();
    });

    connect(hub->breakdownModel(), &QAbstractItemModel::modelReset, this, &BreakdownView::resultChanged);
    // Params and templates edited after the run mark the result out of date without replacing it.
    connect(hub->resultsModel(), &QAbstractItemModel::dataChanged, this, [this] {
        const bool wasOutOfDate = m_outOfDate;
        updateTitle();
        // Undone back to the text the result read: the selected item's evidence is marked again.
        if (wasOutOfDate && !m_outOfDate && m_tree->currentIndex().isValid()) {
            const QScopedValueRollback rereading(m_rereading, true);
            nodeSelected(m_tree->currentIndex());
        }
    });
    buildClaimActions();
    // A verdict given on a claim: its details say so at once.
    connect(hub->breakdownModel(), &QAbstractItemModel::dataChanged, this, [this] {
        if (m_tree->currentIndex().isValid())
            showNodeDetails(m_tree->currentIndex());
    });
    // activated: only the person's choice, never a change made while following the result.
    connect(m_human, &QComboBox::activated, this, [this](int choice) {
        if (!m_hub->breakdownModel()->hasResult())
            return;
        const MetricResult &result = m_hub->breakdownModel()->result();
        Q_EMIT humanLabelRequested(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId,
                                   choice == 0 ? std::nullopt : std::optional<bool>(choice == 1));
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { nodeSelected(current); });
    // A click on the item already selected shows its evidence again (the person scrolled away
    // or edited the turn since).
    connect(m_tree, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.siblingAtColumn(0) == m_tree->currentIndex().siblingAtColumn(0))
            nodeSelected(m_tree->currentIndex());
    });
    resultChanged();
}

void BreakdownView::resultChanged()
{
    updateTitle();
    applyFailingOnly();
    if (!m_hub->breakdownModel()->hasResult()) {
        m_details->showPage(QString());
        return;
    }
    const MetricResult &shown = m_hub->breakdownModel()->result();
    const QScopedValueRollback rereading(m_rereading,
                                         shown.testCaseIndex == m_shownCase && shown.metricId == m_shownMetric);
    m_shownCase = shown.testCaseIndex;
    m_shownMetric = shown.metricId;
    expandInterestingItems();
    // An error is the story of its own; otherwise the labelled exchange's window, or the first
    // failing item is.
    if (m_hub->breakdownModel()->result().hasError() || (!selectLabelledWindow() && !selectFirstFailure())) {
        showResultDetails();
        // No item of this result is selected: nothing of another result stays marked in the chat.
        announceTurn(m_hub->breakdownModel()->result().testCaseIndex, -1, QString());
    }
}

void BreakdownView::announceTurn(int testCaseIndex, int turnIndex, const QString &evidence)
{
    if (m_rereading)
        Q_EMIT turnReselected(testCaseIndex, turnIndex, evidence);
    else
        Q_EMIT turnActivated(testCaseIndex, turnIndex, evidence);
}

void BreakdownView::applyFailingOnly()
{
    // With nothing failing, the filter would empty the tree: it waits for a result that has.
    const bool hasFailures = m_filter->sourceHasFailures();
    m_failingOnly->setEnabled(hasFailures);
    m_filter->setFailingOnly(hasFailures && m_failingOnly->isChecked());
}

bool BreakdownView::selectFirstFailure()
{
    const QAbstractItemModel *model = m_tree->model();
    for (int w = 0; w < model->rowCount(); ++w) {
        if (selectFirstFailureIn(model->index(w, 0)))
            return true;
    }
    return false;
}

bool BreakdownView::selectFirstFailureIn(const QModelIndex &window)
{
    const QAbstractItemModel *model = m_tree->model();
    for (int i = 0; i < model->rowCount(window); ++i) {
        const QModelIndex item = model->index(i, 0, window);
        if (!isFailingVerdict(item.data(BreakdownModel::VerdictRole).toString()))
            continue;
        m_tree->setCurrentIndex(item);
        m_tree->scrollTo(item, QAbstractItemView::PositionAtCenter);
        return true;
    }
    return false;
}

bool BreakdownView::selectLabelledWindow()
{
    const MetricResult &result = m_hub->breakdownModel()->result();
    const std::optional<HumanLabel> label = m_hub->resultsModel()->humanLabels().find(
        HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
    const std::optional<qsizetype> labelled = label ? labelledWindow(result, *label) : std::nullopt;
    if (!labelled)
        return false;
    const QAbstractItemModel *model = m_tree->model();
    for (int w = 0; w < model->rowCount(); ++w) {
        const QModelIndex window = model->index(w, 0);
        if (window.data(BreakdownModel::WindowIndexRole).toInt() != *labelled)
            continue;
        if (selectFirstFailureIn(window))
            return true;
        m_tree->setCurrentIndex(window);
        m_tree->scrollTo(window, QAbstractItemView::PositionAtTop);
        announceTurn(result.testCaseIndex, -1, QString());
        return true;
    }
    return false;
}

bool BreakdownView::selectItem(int window, int item)
{
    const QAbstractItemModel *model = m_tree->model();
    for (int w = 0; w < model->rowCount(); ++w) {
        const QModelIndex node = model->index(w, 0);
        if (node.data(BreakdownModel::WindowIndexRole).toInt() != window)
            continue;
        // The window's items, and its truths one level down in their group.
        QList<QModelIndex> children;
        for (int i = 0; i < model->rowCount(node); ++i)
            children.append(model->index(i, 0, node));
        for (qsizetype i = 0; i < children.size(); ++i) {
            const QModelIndex child = children[i];
            if (child.data(BreakdownModel::KindRole).toString() == QLatin1String("truths")) {
                m_tree->expand(child);
                for (int t = 0; t < model->rowCount(child); ++t)
                    children.append(model->index(t, 0, child));
            } else if (child.data(BreakdownModel::ItemIndexRole).toInt() == item) {
                m_tree->setCurrentIndex(child);
                m_tree->scrollTo(child, QAbstractItemView::PositionAtCenter);
                return true;
            }
        }
    }
    return false;
}

void BreakdownView::buildClaimActions()
{
    const struct {
        const char *text;
        QKeySequence key;
        const char *verdict;
    } choices[] = {{QT_TR_NOOP("Your verdict: ✓ &yes"), QKeySequence(Qt::Key_Y), "yes"},
                   {QT_TR_NOOP("Your verdict: ✗ &no"), QKeySequence(Qt::Key_N), "no"},
                   {QT_TR_NOOP("Your verdict: ? &idk"), QKeySequence(Qt::Key_I), "idk"},
                   {QT_TR_NOOP("&Clear your verdict"), QKeySequence(Qt::Key_Backspace), ""}};
    for (int i = 0; i < 4; ++i) {
        auto *action = new QAction(tr(choices[i].text), this);
        action->setShortcut(choices[i].key);
        action->setShortcutContext(Qt::WidgetShortcut);
        m_tree->addAction(action);
        const QString verdict = QLatin1String(choices[i].verdict);
        connect(action, &QAction::triggered, this, [this, verdict] {
            const QString claim = selectedClaim();
            if (claim.isEmpty())
                return;
            const MetricResult &result = m_hub->breakdownModel()->result();
            Q_EMIT claimVerdictRequested(HumanLabels::caseName(result.testCaseName, result.testCaseIndex),
                                         result.metricId, claim,
                                         verdict.isEmpty() ? std::nullopt : std::optional<QString>(verdict));
        });
        m_claimActions[i] = action;
    }
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (m_tree->indexAt(at).isValid())
            m_tree->setCurrentIndex(m_tree->indexAt(at));
        if (selectedClaim().isEmpty() || !m_claimActions[0]->isEnabled()) // none while presenting
            return;
        QMenu menu(this);
        for (QAction *action : m_claimActions)
            menu.addAction(action);
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });
}

QString BreakdownView::selectedClaim() const
{
    const QModelIndex current = m_tree->currentIndex().siblingAtColumn(0);
    if (!current.isValid())
        return {};
    const auto type = BreakdownModel::NodeType(current.data(BreakdownModel::NodeTypeRole).toInt());
    const QModelIndex item = type == BreakdownModel::NodeType::Reason ? current.parent() : current;
    if (item.data(BreakdownModel::KindRole).toString() != QLatin1String("claim")
        || item.data(BreakdownModel::VerdictRole).toString().isEmpty())
        return {};
    return item.data(BreakdownModel::FullTextRole).toString();
}

void BreakdownView::updateHumanLabel()
{
    const BreakdownModel *model = m_hub->breakdownModel();
    m_human->setEnabled(model->hasResult());
    if (!model->hasResult()) {
        m_human->setCurrentIndex(0);
        return;
    }
    const MetricResult &result = model->result();
    const std::optional<HumanLabel> label = m_hub->resultsModel()->humanLabels().find(
        HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
    m_human->setCurrentIndex(!label ? 0 : label->pass ? 1 : 2);
}

void BreakdownView::updateTitle()
{
    updateHumanLabel();
    const BreakdownModel *model = m_hub->breakdownModel();
    m_outOfDate = false;
    if (!model->hasResult()) {
        m_title->setText(tr("<b>Breakdown</b> — select a result above."));
        m_title->setToolTip(QString());
        return;
    }
    const MetricResult &result = model->result();
    const ResultsModel::Status status = resultStatus(result);
    const QString metric =
        MetricRegistry::find(result.metricId) ? MetricRegistry::find(result.metricId)->displayName : result.metricId;
    const QString name = m_hub->caseTitles().of(result.testCaseName, result.testCaseIndex);
    // The verdict leads, in one piece and on the metric's line: it never wraps to a line of its own.
    const QString verdict =
        coloured(ResultPalette::statusColor(status), resultStatusText(status).replace(QLatin1Char(' '), QChar::Nbsp));
    const QString threshold = QString::number(result.threshold, 'f', 2);
    // While presenting the chat's heading names the test case: the title fits a narrow breakdown.
    QString title = m_presenting ? tr("%4&nbsp;<b>%1</b> — score %2, threshold %3")
                                       .arg(esc(metric), esc(resultScoreText(result)), threshold, verdict)
                                 : tr("%5&nbsp;<b>%1</b> on %2 — score %3, threshold %4")
                                       .arg(esc(metric), esc(name), esc(resultScoreText(result)), threshold, verdict);
    if (const std::optional<RepeatStats> &repeat = result.repeat) {
        // A repeated evaluation: the spread first, with a mark when the verdict did not hold.
        const QString spread = repeat->flipRate() > 0
            ? tr("⇅ The verdict flipped — %1. The breakdown below is the last repetition's.")
            : tr("Repeated — %1. The breakdown below is the last repetition's.");
        title += QStringLiteral("<br>") + esc(spread.arg(repeat->text()));
    }
    if (const std::optional<ExchangeScore> &alone = result.exchangeAlone)
        // The number a label on one exchange met, beside the whole conversation's score.
        title += QStringLiteral("<br>") + esc(exchangeAloneText(*alone));
    const QString outOfDate = m_hub->outOfDate(result.testCaseIndex, result.metricId);
    m_outOfDate = !outOfDate.isEmpty();
    if (m_outOfDate)
        title += QStringLiteral("<br>")
            + coloured(ResultPalette::outOfDateColor(),
                       tr("⟳ Out of date — press F5: %1. The breakdown below is from the last run.").arg(outOfDate));
    m_title->setText(title);
    // A readable name stands for a machine id: the id stays findable.
    m_title->setToolTip(name == result.testCaseName || result.testCaseName.isEmpty()
                            ? QString()
                            : tr("Test case id: %1").arg(result.testCaseName));
}

void BreakdownView::expandInterestingItems()
{
    // Windows open; the reasons of what went wrong ("no", "idk") open too: that is the why.
    // Truths stay closed: they restate the context.
    const QAbstractItemModel *model = m_tree->model();
    for (int w = 0; w < model->rowCount(); ++w) {
        const QModelIndex window = model->index(w, 0);
        m_tree->expand(window);
        for (int i = 0; i < model->rowCount(window); ++i) {
            const QModelIndex item = model->index(i, 0, window);
            if (isFailingVerdict(item.data(BreakdownModel::VerdictRole).toString()))
                m_tree->expand(item);
        }
    }
}

void BreakdownView::nodeSelected(const QModelIndex &index)
{
    if (!index.isValid()) {
        showResultDetails();
        return;
    }
    showNodeDetails(index);
    const auto type = BreakdownModel::NodeType(index.data(BreakdownModel::NodeTypeRole).toInt());
    if (type == BreakdownModel::NodeType::Window || type == BreakdownModel::NodeType::Group)
        return;
    QString evidence;
    const int turn = turnOf(index, &evidence);
    announceTurn(m_hub->breakdownModel()->result().testCaseIndex, turn, evidence);
}

int BreakdownView::turnOf(const QModelIndex &node, QString *evidence) const
{
    const auto type = BreakdownModel::NodeType(node.data(BreakdownModel::NodeTypeRole).toInt());
    const QModelIndex item = type == BreakdownModel::NodeType::Item ? node.siblingAtColumn(0) : node.parent();
    *evidence = item.data(BreakdownModel::FullTextRole).toString();
    if (type == BreakdownModel::NodeType::Reason) {
        const QString quoted = TurnLocator::quotedEvidence(node.data(BreakdownModel::FullTextRole).toString());
        if (!quoted.isEmpty())
            *evidence = quoted;
    }
    // Found in the text the result was computed from, not in an edit made since.
    const MetricResult &result = m_hub->breakdownModel()->result();
    return TurnLocator::itemTurn(m_hub->computedCase(result.testCaseIndex, result.metricId),
                                 item.data(BreakdownModel::WindowTurnsRole).value<QList<int>>(),
                                 item.data(BreakdownModel::TurnIndexRole).toInt(), *evidence);
}

void BreakdownView::showResultDetails()
{
    const MetricResult &result = m_hub->breakdownModel()->result();
    QString html;
    QString reason;
    QString after;
    if (result.hasError()) {
        html += QStringLiteral("<p>%1</p>").arg(coloured(ResultPalette::errorColor(), tr("⚠ %1").arg(result.error)));
        if (!result.errorStep.isEmpty())
            html += tr("<p><b>Failing step:</b> <code>%1</code></p>").arg(esc(result.errorStep));
        html += result.errorRaw.isEmpty()
            ? tr("<p><i>The judge sent no answer for this step.</i></p>")
            : tr("<p><b>The judge's raw answer:</b></p><pre>%1</pre>").arg(result.errorRaw.toHtmlEscaped());
    } else if (result.isSkipped()) {
        html += tr("<p><b>Skipped:</b> %1</p>").arg(esc(result.skipReason));
    } else {
        if (!result.label.isEmpty())
            html += tr("<p><b>Label:</b> %1</p>").arg(esc(result.label));
        // A long reason folds with "more" to fit the pane.
        reason = result.reason;
        html += QStringLiteral("<p>");
        after = QStringLiteral("</p>");
    }
    if (!result.judgeLabel.isEmpty())
        after += QStringLiteral("<p style=\"color:#555\">%1</p>")
                     .arg(esc(tr("Judge: %1 · %n call(s)", nullptr, result.calls.judgeCalls).arg(result.judgeLabel)));
    m_details->showParts({{html, reason}, {after, QString()}});
}

void BreakdownView::showNodeDetails(const QModelIndex &index)
{
    const QModelIndex node = index.siblingAtColumn(0);
    const auto type = BreakdownModel::NodeType(node.data(BreakdownModel::NodeTypeRole).toInt());
    const QList<int> turns = node.data(BreakdownModel::WindowTurnsRole).value<QList<int>>();
    QString html;
    if (type == BreakdownModel::NodeType::Window) {
        html += QStringLiteral("<h3>%1</h3>").arg(esc(node.data().toString()));
        if (!turns.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(esc(turnsText(turns)));
        if (node.data(BreakdownModel::SkippedRole).toBool())
            html += tr("<p><b>Skipped:</b> %1</p>").arg(esc(node.data(BreakdownModel::FullTextRole).toString()));
        else
            html += tr("<p><b>Score:</b> %1</p><p>%2</p>")
                        .arg(esc(index.siblingAtColumn(BreakdownModel::ScoreColumn).data().toString()),
                             esc(node.data(BreakdownModel::FullTextRole).toString()));
        m_details->showPage(html);
        return;
    }
    if (type == BreakdownModel::NodeType::Group) {
        html += QStringLiteral("<h3>%1</h3><p>%2</p><ul>")
                    .arg(esc(node.data().toString()), esc(node.data(Qt::ToolTipRole).toString()));
        for (const QString &truth : node.data(BreakdownModel::FullTextRole).toString().split(QLatin1Char('\n')))
            html += QStringLiteral("<li>%1</li>").arg(esc(truth));
        m_details->showPage(html + QStringLiteral("</ul>"));
        return;
    }
    const QModelIndex item = type == BreakdownModel::NodeType::Item ? node : node.parent();
    const QString verdict = item.data(BreakdownModel::VerdictRole).toString();
    // While presenting the tree above reads the item whole: its verdict and the why come first.
    if (!m_presenting)
        html +=
            QStringLiteral("<h3>%1</h3>").arg(esc(item.siblingAtColumn(BreakdownModel::KindColumn).data().toString()));
    if (!verdict.isEmpty())
        html +=
            tr("<p><b>Verdict:</b> %1</p>").arg(coloured(ResultPalette::verdictColor(verdict), verdictText(verdict)));
    // The person's own verdict on a claim beside the judge's, or how to give one.
    const QString yours = item.data(BreakdownModel::HumanVerdictRole).toString();
    if (!yours.isEmpty())
        html +=
            tr("<p><b>Your verdict:</b> %1</p>").arg(coloured(ResultPalette::verdictColor(yours), verdictText(yours)));
    else if (!m_presenting && item.data(BreakdownModel::KindRole).toString() == QLatin1String("claim")
             && !verdict.isEmpty())
        html +=
            QStringLiteral("<p style=\"color:#555\">%1</p>")
                .arg(esc(tr("Your verdict: press Y (yes), N (no) or I (idk) in the tree, or right-click the claim")));
    // The item's text, the judge's reason and the result's fold with "more" to fit the pane, the
    // result's first, the item's last (a Turn Relevancy item is a whole answer of the assistant).
    QList<FoldingBrowser::Part> parts;
    if (!m_presenting) {
        parts.append({html + QStringLiteral("<p style=\"font-size:large\">"),
                      item.data(BreakdownModel::FullTextRole).toString()});
        html = QStringLiteral("</p>");
    }
    const QVariant value = item.data(BreakdownModel::ValueRole);
    if (value.isValid())
        html += tr("<p><b>Value:</b> %1</p>").arg(value.toDouble(), 0, 'f', 3);
    const QModelIndex reason = type == BreakdownModel::NodeType::Reason ? node : item.model()->index(0, 0, item);
    QString after;
    if (reason.isValid()) {
        const QString why = tr("<p><b>Why:</b> %1</p>");
        const qsizetype at = why.indexOf(QLatin1String("%1"));
        parts.append({html + why.left(at), reason.data(BreakdownModel::FullTextRole).toString()});
        after = why.mid(at + 2);
    } else {
        after = html;
    }
    // While presenting the chat marks the turn and the results table the result: the details
    // keep to the item, whole in their pane at any screen size.
    QString evidence;
    const int turn = turnOf(node, &evidence);
    if (turn >= 0 && !m_presenting)
        after += QStringLiteral("<p style=\"color:#555\">%1</p>")
                     .arg(esc(tr("Turn %1 · the window covers %2").arg(turn + 1).arg(turnsText(turns))));
    // The result's own reason stays in view while an item is selected.
    const QString overall = m_hub->breakdownModel()->result().reason;
    if (!overall.isEmpty() && !m_presenting) {
        parts.append({after + QStringLiteral("<hr><p style=\"color:#555\">"), tr("Result: %1").arg(overall)});
        after = QStringLiteral("</p>");
    }
    parts.append({after, QString()});
    m_details->showParts(parts);
}

} // namespace claimscope
