#pragma once

#include "experiments/agreement.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace claimscope {

// The judge's score as a classifier of the human labels: the ROC curve over every threshold
// (false pass rate against true pass rate), the chance diagonal, where the current threshold
// sits and where the best one (balanced accuracy) would. UI thread.
class RocChart : public QChartView
{
    Q_OBJECT
public:
    explicit RocChart(QWidget *parent = nullptr);

    // Empty: the chart says there is nothing to draw.
    void setAgreement(const std::optional<Agreement> &agreement);

    QLineSeries *curve() const { return m_curve; }
    QScatterSeries *currentPoint() const { return m_current; }
    QScatterSeries *bestPoint() const { return m_best; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // "ROC · AUC 0.770", or where that is cut (the narrow chart of a 1024 px window) the figure
    // alone, "AUC 0.770": the curve says it is a ROC. The across axis "false pass rate", or
    // "FPR" where the plot is narrower than that.
    void fitTitle();

    std::optional<double> m_auc;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QLineSeries *m_curve;
    QLineSeries *m_chance;
    QScatterSeries *m_current;
    QScatterSeries *m_best;
};

} // namespace claimscope
