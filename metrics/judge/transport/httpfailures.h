#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QNetworkReply>
#include <QString>
#include <QUrl>

#include <optional>

// How the transport reads HTTP failures (INTERFACES.md §2.4): which ones are worth a retry,
// what a Retry-After header asks for, and which text of an error body a user should see.
// Pure functions, any thread.
namespace claimscope::httpfailures {

// 408, 409, 425, 429, 500, 502, 503, 504: the server may answer differently later.
bool isRetryableStatus(int httpStatus);

// Connection refused or reset, remote close, socket timeouts, temporary network failures.
bool isRetryableNetworkError(QNetworkReply::NetworkError error);

// Milliseconds a Retry-After value asks to wait, given the current time: delta-seconds
// ("120") or an HTTP-date (IMF-fixdate, RFC 850 or asctime). A date in the past gives 0.
// Nothing for an empty or malformed value.
std::optional<qint64> retryAfterMs(const QByteArray &value, const QDateTime &nowUtc);

// The part of an error body worth showing: OpenAI-style {"error": {"message": ...}},
// {"error": "..."}, {"message": ...} or {"detail": ...}; otherwise the body itself with its
// whitespace simplified. Truncated to maxChars (an ellipsis marks the cut).
QString serverErrorText(const QByteArray &body, int maxChars = 400);

// True when an answer is an HTML page (a web UI or proxy answering instead of the API).
bool looksLikeHtml(const QByteArray &body, const QByteArray &contentType);

// A URL as errors may show it: no user info, no query, no fragment.
QString displayUrl(const QUrl &url);

} // namespace claimscope::httpfailures
