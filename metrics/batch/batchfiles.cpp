#include "batchfiles.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace claimscope {

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

} // namespace claimscope
