#pragma once

#include "engine/runrequest.h"
#include "model/callrecord.h"
#include "model/metricresult.h"

#include <QElapsedTimer>
#include <QObject>

class QTimer;

#include <memory>

namespace claimscope {

class Judge;
class Embedder;
class StepCache;
class StepRunner;
class MetricRun;

// Runs metrics over test cases: builds the judges, the StepCache and one MetricRun per
// (test case, metric), admitting test cases as earlier ones finish (a window that depends on
// the concurrency, so memory does not grow with the dataset), and reports results, calls and
// progress. When the judge goes away (the scheduler says so) it holds new work and asks, through
// judgeUnreachable(), whether to retry, skip the rest or cancel. Lives on the worker thread;
// talk to it only through queued calls (EngineHost does that).
class EvaluationEngine : public QObject
{
    Q_OBJECT
public:
    explicit EvaluationEngine(QObject *parent = nullptr);
    ~EvaluationEngine() override;

public Q_SLOTS:
    void startRun(const claimscope::RunRequest &request);
    void cancelRun(quint64 runId);
    // Ends the run like a cancel but leaves a provider batch in flight (batch mode) at the
    // provider, kept for a later run to resume: the program is closing.
    void leaveRun(quint64 runId);
    // After judgeUnreachable(): admit and send again, the unanswered streak forgotten …
    void retryJudge(quint64 runId);
    // … or fail what is not sent yet and every metric not started with the outage named.
    void skipRest(quint64 runId);

Q_SIGNALS:
    void resultReady(const claimscope::MetricResult &result);
    void callRecorded(const claimscope::CallRecord &record);
    void progressed(const claimscope::RunProgress &progress);
    void runFinished(const claimscope::RunSummary &summary);
    // The judge went away: nothing new is admitted or sent (requests on the wire finish) until
    // retryJudge(), skipRest() or cancelRun().
    void judgeUnreachable(quint64 runId, const claimscope::JudgeOutage &outage);

private:
    struct Run;
    QString buildServices(Run &run, const RunRequest &request);
    QList<std::shared_ptr<MetricRun>> metricRunsFor(int position);
    void admit();
    void onMetricDone(int position, const MetricResult &result);
    // A label rates one exchange the finished `whole` result cannot score exactly: judge that
    // exchange alone (the same judge, cache and scheduler), then report both as one result.
    void judgeExchangeAlone(int position, const MetricResult &whole, int exchange, int exchanges);
    // A retry or the rate limit holds requests back for delayMs: long waits reach the progress.
    void noteJudgeWait(int delayMs, const QString &reason);
    // The scheduler says the judge went away: pause, unless what is in flight is all that is left.
    void onJudgeUnreachable(const QString &cause, int unanswered, bool keyRefused);
    // `now`: at once, not held back by the interval (a pause must show while it lasts).
    void emitProgress(bool now = false);
    // Batch mode: when every step in flight waits on the batch judge, its round goes out.
    void maybeSubmitBatch();
    void endRun(bool cancelled, const QString &error = {});

    std::unique_ptr<Run> m_run;
    QTimer *m_progressTimer; // sends a report held back by the interval
    QTimer *m_batchCheck;    // batch mode: looks for a finished round once events settle
};

} // namespace claimscope
