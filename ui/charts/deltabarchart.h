#pragma once

#include "experiments/runcomparison.h"

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QValueAxis;

namespace claimscope {

// Per metric, how B's mean score moved against A's: one horizontal bar each, better and worse
// in their colours, the change written beside the metric's name. UI thread.
class DeltaBarChart : public QChartView
{
    Q_OBJECT
public:
    explicit DeltaBarChart(QWidget *parent = nullptr);

    void setComparison(const RunComparison &comparison);

    // Top to bottom: "Faithfulness\n+0.042".
    QStringList categories() const { return m_categories; }
    QBarSet *betterSet() const { return m_better; }
    QBarSet *worseSet() const { return m_worse; }

private:
    QValueAxis *m_valueAxis;
    QBarCategoryAxis *m_categoryAxis;
    QStringList m_categories;
    QBarSet *m_better = nullptr;
    QBarSet *m_worse = nullptr;
};

} // namespace claimscope
