#pragma once

#include <QElapsedTimer>
#include <QTimer>

namespace claimscope {

// How responsive this thread stays: a 10 ms timer records its worst lateness (wall time, so
// on a busy machine it includes waiting for a core) and how often it was more than 50 ms late.
// For benchmarks; lives on the thread it measures.
class StallMeter
{
public:
    StallMeter();

    // Starts a measured interval: the clock restarts and the figures are cleared.
    void start();
    // Ends it, counting the last partial interval too.
    void stop();
    qint64 elapsed() const { return m_clock.elapsed(); } // since start()
    qint64 worst() const { return m_worst; }
    qint64 worstAt() const { return m_worstAt; } // when the longest stall began
    int stalls() const { return m_stalls; }

private:
    void tick();

    QTimer m_ticker;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_worst = 0;
    qint64 m_worstAt = 0;
    int m_stalls = 0;
};

} // namespace claimscope
