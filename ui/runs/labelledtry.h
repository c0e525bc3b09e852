#pragma once

#include "experiments/labelsplit.h"
#include "experiments/runsnapshot.h"

#include <QObject>
#include <QPair>
#include <QTimer>

#include <optional>

namespace claimscope {

class ProjectDocument;
class RunController;
class RunKeeper;
struct RunRequest;
struct RunSummary;

// Run › Try on Labelled Cases: runs the labelled metrics (those the verdict is about, whose
// labels can give a κ) on the
// tuning part of the labelled test cases (LabelSplit), keeps the run and compares it with its
// dataset's baseline, or makes it the baseline when there is none. Says what it will run, and
// what to do instead when it cannot. UI thread.
class LabelledTry : public QObject
{
    Q_OBJECT
public:
    LabelledTry(ProjectDocument *document, RunController *runs, RunKeeper *keeper, QObject *parent = nullptr);

    void start();
    // Step 3 of the loop: runs the labelled metrics on the held-out part of the labelled test cases
    // with the setup as it stands, keeps the run and compares it with `idA` on that part, the try
    // `idTry`'s own verdicts beside it. When A never ran those cases, the kept run `aOnHeldOut` of
    // A's setup on them stands for A, or else `setupOfA` (A's kept setup) runs them first, so
    // both sides stand on the same cases.
    // A kept run `tryOnHeldOut` of the try's setup on them stands for the try's side: only what A
    // lacks runs, or nothing.
    void startHeldOut(qint64 idA, qint64 idTry, const std::optional<RunSnapshot> &setupOfA = std::nullopt,
                      qint64 aOnHeldOut = 0, qint64 tryOnHeldOut = 0);
    // The project indices of the labelled test cases in the held-out part, in project order.
    QList<int> heldOutCases() const;
    // The project indices of the labelled test cases in the tuning part, in project order.
    QList<int> tuningCases() const;
    // The metrics whose labels can give a κ (two or more, some pass and some fail), in registry
    // order: the only ones a try runs.
    QStringList labelledMetrics() const;
    // The metrics with labels that cannot give a κ yet, with why: "Turn Relevancy (1 label)".
    QStringList leftOutMetrics() const;
    // What a try runs: "Runs Turn Faithfulness, the labelled metric, on 286 tuning cases."
    QString scopeText() const { return m_scope; }

Q_SIGNALS:
    // What a person should know: why the try cannot run, or that it became the baseline.
    void message(const QString &text);
    // What is running for the try now (the held-out cases): shown until its comparison opens.
    void running(const QString &text);
    // scopeText() changed: labels, the tuning share or the test cases did.
    void scopeChanged(const QString &text);
    // startHeldOut() ran nothing (a run going on, nothing to run, the run refused): message()
    // or the run controller said why, and the comparison's button may be pressed again.
    void heldOutNotStarted();

private:
    void runStarted(quint64 runId, const RunRequest &request);
    void runFinished(const RunSummary &summary);
    void kept(qint64 id, quint64 engineRunId);
    void updateScope();

    // Starts a run of `cases`: a try (`heldOutOf` none) or the held-out check of a try, with
    // `setupOfA` (A's kept setup) in place of the project's for A's side of that check.
    bool runLabelled(const QList<int> &cases, std::optional<QPair<qint64, qint64>> heldOutOf,
                     const std::optional<RunSnapshot> &setupOfA = std::nullopt);
    QList<int> labelledCases(LabelSplit::Part part) const;

    enum class Stage { Idle, Starting, Running, Keeping };
    ProjectDocument *m_document;
    RunController *m_runs;
    RunKeeper *m_keeper;
    Stage m_stage = Stage::Idle;
    quint64 m_runId = 0;
    int m_cases = 0;
    std::optional<QPair<qint64, qint64>> m_heldOutOf; // (A, try) while a held-out check runs
    // A held-out check whose A never ran the held-out cases: A's setup runs them first; then
    // `m_aOnHeldOut` is that run's id, and the try's setup runs.
    bool m_runningSetupOfA = false;
    qint64 m_aOnHeldOut = 0;
    qint64 m_tryOnHeldOut = 0;    // a kept run of the try's setup on the held-out part, when there is one
    QStringList m_heldOutMetrics; // what both sides of a held-out check run
    QString m_scope;
    QTimer m_scopeTimer;
};

} // namespace claimscope
