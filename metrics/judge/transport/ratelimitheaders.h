#pragma once

#include <QByteArray>

#include <optional>

class QNetworkReply;

namespace claimscope {

// What a provider says about its rate limits on an answer: OpenAI-style
// x-ratelimit-remaining-requests / -reset-requests and x-ratelimit-remaining-tokens /
// -reset-tokens. A field the answer did not carry (or carried malformed) is empty.
// Value type, any thread.
struct RateLimitHeaders {
    std::optional<qint64> remainingRequests;
    std::optional<qint64> resetRequestsMs;
    std::optional<qint64> remainingTokens;
    std::optional<qint64> resetTokensMs;

    static RateLimitHeaders fromReply(const QNetworkReply &reply);
};

// Milliseconds of a reset duration as providers write them: "1s", "6m0s", "20ms", "1m30.5s",
// "2h0m0s", or a bare number of seconds ("0.5"). Nothing for an empty, negative or malformed
// value.
std::optional<qint64> resetDurationMs(const QByteArray &value);

// The tokens a chat or embeddings request body will probably cost before it is sent: its
// characters / 4 plus what it allows the answer (max_tokens or max_completion_tokens, else
// a modest allowance for a judge's JSON answer).
qint64 estimatedTokens(const QByteArray &body);

// usage.total_tokens (or prompt_tokens + completion_tokens) of an answer; nothing without usage.
std::optional<qint64> usedTokens(const QByteArray &body);

} // namespace claimscope
