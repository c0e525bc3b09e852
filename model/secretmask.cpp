#include "secretmask.h"

#include "judgesettings.h"

#include <QRegularExpression>

namespace claimscope {

QString maskSecrets(const QString &text)
{
    // Cheap test first: prompts are long and almost never hold a key.
    if (!text.contains(QLatin1String("sk-")) && !text.contains(QLatin1String("Bearer "), Qt::CaseInsensitive))
        return text;
    static const QRegularExpression pattern(
        QStringLiteral(R"((?<![A-Za-z0-9])sk-[A-Za-z0-9_\-]{6,}|(?<=Bearer )[A-Za-z0-9._~+/\-]{8,}=*)"),
        QRegularExpression::CaseInsensitiveOption);
    QString masked;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        masked += QStringView(text).mid(last, match.capturedStart() - last);
        masked += maskedKey(match.captured());
        last = match.capturedEnd();
    }
    masked += QStringView(text).mid(last);
    return masked;
}

} // namespace claimscope
