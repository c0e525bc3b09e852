#pragma once

#include <QByteArray>
#include <QDockWidget>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>

#include "scrollpositions.h"

class QMainWindow;

namespace claimscope {

class TypeScale;

// Presentation mode for projectors and screen sharing: type sized from the screen (TypeScale), menus, toolbars and all
// but the key docks hidden, the key docks without title buttons, a high-contrast palette and
// style; the keyboard on the central widget (no text field keeps it, so a stray key types
// nowhere); leaving it restores the layout, the scroll positions and the focus exactly. UI thread.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    PresentationMode(QMainWindow *window, TypeScale *type, QList<QDockWidget *> keyDocks);

    bool isActive() const { return m_active; }
    void setActive(bool active);
    // A widget the room does not need (the run's long summary): hidden while presenting, shown
    // again before the layout is given back, so the layout comes back to the pixel.
    void hideWhilePresenting(QWidget *widget) { m_hidden.append(widget); }
    // The normal look (palette and style sheet), applied at start-up.
    static void applyNormalLook();

Q_SIGNALS:
    // Before anything changes for presenting: a view saves here what leaving gives back (a
    // split taken later would already have the hidden docks' room).
    void starting();
    void activeChanged(bool active);

private:
    QMainWindow *m_window;
    TypeScale *m_type;
    QList<QDockWidget *> m_keyDocks;
    QList<QWidget *> m_hidden;
    bool m_active = false;
    QByteArray m_savedState;
    QRect m_savedGeometry; // the window's, which the room's type may have widened
    bool m_menuBarWasVisible = true;
    QHash<QDockWidget *, QDockWidget::DockWidgetFeatures> m_savedFeatures;
    QPointer<QWidget> m_savedFocus;
    ScrollPositions m_savedScrolls;
};

} // namespace claimscope
