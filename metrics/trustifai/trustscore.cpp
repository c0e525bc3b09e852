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

// The threshold labels, kept in the metric's description for the results side.
const ThresholdLabels Labels{"claimscope::TrustScore", QT_TRANSLATE_NOOP("claimscope::TrustScore", "RELIABLE"),
                             QT_TRANSLATE_NOOP("claimscope::TrustScore", "ACCEPTABLE (WITH CAUTION)"),
                             QT_TRANSLATE_NOOP("claimscope::TrustScore", "UNRELIABLE")};

struct Component {
    QString id;
    UnitEvaluator evaluate;
    double weight = 0; // normalised
};

const QString ConsistencyId = QStringLiteral("epistemic_consistency");

// The components in summation order, with their normalised weights (disabled and skipped
// ones dropped).
QList<Component> components(const QJsonObject &weights, const QStringList &skipped)
{
    const QList<Component> all{
        {QStringLiteral("evidence_coverage"), &EvidenceCoverage::evaluate, 0},
        {QStringLiteral("semantic_drift"), &SemanticDrift::evaluate, 0},
        {ConsistencyId, &EpistemicConsistency::evaluate, 0},
        {QStringLiteral("source_diversity"), &SourceDiversity::evaluate, 0},
    };
    double sum = 0;
    for (const Component &component : all) {
        if (!skipped.contains(component.id))
            sum += weights.value(component.id).toDouble();
    }
    QList<Component> enabled;
    for (Component component : all) {
        const double weight = weights.value(component.id).toDouble();
        if (weight > 0 && !skipped.contains(component.id)) {
            component.weight = weight / sum;
            enabled.append(component);
        }
    }
    return enabled;
}

// Why Epistemic Consistency cannot apply to a unit, or empty when it can: without samples in
// the test case it needs a generator that writes text, and the offline judge writes none. It
// is then left out like a disabled component (METRICS.md §7.5), unless nothing else is on.
QString consistencySkip(const MetricRun &run, const TrustUnit &unit, const QJsonObject &weights)
{
    if (unit.hasSamples || run.canGenerate()
        || run.componentParams(ConsistencyId).value(QStringLiteral("k_samples")).toInt() == 0
        || components(weights, {ConsistencyId}).isEmpty())
        return {};
    return TrustScore::tr("skipped, its weight shared by the others: the judge cannot write samples and "
                          "the test case carries none");
}

void evaluateUnit(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done)
{
    const QJsonObject weights = params.value(QStringLiteral("weights")).toObject();
    const QString skipReason = consistencySkip(run, unit, weights);
    const QList<Component> parts =
        components(weights, skipReason.isEmpty() ? QStringList() : QStringList{ConsistencyId});
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
            QJsonObject componentErrors;
            QStringList flagged;
            QStringList failures;
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
                if (!part.ok()) {
                    flagged.append(parts[c].id);
                    componentErrors.insert(parts[c].id, part.error);
                    failures.append(QStringLiteral("%1 (%2)").arg(parts[c].id, part.error));
                }
            }
            total.details = {{QStringLiteral("components"), componentScores},
                             {QStringLiteral("failed_components"), QJsonArray::fromStringList(flagged)}};
            if (!componentErrors.isEmpty())
                total.details.insert(QStringLiteral("component_errors"), componentErrors);
            if (!skipReason.isEmpty()) {
                total.items.append({BreakdownItem::Kind::Component, ConsistencyId, {}, skipReason});
                total.details.insert(QStringLiteral("skipped_components"), QJsonObject{{ConsistencyId, skipReason}});
            }
            if (!failures.isEmpty()) {
                total.warning =
                    TrustScore::tr("partial: failed and counted as 0: %1").arg(failures.join(QStringLiteral("; ")));
            }
            total.reason = flagged.isEmpty()
                ? TrustScore::tr("Weighted trust %1 (%2).")
                      .arg(total.score, 0, 'f', 3)
                      .arg(TrustUnits::label(total.score, params, Labels.names()))
                : TrustScore::tr("Weighted trust %1 (%2); failed components counted as 0: %3.")
                      .arg(total.score, 0, 'f', 3)
                      .arg(TrustUnits::label(total.score, params, Labels.names()), flagged.join(QStringLiteral(", ")));
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
    info.labels = Labels;
    info.roundsScore = true;
    info.description =
        tr("Weighted sum of evidence coverage, semantic drift, epistemic consistency and source diversity.");
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
    // When no unit can sample, the shares shown are those without Epistemic Consistency.
    bool skipEverywhere = true;
    QString skipReason;
    for (const TrustUnit &unit : TrustUnits::unitsOf(run.testCase())) {
        skipReason = consistencySkip(run, unit, weights);
        skipEverywhere = skipEverywhere && !skipReason.isEmpty();
    }
    if (skipEverywhere)
        run.result().details.insert(QStringLiteral("skipped_components"), QJsonObject{{ConsistencyId, skipReason}});
    QJsonObject normalised;
    for (const Component &component : components(weights, skipEverywhere ? QStringList{ConsistencyId} : QStringList()))
        normalised.insert(component.id, component.weight);
    run.result().details.insert(QStringLiteral("weights"), normalised);
    TrustUnits::run(run, &evaluateUnit);
}

} // namespace claimscope
