#pragma once

#include <QString>

namespace claimscope {

// How many metrics and results there are, said one way in every view (the Metrics dock, the
// Summary, the status bar, the Runs dock). One rule: a metric counts once, by its id; "metric"
// is never used for a result (one metric on one test case), which is a "result".

// "3 metrics".
QString metricCountText(int metrics);
// The Metrics dock: "2 of 11 metrics enabled".
QString enabledMetricsText(int enabled, int metrics);
// A run's progress: "2,849 of 4,158 results".
QString resultsProgressText(int done, int total);

} // namespace claimscope
