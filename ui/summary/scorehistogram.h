#pragma once

#include "results/metricsummary.h"

#include <QChartView>
#include <QList>

#include <optional>

class QBarSet;
class QLegendMarker;
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

protected:
    // The axes' labels and the legend fit the new size or type.
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    // A bar part was clicked: the results of this status whose score falls in `bin`.
    void binClicked(claimscope::ResultsModel::Status status, int bin);

private:
    static constexpr int LeastHeight = 200; // pixels, at any type
    static constexpr int LeastLines = 8;    // lines of the type shown
    void keepRoomToRead();
    void keepRoomForTheLastLabel();
    // Labels the score axis every `tenths` tenths (2: 0.0, 0.2 … 1.0).
    void setScoreLabelsEvery(int tenths);
    // Fewer labels on each axis where the plot has no room for them whole (Qt Charts would cut
    // each to "…"): the scores every 0.2, 0.5 or at the ends, the counts at fewer round steps.
    void fitAxes();
    // Whether the legend, as laid out, shows a name cut short.
    bool legendCutsAName() const;
    void fitLater();
    // Shorter legend entries where the whole ones would be cut.
    void fitLegend();
    QString legendName(QLegendMarker *marker, bool shortName) const;
    QValueAxis *m_countAxis;
    QCategoryAxis *m_scoreAxis;
    QList<QPair<ResultsModel::Status, QBarSet *>> m_sets;
    QLineSeries *m_thresholdSeries = nullptr;
    std::optional<double> m_threshold;
    int m_tallest = 0;          // the highest bar's count
    int m_scoreLabelTenths = 0; // the score axis's label spacing
    bool m_fitPending = false;
};

} // namespace claimscope
