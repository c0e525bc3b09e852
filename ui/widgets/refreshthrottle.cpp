#include "refreshthrottle.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QWidget>

#include <algorithm>

namespace claimscope {

RefreshThrottle::RefreshThrottle(QWidget *view, int shortestIntervalMs, std::function<void()> refresh)
    : QObject(view)
    , m_view(view)
    , m_shortestIntervalMs(shortestIntervalMs)
    , m_refresh(std::move(refresh))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(shortestIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &RefreshThrottle::refresh);
    view->installEventFilter(this);
}

void RefreshThrottle::schedule()
{
    if (!isSeen())
        m_pendingUnseen = true;
    else if (!m_timer.isActive())
        m_timer.start();
}

void RefreshThrottle::done()
{
    m_timer.stop();
    m_pendingUnseen = false;
}

bool RefreshThrottle::isSeen() const
{
    return m_view->isVisible() && !m_view->visibleRegion().isEmpty();
}

bool RefreshThrottle::eventFilter(QObject *watched, QEvent *event)
{
    // A view coming on screen (shown, or its tab chosen) is painted: refresh right after.
    if (watched == m_view && event->type() == QEvent::Paint && m_pendingUnseen) {
        m_pendingUnseen = false;
        QMetaObject::invokeMethod(this, &RefreshThrottle::refresh, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void RefreshThrottle::refresh()
{
    done();
    QElapsedTimer cost;
    cost.start();
    m_refresh();
    m_timer.setInterval(std::max(m_shortestIntervalMs, int(5 * cost.elapsed())));
}

} // namespace claimscope
