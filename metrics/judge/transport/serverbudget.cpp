#include "serverbudget.h"

#include <algorithm>

namespace claimscope {

ServerBudget::ServerBudget(qint64 longestWaitMs)
    : m_longestWaitMs(std::max<qint64>(0, longestWaitMs))
{
}

qint64 ServerBudget::delayMs(qint64 cost, qint64 now) const
{
    if (!m_known)
        return 0;
    qint64 used = 0;
    for (const auto &[ticket, send] : m_sends)
        used += send.cost;
    if (m_remaining - used >= std::max<qint64>(1, cost))
        return 0;
    if (now < m_resetAt)
        return m_resetAt - now;
    const bool probing = std::any_of(m_sends.begin(), m_sends.end(), [this](const auto &item) {
        return item.second.answeredEvent == 0 && item.second.sentAt >= m_resetAt;
    });
    return probing ? UntilAnAnswer : 0;
}

void ServerBudget::sent(quint64 ticket, qint64 cost, qint64 now)
{
    m_sends[ticket] = {cost, now, ++m_events, 0};
}

void ServerBudget::answered(quint64 ticket, std::optional<qint64> remaining, std::optional<qint64> resetMs, qint64 now)
{
    const auto it = m_sends.find(ticket);
    if (it == m_sends.end())
        return;
    it->second.answeredEvent = ++m_events;
    if (remaining && (!m_known || ticket >= m_ticket)) {
        m_known = true;
        m_ticket = ticket;
        m_remaining = *remaining;
        m_resetAt = now + std::min(resetMs.value_or(0), m_longestWaitMs);
        // Counted for sure: this request, and those answered before it was sent.
        const quint64 sentEvent = it->second.sentEvent;
        std::erase_if(m_sends, [&](const auto &item) {
            return item.first == ticket || (item.second.answeredEvent != 0 && item.second.answeredEvent < sentEvent);
        });
    } else if (!m_known) {
        m_sends.erase(it);
    }
}

} // namespace claimscope
