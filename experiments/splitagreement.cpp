#include "splitagreement.h"

#include "model/humanlabels.h"
#include "model/metricresult.h"

namespace claimscope {

const Agreement &SplitAgreement::of(std::optional<LabelSplit::Part> part) const
{
    if (!part)
        return all;
    return *part == LabelSplit::Part::Tuning ? tuning : heldOut;
}

SplitAgreement SplitAgreement::compute(const QList<LabelledScore> &scores, double threshold, const LabelSplit &split)
{
    QList<LabelledScore> tuningScores;
    QList<LabelledScore> heldOutScores;
    for (const LabelledScore &score : scores)
        (split.isTuning(score.testCase) ? tuningScores : heldOutScores).append(score);
    SplitAgreement agreement;
    agreement.tuning = Agreement::of(tuningScores, threshold);
    agreement.heldOut = Agreement::of(heldOutScores, threshold);
    agreement.all = Agreement::of(scores, threshold);
    agreement.suggestedThreshold = agreement.tuning.suggestedThreshold();
    if (agreement.suggestedThreshold && !heldOutScores.isEmpty())
        agreement.heldOutAtSuggested = Agreement::of(heldOutScores, *agreement.suggestedThreshold);
    return agreement;
}

QMap<QString, SplitAgreement> splitAgreementByMetric(const QList<MetricResult> &results, const HumanLabels &labels,
                                                     const LabelSplit &split)
{
    const QMap<QString, MetricLabelledScores> scores = labelledScoresByMetric(results, labels);
    QMap<QString, SplitAgreement> figures;
    for (auto it = scores.begin(); it != scores.end(); ++it)
        figures.insert(it.key(), SplitAgreement::compute(it->scores, it->threshold, split));
    return figures;
}

QJsonObject splitAgreementToJson(const SplitAgreement &agreement)
{
    return {{QStringLiteral("tuning"), agreementToJson(agreement.tuning)},
            {QStringLiteral("held_out"), agreementToJson(agreement.heldOut)},
            {QStringLiteral("all"), agreementToJson(agreement.all)},
            {QStringLiteral("suggested_threshold"),
             agreement.suggestedThreshold ? QJsonValue(*agreement.suggestedThreshold) : QJsonValue()},
            {QStringLiteral("held_out_at_suggested"),
             agreement.heldOutAtSuggested ? QJsonValue(agreementToJson(*agreement.heldOutAtSuggested)) : QJsonValue()}};
}

QString splitPartName(std::optional<LabelSplit::Part> part)
{
    if (!part)
        return QStringLiteral("all");
    return *part == LabelSplit::Part::Tuning ? QStringLiteral("tuning") : QStringLiteral("held-out");
}

bool splitPartFromName(const QString &name, std::optional<LabelSplit::Part> *part)
{
    if (name == QLatin1String("all"))
        *part = std::nullopt;
    else if (name == QLatin1String("tuning"))
        *part = LabelSplit::Part::Tuning;
    else if (name == QLatin1String("held-out"))
        *part = LabelSplit::Part::HeldOut;
    else
        return false;
    return true;
}

} // namespace claimscope
