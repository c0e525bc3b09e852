#include "runstoreworker.h"

#include "experiments/comparisonexport.h"

namespace claimscope {

void RunStoreWorker::openStore(const QString &path)
{
    if (m_store && m_store->path() == path)
        return;
    m_store = std::make_unique<RunStore>(path);
    QString error;
    if (!m_store->open(&error)) {
        m_store.reset();
        Q_EMIT failed(error);
        return;
    }
    list();
}

void RunStoreWorker::keep(const NewRun &run)
{
    if (!m_store)
        return;
    QString error;
    if (!m_store->save(run, &error)) {
        Q_EMIT failed(error);
        return;
    }
    list();
}

void RunStoreWorker::list()
{
    if (!m_store)
        return;
    QString error;
    const QList<StoredRunInfo> runs = m_store->list(&error);
    if (!error.isEmpty()) {
        Q_EMIT failed(error);
        return;
    }
    Q_EMIT listed(runs, m_store->path(), m_store->sizeBytes(), m_store->sizeCapBytes());
}

void RunStoreWorker::rename(qint64 id, const QString &name)
{
    QString error;
    if (m_store && !m_store->rename(id, name, &error))
        Q_EMIT failed(error);
    list();
}

void RunStoreWorker::setNote(qint64 id, const QString &note)
{
    QString error;
    if (m_store && !m_store->setNote(id, note, &error))
        Q_EMIT failed(error);
    list();
}

void RunStoreWorker::setPinned(qint64 id, bool pinned)
{
    QString error;
    if (m_store && !m_store->setPinned(id, pinned, &error))
        Q_EMIT failed(error);
    list();
}

void RunStoreWorker::remove(qint64 id)
{
    QString error;
    if (m_store && !m_store->remove(id, &error))
        Q_EMIT failed(error);
    list();
}

void RunStoreWorker::compare(qint64 idA, qint64 idB, const QJsonObject &labels, const QJsonObject &claimLabels)
{
    if (!m_store)
        return;
    // Only the results' columns are read: comparing and agreement need scores and pass/fail,
    // not the details, which the view reads for the one result it shows.
    QString error;
    std::optional<StoredRun> a = m_store->loadSummaries(idA, &error);
    std::optional<StoredRun> b = a ? m_store->loadSummaries(idB, &error) : std::nullopt;
    if (!a || !b) {
        Q_EMIT failed(error);
        return;
    }
    QStringList ignored; // the project's verdicts were checked when it was read; kept ones when kept
    const ClaimLabels claims = ClaimLabels::fromJson(!claimLabels.isEmpty()          ? claimLabels
                                                         : !b->claimLabels.isEmpty() ? b->claimLabels
                                                                                     : a->claimLabels,
                                                     m_store->path(), &ignored);
    if (!readClaimJudgedResults(*m_store, *a, claims, &error)
        || !readClaimJudgedResults(*m_store, *b, claims, &error)) {
        Q_EMIT failed(error);
        return;
    }
    RunPair pair{m_store->path(),
                 *a,
                 *b,
                 RunComparison::compare(a->results, b->results),
                 RunSnapshot::changes(a->snapshot, b->snapshot),
                 HumanLabels::fromJson(!labels.isEmpty()          ? labels
                                           : !b->labels.isEmpty() ? b->labels
                                                                  : a->labels),
                 {},
                 {},
                 {},
                 {}};
    pair.agreementA = agreementByMetric(a->results, pair.labels);
    pair.agreementB = agreementByMetric(b->results, pair.labels);
    pair.claimAgreementA = claimAgreementByMetric(a->results, claims, a->snapshot.metrics);
    pair.claimAgreementB = claimAgreementByMetric(b->results, claims, b->snapshot.metrics);
    Q_EMIT compared(pair);
}

void RunStoreWorker::load(qint64 id)
{
    if (!m_store)
        return;
    QString error;
    const std::optional<StoredRun> run = m_store->load(id, &error);
    if (!run) {
        Q_EMIT failed(error);
        return;
    }
    Q_EMIT loaded(*run);
}

} // namespace claimscope
