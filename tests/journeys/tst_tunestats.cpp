#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/resultshub.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/charts/rocchart.h"
#include "ui/document/projectdocument.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/comparisonview.h"

#include <QChart>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QValueAxis>
#include <QtTest>

using namespace claimscope;

// Journey B, step 2: after a run the person reads agreement with its uncertainty: each figure
// with its 95 % interval and the n behind it, on the tuning part, the held-out part and all
// labelled cases; changes the share tuned on from the keyboard, and undoes it. Performed with
// keys and clicks at this screen's size.
class TestTuneStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        failOnQtWarnings();
        m_journey = std::make_unique<JourneyWindow>();
    }
    void cleanup() { m_journey.reset(); }
    void agreementShowsItsUncertaintyPerPart();
    void aTryMarksThePartsItDidNotRun();

private:
    [[nodiscard]] bool chooseFromMenu(const QString &menu, const QString &item);
    // The MTRAG sample opened, its labels imported as proposed and run once with F5.
    [[nodiscard]] bool openLabelAndRun();
    std::unique_ptr<JourneyWindow> m_journey;
};

bool TestTuneStats::chooseFromMenu(const QString &menu, const QString &item)
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

bool TestTuneStats::openLabelAndRun()
{
    [&] {
        MainWindow *window = m_journey->window.get();
        window->startUp(QString());
        QTRY_COMPARE(m_journey->document()->caseCount(), 1);
        m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
        m_journey->person.press(QKeySequence::Open);
        QTRY_COMPARE(m_journey->document()->caseCount(), 3);
        QVERIFY(chooseFromMenu(QStringLiteral("Edit"), QStringLiteral("Import Human Labels…")));
        LabelsImportDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window->labelsDialog()) && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QTRY_VERIFY(dialog->importButton()->isEnabled());
        m_journey->person.click(dialog->importButton());
        QTRY_VERIFY(!window->labelsDialog());
        window->activateWindow();
        QTRY_COMPARE(QApplication::activeWindow(), window);
        m_journey->pressF5AndWait();
    }();
    return !QTest::currentTestFailed();
}

void TestTuneStats::agreementShowsItsUncertaintyPerPart()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    window->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
    person.press(QKeySequence::Open);
    QTRY_COMPARE(m_journey->document()->caseCount(), 3);
    // The labels rate the last answer, as proposed; each exchange scored alone.
    QVERIFY(chooseFromMenu(QStringLiteral("Edit"), QStringLiteral("Import Human Labels…")));
    LabelsImportDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window->labelsDialog()) && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTRY_VERIFY(dialog->importButton()->isEnabled());
    person.click(dialog->importButton());
    QTRY_VERIFY(!window->labelsDialog());
    window->activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), window);
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::Key_F5));
    QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    window->results()->flush();
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(agreement->splitAgreement().has_value());

    // The figures in three columns with their counts, each figure over its interval.
    const auto parts = [&] { return *agreement->splitAgreement(); };
    QTRY_VERIFY(person.sees(agreement->figures()));
    // "Held‑out" with a non-breaking hyphen: it never breaks into "Held-" and "out" at 1280.
    QTRY_VERIFY2(person.readsSomewhere(QStringLiteral("Tuning\nHeld\u2011out\nAll"), agreement),
                 qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    QTRY_VERIFY2(person.readsSomewhere(QStringLiteral("Labelled results\n%1\n%2\n3")
                                           .arg(QString::number(parts().tuning.n), QString::number(parts().heldOut.n)),
                                       agreement),
                 qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    const Interval accuracy = *parts().all.intervals.accuracy;
    QVERIFY2(person.readsSomewhere(QStringLiteral("%1–%2").arg(QString::number(accuracy.low, 'f', 2),
                                                               QString::number(accuracy.high, 'f', 2)),
                                   agreement),
             qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    // What the figures count is under the advice and the matrix: the person scrolls down to it
    // (and back up when done).
    QScrollArea *figuresArea = nullptr;
    for (QWidget *up = agreement->countNote()->parentWidget(); up && !figuresArea; up = up->parentWidget())
        figuresArea = qobject_cast<QScrollArea *>(up);
    QVERIFY(figuresArea);
    figuresArea->ensureWidgetVisible(agreement->countNote());
    QTRY_VERIFY(person.sees(agreement->countNote()));
    QVERIFY(person.readsSomewhere(QStringLiteral("Under each figure its 95 % interval"), agreement));
    // What the counts count, so they can be set against the Summary's count of every result.
    QVERIFY2(person.readsSomewhere(QStringLiteral("Counts the 3 labelled result(s) compared: %1 tuning + %2 held-out. "
                                                  "The Summary counts every result of Turn Faithfulness: 3.")
                                       .arg(QString::number(parts().tuning.n), QString::number(parts().heldOut.n)),
                                   agreement),
             qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    QVERIFY2(person.readsSomewhere(QStringLiteral("Judge pass/fail here is on the last answer's score"), agreement),
             qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    person.snapshot(QStringLiteral("tunestats-dock"));
    figuresArea->ensureWidgetVisible(agreement->figures());

    // The share tuned on, from the keyboard: Alt+T reaches it; every labelled case tuned on at 95 %.
    QVERIFY(person.sees(agreement->tuningShare()));
    QCOMPARE(agreement->tuningShare()->value(), 60);
    person.press(QKeySequence(Qt::ALT | Qt::Key_T));
    QTRY_COMPARE(QApplication::focusWidget(), agreement->tuningShare());
    person.press(QKeySequence::SelectAll);
    person.type(QStringLiteral("95"));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(m_journey->document()->settings().tuningShare, 0.95);
    int tuning = 0;
    for (int index = 0; index < 3; ++index)
        tuning += LabelSplit{0.95}.isTuning(HumanLabels::caseName(m_journey->document()->testCase(index).name, index))
            ? 1
            : 0;
    QTRY_COMPARE(parts().tuning.n, tuning);
    QTRY_VERIFY(person.readsSomewhere(
        QStringLiteral("Labelled results\n%1\n%2\n3").arg(QString::number(tuning), QString::number(3 - tuning)),
        agreement));
    // Undo takes it back, as any setting.
    person.click(agreement->figures());
    person.press(QKeySequence::Undo);
    QTRY_COMPARE(m_journey->document()->settings().tuningShare, 0.6);
    QTRY_COMPARE(agreement->tuningShare()->value(), 60);
}

// Journey B, step 3: a param edited, then Try (Ctrl+Shift+F5), which runs the tuning cases only.
// The held-out figures still come from the first run: the dock says so at them and at its top.
void TestTuneStats::aTryMarksThePartsItDidNotRun()
{
    QVERIFY(openLabelAndRun());
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    // The default share: the split goes by name, both parts have a case.
    QCOMPARE(m_journey->document()->settings().tuningShare, 0.6);
    int tuning = 0;
    for (int index = 0; index < 3; ++index)
        tuning +=
            LabelSplit{0.6}.isTuning(HumanLabels::caseName(m_journey->document()->testCase(index).name, index)) ? 1 : 0;
    if (tuning == 0 || tuning == 3)
        QSKIP("the sample's split leaves one part empty");
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTRY_VERIFY(agreement->splitAgreement().has_value());
    QVERIFY(!agreement->warning()->isVisible());
    QVERIFY(!person.readsSomewhere(QStringLiteral("out of date"), agreement));

    // The person opens Turn Faithfulness's params and ticks "Penalize ambiguous claims".
    m_journey->togglePenalizeAmbiguousClaims();
    if (QTest::currentTestFailed())
        return;

    // Try: only the tuning cases run.
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window->results()->flush();
    // The comparison with the F5 run opens once the try is kept, and takes the keyboard; the
    // person goes back to the main window.
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.clickTab(QStringLiteral("Agreement"));

    // At the figures: Held-out from the first run, out of date; All mixes the runs. At the top of
    // the dock, the warning with what to do.
    QTRY_VERIFY2(person.readsSomewhere(QStringLiteral("Held\u2011out\n⟳ run #1\nout of date"), agreement),
                 qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    QVERIFY2(person.readsSomewhere(QStringLiteral("All\n⟳ mixed\nruns"), agreement),
             qPrintable(person.textsShown(agreement).join(QStringLiteral(" | "))));
    QVERIFY(!person.readsSomewhere(QStringLiteral("Tuning\n⟳"), agreement));
    QTRY_VERIFY(person.sees(agreement->warning()));
    QVERIFY2(
        person.readsSomewhere(QStringLiteral("%1 of its results out of date — press F5").arg(3 - tuning), agreement),
        qPrintable(agreement->warning()->text()));
    QVERIFY2(person.readsSomewhere(
                 QStringLiteral("Held-out is from an older run than Tuning, so All mixes two setups."), agreement),
             qPrintable(agreement->warning()->text()));
    // Above the figures, read without scrolling.
    QVERIFY(agreement->warning()->mapTo(agreement, QPoint(0, 0)).y()
            < agreement->figures()->mapTo(agreement, QPoint(0, 0)).y());
    person.snapshot(QStringLiteral("tunestats-after-try"));

    // F5 brings every part up to date: the marks go.
    m_journey->pressF5AndWait();
    QTRY_VERIFY(!agreement->warning()->isVisible());
    QVERIFY(!person.readsSomewhere(QStringLiteral("⟳"), agreement));

    // A new threshold re-decides the kept scores at once, with no run: the figures are current,
    // and the dock says they were re-decided, not run.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.6"));
    if (QTest::currentTestFailed())
        return;
    person.clickTab(QStringLiteral("Agreement"));
    QTRY_VERIFY(person.sees(agreement->warning()));
    QVERIFY2(person.readsSomewhere(QStringLiteral("tuning and held-out score(s) of run #3 re-decided for threshold "
                                                  "0.60 without a new run"),
                                   agreement),
             qPrintable(agreement->warning()->text()));
    QVERIFY(!person.readsSomewhere(QStringLiteral("⟳"), agreement));
    person.snapshot(QStringLiteral("tunestats-redecided"));
    // The ROC's axis titles are whole beside its plot, at this screen's size: no "false p…".
    QChart *roc = agreement->roc()->chart();
    const auto axisTitle = [roc](Qt::Orientation orientation) {
        return static_cast<QValueAxis *>(roc->axes(orientation).constFirst());
    };
    QTRY_VERIFY2(
        QFontMetrics(axisTitle(Qt::Horizontal)->titleFont()).horizontalAdvance(axisTitle(Qt::Horizontal)->titleText())
            <= roc->plotArea().width(),
        qPrintable(axisTitle(Qt::Horizontal)->titleText()));
    QVERIFY(QFontMetrics(axisTitle(Qt::Vertical)->titleFont()).horizontalAdvance(axisTitle(Qt::Vertical)->titleText())
            <= roc->plotArea().height());
}

QTEST_MAIN(TestTuneStats)
#include "tst_tunestats.moc"
