#include "failingitemsfilter.h"

#include "breakdownmodel.h"

namespace claimscope {

namespace {

bool anyFailing(const QAbstractItemModel *model, const QModelIndex &parent)
{
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        if (isFailingVerdict(index.data(BreakdownModel::VerdictRole).toString()) || anyFailing(model, index))
            return true;
    }
    return false;
}

} // namespace

FailingItemsFilter::FailingItemsFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A failing item brings its window along, and its reason with it.
    setRecursiveFilteringEnabled(true);
    setAutoAcceptChildRows(true);
}

void FailingItemsFilter::setFailingOnly(bool failingOnly)
{
    m_failingOnly = failingOnly;
    invalidateRowsFilter();
}

bool FailingItemsFilter::sourceHasFailures() const
{
    return sourceModel() && anyFailing(sourceModel(), {});
}

bool FailingItemsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_failingOnly)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto type = BreakdownModel::NodeType(index.data(BreakdownModel::NodeTypeRole).toInt());
    return type == BreakdownModel::NodeType::Item
        && isFailingVerdict(index.data(BreakdownModel::VerdictRole).toString());
}

} // namespace claimscope
