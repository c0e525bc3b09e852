#include "textpreview.h"

#include <QLocale>

namespace claimscope {

QString TextPreview::of(const QString &text)
{
    const qsizetype length = text.size();
    if (length <= HeadChars + TailChars)
        return text;
    // Never cut between the two halves of a character outside the BMP.
    qsizetype headEnd = HeadChars;
    if (text.at(headEnd - 1).isHighSurrogate())
        --headEnd;
    qsizetype tailStart = length - TailChars;
    if (text.at(tailStart).isLowSurrogate())
        ++tailStart;
    const QLocale locale;
    const QString note =
        tr("[… %1 of %2 characters left out …]").arg(locale.toString(tailStart - headEnd), locale.toString(length));
    QString preview;
    preview.reserve(headEnd + note.size() + (length - tailStart) + 2);
    preview += QStringView(text).left(headEnd);
    preview += QLatin1Char('\n') + note + QLatin1Char('\n');
    preview += QStringView(text).mid(tailStart);
    return preview;
}

} // namespace claimscope
