#include "presentationslides.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QTabBar>

#include <algorithm>

namespace claimscope {

PresentationSlides::PresentationSlides(QMainWindow *window, QList<QDockWidget *> docks,
                                       std::function<QWidget *()> comparison, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_docks(std::move(docks))
    , m_comparison(std::move(comparison))
{
    for (QDockWidget *dock : m_docks)
        connect(dock, &QDockWidget::visibilityChanged, this, &PresentationSlides::changed);
}

QString PresentationSlides::positionText() const
{
    const QList<QWidget *> all = slides();
    const auto titleOf = [this](QWidget *slide) {
        return slide == m_comparison() ? tr("Comparison") : slide->windowTitle();
    };
    const int at = int(all.indexOf(current()));
    const QString here = tr("Slide %1 of %2: %3").arg(at + 1).arg(all.size()).arg(titleOf(all.at(qMax(0, at))));
    if (at + 1 >= all.size())
        return here;
    const QString next = tr("%1 · next: %2 (Ctrl+PgDown)").arg(here, titleOf(all.at(at + 1)));
    // The comparison has no tab among the docks' (it is a window of its own): the count of slides
    // named one more than the tabs show, so the last slide is named too.
    if (QWidget *comparison = m_comparison(); comparison && at + 2 < all.size())
        return tr("%1 · last: Comparison").arg(next);
    return next;
}

void PresentationSlides::start()
{
    QWidget *comparison = m_comparison();
    m_shownComparison = comparison && comparison->isVisible() ? comparison : nullptr;
    m_comparisonInFront = m_shownComparison && QApplication::activeWindow() == comparison;
    if (m_shownComparison)
        m_comparisonGeometry = comparison->geometry();
    show(slides().first());
}

void PresentationSlides::stop()
{
    if (m_shownComparison) {
        m_shownComparison->setGeometry(m_comparisonGeometry);
        m_shownComparison->show();
        // Over the window, as a window manager keeps a dialog over its parent (behind it, it
        // looked closed); the keyboard where it was before presenting.
        m_shownComparison->raise();
        (m_comparisonInFront ? m_shownComparison.data() : m_window)->activateWindow();
    } else if (QWidget *comparison = m_comparison()) {
        comparison->hide();
    }
    m_shownComparison = nullptr;
}

QList<QTabBar *> PresentationSlides::tabBars() const
{
    // The window's own tab bars are those of its tabbed docks; a tab reads its dock's title.
    QList<QTabBar *> bars;
    for (QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->isVisible())
            bars.append(bar);
    }
    return bars;
}

int PresentationSlides::tabPosition(const QDockWidget *dock) const
{
    for (const QTabBar *bar : tabBars()) {
        for (int tab = 0; tab < bar->count(); ++tab) {
            if (bar->tabText(tab) == dock->windowTitle())
                return tab;
        }
    }
    return -1;
}

QList<QWidget *> PresentationSlides::slides() const
{
    QList<QDockWidget *> docks = m_docks;
    std::stable_sort(docks.begin(), docks.end(),
                     [this](const QDockWidget *a, const QDockWidget *b) { return tabPosition(a) < tabPosition(b); });
    QList<QWidget *> slides(docks.cbegin(), docks.cend());
    if (QWidget *comparison = m_comparison())
        slides.append(comparison);
    return slides;
}

QWidget *PresentationSlides::current() const
{
    if (QWidget *comparison = m_comparison(); comparison && comparison->isVisible())
        return comparison;
    // The dock whose tab is raised (a dock behind another's tab still counts as visible).
    for (const QTabBar *bar : tabBars()) {
        for (QDockWidget *dock : m_docks) {
            if (bar->tabText(bar->currentIndex()) == dock->windowTitle())
                return dock;
        }
    }
    for (QDockWidget *dock : m_docks) {
        if (dock->isVisible())
            return dock;
    }
    return m_docks.first();
}

void PresentationSlides::next()
{
    const QList<QWidget *> all = slides();
    show(all.at(qMin(all.indexOf(current()) + 1, all.size() - 1)));
}

void PresentationSlides::previous()
{
    const QList<QWidget *> all = slides();
    show(all.at(qMax(all.indexOf(current()) - 1, 0)));
}

void PresentationSlides::show(QWidget *slide)
{
    QWidget *comparison = m_comparison();
    if (slide != comparison) {
        if (comparison && comparison->isVisible()) {
            comparison->hide();
            // The keyboard back to the window, on the chat (never a text field), for the next key.
            m_window->activateWindow();
            if (m_window->centralWidget())
                m_window->centralWidget()->setFocus(Qt::OtherFocusReason);
        }
        slide->show();
        static_cast<QDockWidget *>(slide)->raise();
        Q_EMIT changed(); // also when the slide was already raised (the dock's visibility kept)
        return;
    }
    // The whole screen, as the window is (maximised by hand: a window manager may be missing).
    comparison->setGeometry(comparison->screen()->availableGeometry());
    comparison->show();
    comparison->raise();
    comparison->activateWindow(); // its keys (the slide keys, Esc) work at once
    Q_EMIT changed();
}

} // namespace claimscope
