// The Runs dock in the real window: every F5 is kept (off the UI thread), listed newest first
// with what changed, renamed and pinned in place, and two runs compared: the comparison's
// deltas are checked against the two runs' own results, the filters against the changes.
#include "engine/runrequest.h"
#include "experiments/runstore.h"
#include "metrics/registry.h"
#include "model/translations.h"
#include "results/metriccounts.h"
#include "results/resultshub.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/documentcontroller.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>

using namespace claimscope;

namespace {

// The mean score of each metric over one run's results.
QMap<QString, double> means(const QSignalSpy &results, int from, int to)
{
    QMap<QString, double> sum;
    QMap<QString, int> count;
    for (int i = from; i < to; ++i) {
        const auto result = results.at(i).at(0).value<MetricResult>();
        if (result.score) {
            sum[result.metricId] += *result.score;
            ++count[result.metricId];
        }
    }
    for (auto it = sum.begin(); it != sum.end(); ++it)
        it.value() /= count.value(it.key());
    return sum;
}

} // namespace

class TestRunsDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void runsAreKeptListedAndCompared();
    void aProjectsRunsAreComparedWithinTheirDataset();
};

void TestRunsDock::init()
{
    failOnQtWarnings();
}

void TestRunsDock::initTestCase()
{
    // As the application does: English plural forms ("2 runs").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestRunsDock::runsAreKeptListedAndCompared()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    window->startUp(QString());
    QTRY_COMPARE(fixture.document()->caseCount(), 1);
    RunsPanel *panel = window->runsPanel();
    QSignalSpy results(window->runs()->engine(), &EngineHost::resultReady);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    QSignalSpy listed(window->runKeeper(), &RunKeeper::listed);

    QTest::keyClick(window, Qt::Key_F5);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const int firstRun = int(results.count());
    QTRY_COMPARE_WITH_TIMEOUT(panel->runs().size(), 1, 10000);
    QCOMPARE(panel->runs().first().name, QStringLiteral("first run"));
    // A metric listed without a single score has no pass rate: its figures say so rather than
    // "0 % of 0" (as the store lists a metric whose every result was skipped or failed).
    QList<StoredRunInfo> listedRuns = panel->runs();
    listedRuns.first().metrics.insert(QStringLiteral("epistemic_consistency"), MetricFigures{});
    MetricFigures errored;
    errored.results = 2;
    errored.errors = 2;
    listedRuns.first().metrics.insert(QStringLiteral("semantic_drift"), errored);
    Q_EMIT window->runKeeper()->listed(listedRuns, window->runKeeper()->storePath(), 0, 0);
    constexpr int ScoresColumn = 3;
    const QString figures = panel->table()->item(0, ScoresColumn)->toolTip();
    QVERIFY2(figures.contains(QStringLiteral("Epistemic Consistency: no score (it applies to none of these test "
                                             "cases)"))
                 && figures.contains(QStringLiteral("Semantic Drift: no score, 2 errors"))
                 && !figures.contains(QStringLiteral("of 0 result")),
             qPrintable(figures));
    // The pass rate over several metrics says it is pooled ("62 % of 554 pass" read as one
    // metric's), in the form one metric's figures have ("97 % · mean 0.86").
    const QString pooled = panel->table()->item(0, ScoresColumn)->text();
    static const QRegularExpression form(
        QStringLiteral("^[\\d.]+ % · %1$").arg(metricCountText(int(listedRuns.first().metrics.size()))));
    QVERIFY2(form.match(pooled).hasMatch(), qPrintable(pooled));

    // A wider window changes Turn Faithfulness' windows and so its score.
    MetricSelection selection = fixture.document()->metric(QStringLiteral("turn_faithfulness"));
    selection.params.insert(QStringLiteral("window_size"), 2);
    fixture.document()->editMetric(selection, QStringLiteral("window size"));
    QTest::keyClick(window, Qt::Key_F5);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QTRY_COMPARE_WITH_TIMEOUT(panel->runs().size(), 2, 10000);
    QTableWidget *table = panel->table();
    QVERIFY2(table->item(0, 0)->text().startsWith(QStringLiteral("Turn Faithfulness › Window size: 10 → 2")),
             qPrintable(table->item(0, 0)->text()));
    // The name reads the one change; the column beside it does not repeat it, its tooltip lists it.
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("(the change the name says)"));
    QVERIFY(table->item(0, 2)->toolTip().contains(QStringLiteral("→ 2")));
    // The store is beside nothing yet (unsaved project): the app data folder of this test.
    QVERIFY(window->runKeeper()->storePath().startsWith(fixture.dir.path()));

    // Rename in place and pin the first run as the baseline.
    table->item(1, 0)->setText(QStringLiteral("baseline window"));
    QTRY_COMPARE(panel->runs().value(1).name, QStringLiteral("baseline window"));
    table->selectRow(1);
    QTRY_VERIFY(panel->findChildren<QPushButton *>().size() >= 4);
    for (QPushButton *button : panel->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Keep as Baseline"))
            button->click();
    }
    QTRY_VERIFY(panel->runs().value(1).pinned);
    QVERIFY(table->item(1, 0)->text().startsWith(QStringLiteral("★ ")));
    // The button now undoes exactly that, in the words of what a person sees: the ★ goes, and
    // its tooltip says the run may then be dropped for room.
    QPushButton *pin = nullptr;
    for (QPushButton *button : panel->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Stop Using as Baseline"))
            pin = button;
    }
    QVERIFY(pin);
    QVERIFY2(pin->toolTip().contains(QStringLiteral("stops being the baseline (★)"))
                 && pin->toolTip().contains(QStringLiteral("may be dropped when the store is full")),
             qPrintable(pin->toolTip()));

    // The newest against the baseline.
    table->selectRow(0);
    panel->compareSelected();
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible(), 10000);
    ComparisonView *view = window->comparison();
    const QMap<QString, double> a = means(results, 0, firstRun);
    const QMap<QString, double> b = means(results, firstRun, int(results.count()));
    QTableWidget *metrics = view->metricTable();
    bool sawTurnFaithfulness = false;
    for (int row = 0; row < metrics->rowCount(); ++row) {
        const QString metric = metrics->item(row, 0)->data(Qt::UserRole).toString();
        QCOMPARE(metrics->item(row, 0)->text(), MetricRegistry::find(metric)->displayName); // a name, not an id
        QCOMPARE(metrics->item(row, 1)->text(), QString::number(a.value(metric), 'f', 3));
        QCOMPARE(metrics->item(row, 2)->text(), QString::number(b.value(metric), 'f', 3));
        // A signed figure has the minus sign of "−84 pp" beside it, never a hyphen.
        const QString delta = metrics->item(row, 3)->text();
        QVERIFY2(!delta.contains(u'-')
                     && (b.value(metric) - a.value(metric) > -5e-4 || delta.startsWith(QChar(0x2212))),
                 qPrintable(delta));
        if (metric == QLatin1String("turn_faithfulness")) {
            sawTurnFaithfulness = true;
            QVERIFY(qAbs(a.value(metric) - b.value(metric)) > 1e-6);
        }
    }
    QVERIFY(sawTurnFaithfulness);
    // "Every change" lists exactly the (test case, metric) pairs whose scores moved.
    int moved = 0;
    for (const QString &metric : b.keys())
        moved += qAbs(a.value(metric) - b.value(metric)) > 1e-9 ? 1 : 0;
    QAbstractItemModel *cases = view->caseTable()->model();
    QCOMPARE(cases->rowCount(), moved);
    QCOMPARE(cases->index(0, 2).data().toString(), QStringLiteral("Turn Faithfulness"));
    QTRY_VERIFY(view->breakdown()->toPlainText().contains(QStringLiteral("Window")));
    view->filter()->setCurrentIndex(int(CaseDeltaModel::Filter::Everything));
    QCOMPARE(cases->rowCount(), int(results.count()) - firstRun);

    // Opening the baseline puts its results back into the results views.
    QSignalSpy loaded(window->runKeeper(), &RunKeeper::loaded);
    table->selectRow(1);
    for (QPushButton *button : panel->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Open results"))
            button->click();
    }
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    QCoreApplication::processEvents();
    QCOMPARE(window->results()->wholeResults().size(), firstRun);
    bool reopened = false;
    for (const MetricResult &result : window->results()->wholeResults()) {
        if (result.metricId == QLatin1String("turn_faithfulness")) {
            reopened = true;
            QVERIFY(result.score);
            QCOMPARE(QString::number(*result.score, 'f', 3),
                     QString::number(a.value(QStringLiteral("turn_faithfulness")), 'f', 3));
        }
    }
    QVERIFY(reopened);

    // For the README (scripts/screenshots.sh): the dock and the comparison as users see them.
    const QString shots = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        view->filter()->setCurrentIndex(0);
        window->findChild<QDockWidget *>(QStringLiteral("runsDock"))->raise();
        QTRY_VERIFY(!view->isReadingBreakdown() && view->breakdown()->toPlainText().contains(QStringLiteral("Window")));
        QVERIFY(window->grab().save(QDir(shots).filePath(QStringLiteral("runs-dock.png"))));
        QVERIFY(view->grab().save(QDir(shots).filePath(QStringLiteral("comparison.png"))));
    }

    // A run deleted while its comparison is open: a breakdown not read yet cannot be, and the
    // view says why instead of showing nothing.
    {
        RunStore store(window->runKeeper()->storePath());
        QString error;
        QVERIFY2(store.open(&error), qPrintable(error));
        QVERIFY2(store.remove(panel->runs().at(0).id, &error), qPrintable(error));
    }
    view->filter()->setCurrentIndex(int(CaseDeltaModel::Filter::Everything));
    view->caseTable()->selectRow(cases->rowCount() - 1);
    QTRY_VERIFY(view->breakdown()->toPlainText().contains(QStringLiteral("cannot be read")));
    QVERIFY2(view->breakdown()->toPlainText().contains(QStringLiteral("deleted or replaced")),
             qPrintable(view->breakdown()->toPlainText()));
}

void TestRunsDock::aProjectsRunsAreComparedWithinTheirDataset()
{
    WindowFixture fixture;
    MainWindow *window = fixture.window.get();
    // A saved project whose store already holds a run of another dataset (kept there by the CLI
    // with --runs).
    Project project;
    project.cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    const QString path = fixture.dir.filePath(QStringLiteral("hotel.claimscope.json"));
    QString error;
    QVERIFY2(ProjectFile::write(path, project, &error), qPrintable(error));
    {
        RunStore store(RunStore::pathBeside(path));
        QVERIFY2(store.open(&error), qPrintable(error));
        RunRequest other;
        other.testCases = OfflineRunner::example(QStringLiteral("mtrag-sample.json"));
        other.addMetric(QStringLiteral("turn_relevancy"), {});
        NewRun run;
        run.snapshot = RunSnapshot::of(other);
        run.snapshot.dataset = DatasetRef::ofFiles({fixture.dir.filePath(QStringLiteral("mtrag.json"))});
        QVERIFY2(store.save(run, &error), qPrintable(error));
    }
    window->documents()->openPath(path);
    QTRY_COMPARE(fixture.document()->filePath(), path);
    RunsPanel *panel = window->runsPanel();
    QTRY_COMPARE_WITH_TIMEOUT(panel->runs().size(), 1, 10000); // the project's store is listed whole
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    QTest::keyClick(window, Qt::Key_F5);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QTRY_COMPARE_WITH_TIMEOUT(panel->runs().size(), 2, 10000);
    // The project's first run is its first, whatever ran on other data before it.
    QCOMPARE(panel->runs().first().name, QStringLiteral("first run"));
    QVERIFY2(panel->runs().first().changes.isEmpty(), qPrintable(panel->runs().first().changes.join(u"; ")));
    QCOMPARE(panel->table()->item(0, 2)->text(), QStringLiteral("—"));

    // Compared all the same, the comparison says plainly that the datasets differ.
    panel->table()->selectAll();
    panel->compareSelected();
    QTRY_VERIFY_WITH_TIMEOUT(window->comparison() && window->comparison()->isVisible(), 10000);
    const QString header = window->comparison()->header()->text();
    QVERIFY2(header.contains(QStringLiteral("different datasets (A: mtrag.json, B: hotel.claimscope.json)")),
             qPrintable(header));
    QVERIFY2(header.contains(QStringLiteral("dataset mtrag.json → hotel.claimscope.json")), qPrintable(header));
}

QTEST_MAIN(TestRunsDock)
#include "tst_runsdock.moc"
