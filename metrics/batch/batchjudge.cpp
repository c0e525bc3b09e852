#include "batchjudge.h"

#include "batchfiles.h"
#include "batchresults.h"
#include "batchsubmission.h"
#include "engine/stepcache.h"
#include "judge/openaijudge.h"
#include "judge/transport/requestscheduler.h"
#include "model/secretmask.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace claimscope {

BatchJudge::BatchJudge(std::unique_ptr<OpenAiJudge> real, const JudgeSettings &settings, BatchOptions options,
                       QObject *parent)
    : QObject(parent)
    , m_real(std::move(real))
    , m_settings(settings)
    , m_options(std::move(options))
    , m_api(settings)
    , m_state(m_options.statePath)
    , m_pollTimer(new QTimer(this))
{
    m_pollTimer->setSingleShot(true);
    connect(m_pollTimer, &QTimer::timeout, this, &BatchJudge::poll);
}

BatchJudge::~BatchJudge()
{
    m_dropped = true;
    m_api.abortAll();
}

QString BatchJudge::label() const
{
    return m_real->label();
}

QByteArray BatchJudge::cacheIdentity() const
{
    return m_real->cacheIdentity();
}

QByteArray BatchJudge::requestBody(const JudgeQuery &query) const
{
    return m_real->requestBody(query);
}

QString BatchJudge::customId(const JudgeQuery &query, const QByteArray &body) const
{
    // The cache key: the same request in a later run has the same id (resume), and a readable
    // step name helps whoever looks at the batch in the provider's console.
    const QByteArray key =
        StepCache::key(cacheIdentity(), body, query.call.step, query.call.sampleIndex, m_options.repetition);
    return query.call.step + QLatin1Char('-') + QString::fromLatin1(key.left(32));
}

void BatchJudge::send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done)
{
    if (m_dropped)
        return;
    const QByteArray body = requestBody(query);
    const QString id = customId(query, body);
    auto it = m_waiting.find(id);
    if (it == m_waiting.end()) {
        it = m_waiting.insert(id, {body, query.call.step, {}});
        m_waitingOrder.append(id);
    }
    it->waiters.append(std::move(done));
}

int BatchJudge::waitingQueries() const
{
    int count = 0;
    for (const Request &request : m_waiting)
        count += int(request.waiters.size());
    return count;
}

QStringList BatchJudge::takeNotices()
{
    return std::exchange(m_notices, {});
}

void BatchJudge::note(const QString &text)
{
    if (!m_notices.contains(text))
        m_notices.append(text);
}

void BatchJudge::report()
{
    BatchProgress progress = m_progress;
    progress.nextCheckMs = m_pollTimer->isActive() ? m_pollTimer->remainingTime() : 0;
    Q_EMIT progressed(progress);
}

std::optional<PendingBatch> BatchJudge::keptBatchFor(const QHash<QString, Request> &requests)
{
    QString error;
    const QList<PendingBatch> kept = m_state.load(&error);
    if (!error.isEmpty())
        note(error);
    const QString endpoint = QString::fromUtf8(cacheIdentity());
    std::optional<PendingBatch> best;
    qsizetype bestOverlap = 0;
    for (const PendingBatch &batch : kept) {
        if (batch.endpoint != endpoint)
            continue;
        const qsizetype overlap = std::count_if(batch.customIds.begin(), batch.customIds.end(),
                                                [&](const QString &id) { return requests.contains(id); });
        if (overlap > bestOverlap) {
            best = batch;
            bestOverlap = overlap;
        }
    }
    return best;
}

void BatchJudge::submitRound()
{
    if (m_dropped || roundInFlight() || m_waiting.isEmpty())
        return;
    m_round = std::exchange(m_waiting, {});
    m_roundOrder = std::exchange(m_waitingOrder, {});
    m_roundClock.start();
    m_pollMs = std::max(1, m_options.firstPollMs);
    ++m_progress.round;
    m_progress.status.clear();
    m_progress.batchId.clear();
    m_progress.completed = 0;
    m_progress.failed = 0;
    m_progress.resumed = false;

    if (const std::optional<PendingBatch> kept = keptBatchFor(m_round)) {
        // Requests the kept batch does not hold wait for the next round.
        for (const QString &id : std::as_const(m_roundOrder)) {
            if (!kept->customIds.contains(id)) {
                m_waiting.insert(id, m_round.take(id));
                m_waitingOrder.append(id);
            }
        }
        m_roundOrder.removeIf([&](const QString &id) { return !m_round.contains(id); });
        m_batchRequests = QSet<QString>(kept->customIds.begin(), kept->customIds.end());
        m_progress.batchId = kept->batchId;
        m_progress.resumed = true;
        m_progress.requests = int(kept->customIds.size());
        m_progress.status = tr("resuming");
        report();
        poll();
        return;
    }
    submitNew();
}

void BatchJudge::submitNew()
{
    QList<BatchLine> lines;
    for (const QString &id : std::as_const(m_roundOrder))
        lines.append({id, m_round.value(id).body});
    m_batchRequests = QSet<QString>(m_roundOrder.begin(), m_roundOrder.end());
    m_progress.requests = int(lines.size());
    m_progress.status = tr("uploading");
    report();
    const QString fileName = QStringLiteral("claimscope-round-%1.jsonl").arg(m_progress.round);
    m_submission = new BatchSubmission(m_settings, this);
    const auto uploaded = [this] {
        m_progress.status = tr("creating");
        report();
    };
    const auto created = [this](const QString &fileId, const BatchStatus &status, const QString &error) {
        // Gone before anything below can cancel the run (and with it abandon the submission).
        std::exchange(m_submission, nullptr)->deleteLater();
        if (!error.isEmpty()) {
            failRound(error);
            return;
        }
        PendingBatch kept;
        kept.batchId = status.id;
        kept.inputFileId = fileId;
        kept.endpoint = QString::fromUtf8(cacheIdentity());
        kept.origin = m_options.origin;
        kept.customIds = m_roundOrder;
        kept.submitted = QDateTime::currentDateTimeUtc();
        kept.round = m_progress.round;
        QString stateError;
        if (!m_state.add(kept, &stateError))
            note(tr("the batch %1 cannot be resumed after the program is closed: %2").arg(status.id, stateError));
        m_progress.batchId = status.id;
        onStatus(status);
    };
    m_submission->start(BatchFiles::inputJsonl(lines), fileName, uploaded, created);
}

void BatchJudge::schedulePoll()
{
    m_pollTimer->start(m_pollMs);
    m_pollMs = std::min(std::max(1, m_options.maxPollMs), int(std::ceil(m_pollMs * 1.5)));
    report();
}

void BatchJudge::poll()
{
    if (m_dropped || !roundInFlight())
        return;
    const QString batchId = m_progress.batchId;
    m_api.status(batchId, [this, batchId](const BatchStatus &status, const QString &error) {
        if (error.isEmpty()) {
            onStatus(status);
            return;
        }
        if (m_progress.resumed && status.httpStatus == 404) {
            // The kept batch is unknown to this account or endpoint: submit afresh.
            note(tr("the kept batch %1 is unknown to the endpoint; its requests were submitted again").arg(batchId));
            forgetKept(batchId);
            m_progress.resumed = false;
            submitNew();
            return;
        }
        failRound(tr("%1 (the batch %2 stays pending at the provider: run again in batch mode to resume it)")
                      .arg(error, batchId));
    });
}

void BatchJudge::onStatus(const BatchStatus &status)
{
    m_progress.status = status.status;
    m_progress.requests = status.total > 0 ? status.total : m_progress.requests;
    m_progress.completed = status.completed;
    m_progress.failed = status.failed;
    if (!status.isFinal()) {
        schedulePoll();
        return;
    }
    report();
    fetchResults(status);
}

void BatchJudge::fetchResults(const BatchStatus &status)
{
    // The output file first, then the error file; an id that is missing is an empty file.
    auto files = std::make_shared<QList<BatchResultFile>>();
    auto readFile = [this, files](const QString &fileId, std::function<void()> next) {
        if (fileId.isEmpty()) {
            next();
            return;
        }
        m_api.download(fileId, [this, fileId, files, next](const QByteArray &content, const QString &error) {
            if (!error.isEmpty()) {
                failRound(tr("%1 (the batch %2 stays pending: run again in batch mode to read it)")
                              .arg(error, m_progress.batchId));
                return;
            }
            files->append({fileId, content});
            next();
        });
    };
    readFile(status.outputFileId, [this, status, files, readFile] {
        readFile(status.errorFileId,
                 [this, status, files] { deliver(status, BatchResultReader::read(*files, m_batchRequests)); });
    });
}

void BatchJudge::deliver(const BatchStatus &status, const BatchResults &results)
{
    for (const QString &problem : results.problems)
        note(problem);
    forgetKept(status.id);
    const bool completed = status.status == QLatin1String("completed");
    QHash<QString, JudgeReply> replies;
    QStringList again;
    for (const QString &id : std::as_const(m_roundOrder)) {
        JudgeReply reply;
        reply.latencyMs = m_roundClock.elapsed();
        const auto line = results.answers.constFind(id);
        const bool answered = line != results.answers.constEnd();
        const bool expiredLine = answered && line->errorCode == QLatin1String("batch_expired");
        if (const auto places = results.repeated.constFind(id); places != results.repeated.constEnd()) {
            reply.error = tr("the batch %1 answered this request on %n lines (%2), and a request takes exactly one "
                             "answer: none of them is used (run again to ask anew)",
                             nullptr, int(places->size()))
                              .arg(status.id, places->join(QStringLiteral(", ")));
        } else if (answered && !expiredLine) {
            reply.httpStatus = line->statusCode;
            if (line->ok) {
                HttpOutcome outcome;
                outcome.ok = true;
                outcome.httpStatus = line->statusCode;
                outcome.body = line->body;
                outcome.contentType = QByteArrayLiteral("application/json");
                OpenAiJudge::readAnswer(outcome, m_real->endpoint(), reply);
                reply.batchPrice = true;
            } else {
                reply.error = tr("the batch %1 answered this request with an error: %2").arg(status.id, line->error);
            }
        } else if (m_progress.resumed && !completed) {
            // A batch kept from an earlier run ended short (it may have expired while the
            // program was closed): what it did not answer goes into the next round.
            again.append(id);
            continue;
        } else if (expiredLine || status.status == QLatin1String("expired")) {
            reply.error = tr("batch expired: the batch %1 reached the end of its 24 h window before this request "
                             "was answered")
                              .arg(status.id);
        } else if (status.status == QLatin1String("cancelled")) {
            reply.error = tr("the batch %1 was cancelled before this request was answered").arg(status.id);
        } else if (status.status == QLatin1String("failed")) {
            reply.error = tr("the batch %1 failed: %2")
                              .arg(status.id,
                                   status.errors.isEmpty() ? tr("the provider gave no reason")
                                                           : status.errors.join(QStringLiteral("; ")));
        } else {
            reply.error = results.problems.isEmpty()
                ? tr("the batch %1 completed without an answer for this request").arg(status.id)
                : tr("the batch %1 completed without an answer for this request (perhaps on a line it could not "
                     "use: %2)")
                      .arg(status.id, results.problems.first());
        }
        // As for direct answers: a key the provider quotes back is masked before anything keeps it.
        reply.content = maskSecrets(reply.content, m_settings.secrets());
        reply.error = maskSecrets(reply.error, m_settings.secrets());
        replies.insert(id, reply);
    }
    if (!again.isEmpty())
        note(tr("the batch %1 kept from an earlier run ended %2 with %n request(s) unanswered; they were submitted "
                "again",
                nullptr, int(again.size()))
                 .arg(status.id, status.status));
    for (const QString &id : std::as_const(again)) {
        m_waiting.insert(id, m_round.take(id));
        m_waitingOrder.append(id);
    }
    finishRound(std::move(replies));
}

void BatchJudge::failRound(const QString &error)
{
    QHash<QString, JudgeReply> replies;
    for (const QString &id : std::as_const(m_roundOrder)) {
        JudgeReply reply;
        reply.error = error;
        reply.latencyMs = m_roundClock.elapsed();
        replies.insert(id, reply);
    }
    finishRound(std::move(replies));
}

void BatchJudge::finishRound(QHash<QString, JudgeReply> replies)
{
    m_pollTimer->stop();
    const QHash<QString, Request> round = std::exchange(m_round, {});
    const QStringList order = std::exchange(m_roundOrder, {});
    report();
    // The callbacks queue the next round's requests (and repairs) through send().
    for (const QString &id : order) {
        const auto reply = replies.constFind(id);
        if (reply == replies.constEnd())
            continue;
        for (const auto &done : round.value(id).waiters) {
            if (m_dropped)
                return;
            done(*reply);
        }
    }
    Q_EMIT roundDelivered();
}

void BatchJudge::forgetKept(const QString &batchId)
{
    QString error;
    if (!m_state.remove(batchId, &error))
        note(error);
}

void BatchJudge::cancelAll()
{
    if (m_dropped)
        return;
    m_dropped = true;
    m_pollTimer->stop();
    m_api.abortAll();
    if (m_submission) {
        // The upload or the create is in flight: stopping it could leave a batch the run never
        // hears of, so it finishes on its own and cancels what it creates.
        std::exchange(m_submission, nullptr)->abandon();
        note(tr("stopped submitting a batch: should the provider create it anyway, it is cancelled at once"));
    } else if (roundInFlight() && !m_progress.batchId.isEmpty()) {
        BatchApi::cancelDetached(m_settings, m_progress.batchId);
        forgetKept(m_progress.batchId);
        note(tr("asked the provider to cancel the batch %1 (what it answered already is billed)")
                 .arg(m_progress.batchId));
    }
    m_round.clear();
    m_waiting.clear();
}

void BatchJudge::leave()
{
    if (m_dropped)
        return;
    m_dropped = true;
    m_pollTimer->stop();
    m_api.abortAll();
    delete std::exchange(m_submission, nullptr);
    if (roundInFlight() && !m_progress.batchId.isEmpty())
        note(tr("the batch %1 stays at the provider: run again in batch mode to resume it").arg(m_progress.batchId));
    m_round.clear();
    m_waiting.clear();
}

} // namespace claimscope
