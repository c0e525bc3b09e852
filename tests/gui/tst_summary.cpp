#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "model/translations.h"
#include "results/metricsummary.h"
#include "results/resultsfiltermodel.h"
#include "results/resultshub.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/summary/metricsummarycard.h"
#include "ui/summary/scorehistogram.h"
#include "ui/summary/summaryview.h"

#include <QBarSet>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QtTest>

using namespace claimscope;

namespace {

// A rich-text label as a person reads it (its no-break spaces read as spaces).
QString readText(const QLabel *label)
{
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText().replace(QChar(0xA0), u' ');
}

const QString Faithfulness = QStringLiteral("faithfulness");
const QString Relevancy = QStringLiteral("contextual_relevancy");

MetricResult scored(int testCase, const QString &metricId, double score, double threshold)
{
    MetricResult result;
    result.runId = 1;
    result.testCaseIndex = testCase;
    result.testCaseName = QStringLiteral("case %1").arg(testCase);
    result.metricId = metricId;
    result.score = score;
    result.threshold = threshold;
    result.success = passes(score, threshold);
    return result;
}

// How many rows the results table shows now.
int shownRows(ResultsView *view)
{
    return view->table()->model()->rowCount();
}

} // namespace

// The summary view: per metric the counts and the score histogram agree with the results
// table, bins hold their lower edge, and a click on a count or a bar shows exactly the
// results it counts. UI thread.
class TestSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void countsAndBinsAgreeWithTheTable();
    void aMetricWithoutScoresHasNoPassRate();
    void clickShowsExactlyWhatWasCounted();
    void summaryFollowsARealRunAndAThresholdEdit();
    void cardsKeepUpWithAStreamOfResults();
    void aTabBehindAnotherWaitsUntilChosen();
};

void TestSummary::init()
{
    failOnQtWarnings();
}

void TestSummary::initTestCase()
{
    // English plural forms ("1 error", "2 errors").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestSummary::countsAndBinsAgreeWithTheTable()
{
    ResultsHub hub;
    SummaryView summary(&hub);
    hub.runStarted(1);
    // Scores on bin edges on purpose: 0.2 belongs to the bin 0.2–0.3, 1.0 to the last one.
    const QList<double> scores = {0.0, 0.2, 0.2, 0.25, 0.3, 0.5, 0.5, 0.99, 1.0};
    for (int i = 0; i < scores.size(); ++i)
        hub.addResult(scored(i, Faithfulness, scores[i], 0.5));
    MetricResult failed = scored(scores.size(), Faithfulness, 0, 0.5);
    failed.score.reset();
    failed.error = QStringLiteral("judge unreachable");
    failed.errorKind = MetricResult::ErrorKind::Judge;
    hub.addResult(failed);
    MetricResult partial = scored(0, Relevancy, 0.7, 0.6);
    partial.success = false;
    partial.warning = QStringLiteral("a component failed");
    hub.addResult(partial);
    hub.runFinished({1});
    hub.flush();
    summary.refresh();

    MetricSummaryCard *card = summary.card(Faithfulness);
    QVERIFY(card);
    QVERIFY(summary.card(Relevancy));
    QVERIFY(!summary.card(QStringLiteral("turn_relevancy")));
    const QString counts = readText(card->counts());
    QVERIFY2(counts.contains(QLatin1String("10 results, all test cases")), qPrintable(counts));
    // The pass rate is over the 9 results with a score, as the mean is (the error has none).
    QVERIFY2(counts.contains(QStringLiteral("✓ 4 passed (44 %)")), qPrintable(counts));
    QVERIFY2(counts.contains(QStringLiteral("✗ 5 failed")), qPrintable(counts));
    QVERIFY2(counts.contains(QStringLiteral("⚠ 1 error")), qPrintable(counts));
    QVERIFY2(counts.contains(QLatin1String("mean 0.438")), qPrintable(counts)); // 3.94 / 9

    const ScoreHistogram *histogram = card->histogram();
    QCOMPARE(histogram->counts(ResultsModel::Status::Fail), (QList<int>{1, 0, 3, 1, 0, 0, 0, 0, 0, 0}));
    QCOMPARE(histogram->counts(ResultsModel::Status::Pass), (QList<int>{0, 0, 0, 0, 0, 2, 0, 0, 0, 2}));
    QVERIFY(histogram->counts(ResultsModel::Status::Partial).isEmpty());
    QCOMPARE(histogram->thresholdLine(), std::optional<double>(0.5));
    const ScoreHistogram *partialHistogram = summary.card(Relevancy)->histogram();
    QCOMPARE(partialHistogram->counts(ResultsModel::Status::Partial), (QList<int>{0, 0, 0, 0, 0, 0, 0, 1, 0, 0}));
    QVERIFY2(readText(summary.card(Relevancy)->counts()).contains(QStringLiteral("⚠ 1 partial")),
             qPrintable(readText(summary.card(Relevancy)->counts())));
    QVERIFY2(summary.heading()->text().startsWith(QStringLiteral("10 test cases × 2 metrics")),
             qPrintable(summary.heading()->text()));
}

void TestSummary::aMetricWithoutScoresHasNoPassRate()
{
    ResultsHub hub;
    SummaryView summary(&hub);
    hub.runStarted(1);
    for (int i = 0; i < 3; ++i) {
        MetricResult skipped = scored(i, Faithfulness, 0, 0.5);
        skipped.score.reset();
        skipped.skipped = true;
        skipped.skipReason = QStringLiteral("needs a single-turn test case");
        hub.addResult(skipped);
    }
    hub.runFinished({1});
    hub.flush();
    summary.refresh();
    QVERIFY(summary.card(Faithfulness));
    const QString counts = readText(summary.card(Faithfulness)->counts());
    QVERIFY2(counts.contains(QStringLiteral("⊘ 3 skipped")) && counts.contains(QStringLiteral("no scores")),
             qPrintable(counts));
    QVERIFY2(!counts.contains(QStringLiteral("passed")), qPrintable(counts));
    // Between counts, the line may break after a "·" only: none starts a line.
    QVERIFY2(summary.card(Faithfulness)->counts()->text().contains(QStringLiteral("&nbsp;·&nbsp; ")),
             qPrintable(summary.card(Faithfulness)->counts()->text()));
}

void TestSummary::cardsKeepUpWithAStreamOfResults()
{
    // A long run delivers a batch every 50 ms or so, without a pause: the cards follow it
    // while it streams, not only once it stops.
    ResultsHub hub;
    SummaryView summary(&hub);
    summary.show();
    hub.runStarted(1);
    int delivered = 0;
    QString headingWhileStreaming;
    QElapsedTimer streaming;
    streaming.start();
    while (streaming.elapsed() < 1500) {
        hub.addResult(scored(delivered++, Faithfulness, 0.8, 0.5));
        hub.flush();
        QTest::qWait(30);
        if (summary.card(Faithfulness))
            headingWhileStreaming = summary.heading()->text();
    }
    QVERIFY2(headingWhileStreaming.contains(QLatin1String("test cases")), "no card while results streamed in");
    hub.runFinished({1});
    QTRY_VERIFY(summary.heading()->text().startsWith(QStringLiteral("%1 test cases").arg(delivered)));
}

void TestSummary::aTabBehindAnotherWaitsUntilChosen()
{
    // In a dock behind another dock's tab (where the workbench puts it), Qt still calls the
    // summary visible: it must wait all the same, and catch up when its tab is chosen.
    ResultsHub hub;
    QMainWindow window;
    window.setCentralWidget(new QWidget(&window));
    auto *summaryDock = new QDockWidget(QStringLiteral("Summary"), &window);
    auto *summary = new SummaryView(&hub, summaryDock);
    summaryDock->setWidget(summary);
    auto *otherDock = new QDockWidget(QStringLiteral("Other"), &window);
    otherDock->setWidget(new QLabel(QStringLiteral("another view"), otherDock));
    window.addDockWidget(Qt::BottomDockWidgetArea, summaryDock);
    window.tabifyDockWidget(summaryDock, otherDock);
    otherDock->raise();
    window.resize(1024, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(summary->isVisible());

    hub.runStarted(1);
    hub.addResult(scored(0, Faithfulness, 0.8, 0.5));
    hub.flush();
    QTest::qWait(400);
    QVERIFY(!summary->card(Faithfulness));
    summaryDock->raise();
    QTRY_VERIFY(summary->card(Faithfulness));
    QVERIFY(summary->heading()->text().startsWith(QStringLiteral("1 test case")));
}

void TestSummary::clickShowsExactlyWhatWasCounted()
{
    ResultsHub hub;
    ResultsView results(&hub);
    SummaryView summary(&hub);
    connect(&summary, &SummaryView::showResults, &results, &ResultsView::showOnly);
    hub.runStarted(1);
    const QList<double> scores = {0.1, 0.2, 0.2, 0.29, 0.3, 0.6, 0.6, 1.0};
    for (int i = 0; i < scores.size(); ++i) {
        hub.addResult(scored(i, Faithfulness, scores[i], 0.25));
        hub.addResult(scored(i, Relevancy, scores[i], 0.5));
    }
    hub.runFinished({1});
    hub.flush();
    summary.refresh();
    results.textFilter()->setText(QStringLiteral("case")); // cleared by a click

    // Bin 0.2–0.3 of Faithfulness: 0.2 and 0.2 fail (threshold 0.25), 0.29 passes; 0.3 is not in it.
    const ScoreHistogram *histogram = summary.card(Faithfulness)->histogram();
    QCOMPARE(histogram->counts(ResultsModel::Status::Fail).at(2), 2);
    QCOMPARE(histogram->counts(ResultsModel::Status::Pass).at(2), 1);
    Q_EMIT histogram->barSet(ResultsModel::Status::Fail)->clicked(2);
    QCOMPARE(shownRows(&results), 2);
    QVERIFY(results.textFilter()->text().isEmpty());
    QCOMPARE(results.metricFilter()->currentData().toString(), Faithfulness);
    QCOMPARE(results.filter()->scoreBin(), std::optional<int>(2));
    // The boxes say what the bin holds: 0.20 up to, not including, 0.30.
    const auto boxes = results.findChildren<QDoubleSpinBox *>();
    QCOMPARE(boxes.size(), 2);
    QStringList boxTexts{boxes[0]->text(), boxes[1]->text()};
    boxTexts.sort();
    QCOMPARE(boxTexts, (QStringList{QStringLiteral("0.20"), QStringLiteral("< 0.30")}));
    Q_EMIT histogram->barSet(ResultsModel::Status::Pass)->clicked(2);
    QCOMPARE(shownRows(&results), 1);
    // The last bin holds 1.0.
    Q_EMIT histogram->barSet(ResultsModel::Status::Pass)->clicked(9);
    QCOMPARE(shownRows(&results), 1);
    QVERIFY(!boxes[0]->text().startsWith(QLatin1Char('<')) && !boxes[1]->text().startsWith(QLatin1Char('<')));

    // A count: every failed Contextual Relevancy result, whatever its score.
    Q_EMIT summary.card(Relevancy)->counts()->linkActivated(QString::number(int(ResultsModel::Status::Fail)));
    QCOMPARE(shownRows(&results), 5);
    QVERIFY(!results.filter()->scoreBin());
    Q_EMIT summary.card(Relevancy)->counts()->linkActivated(QStringLiteral("all"));
    QCOMPARE(shownRows(&results), scores.size());

    // Typing a range after a bar click is an ordinary inclusive range again.
    Q_EMIT histogram->barSet(ResultsModel::Status::Fail)->clicked(2);
    QDoubleSpinBox *maximum = boxes[0]->value() > boxes[1]->value() ? boxes[0] : boxes[1];
    maximum->setValue(0.35);
    QVERIFY(!results.filter()->scoreBin());
    QCOMPARE(maximum->text(), QStringLiteral("0.35"));
    QCOMPARE(shownRows(&results), 2); // the failed 0.2 and 0.2; 0.29 and 0.3 passed
}

void TestSummary::summaryFollowsARealRunAndAThresholdEdit()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    QTRY_COMPARE(fixture.document()->caseCount(), 1);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    auto *summary = qobject_cast<SummaryView *>(window->dock(MainWindow::Dock::Summary)->widget());
    QVERIFY(summary);
    summary->refresh();

    // Every metric's card counts what the table shows for it.
    const ResultsModel *model = window->results()->resultsModel();
    const QList<MetricSummary> all = MetricSummary::of(*model);
    QVERIFY(all.size() >= 5);
    for (const MetricSummary &metric : all) {
        MetricSummaryCard *card = summary->card(metric.metricId);
        QVERIFY(card);
        window->resultsView()->showOnly(metric.metricId, std::nullopt);
        QCOMPARE(shownRows(window->resultsView()), metric.results);
        int barTotal = 0;
        for (ResultsModel::Status status :
             {ResultsModel::Status::Pass, ResultsModel::Status::Fail, ResultsModel::Status::Partial})
            for (int n : card->histogram()->counts(status))
                barTotal += n;
        QCOMPARE(barTotal, metric.results - metric.count(ResultsModel::Status::Error));
    }

    // A threshold edit re-scores: the summary's line and pass count follow the table at once.
    const QString metricId = QStringLiteral("turn_faithfulness");
    MetricSelection selection = fixture.document()->metric(metricId);
    selection.params.insert(QStringLiteral("threshold"), 0.99);
    fixture.document()->editMetric(selection, QStringLiteral("test"));
    window->results()->flush();
    summary->refresh();
    QCOMPARE(summary->card(metricId)->histogram()->thresholdLine(), std::optional<double>(0.99));
    window->resultsView()->showOnly(metricId, ResultsModel::Status::Pass);
    QCOMPARE(shownRows(window->resultsView()), 0);
    QVERIFY2(readText(summary->card(metricId)->counts()).contains(QStringLiteral("✓ 0 passed (0 %)")),
             qPrintable(readText(summary->card(metricId)->counts())));

    // A click in the summary brings the results to the front.
    window->dock(MainWindow::Dock::Summary)->raise();
    QSignalSpy raised(window->dock(MainWindow::Dock::Results), &QDockWidget::visibilityChanged);
    Q_EMIT summary->card(metricId)->counts()->linkActivated(QString::number(int(ResultsModel::Status::Fail)));
    QTRY_VERIFY(window->dock(MainWindow::Dock::Results)->widget()->isVisible());
    QCOMPARE(shownRows(window->resultsView()), 1);

    const QString shots = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        window->dock(MainWindow::Dock::Summary)->raise();
        QTest::qWait(100);
        QVERIFY(window->grab().save(QDir(shots).filePath(QStringLiteral("summary.png"))));
        window->resize(1024, 768);
        QTest::qWait(100);
        QVERIFY(window->grab().save(QDir(shots).filePath(QStringLiteral("summary-1024.png"))));
    }
}

QTEST_MAIN(TestSummary)
#include "tst_summary.moc"
