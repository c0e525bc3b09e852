#include "windowlinechart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "ui/results/resultpalette.h"

#include <QLineSeries>
#include <QValueAxis>

namespace claimscope {

namespace {

bool isTurnMetric(const QString &metricId)
{
    return metricId.startsWith(QLatin1String("turn_"));
}

} // namespace

WindowLineChart::WindowLineChart(QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
{
    ChartStyle::apply(this, tr("Score per window"));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(1);
    m_x->setTickInterval(1);
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_x->setTitleText(tr("window n (ends at exchange n)"));
    m_y->setRange(0, 1.05);
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0);
    m_y->setTickInterval(0.2);
    m_y->setLabelFormat(QStringLiteral("%.1f"));
    ChartStyle::styleAxis(m_x);
    ChartStyle::styleAxis(m_y);
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    setResults({});
}

void WindowLineChart::setResults(const QList<MetricResult> &results)
{
    chart()->removeAllSeries();
    m_lines.clear();
    m_thresholds.clear();
    int windows = 0;
    QList<double> thresholds;
    for (const MetricResult &result : results) {
        if (!isTurnMetric(result.metricId) || result.hasError() || result.windows.isEmpty())
            continue;
        auto *line = new QLineSeries;
        const MetricInfo *info = MetricRegistry::find(result.metricId);
        line->setName(info ? info->displayName : result.metricId);
        QPen pen(ResultPalette::lineColor(int(m_lines.size())));
        pen.setWidth(3);
        line->setPen(pen);
        line->setPointsVisible(true);
        line->setMarkerSize(9);
        for (int w = 0; w < result.windows.size(); ++w) {
            const BreakdownWindow &window = result.windows[w];
            if (!window.skipped && window.score)
                line->append(w + 1, *window.score);
        }
        windows = qMax(windows, int(result.windows.size()));
        if (!thresholds.contains(result.threshold))
            thresholds.append(result.threshold);
        m_lines.append(line);
    }
    chart()->setTitle(m_lines.isEmpty() ? tr("Score per window — no turn metrics for this test case")
                                        : tr("Score per window"));
    ChartStyle::setAxesVisible(chart(), !m_lines.isEmpty());
    if (m_lines.isEmpty())
        return;

    // Room around the first and last window so their markers are not cut in half.
    m_x->setRange(0.75, windows + 0.25);
    for (QLineSeries *line : m_lines) {
        chart()->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
    }
    for (double threshold : thresholds) {
        auto *line = new QLineSeries;
        line->setName(tr("threshold %1").arg(threshold, 0, 'f', 2));
        QPen pen(Qt::black);
        pen.setWidth(2);
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        line->append(m_x->min(), threshold);
        line->append(m_x->max(), threshold);
        chart()->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        m_thresholds.append(line);
    }
}

} // namespace claimscope
