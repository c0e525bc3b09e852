#include "scoredistribution.h"

#include "metricsummary.h"
#include "model/htmltext.h"

#include <QStringList>

#include <algorithm>

namespace claimscope {

namespace {

// The chart is drawn in user units and shown WidthRem wide, so a unit is 1/20 rem: the axis
// labels are LabelSize units, the size of the page's body text (1 rem), on screen and printed.
constexpr int Width = 200;
constexpr double WidthRem = 10;
constexpr int LabelSize = 20;
constexpr int Plot = 40;                         // bar area height; the axis labels sit below it
constexpr int Height = Plot + LabelSize * 6 / 5; // room for the labels' descent

QString coordinate(double value)
{
    return QString::number(value, 'f', 1);
}

} // namespace

void ScoreDistribution::add(const MetricResult &result)
{
    m_threshold = result.threshold;
    const ResultsModel::Status status = resultStatus(result);
    ++m_statuses[size_t(status)];
    ++m_results;
    if (!result.score || status == ResultsModel::Status::Error || status == ResultsModel::Status::Skipped)
        return;
    ++m_scored;
    m_sum += *result.score;
    // The summary dock's rule, so the report and the dock put a score in the same bin.
    static_assert(Bins == MetricSummary::BinCount);
    ++m_bins[size_t(MetricSummary::binOf(*result.score))];
}

QString ScoreDistribution::svg() const
{
    const int tallest = std::max(1, *std::max_element(m_bins.begin(), m_bins.end()));
    const double binWidth = double(Width) / Bins;
    QString bars;
    for (int i = 0; i < Bins; ++i) {
        const int count = m_bins[size_t(i)];
        if (count == 0)
            continue;
        const double height = std::max(1.0, double(count) / tallest * Plot);
        const bool below = (i + 1) * 1.0 / Bins <= m_threshold + 1e-12;
        bars += QStringLiteral(
                    "<rect class=\"bar%1\" x=\"%2\" y=\"%3\" width=\"%4\" height=\"%5\"><title>%6</title></rect>")
                    .arg(below ? QStringLiteral(" below") : QString(), coordinate(i * binWidth + 1),
                         coordinate(Plot - height), coordinate(binWidth - 2), coordinate(height),
                         tr("%1–%2: %n result(s)", nullptr, count)
                             .arg(double(i) / Bins, 0, 'f', 1)
                             .arg(double(i + 1) / Bins, 0, 'f', 1));
    }
    const double x = std::clamp(m_threshold, 0.0, 1.0) * Width;
    const QString title = tr("Scores of %n result(s) from 0 to 1; the line is the threshold %1.", nullptr, m_scored)
                              .arg(m_threshold, 0, 'f', 2);
    const double rem = WidthRem / Width; // one unit in rem
    return QStringLiteral(
               "<svg class=\"hist\" viewBox=\"0 0 %1 %2\" style=\"width: %7rem; height: %8rem\" role=\"img\">"
               "<title>%3</title>%4<line class=\"threshold\" x1=\"%5\" y1=\"0\" x2=\"%5\" y2=\"%6\"/>"
               "<line x1=\"0\" y1=\"%6\" x2=\"%1\" y2=\"%6\" stroke=\"#777\"/>"
               "<text x=\"0\" y=\"%9\" font-size=\"%10\">0</text>"
               "<text x=\"%1\" y=\"%9\" font-size=\"%10\" text-anchor=\"end\">1</text></svg>")
        .arg(QString::number(Width), QString::number(Height), htmlText(title), bars, coordinate(x),
             QString::number(Plot), coordinate(WidthRem), QString::number(Height * rem, 'f', 2),
             QString::number(Plot + LabelSize), QString::number(LabelSize));
}

} // namespace claimscope
