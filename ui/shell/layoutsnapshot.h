#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QSize>

class QMainWindow;
class QSplitter;

namespace claimscope {

// The window's layout at one moment, to the pixel: its size, its docks' places and sizes and
// every splitter's split. Zooming in pushes docks and handles aside (and a small screen's window
// past its edge) as the type grows; giving this back on Ctrl+0 puts them where they were. UI
// thread.
class LayoutSnapshot
{
public:
    bool isEmpty() const { return m_docks.isEmpty(); }
    void take(QMainWindow *window);
    // Gives the layout back (the splits once the docks have their sizes), and forgets it.
    void restore(QMainWindow *window);
    void clear();

private:
    QSize m_size;
    QByteArray m_docks;
    QList<QPair<QPointer<QSplitter>, QList<int>>> m_splits;
};

} // namespace claimscope
