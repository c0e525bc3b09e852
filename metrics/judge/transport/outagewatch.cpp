#include "outagewatch.h"

namespace claimscope {

OutageWatch::OutageWatch(int limit)
    : m_limit(limit)
{
}

void OutageWatch::answered()
{
    reset();
}

bool OutageWatch::unanswered()
{
    ++m_streak;
    if (m_limit <= 0 || m_told || m_streak < m_limit)
        return false;
    m_told = true;
    return true;
}

bool OutageWatch::refused()
{
    if (m_limit <= 0 || m_told)
        return false;
    m_told = true;
    return true;
}

void OutageWatch::reset()
{
    m_streak = 0;
    m_told = false;
}

} // namespace claimscope
