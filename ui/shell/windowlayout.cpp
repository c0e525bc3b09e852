#include "windowlayout.h"

#include "mainwindow.h"
#include "presentationmode.h"
#include "ui/results/resultsview.h"
#include "ui/settings/appsettings.h"

#include <QDockWidget>
#include <QMouseEvent>
#include <QScreen>

#include <algorithm>

namespace claimscope {

namespace {

constexpr int StateVersion = 1;
// The default layout: a whole results row per this many pixels of window height, never fewer
// than six; the breakdown a fifth of the height, at least its title and a few items.
constexpr int PixelsPerResultRow = 100;
constexpr int FewestResultRows = 6;
constexpr int LeastBreakdownHeight = 140;

} // namespace

WindowLayout::WindowLayout(MainWindow *window, AppSettings *settings)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
{
    m_followWindow.setSingleShot(true);
    m_followWindow.setInterval(0);
    connect(&m_followWindow, &QTimer::timeout, this, &WindowLayout::applyDefault);
    // The window's resizes, and presses on its separators and the docks' titles.
    window->installEventFilter(this);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        dock->installEventFilter(this);
}

QSize WindowLayout::screenSize() const
{
    return m_window->screen()->size();
}

void WindowLayout::restore()
{
    m_defaultArrangement = m_window->saveState(StateVersion);
    setLocked(m_settings->layoutLocked());
    const SavedLayout saved = m_settings->windowLayout(screenSize());
    if (!saved.isEmpty() && m_window->restoreGeometry(saved.geometry)
        && m_window->restoreState(saved.docks, StateVersion)) {
        m_window->resultsView()->restoreSplit(saved.resultsSplit);
        m_following = false;
        fitToScreen();
        return;
    }
    fillScreen();
    m_following = true;
}

void WindowLayout::save()
{
    m_settings->setWindowLayout(
        screenSize(),
        {m_window->saveGeometry(), m_window->saveState(StateVersion), m_window->resultsView()->saveSplit()});
}

void WindowLayout::reset()
{
    m_settings->forgetWindowLayout(screenSize());
    m_window->restoreState(m_defaultArrangement, StateVersion);
    m_following = true;
    applyDefault();
}

void WindowLayout::setLocked(bool locked)
{
    m_locked = locked;
    m_settings->setLayoutLocked(locked);
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        if (locked && dock->isFloating()) {
            dock->setFloating(false); // no way back in once it cannot float
            dock->raise();
        }
        dock->setFeatures(locked ? QDockWidget::DockWidgetClosable
                                 : QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                                  | QDockWidget::DockWidgetFloatable);
    }
}

bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonPress) {
        // Pressed on the window or a dock itself (not on their contents): a separator or a
        // dock's title. The person shapes the layout from here on.
        auto *widget = static_cast<QWidget *>(watched);
        if (!widget->childAt(static_cast<QMouseEvent *>(event)->position().toPoint()))
            m_following = false;
    } else if (watched == m_window && m_following
               && (event->type() == QEvent::Resize || event->type() == QEvent::Show)) {
        m_followWindow.start(); // once the window is laid out at its new size
    }
    return QObject::eventFilter(watched, event);
}

void WindowLayout::fillScreen()
{
    // As large as the screen leaves room for with the window manager's frame.
    const QRect available = m_window->screen()->availableGeometry();
    m_window->resize(available.size() - frameAllowance());
    m_window->move(available.topLeft());
}

void WindowLayout::fitToScreen()
{
    // A geometry saved with a window larger than the screen must not run off it.
    const QRect available = m_window->screen()->availableGeometry();
    const QSize room = available.size() - frameAllowance();
    const QRect geometry = m_window->geometry();
    if (available.contains(geometry) && geometry.width() <= room.width() && geometry.height() <= room.height())
        return;
    m_window->resize(m_window->size().boundedTo(room));
    // move() places the frame, whose size room allows for.
    m_window->move(available.left() + (room.width() - m_window->width()) / 2,
                   available.top() + (room.height() - m_window->height()) / 2);
}

void WindowLayout::applyDefault()
{
    if (!m_following || !m_window->isVisible() || m_window->presentation()->isActive())
        return;
    const QSize size = m_window->size();
    // The side docks leave the chat most of the width.
    m_window->resizeDocks({m_window->dock(MainWindow::Dock::TestCases), m_window->dock(MainWindow::Dock::Metrics)},
                          {std::clamp(size.width() / 5, 220, 400), std::clamp(size.width() * 2 / 7, 300, 440)},
                          Qt::Horizontal);
    ResultsView *view = m_window->resultsView();
    QDockWidget *results = m_window->dock(MainWindow::Dock::Results);
    const int rows = qMax(FewestResultRows, size.height() / PixelsPerResultRow);
    const int viewHeight = view->heightForRows(rows, qMax(LeastBreakdownHeight, size.height() / 5));
    view->keepTableRows(rows);
    m_window->resizeDocks({results}, {results->height() - view->height() + viewHeight}, Qt::Vertical);
}

} // namespace claimscope
