#include "failurewalk.h"

#include "breakdownmodel.h"
#include "resultshub.h"
#include "turnlocator.h"

#include <algorithm>

namespace claimscope {

namespace {

bool isFailed(ResultsModel::Status status)
{
    return status == ResultsModel::Status::Fail || status == ResultsModel::Status::Partial;
}

// The window's failing items in the order the breakdown tree lists them: its items, then its
// truths (grouped at the end).
QList<int> failingItemsInTreeOrder(const BreakdownWindow &window)
{
    QList<int> items;
    QList<int> truths;
    for (int i = 0; i < window.items.size(); ++i) {
        if (!isFailingVerdict(window.items[i].verdict))
            continue;
        (window.items[i].kind == BreakdownItem::Kind::Truth ? truths : items).append(i);
    }
    return items + truths;
}

} // namespace

FailureWalk::FailureWalk(ResultsHub *hub, QObject *parent)
    : QObject(parent)
    , m_hub(hub)
{
    const ResultsModel *model = hub->resultsModel();
    connect(model, &QAbstractItemModel::modelReset, this, &FailureWalk::rebuild);
    connect(model, &QAbstractItemModel::rowsInserted, this, &FailureWalk::rebuild);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &FailureWalk::rebuild);
    connect(model, &QAbstractItemModel::dataChanged, this, &FailureWalk::rebuild);
    m_stops = stopsOf(*hub);
}

QList<FailureStop> FailureWalk::stopsOf(const ResultsHub &hub)
{
    const ResultsModel *model = hub.resultsModel();
    QList<FailureStop> stops;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (!isFailed(model->status(row)))
            continue;
        const MetricResult &result = model->result(row);
        FailureStop base;
        base.testCaseIndex = result.testCaseIndex;
        base.testCaseName = model->index(row, ResultsModel::TestCaseColumn).data().toString();
        base.metricId = result.metricId;
        base.metricName = model->index(row, ResultsModel::MetricColumn).data().toString();
        base.reason = result.isPartial() ? result.warning : result.reason;
        const qsizetype before = stops.size();
        for (int w = 0; w < result.windows.size(); ++w) {
            const BreakdownWindow &window = result.windows[w];
            for (int i : failingItemsInTreeOrder(window)) {
                const BreakdownItem &item = window.items[i];
                FailureStop stop = base;
                stop.window = w;
                stop.windowTitle = window.title;
                stop.item = i;
                stop.kind = item.kind;
                stop.text = item.text;
                stop.verdict = item.verdict;
                stop.reason = item.reason;
                stop.evidence = item.text;
                stop.turnIndex = TurnLocator::itemTurn(hub.testCase(result.testCaseIndex), window.turnIndices,
                                                       item.turnIndex, item.text);
                stops.append(stop);
            }
        }
        if (stops.size() == before)
            stops.append(base);
    }
    return stops;
}

const FailureStop *FailureWalk::current() const
{
    return m_position >= 0 && m_position < m_stops.size() ? &m_stops[m_position] : nullptr;
}

void FailureWalk::next()
{
    setPosition(qMin(m_position + 1, int(m_stops.size())));
}

void FailureWalk::previous()
{
    setPosition(qBound(0, m_position - 1, qMax(0, int(m_stops.size()) - 1)));
}

void FailureWalk::reset()
{
    setPosition(-1);
}

void FailureWalk::setPosition(int position)
{
    if (position == m_position)
        return;
    m_position = position;
    Q_EMIT changed();
}

void FailureWalk::rebuild()
{
    QList<FailureStop> stops = stopsOf(*m_hub);
    if (stops == m_stops)
        return;
    // Stay on the same claim of the same result when it is still a failure.
    int position = m_position;
    if (stops.isEmpty()) {
        position = -1;      // results cleared or all passing: a later walk starts afresh
    } else if (const FailureStop *shown = current()) {
        const auto same = [shown](const FailureStop &stop) {
            return stop.testCaseIndex == shown->testCaseIndex && stop.metricId == shown->metricId
                && stop.window == shown->window && stop.item == shown->item;
        };
        const auto found = std::find_if(stops.cbegin(), stops.cend(), same);
        position = found != stops.cend() ? int(found - stops.cbegin()) : qMin(position, int(stops.size()));
    } else if (isAtEnd()) {
        position = int(stops.size());
    }
    m_stops = std::move(stops);
    m_position = position;
    Q_EMIT changed();
}

} // namespace claimscope
