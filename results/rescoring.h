#pragma once

#include "model/metricresult.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace claimscope {

// A finished result re-decided for new params without asking the judge.
struct Rescored {
    MetricResult result;
    // false when strict mode was switched off on a result computed in strict mode (outside the
    // TrustifAI metrics, which keep their raw score): the unstrict score needs a new run.
    bool exact = true;
};

// Applies `params` (every param resolved, defaults filled in) to a result of that metric:
// threshold (1 in strict mode), strict mode on the score (per window where the metric's
// MetricInfo says so), success, and for metrics with threshold labels the label from
// label_high / label_mid on details.raw_score — a label that is none of the three ("Empty Context",
// "Acceptable") is an override and kept. Errored results only take the new threshold. A repeated
// result's repetitions are decided again at the threshold; strict mode switched on one needs a
// new run (exact = false). Pure.
Rescored rescoreResult(const MetricResult &result, const QJsonObject &params);

} // namespace claimscope
