#include "rescoring.h"

#include "scoreprose.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

// The contexts are the metrics' own, so a loaded translation gives the very same text.
LabelNames labels(const char *context, const char *high, const char *mid, const char *low)
{
    return {QCoreApplication::translate(context, high), QCoreApplication::translate(context, mid),
            QCoreApplication::translate(context, low)};
}

bool isStrictZero(double score)
{
    return score < 1.0 - 1e-12;
}

double strictScore(double score)
{
    return isStrictZero(score) ? 0.0 : score;
}

// turn_faithfulness and turn_contextual_relevancy apply strict mode to each window's score.
bool strictPerWindow(const QString &metricId)
{
    return metricId == QLatin1String("turn_faithfulness") || metricId == QLatin1String("turn_contextual_relevancy");
}

// Switches strict mode on for a result computed without it: final = mean of 0/1 window scores.
void applyStrictPerWindow(MetricResult &result)
{
    double sum = 0;
    int scored = 0;
    for (BreakdownWindow &window : result.windows) {
        if (window.skipped || !window.score)
            continue;
        window.score = strictScore(*window.score);
        sum += *window.score;
        ++scored;
    }
    if (scored > 0)
        result.score = sum / scored;
}

// Whether a strict result still holds every unstrict value (nothing was zeroed).
bool strictLostNothing(const MetricResult &result)
{
    if (!strictPerWindow(result.metricId))
        return !result.score || !isStrictZero(*result.score);
    for (const BreakdownWindow &window : result.windows) {
        if (!window.skipped && window.score && isStrictZero(*window.score))
            return false;
    }
    return true;
}

void rescoreTrust(MetricResult &result, const QJsonObject &params, const LabelNames &names, bool strict,
                  double threshold)
{
    const double raw = result.details.value(QStringLiteral("raw_score")).toDouble(result.score.value_or(0));
    const double decided = strict ? strictScore(raw) : raw;
    result.score = result.metricId == QLatin1String("trust_score") ? TrustUnits::round2(decided) : decided;
    result.success = passes(decided, threshold) && !result.isPartial();
    const bool override = result.label != names.high && result.label != names.mid && result.label != names.low;
    if (!override)
        result.label = TrustUnits::label(raw, params, names);
}

} // namespace

std::optional<LabelNames> trustLabels(const QString &metricId)
{
    // QT_TRANSLATE_NOOP files each text with its metric, so lupdate and the checker see the pair.
    if (metricId == QLatin1String("evidence_coverage"))
        return labels("claimscope::EvidenceCoverage",
                      QT_TRANSLATE_NOOP("claimscope::EvidenceCoverage", "Strong Grounding"),
                      QT_TRANSLATE_NOOP("claimscope::EvidenceCoverage", "Partial Grounding"),
                      QT_TRANSLATE_NOOP("claimscope::EvidenceCoverage", "Likely Hallucinated Answer"));
    if (metricId == QLatin1String("semantic_drift"))
        return labels("claimscope::SemanticDrift",
                      QT_TRANSLATE_NOOP("claimscope::SemanticDrift", "Strong Alignment"),
                      QT_TRANSLATE_NOOP("claimscope::SemanticDrift", "Partial Alignment"),
                      QT_TRANSLATE_NOOP("claimscope::SemanticDrift", "Likely Hallucinated Answer"));
    if (metricId == QLatin1String("epistemic_consistency"))
        return labels("claimscope::EpistemicConsistency",
                      QT_TRANSLATE_NOOP("claimscope::EpistemicConsistency", "Stable Consistency"),
                      QT_TRANSLATE_NOOP("claimscope::EpistemicConsistency", "Fragile Consistency"),
                      QT_TRANSLATE_NOOP("claimscope::EpistemicConsistency", "Unreliable"));
    if (metricId == QLatin1String("source_diversity"))
        return labels("claimscope::SourceDiversity", QT_TRANSLATE_NOOP("claimscope::SourceDiversity", "High Trust"),
                      QT_TRANSLATE_NOOP("claimscope::SourceDiversity", "Moderate Trust"),
                      QT_TRANSLATE_NOOP("claimscope::SourceDiversity", "Low Trust"));
    if (metricId == QLatin1String("trust_score"))
        return labels("claimscope::TrustScore", QT_TRANSLATE_NOOP("claimscope::TrustScore", "RELIABLE"),
                      QT_TRANSLATE_NOOP("claimscope::TrustScore", "ACCEPTABLE (WITH CAUTION)"),
                      QT_TRANSLATE_NOOP("claimscope::TrustScore", "UNRELIABLE"));
    return std::nullopt;
}

Rescored rescoreResult(const MetricResult &original, const QJsonObject &params)
{
    Rescored rescored{original, true};
    MetricResult &result = rescored.result;
    const bool strict = params.value(QStringLiteral("strict_mode")).toBool(original.strictMode);
    const double threshold = strict ? 1.0 : params.value(QStringLiteral("threshold")).toDouble(original.threshold);
    result.strictMode = strict;
    result.threshold = threshold;
    if (result.hasError() || result.isSkipped())
        return rescored;
    if (const std::optional<LabelNames> names = trustLabels(result.metricId)) {
        rescoreTrust(result, params, *names, strict, threshold);
        clarifyQuotedScore(result);
        return rescored;
    }
    if (strict && !original.strictMode) {
        if (strictPerWindow(result.metricId))
            applyStrictPerWindow(result);
        else if (result.score)
            result.score = strictScore(*result.score);
    } else if (!strict && original.strictMode) {
        rescored.exact = strictLostNothing(original);
    }
    result.success = passes(result.score, threshold) && !result.isPartial();
    clarifyQuotedScore(result);
    return rescored;
}

} // namespace claimscope
