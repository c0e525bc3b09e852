#include "ratelimitheaders.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QRegularExpression>

#include <cmath>

namespace claimscope {

namespace {

// What a judge answer (one JSON object with verdicts or a reason) usually needs when the
// request sets no max_tokens.
constexpr qint64 DefaultAnswerTokens = 256;

std::optional<qint64> count(const QByteArray &value)
{
    bool ok = false;
    const qint64 number = value.trimmed().toLongLong(&ok);
    if (!ok || number < 0)
        return std::nullopt;
    return number;
}

} // namespace

RateLimitHeaders RateLimitHeaders::fromReply(const QNetworkReply &reply)
{
    RateLimitHeaders headers;
    headers.remainingRequests = count(reply.rawHeader("x-ratelimit-remaining-requests"));
    headers.resetRequestsMs = resetDurationMs(reply.rawHeader("x-ratelimit-reset-requests"));
    headers.remainingTokens = count(reply.rawHeader("x-ratelimit-remaining-tokens"));
    headers.resetTokensMs = resetDurationMs(reply.rawHeader("x-ratelimit-reset-tokens"));
    return headers;
}

std::optional<qint64> resetDurationMs(const QByteArray &value)
{
    const QString text = QString::fromLatin1(value.trimmed());
    if (text.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const double seconds = text.toDouble(&isNumber);
    if (isNumber)
        return seconds >= 0 && std::isfinite(seconds) ? std::optional<qint64>(std::llround(seconds * 1000))
                                                      : std::nullopt;
    // A sequence of <number><unit>, units h, m, s, ms, us/µs, ns (Go's time.Duration format).
    static const QRegularExpression part(QStringLiteral("(\\d+(?:\\.\\d+)?|\\.\\d+)(h|ms|m|s|us|µs|ns)"));
    double ms = 0;
    qsizetype at = 0;
    while (at < text.size()) {
        const QRegularExpressionMatch match =
            part.match(text, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!match.hasMatch())
            return std::nullopt;
        const double number = match.captured(1).toDouble();
        const QString unit = match.captured(2);
        if (unit == QLatin1String("h"))
            ms += number * 3600000;
        else if (unit == QLatin1String("m"))
            ms += number * 60000;
        else if (unit == QLatin1String("s"))
            ms += number * 1000;
        else if (unit == QLatin1String("ms"))
            ms += number;
        else if (unit == QLatin1String("ns"))
            ms += number / 1e6;
        else
            ms += number / 1000;
        at = match.capturedEnd();
    }
    return std::llround(std::ceil(ms));
}

qint64 estimatedTokens(const QByteArray &body)
{
    const QJsonObject request = QJsonDocument::fromJson(body).object();
    qint64 answer = DefaultAnswerTokens;
    for (const char *key : {"max_tokens", "max_completion_tokens"}) {
        if (const QJsonValue value = request.value(QLatin1String(key)); value.isDouble())
            answer = qint64(value.toDouble());
    }
    if (request.contains(QLatin1String("input"))) // embeddings: no answer text
        answer = 0;
    return (QString::fromUtf8(body).size() + 3) / 4 + answer;
}

std::optional<qint64> usedTokens(const QByteArray &body)
{
    const QJsonObject usage = QJsonDocument::fromJson(body).object().value(QLatin1String("usage")).toObject();
    if (const QJsonValue total = usage.value(QLatin1String("total_tokens")); total.isDouble())
        return qint64(total.toDouble());
    const QJsonValue prompt = usage.value(QLatin1String("prompt_tokens"));
    if (!prompt.isDouble())
        return std::nullopt;
    return qint64(prompt.toDouble()) + qint64(usage.value(QLatin1String("completion_tokens")).toDouble());
}

} // namespace claimscope
