#include "turnrelevancy.h"

#include "engine/metricrun.h"
#include "windows.h"
#include "windowscoring.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

namespace {

QJsonArray messagesOf(const QList<Turn> &turns, const QList<int> &indices)
{
    QJsonArray messages;
    for (int index : indices) {
        messages.append(QJsonObject{{QStringLiteral("role"), roleName(turns[index].role)},
                                    {QStringLiteral("content"), turns[index].content}});
    }
    return messages;
}

} // namespace

MetricInfo TurnRelevancy::info()
{
    MetricInfo info;
    info.id = QStringLiteral("turn_relevancy");
    info.displayName = tr("Turn Relevancy");
    info.anchor = QStringLiteral("DeepEval");
    info.description = tr("Share of assistant replies that are relevant to the conversation at that point.");
    info.conversational = true;
    info.params = MetricRegistry::commonParams();
    info.params.append(MetricRegistry::windowSizeParam(10));
    info.steps = {info.id + QStringLiteral("__verdict"), info.id + QStringLiteral("__reason")};
    info.create = [] { return std::make_unique<TurnRelevancy>(); };
    info.missingInput = needsConversation(QStringLiteral("conversation_relevance"));
    return info;
}

void TurnRelevancy::start(MetricRun &run)
{
    const QList<Turn> &turns = run.testCase().turns;
    const QList<Window> windows = openWindows(run);
    if (windows.isEmpty())
        return;
    run.result().windows = windowBreakdowns(windows);
    QList<StepCall> calls;
    for (int i = 0; i < windows.size(); ++i) {
        StepCall call;
        call.step = run.info().id + QStringLiteral("__verdict");
        call.vars = {{QStringLiteral("messages"), messagesOf(turns, windows[i].turnIndices)}};
        call.scope = run.result().windows[i].title;
        calls.append(call);
    }
    MetricRun *runPtr = &run;
    run.askAll(calls, [runPtr, windows, turns](const QList<QJsonObject> &answers) {
        MetricRun &run = *runPtr;
        int relevant = 0;
        QStringList irrelevant;
        for (int i = 0; i < answers.size(); ++i) {
            const QString verdict = answers[i].value(QStringLiteral("verdict")).toString();
            const QString reason = answers[i].value(QStringLiteral("reason")).toString();
            BreakdownWindow &window = run.result().windows[i];
            const int last = windows[i].turnIndices.last();
            window.score = verdict == QLatin1String("no") ? 0.0 : 1.0;
            window.reason = reason;
            window.items = {{BreakdownItem::Kind::Message, turns[last].content, verdict, reason, last}};
            if (verdict == QLatin1String("no")) // prompt input for the reason step: untranslated
                irrelevant.append(QStringLiteral("exchange %1: %2").arg(windows[i].lastUnit + 1).arg(reason));
            else
                ++relevant;
        }
        const double score = run.strictScore(double(relevant) / answers.size());
        run.finishExplained(
            score, irrelevant.isEmpty(),
            tr("The score is %1 because every assistant reply is relevant to the conversation.").arg(scoreText(score)),
            {{QStringLiteral("score"), scoreText(score)},
             {QStringLiteral("irrelevant"), QJsonArray::fromStringList(irrelevant)}});
    });
}

} // namespace claimscope
