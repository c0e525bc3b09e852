#pragma once

#include "engine/judgeoutage.h"
#include "judge/promptrenderer.h"
#include "model/humanlabels.h"
#include "model/judgesettings.h"
#include "model/projectsettings.h"
#include "model/testcase.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// Everything a run needs, copied to the engine thread.
struct RunRequest {
    static constexpr int MaxRepetitions = 100; // the most a repeated evaluation takes

    quint64 runId = 0;
    QList<TestCase> testCases;
    QList<int> testCaseIndices; // their indices in the project (for names and results)
    // Test cases the reader refused (a text over TestCaseReader::MaxTextBytes), by position in
    // testCases: every metric on one reports this message as an input error and asks nothing.
    QHash<int, QString> refusedCases;
    QStringList metrics; // the ids of the metrics to run, in order
    // Whether the run recomputes only its test cases × metrics (one metric, one test case, a
    // selection): the results shown of others stay beside its own. Otherwise it recomputes the
    // whole project and its results replace every one shown.
    bool partial = false;
    // The params as configured, per metric id: those of the metrics run and of the components
    // they use (the trust score's). A metric missing here takes its defaults. RunPlan resolves them.
    QHash<QString, QJsonObject> params;
    TemplateSet templates;
    JudgeSettings judge;
    bool useCache = true;
    // A repeated evaluation: how many times the whole run goes (EngineHost repeats it and
    // reports the last repetition's results with the spread of them all)…
    int repetitions = 1;
    // …and which repetition this is (0-based): each has its own cache slot, so an LLM judge
    // at temperature > 0 really answers again.
    int repetition = 0;
    bool dryRun = false;           // send nothing: plan every step (PlanningJudge)
    bool skipInapplicable = false; // leave out metrics a test case lacks the fields for
    QString cachePath;             // empty: StepCache::defaultPath()
    // Batch mode: judge steps go to the provider's Batch API, one batch per round of steps
    // that are ready (metrics/batch). Ignored by the offline judge and dry runs.
    bool batch = false;
    int batchPollMs = 0;    // first wait before a status check; 0: BatchOptions' default
    QString batchStatePath; // pending batches kept for resuming; empty: BatchStateFile::defaultPath()
    QString batchOrigin;    // what the run is of (a project file, the CLI's files), kept with its batches

    // Labels that rate one exchange (HumanLabel::exchange), by metric id and position in
    // testCases: where a metric's result cannot give that exchange's own score, the run also
    // judges the exchange alone and keeps its score with the result (MetricResult::exchangeAlone).
    QHash<QString, QHash<int, int>> exchangeLabels;
    // What the run is for, leading the name it is kept under ("try on 277 tuning cases"); empty
    // for a plain run.
    QString purpose;
    // The kept run this one's name counts its setup's changes from (0: the baseline, or the
    // run before for a plain run); see NewRun::namedAgainst.
    qint64 namedAgainst = 0;

    // Runs `metricId` with `configured` params (the rest take their defaults).
    void addMetric(const QString &metricId, const QJsonObject &configured = {});
    // Fills exchangeLabels from `labels` for the test cases in the request (after them).
    void addExchangeLabels(const HumanLabels &labels);
};

// Where a batch-mode run stands (RunProgress::batch).
struct BatchProgress {
    int round = 0;          // 1-based; 0: no batch submitted yet
    int roundsEstimate = 0; // the longest chain of dependent steps of the metrics run
    int requests = 0;       // in the current batch
    int completed = 0;
    int failed = 0;
    QString status; // the provider's word: validating, in_progress, finalizing …
    QString batchId;
    bool resumed = false;   // the batch was submitted by an earlier run and is polled again
    qint64 nextCheckMs = 0; // on the run's clock; 0: no check planned

    bool operator==(const BatchProgress &) const = default;
};

// Live counters of a run, emitted as it goes.
struct RunProgress {
    quint64 runId = 0;
    int stepsIssued = 0;
    QMap<QString, int> templateUses; // step → the prompts its template rendered
    int stepsDone = 0;
    int cachedSteps = 0;
    int failedSteps = 0;
    int metricsDone = 0;
    int metricsTotal = 0;
    qint64 elapsedMs = 0;
    // A long wait the judge asked for (a retry 10 s or more away, e.g. a rate limit's
    // Retry-After): until when on the run's clock, and why. 0: none announced.
    qint64 judgeWaitUntilMs = 0;
    QString judgeWaitReason;
    bool batchMode = false;
    BatchProgress batch;
    // A repeated evaluation: the repetition under way (0-based) and how many there are; the
    // counters above add up every repetition so far.
    int repetition = 0;
    int repetitions = 1;
    // The judge went away: the run holds new work until it is told what to do.
    std::optional<JudgeOutage> pausedFor;
    // Metrics never started because the rest of the run was skipped after the judge went away.
    int metricsNotRun = 0;

    // Time left from the pace so far, counting a wait the judge announced as spent before
    // more is done; negative when it cannot be told yet (no metric done).
    qint64 remainingMs() const;
};

struct RunSummary {
    quint64 runId = 0;
    bool cancelled = false;
    QString error;        // a run that could not start (bad settings, cache)
    QStringList warnings; // what went wrong without stopping it (a damaged cache), once each
    // The judge went away and the run did not get past it: the rest was skipped, the run was
    // cancelled, or what was in flight ended with the judge still gone.
    std::optional<JudgeOutage> outage;
    RunProgress progress;
};

} // namespace claimscope

Q_DECLARE_METATYPE(claimscope::RunRequest)
Q_DECLARE_METATYPE(claimscope::RunProgress)
Q_DECLARE_METATYPE(claimscope::RunSummary)
