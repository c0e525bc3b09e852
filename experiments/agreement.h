#pragma once

#include "stats/bootstrap.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace claimscope {

// A judge's score for one test case next to a person's verdict on it.
struct LabelledScore {
    double score = 0;
    bool humanPass = false;
    QString testCase; // as HumanLabels names it
};

// Judge against human, with "pass" as the positive class.
struct ConfusionMatrix {
    int bothPass = 0;      // judge pass, human pass
    int judgeOnlyPass = 0; // judge pass, human fail
    int judgeOnlyFail = 0; // judge fail, human pass
    int bothFail = 0;
    int total() const { return bothPass + judgeOnlyPass + judgeOnlyFail + bothFail; }
};

struct RocPoint {
    double threshold = 0;
    double falsePassRate = 0; // human fail judged pass / human fail
    double truePassRate = 0;  // human pass judged pass / human pass
};

// The 95 % bootstrap intervals (over test cases, fixed seed) of accuracy, κ and ROC-AUC.
struct AgreementIntervals {
    std::optional<Interval> accuracy;
    std::optional<Interval> kappa;
    std::optional<Interval> rocAuc;
};

// How well the judge's pass/fail at a threshold, and its score as a ranking, agree with human
// labels: accuracy, Cohen's κ, ROC-AUC, each with its 95 % interval, the confusion matrix, and
// the threshold sweep with the threshold that maximises balanced accuracy. Pure, any thread.
struct Agreement {
    int n = 0;
    double threshold = 0.5;
    ConfusionMatrix matrix;
    double accuracy = 0;
    std::optional<double> kappa;  // none when chance agreement is total (one class only)
    std::optional<double> rocAuc; // none without both a human pass and a human fail
    AgreementIntervals intervals;
    QList<RocPoint> roc; // thresholds from high to low
    std::optional<double> bestThreshold;
    double bestBalancedAccuracy = 0;

    static Agreement of(const QList<LabelledScore> &scores, double threshold);
    // The shortest decimal (two places when one fits) that splits the scores exactly as
    // bestThreshold does: every score at or above it passes, the next lower score fails.
    std::optional<double> suggestedThreshold() const;
};

struct MetricResult;
class HumanLabels;

// One metric's labelled scores (the score of what each label rates) and its threshold.
struct MetricLabelledScores {
    QList<LabelledScore> scores;
    double threshold = 0.5;
};
// Per labelled metric, the results that have a score for what their label rates.
QMap<QString, MetricLabelledScores> labelledScoresByMetric(const QList<MetricResult> &results,
                                                           const HumanLabels &labels);
// Agreement per labelled metric over the results that have a score and a label, at each
// metric's threshold in those results.
QMap<QString, Agreement> agreementByMetric(const QList<MetricResult> &results, const HumanLabels &labels);
// {"n", "accuracy", "kappa", "roc_auc", "…_interval": {"low", "high"} or null, "threshold",
// "confusion": {...}, "best_threshold", ...}
QJsonObject agreementToJson(const Agreement &agreement);
// {"low", "high"}, or null without an interval.
QJsonValue intervalToJson(const std::optional<Interval> &interval);

// Cohen's κ of two raters over the same items, each item's two labels given as strings.
// None when chance agreement is 1 (both raters used one and the same label throughout).
std::optional<double> cohensKappa(const QList<QPair<QString, QString>> &pairs);

} // namespace claimscope
