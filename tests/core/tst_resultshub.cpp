#include "metrics/engine/enginehost.h"
#include "model/resultshub.h"
#include "support/offlinerun.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

// The hub wired to a real EngineHost as the shell wires it: batching, runs, selection, rescoring.
class TestResultsHub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void wiredToTheEngine();
    void resultsWaitForAFlush();
    void selectionDrivesTheBreakdown();
    void aNewRunReplacesRowsAndTheBreakdown();
    void rescoreAsksForARunWhenItMust();
    void thresholdsEditedDuringARunApplyToLaterResults();
    void clearEmptiesEverything();

private:
    QList<TestCase> m_cases;
    OfflineRun m_run;
};

void TestResultsHub::initTestCase()
{
    m_cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    m_run = OfflineRunner::run(m_cases);
}

void TestResultsHub::wiredToTheEngine()
{
    ResultsHub hub;
    QAbstractItemModelTester results(hub.resultsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester calls(hub.callLogModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester breakdown(hub.breakdownModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    hub.setTestCases(m_cases);
    EngineHost engine;
    connect(&engine, &EngineHost::resultReady, &hub, &ResultsHub::addResult);
    connect(&engine, &EngineHost::callRecorded, &hub, &ResultsHub::addCall);
    connect(&engine, &EngineHost::runFinished, &hub, &ResultsHub::runFinished);
    QSignalSpy running(&hub, &ResultsHub::runningChanged);

    RunRequest request;
    request.testCases = m_cases;
    request.testCaseIndices = {0};
    request.metrics = {{QStringLiteral("turn_faithfulness"), true, {}}, {QStringLiteral("turn_relevancy"), true, {}}};
    request.useCache = false;
    hub.runStarted(engine.start(request));
    QCOMPARE(running.count(), 1);
    QVERIFY(running.wait(10000));
    QCOMPARE(running.last().first().toBool(), false);

    QCOMPARE(hub.resultsModel()->rowCount(), 2);
    QCOMPARE(hub.resultsModel()->result(0).metricId, QStringLiteral("turn_faithfulness"));
    QVERIFY(!hub.resultsModel()->isRunning());
    QVERIFY(hub.callLogModel()->rowCount() > 10);
    QCOMPARE(hub.callLogModel()->index(0, CallLogModel::TestCaseColumn).data().toString(),
             QStringLiteral("Hotel concierge: early arrival with a dog"));
    QCOMPARE(hub.results().size(), 2);
}

void TestResultsHub::resultsWaitForAFlush()
{
    ResultsHub hub;
    QSignalSpy inserted(hub.resultsModel(), &QAbstractItemModel::rowsInserted);
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    for (const CallRecord &call : m_run.calls)
        hub.addCall(call);
    QCOMPARE(hub.resultsModel()->rowCount(), 0);
    QCOMPARE(hub.callLogModel()->rowCount(), 0);
    hub.flush();
    QCOMPARE(hub.resultsModel()->rowCount(), 9);
    QCOMPARE(hub.callLogModel()->rowCount(), int(m_run.calls.size()));
    QCOMPARE(inserted.count(), 9);
}

void TestResultsHub::selectionDrivesTheBreakdown()
{
    ResultsHub hub;
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    hub.flush();
    QSignalSpy current(&hub, &ResultsHub::currentResultChanged);
    hub.selectResult(0, QStringLiteral("turn_relevancy"));
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.first().at(1).toString(), QStringLiteral("turn_relevancy"));
    QCOMPARE(hub.breakdownModel()->result().metricId, QStringLiteral("turn_relevancy"));
    QCOMPARE(hub.breakdownModel()->rowCount(), 4);
    hub.selectResult(0, QStringLiteral("turn_relevancy"));
    QCOMPARE(current.count(), 1);
    hub.selectResult(5, QStringLiteral("faithfulness"));
    QVERIFY(!hub.breakdownModel()->hasResult());
    QCOMPARE(hub.currentTestCase(), 5);
}

void TestResultsHub::aNewRunReplacesRowsAndTheBreakdown()
{
    ResultsHub hub;
    hub.runStarted(m_run.runId);
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    hub.runFinished({m_run.runId, false, {}, {}});
    QCOMPARE(hub.resultsModel()->rowCount(), 9);
    hub.selectResult(0, QStringLiteral("turn_relevancy"));

    const quint64 next = m_run.runId + 1;
    hub.runStarted(next);
    MetricResult stale = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"));
    hub.addResult(stale);       // an older run's result is ignored
    MetricResult newer = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_relevancy"));
    newer.runId = next;
    newer.windows.removeLast();
    hub.addResult(newer);
    hub.runFinished({next, false, {}, {}});
    QCOMPARE(hub.resultsModel()->rowCount(), 1);
    QCOMPARE(hub.resultsModel()->result(0).runId, next);
    QCOMPARE(hub.breakdownModel()->rowCount(), 3);
}

void TestResultsHub::rescoreAsksForARunWhenItMust()
{
    ResultsHub hub;
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    hub.selectResult(0, QStringLiteral("turn_faithfulness"));
    QSignalSpy rerun(&hub, &ResultsHub::rerunNeeded);
    hub.rescore(QStringLiteral("turn_faithfulness"), {{QStringLiteral("strict_mode"), true}});
    QCOMPARE(rerun.count(), 0);
    QCOMPARE(hub.breakdownModel()->index(0, BreakdownModel::ScoreColumn).data().toString(), QStringLiteral("0.000"));
    hub.rescore(QStringLiteral("turn_faithfulness"), {});
    QCOMPARE(rerun.count(), 1);
    QCOMPARE(rerun.first().first().toString(), QStringLiteral("turn_faithfulness"));
}

void TestResultsHub::thresholdsEditedDuringARunApplyToLaterResults()
{
    ResultsHub hub;
    hub.runStarted(m_run.runId);
    const MetricResult faithfulness = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"));
    const MetricResult relevancy = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_relevancy"));
    hub.addResult(relevancy);
    hub.flush();
    // The user raises the threshold while turn_faithfulness (0.607, started at 0.5) still runs.
    hub.rescore(QStringLiteral("turn_faithfulness"), {{QStringLiteral("threshold"), 0.7}});
    QVERIFY(faithfulness.success);
    hub.addResult(faithfulness);
    hub.flush();
    const int row = hub.resultsModel()->rowOf(0, QStringLiteral("turn_faithfulness"));
    QCOMPARE(hub.resultsModel()->result(row).threshold, 0.7);
    QVERIFY(!hub.resultsModel()->result(row).success);
    // Other metrics are left alone.
    QCOMPARE(hub.resultsModel()->result(hub.resultsModel()->rowOf(0, QStringLiteral("turn_relevancy"))), relevancy);
    // A new run carries the current params itself: nothing is re-applied to its results.
    hub.runStarted(m_run.runId + 1);
    MetricResult next = faithfulness;
    next.runId = m_run.runId + 1;
    hub.addResult(next);
    hub.flush();
    QCOMPARE(hub.resultsModel()->result(row).threshold, 0.5);
}

void TestResultsHub::clearEmptiesEverything()
{
    ResultsHub hub;
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    for (const CallRecord &call : m_run.calls)
        hub.addCall(call);
    hub.selectResult(0, QStringLiteral("turn_faithfulness"));
    QVERIFY(!hub.breakdownModel()->hasResult());    // not flushed yet
    hub.flush();
    QVERIFY(hub.breakdownModel()->hasResult());
    hub.addResult(m_run.results.first());           // pending, then dropped by clear()
    hub.clear();
    hub.flush();
    QCOMPARE(hub.resultsModel()->rowCount(), 0);
    QCOMPARE(hub.callLogModel()->rowCount(), 0);
    QVERIFY(!hub.breakdownModel()->hasResult());
    QCOMPARE(hub.currentTestCase(), -1);
}

QTEST_GUILESS_MAIN(TestResultsHub)
#include "tst_resultshub.moc"
