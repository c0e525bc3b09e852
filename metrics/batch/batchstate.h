#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// A batch submitted and not yet read back: enough to poll it again after the program was
// closed. A custom_id is the step cache key of its request, so a new run of the same steps
// finds its batch by the requests it needs. Never holds a key.
struct PendingBatch {
    QString batchId;
    QString inputFileId;
    QString endpoint; // the judge's cache identity: provider, base URL and model, one a line
    QString origin;   // what the run was of (a project file, the CLI's files)
    QStringList customIds;
    QDateTime submitted; // UTC
    int round = 0;

    // The base URL and the model in `endpoint` (the lines after the provider's); empty when
    // it has no such line.
    QString baseUrl() const;
    QString model() const;
};

// The pending batches, one small JSON file (written atomically) shared by the CLI and the
// desktop application. Whichever thread uses it; no locking across processes beyond the
// atomic rename.
class BatchStateFile
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::BatchStateFile)

public:
    // batches.json in the app data directory.
    static QString defaultPath();

    explicit BatchStateFile(QString path);

    QString path() const { return m_path; }
    // Every pending batch; a missing file is none. A file that cannot be read is an error.
    QList<PendingBatch> load(QString *error) const;
    bool add(const PendingBatch &batch, QString *error) const;
    bool remove(const QString &batchId, QString *error) const;

private:
    bool save(const QList<PendingBatch> &batches, QString *error) const;

    QString m_path;
};

} // namespace claimscope
