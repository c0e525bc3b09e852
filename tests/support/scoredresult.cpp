#include "scoredresult.h"

namespace claimscope {

MetricResult scoredResult(const QString &testCase, const QString &metric, std::optional<double> score, double threshold)
{
    MetricResult result;
    result.testCaseName = testCase;
    result.metricId = metric;
    result.score = score;
    result.threshold = threshold;
    result.success = passes(score, threshold);
    if (!score)
        result.error = QStringLiteral("judge failed");
    return result;
}

} // namespace claimscope
