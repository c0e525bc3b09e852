#pragma once

#include "model/testcase.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace claimscope {

class Metric;

// One tunable parameter of a metric, as the CLI lists it and the config panel edits it, and
// whether finished results can follow a change of it without a new run.
struct ParamInfo {
    enum class Type { Bool, Integer, Number, Choice, NumberList, WeightMap };
    QString name;
    Type type = Type::Number;
    QJsonValue defaultValue; // Null for "none" (e.g. truths_extraction_limit)
    double minimum = -1e300;
    double maximum = 1e300;
    QStringList choices; // Choice: allowed strings; WeightMap: allowed keys
    QString description;
    bool nullable = false;
    // A change re-decides finished results without asking the judge (threshold, strict mode,
    // label thresholds: model/rescoring); any other change needs a new run to show.
    bool rescores = false;

    ParamInfo &rescoring()
    {
        rescores = true;
        return *this;
    }
};

// A TrustifAI metric's label names from high to low, translated, e.g. {"Strong Grounding",
// "Partial Grounding", "Likely Hallucinated Answer"}.
struct LabelNames {
    QString high;
    QString mid;
    QString low;
};

// The three threshold labels of a TrustifAI metric (METRICS.md §7), untranslated with their
// metric's translation context, so the metric and the results side show the very same text.
struct ThresholdLabels {
    const char *context = nullptr;
    const char *high = nullptr;
    const char *mid = nullptr;
    const char *low = nullptr;

    bool isEmpty() const { return context == nullptr; }
    LabelNames names() const;
};

// Everything the product knows about a metric: id, anchor, params, steps and factory, and what
// the results side needs to re-decide a finished result (labels, strict mode per window).
struct MetricInfo {
    QString id;                  // "turn_faithfulness"
    QString displayName;         // "Turn Faithfulness"
    QString anchor;              // "DeepEval", "promptfoo", "TrustifAI"
    QString description;         // one line
    bool singleTurn = false;     // runs on single-turn test cases
    bool conversational = false; // runs on conversational test cases
    QList<ParamInfo> params;     // the common ones (threshold, strict_mode, include_reason) first
    QStringList steps;           // judge steps it may issue
    QStringList components;      // metrics whose params (and steps) it uses: trust_score
    std::function<std::unique_ptr<Metric>()> create;
    // Why it cannot run on a test case ("needs retrieval_context"), empty when it can.
    std::function<QString(const TestCase &)> missingInput;
    ThresholdLabels labels;       // TrustifAI: label from label_high / label_mid (empty otherwise)
    bool strictPerWindow = false; // strict mode zeroes each window's score, the final is their mean
    bool roundsScore = false;     // the reported score is the raw one rounded to 2 decimals
    // The score is, per window, the share of claims the verdicts do not contradict (DeepEval's
    // faithfulness family), so it can be recomputed from other verdicts on the same claims.
    bool scoresClaims = false;

    const ParamInfo *param(const QString &name) const;
    // Whether finished results need a new run to follow a change of `param`.
    bool changeNeedsRun(const QString &param) const;
    // The threshold label of a raw score under these params; empty for a metric without labels.
    QString thresholdLabel(double raw, const QJsonObject &params) const;
    // The score a result reports for a raw one (rounded to 2 decimals where roundsScore).
    double reportedScore(double raw) const;
};

struct ResolvedParams {
    QJsonObject values; // every param, defaults filled in
    QStringList errors; // "faithfulness.threshold: expected a number from 0 to 1, got "high""
};

// The metric catalogue. Static data, any thread.
namespace MetricRegistry {
const QList<MetricInfo> &all();
const MetricInfo *find(const QString &id);
// Checks overrides against the params' types and ranges and fills in defaults.
ResolvedParams resolve(const MetricInfo &metric, const QJsonObject &overrides);
// threshold, strict_mode and include_reason, with a metric's own default threshold.
QList<ParamInfo> commonParams(double defaultThreshold = 0.5);
QString typeName(ParamInfo::Type type);
// Every metric's threshold label names (e.g. to size a label column).
QStringList allLabelNames();

// The name the template dropdown shows for a step: "Turn Faithfulness › verdicts" for
// turn_faithfulness__verdicts (the step itself when it names no metric).
QString stepDisplayName(const QString &step);
// window_size: counts unit interactions, at least 1.
ParamInfo windowSizeParam(int defaultSize);
// truths_extraction_limit and penalize_ambiguous_claims, the claim-checking metrics' own.
QList<ParamInfo> claimParams();
} // namespace MetricRegistry

} // namespace claimscope
