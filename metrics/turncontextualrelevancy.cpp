#include "turncontextualrelevancy.h"

#include "engine/metricrun.h"
#include "nodeverdicts.h"
#include "windows.h"
#include "windowscoring.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

MetricInfo TurnContextualRelevancy::info()
{
    MetricInfo info;
    info.id = QStringLiteral("turn_contextual_relevancy");
    info.displayName = tr("Turn Contextual Relevancy");
    info.anchor = QStringLiteral("DeepEval");
    info.description = tr("Relevance of the retrieved context to what the user asked, per sliding window "
                          "of exchanges.");
    info.conversational = true;
    info.strictPerWindow = true;
    info.params = MetricRegistry::commonParams();
    info.params.append(MetricRegistry::windowSizeParam(10));
    for (const char *step : {"verdicts", "reason", "final_reason"})
        info.steps.append(info.id + QStringLiteral("__") + QLatin1String(step));
    info.create = [] { return std::make_unique<TurnContextualRelevancy>(); };
    info.missingInput = needsConversation(QStringLiteral("contextual_relevancy"));
    return info;
}

void TurnContextualRelevancy::start(MetricRun &run)
{
    const QList<Turn> &turns = run.testCase().turns;
    const QList<Window> windows = openWindows(run);
    if (windows.isEmpty())
        return;
    m_scoring.begin(run, windows);
    MetricRun *runPtr = &run;
    for (int i = 0; i < windows.size(); ++i) {
        const WindowText text = windowText(turns, windows[i].turnIndices);
        QList<ContextNode> nodes;
        for (int index : windows[i].turnIndices) {
            if (turns[index].role == Role::Assistant) {
                for (const ContextItem &item : turns[index].retrievalContext)
                    nodes.append({item, index});
            }
        }
        const QJsonObject vars{{QStringLiteral("user_content"), text.userContent}};
        const QString scope = run.result().windows[i].title;
        judgeNodes(run, vars, nodes, scope, true,
                   [this, runPtr, i, userContent = text.userContent](const NodeVerdicts &verdicts) {
                       MetricRun &run = *runPtr;
                       const double raw = verdicts.total() == 0 ? 1.0 : double(verdicts.relevant) / verdicts.total();
                       const double score = run.strictScore(raw);
                       BreakdownWindow &window = run.result().windows[i];
                       window.score = score;
                       window.items = verdicts.statements;
                       const QJsonObject reasonVars{
                           {QStringLiteral("user_content"), userContent},
                           {QStringLiteral("score"), scoreText(score)},
                           {QStringLiteral("irrelevant"), QJsonArray::fromStringList(verdicts.irrelevantReasons)},
                           {QStringLiteral("relevant"), QJsonArray::fromStringList(verdicts.relevantStatements)}};
                       m_scoring.explain(run, i, reasonVars, verdicts.irrelevantReasons.isEmpty());
                   });
    }
}

} // namespace claimscope
