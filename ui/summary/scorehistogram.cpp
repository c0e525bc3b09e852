#include "scorehistogram.h"

#include "ui/charts/chartstyle.h"
#include "ui/results/resultpalette.h"

#include <QBarLegendMarker>
#include <QBarSet>
#include <QCategoryAxis>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <utility>

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

// The smallest of 1, 2, 5, 10, 20, 50 … that splits 0 … `tallest` into at most `steps` steps.
int roundStep(int tallest, int steps)
{
    for (int magnitude = 1;; magnitude *= 10) {
        for (int factor : {1, 2, 5}) {
            const int step = factor * magnitude;
            if ((tallest + step - 1) / step <= steps)
                return step;
        }
    }
}

// Qt Charts gives each axis label an equal share of its axis, less this padding on both
// sides, and cuts ("…") a label that needs more.
constexpr int LabelPadding = 5;

QString thresholdName(double threshold)
{
    return ScoreHistogram::tr("threshold %1").arg(threshold, 0, 'f', 2);
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
    setScoreLabelsEvery(2);
    m_scoreAxis->setGridLineVisible(false);
    chart()->addAxis(m_scoreAxis, Qt::AlignBottom);
    chart()->addAxis(m_countAxis, Qt::AlignLeft);
    // The last score label ("1.0") is centred on the axis's end: the chart's right margin holds
    // its half, in whatever type the labels have (presenting and zoom enlarge it).
    connect(m_scoreAxis, &QAbstractAxis::labelsFontChanged, this, &ScoreHistogram::keepRoomForTheLastLabel);
    keepRoomForTheLastLabel();
    // As many labels as read whole in the room the plot has (a narrow card, a short row).
    connect(chart(), &QChart::plotAreaChanged, this, &ScoreHistogram::fitLater);
    connect(m_countAxis, &QAbstractAxis::labelsFontChanged, this, &ScoreHistogram::fitLater);
    keepRoomToRead();
}

void ScoreHistogram::keepRoomToRead()
{
    // Room for the legend, the score labels and a plot a few count labels high, in the type
    // shown: zoomed in, a fixed least height left a plot of a line or two with every tick "…".
    setMinimumHeight(std::max(LeastHeight, LeastLines * fontMetrics().lineSpacing()));
}

void ScoreHistogram::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    fitLater();
}

void ScoreHistogram::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        keepRoomToRead();
        fitLater();
    }
}

void ScoreHistogram::fitLater()
{
    // Once the chart has laid itself out at its new size and type: one fit for many changes.
    if (std::exchange(m_fitPending, true))
        return;
    QTimer::singleShot(0, this, [this] {
        m_fitPending = false;
        fitAxes();
    });
}

void ScoreHistogram::setScoreLabelsEvery(int tenths)
{
    if (tenths == m_scoreLabelTenths)
        return;
    m_scoreLabelTenths = tenths;
    for (const QString &label : m_scoreAxis->categoriesLabels())
        m_scoreAxis->remove(label);
    // A category ends where its label sits; the first must end after the axis's start.
    for (int tenth = 0; tenth <= MetricSummary::BinCount; tenth += tenths) {
        const double score = tenth / double(MetricSummary::BinCount);
        m_scoreAxis->append(QString::number(score, 'f', 1), xOfScore(score) + (tenth == 0 ? 1e-6 : 0));
    }
}

void ScoreHistogram::fitAxes()
{
    fitLegend();
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty())
        return;
    // Scores every 0.2 where five steps' labels fit the width, else every 0.5, else the ends.
    const int scoreLabel = QFontMetrics(m_scoreAxis->labelsFont()).horizontalAdvance(QStringLiteral("0.0")) + 2;
    int tenths = 2;
    for (const int every : {2, 5, 10}) {
        tenths = every;
        const int slots = MetricSummary::BinCount / every + 2; // the labels and the axis's start
        if (plot.width() / slots - 2 * LabelPadding >= scoreLabel)
            break;
    }
    setScoreLabelsEvery(tenths);
    // Whole-number counts, as many ticks as labels a line high fit the height (at least the
    // ends: 0 and the top).
    const int countLabel = QFontMetrics(m_countAxis->labelsFont()).height() + 1;
    const int ticks = std::max(2, int(plot.height() / (countLabel + 2 * LabelPadding)));
    // Room for the ends alone: 0 and the tallest bar's count.
    const int step = ticks == 2 ? std::max(1, m_tallest) : roundStep(m_tallest, std::min(4, ticks - 1));
    const int top = std::max(1, (m_tallest + step - 1) / step) * step;
    if (m_countAxis->max() != top || m_countAxis->tickCount() != top / step + 1) {
        m_countAxis->setRange(0, top);
        m_countAxis->setTickCount(top / step + 1);
        if (m_thresholdSeries)
            m_thresholdSeries->replace(1, m_thresholdSeries->at(1).x(), top);
    }
}

void ScoreHistogram::fitLegend()
{
    // Each entry whole, or shorter ("✓" for "✓ pass", the threshold's value alone beside its
    // dashed line) where the legend, laid out with the whole ones, cuts one ("threshold ...").
    const QList<QLegendMarker *> markers = chart()->legend()->markers();
    if (markers.isEmpty())
        return;
    const auto name = [&](bool shortNames) {
        for (QLegendMarker *marker : markers)
            marker->setLabel(legendName(marker, shortNames));
        // The legend lays its entries out again for their new lengths (it keeps the old otherwise).
        if (QGraphicsLayout *layout = chart()->legend()->layout()) {
            layout->invalidate();
            layout->activate();
        }
    };
    name(false);
    if (legendCutsAName())
        name(true);
}

bool ScoreHistogram::legendCutsAName() const
{
    QList<QGraphicsItem *> items = chart()->legend()->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem *item = items.takeLast();
        items += item->childItems();
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
            const QString shown = text->toPlainText();
            if (shown.endsWith(QStringLiteral("...")) || shown.endsWith(QChar(0x2026)))
                return true;
        }
    }
    return false;
}

QString ScoreHistogram::legendName(QLegendMarker *marker, bool shortName) const
{
    // From the names the entries were made with (a marker's label is the shortened one).
    if (m_threshold && marker->series() == m_thresholdSeries)
        return shortName ? QString::number(*m_threshold, 'f', 2) : thresholdName(*m_threshold);
    for (const auto &[status, set] : m_sets) {
        if (auto *barMarker = qobject_cast<QBarLegendMarker *>(marker); barMarker && barMarker->barset() == set)
            return shortName ? setName(status).section(u' ', 0, 0) : setName(status);
    }
    return marker->label();
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
    // Whole numbers on the count axis: at most five ticks, a round step apart (fewer where the
    // plot is short, see fitAxes()).
    m_tallest = tallest;
    const int step = roundStep(tallest, 4);
    const int top = std::max(1, (tallest + step - 1) / step) * step;
    m_countAxis->setRange(0, top);
    m_countAxis->setTickCount(top / step + 1);

    if (m_threshold) {
        m_thresholdSeries = new QLineSeries;
        m_thresholdSeries->setName(thresholdName(*m_threshold));
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
    fitAxes();
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
