#include "scoreprose.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace claimscope {

namespace {

// The most decimals a quoted score is looked for with (and written with).
constexpr int MaxDecimals = 9;

// printf's rounding, as the judge was given the score ("%.2f").
QString fixed(double score, int decimals)
{
    return QString::asprintf("%.*f", decimals, score);
}

bool sameSide(const QString &text, double score, double threshold)
{
    return passes(text.toDouble(), threshold) == passes(score, threshold);
}

bool aWindowReads(const MetricResult &result, const QString &text, int decimals)
{
    for (const BreakdownWindow &window : result.windows) {
        if (!window.skipped && window.score && fixed(*window.score, decimals) == text)
            return true;
    }
    return false;
}

} // namespace

QString scoreTextAgainst(double score, double threshold, int decimals)
{
    QString text = fixed(score, decimals);
    for (int more = decimals + 1; more <= MaxDecimals && !sameSide(text, score, threshold); ++more)
        text = fixed(score, more);
    return text;
}

void clarifyQuotedScore(MetricResult &result)
{
    if (!result.score || result.reason.isEmpty())
        return;
    const double score = *result.score;
    for (int decimals = 2; decimals < MaxDecimals; ++decimals) {
        const QString quoted = fixed(score, decimals);
        if (sameSide(quoted, score, result.threshold))
            continue;
        const QRegularExpression number(QStringLiteral("(?<![\\d.])%1(?!\\d)").arg(QRegularExpression::escape(quoted)));
        const QString exact = scoreTextAgainst(score, result.threshold, decimals + 1);
        if (aWindowReads(result, quoted, decimals)) {
            const QRegularExpressionMatch first = number.match(result.reason);
            if (first.hasMatch())
                result.reason.replace(first.capturedStart(), first.capturedLength(), exact);
        } else {
            result.reason.replace(number, exact);
        }
    }
}

QString passRateText(double rate)
{
    const double percent = 100 * rate;
    const bool roundsToAllOrNone = (qRound(percent) == 100 && rate < 1) || (qRound(percent) == 0 && rate > 0);
    return QCoreApplication::translate("PassRate", "%1 %")
        .arg(QString::number(percent, 'f', roundsToAllOrNone ? 1 : 0));
}

QString passRateDeltaText(double delta)
{
    const long points = qRound(100 * delta);
    const QString number = points > 0 ? QStringLiteral("+%1").arg(QString::number(points))
        : points < 0                  ? QStringLiteral("−%1").arg(QString::number(-points))
                                      : QStringLiteral("0");
    return QCoreApplication::translate("PassRate", "%1 pp").arg(number);
}

QString thresholdText(double threshold)
{
    for (int places = 2; places < 6; ++places) {
        const double scale = std::pow(10.0, places);
        if (std::abs(std::round(threshold * scale) - threshold * scale) < 1e-6)
            return QString::number(threshold, 'f', places);
    }
    return QString::number(threshold, 'f', 6);
}

} // namespace claimscope
