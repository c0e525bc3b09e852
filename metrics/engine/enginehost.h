#pragma once

#include "engine/runrequest.h"
#include "model/callrecord.h"
#include "model/metricresult.h"

#include <QHash>
#include <QObject>
#include <QPair>
#include <QThread>

namespace claimscope {

class EvaluationEngine;

// The UI/CLI side of the engine: owns the worker thread, forwards requests as queued calls
// and re-emits the engine's signals on the caller's thread, dropping those of stale runs. A
// repeated evaluation is one run here: the host starts each repetition and reports the last
// one's results with the spread of them all. Lives on the UI (or CLI main) thread.
class EngineHost : public QObject
{
    Q_OBJECT
public:
    explicit EngineHost(QObject *parent = nullptr);
    ~EngineHost() override;

    // Starts a run (cancelling the one in progress), request.repetitions times over, and
    // returns its id.
    quint64 start(RunRequest request);
    void cancel();
    // Ends the run for good (the program closes): a provider batch in flight is left to be
    // resumed by a later run instead of cancelled.
    void leave();
    // Ends the run as leave() does, but at once: runFinished() (cancelled) is emitted before
    // this returns and nothing more of the run is passed on. For a run whose test cases are
    // gone (another document replaced them).
    void abandon();
    // After judgeUnreachable(): send again (the judge is back) …
    void retryJudge();
    // … or skip what is left, each metric not run reporting the outage as its error.
    void skipRest();
    bool isRunning() const { return m_running != 0; }
    quint64 currentRunId() const { return m_running; }

Q_SIGNALS:
    void resultReady(const claimscope::MetricResult &result);
    void callRecorded(const claimscope::CallRecord &record);
    void progressed(const claimscope::RunProgress &progress);
    void runFinished(const claimscope::RunSummary &summary);
    // The judge went away: the run admits and sends nothing new (requests on the wire finish)
    // until retryJudge(), skipRest() or cancel().
    void judgeUnreachable(const claimscope::JudgeOutage &outage);

private:
    void onResult(const MetricResult &result);
    void onFinished(RunSummary summary);
    // The run is over: forgets it (and its key) and says so.
    void finish(RunSummary summary);
    // The engine's counters for the repetition under way, added to those of the ones before.
    RunProgress overall(const RunProgress &current) const;

    QThread m_thread;
    EvaluationEngine *m_engine;
    quint64 m_nextRunId = 1;
    quint64 m_running = 0;
    // The run in progress (with its key only when repeated: every repetition needs it; dropped
    // when the run ends).
    RunRequest m_request;
    bool m_stopping = false; // cancelled or left: no further repetition starts
    RunProgress m_before;    // what the finished repetitions of the run added up to
    RunProgress m_progress;  // the run's last progress passed on
    QStringList m_warnings;  // theirs, said once each
    // How each (test case index, metric) came out in the repetitions before the last, and
    // the judge calls, tokens and cost they took.
    QHash<QPair<int, QString>, QList<RepeatStats::Outcome>> m_outcomes;
    QHash<QPair<int, QString>, CallStats> m_calls;
};

} // namespace claimscope
