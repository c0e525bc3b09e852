#include "presentationkeys.h"

#include <QAbstractButton>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace claimscope {

PresentationKeys::PresentationKeys(QWidget *window, std::function<QWidget *()> comparison, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_comparison(std::move(comparison))
{
}

void PresentationKeys::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

bool PresentationKeys::isPresented(const QWidget *widget) const
{
    const QWidget *window = widget->window();
    return window == m_window || (m_comparison && window == m_comparison());
}

bool PresentationKeys::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if ((type != QEvent::KeyPress && type != QEvent::KeyRelease && type != QEvent::ShortcutOverride)
        || !watched->isWidgetType() || !isPresented(static_cast<QWidget *>(watched)))
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
    if (key->key() == Qt::Key_Escape && modifiers == Qt::NoModifier) {
        // Claimed before any shortcut or dialog sees it (a dialog would close itself), then
        // taken as the presentation's own key.
        if (type == QEvent::ShortcutOverride)
            event->accept();
        else if (type == QEvent::KeyPress)
            Q_EMIT leaveRequested();
        return true;
    }
    if (type == QEvent::ShortcutOverride)
        return false; // every other key may still be a shortcut (the walk's, the slides')
    switch (key->key()) {
    case Qt::Key_Tab:
    case Qt::Key_Backtab:
        return modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier; // Ctrl+Tab still turns tabs
    case Qt::Key_Return:
    case Qt::Key_Enter: return true;
    case Qt::Key_Space: return qobject_cast<QAbstractButton *>(watched) != nullptr;
    default: return false;
    }
}

} // namespace claimscope
