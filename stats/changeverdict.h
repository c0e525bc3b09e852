#pragma once

#include "bootstrap.h"

#include <QString>

#include <optional>

namespace claimscope {

enum class ChangeVerdict { Better, Worse, NoDetectableChange };

// What is known about one figure's change between two runs over the same labelled cases.
struct ChangeEvidence {
    QString figure;                        // as shown: "κ", "accuracy"
    std::optional<double> delta;           // B − A
    std::optional<Interval> deltaInterval; // paired bootstrap interval of B − A
    int toward = 0;                        // cases B agrees with the person on and A did not
    int away = 0;                          // the reverse
    double mcnemarP = 1;                   // exact, on toward against away
    int humanPass = 0;                     // the labelled cases behind the figure, per class
    int humanFail = 0;
    double significance = 0.05;
};

// The plain verdict on a change and why, in a sentence a person reads.
struct ChangeJudgement {
    ChangeVerdict verdict = ChangeVerdict::NoDetectableChange;
    // The smallest change of the figure these cases can tell from noise: the paired interval's
    // half-width (see judgeChange); none without an interval.
    std::optional<double> detectable;
    QString explanation;
};

// Better (or worse) only when both tests agree: the paired interval of the change lies wholly
// above (below) zero and McNemar's p on the flipped cases is below the significance, with more
// cases flipping toward (away from) the person. Anything else is no detectable change; when no
// case flipped at all it says so, with no level of noise. Pure, any thread.
ChangeJudgement judgeChange(const ChangeEvidence &evidence);

// A p-value as every report prints it: "= 0.727" or "< 0.001".
QString pValueText(double p);
// "better", "worse", "no detectable change" (translated) and the JSON names "better", "worse",
// "no_detectable_change".
QString verdictText(ChangeVerdict verdict);
QString verdictId(ChangeVerdict verdict);

} // namespace claimscope
