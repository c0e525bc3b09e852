#include "presentationslides.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>

namespace claimscope {

PresentationSlides::PresentationSlides(QList<QDockWidget *> docks, std::function<QWidget *()> comparison,
                                       QObject *parent)
    : QObject(parent)
    , m_docks(std::move(docks))
    , m_comparison(std::move(comparison))
{
}

void PresentationSlides::start()
{
    QWidget *comparison = m_comparison();
    m_shownComparison = comparison && comparison->isVisible() ? comparison : nullptr;
    if (m_shownComparison)
        m_comparisonGeometry = comparison->geometry();
    show(0);
}

void PresentationSlides::stop()
{
    if (m_shownComparison) {
        m_shownComparison->setGeometry(m_comparisonGeometry);
        m_shownComparison->show();
        m_shownComparison->raise();
    } else if (QWidget *comparison = m_comparison()) {
        comparison->hide();
    }
    m_shownComparison = nullptr;
}

int PresentationSlides::count() const
{
    return int(m_docks.size()) + (m_comparison() ? 1 : 0);
}

void PresentationSlides::next()
{
    show(qMin(m_current + 1, count() - 1));
}

void PresentationSlides::previous()
{
    show(qMax(m_current - 1, 0));
}

void PresentationSlides::show(int slide)
{
    m_current = slide;
    QWidget *comparison = m_comparison();
    if (slide < m_docks.size()) {
        if (comparison && comparison->isVisible()) {
            comparison->hide();
            // The keyboard back to the window, on the chat (never a text field), for the next key.
            auto *window = qobject_cast<QMainWindow *>(m_docks[slide]->window());
            window->activateWindow();
            if (window->centralWidget())
                window->centralWidget()->setFocus(Qt::OtherFocusReason);
        }
        m_docks[slide]->show();
        m_docks[slide]->raise();
        return;
    }
    // The whole screen, as the window is (maximised by hand: a window manager may be missing).
    comparison->setGeometry(comparison->screen()->availableGeometry());
    comparison->show();
    comparison->raise();
    comparison->activateWindow(); // its keys (the slide keys, Esc) work at once
}

} // namespace claimscope
