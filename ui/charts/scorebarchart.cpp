#include "scorebarchart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "model/scoreprose.h"
#include "ui/results/resultpalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace claimscope {

namespace {

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

// The metric's name over its score: two short lines fit beside the bars where one long one
// would be cut to "…".
QString categoryText(const MetricResult &result)
{
    if (result.hasError())
        return ScoreBarChart::tr("%1\n⚠ error").arg(metricName(result.metricId));
    if (result.isSkipped())
        return ScoreBarChart::tr("%1\n⊘ skipped").arg(metricName(result.metricId));
    return ScoreBarChart::tr("%1\n%2 %3")
        .arg(metricName(result.metricId), scoreTextAgainst(*result.score, result.threshold),
             result.success ? ScoreBarChart::tr("✓") : ScoreBarChart::tr("✗"));
}

} // namespace

ScoreBarChart::ScoreBarChart(QWidget *parent)
    : QChartView(parent)
    , m_valueAxis(new QValueAxis(this))
    , m_categoryAxis(new QBarCategoryAxis(this))
{
    ChartStyle::apply(this, tr("Scores against thresholds"));
    m_valueAxis->setRange(0, 1);
    m_valueAxis->setTickCount(6);
    ChartStyle::addBarAxes(chart(), m_valueAxis, m_categoryAxis, QStringLiteral("%.1f"));
    setResults({});
}

void ScoreBarChart::setResults(const QList<MetricResult> &results)
{
    chart()->removeAllSeries();
    m_categoryAxis->clear();
    m_categories.clear();
    m_thresholdLines.clear();
    m_pass = m_fail = nullptr;
    chart()->setTitle(results.isEmpty() ? tr("Scores against thresholds — no results yet")
                                        : tr("Scores against thresholds"));
    ChartStyle::setAxesVisible(chart(), !results.isEmpty());
    if (results.isEmpty()) {
        fitLabels({});
        return;
    }

    // A horizontal category axis lists its first category at the bottom: add them reversed.
    QList<MetricResult> bottomUp = results;
    std::reverse(bottomUp.begin(), bottomUp.end());
    m_pass = new QBarSet(tr("✓ pass"));
    m_fail = new QBarSet(tr("✗ fail"));
    m_pass->setColor(ResultPalette::passColor());
    m_fail->setColor(ResultPalette::failColor());
    QStringList axisCategories;
    for (const MetricResult &result : bottomUp) {
        const double score = result.score.value_or(0);
        m_pass->append(result.success ? score : 0);
        m_fail->append(result.success ? 0 : score);
        axisCategories.append(categoryText(result));
    }
    fitLabels(axisCategories);
    auto *bars = new QHorizontalStackedBarSeries;
    bars->setBarWidth(0.6);
    bars->append(m_pass);
    bars->append(m_fail);
    chart()->addSeries(bars);
    QStringList axisLabels;
    for (const QString &category : std::as_const(axisCategories))
        axisLabels.append(category.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
    m_categoryAxis->append(axisLabels);
    bars->attachAxis(m_valueAxis);
    bars->attachAxis(m_categoryAxis);

    QPen tick(Qt::black);
    tick.setWidth(3);
    for (int i = 0; i < bottomUp.size(); ++i) {
        auto *line = new QLineSeries;
        line->setName(tr("┃ threshold"));
        line->setPen(tick);
        line->append(bottomUp[i].threshold, i - 0.42);
        line->append(bottomUp[i].threshold, i + 0.42);
        chart()->addSeries(line);
        line->attachAxis(m_valueAxis);
        line->attachAxis(m_categoryAxis);
        // One legend entry for all the ticks.
        if (i > 0)
            chart()->legend()->markers(line).first()->setVisible(false);
        m_thresholdLines.prepend(line);
    }
    std::reverse(axisCategories.begin(), axisCategories.end());
    m_categories = axisCategories;
}

QList<double> ScoreBarChart::scores() const
{
    QList<double> values;
    if (!m_pass)
        return values;
    for (int i = m_pass->count() - 1; i >= 0; --i)
        values.append(m_pass->at(i) + m_fail->at(i));
    return values;
}

QList<double> ScoreBarChart::thresholds() const
{
    QList<double> values;
    for (const QLineSeries *line : m_thresholdLines)
        values.append(line->at(0).x());
    return values;
}

void ScoreBarChart::fitLabels(const QStringList &categories)
{
    ChartStyle::fitCategoryLabels(this, m_categoryAxis, categories);
}

} // namespace claimscope
