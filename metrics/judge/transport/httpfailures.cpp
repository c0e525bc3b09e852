#include "httpfailures.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

namespace claimscope::httpfailures {

bool isRetryableStatus(int httpStatus)
{
    switch (httpStatus) {
    case 408:
    case 409:
    case 425:
    case 429:
    case 500:
    case 502:
    case 503:
    case 504: return true;
    default: return false;
    }
}

bool isRetryableNetworkError(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyTimeoutError: return true;
    default: return false;
    }
}

namespace {

std::optional<QDateTime> parseHttpDate(const QString &text)
{
    // RFC 9110 §5.6.7: IMF-fixdate is what servers send; the obsolete RFC 850 and asctime
    // forms are still to be accepted. All are in GMT. The day name adds nothing (and Qt would
    // reject a two-digit-year date whose weekday does not match 19xx), so it is dropped.
    static const QRegularExpression dayName(QStringLiteral("^[A-Za-z]+,? "));
    const QString date = QString(text).remove(dayName);
    const QLocale c = QLocale::c();
    const QString formats[] = {
        QStringLiteral("dd MMM yyyy HH:mm:ss 'GMT'"),
        QStringLiteral("dd-MMM-yy HH:mm:ss 'GMT'"),
        QStringLiteral("MMM d HH:mm:ss yyyy"),
    };
    for (const QString &format : formats) {
        QDateTime parsed = c.toDateTime(date, format);
        if (!parsed.isValid())
            continue;
        if (parsed.date().year() < 1970) // two-digit years of the RFC 850 form
            parsed = parsed.addYears(100);
        parsed.setTimeSpec(Qt::UTC);
        return parsed;
    }
    return std::nullopt;
}

QString jsonMessage(const QJsonObject &object)
{
    const QJsonValue error = object.value(QLatin1String("error"));
    if (error.isObject()) {
        const QString message = error.toObject().value(QLatin1String("message")).toString();
        if (!message.isEmpty())
            return message;
    }
    if (error.isString())
        return error.toString();
    for (const char *key : {"message", "detail"}) {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isString())
            return value.toString();
    }
    return {};
}

} // namespace

std::optional<qint64> retryAfterMs(const QByteArray &value, const QDateTime &nowUtc)
{
    const QString text = QString::fromLatin1(value).simplified();
    if (text.isEmpty())
        return std::nullopt;
    static const QRegularExpression delaySeconds(QStringLiteral("^\\d{1,9}(\\.\\d+)?$"));
    if (delaySeconds.match(text).hasMatch())
        return qint64(text.toDouble() * 1000.0);
    const std::optional<QDateTime> when = parseHttpDate(text);
    if (!when)
        return std::nullopt;
    return std::max<qint64>(0, nowUtc.msecsTo(*when));
}

QString serverErrorText(const QByteArray &body, int maxChars)
{
    QString text;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error == QJsonParseError::NoError && document.isObject())
        text = jsonMessage(document.object());
    if (text.isEmpty())
        text = QString::fromUtf8(body);
    text = text.simplified();
    if (text.size() > maxChars)
        text = text.left(maxChars - 1) + QChar(0x2026);
    return text;
}

bool looksLikeHtml(const QByteArray &body, const QByteArray &contentType)
{
    if (contentType.contains("html"))
        return true;
    const QByteArray start = body.left(256).trimmed().toLower();
    return start.startsWith("<!doctype html") || start.startsWith("<html");
}

QString displayUrl(const QUrl &url)
{
    return url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

} // namespace claimscope::httpfailures
