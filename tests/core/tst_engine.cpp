// The engine as a whole: the step cache, template edits, cancellation, dry runs, stale runs.
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include "metrics/registry.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace claimscope;

namespace {

TestCase singleTurn()
{
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("Breakfast is served from seven.");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast runs 7-10."))};
    return testCase;
}

FakeJudgeServer::Handler faithfulJudge(const QString &verdict = QStringLiteral("no"))
{
    return scriptedJudge(
        {{QStringLiteral("faithfulness__truths"),
          QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("t")}}}},
         {QStringLiteral("faithfulness__claims"),
          QJsonObject{{QStringLiteral("claims"), QJsonArray{QStringLiteral("c")}}}},
         {QStringLiteral("faithfulness__verdicts"), faithfulnessVerdicts({verdict})},
         {QStringLiteral("faithfulness__reason"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}}}});
}

const MetricSelection faithfulness{QStringLiteral("faithfulness"), true, {}};

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void unchangedRerunMakesNoRequest();
    void editedTemplateRerunsOnlyItsSteps();
    void noCacheAlwaysAsks();
    void cancelEndsTheRunWithoutScores();
    void dryRunSendsNothing();
    void newRunDropsTheOldOne();
    void hostDropsWhatAStaleRunStillSends();
    void offlineJudgeRunsEveryApplicableMetric();
    void badTemplateStopsTheRunBeforeAnyRequest();
};

void TestEngine::init()
{
    failOnQtWarnings();
}

void TestEngine::unchangedRerunMakesNoRequest()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(faithfulJudge());
    RunRequest request = RunHarness::request(server, {singleTurn()}, {faithfulness});
    request.useCache = true;
    request.cachePath = dir.filePath(QStringLiteral("cache.sqlite"));
    RunHarness harness;
    const auto first = harness.run(request);
    const int sent = server.requestCount();
    QCOMPARE(sent, 4);
    const auto second = harness.run(request);
    QCOMPARE(server.requestCount(), sent);
    const MetricResult *cached = second.result(QStringLiteral("faithfulness"));
    QCOMPARE(cached->score, first.result(QStringLiteral("faithfulness"))->score);
    QCOMPARE(cached->calls.cachedCalls, 4);
    QCOMPARE(cached->calls.judgeCalls, 0);
    QCOMPARE(second.summary.progress.cachedSteps, 4);
}

void TestEngine::editedTemplateRerunsOnlyItsSteps()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(faithfulJudge());
    RunRequest request = RunHarness::request(server, {singleTurn()}, {faithfulness});
    request.useCache = true;
    request.cachePath = dir.filePath(QStringLiteral("cache.sqlite"));
    RunHarness harness;
    harness.run(request);
    server.clearRecords();
    const QString step = QStringLiteral("faithfulness__verdicts");
    request.templates.setText(step, TemplateSet::defaultText(step) + QStringLiteral("\nBe strict."));
    harness.run(request);
    QStringList steps;
    for (const auto &sent : server.requests())
        steps.append(sent.step);
    // Truths and claims are cached; the edited verdicts step runs. The reason's inputs are
    // unchanged (same verdicts), so it is served from the cache too.
    QCOMPARE(steps, QStringList{step});
}

void TestEngine::noCacheAlwaysAsks()
{
    FakeJudgeServer server;
    server.setHandler(faithfulJudge());
    RunHarness harness;
    const RunRequest request = RunHarness::request(server, {singleTurn()}, {faithfulness});
    harness.run(request);
    harness.run(request);
    QCOMPARE(server.requestCount(), 8);
}

void TestEngine::cancelEndsTheRunWithoutScores()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response response;
        response.hang = true;
        return response;
    });
    RunHarness harness;
    QSignalSpy results(&harness.host(), &EngineHost::resultReady);
    QSignalSpy finished(&harness.host(), &EngineHost::runFinished);
    harness.host().start(RunHarness::request(server, {singleTurn(), singleTurn()}, {faithfulness}));
    QTRY_COMPARE(server.inFlight(), 4);
    harness.host().cancel();
    QVERIFY(finished.wait(2000));
    QVERIFY(finished.first().first().value<RunSummary>().cancelled);
    QVERIFY(!harness.host().isRunning());
    QTest::qWait(100);
    QCOMPARE(results.size(), 0);
}

void TestEngine::dryRunSendsNothing()
{
    FakeJudgeServer server;
    server.setHandler(faithfulJudge());
    RunRequest request = RunHarness::request(server, {singleTurn()}, {faithfulness});
    request.dryRun = true;
    RunHarness harness;
    const auto outcome = harness.run(request);
    QCOMPARE(server.requestCount(), 0);
    QStringList steps;
    for (const CallRecord &call : outcome.calls)
        steps.append(call.step);
    QCOMPARE(steps.size(), 4);
    QVERIFY(steps.contains(QStringLiteral("faithfulness__reason")));
    QVERIFY(outcome.calls.first().prompt.contains(QStringLiteral("Breakfast")));
}

void TestEngine::newRunDropsTheOldOne()
{
    FakeJudgeServer slow;
    const auto answer = faithfulJudge();
    slow.setHandler([&](const FakeJudgeServer::Request &request) { return answer(request).after(300); });
    FakeJudgeServer fast;
    fast.setHandler(faithfulJudge(QStringLiteral("yes")));
    RunHarness harness;
    QSignalSpy results(&harness.host(), &EngineHost::resultReady);
    harness.host().start(RunHarness::request(slow, {singleTurn()}, {faithfulness}));
    const auto outcome = harness.run(RunHarness::request(fast, {singleTurn()}, {faithfulness}));
    QTest::qWait(500);
    QCOMPARE(results.size(), 1);
    QCOMPARE(*outcome.result(QStringLiteral("faithfulness"))->score, 1.0);
}

void TestEngine::hostDropsWhatAStaleRunStillSends()
{
    // Run A (the offline judge answers at once) finishes on the engine thread while this thread
    // handles no events, so its result, calls, progress and summary wait in this thread's queue
    // when run B starts. The host is the one filter of stale runs: nothing of A may come out.
    EngineHost host;
    QSignalSpy results(&host, &EngineHost::resultReady);
    QSignalSpy calls(&host, &EngineHost::callRecorded);
    QSignalSpy progress(&host, &EngineHost::progressed);
    QSignalSpy finished(&host, &EngineHost::runFinished);
    const quint64 stale = host.start(RunHarness::offlineRequest({singleTurn()}, {faithfulness}));
    QThread::msleep(2000);
    const quint64 current = host.start(RunHarness::offlineRequest({singleTurn()}, {faithfulness}));
    QVERIFY(current != stale);
    QTRY_COMPARE(finished.size(), 1);
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().value<RunSummary>().runId, current);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().first().value<MetricResult>().runId, current);
    QVERIFY(!calls.isEmpty());
    for (const QList<QVariant> &call : std::as_const(calls))
        QCOMPARE(call.first().value<CallRecord>().runId, current);
    for (const QList<QVariant> &report : std::as_const(progress))
        QCOMPARE(report.first().value<RunProgress>().runId, current);
}

void TestEngine::offlineJudgeRunsEveryApplicableMetric()
{
    RunHarness harness;
    RunRequest request = RunHarness::offlineRequest({singleTurn()}, {});
    for (const MetricInfo &info : MetricRegistry::all())
        request.addMetric(info.id);
    request.skipInapplicable = true;
    const auto outcome = harness.run(request);
    QVERIFY(outcome.finished);
    QStringList ids;
    for (const MetricResult &result : outcome.results)
        ids.append(result.metricId);
    QVERIFY(ids.contains(QStringLiteral("faithfulness")));
    QVERIFY(!ids.contains(QStringLiteral("turn_faithfulness")));
    for (const MetricResult &result : outcome.results) {
        // The offline judge writes no samples: Epistemic Consistency is skipped, not an error.
        QVERIFY2(!result.hasError(), qPrintable(result.metricId + QStringLiteral(": ") + result.error));
        QCOMPARE(result.isSkipped(), result.metricId == QLatin1String("epistemic_consistency"));
        if (result.isSkipped())
            QVERIFY(result.skipReason.contains(QStringLiteral("generator model")));
        QCOMPARE(result.judgeLabel, QStringLiteral("Offline (lexical)"));
    }
}

void TestEngine::badTemplateStopsTheRunBeforeAnyRequest()
{
    FakeJudgeServer server;
    server.setHandler(faithfulJudge());
    RunRequest request = RunHarness::request(server, {singleTurn()}, {faithfulness});
    request.templates.setText(QStringLiteral("faithfulness__claims"), QStringLiteral("Claims of {{answer}}"));
    RunHarness harness;
    const auto outcome = harness.run(request);
    QVERIFY(outcome.finished);
    QVERIFY(outcome.summary.error.contains(QStringLiteral("{{answer}}")));
    QVERIFY(outcome.summary.error.contains(QStringLiteral("{{text}}")));
    QCOMPARE(outcome.results.size(), 0);
    QCOMPARE(server.requestCount(), 0);
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
