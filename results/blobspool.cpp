#include "blobspool.h"

#include <QMutexLocker>

namespace claimscope {

namespace {

// The fastest zlib level: prompts repeat their context, so it still keeps an eighth or so.
constexpr int CompressionLevel = 1;

} // namespace

BlobSpool::BlobSpool()
{
    // Without a file name asked for, Qt makes the file unnamed where the system can (Linux
    // O_TMPFILE): nothing is left behind, even by a crash. Owner-only either way.
    m_usable = m_file.open();
    // The last holder may be a pool thread: the file belongs to no thread, so any may delete it.
    m_file.moveToThread(nullptr);
}

BlobSpool::Ref BlobSpool::append(const QByteArray &bytes)
{
    QByteArray packed = qCompress(bytes, CompressionLevel);
    QMutexLocker lock(&m_mutex);
    // Flushed at once: a full disk shows here, while the blob can still be kept in memory.
    if (m_usable && m_file.seek(m_end) && m_file.write(packed) == packed.size() && m_file.flush()) {
        const Ref ref{m_end, packed.size(), {}};
        m_end += packed.size();
        return ref;
    }
    // A full disk or no temporary folder: keep it in memory rather than lose it.
    m_usable = false;
    packed.squeeze(); // qCompress() leaves the uncompressed size allocated
    return {-1, packed.size(), packed};
}

QByteArray BlobSpool::read(const Ref &ref) const
{
    if (!ref.held.isNull())
        return qUncompress(ref.held);
    if (ref.offset < 0)
        return {};
    QByteArray packed;
    {
        QMutexLocker lock(&m_mutex);
        if (!m_file.seek(ref.offset))
            return {};
        packed = m_file.read(ref.size);
    }
    return packed.size() == ref.size ? qUncompress(packed) : QByteArray();
}

qint64 BlobSpool::sizeOnDisk() const
{
    QMutexLocker lock(&m_mutex);
    return m_end;
}

} // namespace claimscope
