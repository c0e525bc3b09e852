#pragma once

#include "experiments/runcomparison.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace claimscope {

// One metric in two runs: each test case's score in A (x) against B (y), the diagonal where
// nothing changed, A's threshold as a vertical and B's as a horizontal line; results that
// flipped between pass and fail stand out; the axis says which scores are plotted (each whole
// test case's, or as labelled: the exchange a label rates). UI thread.
class ComparisonScatterChart : public QChartView
{
    Q_OBJECT
public:
    explicit ComparisonScatterChart(QWidget *parent = nullptr);

    // The cases of `metric` in `comparison`, with both runs' thresholds for it (none: not drawn).
    void setMetric(const RunComparison &comparison, const QString &metric, std::optional<double> thresholdA,
                   std::optional<double> thresholdB);

    QScatterSeries *steadyPoints() const { return m_steady; }
    QScatterSeries *flippedPoints() const { return m_flipped; }
    QLineSeries *thresholdALine() const { return m_thresholdA; }
    QLineSeries *thresholdBLine() const { return m_thresholdB; }
    // Which scores are plotted: "each whole test case's score", "as labelled: the last answer's score".
    QString scopeText() const { return m_scope; }

private:
    QValueAxis *m_x;
    QValueAxis *m_y;
    QLineSeries *m_diagonal;
    QLineSeries *m_thresholdA;
    QLineSeries *m_thresholdB;
    QScatterSeries *m_steady;
    QScatterSeries *m_flipped;
    QString m_scope;
};

} // namespace claimscope
