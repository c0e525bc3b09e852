#include "faithfulness.h"

#include "claimcheck.h"
#include "engine/metricrun.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

MetricInfo Faithfulness::info()
{
    MetricInfo info;
    info.id = QStringLiteral("faithfulness");
    info.displayName = tr("Faithfulness");
    info.anchor = QStringLiteral("DeepEval");
    info.description = tr("Share of the answer's claims that the retrieval context does not contradict.");
    info.singleTurn = true;
    info.scoresClaims = true;
    info.params = MetricRegistry::commonParams();
    info.params.append(MetricRegistry::claimParams());
    for (const char *step : {"truths", "claims", "verdicts", "reason"})
        info.steps.append(info.id + QStringLiteral("__") + QLatin1String(step));
    info.create = [] { return std::make_unique<Faithfulness>(); };
    info.missingInput = [](const TestCase &testCase) {
        if (testCase.isConversational())
            return tr("needs a single-turn test case (use turn_faithfulness for conversations)");
        return QString();
    };
    return info;
}

void Faithfulness::start(MetricRun &run)
{
    const TestCase &testCase = run.testCase();
    if (testCase.actualOutput.trimmed().isEmpty()) {
        run.failInput(tr("actual_output is empty: there is no answer to check"));
        return;
    }
    ClaimCheckInput input;
    input.metricId = run.info().id;
    input.context = contextTexts(testCase.retrievalContext);
    input.claimVars = {{QStringLiteral("text"), testCase.actualOutput}};
    MetricRun *runPtr = &run;
    checkClaims(run, input, [runPtr](const ClaimCheckOutcome &outcome) {
        MetricRun &run = *runPtr;
        const bool judged = !outcome.verdicts.isEmpty();
        const double score = judged ? run.strictScore(outcome.score) : 1.0;
        BreakdownWindow window;
        window.title = tr("Answer");
        window.score = score;
        window.items = claimItems(outcome);
        run.result().windows = {window};
        const QStringList problems = contradictions(outcome, run.flag(QStringLiteral("penalize_ambiguous_claims")));
        run.finishExplained(score, score >= 1.0 && problems.isEmpty(),
                            judged ? tr("The score is 1.00 because no claim of the answer contradicts the "
                                        "retrieval context.")
                                   : tr("The score is 1.00 because the answer makes no factual claims."),
                            {{QStringLiteral("score"), scoreText(score)},
                             {QStringLiteral("contradictions"), QJsonArray::fromStringList(problems)}});
    });
}

} // namespace claimscope
