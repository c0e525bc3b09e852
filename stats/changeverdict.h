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
    double significance = 0.05;            // the interval's level is 1 − significance
};

// The plain verdict on a change and why, in sentences a person reads.
struct ChangeJudgement {
    ChangeVerdict verdict = ChangeVerdict::NoDetectableChange;
    // The smallest change of the figure these cases can tell from noise: the paired interval's
    // half-width (see judgeChange); none without an interval.
    std::optional<double> detectable;
    // Why, without the figures: "Δκ's 95 % interval lies above 0".
    QString reason;
    // The reason with the change and its interval (each printed once), then the flips:
    // "Δκ +0.114 (95 % interval +0.036 to +0.208) lies above 0. 9 case(s) now agree with the
    // person, 2 no longer do (McNemar p = 0.065)."
    QString explanation;
    // One plain sentence when McNemar's test on the flips reads otherwise than the verdict (see
    // readingsDisagreement); empty when they agree. Also the explanation's last sentence.
    QString readingsNote;
};

// One test decides, on the one figure the verdict names: better when the paired interval of its
// change lies wholly above zero, worse when wholly below, else no detectable change (with the
// smallest change these cases could detect). McNemar's exact test on the flipped cases is a test
// of another figure (accuracy: only the balance of flips moves it), so it is reported beside the
// verdict and never overrides it. When no case flipped at all it says so, with no level of
// noise. Pure, any thread.
ChangeJudgement judgeChange(const ChangeEvidence &evidence);

// One sentence when the flips' test and the interval that decides read differently: a verdict
// better (worse) whose flips are not significant at the evidence's level, or lean the other way;
// no detectable change beside significant flips. Empty when both readings agree, or when there
// is no interval to decide. Shared by the window, the CLI text and the JSON.
QString readingsDisagreement(const ChangeEvidence &evidence, ChangeVerdict verdict);

// A p-value as every report prints it: "= 0.727" or "< 0.001".
QString pValueText(double p);
// "better", "worse", "no detectable change" (translated) and the JSON names "better", "worse",
// "no_detectable_change".
QString verdictText(ChangeVerdict verdict);
QString verdictId(ChangeVerdict verdict);

} // namespace claimscope
