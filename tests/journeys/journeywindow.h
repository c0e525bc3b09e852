#pragma once

#include "gui/windowfixture.h"
#include "person.h"
#include "results/resultshub.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/casedeltamodel.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSignalSpy>

namespace claimscope {

// The real main window filling the screen the journey runs on (the person maximised it), with
// a person in front of it. Settings, autosaves and the step cache live in a temporary folder;
// file dialogs are answered by ScriptedPrompts. Test (UI) thread.
struct JourneyWindow : WindowFixture {
    Person person;

    JourneyWindow()
        : person(window.get())
    {
        window->setGeometry(QGuiApplication::primaryScreen()->availableGeometry());
        window->activateWindow();
        [[maybe_unused]] const bool exposed = QTest::qWaitForWindowExposed(window.get());
        QTest::qWait(50); // the first layout: dock sizes are set once the window is shown
    }

    // F5, as the person presses it, then waits for the run to end and its results to be shown.
    void pressF5AndWait()
    {
        QSignalSpy finished(window->runs(), &RunController::runFinished);
        person.press(QKeySequence(Qt::Key_F5));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        window->results()->flush();
        QCoreApplication::processEvents();
    }

    // The journey of a review meeting starts here: the bundled hotel example opened at start-up
    // and run once with F5.
    void openHotelAndRun();
    // The row of the result of `metric` (its name as shown) in the results table, −1 when none.
    int resultRow(const QString &metric) const;
    // Clicks the result of `metric` in the results table; fails when the table shows none.
    void clickResult(const QString &metric);
    // Clicks the hotel's ✗ claim ("Dogs of any size …") in Turn Faithfulness's breakdown.
    void clickTheDogClaim();
    // Runs again with F5, then compares the two newest runs from the Runs tab, as the person
    // does; the comparison is then open and has the keyboard.
    void compareTwoRuns();

    // Types `value` into Turn Faithfulness's `param` in the Metrics dock, scrolling to the card
    // and opening it as a person does, and waits for the project to hold it.
    void typeTurnFaithfulnessParam(const QString &param, const QString &value);
    // Opens Turn Faithfulness's params in the Metrics dock and ticks (or unticks) "Penalize
    // ambiguous claims", as a person does.
    void togglePenalizeAmbiguousClaims();
    // Chooses `filter` in the open comparison's case filter with the keyboard.
    void chooseComparisonFilter(CaseDeltaModel::Filter filter);

    // Opens the test-case file `path` (the document open now when empty) and imports the human
    // labels of its metadata through Edit › Import Human Labels…; true when all went well.
    [[nodiscard]] bool openAndImportLabels(const QString &path);

    // The screen this journey runs on, "1280x800".
    static QString screenName()
    {
        const QSize size = QGuiApplication::primaryScreen()->size();
        return QStringLiteral("%1x%2").arg(QString::number(size.width()), QString::number(size.height()));
    }
};

} // namespace claimscope
