#pragma once

#include "runstoreworker.h"

#include <QObject>
#include <QThread>

namespace claimscope {

class ProjectDocument;
class RunController;

// Keeps every finished or cancelled run of the open document in a run store and lists that
// document's runs for the Runs dock. A saved project's runs go to the store beside it
// ("<name>.claimscope-runs.sqlite"), which lists them all; an unsaved document's go to
// RunStore::defaultPath(), shared with the CLI, which lists only the runs of its
// dataset (its source file, else its test cases). Every store access happens on its own thread
// (RunStoreWorker); this object lives on the UI thread and only forwards.
class RunKeeper : public QObject
{
    Q_OBJECT
public:
    RunKeeper(ProjectDocument *document, RunController *runs, QObject *parent = nullptr);
    ~RunKeeper() override;

    QString storePath() const { return m_storePath; }
    // What the runs listed and kept from now on were made on.
    const DatasetRef &dataset() const { return m_dataset; }
    // The project's human labels (HumanLabels::toJson): kept with every run from now on, and
    // what comparisons measure agreement against.
    void setLabels(const QJsonObject &labels) { m_labels = labels; }
    // The project's claim verdicts (ClaimLabels::toJson): kept and measured against the same way.
    void setClaimLabels(const QJsonObject &claimLabels) { m_claimLabels = claimLabels; }

    void refresh();
    void rename(qint64 id, const QString &name);
    void setNote(qint64 id, const QString &note);
    void setPinned(qint64 id, bool pinned);
    // Run `id` becomes the baseline of its dataset (the dataset's other runs are unpinned).
    void keepAsBaseline(qint64 id);
    // Compares run `id` with its dataset's baseline: compared(); without one, with the earlier
    // run that covers it, made the baseline (baselineFound(), then compared()), or else
    // baselineKept() when `id` became it.
    void compareWithBaseline(qint64 id);
    void remove(qint64 id);
    void compare(qint64 idA, qint64 idB);
    // The held-out check of try `idTry` (RunStoreWorker::compareHeldOut): compared() gives it.
    void compareHeldOut(qint64 idA, qint64 idTry, qint64 idHeldOut, qint64 idAOnHeldOut = 0);
    // Opens run `id`, its results packed into `spool` (the results table's).
    void load(qint64 id, const std::shared_ptr<claimscope::BlobSpool> &spool);

Q_SIGNALS:
    // Another document (or the same one saved elsewhere) is shown: the runs listed so far are
    // not its own; listed() follows with its runs.
    void documentChanged();
    void listed(const QList<claimscope::StoredRunInfo> &runs, const QString &path, qint64 sizeBytes, qint64 capBytes);
    void compared(const claimscope::RunPair &pair);
    // A run of the document (the engine's `engineRunId`) was kept under `id`.
    void kept(qint64 id, quint64 engineRunId);
    void baselineKept(qint64 id);
    // There was no baseline: the earlier run `baseline` became it, to compare try `id` with.
    void baselineFound(qint64 baseline, qint64 id);
    // Keep as Baseline was done: run `id` is the baseline of its dataset (`datasetName`) now.
    void madeBaseline(qint64 id, const QString &datasetName);
    void loaded(const claimscope::OpenedRun &opened);
    void failed(const QString &message);

private:
    template<typename... Args> void post(void (RunStoreWorker::*slot)(Args...), std::decay_t<Args>... arguments);
    // Opens the document's store and lists its runs.
    void followDocument();
    // The store's runs shown: every one, or in the shared store only those of m_dataset.
    void showRuns();

    ProjectDocument *m_document;
    QThread m_thread;
    RunStoreWorker *m_worker;
    QString m_storePath;
    DatasetRef m_dataset; // unknown for a new project until its first run names it by content
    bool m_sharedStore = false;
    quint64 m_listing = 0; // counts the documents followed: lists of one shown before are dropped
    QJsonObject m_labels;
    QJsonObject m_claimLabels;
};

} // namespace claimscope
