#include "support/qtwarnings.h"

#include "ui/widgets/refreshthrottle.h"

#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtTest>

using namespace claimscope;

// RefreshThrottle in the place the workbench uses it: a view in a dock tabbed with another.
// A view behind the other tab waits; choosing its tab brings the refresh; a stream of changes
// on screen gives few refreshes, never none. UI thread.
class TestRefreshThrottle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void offScreenWaitsUntilItsTabIsChosen();
    void aStreamOnScreenRefreshesWhileItLasts();
    void aTimerRunningOutBehindATabWaitsToo();

private:
    std::unique_ptr<QMainWindow> m_window;
    QDockWidget *m_viewDock = nullptr;
    QDockWidget *m_otherDock = nullptr;
    RefreshThrottle *m_throttle = nullptr;
    int m_refreshes = 0;
};

void TestRefreshThrottle::init()
{
    failOnQtWarnings();
    m_refreshes = 0;
    m_window = std::make_unique<QMainWindow>();
    m_window->setCentralWidget(new QWidget(m_window.get()));
    // The view is covered edge to edge by an opaque child (a scroll area's viewport paints its
    // background): the view itself then gets no paint events.
    auto *view = new QWidget;
    auto *layout = new QVBoxLayout(view);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QScrollArea(view));
    m_throttle = new RefreshThrottle(view, 100, [this] { ++m_refreshes; });
    m_viewDock = new QDockWidget(QStringLiteral("View"), m_window.get());
    m_viewDock->setWidget(view); // reparented after the throttle was made
    m_otherDock = new QDockWidget(QStringLiteral("Other"), m_window.get());
    m_otherDock->setWidget(new QLabel(QStringLiteral("another view"), m_otherDock));
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_viewDock);
    m_window->tabifyDockWidget(m_viewDock, m_otherDock);
    m_window->resize(1024, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestRefreshThrottle::cleanup()
{
    m_window.reset();
}

void TestRefreshThrottle::offScreenWaitsUntilItsTabIsChosen()
{
    m_otherDock->raise();
    QTRY_VERIFY(!m_throttle->isOnScreen());
    QVERIFY(m_viewDock->widget()->isVisible()); // what Qt says of a dock behind another's tab
    m_throttle->schedule();
    m_throttle->schedule();
    QTest::qWait(300);
    QCOMPARE(m_refreshes, 0);
    m_viewDock->raise();
    QTRY_COMPARE(m_refreshes, 1);
    QVERIFY(m_throttle->isOnScreen());
    QTest::qWait(300);
    QCOMPARE(m_refreshes, 1); // once for both changes
}

void TestRefreshThrottle::aStreamOnScreenRefreshesWhileItLasts()
{
    m_viewDock->raise();
    QTRY_VERIFY(m_throttle->isOnScreen());
    // A change every 20 ms for 1 s: a timer restarted by each change would never fire.
    QElapsedTimer streaming;
    streaming.start();
    int changes = 0;
    while (streaming.elapsed() < 1000) {
        m_throttle->schedule();
        ++changes;
        QTest::qWait(20);
    }
    const int duringStream = m_refreshes;
    QVERIFY2(duringStream >= 2, qPrintable(QString::number(duringStream)));
    // At most one per interval (100 ms), however many changes came.
    QVERIFY2(duringStream <= streaming.elapsed() / 100 + 1,
             qPrintable(QStringLiteral("%1 refreshes for %2 changes").arg(duringStream).arg(changes)));
    // The last change is shown once, after the interval, and nothing after it. (A refresh that
    // fell due while the loop slept would already be counted above, so the change comes here.)
    m_throttle->schedule();
    const int beforeLast = m_refreshes;
    QTRY_COMPARE(m_refreshes, beforeLast + 1);
    QTest::qWait(300);
    QCOMPARE(m_refreshes, beforeLast + 1);
}

void TestRefreshThrottle::aTimerRunningOutBehindATabWaitsToo()
{
    m_viewDock->raise();
    QTRY_VERIFY(m_throttle->isOnScreen());
    m_throttle->schedule(); // on screen: the timer starts
    m_otherDock->raise();
    QTRY_VERIFY(!m_throttle->isOnScreen());
    QTest::qWait(300);
    QCOMPARE(m_refreshes, 0);
    m_viewDock->raise();
    QTRY_COMPARE(m_refreshes, 1);
}

QTEST_MAIN(TestRefreshThrottle)
#include "tst_refreshthrottle.moc"
