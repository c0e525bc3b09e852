#pragma once

#include "runstoreworker.h"

#include <QObject>
#include <QThread>

namespace claimscope {

class RunController;

// Keeps every finished or cancelled run of the workbench in the run store beside the project
// ("<name>.claimscope-runs.sqlite", or runs.sqlite in the app data folder for an unsaved one)
// and answers the Runs dock. Every store access happens on its own thread (RunStoreWorker);
// this object lives on the UI thread and only forwards.
class RunKeeper : public QObject
{
    Q_OBJECT
public:
    explicit RunKeeper(RunController *runs, QObject *parent = nullptr);
    ~RunKeeper() override;

    // The project's file; empty for an unsaved project.
    void setProjectPath(const QString &projectPath);
    QString storePath() const { return m_storePath; }
    // The project's human labels (HumanLabels::toJson): kept with every run from now on, and
    // what comparisons measure agreement against.
    void setLabels(const QJsonObject &labels) { m_labels = labels; }
    // The project's claim verdicts (ClaimLabels::toJson): kept and measured against the same way.
    void setClaimLabels(const QJsonObject &claimLabels) { m_claimLabels = claimLabels; }

    void refresh();
    void rename(qint64 id, const QString &name);
    void setNote(qint64 id, const QString &note);
    void setPinned(qint64 id, bool pinned);
    void remove(qint64 id);
    void compare(qint64 idA, qint64 idB);
    // Opens run `id`, its results packed into `spool` (the results table's).
    void load(qint64 id, const std::shared_ptr<claimscope::BlobSpool> &spool);

Q_SIGNALS:
    void listed(const QList<claimscope::StoredRunInfo> &runs, const QString &path, qint64 sizeBytes, qint64 capBytes);
    void compared(const claimscope::RunPair &pair);
    void loaded(const claimscope::OpenedRun &opened);
    void failed(const QString &message);

private:
    template<typename... Args> void post(void (RunStoreWorker::*slot)(Args...), std::decay_t<Args>... arguments);

    QThread m_thread;
    RunStoreWorker *m_worker;
    QString m_storePath;
    QJsonObject m_labels;
    QJsonObject m_claimLabels;
};

} // namespace claimscope
