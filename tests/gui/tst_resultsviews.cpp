#include "metrics/engine/enginehost.h"
#include "metrics/registry.h"
#include "model/calllogfiltermodel.h"
#include "model/resultshub.h"
#include "support/offlinerun.h"
#include "ui/breakdownview.h"
#include "ui/calllogview.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/charts/trustcomponentchart.h"
#include "ui/charts/verdictmixchart.h"
#include "ui/charts/windowlinechart.h"
#include "ui/resultsview.h"

#include <QApplication>
#include <QBarSet>
#include <QClipboard>
#include <QComboBox>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

// The tree index of the first item whose text is `text`, under any window.
QModelIndex findItem(const QAbstractItemModel *model, const QString &text, int window = -1)
{
    for (int w = 0; w < model->rowCount(); ++w) {
        if (window >= 0 && w != window)
            continue;
        const QModelIndex parent = model->index(w, 0);
        for (int i = 0; i < model->rowCount(parent); ++i) {
            if (model->index(i, 0, parent).data(BreakdownModel::FullTextRole).toString() == text)
                return model->index(i, 0, parent);
        }
    }
    return {};
}

} // namespace

// The results widgets, offscreen, fed by real offline-engine results through the hub.
class TestResultsViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void tableShowsEveryResultAndSelects();
    void selectingAClaimEmitsItsTurn();
    void selectingAReasonPointsAtTheQuotedContext();
    void statementsKeepTheirOwnTurn();
    void singleTurnClaimsHaveNoTurn();
    void errorsShowStepAndRawAnswer();
    void scoreBarsMatchScoresAndThresholds();
    void thresholdEditsMoveTheTick();
    void windowLinesFollowWindowScores();
    void verdictMixCountsVerdicts();
    void trustComponentsSumToTheTrustScore();
    void callLogFiltersAndCopies();
    void liveRunsUpdateEveryView();

private:
    QList<TestCase> m_cases;
    OfflineRun m_run;
    ResultsHub *m_hub = nullptr;
};

void TestResultsViews::initTestCase()
{
    m_cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"))
        + OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_run = OfflineRunner::run(m_cases);
    QCOMPARE(m_run.results.size(), 34);
}

void TestResultsViews::init()
{
    m_hub = new ResultsHub;
    m_hub->setTestCases(m_cases);
    m_hub->runStarted(m_run.runId);
    for (const MetricResult &result : m_run.results)
        m_hub->addResult(result);
    for (const CallRecord &call : m_run.calls)
        m_hub->addCall(call);
    m_hub->runFinished({m_run.runId, false, {}, {}});
}

void TestResultsViews::cleanup()
{
    delete m_hub;
    m_hub = nullptr;
}

void TestResultsViews::tableShowsEveryResultAndSelects()
{
    ResultsView view(m_hub);
    QCOMPARE(view.table()->model()->rowCount(), 34);
    // The first row is selected for the user and drives the breakdown.
    QCOMPARE(m_hub->currentMetric(), QStringLiteral("turn_faithfulness"));
    QCOMPARE(view.breakdown()->tree()->model()->rowCount(), 4);
    // Sorting by score puts the errors (no score) first, then ascending scores.
    view.table()->sortByColumn(ResultsModel::ScoreColumn, Qt::AscendingOrder);
    QCOMPARE(view.table()->model()->index(0, ResultsModel::StatusColumn).data().toString(), QStringLiteral("⚠ Error"));
    const int last = view.table()->model()->rowCount() - 1;
    QCOMPARE(view.table()->model()->index(last, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble(), 1.0);
    // Selecting a row selects the hub's result.
    view.table()->selectRow(last);
    const QModelIndex selected = view.table()->model()->index(last, 0);
    QCOMPARE(m_hub->currentMetric(), selected.data(ResultsModel::MetricIdRole).toString());
    QCOMPARE(view.breakdown()->tree()->model(), m_hub->breakdownModel());
    // And the hub's selection moves the table.
    m_hub->selectResult(0, QStringLiteral("turn_relevancy"));
    QCOMPARE(view.table()->currentIndex().data(ResultsModel::MetricIdRole).toString(), QStringLiteral("turn_relevancy"));
}

void TestResultsViews::selectingAClaimEmitsItsTurn()
{
    ResultsView view(m_hub);
    QSignalSpy activated(&view, &ResultsView::turnActivated);
    m_hub->selectResult(0, QStringLiteral("turn_faithfulness"));
    const QString claim = QStringLiteral("Dogs of any size are welcome and stay completely free of charge.");
    // Window 4 pools every exchange: the claim is traced back to the assistant turn that made it.
    const QModelIndex index = findItem(view.breakdown()->tree()->model(), claim, 3);
    QVERIFY(index.isValid());
    view.breakdown()->tree()->setCurrentIndex(index);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toInt(), 0);
    QCOMPARE(activated.first().at(1).toInt(), 5);
    QCOMPARE(activated.first().at(2).toString(), claim);
    QVERIFY(view.breakdown()->details()->toPlainText().contains(claim));
    QVERIFY(view.breakdown()->details()->toPlainText().contains(QStringLiteral("✗ no")));
    // Selecting a window emits nothing.
    view.breakdown()->tree()->setCurrentIndex(view.breakdown()->tree()->model()->index(0, 0));
    QCOMPARE(activated.count(), 1);
}

void TestResultsViews::selectingAReasonPointsAtTheQuotedContext()
{
    ResultsView view(m_hub);
    QSignalSpy activated(&view, &ResultsView::turnActivated);
    m_hub->selectResult(0, QStringLiteral("turn_faithfulness"));
    const QModelIndex claim = findItem(view.breakdown()->tree()->model(),
                                       QStringLiteral("A taxi takes around 20 minutes and usually costs between DKK 250 and 350."), 3);
    QVERIFY(claim.isValid());
    const QModelIndex reason = view.breakdown()->tree()->model()->index(0, 0, claim);
    QVERIFY(view.breakdown()->tree()->isExpanded(claim));    // "no" verdicts show their reason
    view.breakdown()->tree()->setCurrentIndex(reason);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(1).toInt(), 7);
    QCOMPARE(activated.first().at(2).toString(),
             QStringLiteral("The fare to the city centre is typically DKK 250 to 350 and the ride takes about 20 minutes, "
                            "depending on traffic."));
}

void TestResultsViews::statementsKeepTheirOwnTurn()
{
    BreakdownView view(m_hub);
    QSignalSpy activated(&view, &BreakdownView::turnActivated);
    m_hub->selectResult(0, QStringLiteral("turn_contextual_relevancy"));
    const QModelIndex statement = findItem(view.tree()->model(),
                                           QStringLiteral("Breakfast is included in Superior, Deluxe and Suite rates."), 1);
    view.tree()->setCurrentIndex(statement);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(1).toInt(), 3);
}

void TestResultsViews::singleTurnClaimsHaveNoTurn()
{
    BreakdownView view(m_hub);
    QSignalSpy activated(&view, &BreakdownView::turnActivated);
    m_hub->selectResult(2, QStringLiteral("faithfulness"));     // "Cancelling an annual plan"
    const QAbstractItemModel *model = view.tree()->model();
    QCOMPARE(model->rowCount(), 1);
    QModelIndex claim;
    for (int i = 0; i < model->rowCount(model->index(0, 0)) && !claim.isValid(); ++i) {
        const QModelIndex item = model->index(i, 0, model->index(0, 0));
        if (item.data(BreakdownModel::KindRole).toString() == QLatin1String("claim"))
            claim = item;
    }
    view.tree()->setCurrentIndex(claim);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toInt(), 2);
    QCOMPARE(activated.first().at(1).toInt(), -1);
    QCOMPARE(activated.first().at(2).toString(), claim.data(BreakdownModel::FullTextRole).toString());
}

void TestResultsViews::errorsShowStepAndRawAnswer()
{
    MetricResult failed = OfflineRunner::find(m_run.results, 1, QStringLiteral("faithfulness"));
    failed.error = QStringLiteral("step faithfulness__verdicts failed: 2 verdicts for 3 claims");
    failed.errorKind = MetricResult::ErrorKind::Judge;
    failed.errorStep = QStringLiteral("faithfulness__verdicts");
    failed.errorRaw = QStringLiteral("{\"verdicts\": [{\"verdict\": \"yes\"}, {\"verdict\": \"maybe\"}]}");
    failed.score.reset();
    failed.success = false;
    m_hub->addResult(failed);
    m_hub->flush();
    ResultsView view(m_hub);
    m_hub->selectResult(1, QStringLiteral("faithfulness"));
    const QString details = view.breakdown()->details()->toPlainText();
    QVERIFY(details.contains(QStringLiteral("⚠ step faithfulness__verdicts failed")));
    QVERIFY(details.contains(QStringLiteral("Failing step: faithfulness__verdicts")));
    QVERIFY(details.contains(QStringLiteral("{\"verdict\": \"maybe\"}")));
    const int row = m_hub->resultsModel()->rowOf(1, QStringLiteral("faithfulness"));
    QCOMPARE(m_hub->resultsModel()->index(row, ResultsModel::StatusColumn).data().toString(), QStringLiteral("⚠ Error"));
}

void TestResultsViews::scoreBarsMatchScoresAndThresholds()
{
    ChartsView charts(m_hub);
    charts.setTestCase(0);
    const ScoreBarChart *chart = charts.scoreChart();
    QList<MetricResult> results;
    for (const MetricResult &result : m_run.results) {
        if (result.testCaseIndex == 0)
            results.append(result);
    }
    QCOMPARE(chart->categories().size(), 9);
    QCOMPARE(chart->categories().first(), QStringLiteral("Turn Faithfulness  0.61 ✓"));
    QCOMPARE(chart->categories()[6], QStringLiteral("Epistemic Consistency  ⚠ error"));
    for (int i = 0; i < results.size(); ++i) {
        QCOMPARE(chart->scores()[i], results[i].score.value_or(0));
        QCOMPARE(chart->thresholds()[i], results[i].threshold);
    }
    // Pass bars and fail bars are separate sets (colour), named with ✓ and ✗ (not colour alone).
    QCOMPARE(chart->passSet()->label(), QStringLiteral("✓ pass"));
    QCOMPARE(chart->passSet()->at(8), results[0].score.value_or(0));    // bottom-up: the first metric is last
    QCOMPARE(chart->failSet()->at(8), 0.0);
    QCOMPARE(chart->failSet()->at(7), *results[1].score);              // turn_contextual_relevancy fails
    QVERIFY(charts.testCaseBox()->count() == 4);
}

void TestResultsViews::thresholdEditsMoveTheTick()
{
    ChartsView charts(m_hub);
    charts.setTestCase(0);
    QCOMPARE(charts.scoreChart()->thresholds().first(), 0.5);
    m_hub->rescore(QStringLiteral("turn_faithfulness"), {{QStringLiteral("threshold"), 0.7}});
    QTRY_COMPARE(charts.scoreChart()->thresholds().first(), 0.7);
    QCOMPARE(charts.scoreChart()->failSet()->at(8), *OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness")).score);
    QCOMPARE(charts.scoreChart()->categories().first(), QStringLiteral("Turn Faithfulness  0.61 ✗"));
    // Following the selection: another test case's charts.
    m_hub->selectResult(3, QStringLiteral("turn_relevancy"));
    QCOMPARE(charts.testCase(), 3);
    QCOMPARE(charts.testCaseBox()->currentText(), QStringLiteral("Bank feed stopped syncing"));
}

void TestResultsViews::windowLinesFollowWindowScores()
{
    ChartsView charts(m_hub);
    charts.setTestCase(0);
    const QList<QLineSeries *> lines = charts.windowChart()->scoreLines();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0]->name(), QStringLiteral("Turn Faithfulness"));
    const MetricResult faithfulness = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"));
    QCOMPARE(lines[0]->count(), 4);
    for (int w = 0; w < 4; ++w)
        QCOMPARE(lines[0]->at(w), QPointF(w + 1, *faithfulness.windows[w].score));
    QCOMPARE(lines[2]->name(), QStringLiteral("Turn Relevancy"));
    QCOMPARE(lines[2]->at(0).y(), 0.0);
    QCOMPARE(lines[2]->at(1).y(), 1.0);
    QCOMPARE(charts.windowChart()->thresholdLines().size(), 1);
    QCOMPARE(charts.windowChart()->thresholdLines().first()->at(0).y(), 0.5);
    // A single-turn case has no turn metric.
    charts.setTestCase(1);
    QVERIFY(charts.windowChart()->scoreLines().isEmpty());
    QVERIFY(charts.windowChart()->chart()->title().contains(QStringLiteral("no turn metrics")));
}

void TestResultsViews::verdictMixCountsVerdicts()
{
    ChartsView charts(m_hub);
    charts.setTestCase(0);
    const VerdictMixChart *chart = charts.verdictChart();
    QCOMPARE(chart->metricIds().first(), QStringLiteral("turn_faithfulness"));
    QVERIFY(!chart->metricIds().contains(QStringLiteral("semantic_drift")));    // "best" is no verdict
    int yes = 0, no = 0;
    for (const BreakdownWindow &window : OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness")).windows) {
        for (const BreakdownItem &item : window.items) {
            yes += item.verdict == QLatin1String("yes");
            no += item.verdict == QLatin1String("no");
        }
    }
    QCOMPARE(chart->counts(QStringLiteral("yes")).first(), yes);
    QCOMPARE(chart->counts(QStringLiteral("no")).first(), no);
    QCOMPARE(chart->counts(QStringLiteral("idk")).first(), 0);
    QCOMPARE(yes + no, 4 + 6 + 8 + 11);    // the claims judged in windows 1 to 4
}

void TestResultsViews::trustComponentsSumToTheTrustScore()
{
    ChartsView charts(m_hub);
    charts.setTestCase(0);
    const TrustComponentChart *chart = charts.trustChart();
    QCOMPARE(chart->components(), (QStringList{QStringLiteral("evidence_coverage"), QStringLiteral("semantic_drift"),
                                               QStringLiteral("epistemic_consistency"), QStringLiteral("source_diversity")}));
    const QList<double> weights{0.4, 0.3, 0.2, 0.1};
    for (int i = 0; i < weights.size(); ++i)
        QVERIFY(qAbs(chart->weights()[i] - weights[i]) < 1e-12);
    QCOMPARE(chart->failed(), (QList<bool>{false, false, true, false}));
    double sum = 0;
    for (double share : chart->contributions())
        sum += share;
    QVERIFY(qAbs(sum - 0.53425) < 1e-9);
    QVERIFY(qAbs(chart->trustScore() - 0.53425) < 1e-9);
    QCOMPARE(chart->thresholdMark(), 0.6);
    // Single turn: the components come from the result's details.
    charts.setTestCase(1);
    const MetricResult trust = OfflineRunner::find(m_run.results, 1, QStringLiteral("trust_score"));
    const QJsonObject components = trust.details.value(QStringLiteral("components")).toObject();
    QCOMPARE(chart->componentScores()[0], components.value(QStringLiteral("evidence_coverage")).toDouble());
    QCOMPARE(chart->componentScores()[2], components.value(QStringLiteral("epistemic_consistency")).toDouble());
    QCOMPARE(chart->failed()[2], false);
}

void TestResultsViews::callLogFiltersAndCopies()
{
    CallLogView view(m_hub);
    const int total = int(m_run.calls.size());
    QCOMPARE(view.table()->model()->rowCount(), total);
    view.metricBox()->setCurrentIndex(view.metricBox()->findData(QStringLiteral("turn_relevancy")));
    QCOMPARE(view.filter()->metricFilter(), QStringLiteral("turn_relevancy"));
    const int relevancyCalls = view.table()->model()->rowCount();
    QVERIFY(relevancyCalls > 0 && relevancyCalls < total);
    for (int row = 0; row < relevancyCalls; ++row)
        QVERIFY(view.table()->model()->index(row, 0).data(CallLogModel::StepRole).toString().startsWith(QStringLiteral("turn_relevancy__")));
    view.statusBox()->setCurrentIndex(view.statusBox()->findData(QStringLiteral("error")));
    QCOMPARE(view.filter()->statusFilter(), QStringLiteral("error"));
    QCOMPARE(view.table()->model()->rowCount(), 0);
    view.statusBox()->setCurrentIndex(0);
    view.table()->selectRow(0);
    const QString prompt = view.table()->model()->index(0, 0).data(CallLogModel::PromptRole).toString();
    QVERIFY(!prompt.isEmpty());
    QCOMPARE(view.promptView()->toPlainText(), prompt);
    QCOMPARE(view.answerView()->toPlainText(), view.table()->model()->index(0, 0).data(CallLogModel::AnswerRole).toString());
    QVERIFY(view.promptView()->isReadOnly());
    QVERIFY(view.selectedCallText().startsWith(prompt));
    view.table()->setFocus();
    QTest::keySequence(view.table(), QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), view.selectedCallText());
}

void TestResultsViews::liveRunsUpdateEveryView()
{
    ResultsHub hub;
    hub.setTestCases(m_cases);
    ResultsView results(&hub);
    ChartsView charts(&hub);
    CallLogView calls(&hub);
    EngineHost engine;
    connect(&engine, &EngineHost::resultReady, &hub, &ResultsHub::addResult);
    connect(&engine, &EngineHost::callRecorded, &hub, &ResultsHub::addCall);
    connect(&engine, &EngineHost::runFinished, &hub, &ResultsHub::runFinished);
    QSignalSpy running(&hub, &ResultsHub::runningChanged);
    RunRequest request;
    request.testCases = {m_cases[0]};
    request.testCaseIndices = {0};
    for (const MetricInfo &info : MetricRegistry::all())
        request.metrics.append({info.id, true, {}});
    request.skipInapplicable = true;
    request.useCache = false;

    hub.runStarted(engine.start(request));
    QVERIFY(running.wait(10000));
    QCOMPARE(results.table()->model()->rowCount(), 9);
    // The first result to arrive was selected for the user (and stays selected as others arrive).
    QVERIFY(!hub.currentMetric().isEmpty());
    QCOMPARE(results.table()->currentIndex().data(ResultsModel::MetricIdRole).toString(), hub.currentMetric());
    QTRY_COMPARE(charts.scoreChart()->categories().size(), 9);
    QCOMPARE(calls.table()->model()->rowCount(), hub.callLogModel()->rowCount());
    const auto hotelCalls = std::count_if(m_run.calls.begin(), m_run.calls.end(),
                                          [](const CallRecord &call) { return call.testCaseIndex == 0; });
    QCOMPARE(hub.callLogModel()->rowCount(), int(hotelCalls));

    // A second run of one metric: while it runs the old rows wait; then only its row remains.
    hub.selectResult(0, QStringLiteral("turn_faithfulness"));
    request.metrics = {{QStringLiteral("turn_faithfulness"), true, {{QStringLiteral("threshold"), 0.65}}}};
    running.clear();
    hub.runStarted(engine.start(request));
    QCOMPARE(results.table()->model()->index(8, ResultsModel::StatusColumn).data().toString(), QStringLiteral("⟳ Running"));
    QVERIFY(running.wait(10000));
    QCOMPARE(results.table()->model()->rowCount(), 1);
    QCOMPARE(results.table()->model()->index(0, ResultsModel::StatusColumn).data().toString(), QStringLiteral("✗ Fail"));
    QCOMPARE(hub.breakdownModel()->result().threshold, 0.65);
    QTRY_COMPARE(charts.scoreChart()->categories(), QStringList{QStringLiteral("Turn Faithfulness  0.61 ✗")});
    QCOMPARE(charts.scoreChart()->thresholds(), QList<double>{0.65});
}

QTEST_MAIN(TestResultsViews)
#include "tst_resultsviews.moc"
