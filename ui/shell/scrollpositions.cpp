#include "scrollpositions.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QTimer>

namespace claimscope {

void ScrollPositions::take(QWidget *root)
{
    m_places.clear();
    for (QAbstractScrollArea *area : root->findChildren<QAbstractScrollArea *>()) {
        if (area->isVisible())
            m_places.append({area, area->horizontalScrollBar()->value(), area->verticalScrollBar()->value()});
    }
}

void ScrollPositions::restoreLater(QObject *context)
{
    // Round the event loop until the views have laid their contents out for the normal type: the
    // docks get their sizes back first, then a chat lays out its turns and a tree its wrapped
    // rows (each queued once the one before has run); each pass puts the places back again.
    const auto places = std::exchange(m_places, {});
    const auto restore = [places] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        for (const Place &place : places) {
            if (!place.area)
                continue;
            place.area->horizontalScrollBar()->setValue(place.horizontal);
            place.area->verticalScrollBar()->setValue(place.vertical);
            // A list keeps its selected row in sight (where the type left it elsewhere).
            if (auto *view = qobject_cast<QAbstractItemView *>(place.area.data());
                view && view->currentIndex().isValid())
                view->scrollTo(view->currentIndex());
        }
    };
    QTimer::singleShot(0, context, [context, restore] {
        QTimer::singleShot(0, context, [context, restore] {
            restore();
            QTimer::singleShot(0, context, restore);
        });
    });
}

} // namespace claimscope
