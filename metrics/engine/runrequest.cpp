#include "runrequest.h"

#include <algorithm>

namespace claimscope {

void RunRequest::addMetric(const QString &metricId, const QJsonObject &configured)
{
    metrics.append(metricId);
    params.insert(metricId, configured);
}

void RunRequest::addExchangeLabels(const HumanLabels &labels)
{
    for (const QString &metric : labels.metrics()) {
        if (!metrics.contains(metric))
            continue;
        for (int position = 0; position < testCases.size(); ++position) {
            const QString name =
                HumanLabels::caseName(testCases[position].name, testCaseIndices.value(position, position));
            if (const std::optional<HumanLabel> label = labels.find(name, metric); label && label->ratesExchange())
                exchangeLabels[metric].insert(position, label->exchange);
        }
    }
}

qint64 RunProgress::remainingMs() const
{
    if (metricsDone <= 0 || metricsTotal <= 0)
        return -1;
    // What is done so far took until the end of the announced wait: the rate it sets is the
    // run's rate while the judge limits it.
    const qint64 paceTime = std::max(elapsedMs, judgeWaitUntilMs);
    return paceTime * metricsTotal / metricsDone - elapsedMs;
}

} // namespace claimscope
