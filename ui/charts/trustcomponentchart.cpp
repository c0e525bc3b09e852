#include "trustcomponentchart.h"

#include "chartstyle.h"
#include "metrics/registry.h"
#include "results/resultsmodel.h"
#include "ui/results/resultpalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QJsonArray>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace claimscope {

namespace {

// The metric that weighs other metrics (the trust score), as the registry describes it.
const MetricInfo &compositeMetric()
{
    const QList<MetricInfo> &all = MetricRegistry::all();
    const auto composite =
        std::find_if(all.begin(), all.end(), [](const MetricInfo &info) { return !info.components.isEmpty(); });
    Q_ASSERT(composite != all.end());
    return *composite;
}

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

// Normalised weights: the result's own, else the registry's defaults.
QJsonObject weightsOf(const MetricResult &trust)
{
    QJsonObject weights = trust.details.value(QStringLiteral("weights")).toObject();
    if (!weights.isEmpty())
        return weights;
    const MetricInfo &composite = compositeMetric();
    const QJsonObject defaults = composite.param(QStringLiteral("weights"))->defaultValue.toObject();
    double sum = 0;
    for (const QString &id : composite.components)
        sum += defaults.value(id).toDouble();
    for (const QString &id : composite.components)
        weights.insert(id, defaults.value(id).toDouble() / sum);
    return weights;
}

} // namespace

TrustComponentChart::TrustComponentChart(QWidget *parent)
    : QChartView(parent)
    , m_values(new QValueAxis(this))
    , m_categories(new QBarCategoryAxis(this))
{
    ChartStyle::apply(this, tr("Trust score components"));
    m_values->setRange(0, 1);
    m_values->setTickCount(6);
    ChartStyle::addBarAxes(chart(), m_values, m_categories, QStringLiteral("%.1f"));
    setResults({});
}

QList<double> TrustComponentChart::contributions() const
{
    QList<double> values;
    for (int i = 0; i < m_scores.size(); ++i)
        values.append(m_weights[i] * m_scores[i]);
    return values;
}

double TrustComponentChart::thresholdMark() const
{
    return m_threshold ? m_threshold->at(0).x() : -1;
}

void TrustComponentChart::setResults(const QList<MetricResult> &results)
{
    chart()->removeAllSeries();
    m_categories->clear();
    ChartStyle::setAxesVisible(chart(), false);
    m_components.clear();
    m_scores.clear();
    m_weights.clear();
    m_failed.clear();
    m_trust = 0;
    m_threshold = nullptr;
    const auto trust = std::find_if(results.begin(), results.end(),
                                    [](const MetricResult &r) { return r.metricId == compositeMetric().id; });
    if (trust == results.end()) {
        chart()->setTitle(tr("Trust score components — no trust score for this test case"));
        return;
    }
    if (trust->hasError()) {
        chart()->setTitle(tr("Trust score — ⚠ error: %1").arg(trust->error));
        return;
    }
    computeComponents(*trust, results);
    draw(*trust);
}

void TrustComponentChart::computeComponents(const MetricResult &trust, const QList<MetricResult> &results)
{
    const QJsonObject weights = weightsOf(trust);
    const QJsonObject single = trust.details.value(QStringLiteral("components")).toObject();
    const QJsonArray failedList = trust.details.value(QStringLiteral("failed_components")).toArray();
    for (const QString &id : compositeMetric().components) {
        const double weight = weights.value(id).toDouble();
        if (weight <= 0)
            continue;
        double score = 0;
        if (!single.isEmpty()) {
            score = single.value(id).toDouble();
        } else {
            // A conversation: the mean of the component's (rounded) score over the evaluated exchanges.
            int units = 0;
            for (const BreakdownWindow &window : trust.windows) {
                for (const BreakdownItem &item : window.items) {
                    if (!window.skipped && item.text == id) {
                        score += item.value;
                        ++units;
                    }
                }
            }
            score = units > 0 ? score / units : 0;
        }
        const bool standaloneFailed = std::any_of(
            results.begin(), results.end(), [&](const MetricResult &r) { return r.metricId == id && r.hasError(); });
        m_components.append(id);
        m_weights.append(weight);
        m_scores.append(score);
        m_failed.append(failedList.contains(QJsonValue(id)) || standaloneFailed);
    }
    m_trust = trust.details.value(QStringLiteral("raw_score")).toDouble(trust.score.value_or(0));
}

void TrustComponentChart::draw(const MetricResult &trust)
{
    // The score as every other place shows it (the weighted sum rounded); the bars add up to the sum.
    const QString verdict = trust.success ? tr("✓") : tr("✗");
    chart()->setTitle(tr("Trust score %1 — %2 %3 (threshold %4)")
                          .arg(resultScoreText(trust), trust.label, verdict, QString::number(trust.threshold, 'f', 2)));
    auto *scores = new QBarSet(tr("component score"));
    auto *shares = new QBarSet(tr("weight × score"));
    scores->setColor(ResultPalette::seriesColor(4));
    shares->setColor(ResultPalette::seriesColor(0));
    QStringList labels;
    // Bottom-up: the trust score first (drawn at the bottom), then the components reversed.
    scores->append(0);
    shares->append(m_trust);
    labels.append(tr("Trust score %1 %2<br>Σ = %3 before rounding")
                      .arg(resultScoreText(trust), verdict, QString::number(m_trust, 'f', 3)));
    for (qsizetype i = m_components.size() - 1; i >= 0; --i) {
        scores->append(m_scores[i]);
        shares->append(m_weights[i] * m_scores[i]);
        const QString failed = m_failed[i] ? tr("  ⚠ failed") : QString();
        labels.append(tr("%1%2<br>%3 × w %4 = %5")
                          .arg(metricName(m_components[i]), failed)
                          .arg(m_scores[i], 0, 'f', 2)
                          .arg(m_weights[i], 0, 'f', 2)
                          .arg(m_weights[i] * m_scores[i], 0, 'f', 3));
    }
    auto *bars = new QHorizontalBarSeries;
    bars->setBarWidth(0.75);
    bars->append(scores);
    bars->append(shares);
    chart()->addSeries(bars);
    m_categories->append(labels);
    ChartStyle::fitCategoryLabels(this, m_categories, labels);
    ChartStyle::setAxesVisible(chart(), true);
    bars->attachAxis(m_values);
    bars->attachAxis(m_categories);

    m_threshold = new QLineSeries;
    m_threshold->setName(tr("┃ threshold"));
    QPen tick(Qt::black);
    tick.setWidth(3);
    m_threshold->setPen(tick);
    m_threshold->append(trust.threshold, -0.45);
    m_threshold->append(trust.threshold, 0.45);
    chart()->addSeries(m_threshold);
    m_threshold->attachAxis(m_values);
    m_threshold->attachAxis(m_categories);
}

} // namespace claimscope
