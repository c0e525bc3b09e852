#include "failurewalk.h"

#include "breakdownmodel.h"
#include "model/turnlocator.h"
#include "resultshub.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace claimscope {

namespace {

// The window of a result with the lowest score (an exchange of a TrustifAI metric, a window of a
// turn metric), null when none has a score and turns.
const BreakdownWindow *lowestWindow(const QList<BreakdownWindow> &windows)
{
    const BreakdownWindow *lowest = nullptr;
    for (const BreakdownWindow &window : windows) {
        if (!window.skipped && window.score && !window.turnIndices.isEmpty()
            && (!lowest || *window.score < *lowest->score))
            lowest = &window;
    }
    return lowest;
}

bool isFailed(ResultsModel::Status status)
{
    return status == ResultsModel::Status::Fail || status == ResultsModel::Status::Partial;
}

// Whether the walk looks at the row's items: results that failed, and those that pass unless
// only failed results are walked (errors, skipped and running results have no verdicts to show).
bool isWalked(ResultsModel::Status status, bool failedOnly)
{
    return isFailed(status) || (!failedOnly && status == ResultsModel::Status::Pass);
}

// How bad a row is, lower first: failed before passing, then the further below (or the less
// above) its threshold; a result without a score is the worst of its kind.
double badnessOf(const ResultsModel &model, int row)
{
    const MetricResult &result = model.result(row);
    const double margin = result.score ? std::clamp(*result.score - result.threshold, -1.0, 1.0) : -1.0;
    return (isFailed(model.status(row)) ? 0.0 : 10.0) + margin;
}

// The rows in walk order: by badness, ties in table order.
template<typename Badness> QList<int> rowsWorstFirst(int rows, Badness badness)
{
    QList<int> order(rows);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&badness](int a, int b) { return badness(a) < badness(b); });
    return order;
}

} // namespace

FailureWalk::FailureWalk(ResultsHub *hub, QObject *parent)
    : QObject(parent)
    , m_hub(hub)
{
    const ResultsModel *model = hub->resultsModel();
    // Only the rows that changed are read again: a run streams thousands of results in.
    connect(model, &QAbstractItemModel::modelReset, this, [this] { recomputeAll(); });
    connect(model, &QAbstractItemModel::layoutChanged, this, [this] { recomputeAll(); });
    connect(model, &QAbstractItemModel::rowsMoved, this, [this] { recomputeAll(); });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        for (int row = first; row <= last; ++row) {
            m_rowStops.insert(row, readRow(row));
            m_total += int(m_rowStops[row].stops.size());
        }
        rebuild();
    });
    connect(model, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex &, int first, int last) {
        for (int row = first; row <= last; ++row)
            m_total -= int(m_rowStops[row].stops.size());
        m_rowStops.remove(first, last - first + 1);
        rebuild();
    });
    connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                // The end of a run touches every row; most stay as they were.
                bool renamed = false;
                for (int row = topLeft.row(); row <= bottomRight.row() && row < m_rowStops.size(); ++row) {
                    if (m_rowStops[row].readsAs(*m_hub->resultsModel(), row))
                        continue;
                    const RowStops read = readRow(row);
                    // A renamed (or edited) test case keeps its stops, but the one shown reads
                    // differently.
                    renamed = renamed || read.testCaseName != m_rowStops[row].testCaseName
                        || read.outOfDate != m_rowStops[row].outOfDate;
                    m_total += int(read.stops.size()) - int(m_rowStops[row].stops.size());
                    m_rowStops[row] = read;
                }
                if (renamed)
                    m_current.reset();
                rebuild(renamed);
            });
    recomputeAll();
}

QList<FailureStop> FailureWalk::stopsOf(const ResultsHub &hub, bool failedOnly)
{
    const ResultsModel *model = hub.resultsModel();
    QList<FailureStop> stops;
    for (int row : rowsWorstFirst(model->rowCount(), [model](int row) { return badnessOf(*model, row); }))
        stops += stopsOfRow(hub, row, failedOnly);
    return stops;
}

QList<FailureStop> FailureWalk::stopsOfRow(const ResultsHub &hub, int row, bool failedOnly)
{
    const ResultsModel *model = hub.resultsModel();
    if (!isWalked(model->status(row), failedOnly))
        return {};
    const MetricResult result = model->wholeResult(row);
    FailureStop base;
    base.testCaseIndex = result.testCaseIndex;
    base.testCaseName = model->index(row, ResultsModel::TestCaseColumn).data().toString();
    base.outOfDate = model->outOfDate(row);
    base.metricId = result.metricId;
    base.metricName = model->index(row, ResultsModel::MetricColumn).data().toString();
    base.reason = result.isPartial() ? result.warning : result.reason;
    QList<FailureStop> stops;
    for (const FailingItemOnce &failing : failingItemsOnce(result.windows)) {
        const BreakdownWindow &window = result.windows[failing.window];
        const BreakdownItem &item = window.items[failing.item];
        FailureStop stop = base;
        stop.window = failing.window;
        stop.windows = failing.windows;
        stop.windowTitle = window.title;
        stop.item = failing.item;
        stop.kind = item.kind;
        stop.text = item.text;
        stop.verdict = item.verdict;
        stop.reason = item.reason;
        stop.evidence = item.text;
        // Found in the text the result was computed from, not in an edit made since.
        stop.turnIndex = TurnLocator::itemTurn(hub.computedCase(result.testCaseIndex, result.metricId),
                                               window.turnIndices, item.turnIndex, item.text);
        stops.append(stop);
    }
    if (stops.isEmpty() && isFailed(model->status(row))) {
        // Where the result went lowest: the room sees that exchange while its reason is read.
        if (const BreakdownWindow *worst = lowestWindow(result.windows)) {
            base.turnIndex = worst->turnIndices.last();
            base.windowTitle = worst->title;
            base.windowReason = worst->reason;
        }
        stops.append(base);
    }
    return stops;
}

bool FailureWalk::StopKey::sameStop(const StopKey &other) const
{
    return testCaseIndex == other.testCaseIndex && metricId == other.metricId && window == other.window
        && item == other.item;
}

bool FailureWalk::RowStops::readsAs(const ResultsModel &model, int row) const
{
    return model.revision(row) == revision && model.status(row) == status
        && model.index(row, ResultsModel::TestCaseColumn).data().toString() == testCaseName
        && model.outOfDate(row) == outOfDate;
}

FailureWalk::RowStops FailureWalk::readRow(int row) const
{
    // From the row's brief alone: thousands of rows change at the end of a run.
    const ResultsModel *model = m_hub->resultsModel();
    RowStops read{model->revision(row),   model->status(row),
                  badnessOf(*model, row), model->index(row, ResultsModel::TestCaseColumn).data().toString(),
                  model->outOfDate(row),  {}};
    if (!isWalked(read.status, m_failedOnly))
        return read;
    const MetricResult &brief = model->result(row);
    for (const PackedResult::ItemAt &at : model->failingItems(row))
        read.stops.append({brief.testCaseIndex, brief.metricId, at.window, at.item, read.revision});
    if (read.stops.isEmpty() && isFailed(read.status))
        read.stops.append({brief.testCaseIndex, brief.metricId, -1, -1, read.revision}); // the result as a whole
    return read;
}

const QList<FailureWalk::StopKey> &FailureWalk::keys() const
{
    if (m_flatDirty) {
        m_keys.clear();
        const auto badness = [this](int row) { return m_rowStops[row].badness; };
        for (int row : rowsWorstFirst(int(m_rowStops.size()), badness))
            m_keys += m_rowStops[row].stops;
        m_flatDirty = false;
    }
    return m_keys;
}

int FailureWalk::failedResultCount() const
{
    return int(std::count_if(m_rowStops.cbegin(), m_rowStops.cend(),
                             [](const RowStops &row) { return isFailed(row.status); }));
}

int FailureWalk::itemStopCount() const
{
    int items = 0;
    for (const RowStops &row : m_rowStops)
        items += int(
            std::count_if(row.stops.cbegin(), row.stops.cend(), [](const StopKey &stop) { return stop.item >= 0; }));
    return items;
}

QList<FailureStop> FailureWalk::stops() const
{
    return stopsOf(*m_hub, m_failedOnly);
}

void FailureWalk::setFailedResultsOnly(bool only)
{
    if (only == m_failedOnly)
        return;
    m_failedOnly = only;
    m_current.reset();
    recomputeAll();
}

const FailureStop *FailureWalk::current() const
{
    if (m_position < 0 || m_position >= count())
        return nullptr;
    const StopKey &key = keys()[m_position];
    if (m_current && key == m_currentKey)
        return &*m_current;
    m_currentKey = key;
    m_current.reset();
    const int row = m_hub->resultsModel()->rowOf(key.testCaseIndex, key.metricId);
    const QList<FailureStop> stops = row < 0 ? QList<FailureStop>() : stopsOfRow(*m_hub, row, m_failedOnly);
    for (const FailureStop &stop : stops) {
        if (stop.window == key.window && stop.item == key.item)
            m_current = stop;
    }
    return m_current ? &*m_current : nullptr;
}

void FailureWalk::next()
{
    setPosition(qMin(m_position + 1, count()));
}

void FailureWalk::previous()
{
    setPosition(qBound(0, m_position - 1, qMax(0, count() - 1)));
}

void FailureWalk::reset()
{
    setPosition(-1);
}

void FailureWalk::setPosition(int position)
{
    if (position == m_position)
        return;
    if (m_position < 0)
        keys(); // the walk starts: from now on the list follows every change at once
    m_position = position;
    Q_EMIT changed();
}

void FailureWalk::recomputeAll()
{
    m_rowStops.clear();
    m_total = 0;
    for (int row = 0; row < m_hub->resultsModel()->rowCount(); ++row) {
        m_rowStops.append(readRow(row));
        m_total += int(m_rowStops.last().stops.size());
    }
    rebuild();
}

void FailureWalk::rebuild(bool shownChanged)
{
    const int count = m_total;
    if (!isStarted()) {
        // Before the walk starts only the count is shown: the list is put together when asked.
        m_flatDirty = true;
        if (count != std::exchange(m_count, count))
            Q_EMIT changed();
        return;
    }
    const QList<StopKey> before = m_keys; // flat and current while the walk is on
    m_flatDirty = true;
    m_count = count;
    const QList<StopKey> &after = keys();
    if (after == before) {
        if (shownChanged)
            Q_EMIT changed();
        return;
    }
    // Stay on the same claim of the same result when it is still a failure.
    int position = m_position;
    if (after.isEmpty()) {
        position = -1; // results cleared or all passing: a later walk starts afresh
    } else if (m_position < before.size()) {
        const StopKey &shown = before[m_position];
        const auto same = [&shown](const StopKey &stop) { return stop.sameStop(shown); };
        const auto found = std::find_if(after.cbegin(), after.cend(), same);
        position = found != after.cend() ? int(found - after.cbegin()) : qMin(position, int(after.size()));
    } else {
        position = int(after.size()); // at the end it stays at the end
    }
    m_position = position;
    Q_EMIT changed();
}

} // namespace claimscope
