#pragma once

#include "scriptedprompts.h"

#include "ui/document/projectdocument.h"
#include "ui/settings/appsettings.h"
#include "ui/shell/handlestyle.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace claimscope {

// The real main window for a test: settings in a temporary ini file, autosaves and the step
// cache in a temporary folder, questions answered by ScriptedPrompts. Test (UI) thread.
struct WindowFixture {
    QTemporaryDir dir;
    ScriptedPrompts prompts;
    std::unique_ptr<AppSettings> settings;
    std::unique_ptr<MainWindow> window;

    WindowFixture()
    {
        // The step cache lives in the app data folder: keep it out of the user's.
        qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toLocal8Bit());
        static const bool styled = [] {
            QApplication::setStyle(new HandleStyle);
            PresentationMode::applyNormalLook();
            return true;
        }();
        Q_UNUSED(styled);
        settings = std::make_unique<AppSettings>(std::make_unique<QSettings>(settingsPath(), QSettings::IniFormat));
        makeWindow();
    }

    ~WindowFixture()
    {
        // Leave no question behind: the test decides what is saved.
        if (window)
            window->document()->undoStack()->setClean();
    }

    QString settingsPath() const { return dir.filePath(QStringLiteral("settings.ini")); }
    QString autosaveDir() const { return dir.filePath(QStringLiteral("autosave")); }

    void makeWindow()
    {
        window = std::make_unique<MainWindow>(settings.get(), &prompts, autosaveDir());
        window->resize(1280, 800);
        window->show();
    }

    ProjectDocument *document() const { return window->document(); }
};

} // namespace claimscope
