#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "results/resultshub.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/testcaselistpanel.h"
#include "ui/summary/metricsummarycard.h"
#include "ui/walk/failurewalkpanel.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextEdit>
#include <QTextLayout>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

int pixelSize(const QWidget *widget)
{
    return QFontInfo(widget->font()).pixelSize();
}

// The body size presentation mode must reach on this screen: a 40th of its height.
int presentingBodySize()
{
    return QGuiApplication::primaryScreen()->size().height() / 40;
}

// Every shown line edit or text box of the window that has text selected.
QStringList selectedTexts(const QWidget *window)
{
    QStringList selected;
    for (const QLineEdit *line : window->findChildren<QLineEdit *>()) {
        if (line->isVisible() && line->hasSelectedText())
            selected.append(line->objectName() + QStringLiteral(": ") + line->selectedText());
    }
    for (const QTextEdit *text : window->findChildren<QTextEdit *>()) {
        if (text->isVisible() && text->textCursor().hasSelection())
            selected.append(text->objectName() + QStringLiteral(": ") + text->textCursor().selectedText());
    }
    for (const QPlainTextEdit *text : window->findChildren<QPlainTextEdit *>()) {
        if (text->isVisible() && text->textCursor().hasSelection())
            selected.append(text->objectName() + QStringLiteral(": ") + text->textCursor().selectedText());
    }
    return selected;
}

// Where a dock or the chat sits in the window, for every one shown.
QMap<QString, QRect> layoutOf(QMainWindow *window)
{
    QMap<QString, QRect> layout;
    layout.insert(QStringLiteral("chat"), window->centralWidget()->geometry());
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        if (dock->isVisible() && !dock->visibleRegion().isEmpty())
            layout.insert(dock->objectName(), dock->geometry());
    }
    // The splits inside the docks too: the table against the breakdown, the claims against
    // their details.
    for (QSplitter *splitter : window->findChildren<QSplitter *>()) {
        if (!splitter->isVisible() || splitter->visibleRegion().isEmpty())
            continue;
        for (int part = 0; part < splitter->count(); ++part) {
            const QWidget *widget = splitter->widget(part);
            layout.insert(QStringLiteral("splitter in %1 part %2")
                              .arg(QString::fromLatin1(splitter->parentWidget()->metaObject()->className()),
                                   QString::number(part)),
                          QRect(widget->mapTo(window, QPoint(0, 0)), widget->size()));
        }
    }
    return layout;
}

// How every shown table and tree of the window sets its type: the font's pixel size, the rows'
// and the header's heights; and the pixel size of every label. Keyed by kind, name and address.
QMap<QString, int> typeOf(QMainWindow *window)
{
    QMap<QString, int> type;
    const auto keyOf = [](const QWidget *widget) {
        return QStringLiteral("%1 %2 @%3")
            .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                 QString::number(quintptr(widget), 16));
    };
    for (QAbstractItemView *view : window->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || view->visibleRegion().isEmpty() || !view->model() || view->model()->rowCount() == 0)
            continue;
        const QString key = keyOf(view);
        type.insert(key + QStringLiteral(" font px"), QFontInfo(view->font()).pixelSize());
        const QModelIndex first = view->model()->index(0, 0);
        type.insert(key + QStringLiteral(" row height"), view->visualRect(first).height());
        if (auto *table = qobject_cast<QTableView *>(view))
            type.insert(key + QStringLiteral(" header height"), table->horizontalHeader()->height());
        if (auto *tree = qobject_cast<QTreeView *>(view))
            type.insert(key + QStringLiteral(" header height"),
                        tree->header()->isHidden() ? 0 : tree->header()->height());
    }
    // Every label's type, shown or not (the chat may scroll).
    for (QLabel *label : window->findChildren<QLabel *>())
        type.insert(keyOf(label) + QStringLiteral(" font px"), QFontInfo(label->font()).pixelSize());
    return type;
}

// What differs; a label gone since (a page built anew) is no difference.
QStringList differences(const QMap<QString, int> &before, const QMap<QString, int> &after)
{
    QStringList changed;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (!after.contains(it.key()) && it.key().startsWith(QLatin1String("QLabel ")))
            continue;
        if (after.value(it.key(), -1) != it.value())
            changed.append(QStringLiteral("%1: %2 before, %3 after")
                               .arg(it.key(), QString::number(it.value()), QString::number(after.value(it.key(), -1))));
    }
    return changed;
}

QString describe(const QMap<QString, QRect> &layout)
{
    QStringList parts;
    for (auto it = layout.cbegin(); it != layout.cend(); ++it)
        parts.append(QStringLiteral("%1 %2,%3 %4x%5")
                         .arg(it.key(), QString::number(it.value().x()), QString::number(it.value().y()),
                              QString::number(it.value().width()), QString::number(it.value().height())));
    return parts.join(QStringLiteral("; "));
}

} // namespace

// Journey C at the size a room reads: presentation mode sizes its type from the screen (a 40th
// of its height for body text, larger for the walked claim), Ctrl+= / Ctrl+- / Ctrl+0 zoom it
// and the zoom is kept for this screen size; the breakdown has room at 1024×768; the Summary is
// a slide; nothing has the focus or a selection; leaving gives back the layout, the selection,
// the evidence mark and the focus. Keys on the real window at this screen's size.
class TestMeetingRoom : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void typeGrowsWithTheScreen();
    void zoomIsKeptForThisScreen();
    void zoomWorksOutsidePresentationMode();
    void breakdownHasRoomWhilePresenting();
    void summaryIsASlide();
    void comparisonIsTheLastSlide();
    void leavingKeepsTheComparisonWhereItWas();
    void leavingGivesEverythingBack();
    void leavingGivesTheTypeBack_data();
    void leavingGivesTheTypeBack();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    void reopen();
    // The chat's text: the first assistant turn of the hotel example.
    QWidget *chatText() const;
    QTreeView *breakdownTree() const { return window()->resultsView()->breakdown()->tree(); }
    // Selects the hotel's ✗ claim in the breakdown with a click, its evidence marked in the chat.
    void clickTheContradictedClaim();

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestMeetingRoom::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestMeetingRoom::cleanup()
{
    m_journey.reset();
}

void TestMeetingRoom::reopen()
{
    m_journey->window->document()->undoStack()->setClean();
    QVERIFY(m_journey->window->close());
    m_journey->window.reset();
    m_journey->settings =
        std::make_unique<AppSettings>(std::make_unique<QSettings>(m_journey->settingsPath(), QSettings::IniFormat));
    m_journey->window =
        std::make_unique<MainWindow>(m_journey->settings.get(), &m_journey->prompts, m_journey->autosaveDir());
    m_journey->person = Person(window());
    window()->show();
    window()->setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
}

QWidget *TestMeetingRoom::chatText() const
{
    ConversationPane *chat = window()->caseEditor()->conversationPane();
    TurnWidget *turn = chat->turnWidget(1);
    return turn ? turn->contentEdit() : nullptr;
}

void TestMeetingRoom::clickTheContradictedClaim()
{
    m_journey->clickTheDogClaim();
    QTRY_VERIFY(window()->caseEditor()->conversationPane()->turnWidget(5)->property("highlighted").toBool());
}

void TestMeetingRoom::typeGrowsWithTheScreen()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    QCoreApplication::processEvents();
    const int body = presentingBodySize();
    QVERIFY(chatText());
    QVERIFY2(pixelSize(chatText()) >= body,
             qPrintable(
                 QStringLiteral("%1: the chat's text is %2 px while presenting, %3 px wanted")
                     .arg(JourneyWindow::screenName(), QString::number(pixelSize(chatText())), QString::number(body))));
    QVERIFY2(pixelSize(breakdownTree()) >= body,
             qPrintable(QStringLiteral("%1: the breakdown's claims are %2 px while presenting, %3 px wanted")
                            .arg(JourneyWindow::screenName(), QString::number(pixelSize(breakdownTree())),
                                 QString::number(body))));
    if (QGuiApplication::primaryScreen()->size().height() >= 1080)
        QVERIFY(pixelSize(chatText()) >= 26);
    // The walked claim is larger than the body text (the first Space shows the walk's introduction).
    person().press(QKeySequence(Qt::Key_Space));
    person().press(QKeySequence(Qt::Key_Space));
    QVERIFY(window()->failureWalk()->current());
    auto *claim = window()->failureWalkPanel()->findChild<QLabel *>(QStringLiteral("walkClaim"));
    QVERIFY2(claim && claim->isVisible() && !window()->failureWalkPanel()->claimText().isEmpty(),
             "the walked claim is not shown");
    QVERIFY2(pixelSize(claim) > pixelSize(chatText()),
             qPrintable(QStringLiteral("the walked claim %1 px, the chat %2 px")
                            .arg(QString::number(pixelSize(claim)), QString::number(pixelSize(chatText())))));
    // Ctrl+= grows the walked claim and its heading with everything else.
    auto *heading = window()->failureWalkPanel()->findChild<QLabel *>(QStringLiteral("walkPosition"));
    const int claimBefore = pixelSize(claim);
    const int headingBefore = heading ? pixelSize(heading) : 0;
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    QCoreApplication::processEvents();
    QTRY_VERIFY2(pixelSize(claim) > claimBefore,
                 qPrintable(QStringLiteral("Ctrl+= left the walked claim at %1 px, was %2 px")
                                .arg(QString::number(pixelSize(claim)), QString::number(claimBefore))));
    if (heading)
        QTRY_VERIFY2(pixelSize(heading) > headingBefore,
                     qPrintable(QStringLiteral("Ctrl+= left the walk's heading at %1 px, was %2 px")
                                    .arg(QString::number(pixelSize(heading)), QString::number(headingBefore))));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QCoreApplication::processEvents();
    // The status bar does not carry the run's long summary while presenting.
    QVERIFY2(!person().sees(window()->runStatus()),
             qPrintable(QStringLiteral("the status bar shows \"%1\"")
                            .arg(person().textsShown(window()->statusBar()).join(QLatin1Char(' ')))));
    person().snapshot(QStringLiteral("meeting-presenting"));
}

void TestMeetingRoom::zoomIsKeptForThisScreen()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QCoreApplication::processEvents();
    const int presenting = pixelSize(chatText());
    const int claims = pixelSize(breakdownTree());
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    QCoreApplication::processEvents();
    QVERIFY2(pixelSize(chatText()) > presenting,
             qPrintable(QStringLiteral("Ctrl+= left the chat at %1 px").arg(QString::number(pixelSize(chatText())))));
    QVERIFY(pixelSize(breakdownTree()) > claims);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QCoreApplication::processEvents();
    QCOMPARE(pixelSize(chatText()), presenting);
    QCOMPARE(pixelSize(breakdownTree()), claims);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    QCoreApplication::processEvents();
    QVERIFY(pixelSize(chatText()) < presenting);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    QCoreApplication::processEvents();
    const int zoomed = pixelSize(chatText());
    QVERIFY(zoomed > presenting);
    person().snapshot(QStringLiteral("meeting-zoomed"));

    // The window opened again on this screen presents at the same zoom.
    reopen();
    if (QTest::currentTestFailed())
        return;
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    person().press(QKeySequence(Qt::Key_F11));
    QCoreApplication::processEvents();
    QTRY_VERIFY(chatText());
    QVERIFY2(pixelSize(chatText()) == zoomed,
             qPrintable(QStringLiteral("after a restart the chat is %1 px, %2 px before")
                            .arg(QString::number(pixelSize(chatText())), QString::number(zoomed))));
}

void TestMeetingRoom::zoomWorksOutsidePresentationMode()
{
    m_journey->openHotelAndRun();
    QTableView *table = window()->resultsView()->table();
    const int chat = pixelSize(chatText());
    const int claims = pixelSize(breakdownTree());
    const int rows = pixelSize(table);
    // A turn's role badge: its font set by a style-sheet rule (bold), which follows the zoom too.
    auto *badge = window()->caseEditor()->findChild<QLabel *>(QStringLiteral("roleLabel"));
    QVERIFY(badge && badge->font().bold());
    const int badgeSize = pixelSize(badge);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    QCoreApplication::processEvents();
    QVERIFY2(pixelSize(chatText()) > chat,
             qPrintable(QStringLiteral("Ctrl+= left the chat at %1 px").arg(QString::number(pixelSize(chatText())))));
    QVERIFY(pixelSize(breakdownTree()) > claims);
    QVERIFY(pixelSize(table) > rows);
    QVERIFY2(pixelSize(badge) > badgeSize && badge->font().bold(),
             qPrintable(QStringLiteral("Ctrl+= left the role badge at %1 px (bold: %2)")
                            .arg(QString::number(pixelSize(badge)), QVariant(badge->font().bold()).toString())));
    person().snapshot(QStringLiteral("meeting-zoomed-workbench"));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QCoreApplication::processEvents();
    QCOMPARE(pixelSize(chatText()), chat);
    QCOMPARE(pixelSize(breakdownTree()), claims);
    QCOMPARE(pixelSize(table), rows);
    QCOMPARE(pixelSize(badge), badgeSize);
    QVERIFY(badge->font().bold());
}

void TestMeetingRoom::breakdownHasRoomWhilePresenting()
{
    m_journey->openHotelAndRun();
    clickTheContradictedClaim();
    if (QTest::currentTestFailed())
        return;
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100); // the presenting layout settles
    person().snapshot(QStringLiteral("meeting-breakdown"));
    QTreeView *tree = breakdownTree();
    const QModelIndex claim = tree->currentIndex();
    QVERIFY(claim.isValid());
    const QRect row = tree->visualRect(claim);
    QVERIFY2(tree->viewport()->rect().contains(row),
             qPrintable(QStringLiteral("%1: the selected claim's row %2..%3 in a breakdown %4 px high")
                            .arg(JourneyWindow::screenName(), QString::number(row.top()), QString::number(row.bottom()),
                                 QString::number(tree->viewport()->height()))));
    // Its details: at least three lines of text on screen.
    QTextBrowser *details = window()->resultsView()->breakdown()->details();
    QVERIFY(person().sees(details));
    const int lines = details->viewport()->height() / QFontMetrics(details->font()).lineSpacing();
    QVERIFY2(lines >= 3,
             qPrintable(QStringLiteral("%1: the claim's details show %2 line(s)")
                            .arg(JourneyWindow::screenName(), QString::number(lines))));
    // The breakdown's title reads in at most two lines.
    QLabel *title = window()->resultsView()->breakdown()->title();
    const int titleLines = title->height() / QFontMetrics(title->font()).lineSpacing();
    QVERIFY2(titleLines <= 2,
             qPrintable(QStringLiteral("%1: the breakdown's title takes %2 lines: %3")
                            .arg(JourneyWindow::screenName(), QString::number(titleLines), title->text())));
}

void TestMeetingRoom::summaryIsASlide()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QWidget *summary = window()->dock(MainWindow::Dock::Summary)->widget();
    // Its tab follows the results' and the walk's.
    for (int page = 0; page < 2; ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY2(person().sees(summary), "Ctrl+PgDown while presenting does not show the Summary");
    QVERIFY(window()->presentation()->isActive());
    // Every metric's card is on screen, its type at the presentation's size.
    const QList<MetricSummaryCard *> cards = summary->findChildren<MetricSummaryCard *>();
    QVERIFY(!cards.isEmpty());
    QVERIFY2(person().sees(cards.first()), "the Summary shows no metric's card");
    QTRY_VERIFY2(cards.first()->height() >= cards.first()->minimumSizeHint().height(), "the metric cards are squeezed");
    for (QLabel *label : summary->findChildren<QLabel *>()) {
        if (person().sees(label))
            QVERIFY2(
                pixelSize(label) >= presentingBodySize(),
                qPrintable(QStringLiteral("\"%1\" is %2 px").arg(label->text(), QString::number(pixelSize(label)))));
    }
    QVERIFY2(selectedTexts(window()).isEmpty(), qPrintable(selectedTexts(window()).join(QLatin1Char(';'))));
    person().snapshot(QStringLiteral("meeting-summary"));
    for (int page = 0; page < 2; ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QTRY_VERIFY(person().sees(window()->resultsView()));
}

void TestMeetingRoom::comparisonIsTheLastSlide()
{
    m_journey->openHotelAndRun();
    QSignalSpy finished(window()->runs(), &RunController::runFinished);
    person().press(QKeySequence(Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    person().clickTab(QStringLiteral("Runs"));
    RunsPanel *runs = window()->runsPanel();
    QTRY_COMPARE(runs->table()->rowCount(), 2);
    person().clickItem(runs->table(), runs->table()->model()->index(0, 1));
    for (QPushButton *button : runs->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Compare"))
            person().click(button);
    }
    QTRY_VERIFY(window()->comparison() && window()->comparison()->isVisible());
    QPointer<ComparisonView> comparison = window()->comparison();
    // F11 in the comparison presents; the comparison waits for its slide, after the Summary.
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    QTRY_VERIFY(!comparison->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(window()));
    for (int page = 0; page < 2; ++page) // past the walk's tab
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(person().sees(window()->dock(MainWindow::Dock::Summary)->widget()));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY2(comparison->isVisible(), "the comparison is not the slide after the Summary");
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    QVERIFY2(pixelSize(comparison->metricTable()) >= presentingBodySize(),
             qPrintable(QStringLiteral("the comparison's table is %1 px")
                            .arg(QString::number(pixelSize(comparison->metricTable())))));
    QTRY_VERIFY(comparison->width() >= window()->width() * 9 / 10);
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting-comparison-%1.png").arg(JourneyWindow::screenName()));
    // The zoom keys work on this slide too (they did nothing here).
    const int slideType = pixelSize(comparison->metricTable());
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    QTRY_VERIFY2(pixelSize(comparison->metricTable()) > slideType,
                 qPrintable(QStringLiteral("Ctrl+= left the comparison's table at %1 px")
                                .arg(QString::number(pixelSize(comparison->metricTable())))));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QTRY_COMPARE(pixelSize(comparison->metricTable()), slideType);
    // Its keys page back from the comparison itself.
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QTRY_VERIFY(!comparison->isVisible());
    QTRY_VERIFY(person().sees(window()->dock(MainWindow::Dock::Summary)->widget()));
    // Leaving gives the comparison window back as it was.
    QVERIFY(QTest::qWaitForWindowActive(window()));
    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!window()->presentation()->isActive());
    QTRY_VERIFY(comparison->isVisible());
}

// A comparison left open over the workbench, the keyboard back in the workbench: presenting ends
// with both as they were, without the comparison's slide shown — the comparison where it was in
// the stacking (behind the workbench it looked closed), the keyboard in the workbench (it took
// the keyboard once).
void TestMeetingRoom::leavingKeepsTheComparisonWhereItWas()
{
    m_journey->openHotelAndRun();
    m_journey->compareTwoRuns();
    if (QTest::currentTestFailed())
        return;
    QPointer<ComparisonView> comparison = window()->comparison();
    // The person goes back to the workbench, the comparison open.
    window()->activateWindow();
    QTRY_VERIFY(QApplication::activeWindow() == window());
    const QPoint middle = comparison->geometry().center();
    const QWidget *inFront = QApplication::topLevelAt(middle);
    QVERIFY(inFront);
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown)); // the walk, never the comparison
    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!window()->presentation()->isActive());
    QTRY_VERIFY(comparison->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(comparison));
    // What the person sees where both windows are: the window that was in front before.
    QTRY_VERIFY2(
        QApplication::topLevelAt(middle) == inFront,
        qPrintable(QStringLiteral("%1: after Esc the window in front at (%2,%3) is %4, before it was %5")
                       .arg(JourneyWindow::screenName(), QString::number(middle.x()), QString::number(middle.y()),
                            QApplication::topLevelAt(middle)
                                ? QString::fromLatin1(QApplication::topLevelAt(middle)->metaObject()->className())
                                : QStringLiteral("none"),
                            QString::fromLatin1(inFront->metaObject()->className()))));
    QTRY_VERIFY(QApplication::activeWindow());
    QVERIFY2(QApplication::activeWindow() == window(),
             qPrintable(QStringLiteral("%1: after Esc the active window is %2, not the workbench")
                            .arg(JourneyWindow::screenName(),
                                 QString::fromLatin1(QApplication::activeWindow()->metaObject()->className()))));
    person().snapshot(QStringLiteral("meeting-left-comparison-where-it-was"));
}

void TestMeetingRoom::leavingGivesEverythingBack()
{
    m_journey->openHotelAndRun();
    clickTheContradictedClaim();
    if (QTest::currentTestFailed())
        return;
    QTest::qWait(50);
    TurnWidget *marked = window()->caseEditor()->conversationPane()->turnWidget(5);
    const auto marksOf = [](TurnWidget *turn) {
        QStringList marks;
        for (GrowingTextEdit *field : turn->findChildren<GrowingTextEdit *>()) {
            for (const QTextEdit::ExtraSelection &mark : field->extraSelections())
                marks.append(mark.cursor.selectedText());
        }
        return marks;
    };
    const QStringList marks = marksOf(marked);
    QVERIFY2(!marks.isEmpty(), "the claim's evidence is not marked before presenting");
    QTableView *table = window()->resultsView()->table();
    const int resultRow = table->currentIndex().row();
    const QString claim = breakdownTree()->currentIndex().data().toString();
    QWidget *focus = QApplication::focusWidget();
    const QMap<QString, QRect> layout = layoutOf(window());
    const QMap<QString, int> type = typeOf(window());
    const int rowsShown = person().wholeRowsShown(table);
    // The table's columns as wide as they were (at 1024×768 the Reason column came back about
    // 45 px wide, "The…") and turn 6 wrapped as it was (at 1280×800 it broke its lines elsewhere).
    const auto columnsOf = [table] {
        QStringList widths;
        const QHeaderView *header = table->horizontalHeader();
        for (int section = 0; section < header->count(); ++section)
            widths.append(header->isSectionHidden(section) ? QStringLiteral("hidden")
                                                           : QString::number(header->sectionSize(section)));
        return widths.join(QLatin1Char(' '));
    };
    const auto wrappingOf = [](TurnWidget *turn) {
        QStringList fields{QStringLiteral("turn %1×%2").arg(turn->width()).arg(turn->height())};
        for (GrowingTextEdit *field : turn->findChildren<GrowingTextEdit *>()) {
            if (!field->isVisible())
                continue;
            QStringList lines;
            for (QTextBlock block = field->document()->begin(); block.isValid(); block = block.next()) {
                for (int i = 0; i < block.layout()->lineCount(); ++i)
                    lines.append(block.text().mid(block.layout()->lineAt(i).textStart(),
                                                  block.layout()->lineAt(i).textLength()));
            }
            const QRect place(field->mapTo(turn, QPoint(0, 0)), field->size());
            fields.append(QStringLiteral("field at %1,%2 %3×%4: %5")
                              .arg(place.x())
                              .arg(place.y())
                              .arg(place.width())
                              .arg(place.height())
                              .arg(lines.join(QStringLiteral(" / "))));
        }
        return fields.join(QLatin1Char('\n'));
    };
    const QString columns = columnsOf();
    const QString wrapping = wrappingOf(marked);
    // The chat scrolled a little by hand, as a person reads on: leaving gives this place back.
    QScrollBar *chatScroll = window()->caseEditor()->conversationPane()->verticalScrollBar();
    chatScroll->setValue(chatScroll->value() + chatScroll->singleStep() * 3);
    const auto scrolls = [this] {
        QMap<QString, int> values;
        for (QAbstractScrollArea *area : window()->findChildren<QAbstractScrollArea *>()) {
            // The breakdown keeps its selected claim whole in sight, as it does at every new layout.
            if (area == breakdownTree())
                continue;
            if (area->isVisible() && area->verticalScrollBar()->maximum() > 0)
                values.insert(QStringLiteral("%1 %2").arg(QString::fromLatin1(area->metaObject()->className()),
                                                          area->objectName().isEmpty()
                                                              ? QString::number(quintptr(area), 16)
                                                              : area->objectName()),
                              area->verticalScrollBar()->value());
        }
        return values;
    };
    const QMap<QString, int> scrolledTo = scrolls();
    QVERIFY(!scrolledTo.isEmpty());

    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    QTest::qWait(50);
    QVERIFY2(selectedTexts(window()).isEmpty(), qPrintable(selectedTexts(window()).join(QLatin1Char(';'))));
    QWidget *presentingFocus = QApplication::focusWidget();
    QVERIFY2(!qobject_cast<QLineEdit *>(presentingFocus) && !qobject_cast<QTextEdit *>(presentingFocus)
                 && !qobject_cast<QPlainTextEdit *>(presentingFocus),
             qPrintable(QStringLiteral("a field has the focus while presenting: %1")
                            .arg(QString::fromLatin1(presentingFocus->metaObject()->className()))));
    // The room walks the failures and looks at the Summary: other marks, another tab.
    person().press(QKeySequence(Qt::Key_Space));
    person().press(QKeySequence(Qt::Key_Right));
    person().press(QKeySequence(Qt::Key_Right));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    person().snapshot(QStringLiteral("meeting-before-leaving"));

    person().press(QKeySequence(Qt::Key_Escape));
    QVERIFY(!window()->presentation()->isActive());
    QTest::qWait(100);
    QCOMPARE(table->currentIndex().row(), resultRow);
    QCOMPARE(breakdownTree()->currentIndex().data().toString(), claim);
    QVERIFY2(marked->property("highlighted").toBool(), "turn 6 is no longer framed after presenting");
    QVERIFY2(marksOf(marked) == marks,
             qPrintable(QStringLiteral("evidence marked before: \"%1\"; after: \"%2\"")
                            .arg(marks.join(QLatin1Char('|')), marksOf(marked).join(QLatin1Char('|')))));
    QVERIFY2(QApplication::focusWidget() == focus,
             qPrintable(QStringLiteral("the focus was on %1, is on %2")
                            .arg(focus ? QString::fromLatin1(focus->metaObject()->className()) : QStringLiteral("none"),
                                 QApplication::focusWidget()
                                     ? QString::fromLatin1(QApplication::focusWidget()->metaObject()->className())
                                     : QStringLiteral("none"))));
    QTRY_VERIFY2(
        layoutOf(window()) == layout,
        qPrintable(QStringLiteral("before: %1\nafter: %2").arg(describe(layout), describe(layoutOf(window())))));
    // The type comes back too: the rows as high as before, so the table shows as many.
    QTRY_VERIFY2(differences(type, typeOf(window())).isEmpty(),
                 qPrintable(differences(type, typeOf(window())).join(QLatin1Char('\n'))));
    QTRY_COMPARE(columnsOf(), columns);
    QTRY_COMPARE(wrappingOf(marked), wrapping);
    QVERIFY2(person().wholeRowsShown(table) == rowsShown,
             qPrintable(QStringLiteral("%1: the results table shows %2 whole rows after presenting, %3 before")
                            .arg(JourneyWindow::screenName(), QString::number(person().wholeRowsShown(table)),
                                 QString::number(rowsShown))));
    // Every view scrolled as it was: the chat, the tables, the test cases; the breakdown with its
    // claim in sight.
    QTRY_VERIFY(
        breakdownTree()->viewport()->rect().intersects(breakdownTree()->visualRect(breakdownTree()->currentIndex())));
    const auto describeScrolls = [](const QMap<QString, int> &values) {
        QStringList parts;
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            parts.append(QStringLiteral("%1 at %2").arg(it.key(), QString::number(it.value())));
        return parts.join(QLatin1String("; "));
    };
    const auto scrolledAgain = [&] {
        QMap<QString, int> now = scrolls();
        for (auto it = now.begin(); it != now.end();)
            it = scrolledTo.contains(it.key()) ? std::next(it) : now.erase(it); // views shown only since
        return now;
    };
    QTRY_VERIFY2(scrolledAgain() == scrolledTo,
                 qPrintable(QStringLiteral("%1: before: %2\nafter: %3")
                                .arg(JourneyWindow::screenName(), describeScrolls(scrolledTo),
                                     describeScrolls(scrolledAgain()))));
    person().snapshot(QStringLiteral("meeting-left"));
}

void TestMeetingRoom::leavingGivesTheTypeBack_data()
{
    QTest::addColumn<int>("leaveKey");
    QTest::newRow("Esc") << int(Qt::Key_Escape);
    QTest::newRow("F11") << int(Qt::Key_F11);
}

// In and straight out again, as a presenter trying the key does: every table's rows, header and
// type are as they were, and the results table shows as many results.
void TestMeetingRoom::leavingGivesTheTypeBack()
{
    QFETCH(int, leaveKey);
    m_journey->openHotelAndRun();
    QTest::qWait(100);
    QTableView *table = window()->resultsView()->table();
    const QMap<QString, int> type = typeOf(window());
    const int rowsShown = person().wholeRowsShown(table);
    QVERIFY(rowsShown > 0);
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    QTest::qWait(100);
    person().press(QKeySequence(leaveKey));
    QVERIFY(!window()->presentation()->isActive());
    QTest::qWait(100);
    QTRY_VERIFY2(differences(type, typeOf(window())).isEmpty(),
                 qPrintable(differences(type, typeOf(window())).join(QLatin1Char('\n'))));
    QVERIFY2(person().wholeRowsShown(table) == rowsShown,
             qPrintable(QStringLiteral("%1: the results table shows %2 whole rows after presenting, %3 before")
                            .arg(JourneyWindow::screenName(), QString::number(person().wholeRowsShown(table)),
                                 QString::number(rowsShown))));
}

QTEST_MAIN(TestMeetingRoom)
#include "tst_meetingroom.moc"
