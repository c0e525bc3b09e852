#include "metrics/judge/openaiembedder.h"
#include "metrics/judge/openaijudge.h"
#include "metrics/judge/transport/requestscheduler.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"

#include <QSignalSpy>
#include <QTest>

using namespace claimscope;

namespace {

const QString kKey = QStringLiteral("sk-redirect-0123456789abcdef");

JudgeSettings settingsFor(const QString &baseUrl)
{
    JudgeSettings settings;
    settings.provider = QStringLiteral("openai-compatible");
    settings.baseUrl = baseUrl;
    settings.model = QStringLiteral("judge-model");
    settings.embeddingModel = QStringLiteral("embed-model");
    settings.apiKeyEnv = QStringLiteral("CLAIMSCOPE_TEST_KEY");
    settings.apiKey = kKey;
    settings.structuredOutput = JudgeSettings::StructuredOutput::JsonObject;
    return settings;
}

// Sends one judge query to `baseUrl` and waits for its reply.
JudgeReply ask(RequestScheduler &scheduler, const QString &baseUrl)
{
    OpenAiJudge judge(settingsFor(baseUrl), &scheduler);
    JudgeQuery query;
    query.call.step = QStringLiteral("turn_relevancy__verdict");
    query.kind = AnswerKind::SingleVerdict;
    query.messages = {{QStringLiteral("user"), QStringLiteral("Is it relevant?")}};
    JudgeReply reply;
    int calls = 0;
    judge.send(query, [&](const JudgeReply &r) {
        reply = r;
        ++calls;
    });
    if (!QTest::qWaitFor([&] { return calls == 1; }, 10000))
        reply.error = QStringLiteral("no reply");
    return reply;
}

FakeJudgeServer::Response redirect(int status, const QByteArray &location)
{
    return FakeJudgeServer::textReply("", "text/plain", status).withHeader("Location", location);
}

} // namespace

// The key never follows a redirect to another server (scheme, host or port); a same-server
// redirect that keeps the POST is followed a few times; every other redirect is an error
// naming where it points. Base URLs with a query keep it after the path.
class TestJudgeRedirects : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void crossOriginRedirectIsRefused_data();
    void crossOriginRedirectIsRefused();
    void sameOriginRedirectIsFollowed();
    void redirectLoopStops();
    void redirectThatDropsThePostIsAnError();
    void baseUrlQueryStaysAtTheEnd();
};

void TestJudgeRedirects::init()
{
    failOnQtWarnings();
}

void TestJudgeRedirects::crossOriginRedirectIsRefused_data()
{
    QTest::addColumn<int>("status");
    QTest::newRow("301") << 301;
    QTest::newRow("302") << 302;
    QTest::newRow("307") << 307;
    QTest::newRow("308") << 308;
}

void TestJudgeRedirects::crossOriginRedirectIsRefused()
{
    QFETCH(int, status);
    FakeJudgeServer judge;
    FakeJudgeServer elsewhere;
    elsewhere.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::chatReply(QStringLiteral("{\"verdict\": \"yes\", \"reason\": \"r\"}"));
    });
    const QByteArray target = elsewhere.url().toUtf8() + "/chat/completions";
    judge.setHandler([&](const FakeJudgeServer::Request &) { return redirect(status, target); });

    RequestScheduler scheduler(fastSchedulerOptions());
    const JudgeReply reply = ask(scheduler, judge.url());
    QVERIFY(!reply.ok);
    QCOMPARE(elsewhere.requestCount(), 0); // neither the key nor the prompt went there
    QCOMPARE(judge.requestCount(), 1);     // and a redirect is no reason to retry
    QVERIFY2(reply.error.contains(QString::fromUtf8(target)), qPrintable(reply.error));
    QVERIFY2(reply.error.contains(judge.url()), qPrintable(reply.error));
    QVERIFY2(reply.error.contains(QStringLiteral("base URL")), qPrintable(reply.error));
    QVERIFY(!reply.error.contains(kKey));
}

void TestJudgeRedirects::sameOriginRedirectIsFollowed()
{
    FakeJudgeServer judge;
    judge.setHandler([](const FakeJudgeServer::Request &request) {
        if (request.path == "/v1/chat/completions")
            return redirect(307, "/v2/chat/completions");
        return FakeJudgeServer::chatReply(QStringLiteral("{\"verdict\": \"yes\", \"reason\": \"r\"}"));
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    QSignalSpy reported(&scheduler, &RequestScheduler::redirected);
    const JudgeReply reply = ask(scheduler, judge.url());
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(judge.requestCount(), 2);
    // Followed, and said: the base URL is not where the API is.
    QCOMPARE(reported.count(), 1);
    QCOMPARE(reported.first().at(0).toUrl().path(), QStringLiteral("/v1/chat/completions"));
    QCOMPARE(reported.first().at(1).toUrl().path(), QStringLiteral("/v2/chat/completions"));
    const FakeJudgeServer::Request moved = judge.requests().at(1);
    QCOMPARE(moved.path, QByteArray("/v2/chat/completions"));
    QCOMPARE(moved.method, QByteArray("POST"));
    QCOMPARE(moved.body, judge.requests().at(0).body);
    QCOMPARE(moved.header("authorization"), "Bearer " + kKey.toUtf8());
}

void TestJudgeRedirects::redirectLoopStops()
{
    FakeJudgeServer judge;
    judge.setHandler(
        [](const FakeJudgeServer::Request &request) { return redirect(308, request.path == "/a" ? "/b" : "/a"); });
    RequestScheduler scheduler(fastSchedulerOptions());
    const JudgeReply reply = ask(scheduler, judge.url());
    QVERIFY(!reply.ok);
    QCOMPARE(judge.requestCount(), 1 + RequestScheduler::MaxRedirects);
    QVERIFY2(reply.error.contains(QStringLiteral("redirected more than")), qPrintable(reply.error));
}

void TestJudgeRedirects::redirectThatDropsThePostIsAnError()
{
    FakeJudgeServer judge;
    judge.setHandler([](const FakeJudgeServer::Request &) { return redirect(301, "/login"); });
    RequestScheduler scheduler(fastSchedulerOptions());
    const JudgeReply reply = ask(scheduler, judge.url());
    QVERIFY(!reply.ok);
    QCOMPARE(judge.requestCount(), 1);
    QVERIFY2(reply.error.contains(judge.url().section(QLatin1Char('/'), 0, 2) + QStringLiteral("/login")),
             qPrintable(reply.error));
}

void TestJudgeRedirects::baseUrlQueryStaysAtTheEnd()
{
    FakeJudgeServer judge;
    judge.setHandler([](const FakeJudgeServer::Request &request) {
        if (request.path.contains("/embeddings"))
            return FakeJudgeServer::embeddingReply({{1.0, 0.0}});
        return FakeJudgeServer::chatReply(QStringLiteral("{\"verdict\": \"yes\", \"reason\": \"r\"}"));
    });
    const QString base = judge.url() + QStringLiteral("/?api-version=2024-02-01");
    RequestScheduler scheduler(fastSchedulerOptions());
    const JudgeReply reply = ask(scheduler, base);
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(judge.requests().at(0).path, QByteArray("/v1/chat/completions?api-version=2024-02-01"));

    OpenAiEmbedder embedder(settingsFor(base), &scheduler);
    int calls = 0;
    EmbedReply embedded;
    embedder.embed({QStringLiteral("text")}, [&](const EmbedReply &r) {
        embedded = r;
        ++calls;
    });
    QTRY_COMPARE_WITH_TIMEOUT(calls, 1, 10000);
    QVERIFY2(embedded.ok, qPrintable(embedded.error));
    QCOMPARE(judge.requests().at(1).path, QByteArray("/v1/embeddings?api-version=2024-02-01"));
}

QTEST_GUILESS_MAIN(TestJudgeRedirects)
#include "tst_judgeredirects.moc"
