#include "clioutput.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <cstdio>

namespace claimscope::cli {

void printErr(const QString &text)
{
    std::fputs((text + QLatin1Char('\n')).toLocal8Bit().constData(), stderr);
}

void print(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

bool writeOutput(const QByteArray &bytes, const QString &file)
{
    if (file.isEmpty()) {
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) < 0 || !out.commit()) {
        printErr(QCoreApplication::translate("claimscope::cli", "cannot write %1: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

} // namespace claimscope::cli
