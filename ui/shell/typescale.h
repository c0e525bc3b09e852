#pragma once

#include "layoutsnapshot.h"
#include "scrollpositions.h"

#include <QFont>
#include <QObject>
#include <QSize>

#include <functional>

class QMainWindow;

namespace claimscope {

class AppSettings;

// The size of the application's type: the normal size times the person's zoom, or while
// presenting a size read from the screen (a 40th of its height, or of the window's when that is
// smaller, for body text: it reads from the back of a room at any size) times the zoom. The zoom is kept per screen
// size; the window's going gives the normal type back. Back at the actual size (Ctrl+0, or
// zooming back to it) the layout is as it was before the zoom, every view scrolled as it was. Zooming in stops where
// the window's layout no longer fits the screen, or where a pane that was readable no longer is. UI thread.
class TypeScale : public QObject
{
    Q_OBJECT
public:
    static constexpr int ScreenHeightPerBodyPixel = 40;
    static constexpr double ZoomStep = 0.1; // of the size, per step
    static constexpr int FewestSteps = -4;
    static constexpr int MostSteps = 10;

    TypeScale(QMainWindow *window, AppSettings *settings);
    ~TypeScale() override;

    int zoom() const { return m_zoom; }
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void setPresenting(bool presenting);
    // Whether the panes that must stay readable (the results' rows) still show enough of
    // themselves at the current type.
    void setReadableCheck(std::function<bool()> readable) { m_readable = std::move(readable); }
    // Whether the panes that show all they hold (the results' rows) show it whole: while
    // presenting, a step that cuts what was whole is stepped back.
    void setWholeCheck(std::function<bool()> whole) { m_whole = std::move(whole); }

Q_SIGNALS:
    // Ctrl+= found the type already as large as it goes: at the last step, or at the largest
    // the window's layout holds on this screen (one step more would push panes off it).
    void largestReached(const QString &message);

private:
    // Whether the window's panes, at their least sizes for the current type, and its frame fit
    // the screen.
    bool layoutFitsTheScreen() const;
    // When they do not, zooms back to the largest step at which they do, gives the window its
    // `size` of before the step back and says so; false then.
    bool stepBackToWhatFits(QSize size, bool readableBefore, bool wholeBefore);
    // The layout fits the screen, and the panes readable (and whole) before the step still are.
    bool holds(bool readableBefore, bool wholeBefore) const;
    void setZoom(int steps);
    void apply();
    QSize screenSize() const;
    QFont scaledFont() const;

    QMainWindow *m_window;
    AppSettings *m_settings;
    QFont m_normalFont; // the application's font before any zoom
    bool m_presenting = false;
    int m_zoom = 0;
    LayoutSnapshot m_actualSizeLayout;   // taken when the zoom leaves the actual size
    ScrollPositions m_actualSizeScrolls; // and where every view was scrolled then
    std::function<bool()> m_readable;
    std::function<bool()> m_whole;
};

} // namespace claimscope
