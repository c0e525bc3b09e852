#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/contextitemseditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/shell/presentationmode.h"
#include "ui/walk/failurewalkpanel.h"
#include "ui/walk/foldedlabel.h"
#include "ui/widgets/wrappingstatusbar.h"

#include <QAbstractTextDocumentLayout>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

// Journey C, the presenter zooming on the Results slide: the message that says where the zoom
// stopped reads on one line and takes no room from the slide (it took two lines and the slide
// jumped up as it appeared), and Ctrl+0 gives the breakdown back scrolled as it was. Keys on the
// real window at this screen's size.
class TestRoomZoom : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void limitMessageKeepsTheSlideStill();
    void ctrl0GivesTheBreakdownsScrollBack();
    void theClaimAndItsContextStayInViewAtTheLimit();
    void moreGivesTheWalksReasonRoom();

private:
    // Ctrl+= until the status bar says the type is at its largest.
    void zoomToTheLimit();
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestRoomZoom::zoomToTheLimit()
{
    for (int step = 1; step <= 10; ++step) {
        const QString message = window()->statusBar()->currentMessage();
        if (message.contains(QStringLiteral("zoom step")) || message.contains(QStringLiteral("No larger type")))
            break;
        person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        QTest::qWait(100);
    }
}

void TestRoomZoom::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestRoomZoom::cleanup()
{
    window()->presentation()->setActive(false);
    m_journey.reset();
}

void TestRoomZoom::limitMessageKeepsTheSlideStill()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    const QString where = JourneyWindow::screenName();
    const QDockWidget *results = window()->dock(MainWindow::Dock::Results);
    const auto places = [&] {
        return QStringList{QStringLiteral("chat %1").arg(QVariant(window()->centralWidget()->geometry()).toString()),
                           QStringLiteral("results %1").arg(QVariant(results->geometry()).toString()),
                           QStringLiteral("status bar %1").arg(QVariant(window()->statusBar()->geometry()).toString())};
    };
    const auto limitShown = [&] {
        return window()->statusBar()->currentMessage().contains(QStringLiteral("zoom step"))
            || window()->statusBar()->currentMessage().contains(QStringLiteral("No larger type"));
    };
    QStringList before = places();
    for (int step = 1; step <= 10 && !limitShown(); ++step) {
        before = places();
        person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        QTest::qWait(100); // the panes fit themselves to the new type
    }
    QVERIFY2(limitShown(), qPrintable(where + QStringLiteral(": the zoom never said where it stopped")));
    person().snapshot(QStringLiteral("zoom-limit-message"));
    // The press that found the limit left the slide as it was, the message shown or not.
    QCOMPARE(places(), before);
    // On one line, beside the judge's name.
    const auto *bar = qobject_cast<WrappingStatusBar *>(window()->statusBar());
    QVERIFY(bar);
    const QString message = bar->currentMessage();
    const int width = bar->fontMetrics().horizontalAdvance(message);
    QVERIFY2(width <= bar->messageArea().width(),
             qPrintable(QStringLiteral("%1: \"%2\" is %3 px wide for %4 px of the status bar")
                            .arg(where, message)
                            .arg(width)
                            .arg(bar->messageArea().width())));
    // And its going (after a while, or another message) gives the slide no room either.
    window()->statusBar()->clearMessage();
    QTest::qWait(50);
    QCOMPARE(places(), before);
}

// At 1920×1080 and 1280×800 the breakdown came back from a zoom and Ctrl+0 with the selected
// claim as its top row, expanded, where before it was the bottom one.
void TestRoomZoom::ctrl0GivesTheBreakdownsScrollBack()
{
    m_journey->openHotelAndRun();
    m_journey->clickTheDogClaim();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    QTest::qWait(100);
    QTreeView *tree = window()->resultsView()->breakdown()->tree();
    const auto scrolled = [tree] {
        return QStringLiteral("scrolled to %1 of %2, viewport %3 px high")
            .arg(tree->verticalScrollBar()->value())
            .arg(tree->verticalScrollBar()->maximum())
            .arg(tree->viewport()->height());
    };
    const QString before = scrolled();
    person().snapshot(QStringLiteral("breakdown-before-zoom"));
    for (int steps = 1; steps <= 2; ++steps) {
        for (int step = 0; step < steps; ++step) {
            person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
            QTest::qWait(100); // the panes fit themselves to the new type
        }
        person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
        QTest::qWait(100);
        person().snapshot(QStringLiteral("breakdown-after-%1-steps-and-ctrl0").arg(steps));
        QCOMPARE(scrolled(), before);
    }
}

// At the zoom's limit the walked turn is taller than the chat: the chat shows the marked claim
// and under it the start of the retrieval context it was judged against (it showed the turn's
// first lines down to the claim, the context out of sight).
void TestRoomZoom::theClaimAndItsContextStayInViewAtTheLimit()
{
    m_journey->openHotelAndRun();
    m_journey->clickTheDogClaim();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    zoomToTheLimit();
    QTest::qWait(200); // the chat scrolls once its turns are laid out at the new type
    person().snapshot(QStringLiteral("zoom-limit-evidence"));
    ConversationPane *chat = window()->caseEditor()->conversationPane();
    TurnWidget *turn = nullptr;
    for (int index = 0; chat->turnWidget(index) && !turn; ++index) {
        for (const GrowingTextEdit *field : chat->turnWidget(index)->findChildren<GrowingTextEdit *>()) {
            if (!field->extraSelections().isEmpty())
                turn = chat->turnWidget(index);
        }
    }
    QVERIFY2(turn, "no turn is marked");
    const QRect shown = chat->viewport()->rect();
    const QRect context(turn->contextEditor()->mapTo(chat->viewport(), QPoint(0, 0)), turn->contextEditor()->size());
    const QString where = JourneyWindow::screenName();
    // The claim in view, and under it the context's heading: the chat is scrolled to the claim,
    // not to the turn's first lines above it. (A 128 px chat at 1024×768 holds no more.)
    const GrowingTextEdit *answer = nullptr;
    for (const GrowingTextEdit *field : turn->findChildren<GrowingTextEdit *>()) {
        if (!field->extraSelections().isEmpty())
            answer = field;
    }
    QTextCursor claimStart = answer->extraSelections().first().cursor;
    claimStart.setPosition(claimStart.selectionStart());
    const int claimTop = answer->viewport()->mapTo(chat->viewport(), answer->cursorRect(claimStart).topLeft()).y();
    const int lines = chat->fontMetrics().lineSpacing();
    QVERIFY2(claimTop >= 0 && context.top() >= 0 && context.top() + lines <= shown.bottom(),
             qPrintable(QStringLiteral("%1: the claim at %2, the retrieval context at %3..%4 in a chat %5 px high")
                            .arg(where)
                            .arg(claimTop)
                            .arg(context.top())
                            .arg(context.bottom())
                            .arg(shown.height())));
}

// At the zoom's limit a walk stop's reason folds with "more"; a click on it shows the reason
// whole, the walk's slide taller for it (it stayed as high, the reason's last line cut under a
// scroll bar until the person went to another stop and back).
void TestRoomZoom::moreGivesTheWalksReasonRoom()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    zoomToTheLimit();
    FailureWalk *walk = window()->failureWalk();
    FailureWalkPanel *panel = window()->failureWalkPanel();
    auto *reason = panel->findChild<FoldedLabel *>(QStringLiteral("walkReason"));
    QVERIFY(reason);
    person().press(QKeySequence(Qt::Key_Space)); // the walk's introduction
    bool folded = false;
    for (int stop = 0; stop < walk->count() && !folded; ++stop) {
        person().press(QKeySequence(Qt::Key_Space));
        QTest::qWait(100);
        folded = reason->isFolded();
    }
    if (!folded)
        QSKIP("no walk stop's reason folds at this screen's largest type");
    // The person clicks "more", at the end of the reason's last line.
    QTextDocument laidOut;
    laidOut.setDocumentMargin(0);
    laidOut.setDefaultFont(reason->font());
    laidOut.setHtml(reason->text());
    laidOut.setTextWidth(reason->contentsRect().width());
    laidOut.documentLayout()->documentSize(); // laid out now
    const int at = laidOut.toPlainText().lastIndexOf(QStringLiteral("more")) + 2;
    const QTextBlock block = laidOut.findBlock(at);
    const QTextLine line = block.layout()->lineForTextPosition(at - block.position());
    QVERIFY(line.isValid());
    const QPointF inBlock(line.cursorToX(at - block.position()), line.y() + line.height() / 2);
    const QPointF onLabel =
        laidOut.documentLayout()->blockBoundingRect(block).topLeft() + inBlock + reason->contentsRect().topLeft();
    const int heightBefore = window()->dock(MainWindow::Dock::Failures)->height();
    person().click(reason, onLabel.toPoint());
    QTRY_VERIFY(!reason->isFolded());
    QTest::qWait(150);
    person().snapshot(QStringLiteral("zoom-walk-more"));
    const QString where = JourneyWindow::screenName();
    auto *page = panel->findChild<QScrollArea *>();
    QVERIFY(page);
    const QRect shown(reason->mapTo(page->viewport(), QPoint(0, 0)),
                      QSize(reason->width(), reason->heightForWidth(reason->width())));
    QVERIFY2(window()->dock(MainWindow::Dock::Failures)->height() > heightBefore
                 || page->viewport()->rect().contains(shown),
             qPrintable(QStringLiteral("%1: the reason at %2..%3 in a pane %4 px high, the slide %5 → %6 px")
                            .arg(where)
                            .arg(shown.top())
                            .arg(shown.bottom())
                            .arg(page->viewport()->height())
                            .arg(heightBefore)
                            .arg(window()->dock(MainWindow::Dock::Failures)->height())));
}

QTEST_MAIN(TestRoomZoom)
#include "tst_roomzoom.moc"
