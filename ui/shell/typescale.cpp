#include "typescale.h"

#include "ui/settings/appsettings.h"
#include "windowlayout.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QTimer>

#include <algorithm>

namespace claimscope {

namespace {

void polishFonts(QWidget *widget)
{
    widget->style()->polish(widget);
    for (QObject *child : widget->children()) {
        if (child->isWidgetType())
            polishFonts(static_cast<QWidget *>(child));
    }
}

} // namespace

TypeScale::TypeScale(QMainWindow *window, AppSettings *settings)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_normalFont(QApplication::font())
    , m_zoom(std::clamp(settings->zoom(screenSize()), FewestSteps, MostSteps))
{
    if (m_zoom != 0)
        apply();
}

TypeScale::~TypeScale()
{
    QApplication::setFont(m_normalFont); // the next window starts from the normal type
}

void TypeScale::zoomIn()
{
    if (m_zoom >= MostSteps) {
        Q_EMIT largestReached(tr("The type is at its largest (zoom step %1).").arg(QString::number(m_zoom)));
        return;
    }
    const QSize size = m_window->size();
    // Presenting, the layout is the program's own: its panes must read at every step. Out of it,
    // a pane the person squeezed themselves does not hold the zoom back.
    const bool readableBefore = m_presenting || !m_readable || m_readable();
    const bool wholeBefore = m_presenting && m_whole && m_whole();
    setZoom(m_zoom + 1);
    if (m_zoom <= 0 || !stepBackToWhatFits(size, readableBefore, wholeBefore))
        return;
    // Some panes fit themselves to the new type a moment later (their queued re-fits): checked
    // again once they have, before the window system answers the window's growth.
    QTimer::singleShot(
        0, this, [this, size, readableBefore, wholeBefore] { stepBackToWhatFits(size, readableBefore, wholeBefore); });
}

bool TypeScale::holds(bool readableBefore, bool wholeBefore) const
{
    return layoutFitsTheScreen() && (!readableBefore || !m_readable || m_readable()) && (!wholeBefore || m_whole());
}

bool TypeScale::stepBackToWhatFits(QSize size, bool readableBefore, bool wholeBefore)
{
    if (m_zoom <= 0 || holds(readableBefore, wholeBefore))
        return true;
    // Back to the largest step whose layout holds (a pane may keep some of the room it took).
    while (m_zoom > 0 && !holds(readableBefore, wholeBefore))
        setZoom(m_zoom - 1);
    if (m_window->isFullScreen()) {
        // A full-screen window the step grew past the screen (where no window manager holds it
        // there) is the screen's size again.
        QTimer::singleShot(0, m_window, [window = m_window] { window->setGeometry(window->screen()->geometry()); });
    } else if (!m_window->isMaximized()) {
        // The step pushed the window past the screen's edge: back, once the window system has
        // answered its growth.
        QTimer::singleShot(0, m_window, [window = m_window, size] { window->resize(size); });
    }
    // Short enough for one line of the status bar beside the judge's name at 1024×768: in two it
    // made the bar taller and the slide jump up as it appeared.
    // At the normal size already: there is nothing to reset.
    Q_EMIT largestReached(
        m_zoom == 0 ? tr("No larger type fits this screen: the normal size is its largest")
                    : tr("Largest type for this screen (zoom step %1); Ctrl+0 resets").arg(QString::number(m_zoom)));
    return false;
}

bool TypeScale::layoutFitsTheScreen() const
{
    // The panes' least sizes follow the new type once their layouts have run.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // The window's frame must fit too: the one the window system drew, or, on a window that may
    // still move or grow, at least the room the window was opened with for one.
    QSize frame = m_window->frameGeometry().size() - m_window->size();
    if (!m_window->isMaximized() && !m_window->isFullScreen())
        frame = frame.expandedTo(WindowLayout::frameAllowance());
    const QSize room = m_window->screen()->availableGeometry().size() - frame;
    const QSize least = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
    return least.width() <= room.width() && least.height() <= room.height();
}

void TypeScale::zoomOut()
{
    setZoom(m_zoom - 1);
}

void TypeScale::resetZoom()
{
    setZoom(0);
}

void TypeScale::setPresenting(bool presenting)
{
    if (presenting == m_presenting)
        return;
    m_presenting = presenting;
    m_actualSizeLayout.clear(); // presentation mode gives its own layout back
    m_actualSizeScrolls = {};
    apply();
}

void TypeScale::setZoom(int steps)
{
    steps = std::clamp(steps, FewestSteps, MostSteps);
    if (steps == m_zoom)
        return;
    if (m_zoom == 0) {
        m_actualSizeLayout.take(m_window);
        m_actualSizeScrolls.take(m_window);
    }
    m_zoom = steps;
    m_settings->setZoom(screenSize(), steps);
    apply();
    if (m_zoom == 0 && !m_actualSizeLayout.isEmpty()) {
        m_actualSizeLayout.restore(m_window);
        // Views that keep their selection in sight at each new layout (the breakdown) had
        // scrolled it elsewhere: each back where it was, once laid out in this type.
        m_actualSizeScrolls.restoreLater(m_window);
    }
}

QSize TypeScale::screenSize() const
{
    return m_window->screen()->size();
}

QFont TypeScale::scaledFont() const
{
    const double factor = 1.0 + ZoomStep * m_zoom;
    QFont font = m_normalFont;
    if (!m_presenting) {
        font.setPointSizeF(m_normalFont.pointSizeF() * factor);
        return font;
    }
    // In points, not pixels: the views that size their own type from it (the walked claim,
    // the verdict) read the point size.
    // The screen's height, or the window's when it is smaller (presenting from a window).
    const int height = qMin(screenSize().height(), m_window->height());
    const int pixels = qRound(double(height) / ScreenHeightPerBodyPixel * factor);
    font.setPointSizeF(pixels * 72.0 / m_window->screen()->logicalDotsPerInchY());
    return font;
}

void TypeScale::apply()
{
    const bool normal = !m_presenting && m_zoom == 0;
    const QFont font = normal ? m_normalFont : scaledFont();
    QApplication::setFont(font); // drops the docks' class font too
    if (!normal) {
        // A dock draws its title in the font the application had when the dock was made,
        // unless the dock's own font differs from its class font: so the docks carry the
        // scaled font themselves while their class keeps the normal one.
        QApplication::setFont(m_normalFont, "QDockWidget");
    }
    // Under an application style sheet a widget's font follows its parent's only when the
    // sheet's style polishes it (the rules may set a font: bold role badges, monospace prompts):
    // every widget, parents first. Polishing resets the docks' own fonts, so they come after.
    // Setting the sheet again did the same but re-parsed it and restyled every widget from
    // scratch (0.2–0.3 s of CPU a step on the hotel example).
    for (QWidget *window : QApplication::topLevelWidgets())
        polishFonts(window);
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        dock->setFont(normal ? QFont() : font);
}

} // namespace claimscope
