#include "comparisonscatterchart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "model/humanlabels.h"
#include "ui/results/resultpalette.h"

#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

namespace claimscope {

ComparisonScatterChart::ComparisonScatterChart(QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
    , m_diagonal(new QLineSeries(this))
    , m_thresholdA(new QLineSeries(this))
    , m_thresholdB(new QLineSeries(this))
    , m_steady(new QScatterSeries(this))
    , m_flipped(new QScatterSeries(this))
{
    ChartStyle::apply(this, tr("Score in A against score in B"));
    for (QValueAxis *axis : {m_x, m_y}) {
        axis->setRange(0, 1);
        axis->setTickCount(6);
        axis->setLabelFormat(QStringLiteral("%.1f"));
        ChartStyle::styleAxis(axis);
    }
    m_x->setTitleText(tr("Score in A"));
    m_y->setTitleText(tr("Score in B"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    // The dashed diagonal: a point on it did not move (read as a kind of point, "unchanged" was missed).
    m_diagonal->setName(tr("B = A (no change)"));
    m_diagonal->setPen(QPen(ResultPalette::mutedColor(), 1.2, Qt::DashLine));
    m_diagonal->append({QPointF(0, 0), QPointF(1, 1)});
    m_thresholdA->setName(tr("threshold A"));
    m_thresholdA->setPen(QPen(ResultPalette::lineColor(0), 1.5, Qt::DotLine));
    m_thresholdB->setName(tr("threshold B"));
    m_thresholdB->setPen(QPen(ResultPalette::lineColor(1), 1.5, Qt::DotLine));
    m_steady->setName(tr("test case"));
    m_steady->setColor(ResultPalette::seriesColor(4));
    m_steady->setBorderColor(Qt::transparent);
    m_steady->setMarkerSize(7);
    m_flipped->setName(tr("pass/fail flipped"));
    m_flipped->setColor(ResultPalette::failColor());
    m_flipped->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_flipped->setMarkerSize(9);
    for (QAbstractSeries *series :
         QList<QAbstractSeries *>{m_diagonal, m_thresholdA, m_thresholdB, m_steady, m_flipped}) {
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
    }
    // One entry a line beside the plot: five entries in a row were cut ("unch…") on a 1024-px screen.
    chart()->legend()->setAlignment(Qt::AlignRight);
}

void ComparisonScatterChart::setMetric(const RunComparison &comparison, const QString &metric,
                                       std::optional<double> thresholdA, std::optional<double> thresholdB)
{
    const MetricInfo *info = MetricRegistry::find(metric);
    QList<QPointF> steady;
    QList<QPointF> flipped;
    int asLabelled = 0;
    int exchange = HumanLabel::WholeCase;
    for (const CaseDelta &delta : comparison.cases) {
        if (delta.metric != metric || !delta.scoreA || !delta.scoreB)
            continue;
        (delta.flipped() ? flipped : steady).append(QPointF(*delta.scoreA, *delta.scoreB));
        if (delta.scoredExchange != HumanLabel::WholeCase) {
            ++asLabelled;
            exchange = delta.scoredExchange;
        }
    }
    // Which scores are plotted: a labelled row's is the one its label rates (the last answer's).
    const int points = int(steady.size() + flipped.size());
    m_scope = asLabelled == 0 ? tr("each whole test case's score")
        : asLabelled == points
        ? tr("as labelled: %1's score").arg(HumanLabel::scopeText(exchange))
        : tr("as labelled (%1's score) for %n labelled case(s), else the whole test case's", nullptr, asLabelled)
              .arg(HumanLabel::scopeText(exchange));
    chart()->setTitle(tr("%1: score in A against B").arg(info ? info->displayName : metric));
    // The scope on a line of its own under the axis's name: whole on a 1024-px screen.
    m_x->setTitleText(tr("Score in A") + QStringLiteral("<br>") + m_scope.toHtmlEscaped());
    m_y->setTitleText(tr("Score in B"));
    m_steady->replace(steady);
    m_flipped->replace(flipped);
    m_thresholdA->clear();
    m_thresholdB->clear();
    if (thresholdA)
        m_thresholdA->append({QPointF(*thresholdA, 0), QPointF(*thresholdA, 1)});
    if (thresholdB)
        m_thresholdB->append({QPointF(0, *thresholdB), QPointF(1, *thresholdB)});
}

} // namespace claimscope
