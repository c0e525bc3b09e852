#include "agreement.h"

#include "agreementfigures.h"

#include "model/humanlabels.h"
#include "model/labelledscores.h"
#include "model/metricresult.h"

#include <QJsonArray>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace claimscope {

namespace {

ConfusionMatrix matrixAt(const QList<LabelledScore> &scores, double threshold)
{
    ConfusionMatrix matrix;
    for (const LabelledScore &item : scores) {
        const bool judgePass = passes(item.score, threshold);
        if (judgePass && item.humanPass)
            ++matrix.bothPass;
        else if (judgePass)
            ++matrix.judgeOnlyPass;
        else if (item.humanPass)
            ++matrix.judgeOnlyFail;
        else
            ++matrix.bothFail;
    }
    return matrix;
}

// The probability that a randomly chosen human-pass item scores above a randomly chosen
// human-fail one, ties counting half (the Mann–Whitney form of ROC-AUC).
std::optional<double> rocAucOf(const QList<LabelledScore> &scores)
{
    QList<double> passing;
    QList<double> failing;
    for (const LabelledScore &item : scores)
        (item.humanPass ? passing : failing).append(item.score);
    if (passing.isEmpty() || failing.isEmpty())
        return std::nullopt;
    std::sort(failing.begin(), failing.end());
    double wins = 0;
    for (double score : passing) {
        const auto below = std::lower_bound(failing.begin(), failing.end(), score) - failing.begin();
        const auto notAbove = std::upper_bound(failing.begin(), failing.end(), score) - failing.begin();
        wins += double(below) + 0.5 * double(notAbove - below);
    }
    return wins / (double(passing.size()) * double(failing.size()));
}

} // namespace

std::optional<double> cohensKappa(const QList<QPair<QString, QString>> &pairs)
{
    if (pairs.isEmpty())
        return std::nullopt;
    QHash<QString, int> first;
    QHash<QString, int> second;
    int agree = 0;
    for (const auto &[a, b] : pairs) {
        ++first[a];
        ++second[b];
        if (a == b)
            ++agree;
    }
    const double n = double(pairs.size());
    const double observed = agree / n;
    double chance = 0;
    for (auto it = first.begin(); it != first.end(); ++it)
        chance += (it.value() / n) * (second.value(it.key()) / n);
    // One class only on either side makes κ exactly 0 or 0/0: undefined, not "no agreement".
    if (first.size() < 2 || second.size() < 2 || chance >= 1.0 - 1e-12)
        return std::nullopt;
    return (observed - chance) / (1.0 - chance);
}

Agreement Agreement::of(const QList<LabelledScore> &scores, double threshold)
{
    Agreement result;
    result.n = int(scores.size());
    result.threshold = threshold;
    result.matrix = matrixAt(scores, threshold);
    if (result.n == 0)
        return result;
    result.accuracy = double(result.matrix.bothPass + result.matrix.bothFail) / result.n;
    QList<QPair<QString, QString>> pairs;
    for (const LabelledScore &item : scores)
        pairs.append({passes(item.score, threshold) ? QStringLiteral("pass") : QStringLiteral("fail"),
                      item.humanPass ? QStringLiteral("pass") : QStringLiteral("fail")});
    result.kappa = cohensKappa(pairs);
    result.rocAuc = rocAucOf(scores);
    result.intervals = agreementIntervals(scores, threshold);

    // The sweep: every distinct score is a threshold (at it, that score passes), plus one above
    // them all where nothing passes.
    QList<double> thresholds;
    for (const LabelledScore &item : scores)
        thresholds.append(item.score);
    std::sort(thresholds.begin(), thresholds.end(), std::greater<double>());
    thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());
    thresholds.prepend(thresholds.first() + 1e-6);
    const int humanPass =
        int(std::count_if(scores.begin(), scores.end(), [](const LabelledScore &s) { return s.humanPass; }));
    const int humanFail = result.n - humanPass;
    for (double candidate : thresholds) {
        const ConfusionMatrix m = matrixAt(scores, candidate);
        const double tpr = humanPass ? double(m.bothPass) / humanPass : 0.0;
        const double fpr = humanFail ? double(m.judgeOnlyPass) / humanFail : 0.0;
        result.roc.append({candidate, fpr, tpr});
        if (humanPass == 0 || humanFail == 0 || candidate > 1.0)
            continue; // a threshold above 1 is no metric's valid setting
        const double balanced = (tpr + (1.0 - fpr)) / 2.0;
        if (!result.bestThreshold || balanced > result.bestBalancedAccuracy + 1e-12) {
            result.bestThreshold = candidate;
            result.bestBalancedAccuracy = balanced;
        }
    }
    return result;
}

std::optional<double> Agreement::suggestedThreshold() const
{
    if (!bestThreshold)
        return std::nullopt;
    const double best = *bestThreshold;
    // The sweep lists the distinct scores from high to low: the next one below must still fail.
    double below = -1.0;
    for (int i = 0; i + 1 < roc.size(); ++i) {
        if (roc[i].threshold == best) {
            below = roc[i + 1].threshold;
            break;
        }
    }
    for (int places = 1; places <= 6; ++places) {
        const double scale = std::pow(10.0, places);
        const double candidate = std::floor(best * scale + 1e-9) / scale;
        if (candidate <= best && passes(best, candidate) && !passes(below, candidate))
            return candidate;
    }
    return best;
}

QMap<QString, MetricLabelledScores> labelledScoresByMetric(const QList<MetricResult> &results,
                                                           const HumanLabels &labels)
{
    QMap<QString, MetricLabelledScores> scores;
    for (const MetricResult &result : results) {
        if (!result.score)
            continue;
        const QString testCase = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
        const std::optional<HumanLabel> label = labels.find(testCase, result.metricId);
        if (!label)
            continue;
        const std::optional<double> score = scoreForLabel(result, *label).score;
        if (!score)
            continue;
        MetricLabelledScores &metric = scores[result.metricId];
        metric.scores.append({*score, label->pass, testCase});
        metric.threshold = result.threshold;
    }
    return scores;
}

QMap<QString, Agreement> agreementByMetric(const QList<MetricResult> &results, const HumanLabels &labels)
{
    const QMap<QString, MetricLabelledScores> scores = labelledScoresByMetric(results, labels);
    QMap<QString, Agreement> figures;
    for (auto it = scores.begin(); it != scores.end(); ++it)
        figures.insert(it.key(), Agreement::of(it->scores, it->threshold));
    return figures;
}

QJsonValue intervalToJson(const std::optional<Interval> &interval)
{
    if (!interval)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("low"), interval->low}, {QStringLiteral("high"), interval->high}};
}

QJsonObject agreementToJson(const Agreement &agreement)
{
    const auto optional = [](const std::optional<double> &value) {
        return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
    };
    QJsonArray roc;
    for (const RocPoint &point : agreement.roc)
        roc.append(QJsonObject{{QStringLiteral("threshold"), point.threshold},
                               {QStringLiteral("false_pass_rate"), point.falsePassRate},
                               {QStringLiteral("true_pass_rate"), point.truePassRate}});
    return {{QStringLiteral("n"), agreement.n},
            {QStringLiteral("threshold"), agreement.threshold},
            {QStringLiteral("accuracy"), agreement.accuracy},
            {QStringLiteral("kappa"), optional(agreement.kappa)},
            {QStringLiteral("roc_auc"), optional(agreement.rocAuc)},
            {QStringLiteral("accuracy_interval"), intervalToJson(agreement.intervals.accuracy)},
            {QStringLiteral("kappa_interval"), intervalToJson(agreement.intervals.kappa)},
            {QStringLiteral("roc_auc_interval"), intervalToJson(agreement.intervals.rocAuc)},
            {QStringLiteral("confusion"),
             QJsonObject{{QStringLiteral("judge_pass_human_pass"), agreement.matrix.bothPass},
                         {QStringLiteral("judge_pass_human_fail"), agreement.matrix.judgeOnlyPass},
                         {QStringLiteral("judge_fail_human_pass"), agreement.matrix.judgeOnlyFail},
                         {QStringLiteral("judge_fail_human_fail"), agreement.matrix.bothFail}}},
            {QStringLiteral("best_threshold"), optional(agreement.bestThreshold)},
            {QStringLiteral("best_balanced_accuracy"), agreement.bestBalancedAccuracy},
            {QStringLiteral("roc"), roc}};
}

} // namespace claimscope
