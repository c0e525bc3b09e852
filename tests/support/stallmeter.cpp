#include "stallmeter.h"

namespace claimscope {

namespace {
constexpr int TickMs = 10;
constexpr int StallMs = 50;
} // namespace

StallMeter::StallMeter()
{
    m_ticker.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_ticker, &QTimer::timeout, [this] { tick(); });
}

void StallMeter::start()
{
    m_worst = 0;
    m_worstAt = 0;
    m_stalls = 0;
    m_last = 0;
    m_clock.start();
    m_ticker.start(TickMs);
}

void StallMeter::stop()
{
    m_ticker.stop();
    tick();
}

void StallMeter::tick()
{
    const qint64 now = m_clock.elapsed();
    const qint64 late = now - m_last - TickMs;
    if (late > m_worst) {
        m_worst = late;
        m_worstAt = m_last;
    }
    m_stalls += late > StallMs ? 1 : 0;
    m_last = now;
}

} // namespace claimscope
