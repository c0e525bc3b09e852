#include "evaluationengine.h"

#include "batch/batchjudge.h"
#include "engine/judgefactory.h"
#include "engine/metricrun.h"
#include "engine/runplan.h"
#include "engine/stepcache.h"
#include "engine/steprunner.h"
#include "judge/openaijudge.h"
#include "judge/planningjudge.h"
#include "judge/steps.h"
#include "judge/transport/httpfailures.h"
#include "judge/transport/requestscheduler.h"
#include "model/labelledscores.h"
#include "model/urlcredentials.h"
#include "registry.h"
#include "windows.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>
#include <new>

namespace claimscope {

namespace {
// Progress is reported at most this often: a fast judge finishes thousands of steps a second,
// and a report per step would flood the caller's event loop.
constexpr int ProgressIntervalMs = 50;

// Test cases in the pipeline at once: enough to keep every request slot busy, few enough that
// memory depends on the concurrency, not on the size of the dataset.
int admissionWindow(const JudgeSettings &judge)
{
    return std::max(8, 2 * judge.maxConcurrency);
}

// The exchange of test case `position` the run judges alone for `metric`, after its whole
// result, because a label rates it and the metric's windows cannot score it on its own; none else.
std::optional<int> exchangeJudgedAlone(const RunRequest &request, const RunPlan &plan, const QString &metric,
                                       int position)
{
    const QHash<int, int> labelled = request.exchangeLabels.value(metric);
    const auto label = labelled.constFind(position);
    if (label == labelled.constEnd() || position < 0 || position >= request.testCases.size())
        return std::nullopt;
    const int exchanges = int(unitInteractions(request.testCases[position].turns).size());
    const int windowSize = plan.params.value(metric).value(QStringLiteral("window_size")).toInt();
    return exchangeToScoreAlone(metric, windowSize, exchanges, *label);
}

// Whether the run judges some labelled exchange of `metric` alone.
bool judgesAnExchangeAlone(const RunRequest &request, const RunPlan &plan, const QString &metric)
{
    const QList<int> positions = request.exchangeLabels.value(metric).keys();
    return std::any_of(positions.begin(), positions.end(),
                       [&](int position) { return exchangeJudgedAlone(request, plan, metric, position).has_value(); });
}

// Batch rounds a run will likely take: the longest chain of dependent steps among its metrics
// (truths and claims are asked together, so they share a round). A metric that judges a
// labelled exchange alone adds that run's chain, which starts once the whole result's has
// ended and asks for no reason.
int estimatedRounds(const RunRequest &request, const RunPlan &plan)
{
    int rounds = 1;
    for (const MetricInfo *info : plan.metrics) {
        const auto chainOf = [info](bool withReasons) {
            int chain = 0;
            bool paired = false;
            for (const QString &step : info->steps) {
                const StepInfo *known = findStep(step);
                if (!withReasons && known && known->kind == AnswerKind::Reason)
                    continue;
                ++chain;
                paired = paired || step.endsWith(QLatin1String("__truths"));
            }
            return chain - (paired ? 1 : 0);
        };
        const int alone = judgesAnExchangeAlone(request, plan, info->id) ? chainOf(false) : 0;
        rounds = std::max(rounds, chainOf(true) + alone);
    }
    return rounds;
}

// What the run of one exchange alone gives a label on it: its one window's score, or why none.
ExchangeScore exchangeScoreOf(const MetricResult &judged, int exchange, int exchanges)
{
    ExchangeScore alone{exchange, exchanges, std::nullopt, {}};
    if (judged.hasError())
        alone.why = judged.error;
    else if (judged.isSkipped())
        alone.why = judged.skipReason;
    else if (judged.windows.size() == 1 && judged.windows.first().skipped)
        alone.why = judged.windows.first().skipReason;
    else
        alone.score = judged.score;
    return alone;
}
} // namespace

// The state of the run in progress (one at a time).
struct EvaluationEngine::Run {
    quint64 id = 0;
    RunRequest request;
    RunPlan plan;
    // Destroyed bottom-up: the judges go first, while the runner their callbacks check lives.
    std::unique_ptr<StepRunner> runner;
    std::unique_ptr<StepCache> cache;
    JudgeSet judges;
    BatchJudge *batchJudge = nullptr;                       // batch mode: the judge (owned by `judges`)
    QHash<int, QList<std::shared_ptr<MetricRun>>> admitted; // by position in the request
    QHash<int, int> pendingPerCase;                         // metrics not yet reported
    int nextCase = 0;
    int window = 16;
    bool admitting = false;
    bool paused = false;               // the judge went away: nothing new is admitted or sent
    QString skipping;                  // the rest is skipped: why, as each metric not started reports it
    std::optional<JudgeOutage> outage; // the last time the judge went away, until a retry
    RunProgress progress;
    QStringList notices; // said once each in the summary (a followed redirect …)
    QElapsedTimer clock;
    QElapsedTimer sinceProgress;
};

EvaluationEngine::EvaluationEngine(QObject *parent)
    : QObject(parent)
    , m_progressTimer(new QTimer(this))
    , m_batchCheck(new QTimer(this))
{
    m_batchCheck->setSingleShot(true);
    m_batchCheck->setInterval(0);
    connect(m_batchCheck, &QTimer::timeout, this, &EvaluationEngine::maybeSubmitBatch);
    m_progressTimer->setSingleShot(true);
    m_progressTimer->setInterval(ProgressIntervalMs);
    connect(m_progressTimer, &QTimer::timeout, this, [this] {
        if (m_run)
            emitProgress();
    });
}

EvaluationEngine::~EvaluationEngine()
{
    if (m_run && m_run->batchJudge)
        m_run->batchJudge->leave();
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
    } else if (request.batch && !request.judge.isOffline()) {
        // The judge's steps go through the Batch API; a generator of its own model and the
        // embedder stay direct.
        std::unique_ptr<OpenAiJudge> direct(dynamic_cast<OpenAiJudge *>(run.judges.judge.get()));
        Q_ASSERT_X(direct, "EvaluationEngine::buildServices", "makeJudges gives an OpenAiJudge for openai-compatible");
        run.judges.judge.release();
        BatchOptions options;
        if (request.batchPollMs > 0)
            options.firstPollMs = request.batchPollMs;
        options.maxPollMs = std::max(options.firstPollMs, options.maxPollMs);
        options.statePath = request.batchStatePath.isEmpty() ? BatchStateFile::defaultPath() : request.batchStatePath;
        options.origin = request.batchOrigin;
        options.repetition = request.repetition;
        auto batchJudge = std::make_unique<BatchJudge>(std::move(direct), request.judge, options);
        run.batchJudge = batchJudge.get();
        connect(batchJudge.get(), &BatchJudge::progressed, this, [this](const BatchProgress &batch) {
            if (!m_run)
                return;
            const int estimate = m_run->progress.batch.roundsEstimate;
            m_run->progress.batch = batch;
            m_run->progress.batch.roundsEstimate = std::max(estimate, batch.round);
            m_run->progress.batch.nextCheckMs = batch.nextCheckMs > 0 ? m_run->clock.elapsed() + batch.nextCheckMs : 0;
            emitProgress();
        });
        connect(batchJudge.get(), &BatchJudge::roundDelivered, m_batchCheck, qOverload<>(&QTimer::start));
        run.judges.judge = std::move(batchJudge);
        run.progress.batchMode = true;
        run.progress.batch.roundsEstimate = estimatedRounds(request, run.plan);
    }
    if (request.useCache && !request.judge.isOffline()) {
        const QString path = request.cachePath.isEmpty() ? StepCache::defaultPath() : request.cachePath;
        run.cache = std::make_unique<StepCache>(path);
        if (!run.cache->isOpen())
            return tr("cannot open the step cache %1: %2 (move the file aside, or use --no-cache to run "
                      "without it)")
                .arg(path, run.cache->errorText());
    }
    if (run.judges.scheduler) {
        RequestScheduler *scheduler = run.judges.scheduler.get();
        connect(scheduler, &RequestScheduler::retryScheduled, this,
                [this](quint64, int, int delayMs, const QString &reason) { noteJudgeWait(delayMs, reason); });
        connect(scheduler, &RequestScheduler::paced, this, &EvaluationEngine::noteJudgeWait);
        connect(scheduler, &RequestScheduler::unreachable, this, &EvaluationEngine::onJudgeUnreachable);
        connect(scheduler, &RequestScheduler::redirected, this, [this](const QUrl &from, const QUrl &to) {
            const QString notice = tr("the judge redirected %1 to %2 (same server, followed): set the base URL "
                                      "to where the API really is")
                                       .arg(httpfailures::displayUrl(from), httpfailures::displayUrl(to));
            if (m_run && !m_run->notices.contains(notice))
                m_run->notices.append(notice);
        });
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
    services.repetition = request.repetition;
    run.runner = std::make_unique<StepRunner>(services);
    connect(run.runner.get(), &StepRunner::callRecorded, this, &EvaluationEngine::callRecorded);
    connect(run.runner.get(), &StepRunner::stepIssued, this, [this] {
        ++m_run->progress.stepsIssued;
        if (m_run->batchJudge)
            m_batchCheck->start();
        emitProgress();
    });
    connect(run.runner.get(), &StepRunner::templateRendered, this,
            [this](const QString &step) { ++m_run->progress.templateUses[step]; });
    connect(run.runner.get(), &StepRunner::stepDone, this, [this](bool cached, bool failed) {
        ++m_run->progress.stepsDone;
        m_run->progress.cachedSteps += cached;
        m_run->progress.failedSteps += failed;
        if (m_run->batchJudge)
            m_batchCheck->start();
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
    run.plan = RunPlan::of(request);
    Q_ASSERT_X(run.plan.metrics.size() == request.metrics.size(), "EvaluationEngine::startRun",
               "the caller names each known metric once");
    if (!run.plan.templateProblems.isEmpty() && !request.dryRun) {
        endRun(false, run.plan.templateProblems.join(QLatin1Char('\n')));
        return;
    }
    if (const QString error = buildServices(run, request); !error.isEmpty()) {
        endRun(false, error);
        return;
    }
    run.request = request;
    // A batch round holds every step that is ready: every test case takes part at once.
    run.window = run.batchJudge ? std::max(1, int(request.testCases.size())) : admissionWindow(request.judge);
    for (const TestCase &testCase : request.testCases) {
        for (const MetricInfo *info : std::as_const(run.plan.metrics)) {
            if (!request.skipInapplicable || info->missingInput(testCase).isEmpty())
                ++run.progress.metricsTotal;
        }
    }
    admit();
}

QList<std::shared_ptr<MetricRun>> EvaluationEngine::metricRunsFor(int position)
{
    Run &run = *m_run;
    const RunRequest &request = run.request;
    const TestCase &testCase = request.testCases[position];
    const int index = request.testCaseIndices.value(position, position);
    QList<std::shared_ptr<MetricRun>> runs;
    for (const MetricInfo *info : std::as_const(run.plan.metrics)) {
        const QString missing = info->missingInput(testCase);
        if (request.skipInapplicable && !missing.isEmpty())
            continue;
        MetricRun::Done done = [this, position](const MetricResult &result) { onMetricDone(position, result); };
        if (const std::optional<int> alone = exchangeJudgedAlone(request, run.plan, info->id, position)) {
            const int exchanges = int(unitInteractions(testCase.turns).size());
            done = [this, position, exchange = *alone, exchanges](const MetricResult &whole) {
                judgeExchangeAlone(position, whole, exchange, exchanges);
            };
        }
        auto metricRun = std::make_shared<MetricRun>(testCase, index, *info, run.plan.params.value(info->id),
                                                     run.runner.get(), std::move(done));
        metricRun->result().runId = run.id;
        metricRun->result().judgeLabel = run.judges.judge->label();
        metricRun->setComponentParams(run.plan.componentParams(*info));
        if (const QStringList errors = run.plan.paramErrors.value(info->id); !errors.isEmpty())
            metricRun->failInput(errors.join(QLatin1Char('\n')));
        else if (request.refusedCases.contains(position))
            metricRun->failInput(request.refusedCases.value(position));
        else if (!missing.isEmpty())
            metricRun->failInput(tr("%1 %2").arg(info->id, missing));
        runs.append(metricRun);
    }
    return runs;
}

void EvaluationEngine::admit()
{
    // Metrics can finish inside start() (cached answers, input errors): they only count down
    // while admitting, and the loop below admits again for them. A paused run admits nothing
    // and does not end: it waits to be told what to do.
    if (m_run->admitting || m_run->paused)
        return;
    const quint64 id = m_run->id;
    m_run->admitting = true;
    // Skipping the rest holds nothing in the pipeline: every test case left is reported at once.
    while (m_run && m_run->id == id && (m_run->pendingPerCase.size() < m_run->window || !m_run->skipping.isEmpty())
           && m_run->nextCase < m_run->request.testCases.size()) {
        const int position = m_run->nextCase++;
        QList<std::shared_ptr<MetricRun>> runs;
        try {
            runs = metricRunsFor(position);
        } catch (const std::bad_alloc &) {
            // Each metric guards its own work; this is the engine's, so the run ends, said why.
            const TestCase &testCase = m_run->request.testCases[position];
            endRun(false,
                   tr("out of memory while starting the metrics of test case %1")
                       .arg(testCase.readableName(m_run->request.testCaseIndices.value(position, position))));
            return;
        }
        if (!m_run->skipping.isEmpty()) {
            for (const auto &metricRun : runs) {
                m_run->progress.metricsNotRun += !metricRun->isDone();
                metricRun->skip(m_run->skipping);
            }
        }
        // Metrics that failed on their input (or were skipped) have reported already.
        const int pending = int(std::count_if(runs.begin(), runs.end(), [](const auto &r) { return !r->isDone(); }));
        if (pending == 0)
            continue;
        m_run->admitted.insert(position, runs);
        m_run->pendingPerCase.insert(position, pending);
        for (const auto &metricRun : runs) {
            if (!m_run || m_run->id != id)
                return;
            if (!metricRun->isDone())
                metricRun->start();
        }
    }
    if (!m_run || m_run->id != id)
        return;
    m_run->admitting = false;
    if (m_run->progress.metricsDone == m_run->progress.metricsTotal
        && m_run->nextCase >= m_run->request.testCases.size())
        endRun(false);
}

void EvaluationEngine::onMetricDone(int position, const MetricResult &result)
{
    if (!m_run || result.runId != m_run->id)
        return;
    ++m_run->progress.metricsDone;
    Q_EMIT resultReady(result);
    emitProgress();
    if (!m_run)
        return;
    const auto pending = m_run->pendingPerCase.find(position);
    if (pending != m_run->pendingPerCase.end() && --pending.value() == 0) {
        // The case is finished: let its metric runs go (later: one of them is reporting now).
        m_run->pendingPerCase.erase(pending);
        QList<std::shared_ptr<MetricRun>> finished = m_run->admitted.take(position);
        QMetaObject::invokeMethod(
            this, [finished = std::move(finished)] {}, Qt::QueuedConnection);
        admit();
    }
}

void EvaluationEngine::judgeExchangeAlone(int position, const MetricResult &whole, int exchange, int exchanges)
{
    if (!m_run || whole.runId != m_run->id)
        return;
    // An error or a skipped metric has no score for the exchange to stand beside.
    if (!whole.score) {
        onMetricDone(position, whole);
        return;
    }
    Run &run = *m_run;
    const MetricInfo *info = MetricRegistry::find(whole.metricId);
    Q_ASSERT_X(info, "EvaluationEngine::judgeExchangeAlone", "the result is of a metric this run runs");
    // The same params; only the score is kept, so no reason is asked for.
    QJsonObject params = run.plan.params.value(info->id);
    params.insert(QStringLiteral("include_reason"), false);
    auto alone = std::make_shared<MetricRun>(run.request.testCases[position], whole.testCaseIndex, *info, params,
                                             run.runner.get(),
                                             [this, position, whole, exchange, exchanges](const MetricResult &judged) {
                                                 MetricResult joined = whole;
                                                 joined.exchangeAlone = exchangeScoreOf(judged, exchange, exchanges);
                                                 joined.calls.add(judged.calls);
                                                 onMetricDone(position, joined);
                                             });
    alone->result().runId = run.id;
    alone->setExchangeAlone(exchange);
    // Kept with its test case's runs, which live until the case is reported.
    run.admitted[position].append(alone);
    if (!run.skipping.isEmpty())
        alone->skip(run.skipping);
    else
        alone->start();
}

void EvaluationEngine::noteJudgeWait(int delayMs, const QString &reason)
{
    // Long waits are announced, or a run waiting for a rate limit looks stuck.
    constexpr int LongWaitMs = 10000;
    if (!m_run || delayMs < LongWaitMs)
        return;
    const qint64 until = m_run->clock.elapsed() + delayMs;
    if (until <= m_run->progress.judgeWaitUntilMs)
        return;
    m_run->progress.judgeWaitUntilMs = until;
    m_run->progress.judgeWaitReason = reason;
    emitProgress();
}

void EvaluationEngine::onJudgeUnreachable(const QString &cause, int unanswered, bool keyRefused)
{
    if (!m_run)
        return;
    Run &run = *m_run;
    run.outage = JudgeOutage{UrlCredentials::stripped(run.request.judge.baseUrl), cause, unanswered, keyRefused};
    RequestScheduler *scheduler = run.judges.scheduler.get();
    const bool workLeft =
        run.nextCase < run.request.testCases.size() || scheduler->queued() > 0 || scheduler->waitingToRetry() > 0;
    // With only requests on the wire left, they end the run, and its summary names the outage.
    if (run.paused || !run.skipping.isEmpty() || !workLeft)
        return;
    scheduler->hold();
    run.paused = true;
    run.progress.pausedFor = run.outage;
    emitProgress(true);
    Q_EMIT judgeUnreachable(run.id, *run.outage);
}

void EvaluationEngine::retryJudge(quint64 runId)
{
    if (!m_run || m_run->id != runId || !m_run->paused)
        return;
    m_run->paused = false;
    m_run->outage.reset();
    m_run->progress.pausedFor.reset();
    m_run->judges.scheduler->resume();
    emitProgress(true);
    admit();
}

void EvaluationEngine::skipRest(quint64 runId)
{
    if (!m_run || m_run->id != runId || !m_run->paused)
        return;
    Run &run = *m_run;
    run.paused = false;
    run.progress.pausedFor.reset();
    run.skipping = run.outage->skippedText();
    emitProgress(true);
    // The requests held fail now; their metrics report, and admit() reports every one not started.
    run.judges.scheduler->refuseUnsent(run.outage->text());
    if (m_run && m_run->id == runId)
        admit();
}

void EvaluationEngine::cancelRun(quint64 runId)
{
    if (m_run && (runId == 0 || m_run->id == runId))
        endRun(true);
}

void EvaluationEngine::leaveRun(quint64 runId)
{
    if (m_run && (runId == 0 || m_run->id == runId)) {
        if (m_run->batchJudge)
            m_run->batchJudge->leave();
        endRun(true);
    }
}

void EvaluationEngine::maybeSubmitBatch()
{
    if (!m_run || !m_run->batchJudge)
        return;
    BatchJudge &batch = *m_run->batchJudge;
    const int inFlight = m_run->progress.stepsIssued - m_run->progress.stepsDone;
    const int waiting = batch.waitingQueries();
    if (!batch.roundInFlight() && waiting > 0 && waiting == inFlight)
        batch.submitRound();
}

void EvaluationEngine::emitProgress(bool now)
{
    // Reports held back are sent by the timer, so the last one always arrives.
    if (!now && m_run->sinceProgress.isValid() && m_run->sinceProgress.elapsed() < ProgressIntervalMs) {
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
    if (run->cache)
        summary.warnings = run->cache->takeNotices();
    summary.warnings += run->notices;
    summary.outage = run->outage;
    if (run->batchJudge)
        summary.warnings += run->batchJudge->takeNotices();
    summary.progress = run->progress;
    summary.progress.elapsedMs = run->clock.elapsed();
    // endRun() can be reached from inside a judge's reply handler: delete the judges later.
    run->admitted.clear();
    Run *leftover = run.release();
    QMetaObject::invokeMethod(
        this, [leftover] { delete leftover; }, Qt::QueuedConnection);
    Q_EMIT runFinished(summary);
}

} // namespace claimscope
