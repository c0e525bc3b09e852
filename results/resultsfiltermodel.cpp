#include "resultsfiltermodel.h"

#include "metricsummary.h"

namespace claimscope {

ResultsFilterModel::ResultsFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ResultsModel::SortRole);
}

void ResultsFilterModel::setMetric(const QString &metricId)
{
    m_metric = metricId;
    invalidateRowsFilter();
}

void ResultsFilterModel::setStatus(std::optional<ResultsModel::Status> status)
{
    m_status = status;
    invalidateRowsFilter();
}

void ResultsFilterModel::setScoreRange(double minimum, double maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
    m_bin.reset();
    invalidateRowsFilter();
}

void ResultsFilterModel::setScoreBin(std::optional<int> bin)
{
    m_bin = bin;
    invalidateRowsFilter();
}

void ResultsFilterModel::setText(const QString &text)
{
    m_text = TextFinder(text.trimmed());
    invalidateRowsFilter();
}

bool ResultsFilterModel::isFiltering() const
{
    return !m_metric.isEmpty() || m_status || m_minimum > 0 || m_maximum < 1 || m_bin || !m_text.isEmpty();
}

bool ResultsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto *results = static_cast<const ResultsModel *>(sourceModel());
    const MetricResult &result = results->result(sourceRow);
    if (!m_metric.isEmpty() && result.metricId != m_metric)
        return false;
    if (m_status && results->status(sourceRow) != *m_status)
        return false;
    if (m_bin) {
        if (!result.score || result.hasError() || MetricSummary::binOf(*result.score) != *m_bin)
            return false;
    } else if (m_minimum > 0 || m_maximum < 1) {
        if (!result.score || *result.score < m_minimum - 1e-12 || *result.score > m_maximum + 1e-12)
            return false;
    }
    if (m_text.isEmpty())
        return true;
    return results->containsText(sourceRow, m_text);
}

bool ResultsFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *results = static_cast<const ResultsModel *>(sourceModel());
    const std::optional<double> a = results->sortNumber(left.row(), left.column());
    const std::optional<double> b = results->sortNumber(right.row(), right.column());
    return a && b ? *a < *b : QSortFilterProxyModel::lessThan(left, right);
}

} // namespace claimscope
