#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "ui/charts/chartsview.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/runspanel.h"
#include "ui/summary/summaryview.h"
#include "ui/walk/failurewalkpanel.h"

#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTextDocument>
#include <QTreeView>
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
    void editingATurnMarksEveryResultReadFromIt();
    void aTypedThresholdAgreesEverywhere();

private:
    // Step 1: the bundled hotel example, every metric run with F5 (the offline judge).
    void openHotelAndRun();
    // F5, then the run's results in the table.
    void runWithF5();
    // The results table's row of `metricName` for the hotel (−1: none shown).
    int resultRow(const QString &metricName) const;
    // Clicks the claim of the breakdown that begins with `text`.
    void clickClaim(const QString &text);
    // The turn framed in the conversation (−1: none, −2: several).
    int framedTurn() const;
    // Whether any turn marks a passage as evidence.
    bool evidenceMarked() const;
    QString outOfDateOf(int row) const;
    // Step 5's rule: the table, the breakdown and the header's counts show the same threshold
    // and verdicts for the selected result.
    void checkThresholdAgrees(int row);

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
    runWithF5();
}

void TestAnalyst::runWithF5()
{
    m_journey->pressF5AndWait();
}

int TestAnalyst::resultRow(const QString &metricName) const
{
    const QAbstractItemModel *model = m_journey->window->resultsView()->table()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, ResultsModel::MetricColumn).data().toString() == metricName)
            return row;
    }
    return -1;
}

QString TestAnalyst::outOfDateOf(int row) const
{
    const QAbstractItemModel *model = m_journey->window->resultsView()->table()->model();
    return model->index(row, 0).data(ResultsModel::OutOfDateRole).toString();
}

void TestAnalyst::clickClaim(const QString &text)
{
    QTreeView *tree = m_journey->window->resultsView()->breakdown()->tree();
    const QModelIndexList found = tree->model()->match(tree->model()->index(0, 0), Qt::DisplayRole, text, 1,
                                                       Qt::MatchStartsWith | Qt::MatchRecursive);
    QVERIFY2(!found.isEmpty(), qPrintable(QStringLiteral("no claim \"%1\" in the breakdown").arg(text)));
    m_journey->person.clickItem(tree, found.first());
}

int TestAnalyst::framedTurn() const
{
    ConversationPane *pane = m_journey->window->caseEditor()->conversationPane();
    int found = -1;
    for (int i = 0; i < pane->turnCount(); ++i) {
        if (pane->turnWidget(i)->property("highlighted").toBool())
            found = found == -1 ? i : -2;
    }
    return found;
}

bool TestAnalyst::evidenceMarked() const
{
    ConversationPane *pane = m_journey->window->caseEditor()->conversationPane();
    for (GrowingTextEdit *field : pane->findChildren<GrowingTextEdit *>()) {
        if (!field->extraSelections().isEmpty())
            return true;
    }
    return false;
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

void TestAnalyst::editingATurnMarksEveryResultReadFromIt()
{
    openHotelAndRun();
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QTableView *table = window->resultsView()->table();
    const QString dogClaim = QStringLiteral("Dogs of any size are welcome");

    // A2: from the results down to the contradicted claim and its evidence in turn 6.
    const int faithfulness = resultRow(QStringLiteral("Turn Faithfulness"));
    QVERIFY(faithfulness >= 0);
    person.clickItem(table, table->model()->index(faithfulness, ResultsModel::MetricColumn));
    clickClaim(dogClaim);
    QCOMPARE(framedTurn(), 5);
    QVERIFY(evidenceMarked());
    QVERIFY(outOfDateOf(faithfulness).isEmpty());

    // A3: edit the answer that holds the problem, then click away to the results.
    TurnWidget *answer = window->caseEditor()->conversationPane()->turnWidget(5);
    person.click(answer->contentEdit());
    person.press(QKeySequence(QKeySequence::MoveToEndOfDocument));
    person.type(QStringLiteral(" Only small dogs."));
    QVERIFY2(!evidenceMarked(), "the old evidence stays marked in the edited turn");
    person.clickItem(table, table->model()->index(faithfulness, ResultsModel::ScoreColumn));
    person.snapshot(QStringLiteral("a3-edited"));

    // Every result of the hotel read turn 6 as it was: each row says so where its number is.
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        QVERIFY2(outOfDateOf(row).contains(QStringLiteral("turn 6 edited")),
                 qPrintable(table->model()->index(row, ResultsModel::MetricColumn).data().toString()));
        QVERIFY(table->model()
                    ->index(row, ResultsModel::StatusColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("out of date")));
    }
    QVERIFY2(person.readsSomewhere(QStringLiteral("out of date"), window->resultsView()->summary()),
             qPrintable(window->resultsView()->summary()->text()));
    QVERIFY2(window->resultsView()->breakdown()->title()->text().contains(QStringLiteral("turn 6 edited")),
             qPrintable(window->resultsView()->breakdown()->title()->text()));

    // The stale claim's link leads to the turn it came from, and says the turn changed. The
    // sentence it quotes is still there word for word: it is marked, and the status bar says so.
    clickClaim(dogClaim);
    QCOMPARE(framedTurn(), 5);
    QVERIFY2(evidenceMarked(), "the unchanged passage of the edited turn is not marked");
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Turn 6 was edited"))
                 && window->statusBar()->currentMessage().contains(QStringLiteral("word for word")),
             qPrintable(window->statusBar()->currentMessage()));

    // The person rewrites the answer: the passage is gone, and nothing is marked in text the
    // result was not computed from.
    person.click(answer->contentEdit());
    person.press(QKeySequence::SelectAll);
    person.type(QStringLiteral("Only small dogs."), 5);
    person.clickItem(table, table->model()->index(faithfulness, ResultsModel::ScoreColumn));
    clickClaim(dogClaim);
    QCOMPARE(framedTurn(), 5);
    QVERIFY2(!evidenceMarked(), "evidence marked in text the result was not computed from");
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Turn 6 was edited"))
                 && window->statusBar()->currentMessage().contains(QStringLiteral("not marked")),
             qPrintable(window->statusBar()->currentMessage()));

    // The summary, the charts and the failure walk say it too.
    person.clickTab(QStringLiteral("Summary"));
    auto *summary = window->findChild<SummaryView *>();
    QTRY_VERIFY2(summary->heading()->text().contains(QStringLiteral("turn 6 edited")),
                 qPrintable(summary->heading()->text()));
    QVERIFY(person.sees(summary->heading()));
    person.clickTab(QStringLiteral("Charts"));
    auto *charts = window->findChild<ChartsView *>();
    QTRY_VERIFY(person.sees(charts->outOfDateNote()));
    QVERIFY2(charts->outOfDateNote()->text().contains(QStringLiteral("turn 6 edited")),
             qPrintable(charts->outOfDateNote()->text()));
    person.press(QKeySequence(Qt::Key_F8));
    QTRY_VERIFY(person.readsSomewhere(QStringLiteral("out of date"), window->failureWalkPanel()));
    person.snapshot(QStringLiteral("a3-walk"));

    // The report written now says so too, and shows the text the results were computed from.
    m_journey->prompts.saveFile = m_journey->dir.filePath(QStringLiteral("edited.html"));
    person.press(QKeySequence(Qt::CTRL | Qt::Key_E));
    QFile report(m_journey->prompts.saveFile);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(report.readAll());
    QVERIFY2(html.contains(QStringLiteral("Out of date")) && html.contains(QStringLiteral("turn 6 edited")),
             "the report does not say its results are out of date");
    QVERIFY2(!html.contains(QStringLiteral("Only small dogs.")), "the report shows text no result was computed from");

    // Undo back to the text the results were computed from: the marks go, and the selected
    // claim's evidence is marked again without another click.
    person.clickTab(QStringLiteral("Results"));
    person.clickItem(table, table->model()->index(faithfulness, ResultsModel::ScoreColumn));
    clickClaim(dogClaim);
    QVERIFY(!evidenceMarked());
    for (int undo = 0; undo < 3 && !outOfDateOf(faithfulness).isEmpty(); ++undo) {
        person.press(QKeySequence::Undo);
        QTest::qWait(100);
    }
    QTRY_VERIFY2(outOfDateOf(faithfulness).isEmpty(), qPrintable(outOfDateOf(faithfulness)));
    QVERIFY(!person.readsSomewhere(QStringLiteral("out of date"), window->resultsView()->summary()));
    QTRY_VERIFY2(evidenceMarked(), "the evidence is not marked again after the undo");
    QCOMPARE(framedTurn(), 5);
    QVERIFY2(
        !window->statusBar()->currentMessage().contains(QStringLiteral("was edited")),
        qPrintable(
            QStringLiteral("after the undo the status bar still says: %1").arg(window->statusBar()->currentMessage())));
    person.press(QKeySequence::Redo);
    QTRY_VERIFY(outOfDateOf(faithfulness).contains(QStringLiteral("turn 6 edited")));

    // A4: run again: the marks go, and the run is named after what changed.
    runWithF5();
    for (int row = 0; row < table->model()->rowCount(); ++row)
        QVERIFY2(outOfDateOf(row).isEmpty(), qPrintable(outOfDateOf(row)));
    person.clickTab(QStringLiteral("Runs"));
    QTableWidget *runs = window->runsPanel()->table();
    QTRY_COMPARE(runs->rowCount(), 2);
    const QString newest = runs->item(0, 0)->text();
    QVERIFY2(newest.contains(QStringLiteral("turn 6 of")) && newest.contains(QStringLiteral("edited")),
             qPrintable(newest));
    // The name reads the change; the column beside it does not say it again.
    QCOMPARE(runs->item(0, 2)->text(), QStringLiteral("(the change the name says)"));
    QVERIFY2(runs->item(0, 2)->toolTip().contains(QStringLiteral("turn 6 of")),
             qPrintable(runs->item(0, 2)->toolTip()));
    person.snapshot(QStringLiteral("a4-rerun"));
}

void TestAnalyst::checkThresholdAgrees(int row)
{
    MainWindow *window = m_journey->window.get();
    const QAbstractItemModel *model = window->resultsView()->table()->model();
    const QString threshold = model->index(row, ResultsModel::ThresholdColumn).data().toString();
    const QString status = model->index(row, ResultsModel::StatusColumn).data().toString();
    const double score = model->index(row, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble();
    const bool passes = score >= threshold.toDouble();
    QVERIFY2(status.contains(passes ? QStringLiteral("Pass") : QStringLiteral("Fail")),
             qPrintable(QStringLiteral("%1 at threshold %2 reads %3").arg(QString::number(score), threshold, status)));
    const QString title = window->resultsView()->breakdown()->title()->text();
    QVERIFY2(title.contains(QStringLiteral("threshold %1").arg(threshold)), qPrintable(title));
    QVERIFY2(title.contains(passes ? QStringLiteral("Pass") : QStringLiteral("Fail")), qPrintable(title));
    int failing = 0;
    for (int r = 0; r < model->rowCount(); ++r)
        failing += model->index(r, ResultsModel::StatusColumn).data().toString().contains(QStringLiteral("Fail"));
    QTextDocument header;
    header.setHtml(window->resultsView()->summary()->text());
    const QRegularExpressionMatch failed =
        QRegularExpression(QStringLiteral("(\\d+) failed")).match(header.toPlainText());
    QCOMPARE(failed.hasMatch() ? failed.captured(1).toInt() : 0, failing);
}

void TestAnalyst::aTypedThresholdAgreesEverywhere()
{
    openHotelAndRun();
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QTableView *table = window->resultsView()->table();
    const int row = resultRow(QStringLiteral("Turn Faithfulness"));
    person.clickItem(table, table->model()->index(row, ResultsModel::ScoreColumn));
    auto *box = window->metricsPanel()
                    ->card(QStringLiteral("turn_faithfulness"))
                    ->editor(QStringLiteral("threshold"))
                    ->findChild<QAbstractSpinBox *>();
    QVERIFY(box);
    // On a short screen the card is below the panel's fold: the person scrolls down to it.
    for (QWidget *up = box->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            area->ensureWidgetVisible(box);
            break;
        }
    }
    person.click(box);
    person.press(QKeySequence::SelectAll);
    // Slowly: every key a while after the last; the views agree after each.
    for (const QChar key : QStringLiteral("0.95")) {
        person.type(QString(key), 300);
        checkThresholdAgrees(row);
    }
    QTRY_COMPARE(table->model()->index(row, ResultsModel::ThresholdColumn).data().toString(), QStringLiteral("0.95"));
    checkThresholdAgrees(row);
    QVERIFY(table->model()->index(row, ResultsModel::StatusColumn).data().toString().contains(QStringLiteral("Fail")));
    // Fast, with backspace: 0.95 → 0.9 → 0.8.
    person.press(QKeySequence(Qt::Key_Backspace));
    person.press(QKeySequence(Qt::Key_Backspace));
    person.type(QStringLiteral("8"), 5);
    checkThresholdAgrees(row);
    QTRY_COMPARE(table->model()->index(row, ResultsModel::ThresholdColumn).data().toString(), QStringLiteral("0.80"));
    checkThresholdAgrees(row);
    QVERIFY(table->model()->index(row, ResultsModel::StatusColumn).data().toString().contains(QStringLiteral("Pass")));
    person.snapshot(QStringLiteral("a5-threshold"));
}

QTEST_MAIN(TestAnalyst)
#include "tst_analyst.moc"
