#pragma once

#include "experiments/agreement.h"
#include "experiments/claimagreement.h"
#include "experiments/labelledcomparison.h"
#include "experiments/runcomparison.h"
#include "experiments/runstore.h"
#include "model/humanlabels.h"
#include "results/packedresult.h"

#include <QObject>

#include <memory>

namespace claimscope {

// Two kept runs and what set them apart, ready for the comparison view: with the human labels
// and claim verdicts the comparison measures against, each run's agreement with them per metric.
// The runs' results are summaries (RunStore::loadSummaries), whole only where a claim verdict
// needed them: a breakdown or an export reads the rest from `storePath`. With labels, per
// labelled metric the change in agreement with its verdict, and per case delta whether B moved
// toward or away from the person's label.
struct RunPair {
    QString storePath;
    StoredRun a;
    StoredRun b;
    RunComparison comparison;
    QStringList changes; // A → B, as a person reads them (RunSnapshot::Wording::ForPeople)
    HumanLabels labels;
    QMap<QString, Agreement> agreementA;
    QMap<QString, Agreement> agreementB;
    QMap<QString, ClaimAgreement> claimAgreementA;
    QMap<QString, ClaimAgreement> claimAgreementB;
    ClaimLabels claimLabels;
    // Agreement with the labels compared pair by pair over all labelled cases, with the verdicts.
    QList<LabelledMetricComparison> labelled;
    QList<HumanDirection> directions; // directions[i]: comparison.cases[i]'s
    // A held-out check of a try: B ran the try's metrics on the held-out part, and `labelled` is
    // on that part only; `tuning` is the try's own comparison on the tuning part, set beside it;
    // `setupSinceTry` what B's setup changed from the try's (empty: the same setup);
    // `baselineRerunOf` the baseline whose setup A ran on the held-out part, because the
    // baseline itself never ran it (0: A is the baseline).
    std::optional<LabelSplit::Part> labelledPart;
    qint64 tryId = 0;
    qint64 baselineRerunOf = 0;
    // A try whose A never ran the held-out part: a kept run of A's setup that did (0: none), so
    // the held-out check need not run A's setup again.
    qint64 heldOutRunOfA = 0;
    // A try that never ran the held-out part: a kept run of the try's setup that did (0: none),
    // so the held-out check need not run it again.
    qint64 heldOutRunOfB = 0;
    // A try compared with its baseline A: the newest full run of the dataset made after A and
    // before B (0: none), which the person may have meant as the try's baseline.
    qint64 fullRunAfterA = 0;
    // Whose claim verdicts `claimLabels` are when the project has none: the run they were kept
    // with (0: the project's own).
    qint64 claimVerdictsOfRun = 0;
    QList<LabelledMetricComparison> tuning;
    QStringList setupSinceTry;
};

// A kept run opened into the workbench: its header (results empty) and its results packed into
// the spool the results table reads from.
struct OpenedRun {
    StoredRun run;
    QList<PackedResult> results;
    std::shared_ptr<BlobSpool> spool;
};

// Does every run-store read and write of the workbench, on RunKeeper's thread: collects and
// keeps runs, lists, edits and loads them. Lives on that thread only.
class RunStoreWorker : public QObject
{
    Q_OBJECT
public Q_SLOTS:
    // Opens the store at `path` (unless it is open) and lists its runs: every one, or with
    // `dataset` only the runs of that dataset (none when it is empty). Each list comes with
    // `listing`, so a list made for an earlier document can be told apart.
    void openStore(const QString &path, const std::optional<QString> &dataset, quint64 listing);
    // A run starts (`header`: its snapshot): its results are collected until it ends, their
    // windows in a spool rather than in memory.
    void startRun(const claimscope::NewRun &header);
    void collect(const claimscope::MetricResult &result);
    // The run ended: keeps it, finished or cancelled, one result at a time, with the human
    // labels and claim verdicts in effect (HumanLabels::toJson, ClaimLabels::toJson).
    // `templateUses`: step → the prompts its template rendered (RunProgress::templateUses).
    // `engineRunId`: the engine's id of the run, given back with kept().
    void keepRun(quint64 engineRunId, bool cancelled, const QJsonObject &labels, const QJsonObject &claimLabels,
                 const QMap<QString, int> &templateUses);
    void list();
    void rename(qint64 id, const QString &name);
    void setNote(qint64 id, const QString &note);
    void setPinned(qint64 id, bool pinned);
    // Run `id` becomes the one baseline of its dataset (RunStore::keepAsBaseline).
    void keepAsBaseline(qint64 id);
    // Compares run `id` with the baseline of `dataset`. With none, the newest earlier finished
    // run of `dataset` that ran every (test case, metric) `id` ran (an F5 run before the edit a
    // try holds) becomes the baseline and is compared with it, and baselineFound() says so; with
    // no such run either (or when `id` is the baseline), `id` becomes the baseline and
    // baselineKept() says so instead.
    void compareWithBaseline(qint64 id, const claimscope::DatasetRef &dataset, const QJsonObject &labels,
                             const QJsonObject &claimLabels);
    void remove(qint64 id);
    // `labels` and `claimLabels`: the project's (HumanLabels::toJson, ClaimLabels::toJson);
    // without any, those kept with B, else A.
    void compare(qint64 idA, qint64 idB, const QJsonObject &labels, const QJsonObject &claimLabels);
    // The held-out check of try `idTry` against `idA`: compares `idA` (or `idAOnHeldOut`, A's
    // setup run on the held-out part when A never ran it; 0 for none) with `idHeldOut` (the
    // try's metrics run on the held-out part) on the held-out labelled cases, with the try's own
    // verdicts on the tuning part beside them and what changed in the setup since the try.
    void compareHeldOut(qint64 idA, qint64 idTry, qint64 idHeldOut, qint64 idAOnHeldOut, const QJsonObject &labels,
                        const QJsonObject &claimLabels);
    // Reads run `id` one result at a time, packing each into `spool`.
    void load(qint64 id, const std::shared_ptr<claimscope::BlobSpool> &spool);

Q_SIGNALS:
    void listed(quint64 listing, const QList<claimscope::StoredRunInfo> &runs, const QString &path, qint64 sizeBytes,
                qint64 capBytes);
    void compared(quint64 listing, const claimscope::RunPair &pair);
    // The engine's run `engineRunId` was kept under `id`.
    void kept(quint64 listing, qint64 id, quint64 engineRunId);
    // Run `id` became its dataset's baseline, as there was none to compare it with.
    void baselineKept(quint64 listing, qint64 id);
    // There was no baseline: the earlier run `baseline` became it, to compare the try `id` with.
    void baselineFound(quint64 listing, qint64 baseline, qint64 id);
    // keepAsBaseline(`id`) was done: `id` is the baseline of its dataset (`datasetName`) now.
    void madeBaseline(quint64 listing, qint64 id, const QString &datasetName);
    void loaded(quint64 listing, const claimscope::OpenedRun &opened);
    void failed(const QString &message);

private:
    // The newest finished run of `dataset` before `id` with a result for every (test case,
    // metric) `id` has; none when there is none or a run cannot be read.
    std::optional<qint64> coveringRun(qint64 id, const DatasetRef &dataset);
    // The run of `runs` (the store's, newest first) made with `a`'s setup (its judge, app version,
    // the params of `metrics` and the templates the run used) that ran `metrics` on every
    // labelled held-out case; none when there is none.
    std::optional<qint64> heldOutRunOfSetup(const QList<StoredRunInfo> &runs, const StoredRun &a,
                                            const QSet<QString> &metrics, const HumanLabels &labels,
                                            double tuningShare);
    // Runs `idA` and `idB` compared, their labelled comparison on `part` (none: every labelled
    // case); none, with failed() emitted, when a run cannot be read.
    std::optional<RunPair> pairOf(qint64 idA, qint64 idB, const QJsonObject &labels, const QJsonObject &claimLabels,
                                  std::optional<LabelSplit::Part> part);

    std::unique_ptr<RunStore> m_store;
    std::optional<QString> m_dataset; // whose runs are listed; unset: every run in the store
    quint64 m_listing = 0;
    NewRun m_header;
    QList<PackedResult> m_collected;
    std::unique_ptr<BlobSpool> m_spool; // the collected results' windows; none between runs
};

} // namespace claimscope

Q_DECLARE_METATYPE(claimscope::RunPair)
Q_DECLARE_METATYPE(claimscope::StoredRun)
Q_DECLARE_METATYPE(claimscope::OpenedRun)
Q_DECLARE_METATYPE(claimscope::StoredRunInfo)
