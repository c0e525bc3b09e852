#pragma once

#include "metrics/batch/batchstate.h"
#include "metrics/engine/runrequest.h"
#include "model/callrecord.h"
#include "model/metricresult.h"

#include <QList>
#include <QObject>
#include <QStringList>

namespace claimscope {

class ApiKeyStore;
class EngineHost;
class ProjectDocument;

// Runs the open project through EngineHost (the engine's worker thread): every test case, the
// selected one, or one metric; checks params and templates first, fetches the API key, and
// relays progress and results. The UI thread never waits on a run. Lives on the UI thread.
class RunController : public QObject
{
    Q_OBJECT
public:
    RunController(ProjectDocument *document, ApiKeyStore *keys, QObject *parent = nullptr);
    ~RunController() override;

    void runAll();
    // Every enabled metric on every test case through the provider's Batch API (resumes a
    // batch of the same steps kept from an earlier session).
    void runAllAsBatch();
    void runCase(int caseIndex);
    // One metric over every test case it applies to.
    void runMetric(const QString &metricId);
    void cancel();
    // The program closes: a run ends, but a provider batch in flight stays to be resumed.
    void leave();
    bool isRunning() const;
    // Batches of this project (by its path) submitted by an earlier session and not yet read.
    QList<PendingBatch> pendingBatches() const;
    // The first wait before a batch status check (tests make it short); 0: the default.
    void setBatchPollMs(int ms) { m_batchPollMs = ms; }
    // Look the API key up in the system keychain when its environment variable is not set.
    void setKeyInKeychain(bool enabled) { m_keyInKeychain = enabled; }

    // The enabled metrics (registry order) with the project's params, over these test cases
    // (empty: all); no API key. Metrics a test case lacks the fields for are skipped.
    RunRequest request(const QList<int> &caseIndices, const QStringList &metricIds = {}) const;
    // Why the request cannot run: bad params, broken templates, nothing applicable.
    QStringList problems(const RunRequest &request) const;

Q_SIGNALS:
    // `request` carries no API key.
    void runStarted(quint64 runId, const claimscope::RunRequest &request);
    void resultReady(const claimscope::MetricResult &result);
    void callRecorded(const claimscope::CallRecord &record);
    void progressed(const claimscope::RunProgress &progress);
    void runFinished(const claimscope::RunSummary &summary);
    void runRefused(const QString &reason);
    void runningChanged(bool running);
    // What to know about the run that starts: where the key came from (or that requests go
    // without one), or that the offline judge ignores the edited templates it would use.
    void runNote(const QString &note);

private:
    void start(RunRequest request);
    void launch(RunRequest request);
    // The customised templates of the request's metrics (and their components).
    static QStringList editedTemplates(const RunRequest &request);

    ProjectDocument *m_document;
    ApiKeyStore *m_keys;
    EngineHost *m_host;
    bool m_fetchingKey = false;
    bool m_keyInKeychain = false;
    int m_batchPollMs = 0;
    quint64 m_fetchGeneration = 0;
};

} // namespace claimscope
