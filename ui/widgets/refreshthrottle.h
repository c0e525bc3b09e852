#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

class QWidget;

namespace claimscope {

// Turns a stream of "the results changed" into few refreshes of one view: the first change
// starts a timer that later changes do not restart, so a run's batches every 50 ms cannot hold
// the view back until the run ends; the interval stretches to five times what the last refresh
// cost, so a view of 100,000 rows takes at most a fifth of the UI thread; and a view off screen
// refreshes when it comes back. A dock behind another's tab stays "visible" to Qt (it is moved
// out of the window), so on screen means: shown, and some of it inside its window. UI thread.
class RefreshThrottle : public QObject
{
    Q_OBJECT
public:
    RefreshThrottle(QWidget *view, int shortestIntervalMs, std::function<void()> refresh);

    // Something the view shows changed.
    void schedule();
    // The view is refreshing (on its own or for the throttle): nothing is pending any more.
    void done();
    // Whether any of the view is inside its window's area.
    bool isOnScreen() const;
    // Whether a change waits for the next refresh: what the view shows is behind.
    bool isPending() const { return m_pending; }

Q_SIGNALS:
    // A change started waiting (true), or the view refreshed (false).
    void pendingChanged(bool pending);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void timedOut();
    void refresh();
    // The view and its ancestors: moving, showing or resizing any of them may bring it on screen.
    void watchAncestors();
    void setPending(bool pending);

    QWidget *m_view;
    int m_shortestIntervalMs;
    std::function<void()> m_refresh;
    QTimer m_timer;
    bool m_pending = false;
    QList<QPointer<QWidget>> m_watched;
    bool m_pendingOffScreen = false; // changes arrived while the view was off screen
};

} // namespace claimscope
