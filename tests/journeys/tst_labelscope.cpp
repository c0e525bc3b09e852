#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/run/runcontroller.h"

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
// conversation; after a run the Agreement dock says the same beside the metric, and which results
// cannot score the last answer alone. Performed with keys and clicks at this screen's size.
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
    person.click(dialog->exchangeNumber());
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

    // Run: with the default window of 10 the last window holds the whole conversation, so no
    // result scores the last answer alone; the dock says so beside the metric instead of
    // comparing the conversation's score with a rating of its last answer.
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    window->results()->flush();
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(person.sees(agreement->scopeNote()));
    QVERIFY2(person.readsSomewhere(QStringLiteral("3 result(s) cannot score the last answer alone"), agreement),
             qPrintable(agreement->scopeNote()->text()));
    QVERIFY(!agreement->agreement().has_value());
    person.snapshot(QStringLiteral("labelscope-dock"));

    // One click scores each exchange alone (window size 1, an undoable edit); after F5 the three
    // labels meet their last answers' own scores.
    QTRY_VERIFY(person.sees(agreement->exchangeAlone()));
    person.click(agreement->exchangeAlone());
    QTRY_COMPARE(m_journey->document()
                     ->metric(QStringLiteral("turn_faithfulness"))
                     .params.value(QStringLiteral("window_size"))
                     .toInt(),
                 1);
    person.press(QKeySequence(Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 2, 60000);
    window->results()->flush();
    QTRY_VERIFY(agreement->agreement().has_value());
    QCOMPARE(agreement->agreement()->n, 3);
    QTRY_VERIFY(person.readsSomewhere(QStringLiteral("Labelled results\n%1\n%2\n3")
                                          .arg(QString::number(agreement->splitAgreement()->tuning.n),
                                               QString::number(agreement->splitAgreement()->heldOut.n)),
                                      agreement));
    QTRY_VERIFY(!person.sees(agreement->exchangeAlone()));
    person.snapshot(QStringLiteral("labelscope-dock-alone"));
}

QTEST_MAIN(TestLabelScope)
#include "tst_labelscope.moc"
