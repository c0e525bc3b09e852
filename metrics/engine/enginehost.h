#pragma once

#include "engine/runrequest.h"
#include "model/callrecord.h"
#include "model/metricresult.h"

#include <QObject>
#include <QThread>

namespace claimscope {

class EvaluationEngine;

// The UI/CLI side of the engine: owns the worker thread, forwards requests as queued calls
// and re-emits the engine's signals on the caller's thread. Lives on the UI (or CLI main) thread.
class EngineHost : public QObject
{
    Q_OBJECT
public:
    explicit EngineHost(QObject *parent = nullptr);
    ~EngineHost() override;

    // Starts a run (cancelling the one in progress) and returns its id.
    quint64 start(RunRequest request);
    void cancel();
    // Ends the run for good (the program closes): a provider batch in flight is left to be
    // resumed by a later run instead of cancelled.
    void leave();
    bool isRunning() const { return m_running != 0; }
    quint64 currentRunId() const { return m_running; }

Q_SIGNALS:
    void resultReady(const claimscope::MetricResult &result);
    void callRecorded(const claimscope::CallRecord &record);
    void progressed(const claimscope::RunProgress &progress);
    void runFinished(const claimscope::RunSummary &summary);

private:
    QThread m_thread;
    EvaluationEngine *m_engine;
    quint64 m_nextRunId = 1;
    quint64 m_running = 0;
};

} // namespace claimscope
