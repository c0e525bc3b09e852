#include "metricsummary.h"

#include "metrics/registry.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace claimscope {

int MetricSummary::binOf(double score)
{
    return std::clamp(int(std::floor(score * BinCount)), 0, BinCount - 1);
}

int MetricSummary::scored() const
{
    int scored = 0;
    for (const auto &bins : perBin)
        scored = std::accumulate(bins.begin(), bins.end(), scored);
    return scored;
}

QList<MetricSummary> MetricSummary::of(const ResultsModel &model)
{
    // By the metric's place in the catalogue: a large run has 100,000 rows and a dozen metrics.
    const QList<MetricInfo> &catalogue = MetricRegistry::all();
    QList<MetricSummary> byMetric(catalogue.size());
    QList<double> scoreSums(catalogue.size());
    QList<int> scored(catalogue.size());
    for (int row = 0; row < model.rowCount(); ++row) {
        const int rank = model.metricRank(row);
        if (rank >= catalogue.size())
            continue; // not a metric of this version
        const MetricResult &result = model.result(row);
        MetricSummary &summary = byMetric[rank];
        if (summary.results == 0) {
            summary.metricId = result.metricId;
            summary.threshold = result.threshold;
        } else if (summary.threshold && *summary.threshold != result.threshold) {
            summary.threshold.reset();
        }
        ++summary.results;
        const ResultsModel::Status status = model.status(row);
        ++summary.byStatus[int(status)];
        if (!result.score || status == ResultsModel::Status::Error || status == ResultsModel::Status::Skipped)
            continue;
        scoreSums[rank] += *result.score;
        ++scored[rank];
        ++summary.perBin[int(status)][binOf(*result.score)];
    }

    QList<MetricSummary> summaries;
    for (qsizetype rank = 0; rank < catalogue.size(); ++rank) {
        MetricSummary &summary = byMetric[rank];
        if (summary.results == 0)
            continue;
        if (scored[rank] > 0)
            summary.mean = scoreSums[rank] / scored[rank];
        summaries.append(summary);
    }
    return summaries;
}

} // namespace claimscope
