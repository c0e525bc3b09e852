#pragma once

#include <QKeySequence>
#include <QModelIndex>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QStringList>

class QAbstractItemView;
class QWidget;

namespace claimscope {

class MainWindow;

// A person at the real main window: clicks only what is visible on screen (the point must not
// be covered or scrolled away), types at a person's pace into the focused field, presses keys
// and reads what the screen shows. Every failed expectation fails the running test. Test (UI)
// thread.
class Person
{
public:
    explicit Person(MainWindow *window);

    // Clicks the widget at `at` (its centre by default); fails unless a person could see that point.
    void click(QWidget *widget, QPoint at = QPoint(-1, -1));
    void doubleClick(QWidget *widget, QPoint at = QPoint(-1, -1));
    // Clicks a cell of a table or list, scrolling it into view first as a person would.
    void clickItem(QAbstractItemView *view, const QModelIndex &index);
    // Clicks the tab titled `title` among the window's tabbed docks ("Summary", "Runs" …).
    void clickTab(const QString &title);
    // Types into whatever has the keyboard focus, one key at a time, `delayMs` between keys.
    void type(const QString &text, int delayMs = 20);
    // Presses a key combination (a shortcut or an editing key) where the focus is.
    void press(const QKeySequence &keys);
    // Presses the left button at `from` in `widget`, moves to `to` in small steps and releases
    // there, through the window as the mouse does: whatever is under `from` gets the drag.
    void drag(QWidget *widget, QPoint from, QPoint to);
    // Moves the pointer to `at` in `widget` through the window, as the mouse does; the widget
    // under it has reacted (hover, a link's highlight) when this returns.
    void moveTo(QWidget *widget, QPoint at);

    // Scrolls the scroll area around `widget` to it, as a person scrolls to what they look for
    // (a card below a dock's fold, a note below the figures on a short screen).
    void scrollTo(QWidget *widget) const;
    // Whether a person sees any of the widget: shown, not clipped away by its ancestors, on the
    // screen, and not covered at its centre by another widget of the window.
    bool sees(const QWidget *widget) const;
    // The rows of a table or list that are shown whole in its viewport.
    int wholeRowsShown(const QAbstractItemView *view) const;
    // The texts of every label, button and line edit a person sees in `root` (the window when
    // null), each once, in no particular order.
    QStringList textsShown(const QWidget *root = nullptr) const;
    // The texts `widget` paints inside `area` (its whole rect when empty), as painted: a cell's
    // name cut to its width reads as it does on screen ("Hotel concierge…").
    QStringList textsPainted(QWidget *widget, QRect area = QRect()) const;
    // Whether `text` is part of a text shown in `root`.
    bool readsSomewhere(const QString &text, const QWidget *root = nullptr) const;

    // Saves a screenshot of the window (or of `window`) as NAME.png into $CLAIMSCOPE_JOURNEY_SHOTS when set.
    void snapshot(const QString &name, QWidget *window = nullptr) const;

private:
    QWidget *focused() const;
    QPoint checkedPoint(QWidget *widget, QPoint at) const;

    MainWindow *m_window;
};

} // namespace claimscope
