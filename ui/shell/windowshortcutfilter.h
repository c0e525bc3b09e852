#pragma once

#include <QObject>

class QWidget;

namespace claimscope {

// Lets the window's shortcuts (Ctrl+E export, Ctrl+D duplicate …) reach their actions while a
// text field has focus: under X11 key bindings text fields claim some of them for themselves
// (Ctrl+E: end of line). Watches the application's shortcut-override events. UI thread.
class WindowShortcutFilter : public QObject
{
    Q_OBJECT
public:
    // Installs a filter owned by `window` for the shortcuts of the window's own actions.
    static void install(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WindowShortcutFilter(QWidget *window);

    QWidget *m_window;
};

} // namespace claimscope
