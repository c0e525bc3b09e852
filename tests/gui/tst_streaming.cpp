#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "results/resultshub.h"
#include "ui/run/runcontroller.h"

#include <QSet>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

// The hotel conversation this many times over: a dataset whose run takes a while.
constexpr int Copies = 120;

} // namespace

// A long run in the real window: results reach the table as each (test case, metric) finishes,
// in batches, not when the whole run ends.
class TestStreaming : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void resultsArriveWhileTheRunGoesOn();

private:
    std::unique_ptr<WindowFixture> m_fixture;
};

void TestStreaming::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
    const TestCase hotel = m_fixture->document()->testCase(0);
    m_fixture->document()->insertCases(1, QList<TestCase>(Copies - 1, hotel), QStringLiteral("copies"));
    QCOMPARE(m_fixture->document()->caseCount(), Copies);
}

void TestStreaming::cleanup()
{
    m_fixture.reset();
}

void TestStreaming::resultsArriveWhileTheRunGoesOn()
{
    MainWindow *window = m_fixture->window.get();
    const ResultsModel *table = window->results()->resultsModel();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    RunProgress latest;
    connect(window->runs()->engine(), &EngineHost::progressed, this, [&latest](const RunProgress &p) { latest = p; });
    // How far the run was (judge steps done) each time a row reached the table.
    QList<int> stepsAtInsert;
    connect(table, &QAbstractItemModel::rowsInserted, this, [&] { stepsAtInsert.append(latest.stepsDone); });
    window->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
    const RunSummary summary = finished.first().at(0).value<RunSummary>();
    const int steps = summary.progress.stepsDone;
    QCOMPARE(table->rowCount(), summary.progress.metricsDone);
    QVERIFY(!stepsAtInsert.isEmpty());
    // Results are on screen while the run goes on: rows arrive at several points of the run
    // before its last step. (How early depends on the machine's load: a busy machine lets the
    // worker run ahead of the window, so no fraction of the steps is asserted.)
    QVERIFY2(stepsAtInsert.first() < steps,
             qPrintable(QStringLiteral("first rows after %1 of %2 steps").arg(stepsAtInsert.first()).arg(steps)));
    QSet<int> pointsBeforeTheEnd;
    for (int at : std::as_const(stepsAtInsert))
        if (at < steps)
            pointsBeforeTheEnd.insert(at);
    QVERIFY2(pointsBeforeTheEnd.size() >= 3, qPrintable(QString::number(pointsBeforeTheEnd.size())));
    // ... in batches: several table updates, far fewer than results ...
    int batches = 1;
    for (int i = 1; i < stepsAtInsert.size(); ++i)
        batches += stepsAtInsert[i] != stepsAtInsert[i - 1] ? 1 : 0;
    QVERIFY2(batches >= 3 && batches < summary.progress.metricsDone / 4, qPrintable(QString::number(batches)));
}

QTEST_MAIN(TestStreaming)
#include "tst_streaming.moc"
