#include "metricsummary.h"

#include "metrics/registry.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace claimscope {

int MetricSummary::binOf(double score)
{
    return std::clamp(int(std::floor(score * BinCount)), 0, BinCount - 1);
}

QList<MetricSummary> MetricSummary::of(const ResultsModel &model)
{
    QHash<QString, MetricSummary> byMetric;
    QHash<QString, double> scoreSums;
    QHash<QString, int> scored;
    for (int row = 0; row < model.rowCount(); ++row) {
        const MetricResult &result = model.result(row);
        MetricSummary &summary = byMetric[result.metricId];
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
        scoreSums[result.metricId] += *result.score;
        ++scored[result.metricId];
        ++summary.perBin[int(status)][binOf(*result.score)];
    }

    QList<MetricSummary> summaries;
    for (const MetricInfo &info : MetricRegistry::all()) {
        const auto it = byMetric.constFind(info.id);
        if (it == byMetric.constEnd())
            continue;
        MetricSummary summary = *it;
        if (const int n = scored.value(info.id); n > 0)
            summary.mean = scoreSums.value(info.id) / n;
        summaries.append(summary);
    }
    return summaries;
}

} // namespace claimscope
