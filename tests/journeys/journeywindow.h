#pragma once

#include "gui/windowfixture.h"
#include "person.h"
#include "results/resultshub.h"
#include "ui/run/runcontroller.h"

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

    // The screen this journey runs on, "1280x800".
    static QString screenName()
    {
        const QSize size = QGuiApplication::primaryScreen()->size();
        return QStringLiteral("%1x%2").arg(QString::number(size.width()), QString::number(size.height()));
    }
};

} // namespace claimscope
