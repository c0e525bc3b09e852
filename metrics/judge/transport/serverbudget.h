#pragma once

#include <QtGlobal>

#include <map>
#include <optional>

namespace claimscope {

// One of a provider's rate limits (requests or tokens) as its x-ratelimit-* headers tell it:
// what remained when the newest-sent answered request was counted, less every request that
// count may have missed (sent after it, or still unanswered when it was sent: connections can
// reorder arrivals), until the reset. Past the reset only one probe at a time goes out, until
// an answer tells the new state (a provider's reset may free one slot or the whole limit).
// Without headers it never holds a request back. Times are milliseconds on the owner's
// clock; owner's thread.
class ServerBudget
{
public:
    static constexpr qint64 UntilAnAnswer = -1;

    // Resets further away than longestWaitMs are treated as that far away.
    explicit ServerBudget(qint64 longestWaitMs);

    // 0: a request costing `cost` may go now; otherwise milliseconds to wait, or UntilAnAnswer.
    qint64 delayMs(qint64 cost, qint64 now) const;
    void sent(quint64 ticket, qint64 cost, qint64 now);
    // Tickets grow with send order; an answer sent before the one that last informed us is
    // older news and only ends its request.
    void answered(quint64 ticket, std::optional<qint64> remaining, std::optional<qint64> resetMs, qint64 now);

private:
    struct Send {
        qint64 cost = 0;
        qint64 sentAt = 0;
        quint64 sentEvent = 0;
        quint64 answeredEvent = 0; // 0: in flight
    };

    qint64 m_longestWaitMs;
    quint64 m_events = 0;            // orders sends and answers
    std::map<quint64, Send> m_sends; // those the informing count may have missed
    bool m_known = false;
    quint64 m_ticket = 0; // the request whose answer informed us last
    qint64 m_remaining = 0;
    qint64 m_resetAt = 0;
};

} // namespace claimscope
