#include "presentationslides.h"

#include <QDockWidget>

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
    show(0);
}

void PresentationSlides::stop()
{
    if (m_shownComparison) {
        m_shownComparison->showNormal();
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
        if (comparison)
            comparison->hide();
        m_docks[slide]->show();
        m_docks[slide]->raise();
        return;
    }
    comparison->showMaximized();
    comparison->raise();
    comparison->activateWindow(); // its keys (the slide keys, Esc) work at once
}

} // namespace claimscope
