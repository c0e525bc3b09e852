#include "contextualrelevancy.h"

#include "engine/metricrun.h"
#include "nodeverdicts.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

MetricInfo ContextualRelevancy::info()
{
    MetricInfo info;
    info.id = QStringLiteral("contextual_relevancy");
    info.displayName = tr("Contextual Relevancy");
    info.anchor = QStringLiteral("DeepEval");
    info.description = tr("Share of the retrieval context's statements that are relevant to the input.");
    info.singleTurn = true;
    info.params = MetricRegistry::commonParams();
    info.steps = {info.id + QStringLiteral("__verdicts"), info.id + QStringLiteral("__reason")};
    info.create = [] { return std::make_unique<ContextualRelevancy>(); };
    info.missingInput = [](const TestCase &testCase) {
        if (testCase.isConversational())
            return tr("needs a single-turn test case (use turn_contextual_relevancy for conversations)");
        return QString();
    };
    return info;
}

void ContextualRelevancy::start(MetricRun &run)
{
    const TestCase &testCase = run.testCase();
    QList<ContextNode> nodes;
    for (const ContextItem &item : testCase.retrievalContext)
        nodes.append({item, -1});
    MetricRun *runPtr = &run;
    const QJsonObject vars{{QStringLiteral("input"), testCase.input}};
    judgeNodes(run, vars, nodes, {}, false, [runPtr, input = testCase.input](const NodeVerdicts &verdicts) {
        MetricRun &run = *runPtr;
        const double raw = verdicts.total() == 0 ? 0.0 : double(verdicts.relevant) / verdicts.total();
        const double score = run.strictScore(raw);
        BreakdownWindow window;
        window.title = tr("Retrieval context");
        window.score = score;
        window.items = verdicts.statements;
        run.result().windows = {window};
        const bool empty = verdicts.total() == 0;
        run.finishExplained(score, empty || (score >= 1.0 && verdicts.irrelevantReasons.isEmpty()),
                            empty ? tr("The score is 0.00 because the retrieval context yields no statements to judge.")
                                  : tr("The score is 1.00 because every statement of the retrieval context is "
                                       "relevant to the input."),
                            {{QStringLiteral("input"), input},
                             {QStringLiteral("score"), scoreText(score)},
                             {QStringLiteral("irrelevant"), QJsonArray::fromStringList(verdicts.irrelevantReasons)},
                             {QStringLiteral("relevant"), QJsonArray::fromStringList(verdicts.relevantStatements)}});
    });
}

} // namespace claimscope
