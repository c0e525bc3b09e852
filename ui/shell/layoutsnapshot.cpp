#include "layoutsnapshot.h"

#include <QMainWindow>
#include <QSplitter>
#include <QTimer>

namespace claimscope {

namespace {

constexpr int StateVersion = 8; // any number, as long as take and restore agree

} // namespace

void LayoutSnapshot::take(QMainWindow *window)
{
    m_size = window->size();
    m_docks = window->saveState(StateVersion);
    m_splits.clear();
    for (QSplitter *splitter : window->findChildren<QSplitter *>())
        m_splits.append({splitter, splitter->sizes()});
}

void LayoutSnapshot::restore(QMainWindow *window)
{
    // Once the new type has set the widgets' least sizes (a layout sized for the zoomed type
    // would hold the docks apart), then the splits once the docks have their sizes, so that no
    // resize of a dock shares them out again.
    QTimer::singleShot(0, window, [window, size = m_size, docks = m_docks, splits = m_splits] {
        if (!window->isMaximized() && !window->isFullScreen())
            window->resize(size);
        window->restoreState(docks, StateVersion);
        QTimer::singleShot(0, window, [splits] {
            for (const auto &[splitter, sizes] : splits) {
                if (splitter)
                    splitter->setSizes(sizes);
            }
        });
    });
    clear();
}

void LayoutSnapshot::clear()
{
    m_docks.clear();
    m_splits.clear();
}

} // namespace claimscope
