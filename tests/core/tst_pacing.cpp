#include "metrics/judge/transport/providerpacer.h"
#include "metrics/judge/transport/ratelimitheaders.h"
#include "metrics/judge/transport/requestscheduler.h"
#include "metrics/judge/transport/tokenbucket.h"
#include "support/fakejudgeserver.h"
#include "support/outcomelog.h"
#include "support/qtwarnings.h"

#include <QElapsedTimer>
#include <QTest>

#include <deque>

using namespace claimscope;

namespace {

// A provider limit on the fixture: at most `limit` requests in any `windowMs`, x-ratelimit
// headers on every answer, 429 with Retry-After beyond the limit. Counts its 429s.
struct SlidingLimit {
    int limit = 5;
    qint64 windowMs = 1000;
    int refused = 0;
    std::deque<qint64> accepted;
    QElapsedTimer clock;

    SlidingLimit() { clock.start(); }

    FakeJudgeServer::Response answer()
    {
        const qint64 now = clock.elapsed();
        while (!accepted.empty() && now - accepted.front() >= windowMs)
            accepted.pop_front();
        const bool allowed = int(accepted.size()) < limit;
        if (allowed)
            accepted.push_back(now);
        else
            ++refused;
        const qint64 reset = accepted.empty() ? 0 : accepted.front() + windowMs - now;
        FakeJudgeServer::Response response = allowed
            ? FakeJudgeServer::chatReply(QStringLiteral("ok")).after(20)
            : FakeJudgeServer::errorReply(429, QStringLiteral("rate limit reached")).withHeader("Retry-After", "1");
        return response.withHeader("x-ratelimit-limit-requests", QByteArray::number(limit))
            .withHeader("x-ratelimit-remaining-requests", QByteArray::number(limit - qsizetype(accepted.size())))
            .withHeader("x-ratelimit-reset-requests", QByteArray::number(reset) + "ms");
    }
};

} // namespace

// Pacing to rate limits: the client-side budgets (requests and tokens per minute) and the
// provider's x-ratelimit-* headers.
class TestPacing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void parsesResetDurations_data();
    void parsesResetDurations();
    void estimatesAndReadsTokens();
    void bucketHoldsUnitsUntilAWindowAfterTheAnswer();
    void tokenBudgetSpacesRequests();
    void serverTokensLeftHoldABigRequestUntilTheReset();
    void pacingToHeadersAvoids429();
    void withoutPacingTheSameLimitRefuses();
};

void TestPacing::init()
{
    failOnQtWarnings();
}

void TestPacing::parsesResetDurations_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<qint64>("ms"); // -1: rejected
    QTest::newRow("seconds") << QByteArray("1s") << qint64(1000);
    QTest::newRow("minutes and seconds") << QByteArray("6m0s") << qint64(360000);
    QTest::newRow("milliseconds") << QByteArray("20ms") << qint64(20);
    QTest::newRow("fraction") << QByteArray("1m30.5s") << qint64(90500);
    QTest::newRow("hours") << QByteArray("2h0m0s") << qint64(7200000);
    QTest::newRow("fraction of a second") << QByteArray("0.058s") << qint64(58);
    QTest::newRow("bare number is seconds") << QByteArray(" 0.5 ") << qint64(500);
    QTest::newRow("empty") << QByteArray("") << qint64(-1);
    QTest::newRow("unknown unit") << QByteArray("3d") << qint64(-1);
    QTest::newRow("trailing junk") << QByteArray("1s later") << qint64(-1);
    QTest::newRow("negative") << QByteArray("-1s") << qint64(-1);
}

void TestPacing::parsesResetDurations()
{
    QFETCH(QByteArray, value);
    QFETCH(qint64, ms);
    QCOMPARE(resetDurationMs(value), ms < 0 ? std::nullopt : std::optional<qint64>(ms));
}

void TestPacing::estimatesAndReadsTokens()
{
    const QByteArray capped = R"({"messages": [], "max_tokens": 50})";
    QCOMPARE(estimatedTokens(capped), (capped.size() + 3) / 4 + 50);
    QVERIFY(estimatedTokens(QByteArray(400, 'x')) >= 100);
    QCOMPARE(usedTokens(R"({"usage": {"prompt_tokens": 7, "completion_tokens": 3, "total_tokens": 10}})"),
             std::optional<qint64>(10));
    QCOMPARE(usedTokens(R"({"usage": {"prompt_tokens": 7}})"), std::optional<qint64>(7));
    QCOMPARE(usedTokens(R"({"choices": []})"), std::nullopt);
}

void TestPacing::bucketHoldsUnitsUntilAWindowAfterTheAnswer()
{
    TokenBucket bucket(100, 1000);
    QCOMPARE(bucket.delayMs(60, 0), 0);
    bucket.take(1, 60);
    QCOMPARE(bucket.delayMs(60, 10), TokenBucket::UntilAnAnswer); // 60 in flight, 40 left
    bucket.settle(1, 30, 200);                                    // it cost 30, not 60
    QCOMPARE(bucket.delayMs(60, 210), 0);                         // 70 left
    bucket.take(2, 60);
    QCOMPARE(bucket.delayMs(60, 220), TokenBucket::UntilAnAnswer);
    bucket.settle(2, -1, 300);
    // 90 held (30 back at 1200, 60 at 1300): 60 more need both back.
    QCOMPARE(bucket.delayMs(60, 400), 900);
    QCOMPARE(bucket.delayMs(5, 400), 0);
    QCOMPARE(bucket.delayMs(60, 1300), 0);
    // A request above the capacity waits for the whole bucket, not forever.
    QCOMPARE(bucket.delayMs(500, 1300), 0);
}

void TestPacing::tokenBudgetSpacesRequests()
{
    FakeJudgeServer server;
    QVERIFY(server.isListening());
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::chatReply(QStringLiteral("ok"), -1, -1); // no usage: the estimate stands
    });
    const QByteArray body = R"({"messages": [{"role": "user", "content": "hi"}], "max_tokens": 90})";
    SchedulerOptions options = fastSchedulerOptions();
    options.tokensPerMinute = int(2 * estimatedTokens(body)); // two requests per window
    options.rateWindowMs = 500;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 6; ++i)
        scheduler.post(chatRequest(server.url()), body, outcomes.callback());
    QCOMPARE(scheduler.inFlight(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 6, 20000);
    const QList<FakeJudgeServer::Request> requests = server.requests();
    QCOMPARE(requests.size(), 6);
    // A window after the answer of the request two before: never sooner (later is fine).
    for (int i = 2; i < 6; ++i)
        QVERIFY2(requests[i].receivedMs - requests[i - 2].receivedMs >= 500 - 20,
                 qPrintable(QStringLiteral("request %1 came %2 ms after request %3")
                                .arg(i)
                                .arg(requests[i].receivedMs - requests[i - 2].receivedMs)
                                .arg(i - 2)));
}

void TestPacing::serverTokensLeftHoldABigRequestUntilTheReset()
{
    ProviderPacer pacer(PacingLimits{});
    const quint64 first = pacer.sent(10, 0);
    RateLimitHeaders headers;
    headers.remainingTokens = 100;
    headers.resetTokensMs = 6000;
    pacer.answered(first, headers, 10, 50);
    QCOMPARE(pacer.wait(80, 60).ms, 0);
    const ProviderPacer::Wait big = pacer.wait(500, 60);
    QCOMPARE(big.ms, 5990);
    QCOMPARE(big.limit, ProviderPacer::Limit::ServerTokens);
    // Past the reset one probe goes, then the next waits for its answer.
    QCOMPARE(pacer.wait(500, 6050).ms, 0);
    pacer.sent(500, 6050);
    QCOMPARE(pacer.wait(500, 6060).ms, ProviderPacer::UntilAnAnswer);
}

void TestPacing::pacingToHeadersAvoids429()
{
    FakeJudgeServer server;
    SlidingLimit limit;
    server.setHandler([&](const FakeJudgeServer::Request &) { return limit.answer(); });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 4;
    options.maxRetries = 10;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 16; ++i)
        scheduler.post(chatRequest(server.url()), QByteArray::number(i), outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 16, 60000);
    for (const HttpOutcome &outcome : outcomes.outcomes)
        QVERIFY2(outcome.ok, qPrintable(outcome.error));
    QCOMPARE(limit.refused, 0);
}

void TestPacing::withoutPacingTheSameLimitRefuses()
{
    // The fixture really enforces its limit: the test above could fail.
    FakeJudgeServer server;
    SlidingLimit limit;
    server.setHandler([&](const FakeJudgeServer::Request &) { return limit.answer(); });
    SchedulerOptions options = fastSchedulerOptions();
    options.maxConcurrency = 4;
    options.maxRetries = 10;
    options.followRateLimitHeaders = false;
    RequestScheduler scheduler(options);
    OutcomeLog outcomes;
    for (int i = 0; i < 16; ++i)
        scheduler.post(chatRequest(server.url()), QByteArray::number(i), outcomes.callback());
    QTRY_COMPARE_WITH_TIMEOUT(outcomes.calls, 16, 60000);
    QVERIFY2(limit.refused > 0, "no 429 without pacing");
}

QTEST_GUILESS_MAIN(TestPacing)
#include "tst_pacing.moc"
