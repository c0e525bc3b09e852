#pragma once

#include "metricresult.h"
#include "metrics/trustifai/trustunits.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace claimscope {

// The three threshold labels of a TrustifAI metric (METRICS.md §7), high to low, in the same
// translated text the metric writes into its results; none for the other metrics.
std::optional<LabelNames> trustLabels(const QString &metricId);

// A finished result re-decided for new params without asking the judge.
struct Rescored {
    MetricResult result;
    // false when strict mode was switched off on a result computed in strict mode (outside the
    // TrustifAI metrics, which keep their raw score): the unstrict score needs a new run.
    bool exact = true;
};

// Applies `params` (every param resolved, defaults filled in) to a result of that metric:
// threshold (1 in strict mode), strict mode on the score (per window for turn_faithfulness and
// turn_contextual_relevancy), success, and for TrustifAI metrics the label from label_high /
// label_mid on details.raw_score — a label that is none of the three ("Empty Context",
// "Acceptable") is an override and kept. Errored results only take the new threshold. Pure.
Rescored rescoreResult(const MetricResult &result, const QJsonObject &params);

} // namespace claimscope
