#include "evaluationengine.h"

#include "engine/judgefactory.h"
#include "engine/metricrun.h"
#include "engine/stepcache.h"
#include "engine/steprunner.h"
#include "judge/planningjudge.h"
#include "registry.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

// Metric runs in flight at once per request the endpoint takes at once (and at least
// MinimumMetricsInFlight): enough to keep the judge busy, few enough that results stream in
// from the first test cases on instead of all finishing together at the end.
constexpr int MetricsPerRequestSlot = 4;
constexpr int MinimumMetricsInFlight = 16;
// Progress is reported at most this often: a fast judge finishes thousands of steps a second,
// and a report per step would flood the caller's event loop.
constexpr int ProgressIntervalMs = 50;

} // namespace

// The state of the run in progress (one at a time).
struct EvaluationEngine::Run {
    quint64 id = 0;
    // Destroyed bottom-up: the judges go first, while the runner their callbacks check lives.
    std::unique_ptr<StepRunner> runner;
    std::unique_ptr<StepCache> cache;
    JudgeSet judges;
    QList<std::shared_ptr<MetricRun>> metricRuns;
    RunProgress progress;
    QElapsedTimer clock;
    bool starting = true;
    int nextToStart = 0;        // in metricRuns
    int inFlight = 0;
    int maxInFlight = MinimumMetricsInFlight;
    bool topping = false;       // inside startMore()
    QElapsedTimer sinceProgress;
};

EvaluationEngine::EvaluationEngine(QObject *parent)
    : QObject(parent)
    , m_progressTimer(new QTimer(this))
{
    m_progressTimer->setSingleShot(true);
    m_progressTimer->setInterval(ProgressIntervalMs);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_run)
            emitProgress();
    });
}

EvaluationEngine::~EvaluationEngine()
{
    if (m_run && m_run->runner)
        m_run->runner->cancel();
}

QString EvaluationEngine::buildServices(Run &run, const RunRequest &request)
{
    run.judges = makeJudges(request.judge);
    if (!run.judges.error.isEmpty())
        return run.judges.error;
    if (request.dryRun) {
        const bool sharedGenerator = run.judges.generator == nullptr;
        run.judges.judge = std::make_unique<PlanningJudge>(std::move(run.judges.judge));
        if (!sharedGenerator)
            run.judges.generator = std::make_unique<PlanningJudge>(std::move(run.judges.generator));
        run.judges.embedder = std::make_unique<PlanningEmbedder>(std::move(run.judges.embedder));
    }
    if (request.useCache && !request.judge.isOffline()) {
        const QString path = request.cachePath.isEmpty() ? StepCache::defaultPath() : request.cachePath;
        run.cache = std::make_unique<StepCache>(path);
        if (!run.cache->isOpen())
            return tr("cannot open the step cache %1: %2 (use --no-cache to run without it)")
                .arg(path, run.cache->errorText());
    }
    StepServices services;
    services.judge = run.judges.judge.get();
    services.generator = run.judges.generator ? run.judges.generator.get() : run.judges.judge.get();
    services.embedder = run.judges.embedder.get();
    services.cache = run.cache.get();
    services.templates = request.templates;
    services.prices = request.judge.prices;
    services.judgeModel = run.judges.judgeModel;
    services.generatorModel = run.judges.generatorModel;
    services.runId = request.runId;
    run.runner = std::make_unique<StepRunner>(services);
    connect(run.runner.get(), &StepRunner::callRecorded, this, &EvaluationEngine::callRecorded);
    connect(run.runner.get(), &StepRunner::stepIssued, this, [this] {
        ++m_run->progress.stepsIssued;
        emitProgress();
    });
    connect(run.runner.get(), &StepRunner::stepDone, this, [this](bool cached, bool failed) {
        ++m_run->progress.stepsDone;
        m_run->progress.cachedSteps += cached;
        m_run->progress.failedSteps += failed;
        emitProgress();
    });
    return {};
}

void EvaluationEngine::startRun(const RunRequest &request)
{
    if (m_run)
        endRun(true);
    m_run = std::make_unique<Run>();
    Run &run = *m_run;
    run.id = request.runId;
    run.progress.runId = request.runId;
    run.clock.start();

    // Templates are checked before anything is sent: a bad placeholder stops the run. A dry
    // run sends nothing and shows unknown placeholders as written (the template preview).
    QStringList steps;
    for (const MetricSelection &selection : request.metrics) {
        if (const MetricInfo *info = MetricRegistry::find(selection.id))
            steps.append(info->steps);
    }
    if (const QStringList problems = request.templates.validate(steps); !problems.isEmpty() && !request.dryRun) {
        endRun(false, problems.join(QLatin1Char('\n')));
        return;
    }
    if (const QString error = buildServices(run, request); !error.isEmpty()) {
        endRun(false, error);
        return;
    }
    for (int c = 0; c < request.testCases.size(); ++c) {
        const TestCase &testCase = request.testCases[c];
        const int index = request.testCaseIndices.value(c, c);
        for (const MetricSelection &selection : request.metrics) {
            const MetricInfo *info = MetricRegistry::find(selection.id);
            Q_ASSERT_X(info, "EvaluationEngine::startRun", "the caller checks metric ids");
            const QString missing = info->missingInput(testCase);
            if (request.skipInapplicable && !missing.isEmpty())
                continue;
            ResolvedParams params = MetricRegistry::resolve(*info, selection.params);
            QHash<QString, QJsonObject> components;
            for (const QString &component : info->components) {
                const ResolvedParams resolved = MetricRegistry::resolve(
                    *MetricRegistry::find(component), request.paramOverrides.value(component));
                components.insert(component, resolved.values);
                params.errors.append(resolved.errors);
            }
            auto metricRun = std::make_shared<MetricRun>(
                testCase, index, *info, params.values, run.runner.get(),
                [this](const MetricResult &result) { onMetricDone(result); });
            metricRun->result().runId = run.id;
            metricRun->result().judgeLabel = run.judges.judge->label();
            metricRun->setComponentParams(components);
            run.metricRuns.append(metricRun);
            ++run.progress.metricsTotal;
            if (!params.errors.isEmpty())
                metricRun->failInput(params.errors.join(QLatin1Char('\n')));
            else if (!missing.isEmpty())
                metricRun->failInput(tr("%1 %2").arg(info->id, missing));
        }
    }
    // Start only after every run exists, so a metric finishing at once cannot end the run early.
    run.starting = false;
    run.maxInFlight = qMax(MinimumMetricsInFlight, MetricsPerRequestSlot * request.judge.maxConcurrency);
    startMore();
    if (m_run && m_run->id == request.runId && m_run->progress.metricsDone == m_run->progress.metricsTotal)
        endRun(false);
}

void EvaluationEngine::startMore()
{
    if (!m_run || m_run->topping)
        return;
    const quint64 id = m_run->id;
    m_run->topping = true;
    // A metric can finish inside start() and even end the run: check the run after each.
    while (m_run && m_run->id == id && m_run->inFlight < m_run->maxInFlight
           && m_run->nextToStart < m_run->metricRuns.size()) {
        const std::shared_ptr<MetricRun> metricRun = m_run->metricRuns[m_run->nextToStart++];
        if (metricRun->isDone())
            continue;
        ++m_run->inFlight;
        metricRun->start();
    }
    if (m_run && m_run->id == id)
        m_run->topping = false;
}

void EvaluationEngine::onMetricDone(const MetricResult &result)
{
    if (!m_run || result.runId != m_run->id)
        return;
    ++m_run->progress.metricsDone;
    if (!m_run->starting)
        --m_run->inFlight;      // metrics refused while the run is built never started
    Q_EMIT resultReady(result);
    emitProgress();
    if (!m_run->starting && m_run->progress.metricsDone == m_run->progress.metricsTotal)
        endRun(false);
    else if (!m_run->starting)
        startMore();
}

void EvaluationEngine::cancelRun(quint64 runId)
{
    if (m_run && (runId == 0 || m_run->id == runId))
        endRun(true);
}

void EvaluationEngine::emitProgress()
{
    // Reports held back are sent by the timer, so the last one always arrives.
    if (m_run->sinceProgress.isValid() && m_run->sinceProgress.elapsed() < ProgressIntervalMs) {
        if (!m_progressTimer->isActive())
            m_progressTimer->start();
        return;
    }
    m_progressTimer->stop();
    m_run->sinceProgress.start();
    m_run->progress.elapsedMs = m_run->clock.elapsed();
    Q_EMIT progressed(m_run->progress);
}

void EvaluationEngine::endRun(bool cancelled, const QString &error)
{
    std::unique_ptr<Run> run = std::move(m_run);
    // Whatever is still in flight (other steps of a failed metric, or everything on cancel)
    // is aborted; its callbacks are dropped.
    if (run->runner)
        run->runner->cancel();
    RunSummary summary;
    summary.runId = run->id;
    summary.cancelled = cancelled;
    summary.error = error;
    summary.progress = run->progress;
    summary.progress.elapsedMs = run->clock.elapsed();
    // endRun() can be reached from inside a judge's reply handler: delete the judges later.
    run->metricRuns.clear();
    Run *leftover = run.release();
    QMetaObject::invokeMethod(this, [leftover] { delete leftover; }, Qt::QueuedConnection);
    Q_EMIT runFinished(summary);
}

} // namespace claimscope
