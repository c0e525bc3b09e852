#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"

#include <QDockWidget>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

using namespace claimscope;

// Journey A, the analyst: "why did this conversation score as it did?", performed with keys
// and clicks on the real window at this screen's size.
class TestAnalyst : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void opensAnExampleAndRunsEveryMetric();

private:
    // Step 1: the bundled hotel example, every metric run with F5 (the offline judge).
    void openHotelAndRun();

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestAnalyst::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestAnalyst::cleanup()
{
    m_journey.reset();
}

void TestAnalyst::openHotelAndRun()
{
    MainWindow *window = m_journey->window.get();
    window->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    m_journey->person.press(QKeySequence(Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    QCoreApplication::processEvents();
}

void TestAnalyst::opensAnExampleAndRunsEveryMetric()
{
    openHotelAndRun();
    MainWindow *window = m_journey->window.get();
    QTableView *table = window->resultsView()->table();
    QVERIFY(m_journey->person.sees(table));
    QVERIFY(window->results()->resultsModel()->rowCount() > 0);
    QVERIFY2(m_journey->person.wholeRowsShown(table) > 0, qPrintable(JourneyWindow::screenName()));
    m_journey->person.snapshot(QStringLiteral("a1-run"));
}

QTEST_MAIN(TestAnalyst)
#include "tst_analyst.moc"
