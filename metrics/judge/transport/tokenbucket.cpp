#include "tokenbucket.h"

#include <algorithm>

namespace claimscope {

TokenBucket::TokenBucket(qint64 capacity, qint64 windowMs)
    : m_capacity(std::max<qint64>(0, capacity))
    , m_windowMs(std::max<qint64>(1, windowMs))
{
}

void TokenBucket::expire(qint64 now)
{
    while (!m_settled.empty() && now - m_settled.front().settledAt >= m_windowMs) {
        m_held -= m_settled.front().cost;
        m_settled.pop_front();
    }
}

qint64 TokenBucket::delayMs(qint64 cost, qint64 now)
{
    if (!isLimited())
        return 0;
    expire(now);
    const qint64 needed = std::min(cost, m_capacity);
    qint64 free = m_capacity - m_held;
    if (free >= needed)
        return 0;
    for (const Spend &spend : m_settled) {
        free += spend.cost;
        if (free >= needed)
            return spend.settledAt + m_windowMs - now;
    }
    return UntilAnAnswer;
}

void TokenBucket::take(quint64 ticket, qint64 cost)
{
    if (!isLimited())
        return;
    const qint64 held = std::min(std::max<qint64>(0, cost), m_capacity);
    m_inFlight[ticket] = held;
    m_held += held;
}

void TokenBucket::settle(quint64 ticket, qint64 actualCost, qint64 now)
{
    const auto it = m_inFlight.find(ticket);
    if (it == m_inFlight.end())
        return;
    const qint64 cost = actualCost < 0 ? it->second : std::min(actualCost, m_capacity);
    m_held += cost - it->second;
    m_inFlight.erase(it);
    m_settled.push_back({now, cost});
}

} // namespace claimscope
