#include "calllogfiltermodel.h"

#include "calllogmodel.h"

namespace claimscope {

CallLogFilterModel::CallLogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CallLogModel::SortRole);
}

void CallLogFilterModel::setStatusFilter(const QString &status)
{
    if (status == m_status)
        return;
    m_status = status;
    invalidateFilter();
}

void CallLogFilterModel::setMetricFilter(const QString &metricId)
{
    if (metricId == m_metric)
        return;
    m_metric = metricId;
    invalidateFilter();
}

bool CallLogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_status.isEmpty() && index.data(CallLogModel::StatusRole).toString() != m_status)
        return false;
    return m_metric.isEmpty() || index.data(CallLogModel::MetricIdRole).toString() == m_metric;
}

} // namespace claimscope
