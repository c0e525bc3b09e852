#include "journeywindow.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "results/resultshub.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/testcaselistpanel.h"

#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QtTest>

using namespace claimscope;

namespace {

const QString HotelTitle = QStringLiteral("Hotel concierge");
const QString MtragFile = QStringLiteral("mtrag-sample.json");

} // namespace

// Journey A, step 7: the analyst opens another file (Ctrl+O), discarding what they changed, and
// every pane, the runs, the status bar and the title show the new file only. Performed with keys
// and clicks on the real window at this screen's size.
class TestOpenDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void openingAnotherFileReplacesEveryPane();
    void runsBelongToTheirDataset();
    void aRunInProgressNeverLandsInTheNextFile();
    void newProjectsNeverShareRuns();

private:
    // The bundled hotel example, as the window opens it at start.
    void openHotel();
    // F5, until the run has ended and its results are shown.
    void runEverything();
    // Clicks into turn `index` of the conversation shown and types at its end.
    void typeIntoTurn(int index, const QString &text);
    // Ctrl+O, the file dialog answered with MTRAG's three conversations, unsaved work discarded.
    void openMtrag();
    // Help › Examples › `title`, with the mouse.
    void chooseExample(const QString &title);
    // What still shows the hotel example once the document titled `title` is open, one line
    // per pane.
    QStringList panesShowingTheHotel(const QString &title = MtragFile) const;
    // The runs the Runs dock lists once the keeper has answered for the document shown.
    QList<StoredRunInfo> runsListed(QSignalSpy &listed) const;

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestOpenDocument::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestOpenDocument::cleanup()
{
    m_journey.reset();
}

void TestOpenDocument::openHotel()
{
    m_journey->window->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    QVERIFY(m_journey->document()->testCase(0).name.startsWith(HotelTitle));
}

void TestOpenDocument::runEverything()
{
    MainWindow *window = m_journey->window.get();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    m_journey->person.press(QKeySequence(Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    QCoreApplication::processEvents();
}

void TestOpenDocument::typeIntoTurn(int index, const QString &text)
{
    ConversationPane *pane = m_journey->window->caseEditor()->conversationPane();
    TurnWidget *turn = nullptr;
    QTRY_VERIFY((turn = pane->turnWidget(index)) != nullptr);
    // The person scrolls the conversation to the turn (a finished run may have scrolled it to
    // the evidence of a failing claim).
    pane->ensureWidgetVisible(turn);
    if (!QTest::qWaitFor([&] { return m_journey->person.sees(turn->contentEdit()->viewport()); })) {
        m_journey->person.snapshot(QStringLiteral("unseen-turn"));
        QFAIL("the turn is not in sight");
    }
    m_journey->person.click(turn->contentEdit());
    QVERIFY(turn->contentEdit()->hasFocus());
    m_journey->person.press(QKeySequence(QKeySequence::MoveToEndOfDocument));
    m_journey->person.type(text);
}

void TestOpenDocument::openMtrag()
{
    const QString path = m_journey->dir.filePath(MtragFile);
    if (!QFile::exists(path))
        QVERIFY(QFile::copy(QStringLiteral(":/examples/") + MtragFile, path));
    m_journey->prompts.openFile = path;
    m_journey->prompts.saveChoice = UserPrompts::SaveChoice::Discard;
    m_journey->person.press(QKeySequence::Open);
    QTRY_COMPARE_WITH_TIMEOUT(m_journey->document()->caseCount(), 3, 10000);
    QCoreApplication::processEvents();
}

void TestOpenDocument::chooseExample(const QString &title)
{
    MainWindow *window = m_journey->window.get();
    QMenuBar *bar = window->menuBar();
    const auto named = [](const QList<QAction *> &actions, const QString &text) -> QAction * {
        for (QAction *action : actions) {
            if (action->text().remove(QLatin1Char('&')).startsWith(text))
                return action;
        }
        return nullptr;
    };
    QAction *help = named(bar->actions(), QStringLiteral("Help"));
    QVERIFY(help);
    m_journey->person.click(bar, bar->actionGeometry(help).center());
    QMenu *menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr);
    QAction *examples = named(menu->actions(), QStringLiteral("Examples"));
    QVERIFY(examples);
    // A menu is a window of its own: the person clicks inside it.
    QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(examples).center());
    QMenu *submenu = nullptr;
    QTRY_VERIFY((submenu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) != nullptr && submenu != menu);
    QAction *example = named(submenu->actions(), title);
    QVERIFY2(example, qPrintable(title));
    QTest::mouseClick(submenu, Qt::LeftButton, Qt::NoModifier, submenu->actionGeometry(example).center());
    QCoreApplication::processEvents();
}

QList<StoredRunInfo> TestOpenDocument::runsListed(QSignalSpy &listed) const
{
    // The store answers on its own thread; a document with no answer keeps what was listed.
    if (listed.isEmpty())
        listed.wait(3000);
    QCoreApplication::processEvents();
    return m_journey->window->runsPanel()->runs();
}

QStringList TestOpenDocument::panesShowingTheHotel(const QString &title) const
{
    MainWindow *window = m_journey->window.get();
    const ProjectDocument *document = m_journey->document();
    QStringList stale;
    if (!window->windowTitle().startsWith(title))
        stale.append(QStringLiteral("title: ") + window->windowTitle());
    if (window->caseList()->visibleCount() != document->caseCount())
        stale.append(
            QStringLiteral("test-case list: %1 rows").arg(QString::number(window->caseList()->visibleCount())));
    const auto *name = window->caseEditor()->findChild<QLineEdit *>(QStringLiteral("caseName"));
    const QString shownName = document->caseCount() > 0 ? document->testCase(0).name : QString();
    if (name->text() != shownName)
        stale.append(QStringLiteral("editor title: ") + name->text());
    const ConversationPane *pane = window->caseEditor()->conversationPane();
    if (document->caseCount() > 0) {
        const QList<Turn> &turns = document->testCase(0).turns;
        if (pane->turnCount() != turns.size())
            stale.append(QStringLiteral("editor: %1 turns instead of %2")
                             .arg(QString::number(pane->turnCount()), QString::number(turns.size())));
        else if (pane->turnWidget(0)->contentEdit()->toPlainText() != turns.first().content)
            stale.append(QStringLiteral("editor turn 1: ")
                         + pane->turnWidget(0)->contentEdit()->toPlainText().left(60));
    } else if (m_journey->person.sees(pane)) {
        stale.append(QStringLiteral("editor: a conversation of %1 turns").arg(QString::number(pane->turnCount())));
    }
    if (const int rows = window->results()->resultsModel()->rowCount(); rows > 0)
        stale.append(QStringLiteral("results table: %1 rows").arg(QString::number(rows)));
    if (window->results()->breakdownModel()->hasResult())
        stale.append(QStringLiteral("breakdown: a result"));
    if (const int calls = window->results()->callLogModel()->rowCount(); calls > 0)
        stale.append(QStringLiteral("judge calls: %1 rows").arg(QString::number(calls)));
    if (window->failureWalk()->count() > 0)
        stale.append(QStringLiteral("failure walk: %1 stops").arg(QString::number(window->failureWalk()->count())));
    if (const QList<StoredRunInfo> runs = window->runsPanel()->runs(); !runs.isEmpty())
        stale.append(QStringLiteral("runs dock: %1 run(s), the newest \"%2\"")
                         .arg(QString::number(runs.size()), runs.first().name));
    if (const int rows = window->runsPanel()->table()->rowCount(); rows > 0)
        stale.append(QStringLiteral("runs table: %1 rows").arg(QString::number(rows)));
    if (!window->runStatus()->text().isEmpty())
        stale.append(QStringLiteral("run status: ") + window->runStatus()->text());
    if (window->runs()->isRunning())
        stale.append(QStringLiteral("a run is still going"));
    for (const QString &text : m_journey->person.textsShown()) {
        if (text.contains(HotelTitle))
            stale.append(QStringLiteral("shown: ") + text);
    }
    return stale;
}

void TestOpenDocument::openingAnotherFileReplacesEveryPane()
{
    openHotel();
    runEverything();
    MainWindow *window = m_journey->window.get();
    QVERIFY(window->results()->resultsModel()->rowCount() > 0);
    QTRY_COMPARE_WITH_TIMEOUT(window->runsPanel()->runs().size(), 1, 10000);
    QVERIFY(window->runStatus()->text().startsWith(QLatin1String("Finished")));
    typeIntoTurn(5, QStringLiteral(" Small dogs only."));
    QVERIFY(window->isWindowModified());
    m_journey->person.snapshot(QStringLiteral("a7-hotel-edited"));
    // The chat was scrolled down to turn 6 (on a screen too small to show all of it).
    QScrollBar *chatScroll = window->caseEditor()->conversationPane()->verticalScrollBar();
    const bool scrolled = chatScroll->value() > 0;

    QSignalSpy listed(window->runKeeper(), &RunKeeper::listed);
    openMtrag();
    QCOMPARE(m_journey->prompts.asked.last(),
             QStringLiteral("save:Example: Hotel concierge (conversation with retrieval context)"));
    runsListed(listed);
    m_journey->person.snapshot(QStringLiteral("a7-mtrag-opened"));
    const QStringList stale = panesShowingTheHotel();
    QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("still the hotel: ") + stale.join(QStringLiteral(" | "))));
    QVERIFY(!window->isWindowModified());
    QVERIFY(window->statusBar()->currentMessage().contains(MtragFile));
    // The new conversation reads from its first turn, not from where the old one was scrolled.
    if (scrolled)
        QTRY_COMPARE(chatScroll->value(), 0);
}

void TestOpenDocument::runsBelongToTheirDataset()
{
    openHotel();
    runEverything();
    MainWindow *window = m_journey->window.get();
    QTRY_COMPARE_WITH_TIMEOUT(window->runsPanel()->runs().size(), 1, 10000);
    const qint64 hotelRun = window->runsPanel()->runs().first().id;

    QSignalSpy listed(window->runKeeper(), &RunKeeper::listed);
    openMtrag();
    runsListed(listed);
    listed.clear();
    runEverything();
    QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty(), 10000); // the new run is kept and listed
    QList<StoredRunInfo> runs = window->runsPanel()->runs();
    QStringList names;
    for (const StoredRunInfo &run : runs)
        names.append(
            QStringLiteral("%1 \"%2\" changed: %3").arg(QString::number(run.id), run.name, run.changes.join(u"; ")));
    QVERIFY2(runs.size() == 1, qPrintable(names.join(QStringLiteral(" | "))));
    QCOMPARE(runs.first().name, QStringLiteral("first run"));
    QVERIFY2(runs.first().changes.isEmpty(), qPrintable(runs.first().changes.join(u"; ")));
    QTableWidget *table = window->runsPanel()->table();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("—"));
    window->dock(MainWindow::Dock::Runs)->raise();
    QTRY_VERIFY(m_journey->person.sees(table));
    QVERIFY(m_journey->person.readsSomewhere(MtragFile, window->runsPanel()));
    m_journey->person.snapshot(QStringLiteral("a7-mtrag-runs"));

    // Back to the hotel: its own run again, and nothing of MTRAG's.
    listed.clear();
    chooseExample(HotelTitle);
    QTRY_COMPARE_WITH_TIMEOUT(m_journey->document()->caseCount(), 1, 10000);
    runs = runsListed(listed);
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs.first().id, hotelRun);
    m_journey->person.snapshot(QStringLiteral("a7-hotel-runs"));
}

void TestOpenDocument::aRunInProgressNeverLandsInTheNextFile()
{
    // A judge that takes its time and then turns every step down: results arrive one by one.
    FakeJudgeServer judge;
    QVERIFY(judge.isListening());
    judge.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::errorReply(400, QStringLiteral("this judge says no")).after(1500);
    });
    openHotel();
    ProjectSettings settings = m_journey->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = judge.url();
    settings.judge.model = QStringLiteral("slow-judge");
    settings.judge.apiKeyEnv = QStringLiteral("CLAIMSCOPE_JOURNEY_NO_KEY");
    settings.judge.maxRetries = 0;
    m_journey->document()->editSettings(settings, QStringLiteral("a slow judge"));

    MainWindow *window = m_journey->window.get();
    m_journey->person.press(QKeySequence(Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(judge.requestCount() > 0, 10000);
    QVERIFY(window->runs()->isRunning());
    QSignalSpy listed(window->runKeeper(), &RunKeeper::listed);
    openMtrag();
    runsListed(listed);
    // Long enough for every request in flight to have been answered.
    QTest::qWait(2500);
    window->results()->flush();
    QCoreApplication::processEvents();
    m_journey->person.snapshot(QStringLiteral("a7-run-dropped"));
    const QStringList stale = panesShowingTheHotel();
    QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("still the hotel: ") + stale.join(QStringLiteral(" | "))));
    QTRY_COMPARE(judge.inFlight(), 0);
}

void TestOpenDocument::newProjectsNeverShareRuns()
{
    openHotel();
    runEverything();
    MainWindow *window = m_journey->window.get();
    QTRY_COMPARE_WITH_TIMEOUT(window->runsPanel()->runs().size(), 1, 10000);
    const QString untitled = QStringLiteral("Untitled");
    // Two new projects, each with a conversation typed in and run: each lists its own run only.
    for (const auto &[question, answer] :
         {std::pair(QStringLiteral("Where is the pool?"), QStringLiteral("On the roof.")),
          std::pair(QStringLiteral("Is breakfast included?"), QStringLiteral("Yes."))}) {
        QSignalSpy listed(window->runKeeper(), &RunKeeper::listed);
        m_journey->prompts.saveChoice = UserPrompts::SaveChoice::Discard;
        m_journey->person.press(QKeySequence::New);
        QCOMPARE(m_journey->document()->caseCount(), 0);
        runsListed(listed);
        const QStringList stale = panesShowingTheHotel(untitled);
        QVERIFY2(stale.isEmpty(), qPrintable(QStringLiteral("still shown: ") + stale.join(QStringLiteral(" | "))));
        m_journey->person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
        QTRY_COMPARE(m_journey->document()->caseCount(), 1);
        typeIntoTurn(0, question);
        typeIntoTurn(1, answer);
        runEverything();
        // Named by its test cases at its first run, then kept and listed.
        QTRY_VERIFY_WITH_TIMEOUT(!window->runsPanel()->runs().isEmpty(), 10000);
        const QList<StoredRunInfo> runs = window->runsPanel()->runs();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().name, QStringLiteral("first run"));
    }
    m_journey->person.snapshot(QStringLiteral("a7-new-project-runs"));
}

QTEST_MAIN(TestOpenDocument)
#include "tst_opendocument.moc"
