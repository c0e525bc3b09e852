#pragma once

#include <QByteArray>
#include <QMutex>
#include <QTemporaryFile>

namespace claimscope {

// Where the workbench keeps what it shows only on demand — judge prompts and answers, results'
// windows and verdicts — so that memory stays bounded on a large dataset: blobs compressed
// into an unnamed temporary file that vanishes with the process. Append-only. When no
// temporary file can be made, blobs stay compressed in memory instead. Any thread.
class BlobSpool
{
public:
    // Where one blob is: in the file (offset, size), or held in memory.
    struct Ref {
        qint64 offset = -1;
        qint64 size = 0;
        QByteArray held; // compressed, when the file could not take it

        bool isNull() const { return offset < 0 && held.isNull(); }
        bool operator==(const Ref &) const = default;
    };

    BlobSpool();
    BlobSpool(const BlobSpool &) = delete;
    BlobSpool &operator=(const BlobSpool &) = delete;

    Ref append(const QByteArray &bytes);
    // The blob as appended; empty for a null ref or one the file cannot give back.
    QByteArray read(const Ref &ref) const;
    // Bytes the file holds (blobs held in memory are not counted).
    qint64 sizeOnDisk() const;

private:
    mutable QMutex m_mutex;
    mutable QTemporaryFile m_file;
    bool m_usable = false;
    qint64 m_end = 0;
};

} // namespace claimscope
