#include "batchfiles.h"

#include "judge/transport/httpfailures.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope::BatchFiles", text);
}

// "code: message" of an OpenAI error object, or its message alone.
QString errorText(const QJsonObject &error)
{
    const QString code = error.value(QLatin1String("code")).toString();
    const QString message = error.value(QLatin1String("message")).toString();
    if (code.isEmpty())
        return message.isEmpty() ? QCoreApplication::translate("claimscope::BatchFiles", "unspecified error") : message;
    return message.isEmpty() ? code : QStringLiteral("%1: %2").arg(code, message);
}

} // namespace

QByteArray BatchFiles::inputJsonl(const QList<BatchLine> &lines)
{
    QByteArray out;
    for (const BatchLine &line : lines) {
        const QJsonObject object{{QStringLiteral("custom_id"), line.customId},
                                 {QStringLiteral("method"), QStringLiteral("POST")},
                                 {QStringLiteral("url"), QLatin1String(ChatEndpoint)},
                                 {QStringLiteral("body"), QJsonDocument::fromJson(line.body).object()}};
        out += QJsonDocument(object).toJson(QJsonDocument::Compact);
        out += '\n';
    }
    return out;
}

MultipartForm BatchFiles::uploadForm(const QByteArray &jsonl, const QString &fileName)
{
    const QByteArray boundary = "claimscope-" + QByteArray::number(QRandomGenerator::global()->generate64(), 16);
    QByteArray body;
    body += "--" + boundary + "\r\n";
    body += "Content-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n";
    body += "--" + boundary + "\r\n";
    body += "Content-Disposition: form-data; name=\"file\"; filename=\"" + fileName.toUtf8() + "\"\r\n";
    body += "Content-Type: application/jsonl\r\n\r\n";
    body += jsonl;
    body += "\r\n--" + boundary + "--\r\n";
    return {"multipart/form-data; boundary=" + boundary, body};
}

BatchResultFile BatchFiles::readResults(const QByteArray &content, const QString &fileId)
{
    BatchResultFile file;
    const QList<QByteArray> lines = content.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray text = lines[i].trimmed();
        if (text.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonObject object = QJsonDocument::fromJson(text, &parseError).object();
        const QString customId = object.value(QLatin1String("custom_id")).toString();
        if (parseError.error != QJsonParseError::NoError || customId.isEmpty()) {
            file.problems.append(tr("line %1 of the batch file %2 is not a result line with a custom_id: %3")
                                     .arg(i + 1)
                                     .arg(fileId, QString::fromUtf8(text.left(120))));
            continue;
        }
        BatchLineResult result;
        const QJsonObject response = object.value(QLatin1String("response")).toObject();
        const QJsonObject error = object.value(QLatin1String("error")).toObject();
        result.statusCode = response.value(QLatin1String("status_code")).toInt();
        const QJsonValue body = response.value(QLatin1String("body"));
        result.body =
            body.isObject() ? QJsonDocument(body.toObject()).toJson(QJsonDocument::Compact) : body.toString().toUtf8();
        if (!error.isEmpty()) {
            result.error = errorText(error);
            result.errorCode = error.value(QLatin1String("code")).toString();
        } else if (result.statusCode != 200) {
            const QString server = httpfailures::serverErrorText(result.body);
            result.error = result.statusCode == 0
                ? tr("the line has neither a response nor an error")
                : tr("HTTP %1: %2").arg(result.statusCode).arg(server.isEmpty() ? tr("no error text") : server);
        } else {
            result.ok = true;
        }
        file.lines.insert(customId, result);
    }
    return file;
}

} // namespace claimscope
