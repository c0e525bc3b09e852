#include "deltabarchart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "stats/signedfigure.h"
#include "ui/results/resultpalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QFontMetrics>
#include <QHorizontalStackedBarSeries>

#include <algorithm>
#include <cmath>

namespace claimscope {

DeltaBarChart::DeltaBarChart(QWidget *parent)
    : QChartView(parent)
    , m_valueAxis(new QCategoryAxis(this))
    , m_categoryAxis(new QBarCategoryAxis(this))
{
    ChartStyle::apply(this, tr("Change of the mean score, B − A"));
    ChartStyle::addBarAxes(chart(), m_valueAxis, m_categoryAxis, QString());
    m_valueAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
}

namespace {

// A metric's name on at most two lines, broken at the space nearest its middle: whole beside
// the bars on a 1024-px screen, where one line of "Turn Contextual Relevancy" was cut.
QString twoLineName(const QString &name)
{
    constexpr int OneLine = 14;
    if (name.size() <= OneLine)
        return name;
    qsizetype best = -1;
    for (qsizetype at = name.indexOf(QLatin1Char(' ')); at >= 0; at = name.indexOf(QLatin1Char(' '), at + 1)) {
        if (best < 0 || std::abs(name.size() / 2 - at) < std::abs(name.size() / 2 - best))
            best = at;
    }
    return best < 0 ? name : name.left(best) + QLatin1Char('\n') + name.mid(best + 1);
}

} // namespace

void DeltaBarChart::setComparison(const RunComparison &comparison, bool measuresAgreement)
{
    chart()->removeAllSeries();
    m_categoryAxis->clear();
    m_categories.clear();
    m_tips.clear();
    m_better = new QBarSet(measuresAgreement ? tr("▲ higher") : tr("▲ better"));
    m_worse = new QBarSet(measuresAgreement ? tr("▼ lower") : tr("▼ worse"));
    m_better->setColor(ResultPalette::passColor());
    m_worse->setColor(ResultPalette::failColor());
    double largest = 0.05;
    const QFontMetrics metrics(m_categoryAxis->labelsFont());
    int widest = 0;
    // A horizontal category axis lists its first category at the bottom: add them reversed.
    // Only metrics both runs ran: a mean's change needs both means. A mean that did not move
    // (to the three decimals shown) gets no bar: nine names of three lines each left room for
    // three of them in the comparison window at 1024 px, and the table above lists every mean.
    int unchanged = 0;
    for (auto it = comparison.metrics.crbegin(); it != comparison.metrics.crend(); ++it) {
        if (!it->ranInA() || !it->ranInB())
            continue;
        const double delta = it->meanDelta.value_or(0.0);
        if (it->meanDelta && std::abs(delta) < 0.0005) {
            ++unchanged;
            continue;
        }
        const MetricInfo *info = MetricRegistry::find(it->metric);
        const QString name = info ? info->displayName : it->metric;
        const QString change = signedFigureText(it->meanDelta);
        const QString category = tr("%1\n%2").arg(twoLineName(name), change);
        for (const QString &line : category.split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        m_categories.prepend(category);
        m_tips.prepend(tr("%1: mean %2 → %3 (%4)")
                           .arg(name, it->a.mean ? QString::number(*it->a.mean, 'f', 3) : QStringLiteral("–"),
                                it->b.mean ? QString::number(*it->b.mean, 'f', 3) : QStringLiteral("–"), change));
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
    // The whole name and both means where a bar is pointed at.
    connect(series, &QHorizontalStackedBarSeries::hovered, this, [this](bool on, int index) {
        setToolTip(on && index >= 0 && index < m_tips.size() ? m_tips[index] : QString());
    });
    chart()->setTitle(m_categories.isEmpty() && unchanged > 0
                          ? tr("No metric's mean score changed (%n metric(s))", nullptr, unchanged)
                          : unchanged > 0
                          ? tr("Change of the mean score, B − A; %n unchanged metric(s) left out", nullptr, unchanged)
                          : tr("Change of the mean score, B − A"));
    // The labels whole: room for the widest line beside a plot of at least twice its width.
    // Its title whole too: with no bar, it is all the chart says.
    setMinimumWidth(std::max(3 * (widest + 4 * metrics.averageCharWidth()),
                             QFontMetrics(chart()->titleFont()).horizontalAdvance(chart()->title())
                                 + 8 * metrics.averageCharWidth()));
    // Symmetric, so "no change" sits in the middle.
    // A step of 0.05 up from the largest change (0.8 − 0.2 is 0.6000000000000001: 0.60, not 0.65).
    const double edge = std::ceil(largest * 20.0 - 1e-9) / 20.0;
    m_valueAxis->setRange(-edge, edge);
    for (const QString &label : m_valueAxis->categoriesLabels())
        m_valueAxis->remove(label);
    m_valueAxis->setStartValue(-edge);
    constexpr int Ticks = 5;
    for (int tick = 0; tick < Ticks; ++tick) {
        const double at = -edge + tick * 2 * edge / (Ticks - 1);
        m_valueAxis->append(signedFigureText(at, 2), at);
    }
    fitRightMargin();
}

void DeltaBarChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    // The axis's type has followed the view's by now.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitRightMargin();
}

void DeltaBarChart::fitRightMargin()
{
    const QStringList labels = m_valueAxis->categoriesLabels();
    if (labels.isEmpty())
        return;
    // The chart leaves no room of its own for the half beyond the plot's edge.
    QMargins margins = chart()->margins();
    margins.setRight(QFontMetrics(m_valueAxis->labelsFont()).horizontalAdvance(labels.last()) / 2 + 4);
    chart()->setMargins(margins);
}

} // namespace claimscope
