#include "gui/windowfixture.h"
#include "results/metriccounts.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "support/fakejudgeserver.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/shell/dialogprompts.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/testcaselistpanel.h"

#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QtTest>
#include <algorithm>

using namespace claimscope;

namespace {

// Every text a chart draws (title, axis labels, legend).
QStringList drawnTexts(QChartView *chart)
{
    QStringList texts;
    for (QGraphicsItem *item : chart->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            texts.append(text->toPlainText());
    }
    return texts;
}

// Widgets of the status bar that are shown, in status-bar coordinates.
QList<QPair<QWidget *, QRect>> shownParts(QStatusBar *bar)
{
    QList<QPair<QWidget *, QRect>> parts;
    for (QWidget *widget : bar->findChildren<QWidget *>()) {
        const bool leaf =
            qobject_cast<QLabel *>(widget) || widget->inherits("QProgressBar") || widget->inherits("QToolButton");
        if (leaf && widget->isVisibleTo(bar))
            parts.append({widget, QRect(widget->mapTo(bar, QPoint(0, 0)), widget->size())});
    }
    return parts;
}

} // namespace

// The window around the work on a small screen and at the keyboard: it fits the screen, the
// status bar's texts never run into each other, chart labels are whole, and window shortcuts
// work while a text field has focus.
class TestWindowFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void windowFitsTheScreen();
    void statusBarTextsNeverOverlap();
    void chartLabelsAreWhole();
    void windowShortcutsWorkInTextFields();
    void promptsGiveTheKeyboardBack();

private:
    std::unique_ptr<WindowFixture> m_fixture;
};

void TestWindowFit::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestWindowFit::cleanup()
{
    m_fixture.reset();
}

void TestWindowFit::windowFitsTheScreen()
{
    // A first start, and a start after the window was left larger than this screen.
    const QRect screen = m_fixture->window->screen()->availableGeometry();
    for (int start = 0; start < 2; ++start) {
        m_fixture->window->document()->undoStack()->setClean();
        m_fixture->window->resize(screen.width() + 400, screen.height() + 300);
        m_fixture->window->close();
        if (start == 0)
            m_fixture->settings->forgetWindowLayout(m_fixture->window->screen()->size());
        m_fixture->window =
            std::make_unique<MainWindow>(m_fixture->settings.get(), &m_fixture->prompts, m_fixture->autosaveDir());
        m_fixture->window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_fixture->window.get()));
        const QRect frame = m_fixture->window->frameGeometry();
        QVERIFY2(screen.contains(frame),
                 qPrintable(QStringLiteral("start %1: window at (%2, %3) %4 × %5 on a %6 × %7 screen")
                                .arg(start)
                                .arg(frame.x())
                                .arg(frame.y())
                                .arg(frame.width())
                                .arg(frame.height())
                                .arg(screen.width())
                                .arg(screen.height())));
    }
}

void TestWindowFit::statusBarTextsNeverOverlap()
{
    // A run that stays in progress, at 1024×768, with a message beside the progress.
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response hang;
        hang.hang = true;
        return hang;
    });
    ProjectSettings settings = m_fixture->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = server.url();
    settings.judge.model = QStringLiteral("judge-model");
    m_fixture->document()->editSettings(settings, QStringLiteral("judge"));
    MainWindow *window = m_fixture->window.get();
    window->resize(1024, 768);
    window->runs()->runAll();
    QTRY_VERIFY(server.requestCount() > 0);
    QTest::qWait(1100); // the elapsed time ticks
    // The numbers of a long run: 477 conversations × 9 metrics.
    RunProgress progress;
    progress.stepsDone = 12345;
    progress.stepsIssued = 23456;
    progress.cachedSteps = 1234;
    progress.failedSteps = 12;
    progress.metricsDone = 1234;
    progress.metricsTotal = 4293;
    progress.elapsedMs = 754000;
    window->runStatus()->showProgress(progress);
    window->statusBar()->showMessage(
        QStringLiteral("Opened 477 test case(s) from mtrag-conversations.jsonl (deepeval-json). "
                       "Press F5 to run every enabled metric."));
    QCoreApplication::processEvents();
    // A message takes the run's line while it shows: nothing of the run is under it.
    QVERIFY(!window->runStatus()->isVisibleTo(window->statusBar()));
    window->statusBar()->clearMessage();
    QCoreApplication::processEvents();
    QVERIFY(window->runStatus()->isVisibleTo(window->statusBar()));
    const QList<QPair<QWidget *, QRect>> parts = shownParts(window->statusBar());
    QVERIFY(parts.size() >= 4);
    // The count of finished metrics is a text of its own, beside the bar, not drawn over it.
    QVERIFY2(std::any_of(parts.cbegin(), parts.cend(),
                         [](const auto &part) {
                             return part.first->property("text").toString() == resultsProgressText(1234, 4293);
                         }),
             qPrintable(QStringLiteral("no «%1» beside the bar").arg(resultsProgressText(1234, 4293))));
    for (int i = 0; i < parts.size(); ++i) {
        QVERIFY2(window->statusBar()->rect().contains(parts[i].second),
                 qPrintable(parts[i].first->objectName() + QLatin1Char(' ')
                            + QLatin1String(parts[i].first->metaObject()->className())));
        for (int j = i + 1; j < parts.size(); ++j)
            QVERIFY2(!parts[i].second.intersects(parts[j].second),
                     qPrintable(QStringLiteral("%1 «%2» runs into %3 «%4»")
                                    .arg(QLatin1String(parts[i].first->metaObject()->className()),
                                         parts[i].first->property("text").toString(),
                                         QLatin1String(parts[j].first->metaObject()->className()),
                                         parts[j].first->property("text").toString())));
        // A label shows its whole text, or ends it with "…" and has the whole as a tooltip.
        if (auto *label = qobject_cast<QLabel *>(parts[i].first)) {
            const int needed = label->fontMetrics().horizontalAdvance(label->text());
            QVERIFY2(needed <= label->contentsRect().width()
                         || (label->text().endsWith(QChar(0x2026)) && !label->toolTip().isEmpty()),
                     qPrintable(label->text()));
        }
    }
    window->runs()->cancel();
}

void TestWindowFit::chartLabelsAreWhole()
{
    MainWindow *window = m_fixture->window.get();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    window->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    auto *charts = qobject_cast<ChartsView *>(window->dock(MainWindow::Dock::Charts)->widget());
    window->dock(MainWindow::Dock::Charts)->raise();
    for (const QSize size : {QSize(1024, 768), QSize(1280, 800)}) {
        window->resize(size);
        charts->refresh();
        QTest::qWait(100);
        const QStringList texts = drawnTexts(charts->scoreChart());
        for (const QString &category : charts->scoreChart()->categories())
            QVERIFY2(texts.contains(category),
                     qPrintable(QStringLiteral("%1x%2: «%3» is drawn as %4")
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(category, texts.join(QStringLiteral(" | ")))));
    }
}

void TestWindowFit::windowShortcutsWorkInTextFields()
{
    MainWindow *window = m_fixture->window.get();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    QSignalSpy exports(window->actions()->exportResults, &QAction::triggered);
    GrowingTextEdit *turn = window->caseEditor()->conversationPane()->turnWidget(0)->contentEdit();
    QLineEdit *search = window->caseList()->findChild<QLineEdit *>();
    for (QWidget *field : QList<QWidget *>{turn, search}) {
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        const int before = int(exports.count());
        QTest::keyClick(field, Qt::Key_E, Qt::ControlModifier);
        QVERIFY2(exports.count() == before + 1, field->metaObject()->className());
    }
}

void TestWindowFit::promptsGiveTheKeyboardBack()
{
    // "Save the changes first?" answered with the keyboard: the window has the keyboard again,
    // with no window manager to hand it back (F5 after it ran nothing until a click).
    MainWindow *window = m_fixture->window.get();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    DialogPrompts prompts;
    QTimer::singleShot(300, this, [] {
        if (QWidget *box = QApplication::activeModalWidget())
            QTest::keyClick(box, Qt::Key_Escape);
    });
    QCOMPARE(prompts.askSaveChanges(window, QStringLiteral("trip.claimscope.json")), UserPrompts::SaveChoice::Cancel);
    QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget *>(window));
}

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
