#include "evidencecoverage.h"

#include "engine/metricrun.h"
#include "sentences.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

namespace {

// The threshold labels, kept in the metric's description for the results side.
const ThresholdLabels Labels{"claimscope::EvidenceCoverage",
                             QT_TRANSLATE_NOOP("claimscope::EvidenceCoverage", "Strong Grounding"),
                             QT_TRANSLATE_NOOP("claimscope::EvidenceCoverage", "Partial Grounding"),
                             QT_TRANSLATE_NOOP("claimscope::EvidenceCoverage", "Likely Hallucinated Answer")};

// `supported` as TrustifAI reads it: booleans, numbers, and the strings true/1/yes.
bool supportedValue(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool();
    if (value.isDouble())
        return value.toDouble() != 0;
    if (value.isString()) {
        const QString text = value.toString().trimmed().toLower();
        return text == QLatin1String("true") || text == QLatin1String("1") || text == QLatin1String("yes");
    }
    return false;
}

// A reason that says the span is not supported overrides `supported: true`.
bool reasonDeniesSupport(const QString &reason)
{
    static const char *const phrases[] = {
        "not supported", "not directly supported", "unsupported", "insufficient evidence",
        "not found",     "does not match",         "incorrect"};
    const QString lower = reason.toLower();
    for (const char *phrase : phrases) {
        if (lower.contains(QLatin1String(phrase)))
            return true;
    }
    return false;
}

} // namespace

MetricInfo EvidenceCoverage::info()
{
    MetricInfo info;
    info.id = QStringLiteral("evidence_coverage");
    info.displayName = tr("Evidence Coverage");
    info.anchor = QStringLiteral("TrustifAI");
    info.labels = Labels;
    info.description = tr("Share of the answer's sentences that the documents support.");
    info.singleTurn = true;
    info.conversational = true;
    info.params = TrustUnits::params(0.85, 0.60);
    info.steps = {info.id + QStringLiteral("__spans")};
    info.create = [] { return std::make_unique<EvidenceCoverage>(); };
    info.missingInput = &TrustUnits::missingDocuments;
    return info;
}

void EvidenceCoverage::evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done)
{
    StepCall call;
    call.step = QStringLiteral("evidence_coverage__spans");
    call.vars = {{QStringLiteral("query"), unit.query},
                 {QStringLiteral("documents"), QJsonArray::fromStringList(contextTexts(unit.documents))},
                 {QStringLiteral("answer"), unit.answer}};
    call.scope = unit.title;
    const QStringList sentences = splitSentences(unit.answer);
    run.tryAsk(call, [=](const StepResult &answer) {
        UnitOutcome outcome;
        if (!answer.ok) {
            outcome.error = answer.error;
            outcome.errorStep = call.step;
            outcome.errorRaw = answer.raw;
            done(outcome);
            return;
        }
        const QJsonArray spans = answer.value.value(QStringLiteral("spans")).toArray();
        int supported = 0;
        QJsonArray unsupportedSentences;
        for (const QJsonValue &entry : spans) {
            const QJsonObject span = entry.toObject();
            const QString reason = span.value(QStringLiteral("reason")).toString();
            const bool ok = supportedValue(span.value(QStringLiteral("supported"))) && !reasonDeniesSupport(reason);
            int index = span.value(QStringLiteral("index")).toInt();
            if (index < 0)
                index += int(sentences.size()); // TrustifAI indexes like Python
            const QString sentence = sentences.value(index);
            outcome.items.append(
                {BreakdownItem::Kind::Span, sentence, ok ? QStringLiteral("yes") : QStringLiteral("no"), reason});
            if (ok)
                ++supported;
            else
                unsupportedSentences.append(sentence);
        }
        outcome.score = spans.isEmpty() ? 0.0 : double(supported) / spans.size();
        outcome.details = {{QStringLiteral("total_sentences"), spans.size()},
                           {QStringLiteral("supported_sentences"), supported},
                           {QStringLiteral("unsupported_sentences"), unsupportedSentences}};
        outcome.reason = tr("%1 of %n answer span(s) are supported by the documents (%2).", nullptr, int(spans.size()))
                             .arg(supported)
                             .arg(TrustUnits::label(outcome.score, params, Labels.names()));
        done(outcome);
    });
}

void EvidenceCoverage::start(MetricRun &run)
{
    TrustUnits::run(run, &EvidenceCoverage::evaluate);
}

} // namespace claimscope
