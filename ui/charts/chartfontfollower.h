#pragma once

#include <QObject>

class QChartView;

namespace claimscope {

// Keeps a chart's title, legend and axis type at the sizes ChartStyle gives them relative to its
// view's font, whenever that font or the style changes (zoom, presentation mode, and back), and sizes the view
// again so category labels stay whole. Lives on (and filters) its view. UI thread.
class ChartFontFollower : public QObject
{
    Q_OBJECT
public:
    explicit ChartFontFollower(QChartView *view);

    void follow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QChartView *m_view;
};

} // namespace claimscope
