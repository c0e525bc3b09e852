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
    connect(&m_timer, &QTimer::timeout, this, &RefreshThrottle::timedOut);
    watchAncestors();
}

void RefreshThrottle::schedule()
{
    setPending(true);
    if (!isOnScreen())
        m_pendingOffScreen = true;
    else if (!m_timer.isActive())
        m_timer.start();
}

void RefreshThrottle::done()
{
    m_timer.stop();
    m_pendingOffScreen = false;
    setPending(false);
}

void RefreshThrottle::setPending(bool pending)
{
    if (pending == m_pending)
        return;
    m_pending = pending;
    Q_EMIT pendingChanged(pending);
}

bool RefreshThrottle::isOnScreen() const
{
    if (!m_view->isVisible())
        return false;
    QRect area = m_view->rect();
    for (const QWidget *widget = m_view; !widget->isWindow(); widget = widget->parentWidget()) {
        area.translate(widget->pos());
        area &= widget->parentWidget()->rect();
    }
    return !area.isEmpty();
}

bool RefreshThrottle::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ParentChange: watchAncestors(); break;
    case QEvent::Show:
    case QEvent::Move:
    case QEvent::Resize:
        if (m_pendingOffScreen && isOnScreen()) {
            m_pendingOffScreen = false;
            QMetaObject::invokeMethod(this, &RefreshThrottle::refresh, Qt::QueuedConnection);
        }
        break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

void RefreshThrottle::watchAncestors()
{
    for (const QPointer<QWidget> &widget : std::as_const(m_watched)) {
        if (widget)
            widget->removeEventFilter(this);
    }
    m_watched.clear();
    for (QWidget *widget = m_view; widget; widget = widget->parentWidget()) {
        widget->installEventFilter(this);
        m_watched.append(widget);
    }
}

void RefreshThrottle::timedOut()
{
    // Changed while on screen, then put behind another tab before the interval ran out.
    if (!isOnScreen())
        m_pendingOffScreen = true;
    else
        refresh();
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
