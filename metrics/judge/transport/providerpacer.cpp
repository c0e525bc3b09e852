#include "providerpacer.h"

namespace claimscope {

ProviderPacer::ProviderPacer(const PacingLimits &limits)
    : m_limits(limits)
    , m_requests(limits.requestsPerMinute, limits.windowMs)
    , m_tokens(limits.tokensPerMinute, limits.windowMs)
    , m_serverRequests(limits.longestWaitMs)
    , m_serverTokens(limits.longestWaitMs)
{
}

ProviderPacer::Wait ProviderPacer::wait(qint64 tokens, qint64 now)
{
    // The longest timed wait wins; waiting for an answer only when nothing is timed (the
    // scheduler looks again after every answer anyway).
    Wait longest;
    const auto consider = [&](qint64 ms, Limit limit) {
        if ((ms > 0 && ms > longest.ms) || (ms == UntilAnAnswer && longest.ms == 0))
            longest = {ms, limit};
    };
    consider(m_requests.delayMs(1, now), Limit::Requests);
    consider(m_tokens.delayMs(tokens, now), Limit::Tokens);
    if (m_limits.followHeaders) {
        consider(m_serverRequests.delayMs(1, now), Limit::ServerRequests);
        consider(m_serverTokens.delayMs(tokens, now), Limit::ServerTokens);
    }
    return longest;
}

quint64 ProviderPacer::sent(qint64 tokens, qint64 now)
{
    const quint64 ticket = m_nextTicket++;
    m_requests.take(ticket, 1);
    m_tokens.take(ticket, tokens);
    if (m_limits.followHeaders) {
        m_serverRequests.sent(ticket, 1, now);
        m_serverTokens.sent(ticket, tokens, now);
    }
    return ticket;
}

void ProviderPacer::answered(quint64 ticket, const RateLimitHeaders &headers, std::optional<qint64> usedTokens,
                             qint64 now)
{
    m_requests.settle(ticket, -1, now);
    m_tokens.settle(ticket, usedTokens.value_or(-1), now);
    if (m_limits.followHeaders) {
        m_serverRequests.answered(ticket, headers.remainingRequests, headers.resetRequestsMs, now);
        m_serverTokens.answered(ticket, headers.remainingTokens, headers.resetTokensMs, now);
    }
}

} // namespace claimscope
