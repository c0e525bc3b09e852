#include "labelqueue.h"

#include <QHash>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace claimscope {

namespace {

// A result a label can be checked against: it has a verdict.
bool hasVerdict(const MetricResult &result)
{
    return result.score && !result.hasError() && !result.isSkipped();
}

QString caseKey(const MetricResult &result)
{
    return HumanLabels::caseName(result.testCaseName, result.testCaseIndex);
}

// The value a result's pass is decided on (TrustifAI's raw score behind a rounded one).
double decisionValue(const MetricResult &result)
{
    const RepeatStats::Outcome outcome = repeatOutcome(result);
    return outcome.decidedBy.value_or(*outcome.score);
}

// The run before's verdict on the same result, decided again at today's threshold.
std::optional<bool> previousVerdict(const MetricResult &before, double threshold)
{
    if (!hasVerdict(before) || before.isPartial())
        return std::nullopt;
    return passes(decisionValue(before), threshold);
}

// How unstable an item is: the share of its repetitions with the minority verdict, and a run
// disagreeing with the one before counts as one flip in two.
double instability(const LabelQueueItem &item)
{
    const double flipShare = item.repetitions > 0 ? double(item.flips) / item.repetitions : 0.0;
    return std::max(flipShare, item.runsDisagree ? 0.5 : 0.0);
}

QString reasonOf(const LabelQueueItem &item)
{
    QStringList parts;
    if (item.flips > 0)
        parts << LabelQueue::tr("flips in %1 of %2 repetitions")
                     .arg(QString::number(item.flips), QString::number(item.repetitions));
    if (item.runsDisagree)
        parts << LabelQueue::tr("the last two runs disagree");
    parts << LabelQueue::tr("%1 from the threshold").arg(QString::number(item.distance, 'f', 2));
    return parts.join(QStringLiteral("; "));
}

} // namespace

QList<LabelQueueItem> LabelQueue::of(const QList<MetricResult> &current, const QList<MetricResult> &previous,
                                     const HumanLabels &labels)
{
    QHash<QPair<QString, QString>, const MetricResult *> before;
    for (const MetricResult &result : previous)
        before.insert({caseKey(result), result.metricId}, &result);

    QList<LabelQueueItem> queue;
    for (const MetricResult &result : current) {
        if (!hasVerdict(result))
            continue;
        LabelQueueItem item;
        item.testCaseIndex = result.testCaseIndex;
        item.testCase = caseKey(result);
        item.metricId = result.metricId;
        if (labels.find(item.testCase, item.metricId))
            continue;
        double value = decisionValue(result);
        if (result.repeat && result.repeat->scored > 1) {
            item.repetitions = result.repeat->scored;
            item.flips = std::min(result.repeat->passes, result.repeat->scored - result.repeat->passes);
            value = result.repeat->mean;
        }
        item.distance = std::abs(value - result.threshold);
        if (const MetricResult *earlier = before.value({item.testCase, item.metricId})) {
            const std::optional<bool> verdict = previousVerdict(*earlier, result.threshold);
            item.runsDisagree = verdict && *verdict != result.success;
        }
        item.reason = reasonOf(item);
        queue.append(item);
    }
    std::stable_sort(queue.begin(), queue.end(), [](const LabelQueueItem &a, const LabelQueueItem &b) {
        return std::make_tuple(-instability(a), a.distance, a.testCaseIndex, a.metricId)
            < std::make_tuple(-instability(b), b.distance, b.testCaseIndex, b.metricId);
    });
    return queue;
}

int LabelQueue::labelled(const QList<MetricResult> &current, const HumanLabels &labels)
{
    return int(std::count_if(current.begin(), current.end(), [&](const MetricResult &result) {
        return hasVerdict(result) && labels.find(caseKey(result), result.metricId);
    }));
}

} // namespace claimscope
