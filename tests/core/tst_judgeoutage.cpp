// A judge that goes away mid-run (INTERFACES.md §2.4): the run stops admitting work after K
// requests in a row got no answer (at once on a refused key), names the endpoint and the cause,
// keeps what was scored, and retries, skips the rest or cancels as told. HTTP errors that come
// back (429, 503) never stop it. Real HTTP judges on 127.0.0.1.
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using namespace claimscope;

namespace {

constexpr int CaseCount = 60;

QList<TestCase> manyCases()
{
    QList<TestCase> cases;
    for (int i = 0; i < CaseCount; ++i) {
        TestCase testCase;
        testCase.name = QStringLiteral("case %1").arg(i + 1);
        testCase.input = QStringLiteral("When is breakfast on day %1?").arg(i + 1);
        testCase.actualOutput = QStringLiteral("Breakfast is served from seven.");
        testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast runs 7-10."))};
        cases.append(testCase);
    }
    return cases;
}

// Answers every faithfulness step, each a little later so that a run of many cases takes a while.
FakeJudgeServer::Handler slowFaithfulJudge()
{
    const FakeJudgeServer::Handler answers = scriptedJudge(
        {{QStringLiteral("faithfulness__truths"),
          QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("t")}}}},
         {QStringLiteral("faithfulness__claims"),
          QJsonObject{{QStringLiteral("claims"), QJsonArray{QStringLiteral("c")}}}},
         {QStringLiteral("faithfulness__verdicts"), faithfulnessVerdicts({QStringLiteral("yes")})},
         {QStringLiteral("faithfulness__reason"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}}}});
    return [answers](const FakeJudgeServer::Request &request) { return answers(request).after(15); };
}

const MetricSelection faithfulness{QStringLiteral("faithfulness"), true, {}};

// A run of manyCases() against `server`, its URL carrying credentials that must never show.
RunRequest outageRequest(const FakeJudgeServer &server)
{
    RunRequest request = RunHarness::request(server, manyCases(), {faithfulness});
    request.judge.baseUrl = QStringLiteral("http://judge:s3cret-pass@127.0.0.1:%1/v1").arg(server.port());
    return request;
}

QString endpointOf(const FakeJudgeServer &server)
{
    return QStringLiteral("http://127.0.0.1:%1/v1").arg(server.port());
}

int scored(const QList<MetricResult> &results)
{
    return int(
        std::count_if(results.begin(), results.end(), [](const MetricResult &r) { return r.score.has_value(); }));
}

} // namespace

class TestJudgeOutage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void closedJudgePausesAndRetryFinishesTheRun();
    void skippingTheRestReportsEveryCaseNotRun();
    void refusedKeyPausesAtOnce();
    void answeredErrorsNeverPause();
    void zeroLimitGrindsOn();

private:
    // Starts `request`, lets `scoredFirst` results be scored, then closes `server`; returns
    // what the judgeUnreachable signal carried (the test fails when it never comes).
    JudgeOutage closeMidRun(EngineHost &host, FakeJudgeServer &server, const RunRequest &request,
                            QList<MetricResult> &results, int scoredFirst = 5);
};

void TestJudgeOutage::init()
{
    failOnQtWarnings();
}

JudgeOutage TestJudgeOutage::closeMidRun(EngineHost &host, FakeJudgeServer &server, const RunRequest &request,
                                         QList<MetricResult> &results, int scoredFirst)
{
    QObject::connect(&host, &EngineHost::resultReady, &server,
                     [&results](const MetricResult &result) { results.append(result); });
    QSignalSpy unreachable(&host, &EngineHost::judgeUnreachable);
    host.start(request);
    [&] { QTRY_VERIFY_WITH_TIMEOUT(scored(results) >= scoredFirst, 20000); }();
    server.close();
    [&] { QTRY_COMPARE_WITH_TIMEOUT(unreachable.size(), 1, 20000); }();
    return unreachable.isEmpty() ? JudgeOutage() : unreachable.first().first().value<JudgeOutage>();
}

void TestJudgeOutage::closedJudgePausesAndRetryFinishesTheRun()
{
    FakeJudgeServer server;
    server.setHandler(slowFaithfulJudge());
    EngineHost host;
    QList<MetricResult> results;
    QSignalSpy finished(&host, &EngineHost::runFinished);
    const JudgeOutage outage = closeMidRun(host, server, outageRequest(server), results);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(outage.endpoint, endpointOf(server));
    QVERIFY2(outage.cause.contains(QLatin1String("refused"), Qt::CaseInsensitive)
                 || outage.cause.contains(QLatin1String("closed"), Qt::CaseInsensitive),
             qPrintable(outage.cause));
    QVERIFY(!outage.keyRefused);
    QCOMPARE(outage.unanswered, 5);
    QVERIFY2(outage.text().contains(endpointOf(server)) && !outage.text().contains(QLatin1String("s3cret")),
             qPrintable(outage.text()));

    // Paused: what was on the wire ends, nothing new goes out, even to a judge that is back.
    const int scoredBefore = scored(results);
    QTest::qWait(1500);
    const int reported = int(results.size());
    QVERIFY(server.reopen());
    server.clearRecords();
    QTest::qWait(800);
    QCOMPARE(server.requestCount(), 0);
    QCOMPARE(results.size(), reported);
    QVERIFY(host.isRunning());
    QCOMPARE(finished.size(), 0);

    host.retryJudge();
    QVERIFY(finished.wait(30000));
    const RunSummary summary = finished.first().first().value<RunSummary>();
    QVERIFY(!summary.cancelled);
    QVERIFY(!summary.outage);
    QCOMPARE(results.size(), CaseCount);
    // Only what was on the wire when the judge went fails; every other case is scored.
    QVERIFY2(scored(results) >= CaseCount - 8, qPrintable(QString::number(scored(results))));
    QVERIFY(scored(results) > scoredBefore);
}

void TestJudgeOutage::skippingTheRestReportsEveryCaseNotRun()
{
    FakeJudgeServer server;
    server.setHandler(slowFaithfulJudge());
    EngineHost host;
    QList<MetricResult> results;
    QSignalSpy finished(&host, &EngineHost::runFinished);
    const JudgeOutage outage = closeMidRun(host, server, outageRequest(server), results);
    if (QTest::currentTestFailed())
        return;
    const int sent = server.requestCount();
    host.skipRest();
    QVERIFY(finished.wait(20000));
    const RunSummary summary = finished.first().first().value<RunSummary>();
    QVERIFY(summary.outage);
    QCOMPARE(summary.outage->endpoint, outage.endpoint);
    QCOMPARE(server.requestCount(), sent);
    // Far fewer than the 4 steps × 60 cases a run that grinds on would ask for.
    QVERIFY2(sent < 2 * CaseCount, qPrintable(QString::number(sent)));
    // Every case has its result: scored, failed while the judge went, or skipped, saying why.
    QCOMPARE(results.size(), CaseCount);
    int skipped = 0;
    for (const MetricResult &result : std::as_const(results)) {
        if (result.score)
            continue;
        // Skipped (not run), or failed while the judge went: either says why, naming it.
        const QString why = result.isSkipped() ? result.skipReason : result.error;
        if (!result.isSkipped())
            QCOMPARE(result.errorKind, MetricResult::ErrorKind::Judge);
        QVERIFY2(why.contains(endpointOf(server)), qPrintable(why));
        QVERIFY(!why.contains(QLatin1String("s3cret")));
        skipped += result.isSkipped() && result.skipReason == outage.skippedText();
    }
    QVERIFY2(skipped >= CaseCount / 3, qPrintable(QString::number(skipped)));
    QCOMPARE(summary.progress.metricsNotRun, skipped);
    QVERIFY(outage.skippedText().startsWith(QLatin1String("skipped: ")));
}

void TestJudgeOutage::refusedKeyPausesAtOnce()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::errorReply(401, QStringLiteral("Incorrect API key provided")).after(10);
    });
    EngineHost host;
    QSignalSpy unreachable(&host, &EngineHost::judgeUnreachable);
    QSignalSpy finished(&host, &EngineHost::runFinished);
    host.start(outageRequest(server));
    QVERIFY(unreachable.wait(10000));
    const JudgeOutage outage = unreachable.first().first().value<JudgeOutage>();
    QVERIFY(outage.keyRefused);
    QVERIFY2(outage.cause.contains(QLatin1String("401")) && outage.cause.contains(QLatin1String("Incorrect API key")),
             qPrintable(outage.cause));
    QCOMPARE(outage.endpoint, endpointOf(server));
    // The first refusal stops the rest: only what was already on the wire was asked.
    QTest::qWait(300);
    QVERIFY2(server.requestCount() <= 8, qPrintable(QString::number(server.requestCount())));
    host.cancel();
    QVERIFY(finished.wait(5000));
    const RunSummary summary = finished.first().first().value<RunSummary>();
    QVERIFY(summary.cancelled);
    QVERIFY(summary.outage && summary.outage->keyRefused);
}

void TestJudgeOutage::answeredErrorsNeverPause()
{
    // The first attempt of every request is refused with 503 and Retry-After: the judge is
    // there, answering; dozens of failures in a row must not count as gone.
    FakeJudgeServer server;
    QSet<QByteArray> seen;
    const FakeJudgeServer::Handler answers = slowFaithfulJudge();
    server.setHandler([&seen, answers](const FakeJudgeServer::Request &request) {
        if (!seen.contains(request.body)) {
            seen.insert(request.body);
            return FakeJudgeServer::errorReply(503, QStringLiteral("overloaded")).withHeader("Retry-After", "0");
        }
        return answers(request);
    });
    RunRequest request = RunHarness::request(server, manyCases(), {faithfulness});
    RunHarness harness;
    QSignalSpy unreachable(&harness.host(), &EngineHost::judgeUnreachable);
    const RunHarness::Outcome outcome = harness.run(request, 60000);
    QVERIFY(outcome.finished);
    QCOMPARE(unreachable.size(), 0);
    QVERIFY(!outcome.summary.outage);
    QCOMPARE(scored(outcome.results), CaseCount);
}

void TestJudgeOutage::zeroLimitGrindsOn()
{
    // unreachable_after 0 (the CLI's --keep-going): every case is tried, as before the limit,
    // against a judge that hangs up on every request.
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response response;
        response.close = true;
        return response;
    });
    RunRequest request = RunHarness::request(server, manyCases(), {faithfulness});
    request.judge.unreachableAfter = 0;
    request.judge.maxRetries = 0;
    request.judge.maxConcurrency = 1;
    RunHarness harness;
    QSignalSpy unreachable(&harness.host(), &EngineHost::judgeUnreachable);
    const RunHarness::Outcome outcome = harness.run(request, 60000);
    QVERIFY(outcome.finished);
    QCOMPARE(unreachable.size(), 0);
    QVERIFY(!outcome.summary.outage);
    QCOMPARE(outcome.results.size(), CaseCount);
    QCOMPARE(scored(outcome.results), 0);
    // Each case asked the judge (truths and claims go out together).
    QVERIFY2(server.requestCount() >= CaseCount, qPrintable(QString::number(server.requestCount())));
}

QTEST_GUILESS_MAIN(TestJudgeOutage)
#include "tst_judgeoutage.moc"
