#include "metricrun.h"

#include "model/scoreprose.h"

#include <QCoreApplication>

#include <new>

namespace claimscope {

QString scoreText(double score)
{
    return QString::asprintf("%.2f", score);
}

MetricRun::MetricRun(const TestCase &testCase, int testCaseIndex, const MetricInfo &info, QJsonObject params,
                     StepRunner *runner, Done done)
    : m_testCase(testCase)
    , m_info(info)
    , m_params(std::move(params))
    , m_runner(runner)
    , m_done(std::move(done))
{
    m_result.testCaseIndex = testCaseIndex;
    m_result.testCaseName = testCase.name;
    m_result.metricId = info.id;
    m_result.strictMode = strict();
    m_result.threshold = threshold();
}

void MetricRun::start()
{
    guarded([this] {
        m_metric = m_info.create();
        m_metric->start(*this);
    });
}

void MetricRun::guarded(const std::function<void()> &work)
{
    try {
        work();
    } catch (const std::bad_alloc &) {
        failInput(tr("out of memory while computing %1 on this test case: its texts need more memory than there is; "
                     "shorten them, or free some memory")
                      .arg(m_info.id));
    }
}

double MetricRun::number(const QString &param) const
{
    return m_params.value(param).toDouble();
}

int MetricRun::integer(const QString &param) const
{
    return m_params.value(param).toInt();
}

bool MetricRun::flag(const QString &param) const
{
    return m_params.value(param).toBool();
}

QString MetricRun::text(const QString &param) const
{
    return m_params.value(param).toString();
}

double MetricRun::threshold() const
{
    return strict() ? 1.0 : number(QStringLiteral("threshold"));
}

double MetricRun::strictScore(double score) const
{
    return strict() && score < 1.0 - 1e-12 ? 0.0 : score;
}

bool MetricRun::passes(double score) const
{
    return claimscope::passes(score, threshold());
}

void MetricRun::ask(const StepCall &call, std::function<void(const QJsonObject &)> done)
{
    tryAsk(call, [this, step = call.step, done](const StepResult &answer) {
        if (answer.ok)
            done(answer.value);
        else
            failJudge(step, answer.error, answer.raw);
    });
}

void MetricRun::askAll(const QList<StepCall> &calls, std::function<void(const QList<QJsonObject> &)> done)
{
    if (calls.isEmpty()) {
        done({});
        return;
    }
    struct Gather {
        QList<QJsonObject> answers;
        qsizetype pending = 0;
    };
    auto gather = std::make_shared<Gather>();
    gather->answers.resize(calls.size());
    gather->pending = calls.size();
    for (qsizetype i = 0; i < calls.size(); ++i) {
        ask(calls[i], [gather, i, done](const QJsonObject &answer) {
            gather->answers[i] = answer;
            if (--gather->pending == 0)
                done(gather->answers);
        });
    }
}

void MetricRun::embed(const QStringList &texts, std::function<void(const QList<QList<double>> &)> done)
{
    tryEmbed(texts, [this, done](const EmbedResult &answer) {
        if (answer.ok)
            done(answer.vectors);
        else
            failJudge(QStringLiteral("embeddings"), answer.error, {});
    });
}

void MetricRun::tryAsk(const StepCall &call, std::function<void(const StepResult &)> done)
{
    if (isDone())
        return;
    auto self = shared_from_this();
    m_runner->ask({m_result.testCaseIndex, m_info.id}, call, [self, done](const StepResult &answer) {
        self->m_result.calls.add(answer.stats);
        if (!self->isDone())
            self->guarded([&] { done(answer); });
    });
}

void MetricRun::tryEmbed(const QStringList &texts, std::function<void(const EmbedResult &)> done)
{
    if (isDone())
        return;
    auto self = shared_from_this();
    m_runner->embed({m_result.testCaseIndex, m_info.id}, texts, [self, done](const EmbedResult &answer) {
        self->m_result.calls.add(answer.stats);
        if (!self->isDone())
            self->guarded([&] { done(answer); });
    });
}

QJsonObject MetricRun::componentParams(const QString &metricId) const
{
    return m_componentParams.value(metricId);
}

bool MetricRun::canGenerate() const
{
    return m_runner->canGenerate();
}

void MetricRun::finish(double score, const QString &reason)
{
    finish(score, passes(score), reason);
}

void MetricRun::finish(double score, bool success, const QString &reason)
{
    if (isDone())
        return;
    m_result.score = score;
    m_result.success = success && !m_result.isPartial();
    m_result.reason = reason;
    clarifyQuotedScore(m_result);
    report();
}

void MetricRun::finishExplained(double score, bool nothingToExplain, const QString &localReason,
                                const QJsonObject &vars)
{
    if (!includeReason()) {
        finish(score, {});
        return;
    }
    if (nothingToExplain) {
        finish(score, localReason);
        return;
    }
    StepCall call;
    call.step = m_info.id + QStringLiteral("__reason");
    call.vars = vars;
    ask(call,
        [this, score](const QJsonObject &answer) { finish(score, answer.value(QStringLiteral("reason")).toString()); });
}

void MetricRun::failInput(const QString &message)
{
    if (isDone())
        return;
    m_result.error = message;
    m_result.errorKind = MetricResult::ErrorKind::Input;
    report();
}

void MetricRun::skip(const QString &reason)
{
    if (isDone())
        return;
    m_result.skipped = true;
    m_result.skipReason = reason;
    m_result.success = false;
    report();
}

void MetricRun::failJudge(const QString &step, const QString &message, const QString &raw)
{
    if (isDone())
        return;
    m_result.error = tr("step %1 failed: %2").arg(step, message);
    m_result.errorKind = MetricResult::ErrorKind::Judge;
    m_result.errorStep = step;
    m_result.errorRaw = raw;
    report();
}

void MetricRun::report()
{
    if (m_result.hasError()) {
        m_result.score.reset();
        m_result.success = false;
    }
    Done done = std::move(m_done);
    m_done = nullptr;
    done(m_result);
}

} // namespace claimscope
