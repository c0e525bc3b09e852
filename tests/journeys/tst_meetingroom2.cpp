#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/calllogmodel.h"
#include "results/failurewalk.h"
#include "results/resultsmodel.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/trustcomponentchart.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/breakdownview.h"
#include "ui/results/calllogview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runstatuswidget.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/presentationmode.h"
#include "ui/widgets/elidedlabel.h"

#include <QAbstractTextDocumentLayout>
#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

// Whether `shown` is `full`, or a start of it cut after a whole word and ending in "…".
bool wholeOrCutAtWord(const QString &shown, const QString &full)
{
    if (shown == full)
        return true;
    if (!shown.endsWith(QChar(0x2026)))
        return false;
    const QString start = shown.chopped(1).trimmed();
    return !start.isEmpty() && full.startsWith(start)
        && (start.size() == full.size() || !full.at(start.size()).isLetterOrNumber());
}

// The line of `label`'s wrapped rich text that `text` starts on, laid out as the label lays it out.
int lineOf(const QLabel *label, const QString &text)
{
    QTextDocument document;
    document.setDefaultFont(label->font());
    document.setDocumentMargin(0);
    document.setHtml(label->text());
    document.setTextWidth(label->contentsRect().width());
    document.size(); // laid out
    const QTextCursor found = document.find(text);
    if (found.isNull())
        return -1;
    int line = 0;
    for (QTextBlock block = document.begin(); block != found.block(); block = block.next())
        line += block.layout()->lineCount();
    return line
        + found.block().layout()->lineForTextPosition(found.selectionStart() - found.block().position()).lineNumber();
}

// Where the first marked passage of `turn` is, in `viewport`'s coordinates; empty when none.
QRect markIn(TurnWidget *turn, QWidget *viewport)
{
    for (GrowingTextEdit *field : turn->findChildren<GrowingTextEdit *>()) {
        for (const QTextEdit::ExtraSelection &mark : field->extraSelections()) {
            QTextCursor start = mark.cursor;
            start.setPosition(mark.cursor.selectionStart());
            QTextCursor end = mark.cursor;
            end.setPosition(mark.cursor.selectionEnd());
            const QRect rect = field->cursorRect(start).united(field->cursorRect(end));
            return QRect(field->viewport()->mapTo(viewport, rect.topLeft()), rect.size());
        }
    }
    return {};
}

} // namespace

// Journey C, as a second pair of eyes walked it: while presenting, claims wrap instead of being
// cut, the verdict reads with the breakdown's title, long reasons fold with "more", and every
// walked turn is whole on screen (or its top is); in the normal window, cells, the status bar
// and the judge calls' metrics end at a word with the whole in a tooltip. Keys and clicks on the
// real window at this screen's size.
class TestMeetingRoom2 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void claimsWrapWhilePresenting();
    void verdictReadsWithTheTitle();
    void longReasonsFold();
    void walkedTurnIsWholeOnScreen();
    void cellsEndAtAWord();
    void statusBarEndsAtAWord();
    void judgeCallsReadWholeMetrics();
    void trustChartLabelsReadWhole();
    void runNamesEndAtAWord();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    QTreeView *breakdownTree() const { return window()->resultsView()->breakdown()->tree(); }

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestMeetingRoom2::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestMeetingRoom2::cleanup()
{
    m_journey.reset();
}

// The claims of the breakdown read whole while presenting (wrapped over lines), and the results
// table beside them takes what its columns need, not more.
void TestMeetingRoom2::claimsWrapWhilePresenting()
{
    m_journey->openHotelAndRun();
    m_journey->clickTheDogClaim();
    if (QTest::currentTestFailed())
        return;
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    person().snapshot(QStringLiteral("meeting2-claims"));
    QTreeView *tree = breakdownTree();
    const QModelIndex claim = tree->currentIndex().siblingAtColumn(0);
    const QString full = claim.data(BreakdownModel::FullTextRole).toString();
    QVERIFY(full.startsWith(QLatin1String("Dogs of any size")));
    const QRect row = tree->visualRect(claim);
    QVERIFY2(tree->viewport()->rect().contains(row), "the claim's row is not whole in the breakdown");
    const QString painted = person().textsPainted(tree->viewport(), row).join(QLatin1Char(' ')).simplified();
    QVERIFY2(
        painted.contains(full),
        qPrintable(
            QStringLiteral("%1: the claim reads \"%2\", not \"%3\"").arg(JourneyWindow::screenName(), painted, full)));
    // The table: metric, score and result (one test case: the chat's heading names it), as the
    // README says; its shown columns, its frame and a scroll bar's room, and little more.
    QTableView *table = window()->resultsView()->table();
    QStringList shownColumns;
    for (int column = 0; column < table->model()->columnCount(); ++column) {
        if (!table->isColumnHidden(column))
            shownColumns.append(table->model()->headerData(column, Qt::Horizontal).toString());
    }
    QCOMPARE(shownColumns, QStringList({QStringLiteral("Metric"), QStringLiteral("Score"), QStringLiteral("Result")}));
    int columns = 0;
    for (int column = 0; column < table->model()->columnCount(); ++column)
        columns += table->isColumnHidden(column) ? 0 : table->columnWidth(column);
    const int needed = columns + 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width();
    const int spare = table->width() - needed;
    QVERIFY2(
        spare <= 2 * table->fontMetrics().averageCharWidth(),
        qPrintable(QStringLiteral("%1: the results table is %2 px wide, its columns need %3 px")
                       .arg(JourneyWindow::screenName(), QString::number(table->width()), QString::number(needed))));
}

// The breakdown's verdict ("✓ Pass") sits on the line of the metric it judges, presenting or not.
void TestMeetingRoom2::verdictReadsWithTheTitle()
{
    m_journey->openHotelAndRun();
    m_journey->clickResult(QStringLiteral("Turn Faithfulness"));
    QLabel *title = window()->resultsView()->breakdown()->title();
    for (const bool presenting : {false, true}) {
        if (presenting) {
            person().press(QKeySequence(Qt::Key_F11));
            QTest::qWait(100);
        }
        const int verdictLine = lineOf(title, QStringLiteral("Pass"));
        const int metricLine = lineOf(title, QStringLiteral("Turn Faithfulness"));
        QVERIFY2(verdictLine >= 0 && metricLine >= 0, qPrintable(title->text()));
        QVERIFY2(
            verdictLine == metricLine,
            qPrintable(QStringLiteral("%1%2: the verdict is on line %3 of the title, the metric on line %4: %5")
                           .arg(JourneyWindow::screenName(), presenting ? QStringLiteral(" presenting") : QString(),
                                QString::number(verdictLine + 1), QString::number(metricLine + 1), title->text())));
    }
}

// The judge's reasons in the breakdown's details fit the pane, folded with "more" when long
// (a pane too small for even the claim folds them and scrolls); "more" shows them whole. Out of
// presentation mode and in it.
void TestMeetingRoom2::longReasonsFold()
{
    m_journey->openHotelAndRun();
    QTextBrowser *details = window()->resultsView()->breakdown()->details();
    const auto fits = [details] { return details->document()->size().height() <= details->viewport()->height() + 1; };
    const auto folded = [details](const QString &reason) {
        const QString shown = details->toPlainText();
        return shown.contains(reason.left(20)) && !shown.contains(reason) && shown.contains(QStringLiteral("… more"));
    };
    const auto describe = [&](const QString &where) {
        return QStringLiteral("%1, %2: the details are %3 px high in a pane of %4 px: %5")
            .arg(JourneyWindow::screenName(), where, QString::number(qRound(details->document()->size().height())),
                 QString::number(details->viewport()->height()), details->toPlainText());
    };
    m_journey->clickTheDogClaim();
    if (QTest::currentTestFailed())
        return;
    const QModelIndex claim = breakdownTree()->currentIndex().siblingAtColumn(0);
    const QString why = breakdownTree()->model()->index(0, 0, claim).data(BreakdownModel::FullTextRole).toString();
    QVERIFY(!why.isEmpty());
    QTRY_VERIFY2(fits() || folded(why), qPrintable(describe(QStringLiteral("the dog claim"))));
    // The same while presenting, where the walker saw "Why:" run off the pane.
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    QTRY_VERIFY2(fits() || folded(why), qPrintable(describe(QStringLiteral("the dog claim presenting"))));
    // A whole result's long reason: Semantic Drift's runs over four exchanges.
    person().press(QKeySequence(Qt::Key_Escape));
    m_journey->clickResult(QStringLiteral("Semantic Drift"));
    const QString overall =
        window()->resultsView()->table()->currentIndex().siblingAtColumn(ResultsModel::ReasonColumn).data().toString();
    QVERIFY(overall.contains(QStringLiteral("Exchange 1")));
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    QTRY_VERIFY2(fits() || folded(overall), qPrintable(describe(QStringLiteral("Semantic Drift presenting"))));
    person().snapshot(QStringLiteral("meeting2-folded"));
    QVERIFY2(details->toPlainText().contains(QStringLiteral("… more")), qPrintable(details->toPlainText()));
    // "more" shows the whole reason (the pane scrolls).
    const QString part = details->toPlainText();
    const int more = int(details->document()->find(QStringLiteral("more"), 0).selectionStart());
    QTextCursor at(details->document());
    at.setPosition(more + 1);
    person().click(details->viewport(), details->cursorRect(at).center());
    QTRY_VERIFY2(details->toPlainText().size() > part.size(),
                 qPrintable(QStringLiteral("after a click on \"more\": %1").arg(details->toPlainText().right(80))));
    QVERIFY(!details->toPlainText().contains(QStringLiteral("… more")));
}

// Every stop of the failure walk shows its turn whole, badge to last line, when it fits the chat,
// and its top (the badge) first when it does not.
void TestMeetingRoom2::walkedTurnIsWholeOnScreen()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    ConversationPane *chat = window()->caseEditor()->conversationPane();
    int marked = 0;
    person().press(QKeySequence(Qt::Key_Space)); // the walk's introduction
    for (int stop = 0; stop < window()->failureWalk()->count(); ++stop) {
        person().press(QKeySequence(Qt::Key_Space));
        QTest::qWait(50);
        for (int index = 0; index < chat->turnCount(); ++index) {
            TurnWidget *turn = chat->turnWidget(index);
            if (!turn->property("highlighted").toBool())
                continue;
            ++marked;
            const QRect shown = chat->viewport()->rect();
            const QRect rect(turn->mapTo(chat->viewport(), QPoint(0, 0)), turn->size());
            const QString where =
                QStringLiteral("%1, stop %2, turn %3: the turn at %4..%5 in a chat %6 px high")
                    .arg(JourneyWindow::screenName(), QString::number(stop + 1), QString::number(index + 1),
                         QString::number(rect.top()), QString::number(rect.bottom()), QString::number(shown.height()));
            if (rect.height() <= shown.height()) {
                QVERIFY2(rect.top() >= shown.top() && rect.bottom() <= shown.bottom(), qPrintable(where));
            } else {
                // Its top, unless that would leave the marked passage below: then scrolled only
                // as far as the passage needs.
                const QRect mark = markIn(turn, chat->viewport());
                const bool topShown = rect.top() >= shown.top() && rect.top() < shown.top() + shown.height() / 4;
                const bool scrolledForTheMark =
                    shown.contains(mark) && mark.bottom() >= shown.bottom() - 3 * mark.height() - 40;
                QVERIFY2(topShown || scrolledForTheMark,
                         qPrintable(where
                                    + QStringLiteral(" (its top is not shown; the mark at %1..%2)")
                                          .arg(QString::number(mark.top()), QString::number(mark.bottom()))));
            }
            if (marked == 1)
                person().snapshot(QStringLiteral("meeting2-walked-turn"));
        }
    }
    QVERIFY2(marked > 0, "no stop of the walk marked a turn");
}

// In the normal window: the results table's label and reason cells end at a word (the whole in
// the tooltip).
void TestMeetingRoom2::cellsEndAtAWord()
{
    m_journey->openHotelAndRun();
    QTest::qWait(100);
    QTableView *table = window()->resultsView()->table();
    const QAbstractItemModel *results = table->model();
    for (int row = 0; row < results->rowCount(); ++row) {
        for (const int column : {int(ResultsModel::LabelColumn), int(ResultsModel::ReasonColumn)}) {
            const QModelIndex cell = results->index(row, column);
            const QString full = cell.data().toString();
            if (full.isEmpty() || table->isColumnHidden(column))
                continue;
            const QRect rect = table->visualRect(cell);
            if (!table->viewport()->rect().intersects(rect))
                continue;
            const QString shown = person().textsPainted(table->viewport(), rect).join(QString());
            QVERIFY2(wholeOrCutAtWord(shown, full),
                     qPrintable(QStringLiteral("%1: row %2 reads \"%3\" of \"%4\"")
                                    .arg(JourneyWindow::screenName(), QString::number(row + 1), shown, full)));
            QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(full));
        }
    }
}

// The status bar's run summary whole, or a shorter one ending at a word, the whole in the
// tooltip; never a mark left hanging ("⊘…") or a word cut.
void TestMeetingRoom2::statusBarEndsAtAWord()
{
    m_journey->openHotelAndRun();
    auto *status = window()->runStatus()->findChild<ElidedLabel *>();
    QVERIFY(status);
    QTRY_VERIFY(window()->runStatus()->text().contains(QStringLiteral("⊘")));
    const QString summary = window()->runStatus()->text();
    const QString shown = status->text();
    const QString cut = shown.endsWith(QChar(0x2026)) ? shown.chopped(1).trimmed() : QString();
    const bool endsAtAWord =
        cut.isEmpty() || cut.back().isLetterOrNumber() || QStringLiteral(")]\"'.").contains(cut.back());
    const bool midWord = !cut.isEmpty() && summary.startsWith(cut) && summary.size() > cut.size()
        && summary.at(cut.size()).isLetterOrNumber();
    QVERIFY2(endsAtAWord && !midWord && (shown == summary || status->toolTip() == summary),
             qPrintable(QStringLiteral("%1: the status bar reads \"%2\" (tooltip \"%3\") of \"%4\"")
                            .arg(JourneyWindow::screenName(), shown, status->toolTip(), summary)));
}

// The judge calls' metric column reads each metric's name whole.
void TestMeetingRoom2::judgeCallsReadWholeMetrics()
{
    m_journey->openHotelAndRun();
    person().clickTab(QStringLiteral("Judge calls"));
    auto *calls = qobject_cast<CallLogView *>(window()->dock(MainWindow::Dock::CallLog)->widget());
    QVERIFY(calls);
    QTRY_VERIFY(calls->table()->model()->rowCount() > 0);
    QTest::qWait(50);
    person().snapshot(QStringLiteral("meeting2-calls"));
    QTableView *log = calls->table();
    int checked = 0;
    for (int row = 0; row < log->model()->rowCount(); ++row) {
        const QModelIndex cell = log->model()->index(row, CallLogModel::MetricColumn);
        const QRect rect = log->visualRect(cell);
        if (!log->viewport()->rect().contains(rect))
            continue;
        ++checked;
        const QString painted = person().textsPainted(log->viewport(), rect).join(QString());
        QVERIFY2(painted == cell.data().toString(),
                 qPrintable(QStringLiteral("%1: the judge calls' metric reads \"%2\" of \"%3\"")
                                .arg(JourneyWindow::screenName(), painted, cell.data().toString())));
    }
    QVERIFY2(checked > 0, "no judge call is shown whole");
}

// The Charts tab: the trust score's components are named whole beside their bars.
void TestMeetingRoom2::trustChartLabelsReadWhole()
{
    m_journey->openHotelAndRun();
    m_journey->clickResult(QStringLiteral("Trust Score"));
    person().clickTab(QStringLiteral("Charts"));
    auto *charts = qobject_cast<ChartsView *>(window()->dock(MainWindow::Dock::Charts)->widget());
    QVERIFY(charts);
    TrustComponentChart *trust = charts->trustChart();
    auto *scroll = charts->findChild<QScrollArea *>();
    QVERIFY(scroll);
    scroll->ensureWidgetVisible(trust); // the person scrolls down to it
    QTRY_VERIFY(person().sees(trust));
    QTest::qWait(100);
    person().snapshot(QStringLiteral("meeting2-trust-chart"));
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        trust->grab().save(shots
                           + QStringLiteral("/meeting2-trust-chart-alone-%1.png").arg(JourneyWindow::screenName()));
    QStringList labels;
    for (QGraphicsItem *item : trust->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            labels.append(text->toPlainText());
    }
    QVERIFY(!labels.isEmpty());
    for (const QString &label : std::as_const(labels))
        QVERIFY2(
            !label.contains(QChar(0x2026)) && !label.endsWith(QStringLiteral("...")),
            qPrintable(QStringLiteral("%1: the trust chart reads \"%2\"").arg(JourneyWindow::screenName(), label)));
}

// The Runs tab: a long run name, typed by the person, ends at a word, the whole in its tooltip.
void TestMeetingRoom2::runNamesEndAtAWord()
{
    m_journey->openHotelAndRun();
    person().clickTab(QStringLiteral("Runs"));
    RunsPanel *runs = window()->runsPanel();
    QTRY_COMPARE(runs->table()->rowCount(), 1);
    QTableWidget *table = runs->table();
    const QModelIndex name = table->model()->index(0, 0);
    person().clickItem(table, name);
    person().press(QKeySequence(Qt::Key_F2)); // rename
    const QString typed = QStringLiteral("Before the judge prompt was rewritten for the concierge's answers");
    QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    person().press(QKeySequence(QKeySequence::SelectAll));
    person().type(typed, 5);
    person().press(QKeySequence(Qt::Key_Return));
    QTRY_VERIFY(table->model()->index(0, 0).data().toString().contains(typed));
    QTest::qWait(50);
    person().snapshot(QStringLiteral("meeting2-runs"));
    const QModelIndex cell = table->model()->index(0, 0);
    const QString full = cell.data().toString();
    const QString painted = person().textsPainted(table->viewport(), table->visualRect(cell)).join(QString());
    QVERIFY2(wholeOrCutAtWord(painted, full),
             qPrintable(QStringLiteral("%1: the run's name reads \"%2\" of \"%3\"")
                            .arg(JourneyWindow::screenName(), painted, full)));
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(typed));
}

QTEST_MAIN(TestMeetingRoom2)
#include "tst_meetingroom2.moc"
