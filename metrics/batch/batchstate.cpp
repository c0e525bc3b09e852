#include "batchstate.h"

#include "model/outputfile.h"
#include "model/readdiagnostics.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace claimscope {

QString PendingBatch::baseUrl() const
{
    return endpoint.split(QLatin1Char('\n')).value(1);
}

QString PendingBatch::model() const
{
    return endpoint.split(QLatin1Char('\n')).value(2);
}

QString BatchStateFile::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("batches.json"));
}

BatchStateFile::BatchStateFile(QString path)
    : m_path(std::move(path))
{
}

QList<PendingBatch> BatchStateFile::load(QString *error) const
{
    QFile file(m_path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read the pending batches in %1: %2").arg(m_path, file.errorString());
        return {};
    }
    // What is wrong with the file, and the way out.
    const auto unreadable = [&](const QString &what) {
        *error =
            tr("%1 is not a pending-batch file: %2; move it aside (or delete it) to start afresh").arg(m_path, what);
        return QList<PendingBatch>();
    };
    const QByteArray content = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(content, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return unreadable(tr("it is not JSON (line %1: %2)")
                              .arg(QString::number(ReadDiagnostics::positionAt(content, parseError.offset).line),
                                   parseError.errorString()));
    if (!document.isObject())
        return unreadable(tr("it holds a JSON array, not an object {\"batches\": […]}"));
    const QJsonValue list = document.object().value(QLatin1String("batches"));
    if (!list.isArray())
        return unreadable(tr("\"batches\" is not a list"));
    QList<PendingBatch> batches;
    const QJsonArray entries = list.toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString entry = QString::number(i + 1);
        if (!entries[i].isObject())
            return unreadable(tr("entry %1 of \"batches\" is not an object").arg(entry));
        const QJsonObject object = entries[i].toObject();
        PendingBatch batch;
        batch.batchId = object.value(QLatin1String("batch_id")).toString();
        if (batch.batchId.isEmpty())
            return unreadable(tr("entry %1 of \"batches\" has no batch_id").arg(entry));
        batch.inputFileId = object.value(QLatin1String("input_file_id")).toString();
        batch.endpoint = object.value(QLatin1String("endpoint")).toString();
        batch.origin = object.value(QLatin1String("origin")).toString();
        batch.submitted = QDateTime::fromString(object.value(QLatin1String("submitted")).toString(), Qt::ISODate);
        batch.round = object.value(QLatin1String("round")).toInt();
        for (const QJsonValue &id : object.value(QLatin1String("custom_ids")).toArray())
            batch.customIds.append(id.toString());
        batches.append(batch);
    }
    return batches;
}

bool BatchStateFile::add(const PendingBatch &batch, QString *error) const
{
    QList<PendingBatch> batches = load(error);
    if (!error->isEmpty())
        return false;
    batches.append(batch);
    return save(batches, error);
}

bool BatchStateFile::remove(const QString &batchId, QString *error) const
{
    QList<PendingBatch> batches = load(error);
    if (!error->isEmpty())
        return false;
    const auto removed = batches.removeIf([&](const PendingBatch &batch) { return batch.batchId == batchId; });
    return removed == 0 || save(batches, error);
}

bool BatchStateFile::save(const QList<PendingBatch> &batches, QString *error) const
{
    QJsonArray array;
    for (const PendingBatch &batch : batches) {
        array.append(QJsonObject{{QStringLiteral("batch_id"), batch.batchId},
                                 {QStringLiteral("input_file_id"), batch.inputFileId},
                                 {QStringLiteral("endpoint"), batch.endpoint},
                                 {QStringLiteral("origin"), batch.origin},
                                 {QStringLiteral("submitted"), batch.submitted.toString(Qt::ISODate)},
                                 {QStringLiteral("round"), batch.round},
                                 {QStringLiteral("custom_ids"), QJsonArray::fromStringList(batch.customIds)}});
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QString failure;
    if (OutputFile::writeAll(
            m_path, QJsonDocument(QJsonObject{{QStringLiteral("batches"), array}}).toJson(QJsonDocument::Indented),
            &failure))
        return true;
    *error = tr("cannot keep the pending batches: %1").arg(failure);
    return false;
}

} // namespace claimscope
