#include "scorehistogram.h"

#include "ui/charts/chartstyle.h"
#include "ui/results/resultpalette.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace claimscope {

namespace {

// Bars sit at x = 0 … 9; bin i spans x from i − 0.5 to i + 0.5, so score s is at 10·s − 0.5.
double xOfScore(double score)
{
    return score * MetricSummary::BinCount - 0.5;
}

QString setName(ResultsModel::Status status)
{
    switch (status) {
    case ResultsModel::Status::Pass: return ScoreHistogram::tr("✓ pass");
    case ResultsModel::Status::Fail: return ScoreHistogram::tr("✗ fail");
    case ResultsModel::Status::Partial: return ScoreHistogram::tr("⚠ partial");
    case ResultsModel::Status::Running: return ScoreHistogram::tr("⟳ waiting");
    case ResultsModel::Status::Error:
    case ResultsModel::Status::Skipped: break;
    }
    return {};
}

// The smallest of 1, 2, 5, 10, 20, 50 … that splits 0 … `tallest` into at most four steps.
int roundStep(int tallest)
{
    for (int magnitude = 1;; magnitude *= 10) {
        for (int factor : {1, 2, 5}) {
            const int step = factor * magnitude;
            if ((tallest + step - 1) / step <= 4)
                return step;
        }
    }
}

} // namespace

ScoreHistogram::ScoreHistogram(QWidget *parent)
    : QChartView(parent)
    , m_countAxis(new QValueAxis(this))
    , m_scoreAxis(new QCategoryAxis(this))
{
    ChartStyle::apply(this, QString());
    chart()->setTitle(QString());
    ChartStyle::styleAxis(m_countAxis);
    ChartStyle::styleAxis(m_scoreAxis);
    m_countAxis->setLabelFormat(QStringLiteral("%d"));
    m_scoreAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_scoreAxis->setStartValue(xOfScore(0));
    m_scoreAxis->setRange(xOfScore(0), xOfScore(1));
    // A category ends where its label sits; the first must end after the axis's start.
    for (int tenth = 0; tenth <= MetricSummary::BinCount; tenth += 2) {
        const double score = tenth / double(MetricSummary::BinCount);
        m_scoreAxis->append(QString::number(score, 'f', 1), xOfScore(score) + (tenth == 0 ? 1e-6 : 0));
    }
    m_scoreAxis->setGridLineVisible(false);
    chart()->addAxis(m_scoreAxis, Qt::AlignBottom);
    chart()->addAxis(m_countAxis, Qt::AlignLeft);
    // The last score label ("1.0") is centred on the axis's end: the chart's right margin holds
    // its half, in whatever type the labels have (presenting and zoom enlarge it).
    connect(m_scoreAxis, &QAbstractAxis::labelsFontChanged, this, &ScoreHistogram::keepRoomForTheLastLabel);
    keepRoomForTheLastLabel();
    setMinimumHeight(200);
}

void ScoreHistogram::setSummary(const MetricSummary &summary)
{
    chart()->removeAllSeries();
    m_sets.clear();
    m_thresholdSeries = nullptr;
    m_threshold = summary.threshold;

    auto *bars = new QStackedBarSeries;
    bars->setBarWidth(0.9);
    int tallest = 0;
    for (int bin = 0; bin < MetricSummary::BinCount; ++bin) {
        int height = 0;
        for (int status = 0; status < MetricSummary::StatusCount; ++status)
            height += summary.perBin[status][bin];
        tallest = std::max(tallest, height);
    }
    for (ResultsModel::Status status : {ResultsModel::Status::Pass, ResultsModel::Status::Fail,
                                        ResultsModel::Status::Partial, ResultsModel::Status::Running}) {
        const auto &perBin = summary.perBin[int(status)];
        if (std::all_of(perBin.begin(), perBin.end(), [](int n) { return n == 0; }))
            continue;
        auto *set = new QBarSet(setName(status));
        set->setColor(ResultPalette::statusColor(status));
        set->setBorderColor(Qt::white);
        for (int n : perBin)
            set->append(n);
        connect(set, &QBarSet::clicked, this, [this, status](int bin) { Q_EMIT binClicked(status, bin); });
        bars->append(set);
        m_sets.append({status, set});
    }
    chart()->addSeries(bars);
    bars->attachAxis(m_scoreAxis);
    bars->attachAxis(m_countAxis);
    // Whole numbers on the count axis: at most five ticks, a round step apart.
    const int step = roundStep(tallest);
    const int top = std::max(1, (tallest + step - 1) / step) * step;
    m_countAxis->setRange(0, top);
    m_countAxis->setTickCount(top / step + 1);

    if (m_threshold) {
        m_thresholdSeries = new QLineSeries;
        m_thresholdSeries->setName(tr("threshold %1").arg(*m_threshold, 0, 'f', 2));
        QPen pen(Qt::black);
        pen.setWidth(3);
        pen.setStyle(Qt::DashLine);
        m_thresholdSeries->setPen(pen);
        m_thresholdSeries->append(xOfScore(*m_threshold), 0);
        m_thresholdSeries->append(xOfScore(*m_threshold), top);
        chart()->addSeries(m_thresholdSeries);
        m_thresholdSeries->attachAxis(m_scoreAxis);
        m_thresholdSeries->attachAxis(m_countAxis);
        // Its legend entry is a piece of the dashed line itself, not a square beside a dash.
        for (QLegendMarker *marker : chart()->legend()->markers(m_thresholdSeries))
            marker->setShape(QLegend::MarkerShapeFromSeries);
    }
}

void ScoreHistogram::keepRoomForTheLastLabel()
{
    const int half = QFontMetrics(m_scoreAxis->labelsFont()).horizontalAdvance(QStringLiteral("1.0")) / 2 + 2;
    QMargins margins = chart()->margins();
    margins.setRight(qMax(margins.left(), half));
    chart()->setMargins(margins);
}

QList<int> ScoreHistogram::counts(ResultsModel::Status status) const
{
    QList<int> values;
    if (QBarSet *set = barSet(status)) {
        for (int i = 0; i < set->count(); ++i)
            values.append(int(set->at(i)));
    }
    return values;
}

QBarSet *ScoreHistogram::barSet(ResultsModel::Status status) const
{
    for (const auto &[setStatus, set] : m_sets) {
        if (setStatus == status)
            return set;
    }
    return nullptr;
}

} // namespace claimscope
