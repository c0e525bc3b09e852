#include "windowscoring.h"

#include "engine/metricrun.h"
#include "model/phrase.h"

#include <QJsonArray>

namespace claimscope {

namespace {

// lupdate files the strings of free functions in namespace claimscope under "claimscope" (so
// WindowScoring's members leave them to the functions below). They are Phrases because window
// titles and reasons reach the final-reason prompt, in English.
Phrase tr(const char *text)
{
    return Phrase("claimscope", text);
}

Phrase windowTitle(int index, const Window &window)
{
    return window.firstUnit == window.lastUnit
        ? tr("Window %1 · exchange %2").arg(index + 1).arg(window.lastUnit + 1)
        : tr("Window %1 · exchanges %2–%3").arg(index + 1).arg(window.firstUnit + 1).arg(window.lastUnit + 1);
}

// The title of the one window of a run that judges exchange `exchange` alone.
Phrase exchangeAloneTitle(int exchange)
{
    return tr("Exchange %1 alone").arg(exchange);
}

// The reason of a window in which nothing needs explaining.
Phrase nothingToExplainReason()
{
    return tr("The score is 1.00 because nothing in this window needs explaining.");
}

// Final score = mean of the evaluated (not skipped) window scores, 1 if none; success is
// decided, then the final reason is asked (`<metric>__final_reason`, quoting `windowReasons`)
// unless the score is 1.
void finishWithMean(MetricRun &run, const QStringList &windowReasons)
{
    double sum = 0;
    int evaluated = 0;
    for (const BreakdownWindow &window : run.result().windows) {
        if (!window.skipped) {
            sum += window.score.value_or(1.0);
            ++evaluated;
        }
    }
    if (evaluated == 0) {
        run.finish(1.0,
                   run.includeReason() ? tr("The score is 1.00 because every window was skipped: "
                                            "none had retrieval context.")
                                             .shown()
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
        run.finish(score, success, tr("The score is 1.00 because every window scored 1.").shown());
        return;
    }
    StepCall call;
    call.step = run.info().id + QStringLiteral("__final_reason");
    call.vars = {{QStringLiteral("score"), scoreText(score)},
                 {QStringLiteral("success"), success},
                 {QStringLiteral("window_reasons"), QJsonArray::fromStringList(windowReasons)}};
    MetricRun *runPtr = &run;
    run.ask(call, [runPtr, score, success](const QJsonObject &answer) {
        runPtr->finish(score, success, answer.value(QStringLiteral("reason")).toString());
    });
}

} // namespace

QList<BreakdownWindow> windowBreakdowns(const QList<Window> &windows)
{
    QList<BreakdownWindow> out;
    for (int i = 0; i < windows.size(); ++i) {
        BreakdownWindow window;
        window.title = windowTitle(i, windows[i]).shown();
        window.turnIndices = windows[i].turnIndices;
        out.append(window);
    }
    return out;
}

QList<Window> openWindows(MetricRun &run)
{
    const QList<Unit> units = unitInteractions(run.testCase().turns);
    const int alone = run.exchangeAlone();
    if (alone > 0 && alone <= units.size())
        return {slidingWindows(units, 1)[alone - 1]};
    const QList<Window> windows = slidingWindows(units, run.integer(QStringLiteral("window_size")));
    if (windows.isEmpty()) {
        run.finish(1.0,
                   run.includeReason() ? tr("The score is 1.00 because the conversation has no complete "
                                            "user → assistant exchange to evaluate.")
                                             .shown()
                                       : QString());
    }
    return windows;
}

std::function<QString(const TestCase &)> needsConversation(const QString &singleTurnMetric)
{
    return [singleTurnMetric](const TestCase &testCase) {
        if (testCase.isConversational())
            return QString();
        return tr("needs a conversational test case (use %1 for single turns)").arg(singleTurnMetric).shown();
    };
}

void WindowScoring::begin(MetricRun &run, const QList<Window> &windows)
{
    run.result().windows = windowBreakdowns(windows);
    m_titles.clear();
    for (int i = 0; i < windows.size(); ++i) {
        const Phrase title =
            run.exchangeAlone() > 0 ? exchangeAloneTitle(run.exchangeAlone()) : windowTitle(i, windows[i]);
        run.result().windows[i].title = title.shown();
        m_titles.append(title.english());
    }
    m_reasons = QStringList(windows.size(), QString());
    m_pending = int(windows.size());
}

void WindowScoring::skip(MetricRun &run, int index, const QString &reason)
{
    BreakdownWindow &window = run.result().windows[index];
    window.skipped = true;
    window.skipReason = reason;
    windowDone(run);
}

void WindowScoring::explain(MetricRun &run, int index, const QJsonObject &vars, bool nothingToExplain)
{
    BreakdownWindow &window = run.result().windows[index];
    const double score = window.score.value_or(1.0);
    if (!run.includeReason()) {
        windowDone(run);
        return;
    }
    if (nothingToExplain && score >= 1.0) {
        const Phrase reason = nothingToExplainReason();
        window.reason = reason.shown();
        m_reasons[index] = reason.english();
        windowDone(run);
        return;
    }
    StepCall call;
    call.step = run.info().id + QStringLiteral("__reason");
    call.vars = vars;
    call.scope = window.title;
    MetricRun *runPtr = &run;
    run.ask(call, [this, runPtr, index](const QJsonObject &answer) {
        const QString reason = answer.value(QStringLiteral("reason")).toString();
        runPtr->result().windows[index].reason = reason;
        m_reasons[index] = reason;
        windowDone(*runPtr);
    });
}

void WindowScoring::windowDone(MetricRun &run)
{
    if (--m_pending > 0)
        return;
    QStringList reasons;
    for (int i = 0; i < m_titles.size(); ++i) {
        if (!m_reasons[i].isEmpty()) // skipped windows have none
            reasons.append(m_titles[i] + QStringLiteral(": ") + m_reasons[i]);
    }
    finishWithMean(run, reasons);
}

} // namespace claimscope
