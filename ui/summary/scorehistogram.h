#pragma once

#include "results/metricsummary.h"

#include <QChartView>
#include <QList>

#include <optional>

class QBarSet;
class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace claimscope {

// One metric's score distribution: ten bins from 0 to 1, each bar stacked by status (✓ pass,
// ✗ fail, ⚠ partial, ⟳ waiting) with the metric's threshold as a dashed line. Clicking a bar
// part asks for exactly those results. UI thread.
class ScoreHistogram : public QChartView
{
    Q_OBJECT
public:
    explicit ScoreHistogram(QWidget *parent = nullptr);

    void setSummary(const MetricSummary &summary);

    // What is drawn, for tests: the bars' values of one status (empty when it has none), and
    // the threshold line's x in score units (none when there is no single threshold).
    QList<int> counts(ResultsModel::Status status) const;
    std::optional<double> thresholdLine() const { return m_threshold; }
    QBarSet *barSet(ResultsModel::Status status) const;

Q_SIGNALS:
    // A bar part was clicked: the results of this status whose score falls in `bin`.
    void binClicked(claimscope::ResultsModel::Status status, int bin);

private:
    void keepRoomForTheLastLabel();
    QValueAxis *m_countAxis;
    QCategoryAxis *m_scoreAxis;
    QList<QPair<ResultsModel::Status, QBarSet *>> m_sets;
    QLineSeries *m_thresholdSeries = nullptr;
    std::optional<double> m_threshold;
};

} // namespace claimscope
