#pragma once

#include "judge/promptrenderer.h"
#include "model/judgesettings.h"
#include "model/projectsettings.h"
#include "model/testcase.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace claimscope {

// Everything a run needs, copied to the engine thread.
struct RunRequest {
    quint64 runId = 0;
    QList<TestCase> testCases;
    QList<int> testCaseIndices;     // their indices in the project (for names and results)
    QList<MetricSelection> metrics;     // the enabled ones
    QHash<QString, QJsonObject> paramOverrides;     // every configured metric's params (trust score components)
    TemplateSet templates;
    JudgeSettings judge;
    bool useCache = true;
    bool dryRun = false;            // send nothing: plan every step (PlanningJudge)
    bool skipInapplicable = false;  // leave out metrics a test case lacks the fields for
    QString cachePath;              // empty: StepCache::defaultPath()
};

// Live counters of a run, emitted as it goes.
struct RunProgress {
    quint64 runId = 0;
    int stepsIssued = 0;
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

    // Time left from the pace so far, counting a wait the judge announced as spent before
    // more is done; negative when it cannot be told yet (no metric done).
    qint64 remainingMs() const;
};

struct RunSummary {
    quint64 runId = 0;
    bool cancelled = false;
    QString error;                  // a run that could not start (bad settings, cache)
    QStringList warnings;           // what went wrong without stopping it (a damaged cache), once each
    RunProgress progress;
};

} // namespace claimscope

Q_DECLARE_METATYPE(claimscope::RunRequest)
Q_DECLARE_METATYPE(claimscope::RunProgress)
Q_DECLARE_METATYPE(claimscope::RunSummary)
