#pragma once

#include "model/metricresult.h"

#include <QChartView>
#include <QList>

class QLineSeries;
class QValueAxis;

namespace claimscope {

// How the turn metrics (turn_faithfulness, turn_contextual_relevancy, turn_relevancy) score
// window by window along a conversation: one line per metric, skipped windows left out, and
// each distinct threshold as a dashed line. UI thread.
class WindowLineChart : public QChartView
{
    Q_OBJECT
public:
    explicit WindowLineChart(QWidget *parent = nullptr);

    // One test case's results; those of other metrics are ignored.
    void setResults(const QList<MetricResult> &results);

    QList<QLineSeries *> scoreLines() const { return m_lines; }
    QList<QLineSeries *> thresholdLines() const { return m_thresholds; }

private:
    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<QLineSeries *> m_lines;
    QList<QLineSeries *> m_thresholds;
};

} // namespace claimscope
