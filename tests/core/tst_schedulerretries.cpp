#include "metrics/judge/transport/httpfailures.h"
#include "metrics/judge/transport/requestscheduler.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace claimscope;

namespace {

quint16 closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

} // namespace

// Which failures the scheduler retries, how long it waits (backoff, Retry-After) and what
// the final outcome says.
class TestSchedulerRetries : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void retriesTransientStatus_data();
    void retriesTransientStatus();
    void givesUpAfterMaxRetries();
    void retriesRefusedConnection();
    void retriesDroppedConnection();
    void honoursRetryAfterSeconds();
    void honoursRetryAfterDate();
    void parsesRetryAfter();
    void noRetryForClientErrors_data();
    void noRetryForClientErrors();
    void backoffIsJitteredAndCapped();
};

void TestSchedulerRetries::init()
{
    failOnQtWarnings();
}

void TestSchedulerRetries::retriesTransientStatus_data()
{
    QTest::addColumn<int>("status");
    for (int status : {408, 409, 425, 429, 500, 502, 503, 504})
        QTest::addRow("%d", status) << status;
}

void TestSchedulerRetries::retriesTransientStatus()
{
    QFETCH(int, status);
    FakeJudgeServer server;
    server.enqueue(FakeJudgeServer::errorReply(status, QStringLiteral("busy")));
    server.enqueue(FakeJudgeServer::errorReply(status, QStringLiteral("still busy")));
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("ok")); });
    RequestScheduler scheduler(fastSchedulerOptions());
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    QVERIFY2(outcomes.outcomes.first().ok, qPrintable(outcomes.outcomes.first().error));
    QCOMPARE(outcomes.outcomes.first().attempts, 3);
    QCOMPARE(outcomes.outcomes.first().httpStatus, 200);
    QCOMPARE(server.requestCount(), 3);
}

void TestSchedulerRetries::givesUpAfterMaxRetries()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::errorReply(503, QStringLiteral("overloaded, try later"));
    });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxRetries = 2;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.attempts, 3);
    QCOMPARE(outcome.httpStatus, 503);
    QVERIFY2(outcome.error.contains(QStringLiteral("overloaded, try later")), qPrintable(outcome.error));
    QCOMPARE(server.requestCount(), 3);
}

void TestSchedulerRetries::retriesRefusedConnection()
{
    const QString url = QStringLiteral("http://127.0.0.1:%1/v1").arg(closedPort());
    SchedulerOptions options = fastSchedulerOptions();
    options.maxRetries = 2;
    RequestScheduler scheduler(options);
    QSignalSpy retries(&scheduler, &RequestScheduler::retryScheduled);
    OutcomeLog outcomes;
    scheduler.post(chatRequest(url), "{}", outcomes.callback());
    QCOMPARE(outcomes.calls, 0); // never called back from inside post()
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY(!outcome.ok);
    QVERIFY(!outcome.cancelled);
    QCOMPARE(outcome.attempts, 3);
    QCOMPARE(outcome.httpStatus, 0);
    QCOMPARE(retries.count(), 2);
    QVERIFY2(outcome.error.contains(url), qPrintable(outcome.error));
}

void TestSchedulerRetries::retriesDroppedConnection()
{
    FakeJudgeServer server;
    FakeJudgeServer::Response drop;
    drop.close = true;
    server.setHandler([&](const FakeJudgeServer::Request &) {
        // Drop the first three: more than QNAM's own silent resend of a request whose
        // keep-alive connection closed could absorb.
        return server.requestCount() <= 3 ? drop : FakeJudgeServer::chatReply(QStringLiteral("ok"));
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    QVERIFY2(outcomes.outcomes.first().ok, qPrintable(outcomes.outcomes.first().error));
    QVERIFY(outcomes.outcomes.first().attempts >= 2);
    QCOMPARE(server.requestCount(), 4);
}

void TestSchedulerRetries::honoursRetryAfterSeconds()
{
    FakeJudgeServer server;
    server.enqueue(FakeJudgeServer::errorReply(429, QStringLiteral("slow down")).withHeader("Retry-After", "1"));
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("ok")); });
    RequestScheduler scheduler(fastSchedulerOptions());
    QSignalSpy retries(&scheduler, &RequestScheduler::retryScheduled);
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    QVERIFY(outcomes.outcomes.first().ok);
    QCOMPARE(retries.count(), 1);
    QCOMPARE(retries.first().at(2).toInt(), 1000);
    const QList<FakeJudgeServer::Request> requests = server.requests();
    QCOMPARE(requests.size(), 2);
    QVERIFY2(requests[1].receivedMs - requests[0].receivedMs >= 1000,
             qPrintable(QString::number(requests[1].receivedMs - requests[0].receivedMs)));
}

void TestSchedulerRetries::honoursRetryAfterDate()
{
    FakeJudgeServer server;
    qint64 askedMs = -1;
    server.setHandler([&askedMs](const FakeJudgeServer::Request &) {
        if (askedMs >= 0)
            return FakeJudgeServer::chatReply(QStringLiteral("ok"));
        // HTTP dates have whole seconds: aim 1.5 s ahead, so the wait asked is 0.5–1.5 s.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QDateTime target = now.addMSecs(1500);
        target.setTime(QTime(target.time().hour(), target.time().minute(), target.time().second()));
        askedMs = now.msecsTo(target);
        const QByteArray date =
            QLocale::c().toString(target, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'")).toLatin1();
        return FakeJudgeServer::errorReply(503, QStringLiteral("maintenance")).withHeader("Retry-After", date);
    });
    RequestScheduler scheduler(fastSchedulerOptions());
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    QVERIFY(outcomes.outcomes.first().ok);
    QVERIFY(askedMs >= 500);
    const QList<FakeJudgeServer::Request> requests = server.requests();
    QCOMPARE(requests.size(), 2);
    QVERIFY2(requests[1].receivedMs - requests[0].receivedMs >= askedMs,
             qPrintable(QStringLiteral("gap %1 ms, asked %2 ms")
                            .arg(requests[1].receivedMs - requests[0].receivedMs)
                            .arg(askedMs)));
}

void TestSchedulerRetries::parsesRetryAfter()
{
    using httpfailures::retryAfterMs;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QCOMPARE(retryAfterMs("7", now), std::optional<qint64>(7000));
    QCOMPARE(retryAfterMs(" 1.5 ", now), std::optional<qint64>(1500));
    QCOMPARE(retryAfterMs("-3", now), std::nullopt);
    QCOMPARE(retryAfterMs("soon", now), std::nullopt);
    QCOMPARE(retryAfterMs("", now), std::nullopt);

    const QDateTime base(QDate(2024, 3, 5), QTime(8, 49, 30), Qt::UTC);
    QCOMPARE(retryAfterMs("Tue, 05 Mar 2024 08:49:37 GMT", base), std::optional<qint64>(7000));
    QCOMPARE(retryAfterMs("Tuesday, 05-Mar-24 08:49:40 GMT", base), std::optional<qint64>(10000));
    QCOMPARE(retryAfterMs("Tue Mar  5 08:50:30 2024", base), std::optional<qint64>(60000));
    QCOMPARE(retryAfterMs("Tue, 05 Mar 2024 08:00:00 GMT", base), std::optional<qint64>(0));
}

void TestSchedulerRetries::noRetryForClientErrors_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    const QString message = QStringLiteral("The model `gpt-nothing` does not exist");
    for (int status : {400, 401, 403, 404, 422}) {
        QTest::addRow("%d json", status) << status << QByteArray("application/json")
                                         << FakeJudgeServer::errorReply(status, message).body << message;
    }
    QTest::addRow("400 plain") << 400 << QByteArray("text/plain") << QByteArray("  bad\n request   body ")
                               << QStringLiteral("bad request body");
    QTest::addRow("418 detail") << 418 << QByteArray("application/json") << QByteArray(R"({"detail": "I am a teapot"})")
                                << QStringLiteral("I am a teapot");
}

void TestSchedulerRetries::noRetryForClientErrors()
{
    QFETCH(int, status);
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    FakeJudgeServer server;
    server.setHandler(
        [&](const FakeJudgeServer::Request &) { return FakeJudgeServer::textReply(body, contentType, status); });
    RequestScheduler scheduler(fastSchedulerOptions());
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.attempts, 1);
    QCOMPARE(outcome.httpStatus, status);
    QCOMPARE(outcome.body, body);
    QVERIFY2(outcome.error.contains(expected), qPrintable(outcome.error));
    QVERIFY2(outcome.error.contains(QString::number(status)), qPrintable(outcome.error));
    QCOMPARE(server.requestCount(), 1);
}

void TestSchedulerRetries::backoffIsJitteredAndCapped()
{
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::errorReply(500, QStringLiteral("boom")); });
    SchedulerOptions options = fastSchedulerOptions();
    options.backoffBaseMs = 20;
    options.backoffCapMs = 50;
    options.maxRetries = 4;
    options.jitterSeed = 7;

    const auto runOnce = [&](QList<int> &delays) {
        RequestScheduler scheduler(options);
        QSignalSpy retries(&scheduler, &RequestScheduler::retryScheduled);
        OutcomeLog outcomes;
        scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
        QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
        QCOMPARE(outcomes.outcomes.first().attempts, 5);
        QCOMPARE(retries.count(), 4);
        for (const QList<QVariant> &retry : retries)
            delays.append(retry.at(2).toInt());
    };
    QList<int> first;
    runOnce(first);
    for (int k = 0; k < first.size(); ++k) {
        QVERIFY(first[k] >= 0);
        QVERIFY2(first[k] <= std::min(options.backoffCapMs, options.backoffBaseMs << k),
                 qPrintable(QStringLiteral("retry %1 waited %2 ms").arg(k).arg(first[k])));
    }
    const QList<FakeJudgeServer::Request> requests = server.requests();
    for (int k = 0; k < first.size(); ++k)
        QVERIFY(requests[k + 1].receivedMs - requests[k].receivedMs >= first[k]);

    QList<int> second;
    runOnce(second);
    QCOMPARE(second, first); // the same seed gives the same jitter
}

QTEST_GUILESS_MAIN(TestSchedulerRetries)
#include "tst_schedulerretries.moc"
