#pragma once

#include <QList>
#include <QPointer>

class QAbstractScrollArea;
class QWidget;

namespace claimscope {

// Where every scroll area of a window was scrolled to, to the pixel: presenting lays the chat,
// the tables and the trees out in another type, and leaving gives their places back once they
// are laid out in the normal type again, each list with its selected row in sight. UI thread.
class ScrollPositions
{
public:
    void take(QWidget *root);
    // Gives the places back once the posted layouts have run, and forgets them.
    void restoreLater(QObject *context);

private:
    struct Place {
        QPointer<QAbstractScrollArea> area;
        int horizontal = 0;
        int vertical = 0;
    };
    QList<Place> m_places;
};

} // namespace claimscope
