#include "epistemicconsistency.h"

#include "engine/metricrun.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRandomGenerator>

#include <cmath>

namespace claimscope {

namespace {

// The threshold labels, kept in the metric's description for the results side.
const ThresholdLabels Labels{"claimscope::EpistemicConsistency",
                             QT_TRANSLATE_NOOP("claimscope::EpistemicConsistency", "Stable Consistency"),
                             QT_TRANSLATE_NOOP("claimscope::EpistemicConsistency", "Fragile Consistency"),
                             QT_TRANSLATE_NOOP("claimscope::EpistemicConsistency", "Unreliable")};

// The temperature of each sample: drawn uniformly with replacement, reproducible with `seed`.
QList<double> drawTemperatures(const QJsonObject &params, int count)
{
    const QJsonArray choices = params.value(QStringLiteral("temperatures")).toArray();
    const QJsonValue seed = params.value(QStringLiteral("seed"));
    QRandomGenerator rng = seed.isNull() ? QRandomGenerator(QRandomGenerator::global()->generate())
                                         : QRandomGenerator(quint32(seed.toInt()));
    QList<double> temperatures;
    for (int i = 0; i < count; ++i)
        temperatures.append(choices[int(rng.bounded(quint32(choices.size())))].toDouble());
    return temperatures;
}

// Scores the answer against the samples (blank ones are not samples).
void scoreSamples(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, const QStringList &samples,
                  UnitDone done)
{
    QStringList valid;
    for (const QString &sample : samples) {
        if (!sample.trimmed().isEmpty())
            valid.append(sample);
    }
    if (valid.isEmpty()) {
        UnitOutcome outcome;
        outcome.label = Labels.names().low;
        outcome.reason = EpistemicConsistency::tr("No usable sample: every sample is blank.");
        outcome.details = {{QStringLiteral("samples"), 0}};
        done(outcome);
        return;
    }
    run.tryEmbed(QStringList{unit.answer} + valid, [=](const EmbedResult &answer) {
        UnitOutcome outcome;
        if (!answer.ok) {
            outcome.error = answer.error;
            outcome.errorStep = QStringLiteral("embeddings");
            done(outcome);
            return;
        }
        QList<double> similarities;
        for (int i = 0; i < valid.size(); ++i) {
            const double similarity = TrustUnits::cosine(answer.vectors[0], answer.vectors[i + 1]);
            similarities.append(similarity);
            BreakdownItem item{BreakdownItem::Kind::Sample, valid[i], {}, {}};
            item.value = similarity;
            item.hasValue = true;
            outcome.items.append(item);
        }
        double sum = 0;
        for (double s : similarities)
            sum += s;
        const double mean = sum / similarities.size();
        double variance = 0;
        for (double s : similarities)
            variance += (s - mean) * (s - mean);
        const double stdDev = std::sqrt(variance / similarities.size());
        outcome.score = mean;
        outcome.details = {{QStringLiteral("samples"), similarities.size()},
                           {QStringLiteral("std_dev"), stdDev},
                           {QStringLiteral("uncertainty"), 1.96 * stdDev / std::sqrt(double(similarities.size()))}};
        outcome.reason =
            EpistemicConsistency::tr("The answer's mean similarity to %n independent sample(s) is %1 (%2).", nullptr,
                                     int(similarities.size()))
                .arg(mean, 0, 'f', 2)
                .arg(TrustUnits::label(mean, params, Labels.names()));
        done(outcome);
    });
}

} // namespace

MetricInfo EpistemicConsistency::info()
{
    MetricInfo info;
    info.id = QStringLiteral("epistemic_consistency");
    info.displayName = tr("Epistemic Consistency");
    info.anchor = QStringLiteral("TrustifAI");
    info.labels = Labels;
    info.description = tr("How similar the answer is to independent samples generated from the same documents.");
    info.singleTurn = true;
    info.conversational = true;
    info.params = TrustUnits::params(0.85, 0.60);
    info.params.append({QStringLiteral("k_samples"),
                        ParamInfo::Type::Integer,
                        3,
                        0,
                        50,
                        {},
                        tr("Samples to generate (ignored when the test case carries pre-generated samples).")});
    info.params.append({QStringLiteral("temperatures"),
                        ParamInfo::Type::NumberList,
                        QJsonArray{0.7, 0.8, 0.9, 1.0},
                        0,
                        2,
                        {},
                        tr("Sampling temperatures, drawn uniformly with replacement.")});
    info.params.append({QStringLiteral("seed"),
                        ParamInfo::Type::Integer,
                        QJsonValue::Null,
                        0,
                        4294967295.0,
                        {},
                        tr("Makes the temperature draw reproducible (none: random)."),
                        true});
    info.steps = {info.id + QStringLiteral("__sample")};
    info.create = [] { return std::make_unique<EpistemicConsistency>(); };
    info.missingInput = &TrustUnits::missingDocuments;
    return info;
}

void EpistemicConsistency::evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done)
{
    if (unit.hasSamples) {
        scoreSamples(run, unit, params, unit.samples, done);
        return;
    }
    const int k = params.value(QStringLiteral("k_samples")).toInt();
    if (k == 0) {
        UnitOutcome outcome;
        outcome.score = 1.0;
        outcome.label = Labels.names().high;
        outcome.reason = tr("k_samples is 0: consistency is assumed stable, nothing was sampled.");
        done(outcome);
        return;
    }
    const QList<double> temperatures = drawTemperatures(params, k);
    auto texts = std::make_shared<QStringList>();
    auto pending = std::make_shared<int>(k);
    auto failure = std::make_shared<UnitOutcome>(); // the first failed sample, if any
    texts->resize(k);
    MetricRun *runPtr = &run;
    for (int i = 0; i < k; ++i) {
        StepCall call;
        call.step = QStringLiteral("epistemic_consistency__sample");
        call.vars = {{QStringLiteral("query"), unit.query},
                     {QStringLiteral("documents"), QJsonArray::fromStringList(contextTexts(unit.documents))}};
        call.temperature = temperatures[i];
        call.sampleIndex = i;
        call.scope = tr("%1, sample %2 (temperature %3)")
                         .arg(unit.title, QString::number(i + 1), QString::number(temperatures[i]));
        // Every sample is awaited, failed or not, so the call counts never depend on timing.
        run.tryAsk(call, [=](const StepResult &answer) {
            if (!answer.ok && failure->ok()) {
                failure->error = answer.error;
                failure->errorStep = call.step;
                failure->errorRaw = answer.raw;
            }
            (*texts)[i] = answer.value.value(QStringLiteral("text")).toString();
            if (--*pending > 0)
                return;
            if (!failure->ok())
                done(*failure);
            else
                scoreSamples(*runPtr, unit, params, *texts, done);
        });
    }
}

QString EpistemicConsistency::cannotSample(const MetricRun &run, const TrustUnit &unit)
{
    if (unit.hasSamples || run.canGenerate() || run.params().value(QStringLiteral("k_samples")).toInt() == 0)
        return {};
    return tr("the judge cannot write samples (set a generator model) and the test case carries none");
}

void EpistemicConsistency::start(MetricRun &run)
{
    TrustUnits::run(run, &EpistemicConsistency::evaluate, &EpistemicConsistency::cannotSample);
}

} // namespace claimscope
