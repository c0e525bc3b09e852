#include "deltabarchart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "ui/results/resultpalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace claimscope {

DeltaBarChart::DeltaBarChart(QWidget *parent)
    : QChartView(parent)
    , m_valueAxis(new QValueAxis(this))
    , m_categoryAxis(new QBarCategoryAxis(this))
{
    ChartStyle::apply(this, tr("Change of the mean score, B − A"));
    ChartStyle::addBarAxes(chart(), m_valueAxis, m_categoryAxis, QStringLiteral("%+.2f"));
}

void DeltaBarChart::setComparison(const RunComparison &comparison)
{
    chart()->removeAllSeries();
    m_categoryAxis->clear();
    m_categories.clear();
    m_better = new QBarSet(tr("▲ better"));
    m_worse = new QBarSet(tr("▼ worse"));
    m_better->setColor(ResultPalette::passColor());
    m_worse->setColor(ResultPalette::failColor());
    double largest = 0.05;
    // A horizontal category axis lists its first category at the bottom: add them reversed.
    for (auto it = comparison.metrics.crbegin(); it != comparison.metrics.crend(); ++it) {
        const double delta = it->meanDelta.value_or(0.0);
        const MetricInfo *info = MetricRegistry::find(it->metric);
        const QString sign = delta > 0 ? QStringLiteral("+") : QString();
        // Two short lines fit beside the bars where one long one would be cut to "…".
        const QString category = it->meanDelta
            ? tr("%1\n%2%3").arg(info ? info->displayName : it->metric, sign, QString::number(delta, 'f', 3))
            : tr("%1\n–").arg(info ? info->displayName : it->metric);
        m_categories.prepend(category);
        // Axis labels are rich text: the line break is <br>.
        m_categoryAxis->append(category.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>")));
        m_better->append(delta > 0 ? delta : 0.0);
        m_worse->append(delta < 0 ? delta : 0.0);
        largest = std::max(largest, std::abs(delta));
    }
    auto *series = new QHorizontalStackedBarSeries;
    series->append(m_better);
    series->append(m_worse);
    series->setBarWidth(0.7);
    chart()->addSeries(series);
    series->attachAxis(m_valueAxis);
    series->attachAxis(m_categoryAxis);
    // Symmetric, so "no change" sits in the middle.
    const double edge = std::ceil(largest * 20.0) / 20.0;
    m_valueAxis->setRange(-edge, edge);
    m_valueAxis->setTickCount(5);
}

} // namespace claimscope
