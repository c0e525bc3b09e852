#include "registry.h"

#include "contextualrelevancy.h"
#include "conversationrelevance.h"
#include "faithfulness.h"
#include "trustifai/epistemicconsistency.h"
#include "trustifai/evidencecoverage.h"
#include "trustifai/semanticdrift.h"
#include "trustifai/sourcediversity.h"
#include "trustifai/trustscore.h"
#include "trustifai/trustunits.h"
#include "turncontextualrelevancy.h"
#include "turnfaithfulness.h"
#include "turnrelevancy.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace claimscope {

const ParamInfo *MetricInfo::param(const QString &name) const
{
    for (const ParamInfo &info : params) {
        if (info.name == name)
            return &info;
    }
    return nullptr;
}

bool MetricInfo::changeNeedsRun(const QString &name) const
{
    const ParamInfo *info = param(name);
    return !info || !info->rescores;
}

LabelNames ThresholdLabels::names() const
{
    if (isEmpty())
        return {};
    return {QCoreApplication::translate(context, high), QCoreApplication::translate(context, mid),
            QCoreApplication::translate(context, low)};
}

QString MetricInfo::thresholdLabel(double raw, const QJsonObject &params) const
{
    return labels.isEmpty() ? QString() : TrustUnits::label(raw, params, labels.names());
}

double MetricInfo::reportedScore(double raw) const
{
    return roundsScore ? TrustUnits::round2(raw) : raw;
}

namespace MetricRegistry {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope::MetricRegistry", text);
}

QString shown(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Double: return QString::number(value.toDouble(), 'g', 12);
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Array: return tr("a list");
    case QJsonValue::Object: return tr("an object");
    case QJsonValue::Undefined: break;
    }
    return tr("nothing");
}

QString range(const ParamInfo &param)
{
    const bool hasMin = param.minimum > -1e299;
    const bool hasMax = param.maximum < 1e299;
    if (hasMin && hasMax)
        return tr(" from %1 to %2").arg(param.minimum).arg(param.maximum);
    if (hasMin)
        return tr(" ≥ %1").arg(param.minimum);
    if (hasMax)
        return tr(" ≤ %1").arg(param.maximum);
    return {};
}

bool inRange(const ParamInfo &param, double value)
{
    return std::isfinite(value) && value >= param.minimum && value <= param.maximum;
}

// Checks one value; returns the problem ("expected …, got …") or nothing.
QString check(const ParamInfo &param, const QJsonValue &value)
{
    if (value.isNull() && param.nullable)
        return {};
    const QString got = shown(value);
    switch (param.type) {
    case ParamInfo::Type::Bool: return value.isBool() ? QString() : tr("expected true or false, got %1").arg(got);
    case ParamInfo::Type::Integer:
        if (value.isDouble() && value.toDouble() == std::floor(value.toDouble()) && inRange(param, value.toDouble()))
            return {};
        return tr("expected a whole number%1, got %2").arg(range(param), got);
    case ParamInfo::Type::Number:
        if (value.isDouble() && inRange(param, value.toDouble()))
            return {};
        return tr("expected a number%1, got %2").arg(range(param), got);
    case ParamInfo::Type::Choice:
        if (value.isString() && param.choices.contains(value.toString()))
            return {};
        return tr("expected one of %1, got %2").arg(param.choices.join(QStringLiteral(", ")), got);
    case ParamInfo::Type::NumberList: {
        const QJsonArray list = value.toArray();
        bool ok = value.isArray() && !list.isEmpty();
        for (const QJsonValue &item : list)
            ok = ok && item.isDouble() && inRange(param, item.toDouble());
        return ok ? QString() : tr("expected a non-empty list of numbers%1, got %2").arg(range(param), got);
    }
    case ParamInfo::Type::WeightMap: {
        if (!value.isObject())
            return tr("expected an object of weights (%1), got %2").arg(param.choices.join(QStringLiteral(", ")), got);
        const QJsonObject map = value.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (!param.choices.contains(it.key()))
                return tr("unknown weight \"%1\" (known: %2)").arg(it.key(), param.choices.join(QStringLiteral(", ")));
            if (!it.value().isDouble() || !inRange(param, it.value().toDouble()))
                return tr("weight \"%1\" must be a number%2, got %3").arg(it.key(), range(param), shown(it.value()));
        }
        return {};
    }
    }
    return {};
}

QList<MetricInfo> makeRegistry()
{
    return {Faithfulness::info(),
            TurnFaithfulness::info(),
            ContextualRelevancy::info(),
            TurnContextualRelevancy::info(),
            TurnRelevancy::info(),
            ConversationRelevance::info(),
            EvidenceCoverage::info(),
            SemanticDrift::info(),
            EpistemicConsistency::info(),
            SourceDiversity::info(),
            TrustScore::info()};
}

} // namespace

const QList<MetricInfo> &all()
{
    static const QList<MetricInfo> metrics = makeRegistry();
    return metrics;
}

const MetricInfo *find(const QString &id)
{
    for (const MetricInfo &info : all()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

ResolvedParams resolve(const MetricInfo &metric, const QJsonObject &overrides)
{
    ResolvedParams resolved;
    for (const ParamInfo &param : metric.params)
        resolved.values.insert(param.name, param.defaultValue);
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        const ParamInfo *param = metric.param(it.key());
        if (!param) {
            QStringList known;
            for (const ParamInfo &info : metric.params)
                known.append(info.name);
            resolved.errors.append(
                tr("%1.%2: no such parameter (known: %3)").arg(metric.id, it.key(), known.join(QStringLiteral(", "))));
            continue;
        }
        QJsonValue value = it.value();
        if (param->type == ParamInfo::Type::WeightMap && value.isObject()) {
            QJsonObject merged = param->defaultValue.toObject();
            const QJsonObject given = value.toObject();
            for (auto w = given.begin(); w != given.end(); ++w)
                merged.insert(w.key(), w.value());
            const QString problem = check(*param, given);
            if (!problem.isEmpty()) {
                resolved.errors.append(QStringLiteral("%1.%2: %3").arg(metric.id, param->name, problem));
                continue;
            }
            value = merged;
        }
        const QString problem = check(*param, value);
        if (!problem.isEmpty()) {
            resolved.errors.append(QStringLiteral("%1.%2: %3").arg(metric.id, param->name, problem));
            continue;
        }
        resolved.values.insert(param->name, value);
    }
    return resolved;
}

QList<ParamInfo> commonParams(double defaultThreshold)
{
    return {
        ParamInfo{QStringLiteral("threshold"),
                  ParamInfo::Type::Number,
                  defaultThreshold,
                  0,
                  1,
                  {},
                  tr("Minimum score that passes.")}
            .rescoring(),
        ParamInfo{QStringLiteral("strict_mode"),
                  ParamInfo::Type::Bool,
                  false,
                  0,
                  1,
                  {},
                  tr("Binary scoring: anything below 1 becomes 0 and the threshold becomes 1.")}
            .rescoring(),
        {QStringLiteral("include_reason"),
         ParamInfo::Type::Bool,
         true,
         0,
         1,
         {},
         tr("Ask the judge to explain the score (no reason calls when off).")},
    };
}

QList<ParamInfo> claimParams()
{
    return {{QStringLiteral("truths_extraction_limit"),
             ParamInfo::Type::Integer,
             QJsonValue::Null,
             -1e9,
             1e9,
             {},
             tr("How many truths to ask for per document (prompt wording only; none: all)."),
             true},
            {QStringLiteral("penalize_ambiguous_claims"),
             ParamInfo::Type::Bool,
             false,
             0,
             1,
             {},
             tr("Count claims the context neither supports nor contradicts (idk) as unfaithful.")}};
}

ParamInfo windowSizeParam(int defaultSize)
{
    return {QStringLiteral("window_size"),
            ParamInfo::Type::Integer,
            defaultSize,
            1,
            1000,
            {},
            tr("How many exchanges (user → assistant units) each sliding window covers.")};
}

QString typeName(ParamInfo::Type type)
{
    switch (type) {
    case ParamInfo::Type::Bool: return QStringLiteral("bool");
    case ParamInfo::Type::Integer: return QStringLiteral("integer");
    case ParamInfo::Type::Number: return QStringLiteral("number");
    case ParamInfo::Type::Choice: return QStringLiteral("choice");
    case ParamInfo::Type::NumberList: return QStringLiteral("number list");
    case ParamInfo::Type::WeightMap: return QStringLiteral("weights");
    }
    return {};
}

QString stepDisplayName(const QString &step)
{
    const MetricInfo *info = find(step.section(QStringLiteral("__"), 0, 0));
    const QString part = step.section(QStringLiteral("__"), 1);
    return info && !part.isEmpty() ? info->displayName + QStringLiteral(" › ") + part : step;
}

QStringList allLabelNames()
{
    QStringList names;
    for (const MetricInfo &info : all()) {
        if (info.labels.isEmpty())
            continue;
        const LabelNames translated = info.labels.names();
        names << translated.high << translated.mid << translated.low;
    }
    return names;
}

} // namespace MetricRegistry

} // namespace claimscope
