#include "repeatstats.h"

#include <algorithm>
#include <cmath>

namespace claimscope {

double RepeatStats::flipRate() const
{
    return scored > 0 ? double(std::min(passes, scored - passes)) / scored : 0.0;
}

RepeatStats RepeatStats::of(const QList<Outcome> &outcomes)
{
    RepeatStats stats;
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

} // namespace claimscope
