#pragma once

namespace claimscope {

// Tells when a judge endpoint has gone away (INTERFACES.md §2.4): `limit` requests in a row
// that got no answer at all (a refused or reset connection, an unknown host, a timeout — each
// after its retries), or one refused key (HTTP 401/403). Any other answer from the server ends
// the streak, so HTTP errors that come back (429, 500 …) never count. Plain value; the
// scheduler's thread.
class OutageWatch
{
public:
    explicit OutageWatch(int limit); // 0: never tells

    // The server answered an attempt (any status but 401/403).
    void answered();
    // A request ended without an answer; true when this makes the endpoint unreachable.
    bool unanswered();
    // The server refused the key: true (once per streak) unless the watch is off.
    bool refused();
    // Requests in a row without an answer so far.
    int streak() const { return m_streak; }
    // Starts afresh (the run goes on after the person said so).
    void reset();

private:
    int m_limit;
    int m_streak = 0;
    bool m_told = false; // once per streak
};

} // namespace claimscope
