#pragma once

#include <QMutex>
#include <QObject>

#include <functional>
#include <memory>

namespace claimscope {

// Runs work on a thread pool of its own (not Qt's global one, which painting uses) and delivers
// its result on the thread this runner lives on (queued), unless cancel() came first or the
// runner is gone. Lives on the thread that owns the judge or embedder; the work runs on pool
// threads.
class BackgroundRunner : public QObject
{
    Q_OBJECT

public:
    // Work computes on a pool thread and returns the delivery, which runs on this thread.
    using Work = std::function<std::function<void()>()>;

    explicit BackgroundRunner(QObject *parent = nullptr);
    ~BackgroundRunner() override;

    // `outOfMemory` is delivered instead when the work runs out of memory.
    void run(Work work, std::function<void()> outOfMemory);
    // Drops every delivery not made yet (work already running finishes and is discarded).
    void cancel();

private:
    struct Shared {
        QMutex mutex;
        BackgroundRunner *owner = nullptr;
        quint64 generation = 0;
    };
    std::shared_ptr<Shared> m_shared;
};

} // namespace claimscope
