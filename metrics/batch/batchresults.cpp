#include "batchresults.h"

#include "judge/transport/httpfailures.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace claimscope {

BatchResultReader::BatchResultReader(const QSet<QString> &requests)
    : m_requests(requests)
{
}

BatchResults BatchResultReader::read(const QList<BatchResultFile> &files, const QSet<QString> &requests)
{
    BatchResultReader reader(requests);
    QStringList fileIds;
    for (const BatchResultFile &file : files) {
        fileIds.append(file.fileId);
        const QByteArrayView content(file.content);
        int number = 0;
        for (qsizetype start = 0; start < content.size();) {
            qsizetype end = content.indexOf('\n', start);
            if (end < 0)
                end = content.size();
            ++number;
            const QByteArrayView text = content.sliced(start, end - start).trimmed();
            if (!text.isEmpty())
                reader.readLine(text, number, file.fileId);
            start = end + 1;
        }
    }
    if (reader.m_unlisted > 0)
        reader.m_results.problems.append(tr("… and %n more unusable line(s) in %1", nullptr, reader.m_unlisted)
                                             .arg(fileIds.join(QStringLiteral(", "))));
    return std::move(reader.m_results);
}

void BatchResultReader::readLine(QByteArrayView text, int number, const QString &fileId)
{
    // The line stays where it is: no copy of a large answer just to parse it.
    const QByteArray json = QByteArray::fromRawData(text.data(), text.size());
    QJsonParseError parseError;
    const QJsonObject object = QJsonDocument::fromJson(json, &parseError).object();
    const QString customId = object.value(QLatin1String("custom_id")).toString();
    const QString line = QString::number(number);
    if (parseError.error != QJsonParseError::NoError || customId.isEmpty()) {
        problem(tr("line %1 of the batch file %2 is not a result line with a custom_id: %3")
                    .arg(line, fileId, QString::fromUtf8(text.first(std::min<qsizetype>(text.size(), 120)))));
        return;
    }
    if (!m_requests.contains(customId)) {
        problem(tr("line %1 of the batch file %2 names the custom_id %3, which no request of the batch has: the "
                   "line is ignored")
                    .arg(line, fileId, customId));
        return;
    }
    const QString place = tr("line %1 of %2").arg(line, fileId);
    if (const auto repeated = m_results.repeated.find(customId); repeated != m_results.repeated.end()) {
        repeated->append(place);
    } else if (const auto first = m_firstPlace.constFind(customId); first != m_firstPlace.constEnd()) {
        m_results.repeated.insert(customId, {*first, place});
        m_results.answers.remove(customId);
    } else {
        m_firstPlace.insert(customId, place);
        m_results.answers.insert(customId, resultOf(object));
    }
}

void BatchResultReader::problem(const QString &text)
{
    if (m_results.problems.size() < MaxProblems)
        m_results.problems.append(text);
    else
        ++m_unlisted;
}

BatchLineResult BatchResultReader::resultOf(const QJsonObject &line)
{
    BatchLineResult result;
    const QJsonObject response = line.value(QLatin1String("response")).toObject();
    const QJsonObject error = line.value(QLatin1String("error")).toObject();
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
            : tr("HTTP %1: %2")
                  .arg(QString::number(result.statusCode), server.isEmpty() ? tr("no error text") : server);
    } else {
        result.ok = true;
    }
    return result;
}

QString BatchResultReader::errorText(const QJsonObject &error)
{
    const QString code = error.value(QLatin1String("code")).toString();
    const QString message = error.value(QLatin1String("message")).toString();
    if (code.isEmpty())
        return message.isEmpty() ? tr("unspecified error") : message;
    return message.isEmpty() ? code : QStringLiteral("%1: %2").arg(code, message);
}

} // namespace claimscope
