#pragma once

#include <QByteArray>
#include <QObject>
#include <QSize>
#include <QTimer>

namespace claimscope {

class AppSettings;
class MainWindow;

// The main window's layout, kept per screen size: where the window was, its docks and the
// split between the results table and the breakdown, as the person left them on a screen of
// this size. Without one, a default proportioned to the window (a whole results row per 100 px
// of height, the breakdown below, the chat the rest) that follows the window's size until the
// person moves a handle. Locked (the default), docks cannot be dragged away or floated: a near
// miss of a handle must not tear a dock off; unlocked, they move and float. UI thread.
class WindowLayout : public QObject
{
    Q_OBJECT
public:
    WindowLayout(MainWindow *window, AppSettings *settings);

    // The room left around the window for a window manager's frame and title bar, which are
    // unknown before the window is shown (and missing without a window manager).
    static QSize frameAllowance() { return {16, 32}; }

    // The layout left on this screen's size, else the window filling the screen with the
    // default layout once shown. Call once, when the docks exist.
    void restore();
    // Keeps the layout for this screen's size.
    void save();
    // Back to the default layout on this screen; the one kept for its size is forgotten.
    void reset();
    bool isLocked() const { return m_locked; }
    void setLocked(bool locked);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QSize screenSize() const;
    void fillScreen();
    void fitToScreen();
    void applyDefault();

    MainWindow *m_window;
    AppSettings *m_settings;
    QByteArray m_defaultArrangement; // where every dock starts (QMainWindow::saveState)
    QTimer m_followWindow;           // applies the default layout once the window's size settles
    bool m_following = false;
    bool m_locked = true;
};

} // namespace claimscope
