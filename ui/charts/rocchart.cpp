#include "rocchart.h"

#include "chartstyle.h"
#include "ui/results/resultpalette.h"

#include <QFontMetrics>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

namespace claimscope {

namespace {

// Where a threshold puts the judge on the curve: its rates against the human labels.
QPointF ratesAt(const ConfusionMatrix &matrix)
{
    const int humanPass = matrix.bothPass + matrix.judgeOnlyFail;
    const int humanFail = matrix.judgeOnlyPass + matrix.bothFail;
    return {humanFail ? double(matrix.judgeOnlyPass) / humanFail : 0.0,
            humanPass ? double(matrix.bothPass) / humanPass : 0.0};
}

} // namespace

RocChart::RocChart(QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
    , m_curve(new QLineSeries(this))
    , m_chance(new QLineSeries(this))
    , m_current(new QScatterSeries(this))
    , m_best(new QScatterSeries(this))
{
    ChartStyle::apply(this, tr("ROC curve"));
    for (QValueAxis *axis : {m_x, m_y}) {
        axis->setRange(0, 1);
        // Three ticks: their labels fit the narrow chart a 1024 px window leaves it.
        axis->setTickCount(3);
        axis->setLabelFormat(QStringLiteral("%.1f"));
        ChartStyle::styleAxis(axis);
    }
    setToolTip(tr("Each point is a threshold: across, the share of human fails the judge passes; up, the share of "
                  "human passes it passes (FPR and TPR: false and true pass rate). ● the current threshold, □ the best "
                  "one, dashed: chance."));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    m_curve->setName(tr("score as a ranking"));
    m_curve->setPen(QPen(ResultPalette::seriesColor(4), 2.5));
    m_chance->setName(tr("chance"));
    m_chance->setPen(QPen(ResultPalette::mutedColor(), 1.2, Qt::DashLine));
    m_chance->append({QPointF(0, 0), QPointF(1, 1)});
    m_current->setName(tr("now"));
    m_current->setColor(ResultPalette::failColor());
    m_current->setMarkerSize(12);
    // The best threshold is a hollow square drawn over the current one: where they are the same
    // point, the dot shows inside the square (a filled square hid under the dot).
    m_best->setName(tr("best"));
    m_best->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_best->setMarkerSize(18);
    m_best->setBrush(Qt::NoBrush);
    m_best->setPen(QPen(ResultPalette::passColor(), 3));
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_chance), static_cast<QAbstractSeries *>(m_curve),
          static_cast<QAbstractSeries *>(m_current), static_cast<QAbstractSeries *>(m_best)}) {
        chart()->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
    }
    // The legend draws the best marker as the plot does, a green outline (it took the empty fill).
    for (QLegendMarker *marker : chart()->legend()->markers(m_best)) {
        marker->setPen(m_best->pen());
        marker->setBrush(Qt::NoBrush);
    }
    // The legend names only the two markers; the curve and the diagonal explain themselves.
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_chance), static_cast<QAbstractSeries *>(m_curve)}) {
        for (QLegendMarker *marker : chart()->legend()->markers(series))
            marker->setVisible(false);
    }
    setAgreement(std::nullopt);
    // The titles follow the plot's width, which the chart's layout sets after a resize.
    connect(chart(), &QChart::plotAreaChanged, this, &RocChart::fitTitle);
}

void RocChart::setAgreement(const std::optional<Agreement> &agreement)
{
    m_auc = agreement ? agreement->rocAuc : std::nullopt;
    if (!agreement || !agreement->rocAuc) {
        chart()->setTitle(tr("ROC — needs a human pass and a fail"));
        m_curve->clear();
        m_current->clear();
        m_best->clear();
        return;
    }
    fitTitle();
    QList<QPointF> points;
    points.reserve(agreement->roc.size());
    for (const RocPoint &point : agreement->roc)
        points.append({point.falsePassRate, point.truePassRate});
    m_curve->replace(points);
    m_current->replace({ratesAt(agreement->matrix)});
    m_best->clear();
    for (const RocPoint &point : agreement->roc) {
        if (agreement->bestThreshold && point.threshold == *agreement->bestThreshold)
            m_best->replace({QPointF(point.falsePassRate, point.truePassRate)});
    }
}

void RocChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitTitle();
}

void RocChart::fitTitle()
{
    // Where the plot is narrower than the across title, its abbreviation: never "false p…".
    const QString across = tr("false pass rate");
    const bool wide = QFontMetrics(m_x->titleFont()).horizontalAdvance(across) <= chart()->plotArea().width();
    m_x->setTitleText(wide ? across : tr("FPR", "false pass rate, abbreviated"));
    m_y->setTitleText(wide ? tr("true pass rate") : tr("TPR", "true pass rate, abbreviated"));
    if (!m_auc)
        return;
    const QString figure = QString::number(*m_auc, 'f', 3);
    const QString whole = tr("ROC · AUC %1").arg(figure);
    const int room = width() - chart()->margins().left() - chart()->margins().right() - 8;
    chart()->setTitle(QFontMetrics(chart()->titleFont()).horizontalAdvance(whole) <= room ? whole
                                                                                          : tr("AUC %1").arg(figure));
}

} // namespace claimscope
