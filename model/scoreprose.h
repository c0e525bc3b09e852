#pragma once

#include "metricresult.h"

#include <QString>

namespace claimscope {

// A score in words must stay on its own side of the threshold: reasons quote the score as the
// judge was given it ("%.2f", METRICS.md), and 0.946 quoted as "0.95" would read as passing a
// threshold of 0.95. Pure functions, any thread.

// `score` with at least `decimals` decimals, and more where fewer would round it across
// `threshold` (0.946 against 0.95: "0.946").
QString scoreTextAgainst(double score, double threshold, int decimals = 2);

// Rewrites the scores `result.reason` quotes in a rounding that lands on the other side of the
// threshold, with enough decimals to stay on the score's own side. Where a window's score reads
// the same, only the first mention is the final score's and is rewritten.
void clarifyQuotedScore(MetricResult &result);

// A pass rate (0 … 1) as every view and report writes it: a whole percentage ("83 %"), with one
// decimal where a whole one would read as all or none passing when not all or none did ("99.6 %").
QString passRateText(double rate);
// The change of a pass rate in percentage points, signed ("+17 pp", "−4 pp", "0 pp").
QString passRateDeltaText(double delta);
// A threshold as the Agreement dock, the status bar and the reports show it: two decimals, more
// only when needed ("0.50", "0.625").
QString thresholdText(double threshold);

} // namespace claimscope
