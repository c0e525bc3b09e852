#pragma once

#include "model/metricresult.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>

namespace claimscope::cli {

// Hands results on in the order a reader expects (test case, then metric) as soon as every
// earlier one has arrived, holding back only those that came early. The engine admits test
// cases in order, so what is held stays within its admission window. CLI main thread.
class ResultOrder
{
public:
    using Release = std::function<void(const MetricResult &)>;
    using Key = QPair<int, QString>; // test case index, metric id

    ResultOrder(QList<Key> expected, Release release);
    void add(const MetricResult &result);
    // Whatever is still held (results that were not expected), in key order.
    void flush();
    int held() const { return int(m_held.size()); }

private:
    void releaseReady();

    QList<Key> m_expected;
    qsizetype m_next = 0;
    QHash<Key, MetricResult> m_held;
    Release m_release;
};

} // namespace claimscope::cli
