#include "metrics/judge/transport/requestscheduler.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"

#include <QEventLoop>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace claimscope;

// The scheduler's limits, timeouts and cancellation (retries: tst_schedulerretries).
class TestScheduler : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void capIsNeverExceeded();
    void queueIsFifo();
    void timeoutStartsAtSend();
    void timeoutIgnoresTheConnectionQueue();
    void hangingRequestTimesOutAndIsRetried();
    void hangingServerExhaustsRetries();
    void cancelAllEndsEverythingAtOnce();
    void cancelDropsQueuedAndWaitingRequests();
    void requestsPerWindowAreCapped();
    void loopbackAnswersWrittenInTwoPartsComeAtOnce();
};

namespace {

// A judge that writes each answer's headers and body separately, without TCP_NODELAY, on a
// kept-alive connection (as Python's http.server does): the body waits for the client to
// acknowledge the headers. Counts the connections opened. Test thread.
class SplitWritingServer
{
public:
    SplitWritingServer()
    {
        m_server.listen(QHostAddress::LocalHost);
        QObject::connect(&m_server, &QTcpServer::newConnection, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                ++connections;
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket] { answer(socket); });
            }
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/v1").arg(m_server.serverPort()); }
    int connections = 0;

private:
    static void answer(QTcpSocket *socket)
    {
        QByteArray &pending = s_buffers[socket];
        pending += socket->readAll();
        for (;;) {
            const qsizetype end = pending.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = pending.left(end).toLower();
            const qsizetype at = head.indexOf("content-length:");
            const int length = at < 0 ? 0 : head.mid(at + 15, head.indexOf('\r', at) - at - 15).trimmed().toInt();
            if (pending.size() < end + 4 + length)
                return;
            const bool close = head.contains("connection: close");
            pending.remove(0, end + 4 + length);
            const QByteArray body = R"({"choices":[{"message":{"role":"assistant","content":"ok"}}]})";
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                          + QByteArray::number(body.size()) + "\r\n\r\n");
            socket->flush();
            socket->write(body);
            socket->flush();
            if (close)
                socket->disconnectFromHost();
        }
    }
    QTcpServer m_server;
    static inline QHash<QTcpSocket *, QByteArray> s_buffers;
};

} // namespace

void TestScheduler::init()
{
    failOnQtWarnings();
}

void TestScheduler::capIsNeverExceeded()
{
    FakeJudgeServer server;
    QVERIFY(server.isListening());
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 4;
    RequestScheduler scheduler(options);
    int maxSeenByScheduler = 0;
    server.setHandler([&](const FakeJudgeServer::Request &) {
        maxSeenByScheduler = std::max(maxSeenByScheduler, scheduler.inFlight());
        return FakeJudgeServer::chatReply(QStringLiteral("ok")).after(30);
    });
    OutcomeLog outcomes;
    for (int i = 0; i < 30; ++i)
        scheduler.post(chatRequest(server.url()), QByteArray::number(i), outcomes.callback());
    QCOMPARE(scheduler.queued(), 26);
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 30, 8000);
    QCOMPARE(server.requestCount(), 30);
    QCOMPARE(server.maxInFlight(), 4);
    QCOMPARE(maxSeenByScheduler, 4);
    for (const HttpOutcome &outcome : outcomes.outcomes) {
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.attempts, 1);
    }
    QCOMPARE(scheduler.inFlight(), 0);
}

void TestScheduler::queueIsFifo()
{
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("ok")); });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 1;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    QList<QByteArray> sent;
    for (int i = 0; i < 12; ++i) {
        sent.append(QByteArray::number(i * 7 % 12));
        scheduler.post(chatRequest(server.url()), sent.last(), outcomes.callback());
    }
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 12, 8000);
    QList<QByteArray> received;
    for (const FakeJudgeServer::Request &request : server.requests())
        received.append(request.body);
    QCOMPARE(received, sent);
    QCOMPARE(server.maxInFlight(), 1);
}

void TestScheduler::timeoutStartsAtSend()
{
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("slow")).after(200); });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 1;
    options.timeoutMs = 300;
    options.maxRetries = 0;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 3; ++i)
        scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 3, 5000);
    for (const HttpOutcome &outcome : outcomes.outcomes) {
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
        QCOMPARE(outcome.attempts, 1);
    }
    // The last one waited for two others, longer than the timeout, and still succeeded.
    QVERIFY(outcomes.outcomes.last().elapsedMs >= 2 * 200);
}

void TestScheduler::timeoutIgnoresTheConnectionQueue()
{
    // A cap above QNAM's six connections per host: none of the twelve may wait unseen in
    // QNAM's own queue while its timeout runs.
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("slow")).after(300); });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 12;
    options.timeoutMs = 550;
    options.maxRetries = 0;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 12; ++i)
        scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 12, 5000);
    for (const HttpOutcome &outcome : outcomes.outcomes)
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
    QCOMPARE(server.maxInFlight(), 12);
}

void TestScheduler::hangingRequestTimesOutAndIsRetried()
{
    FakeJudgeServer server;
    FakeJudgeServer::Response hang;
    hang.hang = true;
    server.enqueue(hang);
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::chatReply(QStringLiteral("second time lucky"));
    });
    SchedulerOptions options = fastSchedulerOptions();
    options.timeoutMs = 200;
    RequestScheduler scheduler(options);
    QSignalSpy retries(&scheduler, &RequestScheduler::retryScheduled);
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY2(outcome.ok, qPrintable(outcome.error));
    QCOMPARE(outcome.attempts, 2);
    QCOMPARE(server.requestCount(), 2);
    QCOMPARE(retries.count(), 1);
    QVERIFY(outcome.elapsedMs >= 200);
    QVERIFY(outcome.body.contains("second time lucky"));
}

void TestScheduler::hangingServerExhaustsRetries()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    SchedulerOptions options = fastSchedulerOptions();
    options.timeoutMs = 150;
    options.maxRetries = 1;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 1, 5000);
    const HttpOutcome &outcome = outcomes.outcomes.first();
    QVERIFY(!outcome.ok);
    QVERIFY(!outcome.cancelled);
    QCOMPARE(outcome.attempts, 2);
    QCOMPARE(outcome.httpStatus, 0);
    QVERIFY2(outcome.error.contains(server.url()), qPrintable(outcome.error));
    QCOMPARE(server.requestCount(), 2);
    QTRY_COMPARE(server.inFlight(), 0); // the timed-out attempts were aborted
}

void TestScheduler::cancelAllEndsEverythingAtOnce()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 2;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 6; ++i)
        scheduler.post(chatRequest(server.url()), "{}", outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 2, 5000);
    QCOMPARE(outcomes.calls, 0);

    scheduler.cancelAll();
    QCOMPARE(outcomes.calls, 6);
    for (const HttpOutcome &outcome : outcomes.outcomes) {
        QVERIFY(outcome.cancelled);
        QVERIFY(!outcome.ok);
    }
    QCOMPARE(scheduler.inFlight(), 0);
    QCOMPARE(scheduler.queued(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(server.inFlight(), 0, 2000); // the connections were dropped
    QTest::qWait(200);                                     // nothing queued may still go out
    QCOMPARE(server.requestCount(), 2);
    QCOMPARE(outcomes.calls, 6);
}

void TestScheduler::cancelDropsQueuedAndWaitingRequests()
{
    FakeJudgeServer server;
    FakeJudgeServer::Response hang;
    hang.hang = true;
    server.enqueue(hang);
    server.enqueue(FakeJudgeServer::errorReply(503, QStringLiteral("later")).withHeader("Retry-After", "30"));
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 1;
    RequestScheduler scheduler(options);
    QSignalSpy retries(&scheduler, &RequestScheduler::retryScheduled);
    OutcomeLog hanging, waiting, queued;
    const quint64 first = scheduler.post(chatRequest(server.url()), "{}", hanging.callback());
    const quint64 third = scheduler.post(chatRequest(server.url()), "{}", queued.callback());
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 1, 5000);

    scheduler.cancel(third);
    QCOMPARE(queued.calls, 1);
    QVERIFY(queued.outcomes.first().cancelled);
    QCOMPARE(queued.outcomes.first().attempts, 0);

    const quint64 second = scheduler.post(chatRequest(server.url()), "{}", waiting.callback());
    scheduler.cancel(first);
    QCOMPARE(hanging.calls, 1);
    QVERIFY(hanging.outcomes.first().cancelled);
    QCOMPARE(hanging.outcomes.first().attempts, 1);

    QVERIFY(retries.wait(5000)); // the second got its 503 and waits 30 s to retry
    QCOMPARE(scheduler.waitingToRetry(), 1);
    scheduler.cancel(second);
    QCOMPARE(waiting.calls, 1);
    QVERIFY(waiting.outcomes.first().cancelled);
    QCOMPARE(scheduler.waitingToRetry(), 0);
    scheduler.cancel(second); // a finished id is ignored
    QCOMPARE(waiting.calls, 1);
    QCOMPARE(server.requestCount(), 2);
}

void TestScheduler::requestsPerWindowAreCapped()
{
    FakeJudgeServer server;
    server.setHandler(
        [](const FakeJudgeServer::Request &) { return FakeJudgeServer::chatReply(QStringLiteral("ok")); });
    SchedulerOptions options = fastSchedulerOptions();
    options.requestsPerMinute = 3;
    options.rateWindowMs = 400;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 6; ++i)
        scheduler.post(chatRequest(server.url()), QByteArray::number(i), outcomes.callback());
    QCOMPARE(scheduler.inFlight(), 3);
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 6, 5000);
    const QList<FakeJudgeServer::Request> requests = server.requests();
    QCOMPARE(requests.size(), 6);
    for (int i = 3; i < 6; ++i)
        QVERIFY(requests[i].receivedMs - requests[i - 3].receivedMs >= 400 - 20);
}

void TestScheduler::loopbackAnswersWrittenInTwoPartsComeAtOnce()
{
    // On a kept-alive connection each answer would wait about 40 ms for the delayed
    // acknowledgement of its headers; a judge on this machine gets a connection per request.
    SplitWritingServer server;
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 1;
    RequestScheduler scheduler(options);
    constexpr int Requests = 12;
    QList<qint64> latencies;
    QEventLoop loop; // a real wait for events: a polling wait would add its own latency
    for (int i = 0; i < Requests; ++i) {
        scheduler.post(chatRequest(server.url()), QByteArray::number(i), [&](const HttpOutcome &outcome) {
            QVERIFY2(outcome.ok, qPrintable(outcome.error));
            latencies.append(outcome.latencyMs);
            if (latencies.size() == Requests)
                loop.quit();
        });
    }
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    QCOMPARE(latencies.size(), Requests);
    std::sort(latencies.begin(), latencies.end());
    const qint64 median = latencies.at(Requests / 2);
    QVERIFY2(median < 25,
             qPrintable(QStringLiteral("median latency %1 ms on loopback over %2 connection(s)")
                            .arg(QString::number(median), QString::number(server.connections))));
    QCOMPARE(server.connections, Requests);
}

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
