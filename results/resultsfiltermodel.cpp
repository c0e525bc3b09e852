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
    Q_EMIT filtersAboutToChange();
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

void ResultsFilterModel::setStatus(std::optional<ResultsModel::Status> status)
{
    m_status = status;
    Q_EMIT filtersAboutToChange();
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

void ResultsFilterModel::setScoreRange(double minimum, double maximum)
{
    m_minimum = minimum;
    m_maximum = maximum;
    m_bin.reset();
    Q_EMIT filtersAboutToChange();
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

void ResultsFilterModel::setScoreBin(std::optional<int> bin)
{
    m_bin = bin;
    Q_EMIT filtersAboutToChange();
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

void ResultsFilterModel::setText(const QString &text)
{
    m_text = TextFinder(text.trimmed());
    Q_EMIT filtersAboutToChange();
    invalidateRowsFilter();
    Q_EMIT filtersChanged();
}

bool ResultsFilterModel::isFiltering() const
{
    return !m_metric.isEmpty() || m_status || m_minimum > 0 || m_maximum < 1 || m_bin || !m_text.isEmpty();
}

const ResultsModel *ResultsFilterModel::results() const
{
    return static_cast<const ResultsModel *>(sourceModel());
}

bool ResultsFilterModel::letsEveryRowThrough() const
{
    return !sourceModel() || rowCount() == sourceModel()->rowCount();
}

std::array<int, 6> ResultsFilterModel::statusCounts() const
{
    if (letsEveryRowThrough())
        return sourceModel() ? results()->statusCounts() : std::array<int, 6>{};
    std::array<int, 6> counts{};
    for (int row = 0; row < rowCount(); ++row)
        ++counts[int(results()->status(mapToSource(index(row, 0)).row()))];
    return counts;
}

int ResultsFilterModel::outOfDateCount() const
{
    if (letsEveryRowThrough())
        return sourceModel() ? results()->outOfDateCount() : 0;
    int count = 0;
    for (int row = 0; row < rowCount(); ++row)
        count += results()->outOfDate(mapToSource(index(row, 0)).row()).isEmpty() ? 0 : 1;
    return count;
}

bool ResultsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const ResultsModel *results = this->results();
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
    const ResultsModel *results = this->results();
    const std::optional<double> a = results->sortNumber(left.row(), left.column());
    const std::optional<double> b = results->sortNumber(right.row(), right.column());
    return a && b ? *a < *b : QSortFilterProxyModel::lessThan(left, right);
}

} // namespace claimscope
