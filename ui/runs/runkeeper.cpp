#include "runkeeper.h"

#include "ui/document/projectdocument.h"
#include "ui/run/runcontroller.h"

#include <QMetaObject>

namespace claimscope {

RunKeeper::RunKeeper(ProjectDocument *document, RunController *runs, QObject *parent)
    : QObject(parent)
    , m_document(document)
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
        if (!m_dataset.isKnown()) {
            // A new project: the test cases it has when first run name it from now on.
            m_dataset = DatasetRef::ofContent(m_document->cases(), m_dataset.name);
            showRuns();
        }
        // The snapshot digests every test case's text: made on the store's thread.
        QMetaObject::invokeMethod(
            m_worker,
            [worker = m_worker, request, dataset = m_dataset, share = m_document->settings().tuningShare] {
                NewRun header;
                header.snapshot = RunSnapshot::of(request);
                header.snapshot.dataset = dataset;
                header.snapshot.tuningShare = share;
                header.purpose = request.purpose;
                header.namedAgainst = request.namedAgainst;
                worker->startRun(header);
            },
            Qt::QueuedConnection);
    });
    connect(runs->engine(), &EngineHost::resultReady, this,
            [this](const MetricResult &result) { post(&RunStoreWorker::collect, result); });
    connect(runs, &RunController::runFinished, this, [this](const RunSummary &summary) {
        post(&RunStoreWorker::keepRun, summary.runId, summary.cancelled, m_labels, m_claimLabels,
             summary.progress.templateUses);
    });
    // A run of the document being replaced ends before it goes (projectAboutToBeReset), so it is
    // kept with its own document, before this follows the next one.
    connect(document, &ProjectDocument::projectReset, this, &RunKeeper::followDocument);
    connect(document, &ProjectDocument::filePathChanged, this, &RunKeeper::followDocument);
    connect(m_worker, &RunStoreWorker::listed, this,
            [this](quint64 listing, const QList<StoredRunInfo> &runs, const QString &path, qint64 size, qint64 cap) {
                if (listing == m_listing)
                    Q_EMIT listed(runs, path, size, cap);
            });
    // What was asked of the store for a document shown before is of no use any more.
    connect(m_worker, &RunStoreWorker::compared, this, [this](quint64 listing, const RunPair &pair) {
        if (listing == m_listing)
            Q_EMIT compared(pair);
    });
    connect(m_worker, &RunStoreWorker::kept, this, [this](quint64 listing, qint64 id, quint64 engineRunId) {
        if (listing == m_listing)
            Q_EMIT kept(id, engineRunId);
    });
    connect(m_worker, &RunStoreWorker::baselineKept, this, [this](quint64 listing, qint64 id) {
        if (listing == m_listing)
            Q_EMIT baselineKept(id);
    });
    connect(m_worker, &RunStoreWorker::baselineFound, this, [this](quint64 listing, qint64 baseline, qint64 id) {
        if (listing == m_listing)
            Q_EMIT baselineFound(baseline, id);
    });
    connect(m_worker, &RunStoreWorker::madeBaseline, this,
            [this](quint64 listing, qint64 id, const QString &datasetName) {
                if (listing == m_listing)
                    Q_EMIT madeBaseline(id, datasetName);
            });
    connect(m_worker, &RunStoreWorker::loaded, this, [this](quint64 listing, const OpenedRun &opened) {
        if (listing == m_listing)
            Q_EMIT loaded(opened);
    });
    connect(m_worker, &RunStoreWorker::failed, this, &RunKeeper::failed);
    m_thread.start();
    followDocument();
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

void RunKeeper::followDocument()
{
    const QString project = m_document->filePath();
    const QString source = m_document->sourcePath();
    m_storePath = project.isEmpty() ? RunStore::defaultPath() : RunStore::pathBeside(project);
    m_sharedStore = project.isEmpty();
    m_dataset = source.isEmpty() ? DatasetRef{QString(), m_document->displayName()} : DatasetRef::ofFiles({source});
    ++m_listing;
    Q_EMIT documentChanged();
    showRuns();
}

void RunKeeper::showRuns()
{
    // In the shared store a dataset not named yet has no runs (those that recorded none are
    // of no document in particular).
    post(&RunStoreWorker::openStore, m_storePath,
         m_sharedStore ? std::optional<QString>(m_dataset.key) : std::optional<QString>(), m_listing);
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

void RunKeeper::keepAsBaseline(qint64 id)
{
    post(&RunStoreWorker::keepAsBaseline, id);
}

void RunKeeper::compareWithBaseline(qint64 id)
{
    post(&RunStoreWorker::compareWithBaseline, id, m_dataset, m_labels, m_claimLabels);
}

void RunKeeper::remove(qint64 id)
{
    post(&RunStoreWorker::remove, id);
}

void RunKeeper::compare(qint64 idA, qint64 idB)
{
    post(&RunStoreWorker::compare, idA, idB, m_labels, m_claimLabels);
}

void RunKeeper::compareHeldOut(qint64 idA, qint64 idTry, qint64 idHeldOut, qint64 idAOnHeldOut)
{
    post(&RunStoreWorker::compareHeldOut, idA, idTry, idHeldOut, idAOnHeldOut, m_labels, m_claimLabels);
}

void RunKeeper::load(qint64 id, const std::shared_ptr<BlobSpool> &spool)
{
    post(&RunStoreWorker::load, id, spool);
}

} // namespace claimscope
