#include "metrics/judge/openaiembedder.h"
#include "metrics/judge/transport/requestscheduler.h"
#include "model/translations.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"

#include <QTest>

using namespace claimscope;

namespace {

JudgeSettings settingsFor(const QString &baseUrl)
{
    JudgeSettings settings;
    settings.provider = QStringLiteral("openai-compatible");
    settings.baseUrl = baseUrl;
    settings.model = QStringLiteral("judge-model");
    settings.embeddingModel = QStringLiteral("embed-model");
    return settings;
}

// A vector that can only come from this text: its length and the number inside it.
QList<double> vectorOf(const QString &text)
{
    return {double(text.size()), text.mid(1).toDouble(), 0.5};
}

QList<QList<double>> vectorsOf(const QStringList &texts)
{
    QList<QList<double>> vectors;
    for (const QString &text : texts)
        vectors.append(vectorOf(text));
    return vectors;
}

QStringList numberedTexts(int count)
{
    QStringList texts;
    for (int i = 0; i < count; ++i)
        texts.append(QStringLiteral("t%1").arg(i));
    return texts;
}

struct Embedding {
    EmbedReply reply;
    int calls = 0;
    void run(OpenAiEmbedder &embedder, const QStringList &texts)
    {
        embedder.embed(texts, [this](const EmbedReply &r) {
            reply = r;
            ++calls;
        });
    }
};

} // namespace

class TestOpenAiEmbedder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void batchesOf256GoOutConcurrently();
    void placesVectorsByIndex();
    void wrongCountIsAnError();
    void malformedDataIsAnError_data();
    void malformedDataIsAnError();
    void failedBatchFailsTheCallOnce();
    void emptyInputNeedsNoRequest();
    void cancelAllCallsBackCancelled();
};

void TestOpenAiEmbedder::init()
{
    failOnQtWarnings();
}

void TestOpenAiEmbedder::initTestCase()
{
    // As the applications do: English plural forms ("1 vector", "2 vectors").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestOpenAiEmbedder::batchesOf256GoOutConcurrently()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::embeddingReply(vectorsOf(request.inputs()), false, int(request.inputs().size()))
            .after(50);
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    JudgeSettings settings = settingsFor(server.url() + QLatin1Char('/'));
    settings.apiKey = QStringLiteral("sk-embed-key-123456");
    OpenAiEmbedder embedder(settings, &scheduler);
    const QStringList texts = numberedTexts(600);
    Embedding embedding;
    embedding.run(embedder, texts);
    QTRY_COMPARE_WITH_TIMEOUT(embedding.calls, 1, 5000);

    const EmbedReply &reply = embedding.reply;
    QVERIFY2(reply.ok, qPrintable(reply.error));
    QCOMPARE(reply.requests, 3);
    QCOMPARE(reply.promptTokens, 600);
    QCOMPARE(reply.vectors, vectorsOf(texts));
    QCOMPARE(server.requestCount(), 3);
    QCOMPARE(server.maxInFlight(), 3);
    QStringList sent;
    QList<qsizetype> sizes;
    for (const FakeJudgeServer::Request &request : server.requests()) {
        QCOMPARE(request.path, QByteArray("/v1/embeddings"));
        QCOMPARE(request.json.value(QStringLiteral("model")).toString(), QStringLiteral("embed-model"));
        QCOMPARE(request.header("authorization"), QByteArray("Bearer sk-embed-key-123456"));
        sizes.append(request.inputs().size());
        sent += request.inputs();
    }
    std::sort(sizes.begin(), sizes.end());
    QCOMPARE(sizes, (QList<qsizetype>{88, 256, 256}));
    std::sort(sent.begin(), sent.end());
    QStringList expected = texts;
    std::sort(expected.begin(), expected.end());
    QCOMPARE(sent, expected);
}

void TestOpenAiEmbedder::placesVectorsByIndex()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::embeddingReply(vectorsOf(request.inputs()), true);
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiEmbedder embedder(settingsFor(server.url()), &scheduler);
    const QStringList texts = numberedTexts(5);
    Embedding embedding;
    embedding.run(embedder, texts);
    QTRY_COMPARE_WITH_TIMEOUT(embedding.calls, 1, 5000);
    QVERIFY2(embedding.reply.ok, qPrintable(embedding.reply.error));
    QCOMPARE(embedding.reply.vectors, vectorsOf(texts));
    QCOMPARE(embedding.reply.requests, 1);
}

void TestOpenAiEmbedder::wrongCountIsAnError()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::embeddingReply(vectorsOf(request.inputs().mid(1)));
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiEmbedder embedder(settingsFor(server.url()), &scheduler);
    Embedding embedding;
    embedding.run(embedder, numberedTexts(3));
    QTRY_COMPARE_WITH_TIMEOUT(embedding.calls, 1, 5000);
    const EmbedReply &reply = embedding.reply;
    QVERIFY(!reply.ok);
    QVERIFY(reply.vectors.isEmpty());
    QVERIFY2(reply.error.contains(server.url() + QStringLiteral("/embeddings")), qPrintable(reply.error));
    QVERIFY(reply.error.contains(QStringLiteral("2 vectors for 3 inputs")));
}

void TestOpenAiEmbedder::malformedDataIsAnError_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing index") << QByteArray(
        R"({"data": [{"embedding": [1, 2]}, {"index": 0, "embedding": [3, 4]}]})")
                                   << QStringLiteral("index");
    QTest::newRow("index out of range") << QByteArray(
        R"({"data": [{"index": 5, "embedding": [1, 2]}, {"index": 0, "embedding": [3, 4]}]})")
                                        << QStringLiteral("index");
    QTest::newRow("index twice") << QByteArray(
        R"({"data": [{"index": 1, "embedding": [1, 2]}, {"index": 1, "embedding": [3, 4]}]})")
                                 << QStringLiteral("twice");
    QTest::newRow("non-numeric") << QByteArray(
        R"({"data": [{"index": 0, "embedding": [1, "x"]}, {"index": 1, "embedding": [3, 4]}]})")
                                 << QStringLiteral("non-numeric");
    QTest::newRow("ragged") << QByteArray(
        R"({"data": [{"index": 0, "embedding": [1, 2, 3]}, {"index": 1, "embedding": [3, 4]}]})")
                            << QStringLiteral("dimensions");
    QTest::newRow("html") << QByteArray("<!doctype html><html><body>Login</body></html>") << QStringLiteral("HTML");
}

void TestOpenAiEmbedder::malformedDataIsAnError()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    FakeJudgeServer server;
    server.enqueue(FakeJudgeServer::textReply(body, "application/json"));
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiEmbedder embedder(settingsFor(server.url()), &scheduler);
    Embedding embedding;
    embedding.run(embedder, numberedTexts(2));
    QTRY_COMPARE_WITH_TIMEOUT(embedding.calls, 1, 5000);
    QVERIFY(!embedding.reply.ok);
    QVERIFY2(embedding.reply.error.contains(expected), qPrintable(embedding.reply.error));
    QVERIFY(embedding.reply.error.contains(server.url()));
}

void TestOpenAiEmbedder::failedBatchFailsTheCallOnce()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        if (request.inputs().first() == QLatin1String("t0"))
            return FakeJudgeServer::errorReply(400, QStringLiteral("input too long for embed-model"));
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiEmbedder embedder(settingsFor(server.url()), &scheduler);
    Embedding embedding;
    embedding.run(embedder, numberedTexts(300));
    QTRY_COMPARE_WITH_TIMEOUT(embedding.calls, 1, 5000);
    QVERIFY(!embedding.reply.ok);
    QVERIFY(!embedding.reply.cancelled);
    QVERIFY2(embedding.reply.error.contains(QStringLiteral("input too long for embed-model")),
             qPrintable(embedding.reply.error));
    QCOMPARE(embedding.reply.requests, 2);
    QCOMPARE(scheduler.inFlight(), 0); // the hanging batch was cancelled
    QTRY_COMPARE_WITH_TIMEOUT(server.inFlight(), 0, 2000);
    QCOMPARE(embedding.calls, 1);
}

void TestOpenAiEmbedder::emptyInputNeedsNoRequest()
{
    FakeJudgeServer server;
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiEmbedder embedder(settingsFor(server.url()), &scheduler);
    Embedding embedding;
    embedding.run(embedder, {});
    QCOMPARE(embedding.calls, 1);
    QVERIFY(embedding.reply.ok);
    QVERIFY(embedding.reply.vectors.isEmpty());
    QCOMPARE(embedding.reply.requests, 0);
    QCOMPARE(server.requestCount(), 0);
}

void TestOpenAiEmbedder::cancelAllCallsBackCancelled()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OpenAiEmbedder embedder(settingsFor(server.url()), &scheduler);
    Embedding embedding;
    embedding.run(embedder, numberedTexts(600));
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 3, 5000);
    embedder.cancelAll();
    QCOMPARE(embedding.calls, 1);
    QVERIFY(embedding.reply.cancelled);
    QVERIFY(!embedding.reply.ok);
    QCOMPARE(scheduler.inFlight(), 0);
}

QTEST_GUILESS_MAIN(TestOpenAiEmbedder)
#include "tst_openaiembedder.moc"
