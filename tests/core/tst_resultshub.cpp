#include "metrics/engine/enginehost.h"
#include "results/resultbasis.h"
#include "results/resultshub.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

// What decides success: the raw score of a TrustifAI metric (trust_score reports it rounded),
// the score of any other.
double decidingScore(const MetricResult &result)
{
    return result.details.value(QStringLiteral("raw_score")).toDouble(result.score.value_or(0));
}

} // namespace

// The hub wired to a real EngineHost as the shell wires it: batching, runs, selection, rescoring.
// Expectations come from the results the engine returned, not from the offline judge's verdicts.
class TestResultsHub : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void wiredToTheEngine();
    void resultsWaitForAFlush();
    void selectionDrivesTheBreakdown();
    void aNewRunReplacesRowsAndTheBreakdown();
    void aRunOfOneMetricKeepsTheOthersAndTheirMarks();
    void rescoreAsksForARunWhenItMust();
    void thresholdsEditedDuringARunApplyToLaterResults();
    void clearEmptiesEverything();
    void callsArriveInOrderWhilePackedInTheBackground();
    void editsOfATestCaseMarkTheResultsReadFromIt();

private:
    QList<TestCase> m_cases;
    OfflineRun m_run;
};

void TestResultsHub::init()
{
    failOnQtWarnings();
}

void TestResultsHub::initTestCase()
{
    // Without its samples the hotel case's Epistemic Consistency fails (the offline judge writes
    // none), so its trust score, with that component at 0, is at most 0.8.
    m_cases = OfflineRunner::withoutSamples(OfflineRunner::example(QStringLiteral("hotel-concierge.json")));
    m_run = OfflineRunner::run(m_cases);
    QVERIFY(OfflineRunner::find(m_run.results, 0, QStringLiteral("epistemic_consistency")).isSkipped());
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
    request.metrics = {QStringLiteral("turn_faithfulness"), QStringLiteral("turn_relevancy")};
    request.useCache = false;
    hub.runStarted(engine.start(request));
    QCOMPARE(running.count(), 1);
    QVERIFY(running.wait(10000));
    QCOMPARE(running.last().first().toBool(), false);

    QCOMPARE(hub.resultsModel()->rowCount(), 2);
    QCOMPARE(hub.resultsModel()->result(0).metricId, QStringLiteral("turn_faithfulness"));
    QVERIFY(!hub.resultsModel()->isRunning());
    // Every judge call of both results is in the log.
    int judgeCalls = 0;
    for (const MetricResult &result : hub.wholeResults())
        judgeCalls += result.calls.judgeCalls + result.calls.cachedCalls;
    QVERIFY(judgeCalls > 10);
    QCOMPARE(hub.callLogModel()->rowCount(), judgeCalls);
    QCOMPARE(hub.callLogModel()->index(0, CallLogModel::TestCaseColumn).data().toString(),
             QStringLiteral("Hotel concierge: early arrival with a dog"));
    QCOMPARE(hub.wholeResults().size(), 2);
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
    // One batch is one insertion: views and the failure walk recompute once, not per result.
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 0);
    QCOMPARE(inserted.first().at(2).toInt(), 8);

    // Left to the timer, the batch is packed on a pool thread: the rows hold briefs, and their
    // windows come back whole.
    ResultsHub background;
    for (const MetricResult &result : m_run.results)
        background.addResult(result);
    QTRY_COMPARE(background.resultsModel()->rowCount(), 9);
    for (int row = 0; row < 9; ++row) {
        const ResultsModel *model = background.resultsModel();
        QVERIFY(model->result(row).windows.isEmpty());
        QCOMPARE(model->wholeResult(row),
                 OfflineRunner::find(m_run.results, model->result(row).testCaseIndex, model->result(row).metricId));
    }
    background.selectResult(0, QStringLiteral("turn_faithfulness"));
    QVERIFY(!background.breakdownModel()->result().windows.isEmpty());
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
    MetricResult other = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"));
    hub.addResult(other); // another run's result (a live one while a kept run is shown) stays out
    MetricResult newer = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_relevancy"));
    newer.runId = next;
    newer.windows.removeLast();
    hub.addResult(newer);
    hub.runFinished({next, false, {}, {}});
    QCOMPARE(hub.resultsModel()->rowCount(), 1);
    QCOMPARE(hub.resultsModel()->result(0).runId, next);
    QCOMPARE(hub.breakdownModel()->rowCount(), 3);
}

void TestResultsHub::aRunOfOneMetricKeepsTheOthersAndTheirMarks()
{
    const QString faithfulness = QStringLiteral("turn_faithfulness");
    const QString relevancy = QStringLiteral("turn_relevancy");
    ResultsHub hub;
    hub.setTestCases(m_cases);
    RunRequest whole;
    whole.testCases = m_cases;
    whole.testCaseIndices = {0};
    for (const MetricResult &result : m_run.results)
        whole.metrics.append(result.metricId);
    hub.runStarted(m_run.runId, ResultBasis::of(whole), RunScope::of(whole));
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    hub.runFinished({m_run.runId, false, {}, {}});
    QCOMPARE(hub.resultsModel()->rowCount(), 9);
    // A window size edited since: Turn Faithfulness needs a new run.
    RunRequest now = whole;
    now.params[faithfulness].insert(QStringLiteral("window_size"), 1);
    hub.setCurrentBasis(ResultBasis::of(now));
    QVERIFY2(hub.outOfDate(0, faithfulness).contains(QStringLiteral("Window size: 10 → 1")),
             qPrintable(hub.outOfDate(0, faithfulness)));
    // Another judge makes every result out of date, saying which judge, never its key.
    RunRequest otherJudge = whole;
    otherJudge.judge.provider = QStringLiteral("openai-compatible");
    otherJudge.judge.model = QStringLiteral("gpt-4o-mini");
    otherJudge.judge.baseUrl = QStringLiteral("http://user:s3cret@127.0.0.1:9/v1");
    hub.setCurrentBasis(ResultBasis::of(otherJudge));
    QCOMPARE(hub.outOfDate(0, relevancy),
             QStringLiteral("the judge changed from the offline judge to gpt-4o-mini at http://127.0.0.1:9/v1"));
    hub.setCurrentBasis(ResultBasis::of(now));
    QVERIFY(!hub.outOfDate(0, relevancy).contains(QLatin1String("judge")));

    // Turn Relevancy alone (▶ on its card), as RunController asks for it.
    RunRequest one = now;
    one.metrics = {relevancy};
    one.partial = true;
    const quint64 next = m_run.runId + 1;
    hub.runStarted(next, ResultBasis::of(one), RunScope::of(one));
    MetricResult newer = OfflineRunner::find(m_run.results, 0, relevancy);
    newer.runId = next;
    hub.addResult(newer);
    hub.runFinished({next, false, {}, {}});
    const ResultsModel *model = hub.resultsModel();
    QCOMPARE(model->rowCount(), 9);
    QCOMPARE(model->result(model->rowOf(0, relevancy)).runId, next);
    for (const MetricResult &original : m_run.results) {
        if (original.metricId != relevancy)
            QCOMPARE(model->wholeResult(model->rowOf(0, original.metricId)), original);
    }
    QCOMPARE(model->statusCounts()[int(ResultsModel::Status::Running)], 0);
    // Still out of date where it was, and only there.
    QVERIFY2(hub.outOfDate(0, faithfulness).contains(QStringLiteral("Window size: 10 → 1")),
             qPrintable(hub.outOfDate(0, faithfulness)));
    QVERIFY(hub.outOfDate(0, relevancy).isEmpty());
    QCOMPARE(model->outOfDateCount(), 1);
}

void TestResultsHub::rescoreAsksForARunWhenItMust()
{
    // turn_contextual_relevancy from a scripted judge that finds the Dogs document irrelevant:
    // windows 1, 1, below 1, below 1. Strict mode zeroes the last two; only a new run can bring
    // them back.
    const MetricResult scripted = runScripted(contextRelevanceJudge(QStringLiteral("Dogs weighing up to 15 kg")),
                                              m_cases[0], {QStringLiteral("turn_contextual_relevancy"), true, {}});
    QVERIFY2(!scripted.hasError(), qPrintable(scripted.error));
    QCOMPARE(scripted.windows.size(), 4);
    ResultsHub hub;
    hub.addResult(scripted);
    hub.selectResult(0, scripted.metricId);
    QSignalSpy rerun(&hub, &ResultsHub::rerunNeeded);
    hub.rescore(scripted.metricId, {{QStringLiteral("strict_mode"), true}});
    QCOMPARE(rerun.count(), 0);
    // The breakdown shows the rescored windows.
    QVERIFY(hub.breakdownModel()->result().strictMode);
    QCOMPARE(hub.breakdownModel()->rowCount(), 4);
    for (int w = 0; w < 4; ++w) {
        QCOMPARE(hub.breakdownModel()->index(w, BreakdownModel::ScoreColumn).data().toString(),
                 *scripted.windows[w].score < 1.0 ? QStringLiteral("0.000") : QStringLiteral("1.000"));
    }
    QCOMPARE(hub.breakdownModel()->index(0, BreakdownModel::ScoreColumn).data().toString(), QStringLiteral("1.000"));
    QCOMPARE(hub.breakdownModel()->index(3, BreakdownModel::ScoreColumn).data().toString(), QStringLiteral("0.000"));
    hub.rescore(scripted.metricId, {});
    QCOMPARE(rerun.count(), 1);
    QCOMPARE(rerun.first().first().toString(), scripted.metricId);
}

void TestResultsHub::thresholdsEditedDuringARunApplyToLaterResults()
{
    // A result scored strictly between 0 and 1 (the trust score is one), and a threshold on its
    // other side: one that passed then fails, one that failed then passes.
    const MetricResult late = OfflineRunner::findIf(m_run.results, [](const MetricResult &r) {
        return !r.hasError() && decidingScore(r) > 1e-6 && decidingScore(r) < 1.0 - 1e-6;
    });
    QVERIFY(!late.metricId.isEmpty());
    const MetricResult other =
        OfflineRunner::findIf(m_run.results, [&](const MetricResult &r) { return r.metricId != late.metricId; });
    const double threshold = late.success ? (decidingScore(late) + 1.0) / 2 : decidingScore(late) / 2;

    ResultsHub hub;
    hub.runStarted(m_run.runId);
    hub.addResult(other);
    hub.flush();
    // The user edits the threshold while the metric still runs (it started with the old one).
    hub.rescore(late.metricId, {{QStringLiteral("threshold"), threshold}});
    hub.addResult(late);
    hub.flush();
    const int row = hub.resultsModel()->rowOf(0, late.metricId);
    QCOMPARE(hub.resultsModel()->result(row).threshold, threshold);
    QCOMPARE(hub.resultsModel()->result(row).success, !late.success);
    QCOMPARE(hub.resultsModel()->result(row).score, late.score);
    // Other metrics are left alone.
    QCOMPARE(hub.resultsModel()->wholeResult(hub.resultsModel()->rowOf(0, other.metricId)), other);
    // A new run carries the current params itself: nothing is re-applied to its results.
    hub.runStarted(m_run.runId + 1);
    MetricResult next = late;
    next.runId = m_run.runId + 1;
    hub.addResult(next);
    hub.flush();
    QCOMPARE(hub.resultsModel()->wholeResult(row), next);
}

void TestResultsHub::clearEmptiesEverything()
{
    ResultsHub hub;
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    for (const CallRecord &call : m_run.calls)
        hub.addCall(call);
    hub.selectResult(0, QStringLiteral("turn_faithfulness"));
    QVERIFY(!hub.breakdownModel()->hasResult()); // not flushed yet
    hub.flush();
    QVERIFY(hub.breakdownModel()->hasResult());
    hub.addResult(m_run.results.first()); // pending, then dropped by clear()
    hub.clear();
    hub.flush();
    QCOMPARE(hub.resultsModel()->rowCount(), 0);
    QCOMPARE(hub.callLogModel()->rowCount(), 0);
    QVERIFY(!hub.breakdownModel()->hasResult());
    QCOMPARE(hub.currentTestCase(), -1);
}

void TestResultsHub::callsArriveInOrderWhilePackedInTheBackground()
{
    // Calls are packed on a pool thread between flushes: bursts arriving while one is packed
    // must all reach the log, in the order they came, texts intact.
    ResultsHub hub;
    const CallRecord model = m_run.calls.first();
    constexpr int Bursts = 40;
    constexpr int PerBurst = 50;
    for (int burst = 0; burst < Bursts; ++burst) {
        for (int i = 0; i < PerBurst; ++i) {
            CallRecord call = model;
            call.latencyMs = burst * PerBurst + i;
            call.prompt = model.prompt + QString::number(call.latencyMs);
            hub.addCall(call);
        }
        QTest::qWait(burst % 4 == 0 ? 60 : 1); // some bursts wait past the flush interval
    }
    QTRY_COMPARE(hub.callLogModel()->rowCount(), Bursts * PerBurst);
    for (int row = 0; row < Bursts * PerBurst; ++row) {
        const CallRecord kept = hub.callLogModel()->record(row);
        QCOMPARE(kept.latencyMs, qint64(row));
        QCOMPARE(kept.prompt, model.prompt + QString::number(row));
    }
    // clear() while calls are being packed leaves an empty log, also after the packing ends.
    for (int i = 0; i < PerBurst; ++i)
        hub.addCall(model);
    QTest::qWait(60);
    hub.clear();
    QTest::qWait(60);
    QCOMPARE(hub.callLogModel()->rowCount(), 0);
}

void TestResultsHub::editsOfATestCaseMarkTheResultsReadFromIt()
{
    ResultsHub hub;
    hub.setTestCases(m_cases);
    ResultBasis basis;
    basis.testCases.insert(0, m_cases[0]);
    hub.runStarted(m_run.runId, basis);
    for (const MetricResult &result : m_run.results)
        hub.addResult(result);
    hub.runFinished({m_run.runId, false, {}, {}});
    const ResultsModel *model = hub.resultsModel();
    QCOMPARE(model->outOfDateCount(), 0);
    const QString metric = QStringLiteral("turn_faithfulness");

    QList<TestCase> edited = m_cases;
    edited[0].turns[5].content += QStringLiteral(" Only small dogs.");
    edited[0].turns[7].retrievalContext.append(ContextItem::fromText(QStringLiteral("A new policy.")));
    hub.setTestCases(edited);
    QCOMPARE(model->outOfDateCount(), model->rowCount());
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(model->outOfDate(row), QStringLiteral("turn 6 edited, the retrieval context of turn 8 edited"));
    QCOMPARE(model->outOfDateReasons(),
             (QStringList{QStringLiteral("turn 6 edited, the retrieval context of turn 8 edited")}));
    // Evidence is found in the text the results were computed from.
    QCOMPARE(hub.computedCase(0, metric)->turns[5].content, m_cases[0].turns[5].content);
    QVERIFY(hub.turnEditedSince(0, metric, 5));
    QVERIFY(hub.turnEditedSince(0, metric, 7));
    QVERIFY(!hub.turnEditedSince(0, metric, 1));

    // A new name is not new content; back to the text as computed, the marks go.
    QList<TestCase> renamed = m_cases;
    renamed[0].name += QStringLiteral(" (renamed)");
    hub.setTestCases(renamed);
    QCOMPARE(model->outOfDateCount(), 0);
    QVERIFY(!hub.turnEditedSince(0, metric, 5));

    hub.setTestCases({});
    QCOMPARE(model->outOfDate(0), QStringLiteral("the test case was removed"));
    QVERIFY(hub.turnEditedSince(0, metric, 5));
}

QTEST_GUILESS_MAIN(TestResultsHub)
#include "tst_resultshub.moc"
