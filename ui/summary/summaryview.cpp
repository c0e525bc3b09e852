#include "summaryview.h"

#include "metricsummarycard.h"
#include "results/metricsummary.h"
#include "results/resultshub.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace claimscope {

namespace {

constexpr int CardMinimumWidth = 440;

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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_scroll, 1);

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
                  .arg(tr("%n test case(s)", nullptr, testCases), tr("%n metric(s)", nullptr, int(summaries.size()))));
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
    }
    arrange();
}

void SummaryView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
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

void SummaryView::arrange()
{
    const int columns = width() >= 2 * CardMinimumWidth ? 2 : 1;
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (const QString &metricId : std::as_const(m_order))
        m_grid->removeWidget(m_cards.value(metricId));
    for (int i = 0; i < m_order.size(); ++i)
        m_grid->addWidget(m_cards.value(m_order[i]), i / columns, i % columns);
    m_grid->setRowStretch(int((m_order.size() + columns - 1) / columns), 1);
}

} // namespace claimscope
