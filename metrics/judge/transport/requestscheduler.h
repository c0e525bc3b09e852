#pragma once

#include "outagewatch.h"
#include "providerpacer.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QNetworkRequest>
#include <QObject>
#include <QRandomGenerator>
#include <QString>

#include <deque>
#include <functional>
#include <map>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace claimscope {

struct JudgeSettings;

struct SchedulerOptions {
    int maxConcurrency = 8;   // requests on the wire at once; the rest wait in FIFO order
    int timeoutMs = 120000;   // per attempt, counted from the moment it is sent
    int maxRetries = 4;       // retries after the first attempt
    int backoffBaseMs = 1000; // retry k (0-based) waits random(0, min(cap, base·2^k))
    int backoffCapMs = 30000;
    int retryAfterCapMs = 120000;            // the longest Retry-After we obey; longer asks wait this long
    int requestsPerMinute = 0;               // 0: no limit; retries count as requests
    qint64 tokensPerMinute = 0;              // 0: no limit; estimated before sending, corrected by usage
    bool followRateLimitHeaders = true;      // pace to the endpoint's x-ratelimit-* headers
    qint64 maxReplyBytes = 16 * 1024 * 1024; // a longer answer is aborted: "answer too large"
    int rateWindowMs = 60000;                // the window requestsPerMinute and tokensPerMinute count over
    int unreachableAfter = 5;                // requests in a row without an answer before unreachable(); 0: never
    quint32 jitterSeed = 0;                  // 0: a random seed

    static SchedulerOptions fromSettings(const JudgeSettings &settings);
};

struct HttpOutcome {
    quint64 requestId = 0; // what post() returned
    bool ok = false;       // a 2xx answer arrived
    int httpStatus = 0;    // 0: no HTTP answer (network error, timeout, cancel)
    QByteArray body;       // the last answer's body (also for errors)
    QByteArray contentType;
    QString error;        // for the user: status, endpoint and the server's error text
    int attempts = 0;     // attempts sent (0 when cancelled before the first)
    qint64 latencyMs = 0; // the last attempt, from send to answer
    qint64 elapsedMs = 0; // from post() to this outcome: queue, retries and backoff
    bool cancelled = false;
};

// Sends POST requests to one endpoint: caps how many are in flight, paces them to the
// endpoint's rate limits (ProviderPacer), times every attempt from its real send, retries
// transient failures with jittered backoff and honours Retry-After.
// A 401 stops every request not yet sent (one refusal, not one per request).
// Tells when the endpoint has gone away (OutageWatch: requests in a row without an answer, or a
// refused key); whoever runs the requests may then hold() what is not sent yet and later
// resume() or refuse it.
// Redirects are its own to judge: only same-server ones that keep the POST are followed, so
// credentials never reach another scheme, host or port.
// Lives on the engine's worker thread (or a test's thread) and calls back there.
class RequestScheduler : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const HttpOutcome &)>;
    // Same-server redirects that keep the POST (307, 308) followed per request.
    static constexpr int MaxRedirects = 3;

    explicit RequestScheduler(const SchedulerOptions &options = {}, QObject *parent = nullptr);
    // Drops whatever is pending without calling back: call cancelAll() first if anyone waits.
    ~RequestScheduler() override;

    const SchedulerOptions &options() const { return m_options; }

    // Queues a POST; `done` is called exactly once, never from inside post() itself.
    quint64 post(const QNetworkRequest &request, const QByteArray &body, Callback done);
    // Queues a GET (batch status, file downloads), with the same caps, retries and callback.
    quint64 get(const QNetworkRequest &request, Callback done);
    // Aborts at once (in flight, waiting to retry or queued) and calls back with cancelled=true
    // before returning. Unknown or finished ids are ignored.
    void cancel(quint64 id);
    void cancelAll();
    // Sends nothing more until resume() or refuseUnsent(); requests on the wire finish.
    void hold();
    bool isHeld() const { return m_held; }
    // Sends again, the unanswered streak and a refused key forgotten.
    void resume();
    // Fails every request not yet sent, now and later, with "not sent: <reason>".
    void refuseUnsent(const QString &reason);

    int inFlight() const { return m_inFlight; }
    int queued() const { return int(m_queue.size()); }
    int waitingToRetry() const;

Q_SIGNALS:
    // Attempt `attempt` (1-based) of request `id` failed with `reason`; the next one goes out
    // in `delayMs` (Retry-After when the server sent one, jittered backoff otherwise).
    void retryScheduled(quint64 id, int attempt, int delayMs, const QString &reason);
    // A same-server redirect was followed (the base URL is not where the API is).
    void redirected(const QUrl &from, const QUrl &to);
    // Nothing goes out for `delayMs` because of `reason` (a rate limit, ours or the endpoint's).
    void paced(int delayMs, const QString &reason);
    // The endpoint has gone away: `unanswered` requests in a row got no answer, the last for
    // `cause` ("Connection refused"), or it refused the key (`keyRefused`, cause "HTTP 401: …").
    // Emitted before the request that tipped it reports, once until an answer or resume().
    void unreachable(const QString &cause, int unanswered, bool keyRefused);

private:
    struct Lane {
        QNetworkAccessManager *manager = nullptr;
        int busy = 0;
    };
    struct Entry {
        QNetworkRequest request;
        bool isGet = false;
        QByteArray body;
        qint64 tokens = 0;  // estimated from the body, for the token budgets
        quint64 ticket = 0; // the pacer's ticket of the attempt in flight
        Callback done;
        int attempts = 0;
        QElapsedTimer sincePost;
        QElapsedTimer sinceSend;
        QNetworkReply *reply = nullptr;
        QTimer *retryTimer = nullptr;
        int lane = -1;
        int redirects = 0;
        bool timedOut = false;
        bool tooLarge = false;
    };

    quint64 enqueue(const QNetworkRequest &request, bool isGet, const QByteArray &body, Callback done);
    void pump();
    // Fails everything queued without sending it, once the endpoint refused the API key.
    void refuseQueued();
    // True when the pacer lets the first queued request go now; otherwise waits for it.
    bool paceAllowsSend();
    QString paceReason(ProviderPacer::Limit limit) const;
    void send(quint64 id, Entry &entry);
    void onFinished(quint64 id, QNetworkReply *reply);
    void onTimeout(quint64 id, QNetworkReply *reply);
    // True when the redirect was followed; otherwise `outcome.error` says why not.
    bool followRedirect(Entry &entry, const QUrl &target, HttpOutcome &outcome);
    // Ends the attempt in flight; the pacer learns what the answer (if any) said.
    void releaseReply(Entry &entry, bool abort, const RateLimitHeaders &headers = {},
                      std::optional<qint64> usedTokens = std::nullopt);
    void retryLater(quint64 id, Entry &entry, const QString &reason, qint64 retryAfterMs);
    // A request ended unanswered or refused: tells when the endpoint counts as gone.
    void watchForOutage(const HttpOutcome &outcome, const QString &cause);
    void finish(quint64 id, HttpOutcome outcome);
    int backoffMs(int retryIndex);

    SchedulerOptions m_options;
    std::vector<Lane> m_lanes;
    std::map<quint64, Entry> m_entries;
    std::deque<quint64> m_queue;
    ProviderPacer m_pacer;
    QElapsedTimer m_clock;
    QTimer *m_rateTimer = nullptr; // wakes the queue when the pacer's wait is over
    QRandomGenerator m_rng;
    quint64 m_nextId = 1;
    int m_inFlight = 0;
    // The first 401: the key is wrong for every request, so none is sent after it (or the run
    // skips what is left: refuseUnsent()).
    QString m_refusal;
    int m_refusalStatus = 0;
    OutageWatch m_outage;
    bool m_held = false;
};

} // namespace claimscope
