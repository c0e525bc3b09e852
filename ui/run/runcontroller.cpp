#include "runcontroller.h"

#include "metrics/engine/enginehost.h"
#include "metrics/engine/runplan.h"
#include "metrics/registry.h"
#include "ui/document/projectdocument.h"
#include "ui/settings/apikeystore.h"
#include "ui/settings/appsettings.h"
#include "ui/widgets/pendingedit.h"

#include <QSet>

namespace claimscope {

RunController::RunController(ProjectDocument *document, AppSettings *settings, ApiKeyStore *keys, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_settings(settings)
    , m_keys(keys)
    , m_host(new EngineHost(this))
{
    connect(m_host, &EngineHost::runFinished, this, [this](const RunSummary &summary) {
        Q_EMIT runFinished(summary);
        Q_EMIT runningChanged(false);
    });
    // A run belongs to the test cases it was started on: it ends, cancelled, with them.
    connect(document, &ProjectDocument::projectAboutToBeReset, this, &RunController::abandon);
}

RunController::~RunController() = default;

bool RunController::isRunning() const
{
    return m_fetchingKey || m_host->isRunning();
}

void RunController::runAll()
{
    commitFocusedEdit();
    start(request({}));
}

void RunController::runAllAsBatch()
{
    commitFocusedEdit();
    RunRequest batch = request({});
    batch.batch = true;
    batch.batchPollMs = m_batchPollMs;
    batch.batchOrigin = m_document->filePath();
    start(batch);
}

void RunController::runAllRepeated(int repetitions)
{
    commitFocusedEdit();
    RunRequest repeated = request({});
    repeated.repetitions = repetitions;
    start(repeated);
}

QList<PendingBatch> RunController::pendingBatches() const
{
    if (m_document->filePath().isEmpty())
        return {};
    QString error;
    QList<PendingBatch> batches = BatchStateFile(BatchStateFile::defaultPath()).load(&error);
    batches.removeIf([this](const PendingBatch &batch) { return batch.origin != m_document->filePath(); });
    return batches;
}

void RunController::leave()
{
    stopFetchingKey();
    m_host->leave();
}

void RunController::abandon()
{
    stopFetchingKey();
    m_host->abandon();
}

void RunController::runCase(int caseIndex)
{
    commitFocusedEdit();
    if (caseIndex < 0 || caseIndex >= m_document->caseCount()) {
        Q_EMIT runRefused(tr("Select a test case to run."));
        return;
    }
    RunRequest one = request({caseIndex});
    one.partial = true;
    start(one);
}

void RunController::runCases(const QList<int> &caseIndices, const QStringList &metricIds, const QString &purpose,
                             qint64 namedAgainst)
{
    commitFocusedEdit();
    RunRequest some = request(caseIndices, metricIds);
    some.partial = true;
    some.purpose = purpose;
    some.namedAgainst = namedAgainst;
    start(some);
}

void RunController::runCasesWithSetup(const QList<int> &caseIndices, const QStringList &metricIds,
                                      const RunSnapshot &setup, qint64 setupRunId, const QString &purpose)
{
    commitFocusedEdit();
    RunRequest some = request(caseIndices, metricIds);
    some.partial = true;
    some.purpose = purpose;
    some.namedAgainst = setupRunId;
    if (RunSnapshot::of(some).judge != setup.judge) {
        Q_EMIT runRefused(tr("Run #%1 used another judge than the project's: its setup cannot run again here. Choose "
                             "its judge in Judge Settings, or compare with a run of this judge.")
                              .arg(setupRunId));
        return;
    }
    for (const QString &metric : metricIds) {
        if (!setup.metrics.contains(metric)) {
            Q_EMIT runRefused(
                tr("Run #%1 did not run %2: there is no setup of it to run again.").arg(setupRunId).arg(metric));
            return;
        }
        some.params.insert(metric, setup.metrics.value(metric));
    }
    TemplateSet templates;
    for (auto it = setup.templates.cbegin(); it != setup.templates.cend(); ++it)
        templates.setText(it.key(), it.value());
    some.templates = templates;
    start(some);
}

void RunController::runMetric(const QString &metricId)
{
    commitFocusedEdit();
    RunRequest one = request({}, {metricId});
    one.partial = true;
    start(one);
}

void RunController::cancel()
{
    stopFetchingKey();
    m_host->cancel();
}

void RunController::stopFetchingKey()
{
    if (!m_fetchingKey)
        return;
    // The keychain answers later; that answer must not start the run any more.
    m_fetchingKey = false;
    ++m_fetchGeneration;
    Q_EMIT runningChanged(false);
}

RunRequest RunController::request(const QList<int> &caseIndices, const QStringList &metricIds) const
{
    RunRequest request = settingsRequest(metricIds);
    const QSet<int> chosen(caseIndices.begin(), caseIndices.end());
    for (int index = 0; index < m_document->caseCount(); ++index) {
        if (chosen.isEmpty() || chosen.contains(index)) {
            request.testCases.append(m_document->testCase(index));
            request.testCaseIndices.append(index);
        }
    }
    request.addExchangeLabels(m_document->labels());
    return request;
}

RunRequest RunController::settingsRequest(const QStringList &metricIds) const
{
    RunRequest request;
    for (const MetricInfo &info : MetricRegistry::all()) {
        const MetricSelection selection = m_document->metric(info.id);
        request.params.insert(info.id, selection.params);
        if (metricIds.isEmpty() ? selection.enabled : metricIds.contains(info.id))
            request.metrics.append(info.id);
    }
    request.templates = m_document->templates();
    request.judge = m_document->settings().judge;
    request.judge.apiKey.clear();
    request.skipInapplicable = true;
    return request;
}

QStringList RunController::problems(const RunRequest &request, const RunPlan &plan) const
{
    QStringList problems;
    if (request.testCases.isEmpty())
        problems.append(tr("The project has no test cases: add one or open an example."));
    if (request.metrics.isEmpty())
        problems.append(tr("No metric is enabled: tick one in the Metrics panel."));
    problems.append(plan.problems());
    bool anyApplies = false;
    for (const MetricInfo *info : plan.metrics) {
        for (const TestCase &testCase : request.testCases)
            anyApplies = anyApplies || info->missingInput(testCase).isEmpty();
    }
    if (!plan.metrics.isEmpty() && !request.testCases.isEmpty() && !anyApplies) {
        const MetricInfo *first = plan.metrics.first();
        problems.append(
            tr("%1 does not apply here: %2").arg(first->displayName, first->missingInput(request.testCases.first())));
    }
    problems.removeDuplicates();
    return problems;
}

void RunController::start(RunRequest request)
{
    const RunPlan plan = RunPlan::of(request);
    if (const QStringList found = problems(request, plan); !found.isEmpty()) {
        Q_EMIT runRefused(found.join(QLatin1Char('\n')));
        return;
    }
    if (request.batch && request.judge.isOffline()) {
        Q_EMIT runRefused(tr("Run as Batch needs an LLM judge with a Batch API (OpenAI-compatible): the offline judge "
                             "answers at once. Choose one in Judge Settings."));
        return;
    }
    if (request.batch)
        Q_EMIT runNote(
            tr("Batch mode: judge steps go to the provider's Batch API in rounds, at batch price; answers can "
               "take up to 24 h. Embeddings and a generator model of its own go direct."));
    if (request.judge.isOffline()) {
        if (const QStringList edited = editedTemplates(request, plan); !edited.isEmpty())
            Q_EMIT runNote(tr("The offline judge does not read templates: your edits to %1 change nothing in this run. "
                              "Choose an LLM judge to use them.")
                               .arg(edited.join(QStringLiteral(", "))));
        launch(request);
        return;
    }
    m_fetchingKey = true;
    Q_EMIT runningChanged(true);
    const quint64 generation = ++m_fetchGeneration;
    m_keys->fetch(request.judge, m_settings->keyInKeychain(), this,
                  [this, request, generation](const QString &key, const QString &note) mutable {
                      if (generation != m_fetchGeneration)
                          return;
                      m_fetchingKey = false;
                      request.judge.apiKey = key;
                      Q_EMIT runNote(key.isEmpty()
                                         ? tr("No API key (%1): requests go without an Authorization header.").arg(note)
                                         : tr("API key %1 %2").arg(maskedKey(key), note));
                      launch(request);
                  });
}

QStringList RunController::editedTemplates(const RunRequest &request, const RunPlan &plan)
{
    QStringList edited;
    for (const QString &step : plan.steps) {
        if (request.templates.isCustomised(step))
            edited.append(step);
    }
    return edited;
}

void RunController::launch(RunRequest request)
{
    const quint64 runId = m_host->start(request);
    request.runId = runId;
    request.judge.apiKey.clear();
    Q_EMIT runningChanged(true);
    Q_EMIT runStarted(runId, request);
}

} // namespace claimscope
