#include "batchserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace claimscope {

namespace {

using Response = FakeJudgeServer::Response;

Response openAiError(int status, const QString &message)
{
    return FakeJudgeServer::errorReply(status, message);
}

struct FormPart {
    QByteArray name;
    QByteArray fileName;
    QByteArray content;
};

// multipart/form-data as RFC 7578 has it: parts between "--boundary" lines.
bool parseMultipart(const QByteArray &contentType, const QByteArray &body, QList<FormPart> &parts)
{
    const QRegularExpression boundaryPattern(QStringLiteral("boundary=\"?([^\";]+)\"?"));
    const QRegularExpressionMatch match = boundaryPattern.match(QString::fromLatin1(contentType));
    if (!contentType.startsWith("multipart/form-data") || !match.hasMatch())
        return false;
    const QByteArray delimiter = "--" + match.captured(1).toLatin1();
    qsizetype at = body.indexOf(delimiter);
    if (at < 0)
        return false;
    while (true) {
        at += delimiter.size();
        if (body.mid(at, 2) == "--")
            return true; // the closing delimiter
        if (body.mid(at, 2) != "\r\n")
            return false;
        at += 2;
        const qsizetype headerEnd = body.indexOf("\r\n\r\n", at);
        const qsizetype next = body.indexOf(QByteArray("\r\n" + delimiter), at);
        if (headerEnd < 0 || next < 0 || headerEnd > next)
            return false;
        FormPart part;
        for (const QByteArray &line : body.mid(at, headerEnd - at).split('\n')) {
            if (!line.toLower().startsWith("content-disposition:"))
                continue;
            const QRegularExpression name(QStringLiteral("[; ]name=\"([^\"]*)\""));
            const QRegularExpression file(QStringLiteral("filename=\"([^\"]*)\""));
            part.name = name.match(QString::fromUtf8(line)).captured(1).toUtf8();
            part.fileName = file.match(QString::fromUtf8(line)).captured(1).toUtf8();
        }
        part.content = body.mid(headerEnd + 4, next - headerEnd - 4);
        parts.append(part);
        at = next + 2;
    }
}

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

BatchServer::BatchServer(const QString &upstreamChatUrl, QObject *parent)
    : QObject(parent)
    , m_upstream(upstreamChatUrl)
    , m_network(new QNetworkAccessManager(this))
{
    m_http.setHandler([this](const FakeJudgeServer::Request &request) { return handle(request); });
}

BatchServer::~BatchServer() = default;

QList<FakeJudgeServer::Request> BatchServer::uploads() const
{
    QList<FakeJudgeServer::Request> found;
    for (const FakeJudgeServer::Request &request : m_http.requests()) {
        if (request.method == "POST" && request.path.endsWith("/files"))
            found.append(request);
    }
    return found;
}

const BatchServer::Batch *BatchServer::batch(const QString &id) const
{
    const auto it = m_batches.constFind(id);
    return it == m_batches.constEnd() ? nullptr : &*it;
}

Response BatchServer::handle(const FakeJudgeServer::Request &request)
{
    const QString path = QString::fromUtf8(request.path);
    static const QRegularExpression batchPath(QStringLiteral("^/v1/batches/([^/]+)$"));
    static const QRegularExpression cancelPath(QStringLiteral("^/v1/batches/([^/]+)/cancel$"));
    static const QRegularExpression contentPath(QStringLiteral("^/v1/files/([^/]+)/content$"));
    if (request.method == "POST" && path == QLatin1String("/v1/files"))
        return upload(request).after(m_options.uploadDelayMs);
    if (request.method == "POST" && path == QLatin1String("/v1/batches"))
        return create(request).after(m_options.createDelayMs);
    const auto id = [](const QRegularExpressionMatch &match) {
        return QUrl::fromPercentEncoding(match.captured(1).toLatin1());
    };
    if (const auto match = cancelPath.match(path); request.method == "POST" && match.hasMatch())
        return cancel(id(match));
    if (const auto match = batchPath.match(path); request.method == "GET" && match.hasMatch())
        return poll(id(match));
    if (const auto match = contentPath.match(path); request.method == "GET" && match.hasMatch())
        return content(id(match));
    return openAiError(404,
                       QStringLiteral("BatchServer: no route for %1 %2").arg(QString::fromUtf8(request.method), path));
}

Response BatchServer::upload(const FakeJudgeServer::Request &request)
{
    QList<FormPart> parts;
    if (!parseMultipart(request.header("content-type"), request.body, parts))
        return openAiError(400, QStringLiteral("the upload is not multipart/form-data"));
    const auto purpose =
        std::find_if(parts.begin(), parts.end(), [](const FormPart &p) { return p.name == "purpose"; });
    const auto file = std::find_if(parts.begin(), parts.end(), [](const FormPart &p) { return p.name == "file"; });
    if (purpose == parts.end() || purpose->content != "batch")
        return openAiError(400, QStringLiteral("purpose must be \"batch\""));
    if (file == parts.end() || file->fileName.isEmpty())
        return openAiError(400, QStringLiteral("a file part with a filename is required"));
    const QString id = newId(QStringLiteral("file-"));
    m_files.insert(id, file->content);
    m_uploaded.append(file->content);
    return FakeJudgeServer::jsonReply({{QStringLiteral("id"), id},
                                       {QStringLiteral("object"), QStringLiteral("file")},
                                       {QStringLiteral("bytes"), file->content.size()},
                                       {QStringLiteral("filename"), QString::fromUtf8(file->fileName)},
                                       {QStringLiteral("purpose"), QStringLiteral("batch")}});
}

Response BatchServer::create(const FakeJudgeServer::Request &request)
{
    const QJsonObject body = request.json;
    const QString fileId = body.value(QLatin1String("input_file_id")).toString();
    if (!m_files.contains(fileId))
        return openAiError(404, QStringLiteral("no file %1").arg(fileId));
    if (body.value(QLatin1String("endpoint")).toString() != QLatin1String("/v1/chat/completions"))
        return openAiError(400, QStringLiteral("endpoint must be /v1/chat/completions"));
    if (body.value(QLatin1String("completion_window")).toString() != QLatin1String("24h"))
        return openAiError(400, QStringLiteral("completion_window must be 24h"));
    Batch batch;
    batch.id = newId(QStringLiteral("batch_"));
    batch.inputFileId = fileId;
    batch.status = QStringLiteral("validating");
    const QList<QByteArray> lines = m_files.value(fileId).split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        if (lines[i].trimmed().isEmpty())
            continue;
        const QJsonObject line = QJsonDocument::fromJson(lines[i]).object();
        const QString customId = line.value(QLatin1String("custom_id")).toString();
        if (customId.isEmpty() || line.value(QLatin1String("method")).toString() != QLatin1String("POST")
            || line.value(QLatin1String("url")).toString() != QLatin1String("/v1/chat/completions")
            || !line.value(QLatin1String("body")).isObject())
            batch.validationErrors.append(QStringLiteral("%1:invalid request line").arg(i + 1));
        else if (batch.customIds.contains(customId))
            batch.validationErrors.append(QStringLiteral("%1:duplicate custom_id %2").arg(i + 1).arg(customId));
        batch.customIds.append(customId);
        batch.bodies.append(line.value(QLatin1String("body")).toObject());
    }
    m_batches.insert(batch.id, batch);
    m_order.append(batch.id);
    return FakeJudgeServer::jsonReply(batchObject(batch));
}

Response BatchServer::poll(const QString &batchId)
{
    const auto it = m_batches.find(batchId);
    if (it == m_batches.end())
        return openAiError(404, QStringLiteral("No batch found with id '%1'.").arg(batchId));
    Batch &batch = *it;
    ++m_statusPolls;
    ++batch.polls;
    const auto moveTo = [&](const QString &status) {
        batch.status = status;
        batch.polls = 0;
    };
    if (batch.status == QLatin1String("validating") && batch.polls > m_options.validatingPolls) {
        if (!batch.validationErrors.isEmpty()) {
            finish(batch, QStringLiteral("failed"));
        } else {
            moveTo(QStringLiteral("in_progress"));
            startForwarding(batch);
        }
    } else if (batch.status == QLatin1String("in_progress")) {
        if (m_options.expireAfterPolls >= 0 && batch.polls > m_options.expireAfterPolls)
            finish(batch, QStringLiteral("expired"));
        else if (batch.answers.size() == batch.customIds.size())
            moveTo(QStringLiteral("finalizing"));
    } else if (batch.status == QLatin1String("finalizing") && batch.polls > m_options.finalizingPolls) {
        finish(batch, QStringLiteral("completed"));
    } else if (batch.status == QLatin1String("cancelling")) {
        finish(batch, QStringLiteral("cancelled"));
    }
    return FakeJudgeServer::jsonReply(batchObject(batch));
}

Response BatchServer::content(const QString &fileId)
{
    if (!m_files.contains(fileId))
        return openAiError(404, QStringLiteral("No such File object: %1").arg(fileId));
    return FakeJudgeServer::textReply(m_files.value(fileId), "application/octet-stream");
}

Response BatchServer::cancel(const QString &batchId)
{
    m_cancelRequests.append(batchId);
    const auto it = m_batches.find(batchId);
    if (it == m_batches.end())
        return openAiError(404, QStringLiteral("No batch found with id '%1'.").arg(batchId));
    if (it->status != QLatin1String("validating") && it->status != QLatin1String("in_progress")
        && it->status != QLatin1String("finalizing"))
        return openAiError(409, QStringLiteral("Cannot cancel a batch with status %1.").arg(it->status));
    it->status = QStringLiteral("cancelling");
    it->polls = 0;
    return FakeJudgeServer::jsonReply(batchObject(*it));
}

QJsonObject BatchServer::batchObject(const Batch &batch) const
{
    int completed = 0;
    int failed = 0;
    for (int i = 0; i < batch.customIds.size(); ++i) {
        const QJsonObject answer = batch.answers.value(batch.customIds[i]);
        if (answer.isEmpty())
            continue;
        const LineFault fault = faultOf(batch, i);
        const bool ok = answer.value(QLatin1String("status_code")).toInt() == 200
            && (fault == LineFault::None || fault == LineFault::Malformed || fault == LineFault::Twice);
        (ok ? completed : failed) += 1;
    }
    QJsonObject object{
        {QStringLiteral("id"), batch.id},
        {QStringLiteral("object"), QStringLiteral("batch")},
        {QStringLiteral("endpoint"), QStringLiteral("/v1/chat/completions")},
        {QStringLiteral("input_file_id"), batch.inputFileId},
        {QStringLiteral("completion_window"), QStringLiteral("24h")},
        {QStringLiteral("status"), batch.status},
        {QStringLiteral("output_file_id"),
         batch.outputFileId.isEmpty() ? QJsonValue() : QJsonValue(batch.outputFileId)},
        {QStringLiteral("error_file_id"), batch.errorFileId.isEmpty() ? QJsonValue() : QJsonValue(batch.errorFileId)},
        {QStringLiteral("request_counts"),
         QJsonObject{{QStringLiteral("total"), int(batch.customIds.size())},
                     {QStringLiteral("completed"), completed},
                     {QStringLiteral("failed"), failed}}}};
    if (!batch.validationErrors.isEmpty() && batch.status == QLatin1String("failed")) {
        QJsonArray data;
        for (const QString &error : batch.validationErrors) {
            const int colon = int(error.indexOf(QLatin1Char(':')));
            data.append(QJsonObject{{QStringLiteral("code"), QStringLiteral("invalid_request")},
                                    {QStringLiteral("line"), error.left(colon).toInt()},
                                    {QStringLiteral("message"), error.mid(colon + 1)}});
        }
        object.insert(QStringLiteral("errors"),
                      QJsonObject{{QStringLiteral("object"), QStringLiteral("list")}, {QStringLiteral("data"), data}});
    }
    return object;
}

BatchServer::LineFault BatchServer::faultOf(const Batch &batch, int line) const
{
    return m_options.fault ? m_options.fault(batch.customIds[line], batch.bodies[line]) : LineFault::None;
}

QString BatchServer::newId(const QString &kind)
{
    return m_options.idPrefix + kind + QString::number(m_nextId++);
}

void BatchServer::startForwarding(Batch &batch)
{
    const QString batchId = batch.id;
    const int lines = m_options.answerLimit < 0 ? int(batch.customIds.size())
                                                : std::min(m_options.answerLimit, int(batch.customIds.size()));
    for (int i = 0; i < lines; ++i) {
        QNetworkRequest request{QUrl(m_upstream)};
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = m_network->post(request, QJsonDocument(batch.bodies[i]).toJson(QJsonDocument::Compact));
        const QString customId = batch.customIds[i];
        connect(reply, &QNetworkReply::finished, this, [this, reply, batchId, customId] {
            reply->deleteLater();
            const auto it = m_batches.find(batchId);
            if (it == m_batches.end() || it->status != QLatin1String("in_progress"))
                return; // ended (cancelled, expired) meanwhile: the answer is not part of it
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            it->answers.insert(
                customId,
                QJsonObject{{QStringLiteral("status_code"), status},
                            {QStringLiteral("body"), QJsonDocument::fromJson(reply->readAll()).object()}});
        });
    }
}

void BatchServer::finish(Batch &batch, const QString &status)
{
    batch.status = status;
    batch.polls = 0;
    QByteArray output;
    QByteArray errors;
    // Lines in reverse input order: a client must match them by custom_id.
    for (int i = int(batch.customIds.size()) - 1; i >= 0; --i) {
        const QString customId = m_options.answeredAs ? m_options.answeredAs(batch, i) : batch.customIds[i];
        const QJsonObject answer = batch.answers.value(batch.customIds[i]);
        const QString requestId = QStringLiteral("batch_req_%1_%2").arg(batch.id).arg(i);
        const LineFault fault = faultOf(batch, i);
        if (fault == LineFault::Missing)
            continue;
        if (answer.isEmpty()) {
            if (status == QLatin1String("expired"))
                errors += jsonLine(
                    {{QStringLiteral("id"), requestId},
                     {QStringLiteral("custom_id"), customId},
                     {QStringLiteral("response"), QJsonValue()},
                     {QStringLiteral("error"),
                      QJsonObject{{QStringLiteral("code"), QStringLiteral("batch_expired")},
                                  {QStringLiteral("message"),
                                   QStringLiteral(
                                       "This request could not be executed before the completion window expired.")}}}});
            continue;
        }
        if (fault == LineFault::Malformed) {
            output += "{\"id\": \"" + requestId.toUtf8() + "\", \"custom_id\": \"" + customId.toUtf8()
                + "\", \"response\": {\"status_code\": 200, \"bo\n";
        } else if (fault == LineFault::ErrorLine) {
            errors += jsonLine({{QStringLiteral("id"), requestId},
                                {QStringLiteral("custom_id"), customId},
                                {QStringLiteral("response"), QJsonValue()},
                                {QStringLiteral("error"),
                                 QJsonObject{{QStringLiteral("code"), QStringLiteral("server_error")},
                                             {QStringLiteral("message"),
                                              QStringLiteral("The model had a problem with this request.")}}}});
        } else if (fault == LineFault::Status500 || answer.value(QLatin1String("status_code")).toInt() != 200) {
            const int code = fault == LineFault::Status500 ? 500 : answer.value(QLatin1String("status_code")).toInt();
            const QJsonObject body = fault == LineFault::Status500
                ? QJsonObject{{QStringLiteral("error"),
                               QJsonObject{
                                   {QStringLiteral("message"), QStringLiteral("Internal server error in batch line")},
                                   {QStringLiteral("type"), QStringLiteral("server_error")}}}}
                : answer.value(QLatin1String("body")).toObject();
            errors += jsonLine({{QStringLiteral("id"), requestId},
                                {QStringLiteral("custom_id"), customId},
                                {QStringLiteral("response"),
                                 QJsonObject{{QStringLiteral("status_code"), code},
                                             {QStringLiteral("request_id"), requestId},
                                             {QStringLiteral("body"), body}}},
                                {QStringLiteral("error"), QJsonValue()}});
        } else {
            const QByteArray line =
                jsonLine({{QStringLiteral("id"), requestId},
                          {QStringLiteral("custom_id"), customId},
                          {QStringLiteral("response"),
                           QJsonObject{{QStringLiteral("status_code"), 200},
                                       {QStringLiteral("request_id"), requestId},
                                       {QStringLiteral("body"), answer.value(QLatin1String("body"))}}},
                          {QStringLiteral("error"), QJsonValue()}});
            output += fault == LineFault::Twice ? line + line : line;
        }
    }
    if (!output.isEmpty()) {
        batch.outputFileId = newId(QStringLiteral("file-"));
        m_files.insert(batch.outputFileId, output);
    }
    if (!errors.isEmpty()) {
        batch.errorFileId = newId(QStringLiteral("file-"));
        m_files.insert(batch.errorFileId, errors);
    }
}

} // namespace claimscope
