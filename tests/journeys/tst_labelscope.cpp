#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/breakdownmodel.h"
#include "results/resultshub.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

// Journey B, step 1: a labelled dataset opened, its labels imported saying what they rate. The
// MTRAG conversations' human verdict rates the last answer (their retrieval context sits on it
// alone): the dialog proposes that and warns that Turn Faithfulness scores the whole
// conversation; a run with the default window judges each labelled last answer alone as well, so
// the Agreement dock compares every label, and a result's breakdown shows the number its label
// met. Performed with keys and clicks at this screen's size.
class TestLabelScope : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void labelsOnTheLastAnswerSayWhatTheyRate();
    void labelsAddedAfterTheRunAskForF5();

private:
    [[nodiscard]] bool chooseFromMenu(const QString &menu, const QString &item);
    // Edit › Import Human Labels… with what the dialog proposes; true when the labels came in.
    [[nodiscard]] bool importProposedLabels();
    // Starts the window and opens the three-conversation MTRAG sample with Ctrl+O.
    [[nodiscard]] bool openMtragSample();
    std::unique_ptr<JourneyWindow> m_journey;
};

void TestLabelScope::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestLabelScope::cleanup()
{
    m_journey.reset();
}

bool TestLabelScope::chooseFromMenu(const QString &menu, const QString &item)
{
    [&] {
        QMenuBar *bar = m_journey->window->menuBar();
        QAction *title = nullptr;
        for (QAction *action : bar->actions()) {
            if (action->text().remove(QLatin1Char('&')) == menu)
                title = action;
        }
        QVERIFY(title && title->menu());
        m_journey->person.click(bar, bar->actionGeometry(title).center());
        QMenu *popup = title->menu();
        QTRY_VERIFY(popup->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(popup));
        QAction *entry = nullptr;
        for (QAction *action : popup->actions()) {
            if (action->text().remove(QLatin1Char('&')) == item)
                entry = action;
        }
        QVERIFY(entry && entry->isVisible() && entry->isEnabled());
        const QRect where = popup->actionGeometry(entry);
        QTest::mouseMove(popup, where.center());
        QTest::mouseClick(popup, Qt::LeftButton, Qt::NoModifier, where.center());
        QTRY_VERIFY(!popup->isVisible());
    }();
    return !QTest::currentTestFailed();
}

bool TestLabelScope::openMtragSample()
{
    [&] {
        MainWindow *window = m_journey->window.get();
        window->startUp(QString());
        QTRY_COMPARE(m_journey->document()->caseCount(), 1);
        m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
        m_journey->person.press(QKeySequence::Open);
        QTRY_COMPARE(m_journey->document()->caseCount(), 3);
    }();
    return !QTest::currentTestFailed();
}

bool TestLabelScope::importProposedLabels()
{
    [&] {
        MainWindow *window = m_journey->window.get();
        QVERIFY(chooseFromMenu(QStringLiteral("Edit"), QStringLiteral("Import Human Labels…")));
        LabelsImportDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->labelsDialog()) && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTRY_VERIFY(dialog->importButton()->isEnabled());
        m_journey->person.click(dialog->importButton());
        QTRY_VERIFY(!window->labelsDialog());
        window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window);
    }();
    return !QTest::currentTestFailed();
}

void TestLabelScope::labelsOnTheLastAnswerSayWhatTheyRate()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QVERIFY(openMtragSample());

    QVERIFY(chooseFromMenu(QStringLiteral("Edit"), QStringLiteral("Import Human Labels…")));
    LabelsImportDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window->labelsDialog()) && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));

    // Proposed from the data: the last answer, shown, with the warning beside the preview.
    QVERIFY(person.sees(dialog->rates()));
    QCOMPARE(dialog->rates()->currentText(), QStringLiteral("the last answer"));
    QCOMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithful@last"));
    QTRY_VERIFY(person.sees(dialog->scopeWarning()));
    QVERIFY2(person.readsSomewhere(QStringLiteral("These labels rate the last answer, but Turn Faithfulness scores "
                                                  "the whole conversation"),
                                   dialog),
             qPrintable(dialog->scopeWarning()->text()));
    QVERIFY2(person.readsSomewhere(QStringLiteral("They rate the last answer."), dialog),
             qPrintable(dialog->preview()->text()));

    // The person tries exchange 2 with the keyboard: the mapping follows, then back to the last.
    QSignalSpy previewed(dialog, &LabelsImportDialog::previewed);
    person.click(dialog->rates());
    person.press(QKeySequence(Qt::Key_Down));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(dialog->rates()->currentText(), QStringLiteral("one exchange:"));
    QVERIFY(dialog->exchangeNumber()->isEnabled());
    // Like a person, type only once the list has closed and the cursor blinks in the field. The
    // dialog is active again before the click (no window manager hands it back here).
    QTRY_VERIFY(!dialog->rates()->view()->isVisible());
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    person.click(dialog->exchangeNumber());
    QTRY_VERIFY(dialog->exchangeNumber()->hasFocus());
    person.press(QKeySequence::SelectAll);
    person.type(QStringLiteral("2"));
    QTRY_COMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithful@2"));
    QTRY_VERIFY(person.readsSomewhere(QStringLiteral("These labels rate exchange 2"), dialog));
    person.click(dialog->rates());
    person.press(QKeySequence(Qt::Key_Up));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(dialog->mapping(), QStringLiteral("turn_faithfulness=human.faithful@last"));
    QTRY_VERIFY(dialog->importButton()->isEnabled());
    // The whole screen: the dialog over the window.
    if (const QString folder = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !folder.isEmpty()) {
        QDir().mkpath(folder);
        QGuiApplication::primaryScreen()->grabWindow(0).save(
            QDir(folder).filePath(QStringLiteral("labelscope-dialog-%1.png").arg(JourneyWindow::screenName())));
    }
    person.click(dialog->importButton());
    QTRY_VERIFY(!window->labelsDialog());
    // The window has the keyboard again by itself: F5 runs at once.
    QTRY_COMPARE(QApplication::activeWindow(), window);
    QCOMPARE(m_journey->document()->labels().size(), 3);
    QCOMPARE(m_journey->document()->labels().anyExchange(QStringLiteral("turn_faithfulness")),
             int(HumanLabel::LastExchange));

    // Run with the default window of 10: each last window also holds the earlier exchanges, so
    // the run judges each labelled last answer alone as well, and every label meets that score.
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    window->results()->flush();
    QCOMPARE(m_journey->document()
                 ->metric(QStringLiteral("turn_faithfulness"))
                 .params.value(QStringLiteral("window_size"))
                 .toInt(10),
             10);
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(agreement->agreement().has_value());
    QCOMPARE(agreement->agreement()->n, 3);
    QTRY_VERIFY(person.readsSomewhere(QStringLiteral("Labelled results\n%1\n%2\n3")
                                          .arg(QString::number(agreement->splitAgreement()->tuning.n),
                                               QString::number(agreement->splitAgreement()->heldOut.n)),
                                      agreement));
    // The dock still says what the labels rate, and nothing is left out.
    QTRY_VERIFY(person.sees(agreement->scopeNote()));
    QVERIFY2(person.readsSomewhere(QStringLiteral("each label is compared with the score of the last answer alone"),
                                   agreement),
             qPrintable(agreement->scopeNote()->text()));
    QVERIFY2(!person.readsSomewhere(QStringLiteral("cannot score"), agreement),
             qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    person.snapshot(QStringLiteral("labelscope-dock"));

    // A click on a result: its breakdown shows the number the label met on a line of its own,
    // beside the whole conversation's score.
    person.clickTab(QStringLiteral("Results"));
    m_journey->clickResult(QStringLiteral("Turn Faithfulness"));
    BreakdownView *breakdown = window->resultsView()->breakdown();
    QTRY_VERIFY(breakdown->title()->text().contains(QStringLiteral("alone")));
    const MetricResult &shown = window->results()->breakdownModel()->result();
    QVERIFY(shown.exchangeAlone && shown.exchangeAlone->score);
    QCOMPARE(shown.exchangeAlone->exchange, shown.exchangeAlone->exchanges);
    const QString line = QStringLiteral("last answer alone: %1 — compared with the human label")
                             .arg(QString::number(*shown.exchangeAlone->score, 'f', 2));
    QVERIFY2(person.readsSomewhere(line, breakdown), qPrintable(breakdown->title()->text()));
    person.snapshot(QStringLiteral("labelscope-breakdown"));

    // The row reads agreement on the score the label is compared with: the Human cell whole,
    // with what the label rates, and beside it that score with the judge's pass/fail on it.
    QTableView *table = window->resultsView()->table();
    QVERIFY(!table->isColumnHidden(ResultsModel::AsLabelledColumn));
    QCOMPARE(table->model()->headerData(ResultsModel::AsLabelledColumn, Qt::Horizontal).toString(),
             QStringLiteral("As labelled"));
    const QModelIndex row = table->currentIndex();
    const double alone = *shown.exchangeAlone->score;
    const QString judged = QStringLiteral("%1 %2").arg(QString::number(alone, 'f', 3),
                                                       passes(alone, shown.threshold) ? QStringLiteral("✓ Pass")
                                                                                      : QStringLiteral("✗ Fail"));
    const QModelIndex asLabelled = row.siblingAtColumn(ResultsModel::AsLabelledColumn);
    QCOMPARE(asLabelled.data().toString(), judged);
    // In view beside Human from 1280 px on; on a 1024 px screen the Human cell's "≠ judge" (decided
    // on the same score) tells it, the column is one sideways scroll away.
    if (QGuiApplication::primaryScreen()->size().width() >= 1280)
        QVERIFY(table->viewport()->rect().contains(table->visualRect(asLabelled)));
    QCOMPARE(person.textsPainted(table->viewport(), table->visualRect(asLabelled)).join(QString()), judged);
    const QModelIndex human = row.siblingAtColumn(ResultsModel::HumanColumn);
    const std::optional<HumanLabel> label = m_journey->document()->labels().find(
        HumanLabels::caseName(shown.testCaseName, shown.testCaseIndex), shown.metricId);
    QVERIFY(label);
    // Every label rates the last answer: the column's title says so, whole, and its cells need not.
    const QString title = QStringLiteral("Human (last answer)");
    QCOMPARE(table->model()->headerData(ResultsModel::HumanColumn, Qt::Horizontal).toString(), title);
    QVERIFY2(table->horizontalHeader()->sectionSize(ResultsModel::HumanColumn)
                 > QFontMetrics(table->horizontalHeader()->font()).horizontalAdvance(title),
             qPrintable(QString::number(table->horizontalHeader()->sectionSize(ResultsModel::HumanColumn))));
    const QString rated = label->pass ? QStringLiteral("✓ Pass") : QStringLiteral("✗ Fail");
    QVERIFY2(human.data().toString().startsWith(rated), qPrintable(human.data().toString()));
    // The label and what it rates are in view whole, from the cell's left margin (its right margin
    // may lie past the edge).
    QFont bold = table->font();
    bold.setBold(true);
    const int visible = table->viewport()->width() - table->visualRect(human).left();
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    QVERIFY2(QFontMetrics(bold).horizontalAdvance(rated) + margin <= visible,
             qPrintable(QStringLiteral("\"%1\" in the %2 px of its cell in view").arg(rated).arg(visible)));
    const QString humanPainted = person.textsPainted(table->viewport(), table->visualRect(human)).join(QString());
    QVERIFY2(humanPainted.startsWith(rated), qPrintable(humanPainted));
    // From 1280 px on, "≠ judge" too: the cell reads whole.
    if (QGuiApplication::primaryScreen()->size().width() >= 1280)
        QCOMPARE(humanPainted, human.data().toString());
    // "≠ judge" exactly when the As labelled verdict differs from the person's.
    QCOMPARE(human.data().toString().contains(QStringLiteral("≠ judge")),
             passes(alone, shown.threshold) != label->pass);

    // The breakdown opened in the last answer's window, the one the label rates.
    QTreeView *tree = breakdown->tree();
    QTRY_VERIFY(tree->currentIndex().isValid());
    QCOMPARE(tree->currentIndex().data(BreakdownModel::WindowIndexRole).toInt(), int(shown.windows.size()) - 1);

    // A claim there, judged by the person with N: the details show their verdict beside the
    // judge's; before, they say how to give one.
    QModelIndex lastWindow = tree->currentIndex().siblingAtColumn(0);
    if (lastWindow.parent().isValid())
        lastWindow = lastWindow.parent();
    QModelIndex claim;
    for (int i = 0; i < tree->model()->rowCount(lastWindow) && !claim.isValid(); ++i) {
        const QModelIndex item = tree->model()->index(i, 0, lastWindow);
        if (item.data(BreakdownModel::KindRole).toString() == QLatin1String("claim")
            && !item.data(BreakdownModel::VerdictRole).toString().isEmpty())
            claim = item;
    }
    QVERIFY(claim.isValid());
    person.clickItem(tree, claim);
    QTRY_VERIFY2(breakdown->details()->toPlainText().contains(QStringLiteral("press Y (yes), N (no) or I (idk)")),
                 qPrintable(breakdown->details()->toPlainText()));
    person.press(QKeySequence(Qt::Key_N));
    QTRY_VERIFY2(breakdown->details()->toPlainText().contains(QStringLiteral("Your verdict: ✗ no")),
                 qPrintable(breakdown->details()->toPlainText()));
    QVERIFY(person.sees(breakdown->details()));
    person.snapshot(QStringLiteral("labelscope-your-verdict"));
}

void TestLabelScope::labelsAddedAfterTheRunAskForF5()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QVERIFY(openMtragSample());
    // Run first, label after: the run judged no last answer alone, its windows hold earlier
    // exchanges too.
    m_journey->pressF5AndWait();
    QVERIFY(importProposedLabels());
    QCOMPARE(m_journey->document()->labels().size(), 3);

    // The dock says so at the top, with what to do, rather than leaving them out silently.
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    const QString asked = QStringLiteral("3 label(s) added since the run: press F5 to score the last answer alone");
    QTRY_VERIFY(person.sees(agreement->warning()));
    QVERIFY2(person.readsSomewhere(asked, agreement), qPrintable(agreement->warning()->text()));
    QVERIFY(agreement->warning()->geometry().top() < agreement->scopeNote()->geometry().top());
    person.snapshot(QStringLiteral("labelscope-added-after-run"));
    // The results table too, on each labelled row.
    person.clickTab(QStringLiteral("Results"));
    m_journey->clickResult(QStringLiteral("Turn Faithfulness"));
    QTableView *table = window->resultsView()->table();
    QTRY_COMPARE(table->currentIndex().siblingAtColumn(ResultsModel::AsLabelledColumn).data().toString(),
                 QStringLiteral("— press F5"));
    QVERIFY(!table->isColumnHidden(ResultsModel::AsLabelledColumn));

    // F5 scores them: the warning goes and every label is compared.
    m_journey->pressF5AndWait();
    person.clickTab(QStringLiteral("Agreement"));
    QTRY_VERIFY(agreement->agreement().has_value());
    QTRY_COMPARE(agreement->agreement()->n, 3);
    QTRY_VERIFY(!agreement->warning()->isVisible());
    QVERIFY(!person.readsSomewhere(asked, agreement));
}

QTEST_MAIN(TestLabelScope)
#include "tst_labelscope.moc"
