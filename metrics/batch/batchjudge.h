#pragma once

#include "batchapi.h"
#include "batchstate.h"
#include "engine/runrequest.h"
#include "judge/judge.h"
#include "model/judgesettings.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <memory>
#include <optional>

class QTimer;

namespace claimscope {

class BatchSubmission;
class OpenAiJudge;
struct BatchResults;

struct BatchOptions {
    int firstPollMs = 5000; // the first status check; each next one waits 1.5 times longer
    int maxPollMs = 60000;
    QString statePath;  // the pending-batch file
    QString origin;     // what the run is of, kept with its batches
    int repetition = 0; // of a repeated evaluation: part of every custom_id, as of every cache key
};

// A judge that answers through the provider's Batch API: the queries sent to it wait until
// the engine calls submitRound() (when every step in flight waits on it), then go as one JSONL
// upload and one batch, polled with growing pauses; the answers come back through the same
// `done` callbacks a direct judge uses, so parsing, repair (in the next round) and the step
// cache stay the StepRunner's. A custom_id is the step's cache key, and each submitted batch
// is kept in the BatchStateFile until read, so a new run of the same steps resumes it instead
// of submitting again. Engine worker thread.
class BatchJudge : public QObject, public Judge
{
    Q_OBJECT
public:
    BatchJudge(std::unique_ptr<OpenAiJudge> real, const JudgeSettings &settings, BatchOptions options,
               QObject *parent = nullptr);
    ~BatchJudge() override;

    QString label() const override;
    QByteArray cacheIdentity() const override;
    QByteArray requestBody(const JudgeQuery &query) const override;
    // Queues the query for the next round; `done` is called when its batch has been read.
    void send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done) override;
    // Drops every callback and asks the provider to cancel the batch in flight; one still being
    // submitted is cancelled as soon as the provider names it.
    void cancelAll() override;
    // Drops every callback and leaves the batch in flight at the provider, kept for a resume.
    void leave();

    // Queries waiting for the next round (one per step in flight).
    int waitingQueries() const;
    bool roundInFlight() const { return !m_round.isEmpty(); }
    // Sends the waiting queries as one batch, or resumes a kept batch that holds them.
    void submitRound();
    // What went wrong without failing a step (unreadable lines, a cancel sent): once each.
    QStringList takeNotices();

Q_SIGNALS:
    // nextCheckMs in progress counts from now.
    void progressed(const claimscope::BatchProgress &progress);
    // A round's answers were all delivered: the engine may form the next round.
    void roundDelivered();

private:
    struct Request {
        QByteArray body;
        QString step;
        QList<std::function<void(const JudgeReply &)>> waiters;
    };

    QString customId(const JudgeQuery &query, const QByteArray &body) const;
    // A kept batch of this endpoint that holds some of the round's requests.
    std::optional<PendingBatch> keptBatchFor(const QHash<QString, Request> &requests);
    void submitNew();
    void schedulePoll();
    void poll();
    void onStatus(const BatchStatus &status);
    void fetchResults(const BatchStatus &status);
    // Ends the round: every request gets its answer or an error that says why not.
    void deliver(const BatchStatus &status, const BatchResults &results);
    // Every request of the round fails with `error` (the batch could not be submitted or read).
    void failRound(const QString &error);
    void finishRound(QHash<QString, JudgeReply> replies);
    void forgetKept(const QString &batchId);
    void report();
    void note(const QString &text);

    std::unique_ptr<OpenAiJudge> m_real;
    JudgeSettings m_settings;
    BatchOptions m_options;
    BatchApi m_api;                          // status checks and downloads
    BatchSubmission *m_submission = nullptr; // the upload and create in flight (a child)
    BatchStateFile m_state;
    QTimer *m_pollTimer;
    QHash<QString, Request> m_waiting; // next round, by custom_id
    QStringList m_waitingOrder;
    QHash<QString, Request> m_round; // the batch in flight
    QStringList m_roundOrder;
    QSet<QString> m_batchRequests; // every custom_id the batch in flight was sent (a kept one: more)
    BatchProgress m_progress;
    int m_pollMs = 0;
    QElapsedTimer m_roundClock;
    QStringList m_notices;
    bool m_dropped = false; // cancelled or left: no callback any more
};

} // namespace claimscope
