#include "rescoring.h"

#include "model/scoreprose.h"

#include "metrics/registry.h"

namespace claimscope {

namespace {

bool isStrictZero(double score)
{
    return score < 1.0 - 1e-12;
}

double strictScore(double score)
{
    return isStrictZero(score) ? 0.0 : score;
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
bool strictLostNothing(const MetricInfo &info, const MetricResult &result)
{
    if (!info.strictPerWindow)
        return !result.score || !isStrictZero(*result.score);
    for (const BreakdownWindow &window : result.windows) {
        if (!window.skipped && window.score && isStrictZero(*window.score))
            return false;
    }
    return true;
}

void rescoreTrust(const MetricInfo &info, MetricResult &result, const QJsonObject &params, bool strict,
                  double threshold)
{
    const LabelNames names = info.labels.names();
    const double raw = result.details.value(QStringLiteral("raw_score")).toDouble(result.score.value_or(0));
    const double decided = strict ? strictScore(raw) : raw;
    result.score = info.reportedScore(decided);
    result.success = passes(decided, threshold) && !result.isPartial();
    const bool override = result.label != names.high && result.label != names.mid && result.label != names.low;
    if (!override)
        result.label = info.thresholdLabel(raw, params);
}

} // namespace

Rescored rescoreResult(const MetricResult &original, const QJsonObject &params)
{
    Rescored rescored{original, true};
    MetricResult &result = rescored.result;
    const bool strict = params.value(QStringLiteral("strict_mode")).toBool(original.strictMode);
    const double threshold = strict ? 1.0 : params.value(QStringLiteral("threshold")).toDouble(original.threshold);
    result.strictMode = strict;
    result.threshold = threshold;
    if (original.repeat) {
        // The earlier repetitions keep only their scores: a new threshold decides them again,
        // but strict mode switched either way needs what they were scored from.
        if (strict != original.strictMode)
            rescored.exact = false;
        else
            result.repeat = original.repeat->redecided(threshold);
    }
    const MetricInfo *info = MetricRegistry::find(result.metricId);
    if (result.hasError() || result.isSkipped() || !info)
        return rescored;
    if (!info->labels.isEmpty()) {
        rescoreTrust(*info, result, params, strict, threshold);
        clarifyQuotedScore(result);
        return rescored;
    }
    if (strict && !original.strictMode) {
        if (info->strictPerWindow)
            applyStrictPerWindow(result);
        else if (result.score)
            result.score = strictScore(*result.score);
    } else if (!strict && original.strictMode) {
        rescored.exact = strictLostNothing(*info, original);
    }
    result.success = passes(result.score, threshold) && !result.isPartial();
    clarifyQuotedScore(result);
    return rescored;
}

} // namespace claimscope
