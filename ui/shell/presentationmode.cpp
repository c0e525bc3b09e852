#include "presentationmode.h"

#include "theme.h"
#include "typescale.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QTextEdit>
#include <QTimer>
#include <QToolBar>

namespace claimscope {

namespace {

constexpr int StateVersion = 7; // any number, as long as save and restore agree

// Whether a stray key typed into `widget` would edit something.
bool takesText(const QWidget *widget)
{
    if (const auto *line = qobject_cast<const QLineEdit *>(widget))
        return !line->isReadOnly();
    if (const auto *text = qobject_cast<const QTextEdit *>(widget))
        return !text->isReadOnly();
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(widget))
        return !plain->isReadOnly();
    if (const auto *box = qobject_cast<const QComboBox *>(widget))
        return box->isEditable();
    return qobject_cast<const QAbstractSpinBox *>(widget) != nullptr;
}

} // namespace

PresentationMode::PresentationMode(QMainWindow *window, TypeScale *type, QList<QDockWidget *> keyDocks)
    : QObject(window)
    , m_window(window)
    , m_type(type)
    , m_keyDocks(std::move(keyDocks))
{
}

void PresentationMode::applyNormalLook()
{
    qApp->setPalette(Theme::palette(false));
    qApp->setStyleSheet(Theme::styleSheet(false));
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active) {
        Q_EMIT starting();
        m_savedScrolls.take(m_window);
        // Before anything is hidden: a hidden focus widget would pass the keyboard down the tab
        // chain, to the test case's title with its text selected.
        m_savedFocus = QApplication::focusWidget();
        if (QWidget *centre = m_window->centralWidget())
            centre->setFocus(Qt::OtherFocusReason);
        m_savedState = m_window->saveState(StateVersion);
        m_savedGeometry = m_window->geometry();
        qApp->setPalette(Theme::palette(true));
        qApp->setStyleSheet(Theme::styleSheet(true));
        m_type->setPresenting(true); // after the style sheet, which would reset the docks' fonts
        for (QToolBar *toolBar : m_window->findChildren<QToolBar *>())
            toolBar->hide();
        m_menuBarWasVisible = m_window->menuBar()->isVisible();
        m_window->menuBar()->hide(); // the actions' keys still work: the window holds them
        for (QWidget *widget : std::as_const(m_hidden))
            widget->hide();
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            dock->setVisible(m_keyDocks.contains(dock));
        for (QDockWidget *dock : m_keyDocks) {
            m_savedFeatures.insert(dock, dock->features());
            dock->setFeatures(QDockWidget::NoDockWidgetFeatures); // no close or float buttons
        }
    } else {
        applyNormalLook();
        m_type->setPresenting(false);
        for (auto it = m_savedFeatures.cbegin(); it != m_savedFeatures.cend(); ++it)
            it.key()->setFeatures(it.value());
        m_savedFeatures.clear();
        m_window->menuBar()->setVisible(m_menuBarWasVisible);
        for (QWidget *widget : std::as_const(m_hidden))
            widget->show();
        m_window->restoreState(m_savedState, StateVersion);
        // The room's type may have made the window larger than the screen: once the desk's type
        // has laid the window out again, it gets its size back.
        if (!m_window->isMaximized() && !m_window->isFullScreen()) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const QRect screen = m_window->screen() ? m_window->screen()->availableGeometry() : QRect();
            const bool outgrown = (m_window->width() > m_savedGeometry.width() && m_window->width() > screen.width())
                || (m_window->height() > m_savedGeometry.height() && m_window->height() > screen.height());
            if (outgrown)
                m_window->setGeometry(m_savedGeometry);
        }
        // The keyboard goes back where it was, unless that was a field a stray key would type in.
        if (m_savedFocus && m_savedFocus->isVisible() && !takesText(m_savedFocus))
            m_savedFocus->setFocus(Qt::OtherFocusReason);
    }
    Q_EMIT activeChanged(active);
    // After the selection is back (it scrolls its views to itself): each view as it was scrolled.
    if (!active)
        m_savedScrolls.restoreLater(m_window);
}

} // namespace claimscope
