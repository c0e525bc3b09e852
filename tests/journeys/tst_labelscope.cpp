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
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
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

private:
    [[nodiscard]] bool chooseFromMenu(const QString &menu, const QString &item);
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

void TestLabelScope::labelsOnTheLastAnswerSayWhatTheyRate()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    window->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
    person.press(QKeySequence::Open);
    QTRY_COMPARE(m_journey->document()->caseCount(), 3);

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
    window->activateWindow();
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
}

QTEST_MAIN(TestLabelScope)
#include "tst_labelscope.moc"
