#include "requestscheduler.h"

#include "httpfailures.h"
#include "model/judgesettings.h"

#include <QDateTime>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <algorithm>
#include <climits>
#include <cmath>

namespace claimscope {

// Why several QNetworkAccessManagers ("lanes"), each given at most six requests at once:
// the per-attempt timeout must not run while a request waits, and QNAM keeps a hidden queue
// of its own: it opens at most six HTTP/1.1 connections per host and holds further requests
// back (QNetworkRequest::setTransferTimeout would count that wait). A lane never carries more
// than six of our requests, so each one gets a connection — a reused keep-alive one, or a new
// one whose connect time rightly counts — the moment we hand it over, and the attempt's timer
// starts right then. This leans on no QNAM internals (such as exactly when requestSent() fires
// for which protocol). HTTP/2 is switched off per request so that "one request, one
// connection" holds for https too. The cost is one QNAM (and its I/O thread) per six slots:
// two for the default cap of 8. The lanes share the cap, the rate limit and the FIFO queue.
namespace {

constexpr int kConnectionsPerLane = 6;

// Why a judge on this machine gets a new connection per request: there a connection costs a
// fraction of a millisecond, while a kept-alive one can cost about 40 ms per answer. A server
// that writes an answer's headers and body separately without TCP_NODELAY (Python's
// http.server does) holds the body back until the headers are acknowledged, and on a
// kept-alive connection the kernel delays that acknowledgement; a fresh connection
// acknowledges at once. Remote judges keep their connections: there a new one costs a
// handshake (and TLS).
bool isLoopback(const QUrl &url)
{
    const QString host = url.host();
    return host == QLatin1String("localhost") || QHostAddress(host).isLoopback();
}

HttpOutcome cancelledOutcome(int attempts, qint64 elapsedMs)
{
    HttpOutcome outcome;
    outcome.cancelled = true;
    outcome.attempts = attempts;
    outcome.elapsedMs = elapsedMs;
    outcome.error = RequestScheduler::tr("cancelled");
    return outcome;
}

QString withAttempts(const QString &error, int attempts)
{
    if (attempts <= 1)
        return error;
    return RequestScheduler::tr("%1 (gave up after %n attempts)", nullptr, attempts).arg(error);
}

} // namespace

SchedulerOptions SchedulerOptions::fromSettings(const JudgeSettings &settings)
{
    SchedulerOptions options;
    options.maxConcurrency = std::max(1, settings.maxConcurrency);
    options.timeoutMs = std::max(1, settings.timeoutSeconds) * 1000;
    options.maxRetries = std::max(0, settings.maxRetries);
    options.requestsPerMinute = std::max(0, settings.requestsPerMinute);
    options.tokensPerMinute = std::max<qint64>(0, settings.tokensPerMinute);
    options.maxReplyBytes = qint64(std::max(1, settings.maxReplyMiB)) * 1024 * 1024;
    options.unreachableAfter = std::max(0, settings.unreachableAfter);
    return options;
}

RequestScheduler::RequestScheduler(const SchedulerOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_pacer(PacingLimits{options.requestsPerMinute, options.tokensPerMinute, options.followRateLimitHeaders,
                           std::max(1, options.rateWindowMs), std::max(0, options.retryAfterCapMs)})
    , m_rateTimer(new QTimer(this))
    , m_rng(options.jitterSeed != 0 ? options.jitterSeed : QRandomGenerator::global()->generate())
    , m_outage(options.unreachableAfter)
{
    m_options.maxConcurrency = std::max(1, m_options.maxConcurrency);
    m_options.maxRetries = std::max(0, m_options.maxRetries);
    const int lanes = (m_options.maxConcurrency + kConnectionsPerLane - 1) / kConnectionsPerLane;
    for (int i = 0; i < lanes; ++i)
        m_lanes.push_back({new QNetworkAccessManager(this), 0});
    m_rateTimer->setSingleShot(true);
    m_rateTimer->setTimerType(Qt::PreciseTimer);
    connect(m_rateTimer, &QTimer::timeout, this, &RequestScheduler::pump);
    m_clock.start();
}

RequestScheduler::~RequestScheduler()
{
    for (auto &[id, entry] : m_entries) {
        if (entry.reply)
            releaseReply(entry, true);
    }
}

int RequestScheduler::waitingToRetry() const
{
    return int(std::count_if(m_entries.begin(), m_entries.end(),
                             [](const auto &item) { return item.second.retryTimer != nullptr; }));
}

quint64 RequestScheduler::post(const QNetworkRequest &request, const QByteArray &body, Callback done)
{
    return enqueue(request, false, body, std::move(done));
}

quint64 RequestScheduler::get(const QNetworkRequest &request, Callback done)
{
    return enqueue(request, true, {}, std::move(done));
}

quint64 RequestScheduler::enqueue(const QNetworkRequest &request, bool isGet, const QByteArray &body, Callback done)
{
    const quint64 id = m_nextId++;
    Entry &entry = m_entries[id];
    entry.request = request;
    entry.isGet = isGet;
    entry.request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    entry.request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (isLoopback(entry.request.url()))
        entry.request.setRawHeader("Connection", "close");
    entry.body = body;
    entry.tokens = estimatedTokens(body);
    entry.done = std::move(done);
    entry.sincePost.start();
    m_queue.push_back(id);
    if (m_refusal.isEmpty())
        pump();
    else // refused at once, but never from inside post()
        QTimer::singleShot(0, this, &RequestScheduler::pump);
    return id;
}

void RequestScheduler::cancel(quint64 id)
{
    const auto it = m_entries.find(id);
    if (it == m_entries.end())
        return;
    Entry &entry = it->second;
    m_queue.erase(std::remove(m_queue.begin(), m_queue.end(), id), m_queue.end());
    if (entry.reply)
        releaseReply(entry, true);
    finish(id, cancelledOutcome(entry.attempts, entry.sincePost.elapsed()));
    pump();
}

void RequestScheduler::cancelAll()
{
    // Detach everything first, so that callbacks posting new requests see a clean scheduler.
    std::map<quint64, Entry> entries;
    entries.swap(m_entries);
    m_queue.clear();
    for (auto &[id, entry] : entries) {
        if (entry.reply)
            releaseReply(entry, true);
        delete entry.retryTimer;
        entry.retryTimer = nullptr;
    }
    for (auto &[id, entry] : entries) {
        if (!entry.done)
            continue;
        HttpOutcome outcome = cancelledOutcome(entry.attempts, entry.sincePost.elapsed());
        outcome.requestId = id;
        entry.done(outcome);
    }
}

void RequestScheduler::hold()
{
    m_held = true;
}

void RequestScheduler::resume()
{
    m_held = false;
    m_refusal.clear();
    m_outage.reset();
    pump();
}

void RequestScheduler::refuseUnsent(const QString &reason)
{
    m_held = false;
    m_refusal = reason;
    m_refusalStatus = 0;
    pump();
}

bool RequestScheduler::paceAllowsSend()
{
    const ProviderPacer::Wait wait = m_pacer.wait(m_entries.at(m_queue.front()).tokens, m_clock.elapsed());
    if (wait.ms == 0)
        return true;
    // A wait for an answer needs no timer: every answer pumps the queue.
    if (wait.ms > 0 && (!m_rateTimer->isActive() || m_rateTimer->remainingTime() > wait.ms)) {
        const bool announced = m_rateTimer->isActive();
        m_rateTimer->start(int(std::min<qint64>(wait.ms, INT_MAX)));
        if (!announced)
            Q_EMIT paced(m_rateTimer->interval(), paceReason(wait.limit));
    }
    return false;
}

QString RequestScheduler::paceReason(ProviderPacer::Limit limit) const
{
    switch (limit) {
    case ProviderPacer::Limit::Requests:
        return tr("the budget of %n request(s) per minute", nullptr, m_options.requestsPerMinute);
    case ProviderPacer::Limit::Tokens: return tr("the budget of %1 tokens per minute").arg(m_options.tokensPerMinute);
    case ProviderPacer::Limit::ServerRequests:
        return tr("%1 has no requests left until its limit resets (x-ratelimit-remaining-requests)")
            .arg(httpfailures::displayUrl(m_entries.at(m_queue.front()).request.url()));
    case ProviderPacer::Limit::ServerTokens:
        return tr("%1 has too few tokens left until its limit resets (x-ratelimit-remaining-tokens)")
            .arg(httpfailures::displayUrl(m_entries.at(m_queue.front()).request.url()));
    case ProviderPacer::Limit::None: break;
    }
    return {};
}

void RequestScheduler::pump()
{
    if (m_held)
        return;
    if (!m_refusal.isEmpty()) {
        refuseQueued();
        return;
    }
    while (!m_queue.empty() && m_inFlight < m_options.maxConcurrency && paceAllowsSend()) {
        const quint64 id = m_queue.front();
        m_queue.pop_front();
        send(id, m_entries.at(id));
    }
}

void RequestScheduler::refuseQueued()
{
    while (!m_queue.empty()) {
        const quint64 id = m_queue.front();
        m_queue.pop_front();
        HttpOutcome outcome;
        outcome.httpStatus = m_refusalStatus;
        outcome.attempts = m_entries.at(id).attempts;
        outcome.elapsedMs = m_entries.at(id).sincePost.elapsed();
        outcome.error = tr("not sent: %1").arg(m_refusal);
        finish(id, std::move(outcome));
    }
}

void RequestScheduler::send(quint64 id, Entry &entry)
{
    const auto lane =
        std::min_element(m_lanes.begin(), m_lanes.end(), [](const Lane &a, const Lane &b) { return a.busy < b.busy; });
    ++lane->busy;
    ++m_inFlight;
    ++entry.attempts;
    entry.lane = int(lane - m_lanes.begin());
    entry.timedOut = false;
    entry.tooLarge = false;
    entry.ticket = m_pacer.sent(entry.tokens, m_clock.elapsed());

    QNetworkReply *reply =
        entry.isGet ? lane->manager->get(entry.request) : lane->manager->post(entry.request, entry.body);
    entry.reply = reply;
    entry.sinceSend.start();
    connect(reply, &QNetworkReply::finished, this, [this, id, reply] { onFinished(id, reply); });
    connect(reply, &QNetworkReply::downloadProgress, this, [this, id, reply](qint64 received, qint64 total) {
        const auto it = m_entries.find(id);
        if (it == m_entries.end() || it->second.reply != reply || std::max(received, total) <= m_options.maxReplyBytes)
            return;
        it->second.tooLarge = true;
        reply->abort(); // emits finished(); onFinished() sees tooLarge
    });

    // The reply owns its attempt timer: it dies with the reply and never outlives the attempt.
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer);
    connect(timer, &QTimer::timeout, this, [this, id, reply] { onTimeout(id, reply); });
    timer->start(std::max(1, m_options.timeoutMs));
}

void RequestScheduler::releaseReply(Entry &entry, bool abort, const RateLimitHeaders &headers,
                                    std::optional<qint64> usedTokens)
{
    m_pacer.answered(entry.ticket, headers, usedTokens, m_clock.elapsed());
    QNetworkReply *reply = entry.reply;
    entry.reply = nullptr;
    disconnect(reply, nullptr, this, nullptr);
    if (abort)
        reply->abort();
    reply->deleteLater();
    --m_lanes[entry.lane].busy;
    --m_inFlight;
}

void RequestScheduler::onTimeout(quint64 id, QNetworkReply *reply)
{
    const auto it = m_entries.find(id);
    if (it == m_entries.end() || it->second.reply != reply)
        return;
    it->second.timedOut = true;
    reply->abort(); // emits finished() at once; onFinished() sees timedOut
}

void RequestScheduler::onFinished(quint64 id, QNetworkReply *reply)
{
    const auto it = m_entries.find(id);
    if (it == m_entries.end() || it->second.reply != reply)
        return;
    Entry &entry = it->second;
    const QString url = httpfailures::displayUrl(entry.request.url());

    HttpOutcome outcome;
    outcome.attempts = entry.attempts;
    outcome.latencyMs = entry.sinceSend.elapsed();
    outcome.elapsedMs = entry.sincePost.elapsed();
    outcome.httpStatus = entry.timedOut ? 0 : reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (!entry.timedOut && !entry.tooLarge)
        outcome.body = reply->readAll();
    outcome.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    const QNetworkReply::NetworkError networkError = reply->error();
    const QByteArray retryAfterMsHeader = reply->rawHeader("retry-after-ms");
    const QByteArray retryAfterHeader = reply->rawHeader("retry-after");
    const QString reasonPhrase = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    const QString networkErrorText = reply->errorString();
    const std::optional<qint64> tokens = outcome.body.isEmpty() ? std::nullopt : usedTokens(outcome.body);
    releaseReply(entry, false, RateLimitHeaders::fromReply(*reply), tokens);

    const QUrl redirectTarget = reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    const bool keyRefused = outcome.httpStatus == 401 || outcome.httpStatus == 403;
    if (outcome.httpStatus != 0 && !keyRefused)
        m_outage.answered();
    bool retryable = false;
    QString cause; // of a failure without an answer, or of a refused key, for watchForOutage()
    if (entry.tooLarge) {
        // Asking again would bring the same answer: no retry.
        outcome.error = tr("answer too large: %1 sent more than %2 MiB; ask for shorter answers "
                           "or check the base URL")
                            .arg(url, QString::number(m_options.maxReplyBytes / (1024.0 * 1024.0), 'g', 3));
    } else if (!entry.timedOut && outcome.httpStatus >= 300 && outcome.httpStatus < 400 && redirectTarget.isValid()) {
        if (followRedirect(entry, entry.request.url().resolved(redirectTarget), outcome)) {
            // The same attempt, sent on at once: it goes first.
            --entry.attempts;
            m_queue.push_front(id);
            pump();
            return;
        }
    } else if (entry.timedOut) {
        const QString seconds = QString::number(m_options.timeoutMs / 1000.0, 'g', 3);
        outcome.error = tr("no answer from %1 within %2 s").arg(url, seconds);
        cause = tr("no answer within %1 s").arg(seconds);
        retryable = true;
    } else if (outcome.httpStatus >= 200 && outcome.httpStatus < 300 && networkError != QNetworkReply::NoError) {
        // The status line came, the body did not (the connection closed mid-answer).
        outcome.error = tr("%1: the answer broke off: %2").arg(url, networkErrorText);
        retryable = httpfailures::isRetryableNetworkError(networkError);
    } else if (outcome.httpStatus >= 200 && outcome.httpStatus < 300) {
        outcome.ok = true;
    } else if (outcome.httpStatus != 0) {
        QString text = httpfailures::serverErrorText(outcome.body);
        if (text.isEmpty())
            text = reasonPhrase;
        outcome.error = tr("HTTP %1 from %2: %3").arg(QString::number(outcome.httpStatus), url, text);
        cause = tr("HTTP %1: %2").arg(QString::number(outcome.httpStatus), text);
        retryable = httpfailures::isRetryableStatus(outcome.httpStatus);
    } else {
        outcome.error = tr("%1: %2").arg(url, networkErrorText);
        cause = networkErrorText;
        retryable = httpfailures::isRetryableNetworkError(networkError);
    }

    if (retryable && entry.attempts <= m_options.maxRetries) {
        qint64 asked = -1;
        if (outcome.httpStatus != 0) {
            bool isNumber = false;
            const qint64 ms = retryAfterMsHeader.trimmed().toLongLong(&isNumber);
            if (isNumber && ms >= 0)
                asked = ms;
            else if (const auto header = httpfailures::retryAfterMs(retryAfterHeader, QDateTime::currentDateTimeUtc()))
                asked = *header;
        }
        retryLater(id, entry, outcome.error, asked);
    } else {
        outcome.error = withAttempts(outcome.error, outcome.attempts);
        if (outcome.httpStatus == 401 && m_refusal.isEmpty()) {
            m_refusal = outcome.error;
            m_refusalStatus = 401;
        }
        if (!cause.isEmpty())
            watchForOutage(outcome, cause);
        finish(id, std::move(outcome));
    }
    pump();
}

bool RequestScheduler::followRedirect(Entry &entry, const QUrl &target, HttpOutcome &outcome)
{
    const QUrl from = entry.request.url();
    const auto port = [](const QUrl &url) { return url.port(url.scheme() == QLatin1String("https") ? 443 : 80); };
    const bool sameOrigin =
        target.scheme() == from.scheme() && target.host() == from.host() && port(target) == port(from);
    const bool keepsPost = outcome.httpStatus == 307 || outcome.httpStatus == 308;
    const QString fromText = httpfailures::displayUrl(from);
    const QString targetText = httpfailures::displayUrl(target);
    if (sameOrigin && keepsPost && entry.redirects < MaxRedirects) {
        ++entry.redirects;
        entry.request.setUrl(target);
        Q_EMIT redirected(from, target);
        return true;
    }
    if (sameOrigin && keepsPost) {
        outcome.error = tr("%1 was redirected more than %n time(s) (last to %2); set the base URL "
                           "to where the API really is",
                           nullptr, MaxRedirects)
                            .arg(fromText, targetText);
    } else if (!sameOrigin) {
        outcome.error = tr("HTTP %1 from %2: redirects to %3, another server; the API key is never "
                           "sent there: if that is the judge, set the base URL to it")
                            .arg(outcome.httpStatus)
                            .arg(fromText, targetText);
    } else {
        outcome.error = tr("HTTP %1 from %2: redirects to %3 without the request; check the base "
                           "URL (…/v1) and set it to where the API really is")
                            .arg(outcome.httpStatus)
                            .arg(fromText, targetText);
    }
    return false;
}

void RequestScheduler::retryLater(quint64 id, Entry &entry, const QString &reason, qint64 retryAfterMs)
{
    const int delay = retryAfterMs >= 0 ? int(std::min<qint64>(retryAfterMs, std::max(0, m_options.retryAfterCapMs)))
                                        : backoffMs(entry.attempts - 1);
    entry.retryTimer = new QTimer(this);
    entry.retryTimer->setSingleShot(true);
    entry.retryTimer->setTimerType(Qt::PreciseTimer);
    connect(entry.retryTimer, &QTimer::timeout, this, [this, id] {
        const auto it = m_entries.find(id);
        if (it == m_entries.end())
            return;
        it->second.retryTimer->deleteLater();
        it->second.retryTimer = nullptr;
        // A retry is older than anything still queued: it goes first.
        m_queue.push_front(id);
        pump();
    });
    entry.retryTimer->start(delay);
    Q_EMIT retryScheduled(id, entry.attempts, delay, reason);
}

void RequestScheduler::watchForOutage(const HttpOutcome &outcome, const QString &cause)
{
    const bool keyRefused = outcome.httpStatus == 401 || outcome.httpStatus == 403;
    if (keyRefused ? m_outage.refused() : outcome.httpStatus == 0 && m_outage.unanswered())
        Q_EMIT unreachable(cause, keyRefused ? 1 : m_outage.streak(), keyRefused);
}

void RequestScheduler::finish(quint64 id, HttpOutcome outcome)
{
    const auto it = m_entries.find(id);
    Callback done = std::move(it->second.done);
    outcome.requestId = id;
    delete it->second.retryTimer;
    m_entries.erase(it);
    if (done)
        done(outcome);
}

int RequestScheduler::backoffMs(int retryIndex)
{
    // Full jitter: uniform in [0, min(cap, base·2^k)], so that clients rejected together
    // do not come back together.
    const double ceiling =
        std::min<double>(std::max(0, m_options.backoffCapMs),
                         std::max(0, m_options.backoffBaseMs) * std::pow(2.0, std::min(retryIndex, 30)));
    return int(m_rng.bounded(qint64(ceiling) + 1));
}

} // namespace claimscope
