#include "templatetext.h"

#include <QStringList>
#include <QTextDocument>

namespace claimscope {

QString documentText(const QTextDocument *document)
{
    QString text = document->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

QString withLineEndingsOf(const QString &original, const QString &edited)
{
    if (!original.contains(QLatin1Char('\r')))
        return edited;
    // The ending of each of the original's lines: "\r\n" or "\n".
    QList<bool> crlf;
    for (qsizetype at = original.indexOf(QLatin1Char('\n')); at >= 0; at = original.indexOf(QLatin1Char('\n'), at + 1))
        crlf.append(at > 0 && original[at - 1] == QLatin1Char('\r'));
    if (crlf.isEmpty())
        return edited;
    const QStringList lines = edited.split(QLatin1Char('\n'));
    QString text;
    text.reserve(edited.size() + crlf.size());
    for (qsizetype i = 0; i < lines.size(); ++i) {
        text += lines[i];
        if (i + 1 < lines.size())
            text += crlf.value(i, crlf.last()) ? QStringLiteral("\r\n") : QStringLiteral("\n");
    }
    return text;
}

} // namespace claimscope
