#include "batchsubmission.h"

#include <QThread>

namespace claimscope {

BatchSubmission::BatchSubmission(const JudgeSettings &settings, QObject *parent)
    : QObject(parent)
    , m_api(settings)
{
}

void BatchSubmission::start(const QByteArray &jsonl, const QString &fileName, Uploaded uploaded, Created created)
{
    m_uploaded = std::move(uploaded);
    m_created = std::move(created);
    m_api.upload(jsonl, fileName, [this](const QString &fileId, const QString &error) { onUploaded(fileId, error); });
}

void BatchSubmission::abandon()
{
    m_abandoned = true;
    m_uploaded = {};
    m_created = {};
    setParent(nullptr);
    // Should the thread end first (the program closes), the answer is not waited for.
    connect(QThread::currentThread(), &QThread::finished, this, &QObject::deleteLater);
}

void BatchSubmission::onUploaded(const QString &fileId, const QString &error)
{
    if (m_abandoned) {
        deleteLater(); // nobody waits for a batch of this file
        return;
    }
    if (!error.isEmpty()) {
        m_created({}, {}, error);
        return;
    }
    m_uploaded();
    m_api.create(fileId,
                 [this, fileId](const BatchStatus &status, const QString &error) { onCreated(fileId, status, error); });
}

void BatchSubmission::onCreated(const QString &fileId, const BatchStatus &status, const QString &error)
{
    if (!m_abandoned) {
        m_created(fileId, status, error);
        return;
    }
    if (!error.isEmpty()) {
        deleteLater();
        return;
    }
    m_api.cancel(status.id, [this](const BatchStatus &, const QString &) { deleteLater(); });
}

} // namespace claimscope
