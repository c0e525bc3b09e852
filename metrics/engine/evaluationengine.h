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
// progress. Lives on the worker thread;
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

Q_SIGNALS:
    void resultReady(const claimscope::MetricResult &result);
    void callRecorded(const claimscope::CallRecord &record);
    void progressed(const claimscope::RunProgress &progress);
    void runFinished(const claimscope::RunSummary &summary);

private:
    struct Run;
    QString buildServices(Run &run, const RunRequest &request);
    QList<std::shared_ptr<MetricRun>> metricRunsFor(int position);
    void admit();
    void onMetricDone(int position, const MetricResult &result);
    // A retry or the rate limit holds requests back for delayMs: long waits reach the progress.
    void noteJudgeWait(int delayMs, const QString &reason);
    void emitProgress();
    // Batch mode: when every step in flight waits on the batch judge, its round goes out.
    void maybeSubmitBatch();
    void endRun(bool cancelled, const QString &error = {});

    std::unique_ptr<Run> m_run;
    QTimer *m_progressTimer; // sends a report held back by the interval
    QTimer *m_batchCheck;    // batch mode: looks for a finished round once events settle
};

} // namespace claimscope
