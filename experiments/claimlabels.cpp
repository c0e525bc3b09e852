#include "claimlabels.h"

#include "agreement.h"
#include "humanlabels.h"
#include "labelcollector.h"
#include "metrics/registry.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope::ClaimLabels", text);
}

} // namespace

bool ClaimLabels::isVerdict(const QString &verdict)
{
    return verdict == QLatin1String("yes") || verdict == QLatin1String("no") || verdict == QLatin1String("idk");
}

void ClaimLabels::set(const QString &testCase, const QString &metric, const QString &claim, const QString &verdict)
{
    m_verdicts[metric][testCase].insert(claim, verdict);
}

void ClaimLabels::remove(const QString &testCase, const QString &metric, const QString &claim)
{
    const auto perMetric = m_verdicts.find(metric);
    if (perMetric == m_verdicts.end())
        return;
    const auto perCase = perMetric->find(testCase);
    if (perCase == perMetric->end())
        return;
    perCase->remove(claim);
    if (perCase->isEmpty())
        perMetric->erase(perCase);
    if (perMetric->isEmpty())
        m_verdicts.erase(perMetric);
}

std::optional<QString> ClaimLabels::find(const QString &testCase, const QString &metric, const QString &claim) const
{
    const auto perMetric = m_verdicts.constFind(metric);
    if (perMetric == m_verdicts.constEnd())
        return std::nullopt;
    const auto perCase = perMetric->constFind(testCase);
    if (perCase == perMetric->constEnd())
        return std::nullopt;
    const auto verdict = perCase->constFind(claim);
    return verdict == perCase->constEnd() ? std::nullopt : std::optional<QString>(*verdict);
}

bool ClaimLabels::covers(const QString &testCase, const QString &metric) const
{
    const auto perMetric = m_verdicts.constFind(metric);
    return perMetric != m_verdicts.constEnd() && perMetric->contains(testCase);
}

int ClaimLabels::size() const
{
    int count = 0;
    for (const auto &perMetric : m_verdicts) {
        for (const auto &perCase : perMetric)
            count += int(perCase.size());
    }
    return count;
}

QJsonObject ClaimLabels::toJson() const
{
    QJsonObject json;
    for (auto metric = m_verdicts.begin(); metric != m_verdicts.end(); ++metric) {
        QJsonObject cases;
        for (auto perCase = metric->begin(); perCase != metric->end(); ++perCase) {
            QJsonObject claims;
            for (auto claim = perCase->begin(); claim != perCase->end(); ++claim)
                claims.insert(claim.key(), claim.value());
            cases.insert(perCase.key(), claims);
        }
        json.insert(metric.key(), cases);
    }
    return json;
}

ClaimLabels ClaimLabels::fromJson(const QJsonObject &json, const QString &file, QStringList *errors)
{
    ClaimLabels labels;
    qint64 problems = 0;
    const auto problem = [&](const QString &where, const QString &message) {
        if (++problems <= LabelCollector::MaxErrors)
            errors->append(QStringLiteral("%1: %2").arg(where, message));
    };
    for (auto metric = json.begin(); metric != json.end(); ++metric) {
        const QJsonObject cases = metric.value().toObject();
        for (auto perCase = cases.begin(); perCase != cases.end(); ++perCase) {
            const QString where =
                QStringLiteral("%1: claim_labels.%2.%3")
                    .arg(file, LabelCollector::visible(metric.key()), LabelCollector::visible(perCase.key()));
            if (!perCase.value().isObject()) {
                problem(where, tr("expected {\"claim\": \"yes\", \"no\" or \"idk\"}"));
                continue;
            }
            const QJsonObject claims = perCase.value().toObject();
            for (auto claim = claims.begin(); claim != claims.end(); ++claim) {
                const QString verdict = claim.value().toString();
                if (!isVerdict(verdict)) {
                    problem(where, tr("a claim's verdict must be \"yes\", \"no\" or \"idk\""));
                    continue;
                }
                labels.set(perCase.key(), metric.key(), claim.key(), verdict);
            }
        }
    }
    if (problems > LabelCollector::MaxErrors)
        errors->append(QStringLiteral("%1: %2").arg(
            file, tr("… and %1 more").arg(QString::number(problems - LabelCollector::MaxErrors))));
    return labels;
}

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

ClaimAgreement claimAgreement(const QList<MetricResult> &results, const ClaimLabels &labels, const QString &metricId,
                              bool penalizeAmbiguous)
{
    ClaimAgreement agreement;
    QList<QPair<QString, QString>> pairs;
    for (const MetricResult &result : results) {
        if (result.metricId != metricId || !result.score)
            continue;
        const QString testCase = HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
        int judged = 0;
        for (const BreakdownWindow &window : result.windows) {
            for (const BreakdownItem &item : window.items) {
                if (item.kind != BreakdownItem::Kind::Claim || item.verdict.isEmpty())
                    continue;
                const std::optional<QString> human = labels.find(testCase, metricId, item.text);
                if (!human)
                    continue;
                ++judged;
                pairs.append({item.verdict, *human});
                ++agreement.table[{item.verdict, *human}];
                agreement.agreeing += item.verdict == *human;
            }
        }
        if (judged == 0)
            continue;
        ++agreement.results;
        agreement.meanScore += *result.score;
        agreement.meanScoreIfAgreed += scoreWithVerdicts(result, labels, penalizeAmbiguous).value_or(*result.score);
    }
    agreement.n = int(pairs.size());
    agreement.kappa = cohensKappa(pairs);
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
            {QStringLiteral("results"), agreement.results},
            {QStringLiteral("mean_score"), agreement.meanScore},
            {QStringLiteral("mean_score_if_agreed"), agreement.meanScoreIfAgreed}};
}

} // namespace claimscope
