#include "metricsummarycard.h"

#include "metrics/registry.h"
#include "scorehistogram.h"
#include "ui/results/resultpalette.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace claimscope {

namespace {

constexpr auto AllResults = "all";

// `words` as HTML that never breaks across lines: a number stays with its mark and its unit
// ("✓ 1 passed (100 %)" is one piece; the counts wrap between pieces).
QString unbroken(const QString &words)
{
    return words.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
}

} // namespace

MetricSummaryCard::MetricSummaryCard(const QString &metricId, QWidget *parent)
    : QFrame(parent)
    , m_metricId(metricId)
    , m_title(new QLabel(this))
    , m_counts(new QLabel(this))
    , m_histogram(new ScoreHistogram(this))
{
    setFrameShape(QFrame::StyledPanel);
    const MetricInfo *info = MetricRegistry::find(metricId);
    // Sizes relative to the card's font, so zoom and presentation mode reach them.
    m_title->setText(QStringLiteral("<span style=\"font-size:large; font-weight:bold\">%1</span>")
                         .arg(info ? tr("%1 <span style=\"color:gray\">· %2</span>")
                                         .arg(info->displayName.toHtmlEscaped(), info->anchor)
                                   : metricId.toHtmlEscaped()));
    m_title->setWordWrap(true); // a narrow card (more of them a row) reads its title over two lines
    m_counts->setTextFormat(Qt::RichText);
    m_counts->setWordWrap(true);
    // Given the height of the row's tallest title and counts, they keep to the top, so that the
    // charts of a row start level.
    m_title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_counts->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_histogram->setToolTip(tr("Click a bar to see the results with those scores"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_counts);
    layout->addWidget(m_histogram, 1);

    connect(m_counts, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String(AllResults))
            Q_EMIT showResults(m_metricId, std::nullopt, std::nullopt);
        else
            Q_EMIT showResults(m_metricId, ResultsModel::Status(link.toInt()), std::nullopt);
    });
    connect(m_histogram, &ScoreHistogram::binClicked, this,
            [this](ResultsModel::Status status, int bin) { Q_EMIT showResults(m_metricId, status, bin); });
}

int MetricSummaryCard::leastHeight(int width) const
{
    const TextHeights text = textHeights(width);
    return layout()->contentsMargins().top() + layout()->contentsMargins().bottom() + 2 * frameWidth()
        + 2 * layout()->spacing() + text.title + text.counts + m_histogram->minimumHeight();
}

MetricSummaryCard::TextHeights MetricSummaryCard::textHeights(int width) const
{
    const QMargins margins = layout()->contentsMargins();
    const int inner = width - margins.left() - margins.right() - 2 * frameWidth();
    return {m_title->heightForWidth(inner), m_counts->heightForWidth(inner)};
}

void MetricSummaryCard::setTextHeights(const TextHeights &heights)
{
    m_title->setMinimumHeight(heights.title);
    m_counts->setMinimumHeight(heights.counts);
}

void MetricSummaryCard::setSummary(const MetricSummary &summary)
{
    const auto link = [](const QString &target, const QColor &color, const QString &html) {
        return QStringLiteral("<a href=\"%1\" style=\"color:%2; font-weight:bold\">%3</a>")
            .arg(target, color.name(), html);
    };
    const auto statusLink = [&](ResultsModel::Status status, const QString &words) {
        return link(QString::number(int(status)), ResultPalette::textColor(ResultPalette::statusColor(status)),
                    unbroken(words));
    };
    const int passed = summary.count(ResultsModel::Status::Pass);
    QStringList parts;
    parts.append(link(QLatin1String(AllResults), palette().color(QPalette::WindowText),
                      unbroken(tr("%n result(s)", nullptr, summary.results)) + tr(", all test cases").toHtmlEscaped()));
    // No result with a score, no pass rate: "0 passed (0 %)" read as a failure.
    if (summary.scored() > 0)
        parts.append(statusLink(ResultsModel::Status::Pass,
                                tr("✓ %n passed (%1 %)", nullptr, passed)
                                    .arg(QLocale().toString(100.0 * passed / summary.scored(), 'f', 0))));
    if (const int n = summary.count(ResultsModel::Status::Fail))
        parts.append(statusLink(ResultsModel::Status::Fail, tr("✗ %n failed", nullptr, n)));
    if (const int n = summary.count(ResultsModel::Status::Error))
        parts.append(statusLink(ResultsModel::Status::Error, tr("⚠ %n error(s)", nullptr, n)));
    if (const int n = summary.count(ResultsModel::Status::Partial))
        parts.append(statusLink(ResultsModel::Status::Partial, tr("⚠ %n partial", nullptr, n)));
    if (const int n = summary.count(ResultsModel::Status::Skipped))
        parts.append(statusLink(ResultsModel::Status::Skipped, tr("⊘ %n skipped", nullptr, n)));
    if (const int n = summary.count(ResultsModel::Status::Running))
        parts.append(statusLink(ResultsModel::Status::Running, tr("⟳ %n waiting", nullptr, n)));
    parts.append(
        unbroken(summary.mean ? tr("mean %1").arg(QLocale().toString(*summary.mean, 'f', 3)) : tr("no scores")));
    // A line may break after a "·", never before it.
    m_counts->setText(parts.join(QStringLiteral("&nbsp;·&nbsp; ")));
    // Set against the Agreement dock's counts, which are of the labelled results only.
    m_counts->setToolTip(tr("Every result of this metric, labelled or not, passed or failed on its own score (the "
                            "whole test case's). The Agreement dock counts only the labelled results, on the score "
                            "each label rates.\nClick a count to see those results"));
    m_histogram->setSummary(summary);
}

} // namespace claimscope
