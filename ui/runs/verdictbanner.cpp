#include "verdictbanner.h"

#include "experiments/comparisonexport.h"
#include "metrics/registry.h"
#include "ui/results/resultpalette.h"

namespace claimscope {

namespace {

QColor toneOf(ChangeVerdict verdict)
{
    switch (verdict) {
    case ChangeVerdict::Better: return ResultPalette::passColor();
    case ChangeVerdict::Worse: return ResultPalette::failColor();
    case ChangeVerdict::NoDetectableChange: break;
    }
    return ResultPalette::mutedColor();
}

QString metricName(const QString &metric)
{
    const MetricInfo *info = MetricRegistry::find(metric);
    return info ? info->displayName : metric;
}

// The verdict as the line's bold head. Where κ's interval includes 0 but the flips alone are
// significant, the head says both: "no detectable change" alone read as a contradiction of the
// "37 no longer do (p = 0.002)" after it.
QString headlineOf(const LabelledMetricComparison &comparison)
{
    if (comparison.verdict != ChangeVerdict::NoDetectableChange || comparison.readingsNote.isEmpty()
        || comparison.toward == comparison.away)
        return verdictText(comparison.verdict);
    return (comparison.away > comparison.toward
                ? VerdictBanner::tr(
                    "no detectable change in %1, though the flips alone lean away from the person (p %2)")
                : VerdictBanner::tr("no detectable change in %1, though the flips alone lean toward the person (p %2)"))
        .arg(comparison.verdictFigure, pValueText(comparison.mcnemarP));
}

} // namespace

VerdictBanner::VerdictBanner(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("verdictBanner"));
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFrameShape(QFrame::StyledPanel);
    setMargin(6);
    hide();
}

QString VerdictBanner::lineOf(const LabelledMetricComparison &comparison)
{
    const FigureChange &figure = comparison.judged();
    return tr("%1: %2 — %3 %4 → %5, n = %6 (%7 human pass, %8 human fail). %9")
        .arg(metricName(comparison.metric), headlineOf(comparison), comparison.verdictFigure, figureText(figure.a),
             figureText(figure.b), QString::number(comparison.n), QString::number(comparison.humanPass),
             QString::number(comparison.humanFail), comparison.explanation);
}

void VerdictBanner::setComparisons(const QList<LabelledMetricComparison> &comparisons)
{
    showGroups({{QString(), comparisons}});
}

void VerdictBanner::setHeldOutCheck(const QList<LabelledMetricComparison> &heldOut,
                                    const QList<LabelledMetricComparison> &tuning)
{
    showGroups({{tr("Held-out:"), heldOut}, {tr("Tuning (the try):"), tuning}});
}

void VerdictBanner::addUnjudged(const QStringList &lines)
{
    QString html = text();
    for (const QString &line : lines) {
        m_lines.append(line);
        html += QStringLiteral("<p style=\"margin:0\"><span style=\"color:%1\">%2</span></p>")
                    .arg(ResultPalette::textColor(ResultPalette::mutedColor()).name(), line.toHtmlEscaped());
    }
    setText(html);
    setVisible(!m_lines.isEmpty());
}

void VerdictBanner::showGroups(const QList<QPair<QString, QList<LabelledMetricComparison>>> &groups)
{
    m_lines.clear();
    QString html;
    for (const auto &[part, comparisons] : groups) {
        for (const LabelledMetricComparison &comparison : comparisons) {
            const QString lead = (part.isEmpty() ? QString() : part + QLatin1Char(' ')) + metricName(comparison.metric)
                + QStringLiteral(": ") + headlineOf(comparison);
            const QString line = (part.isEmpty() ? QString() : part + QLatin1Char(' ')) + lineOf(comparison);
            m_lines.append(line);
            // The part, the metric and its verdict stand out; the verdict in its tone as well as in words.
            const qsizetype bold = line.startsWith(lead) ? lead.size() : 0;
            html += QStringLiteral("<p style=\"margin:0\"><b><span style=\"color:%1\">%2</span></b>%3</p>")
                        .arg(ResultPalette::textColor(toneOf(comparison.verdict)).name(),
                             line.left(bold).toHtmlEscaped(), line.mid(bold).toHtmlEscaped());
        }
    }
    setText(html);
    setVisible(!m_lines.isEmpty());
}

} // namespace claimscope
