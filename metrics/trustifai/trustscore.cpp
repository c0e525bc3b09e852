#include "trustscore.h"

#include "engine/metricrun.h"
#include "trustifai/epistemicconsistency.h"
#include "trustifai/evidencecoverage.h"
#include "trustifai/semanticdrift.h"
#include "trustifai/sourcediversity.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <memory>

namespace claimscope {

namespace {

LabelNames labels()
{
    return {TrustScore::tr("RELIABLE"), TrustScore::tr("ACCEPTABLE (WITH CAUTION)"), TrustScore::tr("UNRELIABLE")};
}

struct Component {
    QString id;
    UnitEvaluator evaluate;
    double weight = 0;      // normalised
};

// The components in summation order, with their normalised weights (disabled ones dropped).
QList<Component> components(const QJsonObject &weights)
{
    const QList<Component> all{
        {QStringLiteral("evidence_coverage"), &EvidenceCoverage::evaluate, 0},
        {QStringLiteral("semantic_drift"), &SemanticDrift::evaluate, 0},
        {QStringLiteral("epistemic_consistency"), &EpistemicConsistency::evaluate, 0},
        {QStringLiteral("source_diversity"), &SourceDiversity::evaluate, 0},
    };
    double sum = 0;
    for (const Component &component : all)
        sum += weights.value(component.id).toDouble();
    QList<Component> enabled;
    for (Component component : all) {
        const double weight = weights.value(component.id).toDouble();
        if (weight > 0) {
            component.weight = weight / sum;
            enabled.append(component);
        }
    }
    return enabled;
}

void evaluateUnit(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done)
{
    const QList<Component> parts = components(params.value(QStringLiteral("weights")).toObject());
    struct State {
        QList<UnitOutcome> outcomes;
        int pending = 0;
    };
    auto state = std::make_shared<State>();
    state->outcomes.resize(parts.size());
    state->pending = int(parts.size());
    for (int i = 0; i < parts.size(); ++i) {
        parts[i].evaluate(run, unit, run.componentParams(parts[i].id), [=](const UnitOutcome &outcome) {
            state->outcomes[i] = outcome;
            if (--state->pending > 0)
                return;
            UnitOutcome total;
            QJsonObject componentScores;
            QStringList flagged;
            for (int c = 0; c < parts.size(); ++c) {
                const UnitOutcome &part = state->outcomes[c];
                const double rounded = part.ok() ? TrustUnits::round2(part.score) : 0.0;
                total.score += parts[c].weight * rounded;
                componentScores.insert(parts[c].id, part.ok() ? QJsonValue(rounded) : QJsonValue());
                const QString note = part.ok()
                    ? TrustScore::tr("weight %1 × %2").arg(parts[c].weight, 0, 'f', 3).arg(rounded, 0, 'f', 2)
                    : TrustScore::tr("failed, counted as 0: %1").arg(part.error);
                BreakdownItem item{BreakdownItem::Kind::Component, parts[c].id, {}, note};
                item.value = rounded;
                item.hasValue = true;
                total.items.append(item);
                if (!part.ok())
                    flagged.append(parts[c].id);
            }
            total.details = {{QStringLiteral("components"), componentScores},
                             {QStringLiteral("failed_components"), QJsonArray::fromStringList(flagged)}};
            total.reason = flagged.isEmpty()
                ? TrustScore::tr("Weighted trust %1 (%2).").arg(total.score, 0, 'f', 3)
                      .arg(TrustUnits::label(total.score, params, labels()))
                : TrustScore::tr("Weighted trust %1 (%2); failed components counted as 0: %3.")
                      .arg(total.score, 0, 'f', 3).arg(TrustUnits::label(total.score, params, labels()),
                                                       flagged.join(QStringLiteral(", ")));
            done(total);
        });
    }
}

} // namespace

MetricInfo TrustScore::info()
{
    MetricInfo info;
    info.id = QStringLiteral("trust_score");
    info.displayName = tr("Trust Score");
    info.anchor = QStringLiteral("TrustifAI");
    info.description = tr("Weighted sum of evidence coverage, semantic drift, epistemic consistency and source diversity.");
    info.singleTurn = true;
    info.conversational = true;
    info.params = TrustUnits::params(0.80, 0.60);
    const QStringList ids{QStringLiteral("evidence_coverage"), QStringLiteral("semantic_drift"),
                          QStringLiteral("epistemic_consistency"), QStringLiteral("source_diversity")};
    info.params.append({QStringLiteral("weights"), ParamInfo::Type::WeightMap,
                        QJsonObject{{ids[0], 0.40}, {ids[1], 0.30}, {ids[2], 0.20}, {ids[3], 0.10}}, 0, 1, ids,
                        tr("Component weights (0 disables a component; the rest are renormalised; the sum must "
                           "not exceed 1).")});
    info.components = ids;
    info.steps = {QStringLiteral("evidence_coverage__spans"), QStringLiteral("epistemic_consistency__sample")};
    info.create = [] { return std::make_unique<TrustScore>(); };
    info.missingInput = &TrustUnits::missingDocuments;
    return info;
}

void TrustScore::start(MetricRun &run)
{
    const QJsonObject weights = run.param(QStringLiteral("weights")).toObject();
    double sum = 0;
    for (auto it = weights.begin(); it != weights.end(); ++it)
        sum += it.value().toDouble();
    if (sum > 1.0 + 1e-9) {
        run.failInput(tr("trust_score.weights sum to %1, above 1: lower them (0 disables a component)").arg(sum));
        return;
    }
    if (sum <= 0) {
        run.failInput(tr("trust_score.weights are all 0: enable at least one component"));
        return;
    }
    // The normalised weights travel with the result so views can show each component's share.
    QJsonObject normalised;
    for (const Component &component : components(weights))
        normalised.insert(component.id, component.weight);
    run.result().details.insert(QStringLiteral("weights"), normalised);
    TrustUnits::run(run, &evaluateUnit, labels(), true);
}

} // namespace claimscope
