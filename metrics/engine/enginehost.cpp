#include "enginehost.h"

#include "engine/evaluationengine.h"

#include <algorithm>

namespace claimscope {

EngineHost::EngineHost(QObject *parent)
    : QObject(parent)
    , m_engine(new EvaluationEngine)
{
    qRegisterMetaType<RunRequest>();
    qRegisterMetaType<RunProgress>();
    qRegisterMetaType<RunSummary>();
    qRegisterMetaType<MetricResult>();
    qRegisterMetaType<CallRecord>();
    qRegisterMetaType<JudgeOutage>();
    m_thread.setObjectName(QStringLiteral("claimscope-engine"));
    m_engine->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_engine, &QObject::deleteLater);
    // Stale signals of an earlier run are dropped by run id.
    connect(m_engine, &EvaluationEngine::resultReady, this, [this](const MetricResult &result) {
        if (result.runId == m_running)
            onResult(result);
    });
    connect(m_engine, &EvaluationEngine::callRecorded, this, [this](const CallRecord &record) {
        if (record.runId == m_running)
            Q_EMIT callRecorded(record);
    });
    connect(m_engine, &EvaluationEngine::progressed, this, [this](const RunProgress &progress) {
        if (progress.runId == m_running) {
            m_progress = overall(progress);
            Q_EMIT progressed(m_progress);
        }
    });
    connect(m_engine, &EvaluationEngine::runFinished, this, [this](const RunSummary &summary) {
        if (summary.runId == m_running)
            onFinished(summary);
    });
    connect(m_engine, &EvaluationEngine::judgeUnreachable, this, [this](quint64 runId, const JudgeOutage &outage) {
        if (runId == m_running)
            Q_EMIT judgeUnreachable(outage);
    });
    m_thread.start();
}

EngineHost::~EngineHost()
{
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine] { engine->leaveRun(0); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

quint64 EngineHost::start(RunRequest request)
{
    request.runId = m_nextRunId++;
    request.repetition = 0;
    request.repetitions = std::max(1, request.repetitions);
    m_running = request.runId;
    m_request = request;
    if (request.repetitions == 1)
        m_request.judge.apiKey.clear(); // only a next repetition needs it
    m_before = RunProgress();
    m_progress = RunProgress();
    m_stopping = false;
    m_warnings.clear();
    m_outcomes.clear();
    m_calls.clear();
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, request] { engine->startRun(request); }, Qt::QueuedConnection);
    return request.runId;
}

void EngineHost::onResult(const MetricResult &result)
{
    if (m_request.repetitions == 1) {
        Q_EMIT resultReady(result);
        return;
    }
    const QPair<int, QString> key{result.testCaseIndex, result.metricId};
    if (m_request.repetition + 1 < m_request.repetitions) {
        m_outcomes[key].append(repeatOutcome(result));
        m_calls[key].add(result.calls);
        return;
    }
    QList<RepeatStats::Outcome> outcomes = m_outcomes.take(key);
    outcomes.append(repeatOutcome(result));
    MetricResult repeated = result;
    repeated.repeat = RepeatStats::of(outcomes);
    // Calls, tokens and cost are those of every repetition, as the call log lists them.
    repeated.calls = m_calls.take(key);
    repeated.calls.add(result.calls);
    Q_EMIT resultReady(repeated);
}

void EngineHost::onFinished(RunSummary summary)
{
    for (const QString &warning : std::as_const(summary.warnings)) {
        if (!m_warnings.contains(warning))
            m_warnings.append(warning);
    }
    // A cancel that came while this repetition was ending reached no engine run: it stops here.
    summary.cancelled = summary.cancelled || m_stopping;
    // A judge that went away for good ends the repetitions too.
    if (!summary.cancelled && summary.error.isEmpty() && !summary.outage
        && m_request.repetition + 1 < m_request.repetitions) {
        m_before = overall(summary.progress);
        ++m_request.repetition;
        QMetaObject::invokeMethod(
            m_engine, [engine = m_engine, request = m_request] { engine->startRun(request); }, Qt::QueuedConnection);
        return;
    }
    summary.progress = overall(summary.progress);
    finish(summary);
}

void EngineHost::finish(RunSummary summary)
{
    summary.warnings = m_warnings;
    m_running = 0;
    m_request = RunRequest(); // the key goes with it
    m_outcomes.clear();
    m_calls.clear();
    Q_EMIT runFinished(summary);
}

RunProgress EngineHost::overall(const RunProgress &current) const
{
    RunProgress total = current;
    total.repetition = m_request.repetition;
    total.repetitions = m_request.repetitions;
    // Every repetition runs the same metrics (the finished ones add up in m_before).
    total.metricsTotal = current.metricsTotal * m_request.repetitions;
    total.metricsDone += m_before.metricsDone;
    total.stepsIssued += m_before.stepsIssued;
    total.stepsDone += m_before.stepsDone;
    total.cachedSteps += m_before.cachedSteps;
    total.failedSteps += m_before.failedSteps;
    total.metricsNotRun += m_before.metricsNotRun;
    total.elapsedMs += m_before.elapsedMs;
    if (total.judgeWaitUntilMs > 0)
        total.judgeWaitUntilMs += m_before.elapsedMs;
    return total;
}

void EngineHost::cancel()
{
    if (!m_running)
        return;
    m_stopping = true;
    const quint64 runId = m_running;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, runId] { engine->cancelRun(runId); }, Qt::QueuedConnection);
}

void EngineHost::retryJudge()
{
    if (!m_running)
        return;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, runId = m_running] { engine->retryJudge(runId); }, Qt::QueuedConnection);
}

void EngineHost::skipRest()
{
    if (!m_running)
        return;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, runId = m_running] { engine->skipRest(runId); }, Qt::QueuedConnection);
}

void EngineHost::leave()
{
    if (!m_running)
        return;
    m_stopping = true;
    const quint64 runId = m_running;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, runId] { engine->leaveRun(runId); }, Qt::QueuedConnection);
}

void EngineHost::abandon()
{
    if (!m_running)
        return;
    leave();
    RunSummary summary;
    summary.runId = m_running;
    summary.cancelled = true;
    summary.progress = m_progress;
    summary.progress.runId = m_running;
    finish(summary); // what the engine still sends for it no longer matches m_running
}

} // namespace claimscope
