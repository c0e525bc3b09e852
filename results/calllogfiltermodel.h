#pragma once

#include <QSortFilterProxyModel>
#include <QString>

namespace claimscope {

// Filters a CallLogModel by status ("ok", "cached", "repaired", "error") and metric id, and sorts
// it by its SortRole. Either filter empty means "all". UI thread.
class CallLogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CallLogFilterModel(QObject *parent = nullptr);

    void setStatusFilter(const QString &status);
    void setMetricFilter(const QString &metricId);
    QString statusFilter() const { return m_status; }
    QString metricFilter() const { return m_metric; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_status;
    QString m_metric;
};

} // namespace claimscope
