#include "clioutput.h"

#include "model/outputfile.h"
#include "model/visiblecontrols.h"

#include <cstdio>

namespace claimscope::cli {

QString terminalSafe(const QString &text)
{
    return visibleControls(text, true);
}

void printErr(const QString &text)
{
    std::fputs((terminalSafe(text) + QLatin1Char('\n')).toLocal8Bit().constData(), stderr);
}

void print(const QString &text)
{
    std::fputs(terminalSafe(text).toUtf8().constData(), stdout);
}

bool writeOutput(const QByteArray &bytes, const QString &file)
{
    QString error;
    if (OutputFile::writeAll(file, bytes, &error))
        return true;
    printErr(error);
    return false;
}

bool writeText(const QString &text, const QString &file)
{
    return writeOutput(terminalSafe(text).toUtf8(), file);
}

} // namespace claimscope::cli
