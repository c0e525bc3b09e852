#include "runstoreworker.h"

#include "experiments/comparisonexport.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace claimscope {

namespace {

// Each case delta's direction relative to the person's label (humanDirection), its results
// found through one index per run rather than a search per delta.
QList<HumanDirection> directionsOf(const RunComparison &comparison, const QList<MetricResult> &a,
                                   const QList<MetricResult> &b, const HumanLabels &labels)
{
    QList<HumanDirection> directions;
    if (labels.isEmpty())
        return directions;
    const auto indexOf = [](const QList<MetricResult> &results) {
        QHash<QString, const MetricResult *> index;
        for (const MetricResult &result : results)
            index.insert(resultKey(result.testCaseName, result.testCaseIndex, result.metricId), &result);
        return index;
    };
    const QHash<QString, const MetricResult *> inA = indexOf(a);
    const QHash<QString, const MetricResult *> inB = indexOf(b);
    directions.reserve(comparison.cases.size());
    for (const CaseDelta &delta : comparison.cases) {
        const QString key = resultKey(delta.testCaseName, delta.testCaseIndex, delta.metric);
        const MetricResult *resultA = inA.value(key);
        const MetricResult *resultB = inB.value(key);
        directions.append(resultA && resultB ? humanDirection(delta, {*resultA}, {*resultB}, labels)
                                             : HumanDirection::Unlabelled);
    }
    return directions;
}

} // namespace

void RunStoreWorker::openStore(const QString &path, const std::optional<QString> &dataset, quint64 listing)
{
    m_dataset = dataset;
    m_listing = listing;
    if (!m_store || m_store->path() != path) {
        m_store = std::make_unique<RunStore>(path);
        QString error;
        if (!m_store->open(&error)) {
            m_store.reset();
            Q_EMIT failed(error);
            return;
        }
    }
    list();
}

void RunStoreWorker::startRun(const NewRun &header)
{
    m_header = header;
    m_collected.clear();
    // Without a store (it could not be opened) there is nowhere to keep the run.
    m_spool = m_store ? std::make_unique<BlobSpool>() : nullptr;
}

void RunStoreWorker::collect(const MetricResult &result)
{
    if (m_spool)
        m_collected.append(PackedResult::pack(result, *m_spool));
}

void RunStoreWorker::keepRun(quint64 engineRunId, bool cancelled, const QJsonObject &labels,
                             const QJsonObject &claimLabels, const QMap<QString, int> &templateUses)
{
    m_header.snapshot.countTemplateUses(templateUses);
    m_header.labels = labels;
    m_header.claimLabels = claimLabels;
    const std::unique_ptr<BlobSpool> spool = std::move(m_spool);
    const QList<PackedResult> collected = std::exchange(m_collected, {});
    if (!m_store || !spool)
        return;
    QString error;
    bool kept = m_store->begin(m_header, &error);
    for (int i = 0; kept && i < collected.size(); ++i)
        kept = m_store->add(collected[i].unpacked(*spool), &error);
    const std::optional<qint64> id = kept ? m_store->commit(&error, nullptr, cancelled) : std::nullopt;
    if (!id) {
        Q_EMIT failed(error);
        return;
    }
    list();
    Q_EMIT this->kept(m_listing, *id, engineRunId);
}

void RunStoreWorker::list()
{
    if (!m_store)
        return;
    QString error;
    QList<StoredRunInfo> runs = m_store->list(&error);
    if (!error.isEmpty()) {
        Q_EMIT failed(error);
        return;
    }
    if (m_dataset)
        runs.removeIf(
            [this](const StoredRunInfo &run) { return m_dataset->isEmpty() || run.dataset.key != *m_dataset; });
    Q_EMIT listed(m_listing, runs, m_store->path(), m_store->sizeBytes(), m_store->sizeCapBytes());
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

void RunStoreWorker::keepAsBaseline(qint64 id)
{
    if (!m_store)
        return;
    QString error;
    if (!m_store->keepAsBaseline(id, &error)) {
        Q_EMIT failed(error);
        return;
    }
    list();
    QList<StoredRunInfo> runs = m_store->list(&error);
    const auto kept = std::find_if(runs.begin(), runs.end(), [id](const StoredRunInfo &run) { return run.id == id; });
    if (kept != runs.end())
        Q_EMIT madeBaseline(m_listing, id, kept->dataset.name);
}

std::optional<qint64> RunStoreWorker::coveringRun(qint64 id, const DatasetRef &dataset)
{
    QString error;
    const std::optional<StoredRun> tried = m_store->loadSummaries(id, &error);
    if (!tried || tried->results.isEmpty())
        return std::nullopt;
    for (const StoredRunInfo &run : m_store->list(&error)) { // newest first
        if (run.id >= id || run.cancelled || run.dataset.key != dataset.key)
            continue;
        const std::optional<StoredRun> earlier = m_store->loadSummaries(run.id, &error);
        if (!earlier)
            return std::nullopt;
        QSet<QString> ran;
        for (const MetricResult &result : earlier->results)
            ran.insert(resultKey(result.testCaseName, result.testCaseIndex, result.metricId));
        const bool covers = std::all_of(tried->results.begin(), tried->results.end(), [&](const MetricResult &result) {
            return ran.contains(resultKey(result.testCaseName, result.testCaseIndex, result.metricId));
        });
        if (covers)
            return run.id;
    }
    return std::nullopt;
}

void RunStoreWorker::compareWithBaseline(qint64 id, const DatasetRef &dataset, const QJsonObject &labels,
                                         const QJsonObject &claimLabels)
{
    if (!m_store)
        return;
    const std::optional<qint64> baseline = m_store->baselineOf(dataset);
    if (baseline && *baseline != id) {
        compare(*baseline, id, labels, claimLabels);
        return;
    }
    QString error;
    // The run a person made before editing (F5) is the setup the edit is to be judged against.
    if (const std::optional<qint64> earlier = baseline ? std::nullopt : coveringRun(id, dataset)) {
        if (!m_store->keepAsBaseline(*earlier, &error)) {
            Q_EMIT failed(error);
            return;
        }
        list();
        Q_EMIT baselineFound(m_listing, *earlier, id);
        compare(*earlier, id, labels, claimLabels);
        return;
    }
    if (!m_store->keepAsBaseline(id, &error)) {
        Q_EMIT failed(error);
        return;
    }
    list();
    Q_EMIT baselineKept(m_listing, id);
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
    if (const std::optional<RunPair> pair = pairOf(idA, idB, labels, claimLabels, std::nullopt))
        Q_EMIT compared(m_listing, *pair);
}

void RunStoreWorker::compareHeldOut(qint64 idA, qint64 idTry, qint64 idHeldOut, qint64 idAOnHeldOut,
                                    const QJsonObject &labels, const QJsonObject &claimLabels)
{
    if (!m_store)
        return;
    const std::optional<RunPair> tried = pairOf(idA, idTry, labels, claimLabels, std::nullopt);
    if (!tried)
        return;
    std::optional<RunPair> pair =
        pairOf(idAOnHeldOut > 0 ? idAOnHeldOut : idA, idHeldOut, labels, claimLabels, LabelSplit::Part::HeldOut);
    if (!pair)
        return;
    pair->tryId = idTry;
    pair->baselineRerunOf = idAOnHeldOut > 0 ? idA : 0;
    pair->tuning = tried->labelled;
    // What the two runs ran differs by design (which test cases, which metrics): only the setup counts.
    pair->setupSinceTry =
        RunSnapshot::setupChanges(tried->b.snapshot, pair->b.snapshot, RunSnapshot::Wording::ForPeople);
    Q_EMIT compared(m_listing, *pair);
}

std::optional<RunPair> RunStoreWorker::pairOf(qint64 idA, qint64 idB, const QJsonObject &labels,
                                              const QJsonObject &claimLabels, std::optional<LabelSplit::Part> part)
{
    // Only the results' columns are read: comparing and agreement need scores and pass/fail,
    // not the details, which the view reads for the one result it shows.
    QString error;
    std::optional<StoredRun> a = m_store->loadSummaries(idA, &error);
    std::optional<StoredRun> b = a ? m_store->loadSummaries(idB, &error) : std::nullopt;
    if (!a || !b) {
        Q_EMIT failed(error);
        return std::nullopt;
    }
    QStringList ignored; // the project's verdicts were checked when it was read; kept ones when kept
    const ClaimLabels claims = ClaimLabels::fromJson(!claimLabels.isEmpty()          ? claimLabels
                                                         : !b->claimLabels.isEmpty() ? b->claimLabels
                                                                                     : a->claimLabels,
                                                     m_store->path(), &ignored);
    const HumanLabels humanLabels = HumanLabels::fromJson(!labels.isEmpty()          ? labels
                                                              : !b->labels.isEmpty() ? b->labels
                                                                                     : a->labels);
    if (!readClaimJudgedResults(*m_store, *a, claims, &error) || !readClaimJudgedResults(*m_store, *b, claims, &error)
        || !readExchangeLabelledResults(*m_store, *a, humanLabels, &error)
        || !readExchangeLabelledResults(*m_store, *b, humanLabels, &error)) {
        Q_EMIT failed(error);
        return std::nullopt;
    }
    RunPair pair{m_store->path(),
                 *a,
                 *b,
                 RunComparison::compare(a->results, b->results, humanLabels),
                 RunSnapshot::changes(a->snapshot, b->snapshot, RunSnapshot::Wording::ForPeople),
                 humanLabels,
                 {},
                 {},
                 {},
                 {},
                 claims,
                 {},
                 {}};
    // Each run's agreement on the test cases both have: a try on the tuning part set beside a
    // baseline of every case is compared on the tuning part.
    if (claimLabels.isEmpty())
        pair.claimVerdictsOfRun = !b->claimLabels.isEmpty() ? b->info.id : !a->claimLabels.isEmpty() ? a->info.id : 0;
    pair.agreementA = agreementByMetric(sharedWith(a->results, b->results), pair.labels);
    pair.agreementB = agreementByMetric(sharedWith(b->results, a->results), pair.labels);
    pair.claimAgreementA = claimAgreementByMetric(a->results, claims, a->snapshot.metrics);
    pair.claimAgreementB = claimAgreementByMetric(b->results, claims, b->snapshot.metrics);
    // A part is split as B was (a held-out check runs the held-out part of its own split).
    LabelledComparisonOptions options;
    options.split = LabelSplit{b->snapshot.tuningShare.value_or(LabelSplit::DefaultTuningShare)};
    options.part = part;
    pair.labelledPart = part;
    pair.labelled = compareLabelled(a->results, b->results, pair.labels, options);
    pair.directions = directionsOf(pair.comparison, a->results, b->results, pair.labels);
    // A try beside its baseline: which newer full run there is, and, when A never ran the
    // held-out part the try left out, whether a kept run of A's setup did. One listing for both.
    const bool tryBesideBaseline = !part && a->info.pinned && b->snapshot.partial;
    QSet<QString> metrics;
    for (const MetricResult &result : b->results)
        metrics.insert(result.metricId);
    const double share = options.split.tuningShare;
    const bool heldOutOfBWanted =
        !part && !pair.labelled.isEmpty() && heldOutNotRun(b->results, pair.labels, share) > 0;
    const bool heldOutOfAWanted = heldOutOfBWanted && heldOutNotRun(a->results, pair.labels, share, metrics) > 0;
    if (!tryBesideBaseline && !heldOutOfBWanted)
        return pair;
    const QList<StoredRunInfo> runs = m_store->list(&error); // newest first
    if (tryBesideBaseline) {
        for (const StoredRunInfo &run : runs) {
            if (run.id >= b->info.id || run.id <= a->info.id || run.cancelled || run.dataset.key != a->info.dataset.key)
                continue;
            const std::optional<RunSnapshot> setup = m_store->snapshotOf(run.id);
            if (setup && !setup->partial) {
                pair.fullRunAfterA = run.id;
                break;
            }
        }
    }
    if (heldOutOfAWanted)
        pair.heldOutRunOfA = heldOutRunOfSetup(runs, *a, metrics, pair.labels, share).value_or(0);
    if (heldOutOfBWanted)
        pair.heldOutRunOfB = heldOutRunOfSetup(runs, *b, metrics, pair.labels, share).value_or(0);
    return pair;
}

std::optional<qint64> RunStoreWorker::heldOutRunOfSetup(const QList<StoredRunInfo> &runs, const StoredRun &a,
                                                        const QSet<QString> &metrics, const HumanLabels &labels,
                                                        double tuningShare)
{
    for (const StoredRunInfo &run : runs) { // newest first
        if (run.id == a.info.id || run.cancelled || run.dataset.key != a.info.dataset.key
            || run.appVersion != a.info.appVersion
            || !std::all_of(metrics.cbegin(), metrics.cend(),
                            [&run](const QString &metric) { return run.metrics.contains(metric); }))
            continue;
        // The setup first, from the snapshot alone; a run's results are read only when it matches.
        const std::optional<RunSnapshot> setup = m_store->snapshotOf(run.id);
        const bool sameSetup = setup && setup->judge == a.snapshot.judge
            && std::all_of(metrics.cbegin(), metrics.cend(),
                           [&](const QString &metric) {
                               return a.snapshot.metrics.contains(metric)
                                   && setup->metrics.value(metric) == a.snapshot.metrics.value(metric);
                           })
            && std::all_of(setup->templates.keyValueBegin(), setup->templates.keyValueEnd(), [&](const auto &step) {
                                   return a.snapshot.templates.value(step.first, step.second) == step.second;
                               });
        if (!sameSetup)
            continue;
        QString error;
        const std::optional<StoredRun> candidate = m_store->loadSummaries(run.id, &error);
        if (!candidate)
            return std::nullopt;
        if (heldOutNotRun(candidate->results, labels, tuningShare, metrics) == 0)
            return run.id;
    }
    return std::nullopt;
}

void RunStoreWorker::load(qint64 id, const std::shared_ptr<BlobSpool> &spool)
{
    if (!m_store)
        return;
    QString error;
    OpenedRun opened{{}, {}, spool};
    const auto pack = [&opened](MetricResult &&result) {
        opened.results.append(PackedResult::pack(result, *opened.spool));
    };
    std::optional<StoredRun> run = m_store->load(id, &error, pack);
    if (!run) {
        Q_EMIT failed(error);
        return;
    }
    opened.run = std::move(*run);
    Q_EMIT loaded(m_listing, opened);
}

} // namespace claimscope
