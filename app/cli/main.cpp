#include "batchcommands.h"
#include "catalogcommands.h"
#include "evaluatecommand.h"
#include "model/appversion.h"
#include "model/translations.h"
#include "runcommands.h"

#include <QCoreApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>

namespace {

const char *usage()
{
    return QT_TRANSLATE_NOOP(
        "claimscope::cli::Main",
        "Usage: claimscope-cli COMMAND [OPTIONS]\n"
        "\n"
        "Commands:\n"
        "  evaluate FILE...   run judge metrics on test cases (see evaluate --help)\n"
        "  metrics            list metrics, their parameters and defaults\n"
        "  templates [ID]     print the default judge templates (of a metric or step)\n"
        "  runs [ACTION]      the kept runs: list, show, export, rename, note, pin, unpin, delete\n"
        "  compare A B        two kept runs per metric and test case, regressions first\n"
        "  batches [ACTION]   the pending Batch API batches: list, cancel ID|--all\n"
        "\n"
        "Exit codes: 0 all passed, 1 some metric below threshold (compare: a regression),\n"
        "2 usage or input error (batches cancel: no such pending batch), 3 judge or network\n"
        "error (batches cancel: the provider refused; the batch stays listed).\n");
}

// Runs one command and returns its exit code.
int runCommand(const QString &command, const QStringList &rest)
{
    if (command == QLatin1String("evaluate"))
        return claimscope::cli::runEvaluate(rest);
    if (command == QLatin1String("metrics"))
        return claimscope::cli::runMetrics(rest);
    if (command == QLatin1String("templates"))
        return claimscope::cli::runTemplates(rest);
    if (command == QLatin1String("runs"))
        return claimscope::cli::runRuns(rest);
    if (command == QLatin1String("compare"))
        return claimscope::cli::runCompare(rest);
    if (command == QLatin1String("batches"))
        return claimscope::cli::runBatches(rest);
    if (command == QLatin1String("--version")) {
        std::printf("claimscope-cli %s\n", qUtf8Printable(claimscope::appVersion()));
        return 0;
    }
    const QString text = QCoreApplication::translate("claimscope::cli::Main", usage());
    const bool asked =
        command == QLatin1String("--help") || command == QLatin1String("help") || command == QLatin1String("-h");
    std::fputs(text.toLocal8Bit().constData(), asked ? stdout : stderr);
    return asked ? 0 : 2;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("claimscope"));
    QCoreApplication::setApplicationVersion(claimscope::appVersion());
    claimscope::installTranslations(app);

    const QStringList arguments = app.arguments().mid(1);
    const QString command = arguments.value(0);
    try {
        const int code = runCommand(command, arguments.mid(1));
        // A listing printed to a full disk or a closed pipe must not end in success.
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            const QString message =
                QCoreApplication::translate("claimscope::cli::Main", "error: cannot write standard output: %1");
            std::fprintf(stderr, "%s\n", qPrintable(message.arg(QString::fromLocal8Bit(std::strerror(errno)))));
            return code == 0 || code == 1 ? 2 : code;
        }
        return code;
    } catch (const std::bad_alloc &) {
        // What the reader and the engine could not put down to a file or a test case ends here,
        // said as such: never an abort.
        const QString message = QCoreApplication::translate(
            "claimscope::cli::Main",
            "error: out of memory while running \"%1\"; free some memory or give it smaller input files");
        std::fprintf(stderr, "%s\n", qPrintable(message.arg(command)));
        return 2;
    }
}
