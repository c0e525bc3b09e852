#include "chartfontfollower.h"

#include "chartstyle.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>

namespace claimscope {

ChartFontFollower::ChartFontFollower(QChartView *view)
    : QObject(view)
    , m_view(view)
{
    view->installEventFilter(this);
}

void ChartFontFollower::follow()
{
    QChart *chart = m_view->chart();
    const QFont base = m_view->font();
    chart->setTitleFont(ChartStyle::titleFont(base));
    chart->legend()->setFont(ChartStyle::labelFont(base));
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        ChartStyle::styleAxis(axis, base);
        // Whole category labels need room that grows with their type.
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis);
            categories && categories->property(ChartStyle::SizesItsView).toBool())
            ChartStyle::fitCategoryLabels(m_view, categories, categories->categories());
    }
}

bool ChartFontFollower::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange))
        follow();
    return QObject::eventFilter(watched, event);
}

} // namespace claimscope
