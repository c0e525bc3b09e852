#pragma once

#include "model/metricresult.h"

#include <QChartView>
#include <QList>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QValueAxis;

namespace claimscope {

// How a trust score is made: each TrustifAI component's score, its weight and its weighted
// contribution, and their sum — the trust score — against its threshold. A failed component
// counts 0 and is flagged. UI thread.
class TrustComponentChart : public QChartView
{
    Q_OBJECT
public:
    explicit TrustComponentChart(QWidget *parent = nullptr);

    // One test case's results: the trust_score result, and the standalone component results
    // (an errored one flags its component as failed in conversations).
    void setResults(const QList<MetricResult> &results);

    QStringList components() const { return m_components; } // top to bottom, weight > 0
    QList<double> componentScores() const { return m_scores; }
    QList<double> weights() const { return m_weights; }
    QList<double> contributions() const;
    QList<bool> failed() const { return m_failed; }
    double trustScore() const { return m_trust; } // the raw (unrounded) sum
    double thresholdMark() const;                 // x of the threshold tick, −1 if none

private:
    void computeComponents(const MetricResult &trust, const QList<MetricResult> &results);
    void draw(const MetricResult &trust);

    QValueAxis *m_values;
    QBarCategoryAxis *m_categories;
    QStringList m_components;
    QList<double> m_scores;
    QList<double> m_weights;
    QList<bool> m_failed;
    double m_trust = 0;
    QLineSeries *m_threshold = nullptr;
};

} // namespace claimscope
