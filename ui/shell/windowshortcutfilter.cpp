#include "windowshortcutfilter.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace claimscope {

WindowShortcutFilter::WindowShortcutFilter(QWidget *window)
    : QObject(window)
    , m_window(window)
{
}

void WindowShortcutFilter::install(QWidget *window)
{
    qApp->installEventFilter(new WindowShortcutFilter(window));
}

bool WindowShortcutFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType()
        || static_cast<QWidget *>(watched)->window() != m_window)
        return false;
    const QKeySequence pressed(static_cast<QKeyEvent *>(event)->keyCombination());
    for (const QAction *action : m_window->actions()) {
        if (action->isEnabled() && action->shortcuts().contains(pressed)) {
            // Not accepted as an override: the shortcut system hands the key to the action.
            event->ignore();
            return true;
        }
    }
    return false;
}

} // namespace claimscope
