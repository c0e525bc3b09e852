#include "semanticdrift.h"

#include "engine/metricrun.h"
#include "sentences.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

// The threshold labels, kept in the metric's description for the results side.
const ThresholdLabels Labels{"claimscope::SemanticDrift",
                             QT_TRANSLATE_NOOP("claimscope::SemanticDrift", "Strong Alignment"),
                             QT_TRANSLATE_NOOP("claimscope::SemanticDrift", "Partial Alignment"),
                             QT_TRANSLATE_NOOP("claimscope::SemanticDrift", "Likely Hallucinated Answer")};

QString truncated(const QString &sentence)
{
    return sentence.size() > 150 ? sentence.left(150) + QStringLiteral(" ... [truncated]") : sentence;
}

} // namespace

MetricInfo SemanticDrift::info()
{
    MetricInfo info;
    info.id = QStringLiteral("semantic_drift");
    info.displayName = tr("Semantic Drift");
    info.anchor = QStringLiteral("TrustifAI");
    info.labels = Labels;
    info.description = tr("How close the answer (or the question) comes to the nearest sentence of the documents.");
    info.singleTurn = true;
    info.conversational = true;
    info.params = TrustUnits::params(0.85, 0.60);
    info.create = [] { return std::make_unique<SemanticDrift>(); };
    info.missingInput = &TrustUnits::missingDocuments;
    return info;
}

void SemanticDrift::evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done)
{
    QStringList sentences;
    for (const ContextItem &document : unit.documents)
        sentences.append(splitSentences(document.text));
    if (sentences.isEmpty()) {
        UnitOutcome outcome;
        outcome.label = tr("Empty Context");
        outcome.reason = tr("The documents contain no sentence to compare the answer with.");
        outcome.details = {{QStringLiteral("sentences_checked"), 0},
                           {QStringLiteral("documents"), unit.documents.size()}};
        done(outcome);
        return;
    }
    run.tryEmbed(QStringList{unit.answer, unit.query} + sentences, [=](const EmbedResult &answer) {
        UnitOutcome outcome;
        if (!answer.ok) {
            outcome.error = answer.error;
            outcome.errorStep = QStringLiteral("embeddings");
            done(outcome);
            return;
        }
        const QList<double> &answerVector = answer.vectors[0];
        const QList<double> &queryVector = answer.vectors[1];
        double best = -2;
        int bestIndex = 0;
        for (int i = 0; i < sentences.size(); ++i) {
            const double similarity = qMax(TrustUnits::cosine(answerVector, answer.vectors[i + 2]),
                                           TrustUnits::cosine(queryVector, answer.vectors[i + 2]));
            BreakdownItem item{BreakdownItem::Kind::Sentence, sentences[i], {}, {}};
            item.value = similarity;
            item.hasValue = true;
            outcome.items.append(item);
            if (similarity > best) {
                best = similarity;
                bestIndex = i;
            }
        }
        outcome.items[bestIndex].verdict = QStringLiteral("best");
        outcome.score = qMax(0.0, best);
        outcome.details = {{QStringLiteral("best_matching_sentence"), truncated(sentences[bestIndex])},
                           {QStringLiteral("sentences_checked"), sentences.size()},
                           {QStringLiteral("documents"), unit.documents.size()}};
        outcome.reason =
            tr("The closest document sentence has similarity %1 (%2): \"%3\"")
                .arg(outcome.score, 0, 'f', 2)
                .arg(TrustUnits::label(outcome.score, params, Labels.names()), truncated(sentences[bestIndex]));
        done(outcome);
    });
}

void SemanticDrift::start(MetricRun &run)
{
    TrustUnits::run(run, &SemanticDrift::evaluate);
}

} // namespace claimscope
