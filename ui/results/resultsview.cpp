#include "resultsview.h"

#include "breakdownview.h"
#include "columnfitter.h"
#include "metrics/registry.h"
#include "model/metadatafields.h"
#include "resultpalette.h"
#include "results/metricsummary.h"
#include "results/rescoring.h"
#include "results/resultsfiltermodel.h"
#include "results/resultshub.h"
#include "tonedelegate.h"
#include "ui/widgets/rowheightfitter.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace claimscope {

namespace {

// The header's link that clears every filter (the others are statuses, as numbers).
const QString ShowAllLink = QStringLiteral("all");

// Above and below a row's text: room for the bold status cells, and no more.
constexpr int RowPadding = 8;
// While presenting, the breakdown beside the table gets room for this many average characters.
constexpr int BreakdownCharsWhilePresenting = 48;
// … and never less than this many a line in its item column (a claim's words, not one a line).
constexpr int BreakdownItemLeastChars = 20;

// The flip-rate column's typical widest text, as it reads in the language shown.
QString flipRateSample()
{
    RepeatStats sample;
    sample.repetitions = sample.scored = 20;
    sample.passes = 10;
    return sample.flipText();
}

// The widest first word of a label in `metrics`, with the "…" that ends it in a narrow column.
QString labelFirstWordSample(const QFontMetrics &metrics)
{
    QString widest;
    for (const QString &label : MetricRegistry::allLabelNames()) {
        const QString word = label.section(QLatin1Char(' '), 0, 0) + QChar(0x2026);
        if (metrics.horizontalAdvance(word) > metrics.horizontalAdvance(widest))
            widest = word;
    }
    return widest;
}

Tone toneOf(const QModelIndex &index)
{
    Tone tone;
    const auto status = ResultsModel::Status(index.data(ResultsModel::StatusRole).toInt());
    const bool stale =
        index.data(ResultsModel::StaleRole).toBool() || !index.data(ResultsModel::OutOfDateRole).toString().isEmpty();
    // Test cases that differ only in their model or id stay told apart when the name is cut.
    tone.keepSuffix = index.column() == ResultsModel::TestCaseColumn;
    if (index.column() == ResultsModel::StatusColumn) {
        const QColor color = ResultPalette::statusColor(status);
        tone.foreground = ResultPalette::textColor(color);
        tone.background = ResultPalette::tint(color);
        tone.bold = true;
    } else if (index.column() == ResultsModel::HumanColumn) {
        const auto human = ResultsModel::Human(index.data(ResultsModel::HumanRole).toInt());
        if (human != ResultsModel::Human::None) {
            const bool pass = human == ResultsModel::Human::Pass || human == ResultsModel::Human::PassJudgeFails;
            tone.foreground = ResultPalette::textColor(pass ? ResultPalette::passColor() : ResultPalette::failColor());
            tone.bold = true;
            // A disagreement with the judge stands out: it is what the agreement view counts.
            if (human == ResultsModel::Human::PassJudgeFails || human == ResultsModel::Human::FailJudgePasses)
                tone.background = ResultPalette::tint(ResultPalette::outOfDateColor());
        }
        return tone;
    } else if (index.column() == ResultsModel::AsLabelledColumn) {
        // The judge's pass/fail on what the label rates, coloured as the Result column is.
        const QString text = index.data().toString();
        if (text.contains(QStringLiteral("✓")) || text.contains(QStringLiteral("✗"))) {
            tone.foreground = ResultPalette::textColor(text.contains(QStringLiteral("✓")) ? ResultPalette::passColor()
                                                                                          : ResultPalette::failColor());
            tone.bold = true;
        }
        return tone;
    } else if (status == ResultsModel::Status::Error && index.column() == ResultsModel::ReasonColumn) {
        tone.foreground = ResultPalette::textColor(ResultPalette::errorColor());
    } else if (stale) {
        tone.foreground = ResultPalette::mutedColor();
    }
    tone.italic = stale;
    // Names, labels and reasons end at a word; the row's tooltip reads them whole.
    tone.elideAtWord = index.column() == ResultsModel::TestCaseColumn || index.column() == ResultsModel::LabelColumn
        || index.column() == ResultsModel::ReasonColumn;
    return tone;
}

} // namespace

ResultsView::ResultsView(ResultsHub *hub, QWidget *parent)
    : QWidget(parent)
    , m_hub(hub)
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_proxy(new ResultsFilterModel(this))
    , m_metricFilter(new QComboBox(this))
    , m_statusFilter(new QComboBox(this))
    , m_minimum(new QDoubleSpinBox(this))
    , m_maximum(new QDoubleSpinBox(this))
    , m_textFilter(new QLineEdit(this))
    , m_columnsButton(new QToolButton(this))
    , m_breakdown(new BreakdownView(hub, this))
    , m_labelPass(new QAction(tr("Human label: ✓ &Pass"), this))
    , m_labelFail(new QAction(tr("Human label: ✗ &Fail"), this))
    , m_labelClear(new QAction(tr("&Clear human label"), this))
{
    m_proxy->setSourceModel(hub->resultsModel());
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new ToneDelegate(&toneOf, 0, m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // catalogue order until a header is clicked
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    connect(new RowHeightFitter(m_table, RowPadding), &RowHeightFitter::fitted, this, &ResultsView::splitForRows);
    QHeaderView *header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    // Typical widest contents (measured, never shown); the reason takes the rest.
    m_fitter = new ColumnFitter(
        m_table,
        {{ResultsModel::TestCaseColumn, QStringLiteral("Hotel concierge: early arrival"), false, true,
          QStringLiteral("Hotel concierge: ea")},
         {ResultsModel::MetricColumn, QStringLiteral("Turn Contextual Relevancy")},
         {ResultsModel::ScoreColumn, QStringLiteral("0.000")},
         {ResultsModel::ThresholdColumn, QStringLiteral("1.00 (strict)")},
         {ResultsModel::StatusColumn,
          ColumnFitter::longest(
              {resultStatusText(ResultsModel::Status::Pass), resultStatusText(ResultsModel::Status::Fail, true),
               resultStatusText(ResultsModel::Status::Error), resultStatusText(ResultsModel::Status::Running),
               resultStatusText(ResultsModel::Status::Partial), resultStatusText(ResultsModel::Status::Skipped)}),
          true},
         // Sized to the scopes its cells name (updateSummary()); narrow, "≠ judge" goes first.
         {ResultsModel::HumanColumn, QString(), true, true},
         // Marked "⟳" once an edit makes it out of date ("⟳ 1.000 ✓ …" was cut at 1280).
         {ResultsModel::AsLabelledColumn,
          QStringLiteral("⟳ %1 %2").arg(QStringLiteral("0.000"), resultStatusText(ResultsModel::Status::Fail)), true},
         {ResultsModel::FlipRateColumn, flipRateSample()},
         {ResultsModel::LabelColumn, ColumnFitter::longest(MetricRegistry::allLabelNames()), false, true,
          // Narrow, a label keeps its first word ("Moderate…").
          labelFirstWordSample(m_table->fontMetrics())},
         {ResultsModel::CallsColumn, QStringLiteral("999")},
         {ResultsModel::CostColumn, QStringLiteral("$0.0000")}},
        ResultsModel::ReasonColumn);
    header->setMinimumSectionSize(50);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_summary->setTextFormat(Qt::RichText);
    // Its counts and "out of date" wrap in a narrow dock rather than widen the window past a
    // 1024 px screen.
    m_summary->setWordWrap(true);
    connect(m_summary, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == ShowAllLink)
            showOnly(QString(), std::nullopt);
        else
            filterStatus(link.toInt());
    });
    auto *summaryRow = new QHBoxLayout;
    // Off the dock's edge, in line with its title: "9 result(s)" touched the screen's edge on a slide.
    summaryRow->setContentsMargins(style()->pixelMetric(QStyle::PM_LayoutLeftMargin) / 2, 0, 0, 0);
    summaryRow->addWidget(m_summary, 1);
    summaryRow->addWidget(m_columnsButton);
    topLayout->addLayout(summaryRow);
    m_filterBar = buildFilterBar();
    topLayout->addWidget(m_filterBar);
    topLayout->addWidget(m_table, 1);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_breakdown);
    // The table keeps its rows; the breakdown takes what the dock gains or loses.
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] {
        if (m_normalSplitterState.isEmpty())
            m_tableRows = 0;
        else
            m_presenterMovedSplitter = true;
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    buildLabelActions();
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ResultsView::rowSelected);
    connect(hub, &ResultsHub::currentResultChanged, this, &ResultsView::followHub);
    connect(m_breakdown, &BreakdownView::turnActivated, this, &ResultsView::turnActivated);
    connect(m_breakdown, &BreakdownView::turnReselected, this, &ResultsView::turnReselected);
    connect(m_breakdown, &BreakdownView::humanLabelRequested, this, &ResultsView::humanLabelRequested);
    connect(m_breakdown, &BreakdownView::claimVerdictRequested, this, &ResultsView::claimVerdictRequested);
    const ResultsModel *model = hub->resultsModel();
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, this, [this] {
            updateSummary();
            selectFirstRowIfNone();
        });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        updateSummary();
        selectFirstRowIfNone();
    });
    connect(model, &QAbstractItemModel::dataChanged, this, &ResultsView::updateSummary);
    connect(m_proxy, &ResultsFilterModel::filtersAboutToChange, this, [this] { m_filtering = true; });
    connect(m_proxy, &ResultsFilterModel::filtersChanged, this, &ResultsView::keepSelectionThroughFilter);
    connect(m_proxy, &ResultsFilterModel::filtersChanged, this, &ResultsView::updateSummary);
    updateSummary();
    if (model->rowOf(hub->currentTestCase(), hub->currentMetric()) >= 0)
        followHub(hub->currentTestCase(), hub->currentMetric());
    else
        selectFirstRowIfNone();
}

QWidget *ResultsView::buildFilterBar()
{
    auto *bar = new QWidget(this);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_metricFilter->addItem(tr("All metrics"), QString());
    for (const MetricInfo &info : MetricRegistry::all())
        m_metricFilter->addItem(info.displayName, info.id);
    m_statusFilter->addItem(tr("All results"), -1);
    for (ResultsModel::Status status :
         {ResultsModel::Status::Pass, ResultsModel::Status::Fail, ResultsModel::Status::Error,
          ResultsModel::Status::Partial, ResultsModel::Status::Skipped, ResultsModel::Status::Running})
        m_statusFilter->addItem(resultStatusText(status), int(status));
    for (QDoubleSpinBox *box : {m_minimum, m_maximum}) {
        box->setRange(0, 1);
        box->setSingleStep(0.05);
        box->setDecimals(2);
        box->setKeyboardTracking(false);
    }
    m_maximum->setValue(1);
    m_minimum->setToolTip(tr("Only scores at or above this"));
    m_maximum->setToolTip(tr("Only scores at or below this"));
    m_textFilter->setPlaceholderText(tr("Filter by test case, metric, reason or metadata"));
    m_columnsButton->setText(tr("Metadata columns"));
    m_columnsButton->setToolTip(tr("Show fields of the test cases' metadata as columns"));
    m_columnsButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_columnsButton);
    m_columnsButton->setMenu(menu);
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fillColumnsMenu(menu); });
    m_textFilter->setClearButtonEnabled(true);
    // The bar fits a 1024 px window even at presentation sizes: long entries elide.
    for (QComboBox *box : {m_metricFilter, m_statusFilter}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    m_textFilter->setMinimumWidth(80);
    layout->addWidget(m_metricFilter);
    layout->addWidget(m_statusFilter);
    layout->addWidget(new QLabel(tr("Score"), bar));
    layout->addWidget(m_minimum);
    layout->addWidget(new QLabel(QStringLiteral("–"), bar));
    layout->addWidget(m_maximum);
    layout->addWidget(m_textFilter, 1);
    connect(m_metricFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setMetric(m_metricFilter->currentData().toString()); });
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, [this] {
        const int status = m_statusFilter->currentData().toInt();
        m_proxy->setStatus(status < 0 ? std::nullopt : std::optional(ResultsModel::Status(status)));
    });
    for (QDoubleSpinBox *box : {m_minimum, m_maximum})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
            showScoreBin(std::nullopt);
            m_proxy->setScoreRange(m_minimum->value(), m_maximum->value());
        });
    connect(m_textFilter, &QLineEdit::textChanged, m_proxy, &ResultsFilterModel::setText);
    return bar;
}

void ResultsView::setPresenting(bool presenting)
{
    if (presenting == !m_normalSplitterState.isEmpty())
        return;
    m_filterBar->setVisible(!presenting);
    m_columnsButton->setVisible(!presenting);
    for (QAction *action : {m_labelPass, m_labelFail, m_labelClear})
        action->setEnabled(!presenting); // read-only while presenting, like the chat
    m_breakdown->setPresenting(presenting);
    if (!presenting) {
        restoreFilters(m_filtersBeforePresenting); // the presentation's filters were the room's
        for (int column : std::as_const(m_columnsHiddenForPresenting))
            m_table->setColumnHidden(column, false);
        m_columnsHiddenForPresenting.clear();
        m_splitter->restoreState(m_normalSplitterState);
        // Again once the normal type and the filter bar have settled the table's least height
        // (until then it is the presenting one, and the splitter keeps the table above it).
        QMetaObject::invokeMethod(
            this, [this, state = m_normalSplitterState] { m_splitter->restoreState(state); }, Qt::QueuedConnection);
        m_normalSplitterState.clear();
        fitResultColumnTo(m_proxy->statusCounts(), m_proxy->outOfDateCount() > 0);
        m_fitter->fit();
        return;
    }
    m_normalSplitterState = m_splitter->saveState();
    m_filtersBeforePresenting = filters();
    // The breakdown's title and reason state the threshold and the reason: the table keeps
    // what the room reads from afar; the test case too when there are several (the chat's heading
    // names the one there is).
    QList<int> kept{ResultsModel::MetricColumn, ResultsModel::ScoreColumn, ResultsModel::StatusColumn};
    if (m_hub->resultsModel()->testCaseFirstRows().size() > 1)
        kept.append(ResultsModel::TestCaseColumn);
    for (int column = 0; column < m_table->model()->columnCount(); ++column) {
        if (!kept.contains(column) && !m_table->isColumnHidden(column)) {
            m_table->setColumnHidden(column, true);
            m_columnsHiddenForPresenting.append(column);
        }
    }
    fitResultColumnTo(m_proxy->statusCounts(), m_proxy->outOfDateCount() > 0);
    m_splitter->setOrientation(Qt::Horizontal);
    m_presenterMovedSplitter = false;
    splitForPresenting();
}

void ResultsView::splitForPresenting()
{
    // The table takes what its columns need (and a little more for the test case names when it
    // shows them), but leaves the breakdown at least a third, and room for a title line and a
    // claim's words.
    const int width = m_splitter->width();
    const int charWidth = m_table->fontMetrics().averageCharWidth();
    const bool testCases = !m_table->isColumnHidden(ResultsModel::TestCaseColumn);
    const int wanted = m_fitter->narrowestWidth() + (testCases ? 8 * charWidth : 0);
    const int breakdownWanted = qMax(width / 3, BreakdownCharsWhilePresenting * charWidth);
    // Never narrower than its columns need (no column cut off) while the breakdown keeps a
    // few words a line.
    const int narrowest = m_fitter->narrowestWidth();
    const int tableWidth = qMin(qMax(qMin(wanted, width - breakdownWanted), narrowest),
                                width - m_breakdown->widthForTextOf(BreakdownItemLeastChars));
    m_splitter->setSizes({tableWidth, width - tableWidth});
    m_fitter->fit();
}

int ResultsView::tableHeightFor(int rows) const
{
    // Everything above and around the rows: counts, filters, header, frame, and the horizontal
    // scroll bar even while it is hidden, so that its showing up never hides a row.
    const QWidget *top = m_splitter->widget(0);
    const QScrollBar *scrollBar = m_table->horizontalScrollBar();
    const int around =
        top->height() - m_table->viewport()->height() + (scrollBar->isVisible() ? 0 : scrollBar->sizeHint().height());
    return around + rows * m_table->verticalHeader()->defaultSectionSize();
}

int ResultsView::heightForRows(int rows, int breakdown) const
{
    return tableHeightFor(rows) + m_splitter->handleWidth() + breakdown;
}

void ResultsView::keepTableRows(int rows)
{
    m_tableRows = rows;
    splitForRows();
}

void ResultsView::splitForRows()
{
    if (m_tableRows <= 0 || !m_normalSplitterState.isEmpty())
        return;
    const int room = m_splitter->height() - m_splitter->handleWidth();
    const int table = qMin(tableHeightFor(m_tableRows), room - m_breakdown->minimumSizeHint().height());
    m_splitter->setSizes({table, room - table});
}

QByteArray ResultsView::saveSplit() const
{
    return m_normalSplitterState.isEmpty() ? m_splitter->saveState() : m_normalSplitterState;
}

void ResultsView::restoreSplit(const QByteArray &split)
{
    if (m_splitter->restoreState(split))
        m_tableRows = 0;
}

void ResultsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The view may be a hidden tab when presenting starts, and the window may change size:
    // split again unless the presenter placed the handle.
    if (!m_normalSplitterState.isEmpty() && !m_presenterMovedSplitter)
        splitForPresenting();
    splitForRows();
}

void ResultsView::buildLabelActions()
{
    // Single keys while the table has the focus; the context menu (also Menu key or
    // Shift+F10) lists them with the row's current label.
    m_labelPass->setShortcut(QKeySequence(Qt::Key_P));
    m_labelFail->setShortcut(QKeySequence(Qt::Key_F));
    m_labelClear->setShortcuts({QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_Delete)});
    for (QAction *action : {m_labelPass, m_labelFail, m_labelClear}) {
        action->setShortcutContext(Qt::WidgetShortcut);
        m_table->addAction(action);
    }
    m_labelPass->setStatusTip(tr("Your verdict on the selected result: it should pass"));
    m_labelFail->setStatusTip(tr("Your verdict on the selected result: it should fail"));
    connect(m_labelPass, &QAction::triggered, this, [this] { requestLabel(true); });
    connect(m_labelFail, &QAction::triggered, this, [this] { requestLabel(false); });
    connect(m_labelClear, &QAction::triggered, this, [this] { requestLabel(std::nullopt); });
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_table->indexAt(at).isValid() ? m_table->indexAt(at) : m_table->currentIndex();
        if (!index.isValid() || !m_labelPass->isEnabled()) // no labelling while presenting
            return;
        m_table->setCurrentIndex(index);
        QMenu menu(this);
        menu.addActions({m_labelPass, m_labelFail, m_labelClear});
        const auto human = ResultsModel::Human(index.data(ResultsModel::HumanRole).toInt());
        m_labelClear->setEnabled(human != ResultsModel::Human::None);
        menu.exec(m_table->viewport()->mapToGlobal(at));
        m_labelClear->setEnabled(true);
    });
}

void ResultsView::requestLabel(std::optional<bool> pass)
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return;
    Q_EMIT humanLabelRequested(current.data(ResultsModel::CaseKeyRole).toString(),
                               current.data(ResultsModel::MetricIdRole).toString(), pass);
}

void ResultsView::fillColumnsMenu(QMenu *menu)
{
    menu->clear();
    ResultsModel *model = m_hub->resultsModel();
    const QStringList shown = model->metadataColumns();
    QStringList available = MetadataFields::paths(m_hub->testCases());
    for (const QString &path : shown) {
        if (!available.contains(path))
            available.append(path);
    }
    if (available.isEmpty()) {
        menu->addAction(tr("The test cases have no metadata"))->setEnabled(false);
        return;
    }
    for (const QString &path : std::as_const(available)) {
        QAction *action = menu->addAction(path);
        action->setCheckable(true);
        action->setChecked(shown.contains(path));
        connect(action, &QAction::toggled, this, [this, path](bool on) { showMetadataColumn(path, on); });
    }
}

void ResultsView::showMetadataColumn(const QString &path, bool shown)
{
    ResultsModel *model = m_hub->resultsModel();
    QStringList columns = model->metadataColumns();
    columns.removeAll(path);
    if (shown)
        columns.append(path);
    model->setMetadataColumns(columns);
}

void ResultsView::filterStatus(int status)
{
    m_statusFilter->setCurrentIndex(qMax(0, m_statusFilter->findData(status)));
}

void ResultsView::showOnly(const QString &metricId, std::optional<ResultsModel::Status> status,
                           std::optional<int> scoreBin)
{
    m_textFilter->clear();
    m_metricFilter->setCurrentIndex(qMax(0, m_metricFilter->findData(metricId)));
    filterStatus(status ? int(*status) : -1);
    if (scoreBin) {
        showScoreBin(scoreBin);
        m_proxy->setScoreBin(scoreBin);
        return;
    }
    const QSignalBlocker blockMinimum(m_minimum);
    const QSignalBlocker blockMaximum(m_maximum);
    m_minimum->setValue(0);
    m_maximum->setValue(1);
    showScoreBin(std::nullopt);
    m_proxy->setScoreRange(0, 1);
}

ResultsView::Filters ResultsView::filters() const
{
    return {m_textFilter->text(),
            m_metricFilter->currentData().toString(),
            m_statusFilter->currentData().toInt(),
            m_minimum->value(),
            m_maximum->value(),
            m_proxy->scoreBin()};
}

void ResultsView::restoreFilters(const Filters &filters)
{
    m_textFilter->setText(filters.text);
    m_metricFilter->setCurrentIndex(qMax(0, m_metricFilter->findData(filters.metricId)));
    filterStatus(filters.status);
    const QSignalBlocker blockMinimum(m_minimum);
    const QSignalBlocker blockMaximum(m_maximum);
    m_minimum->setValue(filters.minimum);
    m_maximum->setValue(filters.maximum);
    showScoreBin(filters.scoreBin);
    if (filters.scoreBin)
        m_proxy->setScoreBin(filters.scoreBin);
    else
        m_proxy->setScoreRange(filters.minimum, filters.maximum);
}

void ResultsView::showScoreBin(std::optional<int> bin)
{
    if (bin) {
        const QSignalBlocker blockMinimum(m_minimum);
        const QSignalBlocker blockMaximum(m_maximum);
        m_minimum->setValue(MetricSummary::binStart(*bin));
        m_maximum->setValue(MetricSummary::binEnd(*bin));
    }
    // A bin holds its lower bound, not its upper one (but the last holds 1.00).
    const bool upperExcluded = bin && *bin < MetricSummary::BinCount - 1;
    m_maximum->setPrefix(upperExcluded ? tr("< ") : QString());
}

bool ResultsView::showsRowsReadably() const
{
    // Two rows of the table and the breakdown; the details a verdict line and the first words of
    // the why (a claim's details fold to them).
    const std::pair<const QAbstractScrollArea *, int> panes[] = {
        {m_table, 2}, {m_breakdown->tree(), 2}, {m_breakdown->details(), 4}};
    for (const auto &[pane, leastLines] : panes) {
        const int height = pane->viewport()->height();
        // A pane the person closed up (its split at 0) is not squeezed: it is put away.
        if (pane->isVisible() && height > 0 && height < leastLines * pane->fontMetrics().lineSpacing())
            return false;
    }
    // Presenting, side by side: the table's columns whole beside a breakdown of a few words a line.
    const bool sideBySide = !m_normalSplitterState.isEmpty();
    return !sideBySide || !isVisible()
        || m_splitter->width() >= m_fitter->narrowestWidth() + m_breakdown->widthForTextOf(BreakdownItemLeastChars);
}

bool ResultsView::showsEveryRowWhole() const
{
    const int rows = m_table->model()->rowCount();
    if (!m_table->isVisible() || rows == 0)
        return true; // nothing to cut
    return m_table->rowViewportPosition(0) >= 0
        && m_table->rowViewportPosition(rows - 1) + m_table->rowHeight(rows - 1) <= m_table->viewport()->height();
}

void ResultsView::keepSelectionThroughFilter()
{
    m_filtering = false;
    const int row = m_hub->resultsModel()->rowOf(m_hub->currentTestCase(), m_hub->currentMetric());
    if (row < 0)
        return;
    const QModelIndex shown = m_proxy->mapFromSource(m_hub->resultsModel()->index(row, 0));
    const QScopedValueRollback keeping(m_filtering, true);
    if (!shown.isValid()) {
        m_table->selectionModel()->clear();
        return;
    }
    if (shown.row() != m_table->currentIndex().row() || !m_table->selectionModel()->isRowSelected(shown.row()))
        m_table->selectRow(shown.row());
    m_table->scrollTo(shown);
}

int ResultsView::hiddenSelectedRow() const
{
    const int row = m_hub->resultsModel()->rowOf(m_hub->currentTestCase(), m_hub->currentMetric());
    if (row < 0 || m_proxy->mapFromSource(m_hub->resultsModel()->index(row, 0)).isValid())
        return -1;
    return row;
}

void ResultsView::rowSelected()
{
    if (m_filtering)
        return; // the filter took the row away; the selected result stays what it was
    if (!m_choosingFirstRow)
        m_firstRowChosenForThem = false;
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return;
    m_hub->selectResult(current.data(ResultsModel::TestCaseIndexRole).toInt(),
                        current.data(ResultsModel::MetricIdRole).toString());
}

void ResultsView::followHub(int testCaseIndex, const QString &metricId)
{
    const int row = m_hub->resultsModel()->rowOf(testCaseIndex, metricId);
    if (row < 0)
        return;
    QModelIndex index = m_proxy->mapFromSource(m_hub->resultsModel()->index(row, 0));
    if (!index.isValid()) {
        // Chosen elsewhere (the walk, Label Next) but hidden by the filters: the breakdown shows
        // only what the table shows, so the filters go.
        showOnly(QString(), std::nullopt);
        index = m_proxy->mapFromSource(m_hub->resultsModel()->index(row, 0));
    }
    if (index.row() != m_table->currentIndex().row())
        m_table->selectRow(index.row());
}

void ResultsView::selectFirstRowIfNone()
{
    const QModelIndex current = m_table->currentIndex();
    if (m_proxy->rowCount() == 0 || (current.isValid() && (!m_firstRowChosenForThem || current.row() == 0))
        || hiddenSelectedRow() >= 0)
        return;
    // The table lost its current row (a reset, when a run drops many rows at once) while the
    // result the person was on is still there: back to it, not to the first row.
    if (!current.isValid() && !m_firstRowChosenForThem
        && m_hub->resultsModel()->rowOf(m_hub->currentTestCase(), m_hub->currentMetric()) >= 0) {
        followHub(m_hub->currentTestCase(), m_hub->currentMetric());
        return;
    }
    const QScopedValueRollback choosing(m_choosingFirstRow, true);
    m_table->selectRow(0);
    m_firstRowChosenForThem = true;
}

void ResultsView::fitResultColumnTo(const std::array<int, 6> &counts, bool outOfDate)
{
    // Presenting, as wide as the statuses shown need ("✓ Pass" takes less room than "✗ Fail · out
    // of date"), and the breakdown beside gets the rest; at the desk, room for any status.
    const bool presenting = !m_normalSplitterState.isEmpty();
    QStringList shown;
    for (int status = 0; status < int(counts.size()); ++status) {
        if (counts[status] > 0 || !presenting)
            shown.append(resultStatusText(ResultsModel::Status(status), outOfDate || !presenting));
    }
    m_fitter->setSample(ResultsModel::StatusColumn, ColumnFitter::longest(shown));
}

void ResultsView::fitHumanColumn(bool shownOrHidden)
{
    // The usual labels share one scope, which the title names ("Human (last answer)"): each
    // cell reads "✗ Fail ≠ judge" whole. Labels of several scopes name theirs in each cell
    // ("✓ Pass (last answer) ≠ judge"), which a narrow column cuts after the scope.
    const QList<int> &scopes = m_hub->resultsModel()->humanCellScopes();
    QStringList widest;
    QStringList leastToKeep;
    for (const int scope : scopes) {
        widest << humanLabelText(ResultsModel::Human::PassJudgeFails, scope)
               << humanLabelText(ResultsModel::Human::FailJudgePasses, scope);
        leastToKeep << humanLabelText(ResultsModel::Human::Pass, scope)
                    << humanLabelText(ResultsModel::Human::Fail, scope);
    }
    const bool oneScope = scopes == QList<int>{HumanLabel::WholeCase};
    m_fitter->setSample(ResultsModel::HumanColumn, ColumnFitter::longest(widest),
                        ColumnFitter::longest(oneScope ? widest : leastToKeep));
    if (shownOrHidden) // the other columns give it room, or take its room back
        m_fitter->fit();
}

void ResultsView::updateSummary()
{
    const ResultsModel *model = m_hub->resultsModel();
    // The Human column appears with the project's first label (P, F or the context menu set one).
    const bool humanWasHidden = m_table->isColumnHidden(ResultsModel::HumanColumn);
    m_table->setColumnHidden(ResultsModel::HumanColumn, model->humanLabels().isEmpty());
    fitHumanColumn(humanWasHidden != m_table->isColumnHidden(ResultsModel::HumanColumn));
    // Beside it, once a label rates one exchange: the score that label is compared with.
    m_table->setColumnHidden(ResultsModel::AsLabelledColumn, !model->hasExchangeLabels());
    // The flip rate appears with the results of a repeated evaluation (Run › Repeat Run…).
    m_table->setColumnHidden(ResultsModel::FlipRateColumn, !model->hasRepeats());
    if (model->rowCount() == 0) {
        m_summary->setText(tr("No results yet: run some metrics."));
        return;
    }
    // The counts are of the rows shown: each link keeps the filters and adds its status, so it
    // shows exactly the rows it counts. Rows the filters hide are said to be there.
    const int shown = m_proxy->rowCount();
    const bool hiding = shown < model->rowCount();
    const std::array<int, 6> counts = m_proxy->statusCounts();
    QString text = hiding ? tr("<b>%1 of %n result(s) shown</b>", nullptr, model->rowCount()).arg(shown)
                          : tr("<b>%n result(s)</b>", nullptr, model->rowCount());
    const auto part = [&](ResultsModel::Status status, const QString &words) {
        if (counts[int(status)] == 0)
            return;
        // A count is a link: clicking it shows only those results.
        text += QStringLiteral(" &nbsp;·&nbsp; <a href=\"%3\" style=\"color:%1; font-weight:bold\">%2</a>")
                    .arg(ResultPalette::textColor(ResultPalette::statusColor(status)).name(), words,
                         QString::number(int(status)));
    };
    fitResultColumnTo(counts, m_proxy->outOfDateCount() > 0);
    const int errors = counts[int(ResultsModel::Status::Error)];
    part(ResultsModel::Status::Pass, tr("✓ %n passed", nullptr, counts[int(ResultsModel::Status::Pass)]));
    part(ResultsModel::Status::Fail, tr("✗ %n failed", nullptr, counts[int(ResultsModel::Status::Fail)]));
    part(ResultsModel::Status::Error, tr("⚠ %n error(s)", nullptr, errors));
    part(ResultsModel::Status::Partial, tr("⚠ %n partial", nullptr, counts[int(ResultsModel::Status::Partial)]));
    part(ResultsModel::Status::Skipped, tr("⊘ %n skipped", nullptr, counts[int(ResultsModel::Status::Skipped)]));
    part(ResultsModel::Status::Running,
         tr("⟳ %n waiting for this run", nullptr, counts[int(ResultsModel::Status::Running)]));
    if (const int outOfDate = m_proxy->outOfDateCount(); outOfDate > 0)
        text += QStringLiteral(" &nbsp;·&nbsp; <span style=\"color:%1; font-weight:bold\">%2</span>")
                    .arg(ResultPalette::textColor(ResultPalette::outOfDateColor()).name(),
                         tr("⟳ %n out of date — press F5", nullptr, outOfDate));
    // The person's selection stays theirs: said in a few words (the name in the tooltip), rather
    // than another row chosen for them.
    QString hiddenName;
    if (const int hidden = hiddenSelectedRow(); hidden >= 0) {
        const QAbstractItemModel *source = m_hub->resultsModel();
        hiddenName = tr("The selected result, %1 · %2, is hidden by the filter")
                         .arg(source->index(hidden, ResultsModel::TestCaseColumn).data().toString(),
                              source->index(hidden, ResultsModel::MetricColumn).data().toString());
        text += QStringLiteral(" &nbsp;·&nbsp; <i>%1</i>").arg(tr("selected result hidden"));
    }
    m_summary->setToolTip(hiddenName);
    if (hiding)
        text += QStringLiteral(" &nbsp;·&nbsp; <a href=\"%1\">%2</a>").arg(ShowAllLink, tr("Show all"));
    m_summary->setText(text);
}

} // namespace claimscope
