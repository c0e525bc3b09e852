#include "resultorder.h"

#include <algorithm>

namespace claimscope::cli {

ResultOrder::ResultOrder(QList<Key> expected, Release release)
    : m_expected(std::move(expected))
    , m_release(std::move(release))
{
}

void ResultOrder::add(const MetricResult &result)
{
    m_held.insert({result.testCaseIndex, result.metricId}, result);
    releaseReady();
}

void ResultOrder::releaseReady()
{
    while (m_next < m_expected.size()) {
        const auto it = m_held.find(m_expected[m_next]);
        if (it == m_held.end())
            return;
        const MetricResult result = it.value();
        m_held.erase(it);
        ++m_next;
        m_release(result);
    }
}

void ResultOrder::flush()
{
    QList<Key> keys = m_held.keys();
    std::sort(keys.begin(), keys.end());
    for (const Key &key : keys)
        m_release(m_held.take(key));
}

} // namespace claimscope::cli
