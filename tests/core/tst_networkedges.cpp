#include "metrics/judge/transport/requestscheduler.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>

#include <QTest>

using namespace claimscope;

// Transport edge cases: an answer that breaks off after a 2xx status line is retried like
// any dropped connection, and a 401 stops every other request to that endpoint at once.
class TestNetworkEdges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void bodyCutShortIsRetried();
    void unauthorizedStopsTheOtherRequests();
    void hugeAnswerIsRefused();
    void repairEchoesABoundedExcerpt();
};

void TestNetworkEdges::init()
{
    failOnQtWarnings();
}

void TestNetworkEdges::bodyCutShortIsRetried()
{
    FakeJudgeServer server;
    const FakeJudgeServer::Response full = FakeJudgeServer::chatReply(QStringLiteral("{\"verdict\": \"yes\"}"));
    server.setHandler([&](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response cut = full;
        cut.cutBodyAt = 20;
        return server.requestCount() <= 2 ? cut : full;
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 10000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY2(outcome.ok, qPrintable(outcome.error));
    QCOMPARE(outcome.body, full.body);
    QCOMPARE(server.requestCount(), 3);
    QCOMPARE(outcome.attempts, 3);
}

void TestNetworkEdges::unauthorizedStopsTheOtherRequests()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::errorReply(401, QStringLiteral("Incorrect API key provided"));
    });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 2;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    constexpr int Requests = 40;
    for (int i = 0; i < Requests; ++i)
        scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, Requests, 10000);
    QVERIFY2(server.requestCount() <= 2, qPrintable(QString::number(server.requestCount())));
    int unsent = 0;
    for (const HttpOutcome &outcome : outcomes.outcomes) {
        QVERIFY(!outcome.ok);
        QCOMPARE(outcome.httpStatus, 401);
        QVERIFY2(outcome.error.contains(QStringLiteral("Incorrect API key provided")), qPrintable(outcome.error));
        unsent += outcome.attempts == 0 ? 1 : 0;
    }
    QVERIFY(unsent >= Requests - 2);

    // Later requests are refused too, without being sent, and never from inside post().
    OutcomeLog later;
    scheduler.post(chatRequest(server.url()), "{}", later.callback());
    QCOMPARE(later.calls, 0);
    QTRY_COMPARE_WITH_TIMEOUT(later.calls, 1, 5000);
    QCOMPARE(later.outcomes.first().attempts, 0);
    QVERIFY(server.requestCount() <= 2);
}

void TestNetworkEdges::hugeAnswerIsRefused()
{
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QString(200000, QLatin1Char('x'))); });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxReplyBytes = 64 * 1024;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 10000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY(!outcome.ok);
    QVERIFY2(outcome.error.contains(QStringLiteral("answer too large")), qPrintable(outcome.error));
    QVERIFY(outcome.body.size() <= options.maxReplyBytes);
    QCOMPARE(server.requestCount(), 1); // the same answer would come again: no retry
}

void TestNetworkEdges::repairEchoesABoundedExcerpt()
{
    // A 50 MB answer was sent back whole in the repair request; now an excerpt is.
    const QString prose(1000000, QLatin1Char('y'));
    QList<int> echoed;
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("From seven.");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast from seven."))};
    const MetricResult result = runScripted(
        [&](const FakeJudgeServer::Request &request) {
            const QJsonArray messages = request.json.value(QStringLiteral("messages")).toArray();
            for (const QJsonValue &message : messages) {
                if (message.toObject().value(QStringLiteral("role")).toString() == QLatin1String("assistant"))
                    echoed.append(int(message.toObject().value(QStringLiteral("content")).toString().size()));
            }
            return FakeJudgeServer::chatReply(prose);
        },
        testCase, {QStringLiteral("faithfulness"), true, {}});
    QVERIFY(result.hasError());
    QVERIFY(!echoed.isEmpty());
    for (int size : echoed)
        QVERIFY2(size <= 5000, qPrintable(QString::number(size)));
}

QTEST_GUILESS_MAIN(TestNetworkEdges)
#include "tst_networkedges.moc"
