#pragma once

#include "model/metricresult.h"

#include <QChartView>
#include <QList>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QValueAxis;

namespace claimscope {

// One bar per metric of a test case — its score, coloured and named pass (✓) or fail (✗) —
// with the metric's threshold drawn as a black tick across the bar. UI thread.
class ScoreBarChart : public QChartView
{
    Q_OBJECT
public:
    explicit ScoreBarChart(QWidget *parent = nullptr);

    // The results of one test case, in the order to show them (top to bottom).
    void setResults(const QList<MetricResult> &results);

    // What is drawn, top to bottom ("Turn Faithfulness\n0.946 ✓"), for tests and tooltips.
    QStringList categories() const { return m_categories; }
    QList<double> scores() const;     // pass + fail set values per category
    QList<double> thresholds() const; // x of each category's threshold tick
    QBarSet *passSet() const { return m_pass; }
    QBarSet *failSet() const { return m_fail; }

private:
    // Asks for the width at which no category label is cut.
    void fitLabels(const QStringList &categories);

    QValueAxis *m_valueAxis;
    QBarCategoryAxis *m_categoryAxis;
    QStringList m_categories;
    QBarSet *m_pass = nullptr;
    QBarSet *m_fail = nullptr;
    QList<QLineSeries *> m_thresholdLines;
};

} // namespace claimscope
