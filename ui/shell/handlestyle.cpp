#include "handlestyle.h"

#include <QPainter>
#include <QStyleOption>

namespace claimscope {

namespace {

// A row of dots across the middle of a handle, along its length.
void paintGrip(QPainter *painter, const QRect &handle, const QPalette &palette)
{
    constexpr int Dots = 5;
    constexpr int Dot = 2;
    constexpr int Gap = 3;
    constexpr int Length = Dots * Dot + (Dots - 1) * Gap;
    const bool lying = handle.width() >= handle.height();
    QColor colour = palette.color(QPalette::WindowText);
    colour.setAlphaF(0.45f);
    const QPoint first = handle.center() - (lying ? QPoint(Length / 2, Dot / 2) : QPoint(Dot / 2, Length / 2));
    for (int dot = 0; dot < Dots; ++dot) {
        const QPoint step = lying ? QPoint(dot * (Dot + Gap), 0) : QPoint(0, dot * (Dot + Gap));
        painter->fillRect(QRect(first + step, QSize(Dot, Dot)) & handle, colour);
    }
}

} // namespace

HandleStyle::HandleStyle()
    : QProxyStyle(QStringLiteral("Fusion"))
{
}

int HandleStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    if (metric == PM_SplitterWidth || metric == PM_DockWidgetSeparatorExtent)
        return qMax(HandleWidth, QProxyStyle::pixelMetric(metric, option, widget));
    return QProxyStyle::pixelMetric(metric, option, widget);
}

void HandleStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                              const QWidget *widget) const
{
    QProxyStyle::drawControl(element, option, painter, widget);
    if (element == CE_Splitter)
        paintGrip(painter, option->rect, option->palette);
}

void HandleStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    if (element == PE_IndicatorDockWidgetResizeHandle)
        paintGrip(painter, option->rect, option->palette);
}

} // namespace claimscope
