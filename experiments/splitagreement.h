#pragma once

#include "agreement.h"
#include "labelsplit.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace claimscope {

struct MetricResult;
class HumanLabels;

// One metric's agreement with the person on each part of its labelled cases (the tuning part,
// the held-out part, all of them), and the threshold suggested on the tuning part with its
// figures on the held-out part: a threshold fit and judged on the same cases always looks good.
// Pure, any thread.
struct SplitAgreement {
    Agreement tuning;
    Agreement heldOut;
    Agreement all;
    std::optional<double> suggestedThreshold;    // fit on the tuning part
    std::optional<Agreement> heldOutAtSuggested; // the held-out part at that threshold
    // The paired 95 % bootstrap interval, over the held-out cases, of the weighed figure (κ, or
    // accuracy where κ is undefined) at the suggested threshold minus at the current one.
    std::optional<Interval> suggestionGainInterval;

    // Whether the suggested threshold agrees better with the person than the current one on the
    // held-out part, beyond noise: by κ, by accuracy where κ is undefined at either. Better only
    // when the paired interval of the gain lies above 0; without an interval, only when the gain
    // shows at the printed precision (three decimals) and accuracy does not fall. None without a
    // suggestion, without held-out cases, or when the suggestion is the current threshold.
    std::optional<bool> suggestionBeatsCurrent() const;
    // The two held-out figures side by side in a sentence: "On the 200 held-out case(s) the fit
    // 0.63 does better than the current 0.50: κ 0.44 vs 0.41 (Δ +0.03, 95 % interval +0.01 to
    // +0.05)." or "Keep 0.50: the fit 0.63 does worse on the 200 held-out case(s): κ 0.41 vs
    // 0.44." or "Keep 0.50: on the 200 held-out case(s) the fit 0.55 is no better beyond noise:
    // …"; empty when suggestionBeatsCurrent is.
    QString suggestionVerdictText() const;
    // The part's agreement; none: all.
    const Agreement &of(std::optional<LabelSplit::Part> part) const;
    // Over these labelled scores (each naming its test case) at `threshold`.
    static SplitAgreement compute(const QList<LabelledScore> &scores, double threshold, const LabelSplit &split);
};

QMap<QString, SplitAgreement> splitAgreementByMetric(const QList<MetricResult> &results, const HumanLabels &labels,
                                                     const LabelSplit &split);
// {"tuning": agreement, "held_out": …, "all": …, "suggested_threshold", "held_out_at_suggested"}
QJsonObject splitAgreementToJson(const SplitAgreement &agreement);

// "tuning", "held-out", "all" (none) as the command line names the parts.
QString splitPartName(std::optional<LabelSplit::Part> part);
// The part a name stands for: false when the name is none of the three.
bool splitPartFromName(const QString &name, std::optional<LabelSplit::Part> *part);

} // namespace claimscope
