#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>

#include <functional>

class QDockWidget;
class QMainWindow;
class QTabBar;
class QWidget;

namespace claimscope {

// The slides of presentation mode, paged with their own keys: the key docks in the order their
// tabs show them (the results, the failure walk, the Summary of the dataset), then the
// comparison of two runs when one is open, filling the screen. The slide on screen is the one
// whose tab is raised, however it was raised (a key, a click on its tab, the walk). A
// comparison open when presenting starts waits for its slide and is given back as it was when
// presenting ends, in front of the main window only if it was. UI thread.
class PresentationSlides : public QObject
{
    Q_OBJECT
public:
    PresentationSlides(QMainWindow *window, QList<QDockWidget *> docks, std::function<QWidget *()> comparison,
                       QObject *parent);

    void start();
    void stop();
    void next();
    void previous();
    // Every slide in paging order: the docks as their tabs read left to right, the comparison last.
    QList<QWidget *> slides() const;
    // The slide on screen.
    QWidget *current() const;
    // Where the room is: "Slide 2 of 4: Walk · next: Summary (Ctrl+PgDown)", so a presenter
    // knows what the next key brings (the comparison is a slide only while one is open).
    QString positionText() const;

Q_SIGNALS:
    // Another slide is on screen (a key, a click on its tab, the walk raising its dock).
    void changed();

private:
    void show(QWidget *slide);
    QList<QTabBar *> tabBars() const;
    // Where `dock`'s tab is among the window's dock tabs, −1 when it has none.
    int tabPosition(const QDockWidget *dock) const;

    QMainWindow *m_window;
    QList<QDockWidget *> m_docks;
    std::function<QWidget *()> m_comparison;
    QPointer<QWidget> m_shownComparison; // open when presenting started
    QRect m_comparisonGeometry;          // where it was then
    bool m_comparisonInFront = false;    // whether it was the active window then
};

} // namespace claimscope
