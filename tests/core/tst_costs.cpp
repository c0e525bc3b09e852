// One rule for what a run cost, whichever place shows it: the results table adds up exactly what
// the call log says each call cost; "—" is unknown or nothing to price (no price for the judge's
// model), a dollar figure only a known one, $0 only when it really was nothing (every answer
// from the cache of a priced judge). Real runs against a judge on 127.0.0.1, with the step cache.
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include "results/calllogmodel.h"
#include "results/resultsmodel.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

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

FakeJudgeServer::Handler faithfulJudge()
{
    return scriptedJudge(
        {{QStringLiteral("faithfulness__truths"),
          QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("Breakfast runs from 7 to 10.")}}}},
         {QStringLiteral("faithfulness__claims"),
          QJsonObject{{QStringLiteral("claims"), QJsonArray{QStringLiteral("Breakfast is served from seven.")}}}},
         {QStringLiteral("faithfulness__verdicts"), faithfulnessVerdicts({QStringLiteral("yes")})},
         {QStringLiteral("faithfulness__reason"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}}}});
}

// What the results table and the call log show for a run's cost.
struct CostShown {
    QString result;        // the Cost cell of the faithfulness row
    QStringList calls;     // the Cost cell of each call
    double callsTotal = 0; // the calls' costs added up, where known
    int cached = 0;
};

CostShown shown(const RunHarness::Outcome &outcome)
{
    ResultsModel results;
    results.addResults(outcome.results);
    CallLogModel log;
    for (const CallRecord &call : outcome.calls)
        log.append(call);
    CostShown costs;
    costs.result = results.index(0, ResultsModel::CostColumn).data().toString();
    for (int row = 0; row < log.rowCount(); ++row) {
        costs.calls.append(log.index(row, CallLogModel::CostColumn).data().toString());
        costs.cached += log.index(row, 0).data(CallLogModel::StatusRole).toString() == QLatin1String("cached");
    }
    for (const CallRecord &call : outcome.calls)
        costs.callsTotal += call.costUsd.value_or(0);
    return costs;
}

} // namespace

class TestCosts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void judgeWithoutAPriceReadsUnknownInEveryRun();
    void pricedJudgeShowsWhatItPaidAndZeroFromTheCache();
};

void TestCosts::init()
{
    failOnQtWarnings();
}

void TestCosts::judgeWithoutAPriceReadsUnknownInEveryRun()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(faithfulJudge());
    RunRequest request = RunHarness::request(server, {singleTurn()}, {{QStringLiteral("faithfulness"), true, {}}});
    request.useCache = true;
    request.cachePath = dir.filePath(QStringLiteral("cache.sqlite"));
    RunHarness harness;
    int sentCalls = -1;
    for (const char *run : {"sent", "from the cache"}) {
        const RunHarness::Outcome outcome = harness.run(request);
        QVERIFY(outcome.finished && outcome.result(QStringLiteral("faithfulness")));
        const CostShown costs = shown(outcome);
        QVERIFY2(!costs.calls.isEmpty(), run);
        if (sentCalls < 0)
            sentCalls = int(costs.calls.size());
        QVERIFY2(costs.result == QStringLiteral("—"),
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(run), costs.result)));
        for (const QString &call : costs.calls)
            QVERIFY2(call == QStringLiteral("—"),
                     qPrintable(QStringLiteral("%1: call %2").arg(QLatin1String(run), call)));
    }
    QCOMPARE(server.requestCount(), sentCalls); // the second run was answered from the cache
}

void TestCosts::pricedJudgeShowsWhatItPaidAndZeroFromTheCache()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(faithfulJudge()); // every answer: 10 prompt and 5 completion tokens
    RunRequest request = RunHarness::request(server, {singleTurn()}, {{QStringLiteral("faithfulness"), true, {}}});
    request.useCache = true;
    request.cachePath = dir.filePath(QStringLiteral("cache.sqlite"));
    request.judge.prices.insert(request.judge.model, {1.0, 2.0}); // USD per 1K tokens
    RunHarness harness;

    const CostShown sent = shown(harness.run(request));
    QCOMPARE(sent.cached, 0);
    QVERIFY(!sent.calls.isEmpty());
    const double perCall = 10 / 1000.0 * 1.0 + 5 / 1000.0 * 2.0;
    for (const QString &call : sent.calls)
        QCOMPARE(call, QStringLiteral("$%1").arg(perCall, 0, 'f', 5));
    QCOMPARE(sent.result, QStringLiteral("$%1").arg(sent.callsTotal, 0, 'f', 4));
    QCOMPARE(sent.result, QStringLiteral("$%1").arg(sent.calls.size() * perCall, 0, 'f', 4));

    // From the cache nothing is paid, and that is known: a real zero, in both places.
    const CostShown cached = shown(harness.run(request));
    QCOMPARE(cached.cached, sent.calls.size());
    for (const QString &call : cached.calls)
        QCOMPARE(call, QStringLiteral("$0.00000"));
    QCOMPARE(cached.result, QStringLiteral("$0.0000"));
}

QTEST_GUILESS_MAIN(TestCosts)
#include "tst_costs.moc"
