#include "turnfaithfulness.h"

#include "claimcheck.h"
#include "engine/metricrun.h"
#include "windows.h"
#include "windowscoring.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

MetricInfo TurnFaithfulness::info()
{
    MetricInfo info;
    info.id = QStringLiteral("turn_faithfulness");
    info.displayName = tr("Turn Faithfulness");
    info.anchor = QStringLiteral("DeepEval");
    info.description = tr("Faithfulness of the assistant's claims to the retrieval context, per sliding "
                          "window of exchanges.");
    info.conversational = true;
    info.strictPerWindow = true;
    info.scoresClaims = true;
    info.params = MetricRegistry::commonParams();
    info.params.append(MetricRegistry::windowSizeParam(10));
    info.params.append(MetricRegistry::claimParams());
    info.params.append({QStringLiteral("skip_windows_without_context"),
                        ParamInfo::Type::Bool,
                        false,
                        0,
                        1,
                        {},
                        tr("Leave windows without retrieval context out of the mean (extension; DeepEval "
                           "scores them).")});
    for (const char *step : {"truths", "claims", "verdicts", "reason", "final_reason"})
        info.steps.append(info.id + QStringLiteral("__") + QLatin1String(step));
    info.create = [] { return std::make_unique<TurnFaithfulness>(); };
    info.missingInput = needsConversation(QStringLiteral("faithfulness"));
    return info;
}

void TurnFaithfulness::start(MetricRun &run)
{
    const QList<Turn> &turns = run.testCase().turns;
    const QList<Window> windows = openWindows(run);
    if (windows.isEmpty())
        return;
    m_scoring.begin(run, windows);
    const bool skipEmpty = run.flag(QStringLiteral("skip_windows_without_context"));
    MetricRun *runPtr = &run;
    for (int i = 0; i < windows.size(); ++i) {
        const WindowText text = windowText(turns, windows[i].turnIndices);
        if (skipEmpty && text.context.isEmpty()) {
            m_scoring.skip(run, i, tr("no retrieval context in this window"));
            continue;
        }
        ClaimCheckInput input;
        input.metricId = run.info().id;
        input.context = contextTexts(text.context);
        input.claimVars = {{QStringLiteral("user_content"), text.userContent},
                           {QStringLiteral("assistant_content"), text.assistantContent}};
        input.scope = run.result().windows[i].title;
        checkClaims(run, input, [this, runPtr, i](const ClaimCheckOutcome &outcome) {
            MetricRun &run = *runPtr;
            const double score = outcome.verdicts.isEmpty() ? 1.0 : run.strictScore(outcome.score);
            BreakdownWindow &window = run.result().windows[i];
            window.score = score;
            window.items = claimItems(outcome);
            const QStringList problems = contradictions(outcome, false);
            const QJsonObject vars{{QStringLiteral("score"), scoreText(score)},
                                   {QStringLiteral("contradictions"), QJsonArray::fromStringList(problems)}};
            m_scoring.explain(run, i, vars, problems.isEmpty());
        });
    }
}

} // namespace claimscope
