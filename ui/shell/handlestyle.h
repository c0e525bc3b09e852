#pragma once

#include <QProxyStyle>

namespace claimscope {

// The application's style: Fusion, with splitter handles and dock separators a person can hit
// (8 px where Fusion gives 2 to 4) and a row of dots on each that shows where to grab. UI thread.
class HandleStyle : public QProxyStyle
{
    Q_OBJECT
public:
    static constexpr int HandleWidth = 8;

    HandleStyle();

    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr,
                    const QWidget *widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace claimscope
