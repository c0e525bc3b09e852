#include "metrics/judge/openaijudge.h"
#include "metrics/judge/transport/requestscheduler.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace claimscope;

Q_DECLARE_METATYPE(JudgeSettings::StructuredOutput)
Q_DECLARE_METATYPE(AnswerKind)

namespace {

const QString kKey = QStringLiteral("sk-test-0123456789abcdef");

JudgeSettings settingsFor(const QString &baseUrl,
                          JudgeSettings::StructuredOutput mode = JudgeSettings::StructuredOutput::JsonSchema)
{
    JudgeSettings settings;
    settings.provider = QStringLiteral("openai-compatible");
    settings.baseUrl = baseUrl;
    settings.model = QStringLiteral("judge-model");
    settings.apiKeyEnv = QStringLiteral("CLAIMSCOPE_TEST_KEY");
    settings.structuredOutput = mode;
    return settings;
}

JudgeQuery query(const QString &step, AnswerKind kind, double temperature = 0.0)
{
    JudgeQuery q;
    q.call.step = step;
    q.call.temperature = temperature;
    q.kind = kind;
    q.messages = {{QStringLiteral("system"), QStringLiteral("You judge claims.")},
                  {QStringLiteral("user"), QStringLiteral("Claims: [\"Paris is in France\"]")}};
    return q;
}

// Sends one query and waits for its reply.
struct Exchange {
    JudgeReply reply;
    int calls = 0;
    void send(OpenAiJudge &judge, const JudgeQuery &q)
    {
        judge.send(q, [this](const JudgeReply &r) {
            reply = r;
            ++calls;
        });
    }
};

} // namespace

class TestOpenAiJudge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void requestBodyPerMode_data();
    void requestBodyPerMode();
    void sendsHeadersAndPath_data();
    void sendsHeadersAndPath();
    void readsContentAndUsage();
    void missingUsageIsUnknown();
    void htmlAnswerIsAClearError();
    void nonJsonAnswerIsAnError();
    void missingChoicesIsAnError();
    void missingContentIsAnError();
    void unauthorizedNamesTheVariableNotTheKey();
    void generatorUsesItsModel();
    void cacheIdentityIgnoresSlashAndKey();
    void cancelAllCallsBackCancelled();
    void destroyedJudgeDropsItsRequests();
};

void TestOpenAiJudge::init()
{
    failOnQtWarnings();
}

void TestOpenAiJudge::requestBodyPerMode_data()
{
    using Mode = JudgeSettings::StructuredOutput;
    QTest::addColumn<Mode>("mode");
    QTest::addColumn<QString>("step");
    QTest::addColumn<AnswerKind>("kind");
    QTest::addColumn<double>("temperature");
    QTest::addColumn<QJsonValue>("responseFormat"); // Undefined: none expected

    const QString verdicts = QStringLiteral("faithfulness__verdicts");
    const QJsonObject schemaFormat{
        {QStringLiteral("type"), QStringLiteral("json_schema")},
        {QStringLiteral("json_schema"),
         QJsonObject{{QStringLiteral("name"), verdicts},
                     {QStringLiteral("strict"), true},
                     {QStringLiteral("schema"), answerSchema(AnswerKind::FaithfulnessVerdicts)}}}};
    QTest::newRow("json_schema") << Mode::JsonSchema << verdicts << AnswerKind::FaithfulnessVerdicts << 0.0
                                 << QJsonValue(schemaFormat);
    QTest::newRow("json_object") << Mode::JsonObject << verdicts << AnswerKind::FaithfulnessVerdicts << 0.0
                                 << QJsonValue(QJsonObject{{QStringLiteral("type"), QStringLiteral("json_object")}});
    QTest::newRow("none") << Mode::None << verdicts << AnswerKind::FaithfulnessVerdicts << 0.0
                          << QJsonValue(QJsonValue::Undefined);
    const QString sample = QStringLiteral("epistemic_consistency__sample");
    QTest::newRow("sample, json_schema") << Mode::JsonSchema << sample << AnswerKind::PlainText << 0.8
                                         << QJsonValue(QJsonValue::Undefined);
    QTest::newRow("sample, json_object") << Mode::JsonObject << sample << AnswerKind::PlainText << 1.0
                                         << QJsonValue(QJsonValue::Undefined);
}

void TestOpenAiJudge::requestBodyPerMode()
{
    QFETCH(JudgeSettings::StructuredOutput, mode);
    QFETCH(QString, step);
    QFETCH(AnswerKind, kind);
    QFETCH(double, temperature);
    QFETCH(QJsonValue, responseFormat);

    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("{}")); });
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url(), mode), &scheduler);
    const JudgeQuery q = query(step, kind, temperature);

    QJsonArray messages;
    for (const ChatMessage &message : q.messages)
        messages.append(
            QJsonObject{{QStringLiteral("role"), message.role}, {QStringLiteral("content"), message.content}});
    QJsonObject expected{{QStringLiteral("model"), QStringLiteral("judge-model")},
                         {QStringLiteral("temperature"), temperature},
                         {QStringLiteral("messages"), messages}};
    if (!responseFormat.isUndefined())
        expected.insert(QStringLiteral("response_format"), responseFormat);

    const QByteArray body = judge.requestBody(q);
    QCOMPARE(QJsonDocument::fromJson(body).object(), expected);
    QCOMPARE(body, QJsonDocument(expected).toJson(QJsonDocument::Compact)); // compact, sorted keys
    QCOMPARE(judge.requestBody(q), body);

    Exchange exchange;
    exchange.send(judge, q);
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QVERIFY2(exchange.reply.ok, qPrintable(exchange.reply.error));
    QCOMPARE(server.requests().first().body, body); // what is sent is what is cached
    QCOMPARE(server.requests().first().step, step);
}

void TestOpenAiJudge::sendsHeadersAndPath_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QString>("key");
    QTest::newRow("key, no slash") << QString() << kKey;
    QTest::newRow("no key, slash") << QStringLiteral("/") << QString();
}

void TestOpenAiJudge::sendsHeadersAndPath()
{
    QFETCH(QString, suffix);
    QFETCH(QString, key);
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("{}")); });
    RequestScheduler scheduler(fastSchedulerOptions());
    JudgeSettings settings = settingsFor(server.url() + suffix, JudgeSettings::StructuredOutput::JsonObject);
    settings.apiKey = key;
    OpenAiJudge judge(settings, &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("turn_relevancy__verdict"), AnswerKind::SingleVerdict));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);

    const FakeJudgeServer::Request request = server.requests().first();
    QCOMPARE(request.method, QByteArray("POST"));
    QCOMPARE(request.path, QByteArray("/v1/chat/completions"));
    QCOMPARE(request.header("x-claimscope-step"), QByteArray("turn_relevancy__verdict"));
    QCOMPARE(request.header("content-type"), QByteArray("application/json"));
    QCOMPARE(request.step, QStringLiteral("turn_relevancy__verdict"));
    if (key.isEmpty())
        QVERIFY(!request.hasHeader("authorization"));
    else
        QCOMPARE(request.header("authorization"), "Bearer " + key.toUtf8());
}

void TestOpenAiJudge::readsContentAndUsage()
{
    FakeJudgeServer server;
    const QJsonObject answer{{QStringLiteral("verdict"), QStringLiteral("yes")},
                             {QStringLiteral("reason"), QStringLiteral("stated in the context")}};
    server.enqueue(FakeJudgeServer::chatReply(answer, 123, 45));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("turn_relevancy__verdict"), AnswerKind::SingleVerdict));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    const JudgeReply &reply = exchange.reply;
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(QJsonDocument::fromJson(reply.content.toUtf8()).object(), answer);
    QCOMPARE(reply.promptTokens, 123);
    QCOMPARE(reply.completionTokens, 45);
    QCOMPARE(reply.httpStatus, 200);
    QCOMPARE(reply.attempts, 1);
    QVERIFY(reply.error.isEmpty());
    QVERIFY(!reply.cancelled);
}

void TestOpenAiJudge::missingUsageIsUnknown()
{
    FakeJudgeServer server;
    server.enqueue(FakeJudgeServer::chatReply(QStringLiteral("plain words"), -1, -1));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("epistemic_consistency__sample"), AnswerKind::PlainText, 0.7));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QVERIFY(exchange.reply.ok);
    QCOMPARE(exchange.reply.content, QStringLiteral("plain words"));
    QCOMPARE(exchange.reply.promptTokens, -1);
    QCOMPARE(exchange.reply.completionTokens, -1);
}

void TestOpenAiJudge::htmlAnswerIsAClearError()
{
    FakeJudgeServer server;
    server.enqueue(
        FakeJudgeServer::textReply("<!DOCTYPE html>\n<html><head><title>Open WebUI</title></head><body></body></html>",
                                   "text/html; charset=utf-8"));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QVERIFY(!exchange.reply.ok);
    QCOMPARE(exchange.reply.httpStatus, 200);
    QVERIFY2(exchange.reply.error.contains(QStringLiteral("HTML")), qPrintable(exchange.reply.error));
    QVERIFY(exchange.reply.error.contains(QStringLiteral("/v1")));
    QVERIFY(exchange.reply.error.contains(server.url()));
}

void TestOpenAiJudge::nonJsonAnswerIsAnError()
{
    FakeJudgeServer server;
    server.enqueue(FakeJudgeServer::textReply("service warming up", "text/plain"));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QVERIFY(!exchange.reply.ok);
    QVERIFY2(exchange.reply.error.contains(QStringLiteral("not JSON")), qPrintable(exchange.reply.error));
    QVERIFY(exchange.reply.error.contains(QStringLiteral("service warming up")));
}

void TestOpenAiJudge::missingChoicesIsAnError()
{
    FakeJudgeServer server;
    server.enqueue(FakeJudgeServer::jsonReply(
        {{QStringLiteral("object"), QStringLiteral("chat.completion")}, {QStringLiteral("choices"), QJsonArray()}}));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QVERIFY(!exchange.reply.ok);
    QVERIFY2(exchange.reply.error.contains(QStringLiteral("choices")), qPrintable(exchange.reply.error));
    QVERIFY(exchange.reply.content.isEmpty());
}

void TestOpenAiJudge::missingContentIsAnError()
{
    FakeJudgeServer server;
    const QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
                              {QStringLiteral("content"), QJsonValue::Null},
                              {QStringLiteral("refusal"), QStringLiteral("I cannot judge this.")}};
    server.enqueue(FakeJudgeServer::jsonReply(
        {{QStringLiteral("choices"), QJsonArray{QJsonObject{{QStringLiteral("message"), message}}}}}));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QVERIFY(!exchange.reply.ok);
    QVERIFY2(exchange.reply.error.contains(QStringLiteral("I cannot judge this.")), qPrintable(exchange.reply.error));
}

void TestOpenAiJudge::unauthorizedNamesTheVariableNotTheKey()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        const QString sent = QString::fromUtf8(request.header("authorization")).mid(7);
        return FakeJudgeServer::errorReply(401, QStringLiteral("Incorrect API key provided: %1.").arg(sent));
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    JudgeSettings settings = settingsFor(server.url());
    settings.apiKey = kKey;
    OpenAiJudge judge(settings, &scheduler);
    Exchange exchange;
    exchange.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    const JudgeReply &reply = exchange.reply;
    QVERIFY(!reply.ok);
    QCOMPARE(reply.httpStatus, 401);
    QCOMPARE(reply.attempts, 1);
    QCOMPARE(server.requestCount(), 1);
    QVERIFY2(reply.error.contains(QStringLiteral("Incorrect API key provided")), qPrintable(reply.error));
    QVERIFY(reply.error.contains(QStringLiteral("CLAIMSCOPE_TEST_KEY")));
    QVERIFY2(!reply.error.contains(kKey), qPrintable(reply.error));
    QVERIFY(reply.error.contains(maskedKey(kKey)));
}

void TestOpenAiJudge::generatorUsesItsModel()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::chatReply(QStringLiteral("A sampled answer."));
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    JudgeSettings settings = settingsFor(server.url());
    settings.generatorModel = QStringLiteral("generator-model");
    const auto generator = OpenAiJudge::generator(settings, &scheduler);
    QCOMPARE(generator->label(), QStringLiteral("generator-model"));

    const JudgeQuery q = query(QStringLiteral("epistemic_consistency__sample"), AnswerKind::PlainText, 0.9);
    Exchange exchange;
    exchange.send(*generator, q);
    QTRY_COMPARE_WITH_TIMEOUT(exchange.calls, 1, 5000);
    QCOMPARE(exchange.reply.content, QStringLiteral("A sampled answer."));
    const FakeJudgeServer::Request request = server.requests().first();
    QCOMPARE(request.json.value(QStringLiteral("model")).toString(), QStringLiteral("generator-model"));
    QCOMPARE(request.json.value(QStringLiteral("temperature")).toDouble(), 0.9);
    QVERIFY(!request.json.contains(QStringLiteral("response_format")));
    QCOMPARE(request.header("x-claimscope-step"), QByteArray("epistemic_consistency__sample"));

    settings.generatorModel.clear();
    QCOMPARE(OpenAiJudge::generator(settings, &scheduler)->label(), QStringLiteral("judge-model"));
}

void TestOpenAiJudge::cacheIdentityIgnoresSlashAndKey()
{
    RequestScheduler scheduler(fastSchedulerOptions());
    JudgeSettings settings = settingsFor(QStringLiteral("http://127.0.0.1:9/v1"));
    settings.apiKey = kKey;
    const OpenAiJudge plain(settings, &scheduler);
    settings.baseUrl += QLatin1Char('/');
    const OpenAiJudge slashed(settings, &scheduler);
    const OpenAiJudge other(settings, &scheduler, QStringLiteral("other-model"));
    QCOMPARE(slashed.cacheIdentity(), plain.cacheIdentity());
    QVERIFY(other.cacheIdentity() != plain.cacheIdentity());
    QVERIFY(plain.cacheIdentity().contains("127.0.0.1:9/v1"));
    QVERIFY(!plain.cacheIdentity().contains(kKey.toUtf8()));
    QCOMPARE(slashed.endpoint(), QUrl(QStringLiteral("http://127.0.0.1:9/v1/chat/completions")));
}

void TestOpenAiJudge::cancelAllCallsBackCancelled()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiJudge judge(settingsFor(server.url()), &scheduler);
    Exchange first, second;
    first.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
    second.send(judge, query(QStringLiteral("faithfulness__truths"), AnswerKind::Truths));
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 2, 5000);
    judge.cancelAll();
    QCOMPARE(first.calls, 1);
    QCOMPARE(second.calls, 1);
    QVERIFY(first.reply.cancelled);
    QVERIFY(second.reply.cancelled);
    QVERIFY(!first.reply.ok);
    QCOMPARE(scheduler.inFlight(), 0);
}

void TestOpenAiJudge::destroyedJudgeDropsItsRequests()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    Exchange exchange;
    {
        OpenAiJudge judge(settingsFor(server.url()), &scheduler);
        exchange.send(judge, query(QStringLiteral("faithfulness__claims"), AnswerKind::Claims));
        QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 1, 5000);
    }
    QCOMPARE(exchange.calls, 0);
    QCOMPARE(scheduler.inFlight(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(server.inFlight(), 0, 2000);
}

QTEST_GUILESS_MAIN(TestOpenAiJudge)
#include "tst_openaijudge.moc"
