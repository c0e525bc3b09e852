#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "results/breakdownmodel.h"
#include "results/failurewalk.h"
#include "results/resultshub.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/contextitemseditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/testcaselistpanel.h"
#include "ui/walk/failurewalkpanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

#include <algorithm>

using namespace claimscope;

namespace {

struct ExpectedStop {
    int testCase;
    QString metricName;
    QString testCaseName;
    QList<int> windowTurns; // empty for a whole result
    QString what;           // "Claim judged ✗ no", "failed result"
};

// The failure walk's stops worked out from the results table and a breakdown tree of each
// result, as a reader of the Results dock would list them: every ✗ or ? item of a result that
// failed or passed (a failed result without one as a whole; an item that several windows judged
// alike once), failed results first, then the furthest below the threshold.
QList<ExpectedStop> failuresAsTheTablesShowThem(const ResultsHub &hub)
{
    const ResultsModel *results = hub.resultsModel();
    QList<ExpectedStop> expected;
    QList<int> rows;
    for (int row = 0; row < results->rowCount(); ++row)
        rows.append(row);
    const auto failed = [results](int row) {
        const QString status = results->index(row, ResultsModel::StatusColumn).data().toString();
        return status == resultStatusText(ResultsModel::Status::Fail)
            || status == resultStatusText(ResultsModel::Status::Partial);
    };
    const auto margin = [results](int row) {
        const MetricResult &result = results->result(row);
        return result.score.value_or(-1) - result.threshold;
    };
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
        return std::make_pair(!failed(a), margin(a)) < std::make_pair(!failed(b), margin(b));
    });
    for (int row : rows) {
        const QString status = results->index(row, ResultsModel::StatusColumn).data().toString();
        if (!failed(row) && status != resultStatusText(ResultsModel::Status::Pass))
            continue;
        const ExpectedStop whole{results->result(row).testCaseIndex,
                                 results->index(row, ResultsModel::MetricColumn).data().toString(),
                                 results->index(row, ResultsModel::TestCaseColumn).data().toString(),
                                 {},
                                 QStringLiteral("failed result")};
        BreakdownModel tree;
        QSet<QString> seen; // kind, verdict and text of the items listed
        tree.setResult(results->wholeResult(row));
        const qsizetype before = expected.size();
        // Depth first through windows, their items and the truths group, as the tree lists them.
        QList<QModelIndex> pending;
        for (int w = tree.rowCount() - 1; w >= 0; --w)
            pending.prepend(tree.index(w, 0));
        while (!pending.isEmpty()) {
            const QModelIndex node = pending.takeFirst();
            const auto type = BreakdownModel::NodeType(node.data(BreakdownModel::NodeTypeRole).toInt());
            if (type == BreakdownModel::NodeType::Item
                && isFailingVerdict(node.data(BreakdownModel::VerdictRole).toString())) {
                const QString kind = node.siblingAtColumn(BreakdownModel::KindColumn).data().toString();
                const QString verdict = node.siblingAtColumn(BreakdownModel::VerdictColumn).data().toString();
                if (seen.contains(kind + verdict + node.data().toString()))
                    continue;
                seen.insert(kind + verdict + node.data().toString());
                ExpectedStop stop = whole;
                stop.windowTurns = node.data(BreakdownModel::WindowTurnsRole).value<QList<int>>();
                stop.what = QStringLiteral("%1 judged %2").arg(kind, verdict);
                expected.append(stop);
            }
            if (type == BreakdownModel::NodeType::Window || type == BreakdownModel::NodeType::Group) {
                for (int i = tree.rowCount(node) - 1; i >= 0; --i)
                    pending.prepend(tree.index(i, 0, node));
            }
        }
        if (expected.size() == before && failed(row))
            expected.append(whole);
    }
    return expected;
}

QList<QWidget *> markedEditControls(QWidget *root)
{
    QList<QWidget *> controls;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (widget->property("editControl").toBool())
            controls.append(widget);
    }
    return controls;
}

// The window's layout as a person sees it: each dock shown or not and where, and each tab group's
// tabs in order with the one in front. (Not saveState(): it also keeps the size a tab behind
// another last had, which nobody sees and which showing that tab while presenting changes.)
QStringList layoutSeen(QMainWindow *window)
{
    QStringList seen;
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        const QRect place = dock->isVisible() ? QRect(dock->mapTo(window, QPoint(0, 0)), dock->size()) : QRect();
        seen.append(QStringLiteral("%1 %2 %3,%4 %5x%6")
                        .arg(dock->objectName(), dock->isVisible() ? QStringLiteral("shown") : QStringLiteral("hidden"))
                        .arg(place.x())
                        .arg(place.y())
                        .arg(place.width())
                        .arg(place.height()));
    }
    for (QTabBar *tabs : window->findChildren<QTabBar *>()) {
        if (!tabs->isVisible())
            continue;
        QStringList titles;
        for (int i = 0; i < tabs->count(); ++i)
            titles.append(i == tabs->currentIndex() ? u'[' + tabs->tabText(i) + u']' : tabs->tabText(i));
        seen.append(titles.join(u'|'));
    }
    seen.sort(); // in no particular order: a dock moved between tab groups is found elsewhere
    return seen;
}

} // namespace

// Meetings on the real window: presentation mode shows only the chat and the results, read-only,
// and gives everything back when it ends; the failure walk goes claim by claim with the
// presenter's keys across test cases, marks each claim's turn and says when it is done.
class TestPresentation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void showsOnlyTheChatAndTheResults();
    void restoresLayoutMenusAndEditing();
    void resultsTableReadsFromAfar_data();
    void resultsTableReadsFromAfar();
    void keysWalkThroughEveryFailureAcrossTestCases();
    void walkWorksOutsidePresentationMode();

private:
    void openExampleWithTwoCasesAndRun();
    MainWindow *window() const { return m_fixture->window.get(); }
    int highlightedTurn() const;

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestPresentation::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    QVERIFY(QTest::qWaitForWindowExposed(window()));
    window()->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestPresentation::cleanup()
{
    // The fonts, palette and style are the application's: give the next test the normal ones.
    window()->presentation()->setActive(false);
    m_fixture.reset();
}

void TestPresentation::openExampleWithTwoCasesAndRun()
{
    // A strict Turn Faithfulness fails the hotel's answers on their unsupported claims (the
    // offline judge supports most of them), so the walk has claims, not only whole results.
    MetricSelection faithfulness = m_fixture->document()->metric(QStringLiteral("turn_faithfulness"));
    faithfulness.params.insert(QStringLiteral("threshold"), 1.0);
    m_fixture->document()->editMetric(faithfulness, QStringLiteral("strict threshold"));
    window()->caseList()->duplicateCurrent();
    QCOMPARE(m_fixture->document()->caseCount(), 2);
    window()->caseList()->selectCase(0);
    QSignalSpy finished(window()->runs(), &RunController::runFinished);
    window()->runs()->runAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window()->results()->flush();
}

int TestPresentation::highlightedTurn() const
{
    ConversationPane *pane = window()->caseEditor()->conversationPane();
    int found = -1;
    for (int i = 0; i < pane->turnCount(); ++i) {
        if (pane->turnWidget(i)->property("highlighted").toBool()) {
            if (found >= 0)
                return -2; // more than one
            found = i;
        }
    }
    return found;
}

void TestPresentation::showsOnlyTheChatAndTheResults()
{
    ConversationPane *pane = window()->caseEditor()->conversationPane();
    TurnWidget *answer = pane->turnWidget(1);
    QVERIFY(answer);
    QList<QWidget *> controls = markedEditControls(window()->caseEditor());
    // ↑ ↓ + ✕ on every turn and context item, "+ Context item", "+ User turn", "+ Assistant turn".
    QVERIFY(controls.size() > 4 * pane->turnCount());
    QVERIFY(controls.contains(window()->caseEditor()->findChild<QPushButton *>(QStringLiteral("addUserTurn"))));
    QVERIFY(controls.contains(answer->contextEditor()->findChild<QPushButton *>(QStringLiteral("addContext"))));
    for (QWidget *control : controls)
        QVERIFY(!control->isHidden());

    QTest::keyClick(window(), Qt::Key_F11);
    QVERIFY(window()->presentation()->isActive());
    QVERIFY(window()->menuBar()->isHidden());
    QVERIFY(window()->findChild<QToolBar *>()->isHidden());
    QVERIFY(window()->dock(MainWindow::Dock::TestCases)->isHidden());
    QVERIFY(window()->dock(MainWindow::Dock::Metrics)->isHidden());
    QVERIFY(!window()->dock(MainWindow::Dock::Results)->isHidden());
    QVERIFY(!window()->dock(MainWindow::Dock::Failures)->isHidden());
    // The docks shown have no close or float buttons.
    QCOMPARE(window()->dock(MainWindow::Dock::Results)->features(), QDockWidget::NoDockWidgetFeatures);
    QCOMPARE(window()->dock(MainWindow::Dock::Failures)->features(), QDockWidget::NoDockWidgetFeatures);
    for (QWidget *control : markedEditControls(window()->caseEditor()))
        QVERIFY2(control->isHidden(), qPrintable(control->toolTip()));
    QVERIFY(answer->contentEdit()->isReadOnly());
    QVERIFY(answer->contextEditor()->textEdit(0)->isReadOnly());
    QVERIFY(window()->caseEditor()->findChild<QLineEdit *>(QStringLiteral("caseName"))->isReadOnly());
    // An empty source id is an edit field with a hint in it: not shown.
    QLineEdit *source = answer->contextEditor()->sourceEdit(0);
    QCOMPARE(source->isVisibleTo(window()), !source->text().isEmpty());

    // Typing changes nothing.
    const QString before = answer->contentEdit()->toPlainText();
    answer->contentEdit()->setFocus();
    QTest::keyClicks(answer->contentEdit(), QStringLiteral("xyz"));
    QCOMPARE(answer->contentEdit()->toPlainText(), before);
    QCOMPARE(m_fixture->document()->undoStack()->count(), 0);

    // Bubbles built while presenting (another test case, with one turn less) are read-only too.
    TestCase shorter = m_fixture->document()->testCase(0);
    shorter.turns.removeLast();
    m_fixture->document()->insertCases(1, {shorter}, QStringLiteral("shorter"));
    QTRY_COMPARE(window()->caseEditor()->currentCase(), 1);
    QCOMPARE(pane->turnCount(), shorter.turns.size());
    QVERIFY(pane->turnWidget(1) != answer);
    QVERIFY(pane->turnWidget(1)->contentEdit()->isReadOnly());
    for (QWidget *control : markedEditControls(window()->caseEditor()))
        QVERIFY(control->isHidden());
}

void TestPresentation::restoresLayoutMenusAndEditing()
{
    QMap<QString, bool> docksShown;
    for (QDockWidget *dock : window()->findChildren<QDockWidget *>())
        docksShown.insert(dock->objectName(), dock->isVisible());
    const QDockWidget::DockWidgetFeatures features = window()->dock(MainWindow::Dock::Results)->features();
    QVERIFY(features != QDockWidget::NoDockWidgetFeatures);
    QTest::qWait(100); // the window's first layout (dock sizes are set once it is shown)
    const QStringList layout = layoutSeen(window());

    QTest::keyClick(window(), Qt::Key_F11);
    QVERIFY(window()->presentation()->isActive());
    QTest::keyClick(window(), Qt::Key_Escape);
    QVERIFY(!window()->presentation()->isActive());

    QVERIFY(!window()->menuBar()->isHidden());
    QVERIFY(!window()->findChild<QToolBar *>()->isHidden());
    for (QDockWidget *dock : window()->findChildren<QDockWidget *>())
        QCOMPARE(dock->isVisible(), docksShown.value(dock->objectName()));
    QCOMPARE(window()->dock(MainWindow::Dock::Results)->features(), features);
    QCOMPARE(window()->dock(MainWindow::Dock::Failures)->features(), features);
    QCOMPARE(layoutSeen(window()), layout);
    QVERIFY(window()->caseEditor()->isEditable());
    for (QWidget *control : markedEditControls(window()->caseEditor()))
        QVERIFY(!control->isHidden());
    TurnWidget *answer = window()->caseEditor()->conversationPane()->turnWidget(1);
    QVERIFY(!answer->contentEdit()->isReadOnly());
    QVERIFY(answer->contextEditor()->sourceEdit(0)->isVisibleTo(window()));
    // Esc cancels runs again, F11 and the keys of the walk are back to normal.
    QVERIFY(window()->actions()->cancelRun->shortcuts().contains(QKeySequence(Qt::Key_Escape)));
    QVERIFY(!window()->actions()->presentation->shortcuts().contains(QKeySequence(Qt::Key_Escape)));
    QVERIFY(!window()->actions()->nextFailure->shortcuts().contains(QKeySequence(Qt::Key_Space)));
    answer->contentEdit()->setFocus();
    answer->contentEdit()->moveCursor(QTextCursor::End);
    QTest::keyClicks(answer->contentEdit(), QStringLiteral(" Edited."));
    QTRY_VERIFY(m_fixture->document()->testCase(0).turns[1].content.endsWith(QLatin1String(" Edited.")));
}

void TestPresentation::resultsTableReadsFromAfar_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1024x768") << QSize(1024, 768);
}

void TestPresentation::resultsTableReadsFromAfar()
{
    QFETCH(QSize, size);
    window()->resize(size);
    openExampleWithTwoCasesAndRun();
    ResultsView *view = window()->resultsView();
    QTableView *table = view->table();
    QVERIFY(table->model()->rowCount() >= 8);
    const QList<int> everyColumn{ResultsModel::TestCaseColumn,  ResultsModel::MetricColumn, ResultsModel::ScoreColumn,
                                 ResultsModel::ThresholdColumn, ResultsModel::StatusColumn, ResultsModel::LabelColumn,
                                 ResultsModel::ReasonColumn,    ResultsModel::CallsColumn,  ResultsModel::CostColumn};
    const auto shownColumns = [&] {
        QList<int> shown;
        for (int column : everyColumn) {
            if (!table->isColumnHidden(column))
                shown.append(column);
        }
        return shown;
    };
    QCOMPARE(shownColumns(), everyColumn);

    window()->presentation()->setActive(true);
    window()->dock(MainWindow::Dock::Results)->raise();
    QTest::qWait(100); // docks and splitters settle into the larger fonts
    // Only what the room reads from afar; the breakdown states threshold and reason.
    QCOMPARE(shownColumns(),
             (QList<int>{ResultsModel::TestCaseColumn, ResultsModel::MetricColumn, ResultsModel::ScoreColumn,
                         ResultsModel::StatusColumn}));
    QVERIFY(!view->metricFilter()->isVisible());
    QVERIFY(!view->textFilter()->isVisible());
    // The table stands beside the breakdown, every shown column whole, and many rows tall.
    const QRect tableRect(table->mapTo(window(), QPoint(0, 0)), table->size());
    const QRect breakdownRect(view->breakdown()->mapTo(window(), QPoint(0, 0)), view->breakdown()->size());
    QVERIFY2(tableRect.right() < breakdownRect.left(),
             qPrintable(QStringLiteral("table %1, breakdown %2").arg(tableRect.right()).arg(breakdownRect.left())));
    int columnsWidth = 0;
    for (int column = 0; column < table->model()->columnCount(); ++column)
        columnsWidth += table->isColumnHidden(column) ? 0 : table->columnWidth(column);
    QVERIFY2(
        !table->horizontalScrollBar()->isVisible(),
        qPrintable(
            QStringLiteral("columns %1 px in a %2 px viewport").arg(columnsWidth).arg(table->viewport()->width())));
    const int rowsShown = table->viewport()->height() / table->rowHeight(0);
    QVERIFY2(rowsShown >= 6, qPrintable(QString::number(rowsShown)));
    const QString metricName = table->model()->index(0, ResultsModel::MetricColumn).data().toString();
    QVERIFY(QFontMetrics(table->font()).horizontalAdvance(metricName) < table->columnWidth(ResultsModel::MetricColumn));
    QVERIFY(view->breakdown()->tree()->isColumnHidden(BreakdownModel::KindColumn));
    // Read-only, like the chat: no labels of your own from the room's screen.
    QVERIFY(!view->labelPassAction()->isEnabled());
    QVERIFY(!view->breakdown()->claimYesAction()->isEnabled());
    QVERIFY(!view->breakdown()->humanLabel()->isVisible());
    table->setFocus();
    const int undoSteps = m_fixture->document()->undoStack()->count();
    QTest::keyClick(table, Qt::Key_P);
    QCOMPARE(m_fixture->document()->undoStack()->count(), undoSteps);

    if (const QByteArray dir = qgetenv("CLAIMSCOPE_SCREENSHOT_DIR"); !dir.isEmpty())
        window()->grab().save(
            QStringLiteral("%1/presentation-results-%2.png").arg(QString::fromLocal8Bit(dir)).arg(size.width()));

    window()->presentation()->setActive(false);
    QTest::qWait(50);
    QCOMPARE(shownColumns(), everyColumn);
    QVERIFY(view->metricFilter()->isVisible());
    const QRect tableAfter(table->mapTo(window(), QPoint(0, 0)), table->size());
    const QRect breakdownAfter(view->breakdown()->mapTo(window(), QPoint(0, 0)), view->breakdown()->size());
    QVERIFY(tableAfter.bottom() < breakdownAfter.top());
    QVERIFY(!view->breakdown()->tree()->isColumnHidden(BreakdownModel::KindColumn));
    QVERIFY(view->labelPassAction()->isEnabled());
    QVERIFY(view->breakdown()->claimYesAction()->isEnabled());
}

void TestPresentation::keysWalkThroughEveryFailureAcrossTestCases()
{
    openExampleWithTwoCasesAndRun();
    const QList<ExpectedStop> expected = failuresAsTheTablesShowThem(*window()->results());
    int claims = 0;
    for (const ExpectedStop &stop : expected)
        claims += stop.windowTurns.isEmpty() ? 0 : 1;
    QVERIFY2(claims >= 2, "the hotel example fails on at least one claim per test case");
    QVERIFY(std::any_of(expected.cbegin(), expected.cend(), [](const ExpectedStop &stop) { return stop.testCase == 0; })
            && std::any_of(expected.cbegin(), expected.cend(),
                           [](const ExpectedStop &stop) { return stop.testCase == 1; }));
    FailureWalk *walk = window()->failureWalk();
    QCOMPARE(walk->stops().size(), expected.size());
    FailureWalkPanel *panel = window()->failureWalkPanel();

    QTest::keyClick(window(), Qt::Key_F11);
    QVERIFY(panel->positionText().contains(QLatin1String("Walk through what went wrong")));
    QTest::keyClick(window(), Qt::Key_Space); // from the Results slide to the walk's introduction
    QVERIFY(!walk->isStarted());
    const QList<Qt::Key> forward{Qt::Key_Space, Qt::Key_Right, Qt::Key_Down, Qt::Key_PageDown};
    for (int i = 0; i < expected.size(); ++i) {
        QTest::keyClick(window(), forward[i % forward.size()]);
        QCOMPARE(walk->position(), i);
        const ExpectedStop &stop = expected[i];
        // Its last two words are held together (no word alone on a wrapped heading's last line).
        QString heading = QStringLiteral("Stop %1 of %2 · %3 · %4 · %5")
                              .arg(i + 1)
                              .arg(expected.size())
                              .arg(stop.what, stop.metricName, stop.testCaseName);
        heading[heading.lastIndexOf(QLatin1Char(' '))] = QChar::Nbsp;
        QCOMPARE(panel->positionText(), heading);
        QCOMPARE(window()->caseEditor()->currentCase(), stop.testCase);
        QVERIFY(!panel->claimText().isEmpty());
        if (stop.windowTurns.isEmpty())
            continue;
        // The claim's turn is marked, belongs to the window, holds the claim and is scrolled to.
        const int turn = highlightedTurn();
        QVERIFY2(stop.windowTurns.contains(turn), qPrintable(QStringLiteral("turn %1").arg(turn)));
        QCOMPARE(turn, walk->current()->turnIndex);
        QVERIFY(panel->verdictText() == verdictText(QStringLiteral("no"))
                || panel->verdictText() == verdictText(QStringLiteral("idk")));
        TurnWidget *marked = window()->caseEditor()->conversationPane()->turnWidget(turn);
        GrowingTextEdit *passage = nullptr;
        for (GrowingTextEdit *field : marked->findChildren<GrowingTextEdit *>()) {
            if (!field->extraSelections().isEmpty())
                passage = field;
        }
        QVERIFY2(passage, "the claim is marked in its turn");
        QTRY_VERIFY(!passage->visibleRegion().isEmpty());
    }
    QTest::keyClick(window(), Qt::Key_Space);
    QVERIFY(walk->isAtEnd());
    QCOMPARE(panel->positionText(), QStringLiteral("End of the walk"));
    QTest::keyClick(window(), Qt::Key_Space);
    QCOMPARE(panel->positionText(), QStringLiteral("End of the walk")); // no wrapping
    QTest::keyClick(window(), Qt::Key_Backspace);
    QCOMPARE(walk->position(), int(expected.size()) - 1);
    QCOMPARE(window()->caseEditor()->currentCase(), 1);
    // Back across the test cases: Left, Up and Page Up go back too.
    const QList<Qt::Key> backward{Qt::Key_Left, Qt::Key_Up, Qt::Key_PageUp, Qt::Key_Backspace};
    for (int i = int(expected.size()) - 2; i >= 0; --i)
        QTest::keyClick(window(), backward[i % backward.size()]);
    QCOMPARE(walk->position(), 0);
    QCOMPARE(window()->caseEditor()->currentCase(), 0);
    QVERIFY(panel->positionText().startsWith(QStringLiteral("Stop 1 of %1").arg(expected.size())));
}

void TestPresentation::walkWorksOutsidePresentationMode()
{
    openExampleWithTwoCasesAndRun();
    FailureWalk *walk = window()->failureWalk();
    QVERIFY(window()->dock(MainWindow::Dock::Failures)->isHidden());
    // Space and the arrows belong to the focused widget while not presenting.
    QTest::keyClick(window(), Qt::Key_Space);
    QTest::keyClick(window(), Qt::Key_Right);
    QVERIFY(!walk->isStarted());
    QTest::keyClick(window(), Qt::Key_F8);
    QCOMPARE(walk->position(), 0);
    QVERIFY(!window()->dock(MainWindow::Dock::Failures)->isHidden());
    QCOMPARE(highlightedTurn(), walk->current()->turnIndex);
    QVERIFY(highlightedTurn() >= 0);
    QTest::keyClick(window(), Qt::Key_F8);
    QCOMPARE(walk->position(), qMin(1, int(walk->stops().size())));
    QTest::keyClick(window(), Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(walk->position(), 0);
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
