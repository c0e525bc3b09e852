#pragma once

#include "batchapi.h"

#include <QObject>

#include <functional>

namespace claimscope {

// One round's way in: uploads the JSONL file, then creates the batch from it. A run cancelled
// while either request is in flight abandons it, and it finishes on its own, outliving the run:
// a file that arrives afterwards gets no batch, a batch the provider created meanwhile is
// cancelled at once, and then it deletes itself. Engine worker thread.
class BatchSubmission : public QObject
{
    Q_OBJECT
public:
    // The file is uploaded; the batch is being created.
    using Uploaded = std::function<void()>;
    // The batch was created (`status`), or `error` says why not; `fileId` is empty when the
    // upload failed.
    using Created = std::function<void(const QString &fileId, const BatchStatus &status, const QString &error)>;

    explicit BatchSubmission(const JudgeSettings &settings, QObject *parent = nullptr);

    void start(const QByteArray &jsonl, const QString &fileName, Uploaded uploaded, Created created);
    // The run is cancelled: no callback any more. Leaves the parent and deletes itself once
    // the request in flight is answered (and a batch it created is cancelled).
    void abandon();

private:
    void onUploaded(const QString &fileId, const QString &error);
    void onCreated(const QString &fileId, const BatchStatus &status, const QString &error);

    BatchApi m_api;
    Uploaded m_uploaded;
    Created m_created;
    bool m_abandoned = false;
};

} // namespace claimscope
