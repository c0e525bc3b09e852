// claimscope: the desktop workbench. Everything of substance lives in claimscope_ui.
#include "model/appversion.h"
#include "model/translations.h"
#include "ui/settings/appsettings.h"
#include "ui/shell/dialogprompts.h"
#include "ui/shell/handlestyle.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/startupscreenshot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QSettings>
#include <QStandardPaths>

#include <string_view>

namespace {

// --help and --version need no screen: let them answer where there is no display (a package
// check, an SSH session) instead of failing to find a platform plugin.
void allowHeadlessInformation(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY")
        || qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
        return;
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument(argv[i]);
        if (argument == "--help" || argument == "-h" || argument == "--help-all" || argument == "--version"
            || argument == "-v") {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return;
        }
    }
}

} // namespace

int main(int argc, char *argv[])
{
    allowHeadlessInformation(argc, argv);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Claimscope"));
    QApplication::setApplicationName(QStringLiteral("Claimscope"));
    QApplication::setApplicationVersion(claimscope::appVersion());
    QApplication::setDesktopFileName(QStringLiteral(CLAIMSCOPE_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/256/" CLAIMSCOPE_APP_ID ".png")));
    // Before any window, the command-line help or the metric catalogue (translated once, on
    // first use) reads a translated string.
    claimscope::installTranslations(app);
    QApplication::setStyle(new claimscope::HandleStyle);
    claimscope::PresentationMode::applyNormalLook();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "LLM-as-a-judge workbench for RAG conversations"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Write a picture of the window to PNG once the file has loaded, then quit."),
        QStringLiteral("PNG"));
    parser.addOption(screenshot);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A project (*.claimscope.json) or test-case file to open."));
    parser.process(app);

    claimscope::AppSettings settings(std::make_unique<QSettings>());
    claimscope::DialogPrompts prompts;
    const QString autosave =
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
    claimscope::MainWindow window(&settings, &prompts, autosave);
    window.show();
    window.activateWindow(); // the first F5 works at once, with or without a window manager
    if (parser.isSet(screenshot))
        new claimscope::StartupScreenshot(&window, parser.value(screenshot));
    window.startUp(parser.positionalArguments().value(0));
    return app.exec();
}
