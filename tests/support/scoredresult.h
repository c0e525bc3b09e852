#pragma once

#include "model/metricresult.h"

#include <optional>

namespace claimscope {

// A result of `metric` for `testCase` as a run would give it: `score` against `threshold`, or
// a judge error when there is no score. For tests that build runs by hand. Any thread.
MetricResult scoredResult(const QString &testCase, const QString &metric, std::optional<double> score,
                          double threshold = 0.5);

} // namespace claimscope
