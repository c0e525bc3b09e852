#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace claimscope {

class FailureWalkPanel;
class PresentationMode;
class PresentationSlides;

// While presenting, the walk's slide is as high as its stop needs (within limits) and the chat
// above it gets the rest, so the walked turn and its evidence are in sight; turning to another
// slide gives the results their height back. Leaving presentation mode restores the whole
// layout anyway. UI thread.
class WalkRoomFitter : public QObject
{
    Q_OBJECT
public:
    WalkRoomFitter(QMainWindow *window, QDockWidget *walkDock, FailureWalkPanel *panel, PresentationMode *presentation,
                   PresentationSlides *slides);

    // Fits the walk's dock to the stop shown now, when it is the slide on screen.
    void fit();

private:
    void giveBack();
    // The height of the tab bar below the walk's tab, 0 when it has none.
    int tabBarHeight() const;
    // Makes `dock` (one of the tabbed slides) `height` high, its tab bar aside.
    void resizeTo(QDockWidget *dock, int height);

    QMainWindow *m_window;
    QDockWidget *m_walkDock;
    FailureWalkPanel *m_panel;
    PresentationMode *m_presentation;
    PresentationSlides *m_slides;
    int m_heightBefore = -1; // the docks' height before the walk took its own, −1: not taken
};

} // namespace claimscope
