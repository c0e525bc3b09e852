#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QWidget;

namespace claimscope {

// Turns a stream of "the results changed" into few refreshes of one view: the first change
// starts a timer that later changes do not restart, so a run's batches every 50 ms cannot hold
// the view back until the run ends; the interval stretches to five times what the last refresh
// cost, so a view of 100,000 rows takes at most a fifth of the UI thread; and a view not seen
// refreshes when it next is. A dock behind another's tab stays "visible" to Qt, so seen means
// on screen: shown and with something of it left to paint. UI thread.
class RefreshThrottle : public QObject
{
    Q_OBJECT
public:
    RefreshThrottle(QWidget *view, int shortestIntervalMs, std::function<void()> refresh);

    // Something the view shows changed.
    void schedule();
    // The view is refreshing (on its own or for the throttle): nothing is pending any more.
    void done();
    // Whether any of the view is on screen.
    bool isSeen() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    QWidget *m_view;
    int m_shortestIntervalMs;
    std::function<void()> m_refresh;
    QTimer m_timer;
    bool m_pendingUnseen = false; // changes arrived while the view was not seen
};

} // namespace claimscope
