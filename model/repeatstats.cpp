#include "repeatstats.h"

#include "metricresult.h"

#include <algorithm>
#include <cmath>

namespace claimscope {

double RepeatStats::flipRate() const
{
    return scored > 0 ? double(std::min(passes, scored - passes)) / scored : 0.0;
}

QString RepeatStats::text() const
{
    if (scored == 0)
        return tr("over %n repetition(s): no score", nullptr, repetitions);
    QString text =
        tr("over %n repetition(s): mean %1 ± %2, range %3–%4, passed %5 of %6, flip rate %7", nullptr, repetitions)
            .arg(mean, 0, 'f', 3)
            .arg(sd, 0, 'f', 3)
            .arg(min, 0, 'f', 3)
            .arg(max, 0, 'f', 3)
            .arg(passes)
            .arg(scored)
            .arg(flipRate(), 0, 'f', 2);
    if (scored < repetitions)
        text += tr(" (%n without a score)", nullptr, repetitions - scored);
    return text;
}

QString RepeatStats::flipText() const
{
    if (scored == 0)
        return QStringLiteral("—");
    return tr("%1 (%2/%3 pass)").arg(flipRate(), 0, 'f', 2).arg(passes).arg(scored);
}

RepeatStats RepeatStats::of(const QList<Outcome> &outcomes)
{
    RepeatStats stats;
    stats.outcomes = outcomes;
    stats.repetitions = int(outcomes.size());
    double sum = 0;
    for (const Outcome &outcome : outcomes) {
        if (!outcome.score)
            continue;
        const double score = *outcome.score;
        stats.min = stats.scored == 0 ? score : std::min(stats.min, score);
        stats.max = stats.scored == 0 ? score : std::max(stats.max, score);
        ++stats.scored;
        sum += score;
        stats.passes += outcome.success ? 1 : 0;
    }
    if (stats.scored == 0)
        return stats;
    stats.mean = sum / stats.scored;
    if (stats.scored > 1) {
        double squares = 0;
        for (const Outcome &outcome : outcomes) {
            if (outcome.score)
                squares += (*outcome.score - stats.mean) * (*outcome.score - stats.mean);
        }
        stats.sd = std::sqrt(squares / (stats.scored - 1));
    }
    return stats;
}

RepeatStats RepeatStats::redecided(double threshold) const
{
    if (outcomes.isEmpty()) // read from a file that kept only the figures: they stand as they are
        return *this;
    QList<Outcome> decided = outcomes;
    for (Outcome &outcome : decided) {
        if (outcome.score)
            outcome.success = claimscope::passes(outcome.decidedBy ? outcome.decidedBy : outcome.score, threshold)
                && !outcome.partial;
    }
    return of(decided);
}

} // namespace claimscope
