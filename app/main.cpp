// claimscope: the desktop workbench. Everything of substance lives in claimscope_ui.
#include "model/translations.h"
#include "ui/settings/appsettings.h"
#include "ui/shell/dialogprompts.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/presentationmode.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Claimscope"));
    QApplication::setApplicationName(QStringLiteral("Claimscope"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    // Before any window, the command-line help or the metric catalogue (translated once, on
    // first use) reads a translated string.
    claimscope::installTranslations(app);
    QApplication::setStyle(QStringLiteral("Fusion"));
    claimscope::PresentationMode::applyNormalLook();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "LLM-as-a-judge workbench for RAG conversations"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A project (*.claimscope.json) or test-case file to open."));
    parser.process(app);

    claimscope::AppSettings settings(std::make_unique<QSettings>());
    claimscope::DialogPrompts prompts;
    const QString autosave = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
    claimscope::MainWindow window(&settings, &prompts, autosave);
    window.show();
    window.startUp(parser.positionalArguments().value(0));
    return app.exec();
}
