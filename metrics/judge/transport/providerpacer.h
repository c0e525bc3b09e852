#pragma once

#include "ratelimitheaders.h"
#include "serverbudget.h"
#include "tokenbucket.h"

#include <QtGlobal>

#include <optional>

namespace claimscope {

struct PacingLimits {
    int requestsPerMinute = 0;     // 0: no client-side request budget
    qint64 tokensPerMinute = 0;    // 0: no client-side token budget
    bool followHeaders = true;     // pace to the provider's x-ratelimit-* headers
    qint64 windowMs = 60000;       // the "minute" of the budgets
    qint64 longestWaitMs = 120000; // the longest header reset obeyed
};

// Decides when the next request to one endpoint may go: the client-side budgets (token
// buckets for requests and tokens per minute) and the provider's own limits as its
// x-ratelimit-* headers report them. Owned by the RequestScheduler, on its thread.
class ProviderPacer
{
public:
    enum class Limit { None, Requests, Tokens, ServerRequests, ServerTokens };
    struct Wait {
        qint64 ms = 0;             // 0: send now; > 0: wait; UntilAnAnswer: until an answer arrives
        Limit limit = Limit::None; // the budget that holds the request back
    };
    static constexpr qint64 UntilAnAnswer = -1;

    explicit ProviderPacer(const PacingLimits &limits);

    const PacingLimits &limits() const { return m_limits; }
    Wait wait(qint64 tokens, qint64 now);
    // Returns the attempt's ticket for answered().
    quint64 sent(qint64 tokens, qint64 now);
    // The attempt ended: with an answer's headers and usage, or neither (network error, abort).
    void answered(quint64 ticket, const RateLimitHeaders &headers, std::optional<qint64> usedTokens, qint64 now);

private:
    PacingLimits m_limits;
    TokenBucket m_requests;
    TokenBucket m_tokens;
    ServerBudget m_serverRequests;
    ServerBudget m_serverTokens;
    quint64 m_nextTicket = 1;
};

} // namespace claimscope
