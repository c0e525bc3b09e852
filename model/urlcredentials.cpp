#include "urlcredentials.h"

#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace claimscope::UrlCredentials {

bool isKeyParameter(const QString &name)
{
    static const QRegularExpression keyName(
        QStringLiteral(R"(^(?:x-)?(?:api[-_]?key|key|(?:access|auth|id|refresh)?[-_]?token|auth|authorization|)"
                       R"(password|passwd|pwd|secret|client[-_]?secret|sig|signature|subscription[-_]?key|)"
                       R"(ocp-apim-subscription-key|code|credential|credentials)$)"),
        QRegularExpression::CaseInsensitiveOption);
    return keyName.match(name).hasMatch();
}

QString stripped(const QString &url)
{
    QUrl parsed(url.trimmed());
    if (!parsed.isValid() || parsed.isRelative())
        return strippedInText(url);
    parsed.setUserInfo({});
    if (parsed.hasQuery()) {
        QUrlQuery query(parsed);
        for (const auto &item : query.queryItems(QUrl::FullyDecoded)) {
            if (isKeyParameter(item.first))
                query.removeAllQueryItems(item.first);
        }
        if (query.isEmpty())
            parsed.setQuery(QString()); // no "?" left behind
        else
            parsed.setQuery(query);
    }
    return parsed.toString();
}

QStringList secrets(const QString &url)
{
    const QUrl parsed(url.trimmed());
    QStringList found;
    for (const QString &part : {parsed.userName(QUrl::FullyDecoded), parsed.password(QUrl::FullyDecoded)}) {
        if (!part.isEmpty())
            found.append(part);
    }
    const QUrlQuery query(parsed);
    for (const auto &item : query.queryItems(QUrl::FullyDecoded)) {
        if (isKeyParameter(item.first) && !item.second.isEmpty())
            found.append(item.second);
    }
    return found;
}

QString strippedInText(const QString &text)
{
    if (!text.contains(QLatin1Char('@')) && !text.contains(QLatin1Char('=')))
        return text; // cheap test first: most texts quote no URL with credentials
    static const QRegularExpression userInfo(QStringLiteral(R"(\b([A-Za-z][A-Za-z0-9+.\-]*://)[^\s/?#@"'<>]+@)"));
    static const QRegularExpression parameter(QStringLiteral(R"(([?&;])([A-Za-z0-9_\-]+)=([^&#\s"'<>]*))"));
    QString result = text;
    result.replace(userInfo, QStringLiteral("\\1"));
    QString masked;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = parameter.globalMatch(result);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (!isKeyParameter(match.captured(2)) || match.capturedLength(3) == 0)
            continue;
        masked += QStringView(result).mid(last, match.capturedStart(3) - last);
        masked += QStringLiteral("…");
        last = match.capturedEnd(3);
    }
    masked += QStringView(result).mid(last);
    return masked;
}

} // namespace claimscope::UrlCredentials
