#pragma once

#include "experiments/runcomparison.h"

#include <QChartView>

class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;

namespace claimscope {

// Per metric both runs ran, how B's mean score moved against A's: one horizontal bar each,
// better and worse in their colours, the change written beside the metric's name (on two lines
// when long; the whole name and both means in a bar's tooltip). UI thread.
class DeltaBarChart : public QChartView
{
    Q_OBJECT
public:
    explicit DeltaBarChart(QWidget *parent = nullptr);

    // Measuring agreement with people's labels, a mean that fell is "lower", not "worse".
    void setComparison(const RunComparison &comparison, bool measuresAgreement = false);

    // Top to bottom: "Faithfulness\n+0.042", "Turn\nFaithfulness\n−0.100".
    QStringList categories() const { return m_categories; }
    // Top to bottom, each bar's tooltip: "Turn Faithfulness: mean 0.859 → 0.187 (−0.672)".
    QStringList tips() const { return m_tips; }
    QBarSet *betterSet() const { return m_better; }
    QBarSet *worseSet() const { return m_worse; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // Room right of the plot for half the last tick label, centred on its edge, at any type size.
    void fitRightMargin();

    QCategoryAxis *m_valueAxis; // ticks labelled as every signed figure is: "−0.35", "+0.35"
    QBarCategoryAxis *m_categoryAxis;
    QStringList m_categories;
    QStringList m_tips;
    QBarSet *m_better = nullptr;
    QBarSet *m_worse = nullptr;
};

} // namespace claimscope
