#include "backgroundrunner.h"

#include <QMutexLocker>
#include <QThread>
#include <QThreadPool>

#include <new>

namespace claimscope {

namespace {

// The offline judge's own threads, below normal priority. Not Qt's global pool: Qt's raster
// painting waits on that one, so a window would stop repainting while judging filled it.
QThreadPool &offlinePool()
{
    static QThreadPool pool;
    static const bool configured = [] {
        pool.setThreadPriority(QThread::LowPriority);
        return true;
    }();
    Q_UNUSED(configured);
    return pool;
}

} // namespace

BackgroundRunner::BackgroundRunner(QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
}

BackgroundRunner::~BackgroundRunner()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->owner = nullptr;
}

void BackgroundRunner::run(Work work, std::function<void()> outOfMemory)
{
    quint64 generation = 0;
    {
        QMutexLocker lock(&m_shared->mutex);
        generation = m_shared->generation;
    }
    auto shared = m_shared;
    auto current = [shared, generation] {
        QMutexLocker lock(&shared->mutex);
        return shared->owner && shared->generation == generation;
    };
    offlinePool().start([shared, generation, current, work = std::move(work), outOfMemory = std::move(outOfMemory)] {
        if (!current())
            return;
        std::function<void()> deliver;
        try {
            deliver = work();
        } catch (const std::bad_alloc &) {
            deliver = outOfMemory; // a pool thread must not let it escape: that would end the program
        }
        QMutexLocker lock(&shared->mutex);
        if (!shared->owner || shared->generation != generation)
            return;
        // Queued to the owner's thread; Qt discards the call if the owner is deleted first.
        QMetaObject::invokeMethod(
            shared->owner,
            [shared, generation, deliver = std::move(deliver)] {
                {
                    QMutexLocker lock(&shared->mutex);
                    if (shared->generation != generation)
                        return;
                }
                deliver();
            },
            Qt::QueuedConnection);
    });
}

void BackgroundRunner::cancel()
{
    QMutexLocker lock(&m_shared->mutex);
    ++m_shared->generation;
}

} // namespace claimscope
