#pragma once

#include "metricresult.h"

#include <QJsonArray>
#include <QJsonObject>

namespace claimscope {

// MetricResult → the JSON of INTERFACES.md §3 (`--format json`, exports). Pure, any thread.
QJsonObject resultToJson(const MetricResult &result);
QJsonObject breakdownToJson(const BreakdownWindow &window);

// Totals over results: counts, passes, failures, errors, calls, tokens and cost.
QJsonObject summaryToJson(const QList<MetricResult> &results);

} // namespace claimscope
