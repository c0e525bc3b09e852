#pragma once

#include "fakejudgeserver.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QNetworkAccessManager;

namespace claimscope {

// The OpenAI Files + Batches API on 127.0.0.1 for tests: POST /files (multipart), POST
// /batches, GET /batches/{id} (validating → in_progress → finalizing → completed, one step per
// poll; failed, expired, cancelling → cancelled), GET /files/{id}/content, POST
// /batches/{id}/cancel. Each line's body is answered by POSTing it to a real chat endpoint
// (`upstream`), so a batch answers exactly what a direct request would. Output lines come in
// reverse order. Ids in paths are read as percent-encoded path segments. Lives on the test's
// thread (its event loop runs in QTRY_* / waits).
class BatchServer : public QObject
{
    Q_OBJECT
public:
    // Twice: the output file holds the line two times over.
    enum class LineFault { None, ErrorLine, Status500, Malformed, Missing, Twice };

    struct Batch {
        QString id;
        QString inputFileId;
        QString status;
        QStringList customIds; // in input order
        QList<QJsonObject> bodies;
        QHash<QString, QJsonObject> answers; // custom_id → {status_code, body} from upstream
        int polls = 0;                       // polls in the current status
        QString outputFileId;
        QString errorFileId;
        QStringList validationErrors;
    };

    struct Options {
        int validatingPolls = 1;   // polls that still say "validating"
        int finalizingPolls = 1;   // polls that say "finalizing" once every line is answered
        int expireAfterPolls = -1; // in_progress polls after which the batch expires (-1: never)
        int answerLimit = -1;      // lines of a batch answered at most (-1: all); the rest wait
        // POST /files and POST /batches answer this much later; the file or batch exists at once,
        // as at a provider whose answer is still on its way.
        int uploadDelayMs = 0;
        int createDelayMs = 0;
        // What goes wrong with one line (by custom_id and body).
        std::function<LineFault(const QString &customId, const QJsonObject &body)> fault;
        // The custom_id the output or error line of the request on input line `line` (0-based)
        // names (unset: its own), as a provider that mixes up its lines would.
        std::function<QString(const Batch &batch, int line)> answeredAs;
        // Put before every batch and file id handed out ("batch_3" → idPrefix + "batch_3").
        QString idPrefix;
    };

    // `upstreamChatUrl`: "http://127.0.0.1:P/v1/chat/completions".
    explicit BatchServer(const QString &upstreamChatUrl, QObject *parent = nullptr);
    ~BatchServer() override;

    Options &options() { return m_options; }
    QString url() const { return m_http.url(); } // "http://127.0.0.1:PORT/v1"
    FakeJudgeServer &http() { return m_http; }

    QList<QByteArray> uploadedFiles() const { return m_uploaded; } // the JSONL contents
    QList<FakeJudgeServer::Request> uploads() const;               // the POST /files requests
    int batchCount() const { return int(m_batches.size()); }
    const Batch *batch(const QString &id) const;
    QStringList batchIds() const { return m_order; }
    QStringList cancelRequests() const { return m_cancelRequests; } // batch ids, in order
    int statusPolls() const { return m_statusPolls; }

private:
    FakeJudgeServer::Response handle(const FakeJudgeServer::Request &request);
    FakeJudgeServer::Response upload(const FakeJudgeServer::Request &request);
    FakeJudgeServer::Response create(const FakeJudgeServer::Request &request);
    FakeJudgeServer::Response poll(const QString &batchId);
    FakeJudgeServer::Response content(const QString &fileId);
    FakeJudgeServer::Response cancel(const QString &batchId);
    QJsonObject batchObject(const Batch &batch) const;
    void startForwarding(Batch &batch);
    // Writes the output and error files of a batch that ends now.
    void finish(Batch &batch, const QString &status);
    LineFault faultOf(const Batch &batch, int line) const;
    QString newId(const QString &kind);

    FakeJudgeServer m_http;
    QString m_upstream;
    QNetworkAccessManager *m_network;
    Options m_options;
    QHash<QString, QByteArray> m_files;
    QList<QByteArray> m_uploaded;
    QHash<QString, Batch> m_batches;
    QStringList m_order;
    QStringList m_cancelRequests;
    int m_statusPolls = 0;
    int m_nextId = 1;
};

} // namespace claimscope
