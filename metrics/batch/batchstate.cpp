#include "batchstate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
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
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = tr("%1 is not a pending-batch file (%2): move it aside to start afresh")
                     .arg(m_path, parseError.errorString());
        return {};
    }
    QList<PendingBatch> batches;
    for (const QJsonValue &value : document.object().value(QLatin1String("batches")).toArray()) {
        const QJsonObject object = value.toObject();
        PendingBatch batch;
        batch.batchId = object.value(QLatin1String("batch_id")).toString();
        batch.inputFileId = object.value(QLatin1String("input_file_id")).toString();
        batch.endpoint = object.value(QLatin1String("endpoint")).toString();
        batch.origin = object.value(QLatin1String("origin")).toString();
        batch.submitted = QDateTime::fromString(object.value(QLatin1String("submitted")).toString(), Qt::ISODate);
        batch.round = object.value(QLatin1String("round")).toInt();
        for (const QJsonValue &id : object.value(QLatin1String("custom_ids")).toArray())
            batch.customIds.append(id.toString());
        if (!batch.batchId.isEmpty())
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
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("cannot write the pending batches to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("batches"), array}}).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = tr("cannot write the pending batches to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

} // namespace claimscope
