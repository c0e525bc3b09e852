#pragma once

#include "experiments/runsnapshot.h"
#include "metrics/batch/batchstate.h"
#include "metrics/engine/enginehost.h"
#include "metrics/engine/runrequest.h"

#include <QList>
#include <QObject>
#include <QStringList>

namespace claimscope {

class ApiKeyStore;
struct RunPlan;
class AppSettings;
class ProjectDocument;

// Runs the open project through EngineHost (the engine's worker thread): every test case, the
// selected one, or one metric; checks params and templates first and fetches the API key.
// Results, calls and progress come straight from engine(). The UI thread never waits on a run.
// Lives on the UI thread.
class RunController : public QObject
{
    Q_OBJECT
public:
    RunController(ProjectDocument *document, AppSettings *settings, ApiKeyStore *keys, QObject *parent = nullptr);
    ~RunController() override;

    void runAll();
    // Every enabled metric on every test case through the provider's Batch API (resumes a
    // batch of the same steps kept from an earlier session).
    void runAllAsBatch();
    // Every enabled metric on every test case, `repetitions` times (each repetition asks the
    // judge again); the results are the last repetition's with the spread of them all.
    void runAllRepeated(int repetitions);
    // One test case with every enabled metric; the other test cases' results stay.
    void runCase(int caseIndex);
    // Every enabled metric (or these metrics, enabled or not) on these test cases (project
    // indices); the other results stay.
    // `purpose` leads the name the run is kept under ("try on 277 tuning cases"), followed by what
    // its setup changed from the kept run `namedAgainst` (0: the baseline).
    void runCases(const QList<int> &caseIndices, const QStringList &metricIds = {}, const QString &purpose = {},
                  qint64 namedAgainst = 0);
    // These metrics on these test cases with the params and templates of a kept run's `setup`
    // instead of the project's (a baseline's setup on cases it never ran); refused when the
    // setup's judge is not the project's, or it did not run one of the metrics. Its name is
    // counted from run `setupRunId`.
    void runCasesWithSetup(const QList<int> &caseIndices, const QStringList &metricIds, const RunSnapshot &setup,
                           qint64 setupRunId, const QString &purpose);
    // One metric over every test case it applies to; the other metrics' results stay.
    void runMetric(const QString &metricId);
    void cancel();
    // The program closes: a run ends, but a provider batch in flight stays to be resumed.
    void leave();
    bool isRunning() const;
    // Batches of this project (by its path) submitted by an earlier session and not yet read.
    QList<PendingBatch> pendingBatches() const;
    // The first wait before a batch status check (tests make it short); 0: the default.
    void setBatchPollMs(int ms) { m_batchPollMs = ms; }
    // Where the current run's results, judge calls and progress come from (stale runs dropped).
    EngineHost *engine() const { return m_host; }

    // The enabled metrics (registry order) with the project's params, over these test cases
    // (empty: all); no API key. Metrics a test case lacks the fields for are skipped. Labels on
    // one exchange go with it, so the run judges what they rate alone where it must.
    RunRequest request(const QList<int> &caseIndices, const QStringList &metricIds = {}) const;
    // request() without its test cases: what the project's settings make of a run (its metrics,
    // params, templates and judge), at no cost that grows with the number of test cases.
    RunRequest settingsRequest(const QStringList &metricIds = {}) const;

Q_SIGNALS:
    // `request` carries no API key.
    void runStarted(quint64 runId, const claimscope::RunRequest &request);
    void runFinished(const claimscope::RunSummary &summary);
    void runRefused(const QString &reason);
    void runningChanged(bool running);
    // What to know about the run that starts: where the key came from (or that requests go
    // without one), or that the offline judge ignores the edited templates it would use.
    void runNote(const QString &note);

private:
    // The project is being replaced: its run ends now, as cancelled, and nothing more of it
    // reaches the results (a provider batch in flight stays to be resumed with its project).
    void abandon();
    // A run waiting for its API key from the keychain does not start.
    void stopFetchingKey();
    void start(RunRequest request);
    void launch(RunRequest request);
    // Why the request cannot run: bad params, broken templates, nothing applicable.
    QStringList problems(const RunRequest &request, const RunPlan &plan) const;
    // The customised templates of the steps the plan may issue.
    static QStringList editedTemplates(const RunRequest &request, const RunPlan &plan);

    ProjectDocument *m_document;
    AppSettings *m_settings;
    ApiKeyStore *m_keys;
    EngineHost *m_host;
    bool m_fetchingKey = false;
    int m_batchPollMs = 0;
    quint64 m_fetchGeneration = 0;
};

} // namespace claimscope
