#include "fakejudgeserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace claimscope {

namespace {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 422: return "Unprocessable Entity";
    case 425: return "Too Early";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return "Status";
    }
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray FakeJudgeServer::Request::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool FakeJudgeServer::Request::hasHeader(const QByteArray &name) const
{
    return std::any_of(headers.begin(), headers.end(),
                       [&name](const auto &item) { return item.first.compare(name, Qt::CaseInsensitive) == 0; });
}

QString FakeJudgeServer::Request::lastUserMessage() const
{
    const QJsonArray messages = json.value(QLatin1String("messages")).toArray();
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject message = messages.at(i).toObject();
        if (message.value(QLatin1String("role")).toString() == QLatin1String("user"))
            return message.value(QLatin1String("content")).toString();
    }
    return {};
}

QStringList FakeJudgeServer::Request::inputs() const
{
    QStringList result;
    const QJsonValue input = json.value(QLatin1String("input"));
    if (input.isString())
        return {input.toString()};
    for (const QJsonValue &value : input.toArray())
        result.append(value.toString());
    return result;
}

FakeJudgeServer::Response &FakeJudgeServer::Response::withHeader(const QByteArray &name, const QByteArray &value)
{
    headers.append({name, value});
    return *this;
}

FakeJudgeServer::Response &FakeJudgeServer::Response::after(int ms)
{
    delayMs = ms;
    return *this;
}

FakeJudgeServer::FakeJudgeServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
{
    m_clock.start();
    connect(m_server, &QTcpServer::newConnection, this, &FakeJudgeServer::onNewConnection);
    m_server->listen(QHostAddress::LocalHost, 0);
    m_port = m_server->serverPort();
}

FakeJudgeServer::~FakeJudgeServer()
{
    close();
}

bool FakeJudgeServer::isListening() const
{
    return m_server->isListening();
}

quint16 FakeJudgeServer::port() const
{
    return m_port;
}

QString FakeJudgeServer::url() const
{
    return QStringLiteral("http://127.0.0.1:%1/v1").arg(port());
}

void FakeJudgeServer::setHandler(Handler handler)
{
    m_handler = std::move(handler);
}

void FakeJudgeServer::enqueue(const Response &response)
{
    m_queued.push_back(response);
}

QList<FakeJudgeServer::Request> FakeJudgeServer::requestsForStep(const QString &step) const
{
    QList<Request> result;
    std::copy_if(m_requests.begin(), m_requests.end(), std::back_inserter(result),
                 [&step](const Request &request) { return request.step == step; });
    return result;
}

void FakeJudgeServer::clearRecords()
{
    m_requests.clear();
    m_maxInFlight = m_inFlight;
}

void FakeJudgeServer::close()
{
    m_server->close();
    const QList<QTcpSocket *> sockets = m_connectionsBySocket.keys();
    for (QTcpSocket *socket : sockets) {
        if (m_connectionsBySocket.contains(socket))
            socket->abort(); // onDisconnected() does the bookkeeping
    }
}

bool FakeJudgeServer::reopen()
{
    return m_server->isListening() || m_server->listen(QHostAddress::LocalHost, m_port);
}

void FakeJudgeServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        m_connectionsBySocket.insert(socket, Connection{++m_connections});
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { onDisconnected(socket); });
    }
}

void FakeJudgeServer::onDisconnected(QTcpSocket *socket)
{
    const auto it = m_connectionsBySocket.find(socket);
    if (it == m_connectionsBySocket.end())
        return;
    if (it->busy)
        --m_inFlight;
    m_connectionsBySocket.erase(it);
    socket->deleteLater();
}

bool FakeJudgeServer::takeRequest(Connection &connection, Request &request)
{
    const qsizetype headerEnd = connection.buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return false;
    const QList<QByteArray> lines = connection.buffer.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    qsizetype contentLength = 0;
    Headers headers;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArray name = lines[i].left(colon).trimmed();
        const QByteArray value = lines[i].mid(colon + 1).trimmed();
        headers.append({name, value});
        if (name.compare("content-length", Qt::CaseInsensitive) == 0)
            contentLength = value.toLongLong();
    }
    const qsizetype total = headerEnd + 4 + contentLength;
    if (connection.buffer.size() < total)
        return false;

    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    request.headers = headers;
    request.body = connection.buffer.mid(headerEnd + 4, contentLength);
    connection.buffer.remove(0, total);
    request.json = QJsonDocument::fromJson(request.body).object();
    request.step = request.json.value(QLatin1String("response_format"))
                       .toObject()
                       .value(QLatin1String("json_schema"))
                       .toObject()
                       .value(QLatin1String("name"))
                       .toString();
    if (request.step.isEmpty())
        request.step = QString::fromUtf8(request.header("x-claimscope-step"));
    request.receivedMs = m_clock.elapsed();
    request.connection = connection.number;
    connection.closeAfter = request.header("connection").compare("close", Qt::CaseInsensitive) == 0;
    return true;
}

void FakeJudgeServer::onReadyRead(QTcpSocket *socket)
{
    const auto it = m_connectionsBySocket.find(socket);
    if (it == m_connectionsBySocket.end())
        return;
    Connection &connection = *it;
    connection.buffer.append(socket->readAll());
    Request request;
    if (connection.busy || !takeRequest(connection, request))
        return;

    connection.busy = true;
    m_requests.append(request);
    m_maxInFlight = std::max(m_maxInFlight, ++m_inFlight);
    Q_EMIT requestReceived(int(m_requests.size()) - 1);

    const Response response = responseFor(request);
    if (!m_connectionsBySocket.contains(socket)) // the test closed the server meanwhile
        return;
    if (response.hang)
        return;
    if (response.close) {
        requestDone(socket);
        socket->abort();
        return;
    }
    if (response.delayMs > 0) {
        QPointer<QTcpSocket> guard(socket);
        QTimer::singleShot(response.delayMs, this, [this, guard, response] {
            if (guard && m_connectionsBySocket.contains(guard))
                answer(guard, response);
        });
        return;
    }
    answer(socket, response);
}

FakeJudgeServer::Response FakeJudgeServer::responseFor(const Request &request)
{
    if (!m_queued.empty()) {
        Response response = m_queued.front();
        m_queued.pop_front();
        return response;
    }
    if (m_handler)
        return m_handler(request);
    return errorReply(404,
                      QStringLiteral("FakeJudgeServer: nothing scripted for %1").arg(QString::fromUtf8(request.path)));
}

void FakeJudgeServer::answer(QTcpSocket *socket, const Response &response)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    bool hasContentType = false;
    for (const auto &[name, value] : response.headers) {
        head += name + ": " + value + "\r\n";
        hasContentType |= name.compare("content-type", Qt::CaseInsensitive) == 0;
    }
    if (!hasContentType)
        head += "Content-Type: application/json\r\n";
    head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    const bool closeAfter = m_connectionsBySocket.value(socket).closeAfter;
    head += closeAfter ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n";
    if (response.cutBodyAt >= 0) {
        socket->write(head + response.body.left(response.cutBodyAt));
        requestDone(socket);
        socket->disconnectFromHost();
        return;
    }
    socket->write(head + response.body);
    requestDone(socket);
    if (closeAfter)
        socket->disconnectFromHost();
    else
        onReadyRead(socket); // a request that came in behind this one
}

void FakeJudgeServer::requestDone(QTcpSocket *socket)
{
    const auto it = m_connectionsBySocket.find(socket);
    if (it == m_connectionsBySocket.end() || !it->busy)
        return;
    it->busy = false;
    --m_inFlight;
}

FakeJudgeServer::Response FakeJudgeServer::chatReply(const QString &content, int promptTokens, int completionTokens)
{
    const QJsonObject message{{QStringLiteral("role"), QStringLiteral("assistant")},
                              {QStringLiteral("content"), content}};
    const QJsonObject choice{{QStringLiteral("index"), 0},
                             {QStringLiteral("message"), message},
                             {QStringLiteral("finish_reason"), QStringLiteral("stop")}};
    QJsonObject reply{{QStringLiteral("id"), QStringLiteral("chatcmpl-fake")},
                      {QStringLiteral("object"), QStringLiteral("chat.completion")},
                      {QStringLiteral("choices"), QJsonArray{choice}}};
    if (promptTokens >= 0 && completionTokens >= 0) {
        reply.insert(QStringLiteral("usage"),
                     QJsonObject{{QStringLiteral("prompt_tokens"), promptTokens},
                                 {QStringLiteral("completion_tokens"), completionTokens},
                                 {QStringLiteral("total_tokens"), promptTokens + completionTokens}});
    }
    return jsonReply(reply);
}

FakeJudgeServer::Response FakeJudgeServer::chatReply(const QJsonObject &answer, int promptTokens, int completionTokens)
{
    return chatReply(QString::fromUtf8(compact(answer)), promptTokens, completionTokens);
}

FakeJudgeServer::Response FakeJudgeServer::errorReply(int status, const QString &message, const QString &type)
{
    const QJsonObject error{{QStringLiteral("message"), message},
                            {QStringLiteral("type"), type},
                            {QStringLiteral("code"), QJsonValue::Null}};
    return jsonReply({{QStringLiteral("error"), error}}, status);
}

FakeJudgeServer::Response FakeJudgeServer::jsonReply(const QJsonObject &object, int status)
{
    return textReply(compact(object), "application/json", status);
}

FakeJudgeServer::Response FakeJudgeServer::textReply(const QByteArray &body, const QByteArray &contentType, int status)
{
    Response response;
    response.status = status;
    response.body = body;
    response.headers.append({"Content-Type", contentType});
    return response;
}

FakeJudgeServer::Response FakeJudgeServer::embeddingReply(const QList<QList<double>> &vectors, bool reversed,
                                                          int promptTokens)
{
    QJsonArray data;
    for (qsizetype i = 0; i < vectors.size(); ++i) {
        QJsonArray embedding;
        for (double value : vectors[i])
            embedding.append(value);
        const QJsonObject item{{QStringLiteral("object"), QStringLiteral("embedding")},
                               {QStringLiteral("index"), int(i)},
                               {QStringLiteral("embedding"), embedding}};
        if (reversed)
            data.prepend(item);
        else
            data.append(item);
    }
    return jsonReply({{QStringLiteral("object"), QStringLiteral("list")},
                      {QStringLiteral("data"), data},
                      {QStringLiteral("usage"), QJsonObject{{QStringLiteral("prompt_tokens"), promptTokens}}}});
}

} // namespace claimscope
