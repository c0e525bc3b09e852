#include "runkeeper.h"

#include "ui/run/runcontroller.h"

#include <QMetaObject>

namespace claimscope {

RunKeeper::RunKeeper(RunController *runs, QObject *parent)
    : QObject(parent)
    , m_worker(new RunStoreWorker)
{
    qRegisterMetaType<QList<claimscope::StoredRunInfo>>();
    qRegisterMetaType<claimscope::RunPair>();
    qRegisterMetaType<claimscope::StoredRun>();
    qRegisterMetaType<claimscope::OpenedRun>();
    m_thread.setObjectName(QStringLiteral("run store"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    // A run's results are collected on the store's thread, their windows in a spool there, and
    // kept once the run ends. The engine host drops what an earlier run still sends: everything
    // collected is the current run's.
    connect(runs, &RunController::runStarted, this, [this](quint64, const RunRequest &request) {
        // The snapshot digests every test case's text: made on the store's thread.
        QMetaObject::invokeMethod(
            m_worker,
            [worker = m_worker, request] {
                NewRun header;
                header.snapshot = RunSnapshot::of(request);
                worker->startRun(header);
            },
            Qt::QueuedConnection);
    });
    connect(runs->engine(), &EngineHost::resultReady, this,
            [this](const MetricResult &result) { post(&RunStoreWorker::collect, result); });
    connect(runs, &RunController::runFinished, this, [this](const RunSummary &summary) {
        post(&RunStoreWorker::keepRun, summary.cancelled, m_labels, m_claimLabels);
    });
    connect(m_worker, &RunStoreWorker::listed, this, &RunKeeper::listed);
    connect(m_worker, &RunStoreWorker::compared, this, &RunKeeper::compared);
    connect(m_worker, &RunStoreWorker::loaded, this, &RunKeeper::loaded);
    connect(m_worker, &RunStoreWorker::failed, this, &RunKeeper::failed);
    m_thread.start();
}

RunKeeper::~RunKeeper()
{
    m_thread.quit();
    m_thread.wait();
}

template<typename... Args> void RunKeeper::post(void (RunStoreWorker::*slot)(Args...), std::decay_t<Args>... arguments)
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, slot, arguments...] { (worker->*slot)(arguments...); }, Qt::QueuedConnection);
}

void RunKeeper::setProjectPath(const QString &projectPath)
{
    const QString path = projectPath.isEmpty() ? RunStore::defaultPath() : RunStore::pathBeside(projectPath);
    if (path == m_storePath)
        return;
    m_storePath = path;
    post(&RunStoreWorker::openStore, path);
}

void RunKeeper::refresh()
{
    post(&RunStoreWorker::list);
}

void RunKeeper::rename(qint64 id, const QString &name)
{
    post(&RunStoreWorker::rename, id, name);
}

void RunKeeper::setNote(qint64 id, const QString &note)
{
    post(&RunStoreWorker::setNote, id, note);
}

void RunKeeper::setPinned(qint64 id, bool pinned)
{
    post(&RunStoreWorker::setPinned, id, pinned);
}

void RunKeeper::remove(qint64 id)
{
    post(&RunStoreWorker::remove, id);
}

void RunKeeper::compare(qint64 idA, qint64 idB)
{
    post(&RunStoreWorker::compare, idA, idB, m_labels, m_claimLabels);
}

void RunKeeper::load(qint64 id, const std::shared_ptr<BlobSpool> &spool)
{
    post(&RunStoreWorker::load, id, spool);
}

} // namespace claimscope
