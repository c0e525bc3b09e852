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

// Totals over results as they come, so a stream of results needs no list of them: counts,
// passes, failures, errors, calls, tokens and cost.
struct ResultTally {
    int results = 0;
    int passed = 0;
    int failed = 0;
    int errors = 0;
    int partial = 0; // also counted as failed: a partial score never passes
    int skipped = 0; // the metric does not apply: neither passed, failed nor an error
    int inputErrors = 0;
    CallStats calls;

    void add(const MetricResult &result);
    QJsonObject toJson() const;
};

// The tally of a list of results, as JSON.
QJsonObject summaryToJson(const QList<MetricResult> &results);

} // namespace claimscope
