#include "claimagreement.h"

#include "agreement.h"
#include "metrics/registry.h"
#include "model/humanlabels.h"

#include <QSet>

namespace claimscope {

bool scoresClaims(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info && info->scoresClaims;
}

std::optional<double> scoreWithVerdicts(const MetricResult &result, const ClaimLabels &labels, bool penalizeAmbiguous)
{
    if (!scoresClaims(result.metricId) || !result.score)
        return std::nullopt;
    // Strict mode as the metric applies it: every window's score, or the final one, is 1 or 0.
    const bool strictPerWindow = result.strictMode && MetricRegistry::find(result.metricId)->strictPerWindow;
    const bool strictFinal = result.strictMode && !strictPerWindow;
    const auto strict = [](double score) { return score < 1.0 - 1e-12 ? 0.0 : score; };
    const QString testCase = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
    double sum = 0;
    int windows = 0;
    for (const BreakdownWindow &window : result.windows) {
        if (window.skipped || !window.score)
            continue;
        int claims = 0;
        int unfaithful = 0;
        for (const BreakdownItem &item : window.items) {
            if (item.kind != BreakdownItem::Kind::Claim || item.verdict.isEmpty())
                continue;
            const QString verdict = labels.find(testCase, result.metricId, item.text).value_or(item.verdict);
            ++claims;
            unfaithful += verdict == QLatin1String("no") || (penalizeAmbiguous && verdict == QLatin1String("idk"));
        }
        // A window without judged claims keeps its score (nothing was claimed, so nothing is wrong).
        const double score = claims ? double(claims - unfaithful) / claims : *window.score;
        sum += strictPerWindow ? strict(score) : score;
        ++windows;
    }
    if (!windows)
        return result.score;
    return strictFinal ? strict(sum / windows) : sum / windows;
}

QList<QPair<QString, QString>> standingClaimVerdicts(const MetricResult &result)
{
    QList<QPair<QString, QString>> standing; // in order of first appearance
    QHash<QString, qsizetype> indexOfClaim;
    QSet<QString> fromEndingWindow; // claims whose verdict came from the window ending at their exchange
    for (const BreakdownWindow &window : result.windows) {
        const bool hasTurns = !window.turnIndices.isEmpty();
        for (const BreakdownItem &item : window.items) {
            if (item.kind != BreakdownItem::Kind::Claim || item.verdict.isEmpty())
                continue;
            const bool ending = hasTurns && item.turnIndex >= 0 && window.turnIndices.last() == item.turnIndex;
            const auto found = indexOfClaim.constFind(item.text);
            if (found == indexOfClaim.cend()) {
                indexOfClaim.insert(item.text, standing.size());
                standing.append({item.text, item.verdict});
                if (ending)
                    fromEndingWindow.insert(item.text);
            } else if (ending && !fromEndingWindow.contains(item.text)) {
                standing[*found].second = item.verdict;
                fromEndingWindow.insert(item.text);
            }
        }
    }
    return standing;
}

ClaimAgreement claimAgreement(const QList<MetricResult> &results, const ClaimLabels &labels, const QString &metricId,
                              bool penalizeAmbiguous)
{
    ClaimAgreement agreement;
    QList<QPair<QString, QString>> pairs;
    QList<QList<QPair<QString, QString>>> pairsPerResult; // the bootstrap draws test cases
    for (const MetricResult &result : results) {
        if (result.metricId != metricId || !result.score)
            continue;
        const QString testCase = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
        QList<QPair<QString, QString>> resultPairs;
        for (const auto &[text, judge] : standingClaimVerdicts(result)) {
            const std::optional<QString> human = labels.find(testCase, metricId, text);
            if (!human)
                continue;
            pairs.append({judge, *human});
            resultPairs.append({judge, *human});
            ++agreement.table[{judge, *human}];
            agreement.agreeing += judge == *human;
        }
        if (resultPairs.isEmpty())
            continue;
        pairsPerResult.append(resultPairs);
        ++agreement.results;
        agreement.meanScore += *result.score;
        agreement.meanScoreIfAgreed += scoreWithVerdicts(result, labels, penalizeAmbiguous).value_or(*result.score);
    }
    agreement.n = int(pairs.size());
    agreement.kappa = cohensKappa(pairs);
    // Claims of one test case are judged together and are not independent: resample test cases.
    const QList<std::optional<Interval>> intervals =
        Bootstrap().intervals(int(pairsPerResult.size()), [&](const Resample &resample) {
            QList<QPair<QString, QString>> drawn;
            int agreeing = 0;
            for (int index : resample) {
                for (const auto &pair : pairsPerResult[index]) {
                    drawn.append(pair);
                    agreeing += pair.first == pair.second;
                }
            }
            return Figures{drawn.isEmpty() ? std::nullopt : std::optional<double>(double(agreeing) / drawn.size()),
                           cohensKappa(drawn)};
        });
    if (intervals.size() == 2) {
        agreement.accuracyInterval = intervals[0];
        agreement.kappaInterval = intervals[1];
    }
    if (agreement.results) {
        agreement.meanScore /= agreement.results;
        agreement.meanScoreIfAgreed /= agreement.results;
    }
    return agreement;
}

QMap<QString, ClaimAgreement> claimAgreementByMetric(const QList<MetricResult> &results, const ClaimLabels &labels,
                                                     const QMap<QString, QJsonObject> &params)
{
    QMap<QString, ClaimAgreement> byMetric;
    if (labels.isEmpty())
        return byMetric;
    QStringList metrics;
    for (const MetricResult &result : results) {
        if (scoresClaims(result.metricId) && !metrics.contains(result.metricId))
            metrics.append(result.metricId);
    }
    for (const QString &metric : std::as_const(metrics)) {
        const bool penalize = params.value(metric).value(QStringLiteral("penalize_ambiguous_claims")).toBool();
        const ClaimAgreement agreement = claimAgreement(results, labels, metric, penalize);
        if (agreement.n > 0)
            byMetric.insert(metric, agreement);
    }
    return byMetric;
}

QJsonObject claimAgreementToJson(const ClaimAgreement &agreement)
{
    return {{QStringLiteral("claims"), agreement.n},
            {QStringLiteral("agreeing"), agreement.agreeing},
            {QStringLiteral("accuracy"), agreement.accuracy()},
            {QStringLiteral("kappa"), agreement.kappa ? QJsonValue(*agreement.kappa) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("accuracy_interval"), intervalToJson(agreement.accuracyInterval)},
            {QStringLiteral("kappa_interval"), intervalToJson(agreement.kappaInterval)},
            {QStringLiteral("results"), agreement.results},
            {QStringLiteral("mean_score"), agreement.meanScore},
            {QStringLiteral("mean_score_if_agreed"), agreement.meanScoreIfAgreed}};
}

} // namespace claimscope
