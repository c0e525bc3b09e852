#include "verdictmixchart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "ui/results/resultpalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalPercentBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>

namespace claimscope {

namespace {

const std::array<QString, 3> Verdicts{QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("idk")};

} // namespace

VerdictMixChart::VerdictMixChart(QWidget *parent)
    : QChartView(parent)
    , m_share(new QValueAxis(this))
    , m_categories(new QBarCategoryAxis(this))
{
    ChartStyle::apply(this, tr("Verdict mix"));
    m_share->setRange(0, 100);
    m_share->setTickCount(5);
    ChartStyle::addBarAxes(chart(), m_share, m_categories, QStringLiteral("%d %%"));
    setResults({});
}

void VerdictMixChart::setResults(const QList<MetricResult> &results)
{
    chart()->removeAllSeries();
    m_categories->clear();
    m_metricIds.clear();
    m_sets.clear();
    QList<std::array<int, 3>> counts;
    QStringList labels;
    for (const MetricResult &result : results) {
        std::array<int, 3> count{0, 0, 0};
        for (const BreakdownWindow &window : result.windows) {
            for (const BreakdownItem &item : window.items) {
                const auto it = std::find(Verdicts.begin(), Verdicts.end(), item.verdict);
                if (it != Verdicts.end())
                    ++count[size_t(it - Verdicts.begin())];
            }
        }
        const int total = count[0] + count[1] + count[2];
        if (total == 0)
            continue;
        const MetricInfo *info = MetricRegistry::find(result.metricId);
        m_metricIds.append(result.metricId);
        counts.append(count);
        labels.append(tr("%1 · %2").arg(info ? info->displayName : result.metricId).arg(total));
    }
    chart()->setTitle(m_metricIds.isEmpty() ? tr("Verdict mix — no judged items yet")
                                            : tr("Verdict mix (number of verdicts, all windows)"));
    ChartStyle::setAxesVisible(chart(), !m_metricIds.isEmpty());
    if (m_metricIds.isEmpty())
        return;

    const std::array<QString, 3> names{tr("✓ yes"), tr("✗ no"), tr("? idk")};
    const std::array<QColor, 3> colors{ResultPalette::passColor(), ResultPalette::failColor(),
                                       ResultPalette::idkColor()};
    auto *series = new QHorizontalPercentBarSeries;
    series->setBarWidth(0.6);
    for (size_t v = 0; v < Verdicts.size(); ++v) {
        auto *set = new QBarSet(names[v]);
        set->setColor(colors[v]);
        // Bottom-up on the category axis, so the first metric is drawn on top.
        for (qsizetype m = counts.size() - 1; m >= 0; --m)
            set->append(counts[m][v]);
        series->append(set);
        m_sets.append(set);
    }
    chart()->addSeries(series);
    std::reverse(labels.begin(), labels.end());
    m_categories->append(labels);
    ChartStyle::fitCategoryLabels(this, m_categories, labels);
    series->attachAxis(m_share);
    series->attachAxis(m_categories);
}

QList<int> VerdictMixChart::counts(const QString &verdict) const
{
    const auto it = std::find(Verdicts.begin(), Verdicts.end(), verdict);
    QList<int> values;
    if (it == Verdicts.end() || m_sets.isEmpty())
        return values;
    const QBarSet *set = m_sets[it - Verdicts.begin()];
    for (int i = set->count() - 1; i >= 0; --i)
        values.append(int(set->at(i)));
    return values;
}

} // namespace claimscope
