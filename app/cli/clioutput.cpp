#include "clioutput.h"

#include "model/outputfile.h"

#include <algorithm>
#include <cstdio>

namespace claimscope::cli {

QString terminalSafe(const QString &text)
{
    const auto isControl = [](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f);
    };
    if (std::none_of(text.begin(), text.end(), isControl))
        return text;
    QString safe;
    safe.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (isControl(c))
            safe +=
                QStringLiteral("\\x") + QString::number(c.unicode(), 16).toUpper().rightJustified(2, QLatin1Char('0'));
        else
            safe += c;
    }
    return safe;
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
