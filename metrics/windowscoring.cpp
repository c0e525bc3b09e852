#include "windowscoring.h"

#include "engine/metricrun.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

namespace {

// lupdate files the strings of free functions in namespace claimscope under "claimscope".
QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope", text);
}

} // namespace

QList<BreakdownWindow> windowBreakdowns(const QList<Window> &windows)
{
    QList<BreakdownWindow> out;
    for (int i = 0; i < windows.size(); ++i) {
        BreakdownWindow window;
        const Window &w = windows[i];
        window.title = w.firstUnit == w.lastUnit
            ? tr("Window %1 · exchange %2").arg(i + 1).arg(w.lastUnit + 1)
            : tr("Window %1 · exchanges %2–%3").arg(i + 1).arg(w.firstUnit + 1).arg(w.lastUnit + 1);
        window.turnIndices = w.turnIndices;
        out.append(window);
    }
    return out;
}

QString noWindowsReason()
{
    return tr("The score is 1.00 because the conversation has no complete user → assistant exchange "
              "to evaluate.");
}

void explainWindow(MetricRun &run, int index, const QJsonObject &vars, bool nothingToExplain,
                   std::function<void()> done)
{
    BreakdownWindow &window = run.result().windows[index];
    const double score = window.score.value_or(1.0);
    if (!run.includeReason()) {
        done();
        return;
    }
    if (nothingToExplain && score >= 1.0) {
        window.reason = tr("The score is 1.00 because nothing in this window needs explaining.");
        done();
        return;
    }
    StepCall call;
    call.step = run.info().id + QStringLiteral("__reason");
    call.vars = vars;
    call.scope = window.title;
    MetricRun *runPtr = &run;
    run.ask(call, [runPtr, index, done](const QJsonObject &answer) {
        runPtr->result().windows[index].reason = answer.value(QStringLiteral("reason")).toString();
        done();
    });
}

void finishWithMean(MetricRun &run)
{
    double sum = 0;
    int evaluated = 0;
    QStringList reasons;
    for (const BreakdownWindow &window : run.result().windows) {
        if (window.skipped)
            continue;
        sum += window.score.value_or(1.0);
        ++evaluated;
        if (!window.reason.isEmpty())
            reasons.append(window.title + QStringLiteral(": ") + window.reason);
    }
    if (evaluated == 0) {
        run.finish(1.0, run.includeReason() ? tr("The score is 1.00 because every window was skipped: "
                                                 "none had retrieval context.")
                                            : QString());
        return;
    }
    const double score = sum / evaluated;
    const bool success = run.passes(score);
    if (!run.includeReason()) {
        run.finish(score, success, {});
        return;
    }
    if (score >= 1.0) {
        run.finish(score, success, tr("The score is 1.00 because every window scored 1."));
        return;
    }
    StepCall call;
    call.step = run.info().id + QStringLiteral("__final_reason");
    call.vars = {{QStringLiteral("score"), scoreText(score)},
                 {QStringLiteral("success"), success},
                 {QStringLiteral("window_reasons"), QJsonArray::fromStringList(reasons)}};
    MetricRun *runPtr = &run;
    run.ask(call, [runPtr, score, success](const QJsonObject &answer) {
        runPtr->finish(score, success, answer.value(QStringLiteral("reason")).toString());
    });
}

} // namespace claimscope
