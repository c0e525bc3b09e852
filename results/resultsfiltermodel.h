#pragma once

#include "resultsmodel.h"
#include "textfinder.h"

#include <QSortFilterProxyModel>

#include <array>
#include <optional>

namespace claimscope {

// The results table's filters over ResultsModel: one metric, one result (pass, fail, error,
// running), a score range or histogram bin, and text in the test case's name or id, the metric,
// the reason or a metadata column shown; sorting as QSortFilterProxyModel does. QtCore only;
// UI thread.
class ResultsFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ResultsFilterModel(QObject *parent = nullptr);

    void setMetric(const QString &metricId); // empty: every metric
    void setStatus(std::optional<ResultsModel::Status> status);
    void setScoreRange(double minimum, double maximum); // results without a score never match a narrowed range
    // Only scores in one bin of the summary's histogram (MetricSummary::binOf decides, so the
    // table shows exactly the bar's count); none: back to the score range.
    void setScoreBin(std::optional<int> bin);
    std::optional<int> scoreBin() const { return m_bin; }
    void setText(const QString &text);
    std::optional<ResultsModel::Status> status() const { return m_status; }
    bool isFiltering() const;
    // How many of the rows it lets through have each status (indexed by int(Status)), and how
    // many of them are out of date: what a header over the filtered table counts.
    std::array<int, 6> statusCounts() const;
    int outOfDateCount() const;

Q_SIGNALS:
    // A filter is being set: the rows let through are about to change (a view keeps its current
    // row from following the rows that go).
    void filtersAboutToChange();
    // A filter was set: the rows let through may have changed.
    void filtersChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Numbers straight from the model: sorting 100,000 rows compares about two million pairs.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    const ResultsModel *results() const;
    bool letsEveryRowThrough() const;

    QString m_metric;
    std::optional<ResultsModel::Status> m_status;
    double m_minimum = 0;
    double m_maximum = 1;
    std::optional<int> m_bin;
    TextFinder m_text;
};

} // namespace claimscope
