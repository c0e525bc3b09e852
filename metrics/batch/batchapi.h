#pragma once

#include "model/judgesettings.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkRequest;

namespace claimscope {

class RequestScheduler;
struct HttpOutcome;

// A batch object as GET /batches/{id} describes it.
struct BatchStatus {
    QString id;
    QString status; // validating, in_progress, finalizing, completed, failed,
                    // expired, cancelling, cancelled
    QString outputFileId;
    QString errorFileId;
    int total = 0;
    int completed = 0;
    int failed = 0;
    QStringList errors; // errors.data[]: why validation failed ("line 3: …")
    int httpStatus = 0; // of the call that failed (404: no such batch)

    // completed, failed, expired or cancelled: it will not change any more.
    bool isFinal() const;
};

// The Files and Batches endpoints of an OpenAI-compatible API: upload a JSONL file, create,
// check and cancel a batch, download its output. Its own RequestScheduler (retries, timeouts,
// same-server redirects) with no token budget: batch traffic is not chat traffic. The API key
// goes only into the Authorization header; a batch or file id is one percent-encoded path
// segment, and one that cannot be ("", ".", "..") is refused unsent. Engine worker thread;
// callbacks come back there, never from within the call.
class BatchApi : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const T &value, const QString &error)>;

    explicit BatchApi(const JudgeSettings &settings, QObject *parent = nullptr);
    ~BatchApi() override;

    void upload(const QByteArray &jsonl, const QString &fileName, Callback<QString> done);
    void create(const QString &inputFileId, Callback<BatchStatus> done);
    void status(const QString &batchId, Callback<BatchStatus> done);
    void download(const QString &fileId, Callback<QByteArray> done);
    void cancel(const QString &batchId, Callback<BatchStatus> done);
    // Drops every request in flight without calling back.
    void abortAll();

    // Sends POST /batches/{id}/cancel from an object of its own that outlives the run, and
    // deletes it once answered (the run that asked is gone by then).
    static void cancelDetached(const JudgeSettings &settings, const QString &batchId);

private:
    // The base URL's path followed by `segments`, each percent-encoded as one segment.
    QNetworkRequest request(const QStringList &segments) const;
    // Whether `id` can be a path segment of its own: refusal() says why a call gets none,
    // unusableId() why an answer naming one is not used.
    static bool isPathId(const QString &id);
    QString refusal(const QString &what, const QString &id) const;
    QString unusableId(const QString &what, const QString &id) const;
    // Calls `call` from the event loop, unless abortAll() comes first.
    void later(std::function<void()> call);
    // The outcome's error for people, with the hint that fits the endpoint.
    QString failure(const HttpOutcome &outcome, const QString &what) const;
    void batchCall(const HttpOutcome &outcome, const QString &what, const Callback<BatchStatus> &done) const;

    JudgeSettings m_settings;
    QString m_base; // without a trailing slash
    std::unique_ptr<RequestScheduler> m_scheduler;
    quint64 m_aborts = 0; // abortAll() calls: what later() queued before one is dropped
};

} // namespace claimscope
