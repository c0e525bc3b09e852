#pragma once

#include "metricresult.h"

#include <QJsonArray>
#include <QJsonObject>

namespace claimscope {

// MetricResult → the JSON of INTERFACES.md §3 (`--format json`, exports). Pure, any thread.
QJsonObject resultToJson(const MetricResult &result);
QJsonObject breakdownToJson(const BreakdownWindow &window);

// The inverse, for results kept in a run store: everything resultToJson writes. The test case's
// index and the error's kind are not in that JSON; the caller sets them.
MetricResult resultFromJson(const QJsonObject &json);

// Totals over results: counts, passes, failures, errors, calls, tokens and cost.
QJsonObject summaryToJson(const QList<MetricResult> &results);

} // namespace claimscope
