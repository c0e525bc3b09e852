#include "secretmask.h"

#include "judgesettings.h"
#include "urlcredentials.h"

#include <QRegularExpression>

namespace claimscope {

namespace {

// Shorter values could be ordinary words: a key worth masking is longer than this.
constexpr qsizetype MinimumKnownSecret = 6;

QString maskPatterns(const QString &text)
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

} // namespace

QString maskSecrets(const QString &text, const QStringList &known)
{
    QString masked = text;
    for (const QString &secret : known) {
        if (secret.size() >= MinimumKnownSecret)
            masked.replace(secret, maskedKey(secret));
    }
    return UrlCredentials::strippedInText(maskPatterns(masked));
}

} // namespace claimscope
