#pragma once

#include <QtGlobal>

#include <deque>
#include <map>

namespace claimscope {

// A client-side budget of `capacity` units (requests or tokens) per window. A send takes its
// cost out; the cost comes back one window after its answer arrived, so no window ever holds
// more than the capacity — what a sliding-window provider enforces, and within what a provider
// that refills continuously allows. A cost can be corrected when the answer tells the real one.
// Times are milliseconds on the owner's clock. Lives on its owner's thread.
class TokenBucket
{
public:
    // Waiting for an answer: every unit the next send needs is held by requests in flight.
    static constexpr qint64 UntilAnAnswer = -1;

    TokenBucket(qint64 capacity, qint64 windowMs);

    bool isLimited() const { return m_capacity > 0; }
    // 0: `cost` units are there now; otherwise the milliseconds until they are, or UntilAnAnswer.
    // A cost above the capacity needs the whole bucket.
    qint64 delayMs(qint64 cost, qint64 now);
    void take(quint64 ticket, qint64 cost);
    // The answer to `ticket` arrived at `now`, costing `actualCost` (negative: as estimated).
    void settle(quint64 ticket, qint64 actualCost, qint64 now);

private:
    struct Spend {
        qint64 settledAt;
        qint64 cost;
    };
    void expire(qint64 now);

    qint64 m_capacity;
    qint64 m_windowMs;
    std::map<quint64, qint64> m_inFlight; // ticket → cost
    std::deque<Spend> m_settled;          // in order of settling
    qint64 m_held = 0;                    // the cost of everything in flight or settled
};

} // namespace claimscope
