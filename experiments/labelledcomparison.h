#pragma once

#include "labelsplit.h"
#include "model/humanlabels.h"
#include "model/metricresult.h"
#include "runcomparison.h"
#include "stats/bootstrap.h"
#include "stats/changeverdict.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace claimscope {

// How one (test case, metric) moved relative to the person's label between run A and run B.
// Unlabelled: no label, or a run has no score for what the label rates (an error, a missing
// result, a scope the result cannot score). Unchanged: the judge agrees (or disagrees) with the
// person in both runs. Toward: B agrees and A did not. Away: A agreed and B does not.
enum class HumanDirection { Unlabelled, Unchanged, Toward, Away };

// Whether the judge's pass/fail on `result` matches `label`, comparing the score of what the
// label rates (scoreForLabel) with the result's threshold; none when there is no such score.
std::optional<bool> agreesWithLabel(const MetricResult &result, const HumanLabel &label);
// The direction of one case delta, from its results in `a` and `b` and its label.
HumanDirection humanDirection(const CaseDelta &delta, const QList<MetricResult> &a, const QList<MetricResult> &b,
                              const HumanLabels &labels);
// "toward", "away", "unchanged", "unlabelled" (untranslated: JSON and CSV).
QString humanDirectionId(HumanDirection direction);

// One agreement figure in both runs: A, B, B − A and the paired bootstrap interval of B − A.
struct FigureChange {
    std::optional<double> a;
    std::optional<double> b;
    std::optional<double> delta;
    std::optional<Interval> deltaInterval;
};

// One metric's agreement with the person in two runs over the same labelled cases (those with a
// score for what their label rates in both runs), with the verdict on the change.
struct LabelledMetricComparison {
    QString metric;
    int n = 0; // labelled cases behind every figure below
    int humanPass = 0;
    int humanFail = 0;
    FigureChange accuracy;
    FigureChange kappa;
    FigureChange rocAuc;
    int toward = 0; // McNemar's discordant pairs: B agrees with the person, A did not
    int away = 0;   // A agreed, B does not
    double mcnemarP = 1;
    QString verdictFigure;   // the figure the verdict judges: "κ", or "accuracy" when κ has no interval
    bool judgesKappa = true; // verdictFigure is κ
    ChangeVerdict verdict = ChangeVerdict::NoDetectableChange;
    std::optional<double> detectable; // the smallest change of verdictFigure these cases can detect
    double level = 0.95;              // of every interval above: 1 − the verdict's significance
    QString reason;                   // why the verdict, without figures (ChangeJudgement::reason)
    QString explanation;              // the reason with the change, its interval and the flips
    QString readingsNote;             // when McNemar's p reads otherwise than the verdict; else empty

    // The figure the verdict judges (verdictFigure): kappa, or accuracy.
    const FigureChange &judged() const { return judgesKappa ? kappa : accuracy; }
};

struct LabelledComparisonOptions {
    LabelSplit split;
    std::optional<LabelSplit::Part> part; // none: every labelled case
    double significance = 0.05;
    Bootstrap bootstrap;
};

// Per labelled metric both runs have, in the order of the runs' metrics. Pure, any thread.
QList<LabelledMetricComparison> compareLabelled(const QList<MetricResult> &a, const QList<MetricResult> &b,
                                                const HumanLabels &labels,
                                                const LabelledComparisonOptions &options = {});
// The labelled test cases of the held-out part (split at `tuningShare`) that run `b` has no
// result for, counted once each, over the labelled metrics `b` ran: what a try on the tuning
// part leaves out. Pure, any thread.
// With `metrics`, over those instead of the metrics `b` ran.
int heldOutNotRun(const QList<MetricResult> &b, const HumanLabels &labels, double tuningShare,
                  const QSet<QString> &metrics = {});
// "B did not run the 200 labelled test case(s) of the held-out part: …"; empty for none.
QString heldOutNotRunText(int cases);

QJsonObject labelledMetricComparisonToJson(const LabelledMetricComparison &comparison);

} // namespace claimscope
