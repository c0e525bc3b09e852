#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <deque>
#include <functional>

class QTcpServer;
class QTcpSocket;

namespace claimscope {

// An OpenAI-compatible judge on 127.0.0.1 for tests: speaks enough HTTP/1.1 (keep-alive,
// Content-Length bodies) for QNetworkAccessManager, answers from a script and records every
// request. Lives on the test's thread; its event loop runs inside QTRY_* / QSignalSpy::wait.
class FakeJudgeServer : public QObject
{
    Q_OBJECT
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    struct Request {
        QByteArray method;
        QByteArray path; // "/v1/chat/completions"
        Headers headers; // as sent, in order
        QByteArray body;
        QJsonObject json;      // the body parsed (empty when it is not a JSON object)
        QString step;          // response_format.json_schema.name, else X-Claimscope-Step
        qint64 receivedMs = 0; // since the server started (complete request received)
        int connection = 0;    // which TCP connection carried it (1-based)

        QByteArray header(const QByteArray &name) const; // case-insensitive; empty if absent
        bool hasHeader(const QByteArray &name) const;
        QString lastUserMessage() const; // content of the last "user" message
        QStringList inputs() const;      // "input" of an embeddings request
    };

    struct Response {
        int status = 200;
        Headers headers; // Content-Type defaults to application/json
        QByteArray body;
        int delayMs = 0;    // answer this much later (a timer, never blocking)
        bool hang = false;  // never answer (the connection stays open)
        bool close = false; // drop the connection instead of answering
        int cutBodyAt = -1; // send only this many body bytes (headers announce all), then drop

        Response &withHeader(const QByteArray &name, const QByteArray &value);
        Response &after(int ms);
    };

    using Handler = std::function<Response(const Request &)>;

    // Listens at once on an ephemeral loopback port (check isListening()).
    explicit FakeJudgeServer(QObject *parent = nullptr);
    ~FakeJudgeServer() override;

    bool isListening() const;
    quint16 port() const;
    QString url() const; // "http://127.0.0.1:PORT/v1"

    // Answers: queued responses first (FIFO, one per request), then the handler. Without
    // either the server answers 404 with an OpenAI-style error.
    void setHandler(Handler handler);
    void enqueue(const Response &response);

    QList<Request> requests() const { return m_requests; }
    int requestCount() const { return int(m_requests.size()); }
    QList<Request> requestsForStep(const QString &step) const;
    int inFlight() const { return m_inFlight; } // received, not yet answered or dropped
    int maxInFlight() const { return m_maxInFlight; }
    int connectionCount() const { return m_connections; }
    void clearRecords(); // requests and the in-flight maximum

    // Stops listening and drops every connection (hanging requests included): the judge is gone.
    void close();
    // Listens again on the same port after close(): the judge is back. False when it cannot.
    bool reopen();

    // {"choices": [{"message": {"role": "assistant", "content": ...}}], "usage": {...}};
    // negative token counts leave "usage" out.
    static Response chatReply(const QString &content, int promptTokens = 10, int completionTokens = 5);
    static Response chatReply(const QJsonObject &answer, int promptTokens = 10, int completionTokens = 5);
    // {"error": {"message", "type", "code": null}} with the given status.
    static Response errorReply(int status, const QString &message,
                               const QString &type = QStringLiteral("invalid_request_error"));
    static Response jsonReply(const QJsonObject &object, int status = 200);
    static Response textReply(const QByteArray &body, const QByteArray &contentType, int status = 200);
    // {"data": [{"index", "embedding"}...], "usage": {"prompt_tokens"}}; `reversed` lists the
    // data in reverse order (with the right indices) as some servers do.
    static Response embeddingReply(const QList<QList<double>> &vectors, bool reversed = false, int promptTokens = 10);

Q_SIGNALS:
    // A complete request arrived; `index` is its position in requests().
    void requestReceived(int index);

private:
    struct Connection {
        int number = 0;
        QByteArray buffer;
        bool busy = false; // a request is being answered (HTTP/1.1 answers in order)
        bool closeAfter = false;
    };

    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void onDisconnected(QTcpSocket *socket);
    bool takeRequest(Connection &connection, Request &request);
    Response responseFor(const Request &request);
    void answer(QTcpSocket *socket, const Response &response);
    void requestDone(QTcpSocket *socket);

    QTcpServer *m_server = nullptr;
    quint16 m_port = 0; // kept across close() and reopen()
    QHash<QTcpSocket *, Connection> m_connectionsBySocket;
    QList<Request> m_requests;
    std::deque<Response> m_queued;
    Handler m_handler;
    QElapsedTimer m_clock;
    int m_inFlight = 0;
    int m_maxInFlight = 0;
    int m_connections = 0;
};

} // namespace claimscope
