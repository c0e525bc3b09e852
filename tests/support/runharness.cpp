#include "runharness.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

#include <memory>

namespace claimscope {

const MetricResult *RunHarness::Outcome::result(const QString &metricId, int testCaseIndex) const
{
    for (const MetricResult &result : results) {
        if (result.metricId == metricId && result.testCaseIndex == testCaseIndex)
            return &result;
    }
    return nullptr;
}

RunRequest RunHarness::request(const FakeJudgeServer &server, const QList<TestCase> &cases,
                               const QList<MetricSelection> &metrics)
{
    RunRequest request;
    request.testCases = cases;
    for (const MetricSelection &metric : metrics)
        request.addMetric(metric.id, metric.params);
    request.judge.provider = QStringLiteral("openai-compatible");
    request.judge.baseUrl = server.url();
    request.judge.model = QStringLiteral("test-judge");
    request.judge.maxRetries = 1;
    request.judge.timeoutSeconds = 10;
    request.useCache = false;
    return request;
}

RunRequest RunHarness::offlineRequest(const QList<TestCase> &cases, const QList<MetricSelection> &metrics)
{
    RunRequest request;
    request.testCases = cases;
    for (const MetricSelection &metric : metrics)
        request.addMetric(metric.id, metric.params);
    request.useCache = false;
    return request;
}

RunHarness::Outcome RunHarness::run(const RunRequest &request, int timeoutMs)
{
    Outcome outcome;
    QEventLoop loop;
    quint64 runId = 0;
    // The loop is the context of every connection: they end with this call.
    QObject::connect(&m_host, &EngineHost::resultReady, &loop,
                     [&](const MetricResult &result) { outcome.results.append(result); });
    QObject::connect(&m_host, &EngineHost::callRecorded, &loop,
                     [&](const CallRecord &call) { outcome.calls.append(call); });
    QObject::connect(&m_host, &EngineHost::runFinished, &loop, [&](const RunSummary &summary) {
        if (summary.runId != runId)
            return;
        outcome.summary = summary;
        outcome.finished = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    runId = m_host.start(request);
    loop.exec();
    return outcome;
}

FakeJudgeServer::Handler scriptedJudge(const QHash<QString, QJsonObject> &answers)
{
    return [answers](const FakeJudgeServer::Request &request) {
        if (request.path.endsWith("/embeddings")) {
            QList<QList<double>> vectors;
            for (const QString &input : request.inputs())
                vectors.append({1.0, double(input.size() % 7)});
            return FakeJudgeServer::embeddingReply(vectors);
        }
        const auto it = answers.constFind(request.step);
        if (it == answers.constEnd())
            return FakeJudgeServer::errorReply(400, QStringLiteral("no scripted answer for ") + request.step);
        return FakeJudgeServer::chatReply(*it);
    };
}

QJsonObject faithfulnessVerdicts(const QStringList &verdicts)
{
    QJsonArray list;
    for (const QString &verdict : verdicts) {
        list.append(QJsonObject{
            {QStringLiteral("verdict"), verdict},
            {QStringLiteral("reason"),
             verdict == QLatin1String("yes") ? QJsonValue() : QJsonValue(QStringLiteral("because ") + verdict)}});
    }
    return {{QStringLiteral("verdicts"), list}};
}

MetricResult runScripted(const FakeJudgeServer::Handler &handler, const TestCase &testCase,
                         const MetricSelection &metric)
{
    FakeJudgeServer server;
    server.setHandler(handler);
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(RunHarness::request(server, {testCase}, {metric}));
    const MetricResult *result = outcome.result(metric.id);
    return result ? *result : MetricResult{};
}

FakeJudgeServer::Handler turnRelevancyJudge(int irrelevant)
{
    auto asked = std::make_shared<int>(0);
    return [asked, irrelevant](const FakeJudgeServer::Request &request) {
        if (request.step == QLatin1String("turn_relevancy__verdict")) {
            const bool no = (*asked)++ < irrelevant;
            return FakeJudgeServer::chatReply(
                QJsonObject{{QStringLiteral("verdict"), no ? QStringLiteral("no") : QStringLiteral("yes")},
                            {QStringLiteral("reason"), no ? QStringLiteral("off topic") : QString()}});
        }
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("scripted reason")}});
    };
}

FakeJudgeServer::Handler contextRelevanceJudge(const QString &irrelevantMarker)
{
    return [irrelevantMarker](const FakeJudgeServer::Request &request) {
        if (request.step.endsWith(QLatin1String("__verdicts"))) {
            const bool no = request.lastUserMessage().contains(irrelevantMarker);
            const QJsonObject verdict{
                {QStringLiteral("statement"),
                 no ? QStringLiteral("an irrelevant statement") : QStringLiteral("a relevant statement")},
                {QStringLiteral("verdict"), no ? QStringLiteral("no") : QStringLiteral("yes")},
                {QStringLiteral("reason"), no ? QStringLiteral("about something else") : QString()}};
            return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("verdicts"), QJsonArray{verdict}}});
        }
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("scripted reason")}});
    };
}

} // namespace claimscope
