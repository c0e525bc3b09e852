#include "walkroomfitter.h"

#include "presentationmode.h"
#include "presentationslides.h"
#include "ui/walk/failurewalkpanel.h"

#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QTabBar>

#include <algorithm>
#include <utility>

namespace claimscope {

namespace {

// The walk's share of the height the chat and the bottom docks split: never less than a
// quarter (its heading and the start of a claim), never more than three fifths (the chat keeps
// a turn in sight).
constexpr double LeastShare = 0.25;
constexpr double MostShare = 0.6;
// Once the person asked for a stop's whole text ("more"), up to this share: the chat keeps the
// claim's lines, the text asked for is read whole.
constexpr double MostShareUnfolded = 0.8;

} // namespace

WalkRoomFitter::WalkRoomFitter(QMainWindow *window, QDockWidget *walkDock, FailureWalkPanel *panel,
                               PresentationMode *presentation, PresentationSlides *slides)
    : QObject(window)
    , m_window(window)
    , m_walkDock(walkDock)
    , m_panel(panel)
    , m_presentation(presentation)
    , m_slides(slides)
{
    connect(panel, &FailureWalkPanel::contentChanged, this, &WalkRoomFitter::fit);
    connect(walkDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Once the tab change is over: the slide turned to is the one shown then.
        QMetaObject::invokeMethod(
            this, [this, visible] { visible ? fit() : giveBack(); }, Qt::QueuedConnection);
    });
    connect(presentation, &PresentationMode::activeChanged, this, [this] { m_heightBefore = -1; });
}

void WalkRoomFitter::fit()
{
    if (!m_presentation->isActive() || m_slides->current() != m_walkDock || !m_walkDock->isVisible())
        return;
    const QWidget *chat = m_window->centralWidget();
    const int shared = m_walkDock->height() + (chat && chat->isVisible() ? chat->height() : 0);
    const int chrome = m_walkDock->height() - m_panel->height(); // the dock's title and frame
    const double most = m_panel->unfolded() ? MostShareUnfolded : MostShare;
    const int wanted = std::clamp(m_panel->contentHeight() + chrome, int(shared * LeastShare), int(shared * most));
    if (wanted == m_walkDock->height())
        return;
    if (m_heightBefore < 0)
        m_heightBefore = m_walkDock->height();
    // Placed now, so the chat scrolls its mark into the room it gets.
    resizeTo(m_walkDock, wanted);
}

void WalkRoomFitter::resizeTo(QDockWidget *dock, int height)
{
    // The size asked for is the dock area's, which holds the docks' tab bar too; asked again by
    // what is still off.
    int asked = height + tabBarHeight();
    for (int tries = 0; tries < 3 && dock->height() != height; ++tries) {
        m_window->resizeDocks({dock}, {asked}, Qt::Vertical);
        m_window->layout()->activate();
        asked += height - dock->height();
    }
}

int WalkRoomFitter::tabBarHeight() const
{
    // The window's own tab bars are those of its tabbed docks; a tab reads its dock's title.
    for (const QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        for (int tab = 0; bar->isVisible() && tab < bar->count(); ++tab) {
            if (bar->tabText(tab) == m_walkDock->windowTitle())
                return bar->height();
        }
    }
    return 0;
}

void WalkRoomFitter::giveBack()
{
    if (!m_presentation->isActive() || m_heightBefore < 0)
        return;
    auto *shown = qobject_cast<QDockWidget *>(m_slides->current());
    if (!shown || shown == m_walkDock || !shown->isVisible())
        return;
    // As high as it was, tab bar aside: asked for without it, each visit of the walk took the tab
    // bar's height off the slide after it.
    resizeTo(shown, std::exchange(m_heightBefore, -1));
}

} // namespace claimscope
