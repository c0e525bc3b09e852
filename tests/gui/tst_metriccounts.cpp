#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "metrics/registry.h"
#include "results/metriccounts.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "ui/metrics/metricspanel.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/summary/summaryview.h"
#include "ui/widgets/elidedlabel.h"

#include <QDockWidget>
#include <QLabel>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

// Metrics are counted one way everywhere: the Metrics dock, the Summary and the status bar say
// "metric" only for metrics (each once, by its id), and a run's progress counts results.
class TestMetricCounts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void theWordingOfEachCount();
    void theDocksAndTheStatusBarShareIt();
};

void TestMetricCounts::theWordingOfEachCount()
{
    QCOMPARE(metricCountText(3), QStringLiteral("3 metric(s)"));
    QCOMPARE(enabledMetricsText(2, 11), QStringLiteral("2 of 11 metric(s) enabled"));
    // One metric on one test case is a result: progress never calls it a metric.
    const QString progress = resultsProgressText(2849, 4158);
    QVERIFY2(progress.contains(QStringLiteral("result")) && !progress.contains(QStringLiteral("metric")),
             qPrintable(progress));
    QVERIFY2(progress.startsWith(QLocale().toString(2849)), qPrintable(progress));
}

void TestMetricCounts::theDocksAndTheStatusBarShareIt()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    QTRY_COMPARE(fixture.document()->caseCount(), 1);
    // Two metrics disabled: the dock counts the enabled ones of every metric.
    for (const QString &id : {QStringLiteral("faithfulness"), QStringLiteral("semantic_drift")}) {
        MetricSelection selection = fixture.document()->metric(id);
        selection.enabled = false;
        fixture.document()->editMetric(selection, QStringLiteral("disable"));
    }
    const int total = int(MetricRegistry::all().size());
    QTRY_VERIFY2(window->metricsPanel()->count()->toolTip().startsWith(enabledMetricsText(total - 2, total)),
                 qPrintable(window->metricsPanel()->count()->toolTip()));

    // After a run the Summary counts the metrics that have results, each once.
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    QSet<QString> withResults;
    const ResultsModel *model = window->results()->resultsModel();
    for (int row = 0; row < model->rowCount(); ++row)
        withResults.insert(model->index(row, 0).data(ResultsModel::MetricIdRole).toString());
    SummaryView *summary = window->findChild<SummaryView *>();
    QVERIFY(summary);
    window->show(); // the Summary refreshes while on screen
    window->dock(MainWindow::Dock::Summary)->raise();
    QTRY_VERIFY2(summary->heading()->text().contains(QStringLiteral(" × ") + metricCountText(int(withResults.size()))),
                 qPrintable(summary->heading()->text()));

    // The status bar's progress counts results.
    RunStatusWidget status;
    RunRequest request;
    status.runStarted(1, request);
    RunProgress progress;
    progress.metricsDone = 12;
    progress.metricsTotal = 40;
    status.showProgress(progress);
    QStringList counts;
    for (const QLabel *label : status.findChildren<QLabel *>())
        counts.append(label->text());
    QVERIFY2(counts.contains(resultsProgressText(12, 40)), qPrintable(counts.join(u'|')));
}

QTEST_MAIN(TestMetricCounts)
#include "tst_metriccounts.moc"
