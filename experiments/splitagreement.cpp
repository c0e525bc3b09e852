#include "splitagreement.h"

#include "agreementfigures.h"
#include "model/humanlabels.h"
#include "model/metricresult.h"
#include "model/scoreprose.h"
#include "stats/signedfigure.h"

#include <QCoreApplication>

#include <cmath>

namespace claimscope {

const Agreement &SplitAgreement::of(std::optional<LabelSplit::Part> part) const
{
    if (!part)
        return all;
    return *part == LabelSplit::Part::Tuning ? tuning : heldOut;
}

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::SplitAgreement", text, disambiguation, n);
}

// κ when both have it, else accuracy: the figure the two thresholds are weighed by.
bool byKappa(const Agreement &a, const Agreement &b)
{
    return a.kappa && b.kappa;
}

} // namespace

namespace {

// The figure at three decimals, as printed: a gain that does not show there is none.
double printed(double value)
{
    return std::round(value * 1000) / 1000;
}

} // namespace

std::optional<bool> SplitAgreement::suggestionBeatsCurrent() const
{
    if (!suggestedThreshold || !heldOutAtSuggested || heldOut.n == 0
        || std::abs(*suggestedThreshold - heldOut.threshold) < 1e-12)
        return std::nullopt;
    if (suggestionGainInterval)
        return suggestionGainInterval->low > 0;
    const bool kappa = byKappa(*heldOutAtSuggested, heldOut);
    const double fit = kappa ? *heldOutAtSuggested->kappa : heldOutAtSuggested->accuracy;
    const double current = kappa ? *heldOut.kappa : heldOut.accuracy;
    return printed(fit) > printed(current) && heldOutAtSuggested->accuracy >= heldOut.accuracy - 1e-12;
}

QString SplitAgreement::suggestionVerdictText() const
{
    const std::optional<bool> beats = suggestionBeatsCurrent();
    if (!beats)
        return {};
    const bool kappa = byKappa(*heldOutAtSuggested, heldOut);
    const double fit = kappa ? *heldOutAtSuggested->kappa : heldOutAtSuggested->accuracy;
    const double current = kappa ? *heldOut.kappa : heldOut.accuracy;
    QString figures = QStringLiteral("%1 %2 vs %3")
                          .arg(kappa ? QStringLiteral("κ") : tr("accuracy"), QString::number(fit, 'f', 3),
                               QString::number(current, 'f', 3));
    if (suggestionGainInterval)
        figures += tr(" (Δ %1, 95 % interval %2 to %3)")
                       .arg(signedFigureText(fit - current), signedFigureText(suggestionGainInterval->low),
                            signedFigureText(suggestionGainInterval->high));
    if (*beats)
        return tr("On the %n held-out case(s) the fit %1 does better than the current %2: %3.", nullptr, heldOut.n)
            .arg(thresholdText(*suggestedThreshold), thresholdText(heldOut.threshold), figures);
    const bool worse = suggestionGainInterval ? suggestionGainInterval->high < 0 : printed(fit) < printed(current);
    if (worse)
        return tr("Keep %1: the fit %2 does worse on the %n held-out case(s): %3.", nullptr, heldOut.n)
            .arg(thresholdText(heldOut.threshold), thresholdText(*suggestedThreshold), figures);
    if (suggestionGainInterval || printed(fit) > printed(current))
        return tr("Keep %1: on the %n held-out case(s) the fit %2 is no better beyond noise: %3.", nullptr, heldOut.n)
            .arg(thresholdText(heldOut.threshold), thresholdText(*suggestedThreshold), figures);
    return tr("Keep %1: the fit %2 does no better on the %n held-out case(s): %3.", nullptr, heldOut.n)
        .arg(thresholdText(heldOut.threshold), thresholdText(*suggestedThreshold), figures);
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
    if (agreement.suggestedThreshold && !heldOutScores.isEmpty()) {
        agreement.heldOutAtSuggested = Agreement::of(heldOutScores, *agreement.suggestedThreshold);
        // The same held-out cases at both thresholds, resampled together: the gain's interval.
        const AgreementFigures atCurrent(heldOutScores, threshold);
        const AgreementFigures atFit(heldOutScores, *agreement.suggestedThreshold);
        const QList<std::optional<Interval>> gains = Bootstrap().pairedDifferences(
            int(heldOutScores.size()), [&](const Resample &resample) { return atCurrent.on(resample); },
            [&](const Resample &resample) { return atFit.on(resample); });
        const bool kappa = byKappa(*agreement.heldOutAtSuggested, agreement.heldOut);
        agreement.suggestionGainInterval = gains.value(kappa ? KappaFigure : AccuracyFigure);
    }
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
             agreement.heldOutAtSuggested ? QJsonValue(agreementToJson(*agreement.heldOutAtSuggested)) : QJsonValue()},
            {QStringLiteral("suggestion_gain_interval"), intervalToJson(agreement.suggestionGainInterval)},
            {QStringLiteral("suggestion_beats_current"),
             agreement.suggestionBeatsCurrent() ? QJsonValue(*agreement.suggestionBeatsCurrent()) : QJsonValue()}};
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
