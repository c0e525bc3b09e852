#include "enginehost.h"

#include "engine/evaluationengine.h"

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
    m_thread.setObjectName(QStringLiteral("claimscope-engine"));
    m_engine->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_engine, &QObject::deleteLater);
    // Stale signals of an earlier run are dropped by run id.
    connect(m_engine, &EvaluationEngine::resultReady, this, [this](const MetricResult &result) {
        if (result.runId == m_running)
            Q_EMIT resultReady(result);
    });
    connect(m_engine, &EvaluationEngine::callRecorded, this, [this](const CallRecord &record) {
        if (record.runId == m_running)
            Q_EMIT callRecorded(record);
    });
    connect(m_engine, &EvaluationEngine::progressed, this, [this](const RunProgress &progress) {
        if (progress.runId == m_running)
            Q_EMIT progressed(progress);
    });
    connect(m_engine, &EvaluationEngine::runFinished, this, [this](const RunSummary &summary) {
        if (summary.runId != m_running)
            return;
        m_running = 0;
        Q_EMIT runFinished(summary);
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
    m_running = request.runId;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, request] { engine->startRun(request); }, Qt::QueuedConnection);
    return request.runId;
}

void EngineHost::cancel()
{
    if (!m_running)
        return;
    const quint64 runId = m_running;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, runId] { engine->cancelRun(runId); }, Qt::QueuedConnection);
}

void EngineHost::leave()
{
    if (!m_running)
        return;
    const quint64 runId = m_running;
    QMetaObject::invokeMethod(
        m_engine, [engine = m_engine, runId] { engine->leaveRun(runId); }, Qt::QueuedConnection);
}

} // namespace claimscope
