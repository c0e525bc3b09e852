#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace claimscope {

// Presentation mode for projectors and screen sharing: every font ×1.4, toolbars and all but
// the key docks hidden, a high-contrast palette and style; leaving it restores the layout
// exactly. UI thread.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    static constexpr double FontScale = 1.4;

    PresentationMode(QMainWindow *window, QList<QDockWidget *> keyDocks);

    bool isActive() const { return m_active; }
    void setActive(bool active);
    // The normal look (palette and style sheet), applied at start-up.
    static void applyNormalLook();

Q_SIGNALS:
    void activeChanged(bool active);

private:
    QMainWindow *m_window;
    QList<QDockWidget *> m_keyDocks;
    bool m_active = false;
    QByteArray m_savedState;
    QFont m_savedFont;
};

} // namespace claimscope
