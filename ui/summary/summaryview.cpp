#include "summaryview.h"

#include "results/metriccounts.h"

#include "metricsummarycard.h"
#include "results/metricsummary.h"
#include "results/resultshub.h"

#include <QGridLayout>
#include <QLabel>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace claimscope {

namespace {

constexpr int CardLeastChars = 40; // the histogram's legend and score axis read whole

} // namespace

SummaryView::SummaryView(ResultsHub *hub, QWidget *parent)
    : QWidget(parent)
    , m_hub(hub)
    , m_heading(new QLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_cardsHost(new QWidget(this))
    , m_grid(new QGridLayout(m_cardsHost))
{
    m_heading->setWordWrap(true);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_cardsHost);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the cards reflow instead
    m_scroll->viewport()->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_scroll, 1);
    // The row a person paged or scrolled to stays the top one through a zoom and Ctrl+0.
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (m_arranging || m_columns == 0 || m_order.isEmpty())
            return;
        const int pitch = m_cards.value(m_order.first())->height() + m_grid->verticalSpacing();
        m_topCard = qMin((value + pitch / 2) / pitch * m_columns, int(m_order.size()) - 1);
    });

    m_throttle = new RefreshThrottle(this, 150, [this] { refresh(); });
    const ResultsModel *model = hub->resultsModel();
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, m_throttle, &RefreshThrottle::schedule);
    connect(model, &QAbstractItemModel::modelReset, m_throttle, &RefreshThrottle::schedule);
    connect(model, &QAbstractItemModel::dataChanged, m_throttle, &RefreshThrottle::schedule);
    refresh();
}

void SummaryView::refresh()
{
    m_throttle->done();
    const ResultsModel *model = m_hub->resultsModel();
    const QList<MetricSummary> summaries = MetricSummary::of(*model);
    const int testCases = int(model->testCaseFirstRows().size());
    m_heading->setText(
        summaries.isEmpty()
            ? tr("No results yet: run some metrics (F5) to see every metric's pass rate and score distribution here.")
            : tr("%1 × %2. Click a count or a bar to see those results.")
                  .arg(tr("%n test case(s)", nullptr, testCases), metricCountText(int(summaries.size()))));
    // Figures from results an edit has left behind say so where they are read.
    if (const int outOfDate = model->outOfDateCount(); outOfDate > 0) {
        m_heading->setText(m_heading->text() + QLatin1Char('\n')
                           + tr("⟳ %n result(s) out of date — press F5 (%1). The figures below are from the last run.",
                                nullptr, outOfDate)
                                 .arg(model->outOfDateReasons().join(QStringLiteral("; "))));
    }

    QStringList order;
    for (const MetricSummary &summary : summaries) {
        order.append(summary.metricId);
        MetricSummaryCard *&card = m_cards[summary.metricId];
        if (!card) {
            card = new MetricSummaryCard(summary.metricId, m_cardsHost);
            connect(card, &MetricSummaryCard::showResults, this, &SummaryView::showResults);
            card->show(); // made while the summary is a tab behind another, it would stay hidden
        }
        card->setSummary(summary);
    }
    for (auto it = m_cards.begin(); it != m_cards.end();) {
        if (order.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_cards.erase(it);
    }
    if (order != m_order) {
        m_order = order;
        m_columns = 0; // re-place every card
        m_topCard = 0;
    }
    arrange();
}

void SummaryView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A zoom changes the cards' least sizes: laid out again once their type has changed.
    if (event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(this, &SummaryView::arrange, Qt::QueuedConnection);
}

bool SummaryView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

void SummaryView::setPresenting(bool presenting)
{
    if (presenting) {
        m_topCardAtDesk = m_topCard;
        m_topCard = 0;
    } else {
        m_topCard = m_topCardAtDesk;
    }
    arrange();
}

bool SummaryView::showNextCards()
{
    QScrollBar *bar = m_scroll->verticalScrollBar();
    const int bottom = bar->value() + m_scroll->viewport()->height();
    // The topmost card cut off below: its row's top at the top (cards are placed in rows).
    int top = -1;
    for (const MetricSummaryCard *card : std::as_const(m_cards)) {
        if (card->geometry().bottom() >= bottom && (top < 0 || card->y() < top))
            top = card->y();
    }
    if (top < 0)
        return false;
    const int before = bar->value();
    bar->setValue(top - m_grid->verticalSpacing());
    return bar->value() != before;
}

bool SummaryView::showPreviousCards()
{
    QScrollBar *bar = m_scroll->verticalScrollBar();
    // The lowest card cut off above: its row's bottom at the bottom, or its top when taller.
    const MetricSummaryCard *above = nullptr;
    for (const MetricSummaryCard *card : std::as_const(m_cards)) {
        if (card->y() < bar->value() && (!above || card->y() > above->y()))
            above = card;
    }
    if (!above)
        return false;
    const int height = m_scroll->viewport()->height();
    const int before = bar->value();
    bar->setValue(above->height() > height ? above->y()
                                           : above->geometry().bottom() + m_grid->verticalSpacing() - height + 1);
    return bar->value() != before;
}

bool SummaryView::showsCardsWhole()
{
    if (m_order.isEmpty() || !isVisible())
        return true; // nothing to cut
    arrange();       // in the type shown now (its own re-arrangement is queued)
    const QMargins margins = m_grid->contentsMargins();
    return m_leastWidth <= m_scroll->viewport()->width() - margins.left() - margins.right()
        && m_leastHeight + 2 * m_grid->verticalSpacing() <= m_scroll->viewport()->height();
}

void SummaryView::arrange()
{
    if (m_order.isEmpty())
        return;
    const QScopedValueRollback arranging(m_arranging, true);
    // As many columns as cards of a least width (in the type shown: its histogram's axis and the
    // words of its title read) fit.
    int leastWidth = CardLeastChars * fontMetrics().averageCharWidth();
    for (const MetricSummaryCard *card : std::as_const(m_cards))
        leastWidth = qMax(leastWidth, card->minimumSizeHint().width());
    m_leastWidth = leastWidth;
    const QMargins margins = m_grid->contentsMargins();
    const int width = m_scroll->viewport()->width() - margins.left() - margins.right();
    const int spacing = m_grid->horizontalSpacing();
    const int columns = std::clamp((width + spacing) / (leastWidth + spacing), 1, int(m_order.size()));
    const int cardWidth = (width + spacing) / columns - spacing;
    // The cards of a row give their titles and counts the row's tallest, so the charts of a row
    // start level; the least height is that of the tallest row.
    int leastHeight = 1;
    for (int first = 0; first < m_order.size(); first += columns) {
        MetricSummaryCard::TextHeights row;
        int rowLeast = 0;
        const QStringList inRow = m_order.mid(first, columns);
        for (const QString &metricId : inRow) {
            MetricSummaryCard *card = m_cards.value(metricId);
            // Measured without the heights of the last arrangement: a label's height for a width
            // is never less than its least height, which kept a zoom's taller rows after Ctrl+0.
            card->setTextHeights({});
            const MetricSummaryCard::TextHeights text = card->textHeights(cardWidth);
            row = {qMax(row.title, text.title), qMax(row.counts, text.counts)};
            rowLeast = qMax(rowLeast, card->leastHeight(cardWidth) - text.title - text.counts);
        }
        for (const QString &metricId : inRow)
            m_cards.value(metricId)->setTextHeights(row);
        leastHeight = qMax(leastHeight, rowLeast + row.title + row.counts);
    }
    m_leastHeight = leastHeight;
    if (columns != m_columns) {
        m_columns = columns;
        for (const QString &metricId : std::as_const(m_order))
            m_grid->removeWidget(m_cards.value(metricId));
        for (int i = 0; i < m_order.size(); ++i)
            m_grid->addWidget(m_cards.value(m_order[i]), i / columns, i % columns);
    }
    // Rows as high as fits a whole number of them on the screen (the presenter's keys page by
    // rows): never a row cut in half at the bottom.
    // Each row with the spacing above it takes a whole share of the screen, so the next row
    // starts just below it, at the top as well as after the presenter's keys paged down.
    const int rows = int((m_order.size() + columns - 1) / columns);
    const int rowSpacing = m_grid->verticalSpacing();
    m_grid->setContentsMargins(margins.left(), rowSpacing, margins.right(), rowSpacing);
    const int height = m_scroll->viewport()->height();
    const int perScreen = std::clamp(height / (leastHeight + rowSpacing), 1, rows);
    const int rowHeight = qMax(leastHeight, height / perScreen - rowSpacing);
    for (MetricSummaryCard *card : std::as_const(m_cards))
        card->setFixedHeight(rowHeight);
    for (int row = 0; row < m_grid->rowCount(); ++row) // also the rows of a zoom's fewer columns
        m_grid->setRowStretch(row, 0);
    m_grid->setRowStretch(rows, 1); // the rows keep to the top
    // Columns of one width, whatever the cards' texts would like (those hints differ after a
    // zoom, and Ctrl+0 gave the columns other widths than before it).
    for (int column = 0; column < m_grid->columnCount(); ++column)
        m_grid->setColumnStretch(column, column < columns ? 1 : 0);
    // Placed at once (the scroll area would follow at its next layout pass): the slide is
    // never painted with the rows of the old height.
    m_grid->activate();
    // As wide as the slide (the cards reflow, never scroll sideways): a zoom's wider cards had
    // kept the host wider than the slide after Ctrl+0, the cards cut at its right edge.
    m_cardsHost->resize(m_scroll->viewport()->width(),
                        qMax(m_scroll->viewport()->height(), m_cardsHost->minimumSizeHint().height()));
    // Scrolled to the top of the row that was at the top, whatever the rows were before (a zoom,
    // Ctrl+0, a resize): whole rows on screen, none cut at the top or the bottom, and back at the
    // normal size the same rows as before the zoom.
    QScrollBar *bar = m_scroll->verticalScrollBar();
    const int pitch = rowHeight + rowSpacing;
    bar->setValue(qMin(m_topCard / columns, bar->maximum() / pitch) * pitch);
}

} // namespace claimscope
