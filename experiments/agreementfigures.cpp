#include "agreementfigures.h"

#include "model/metricresult.h"

#include <algorithm>

namespace claimscope {

std::optional<double> kappaOf(const ConfusionMatrix &matrix)
{
    const double n = matrix.total();
    if (n <= 0)
        return std::nullopt;
    const double observed = (matrix.bothPass + matrix.bothFail) / n;
    const double judgePass = (matrix.bothPass + matrix.judgeOnlyPass) / n;
    const double humanPass = (matrix.bothPass + matrix.judgeOnlyFail) / n;
    const double chance = judgePass * humanPass + (1.0 - judgePass) * (1.0 - humanPass);
    if (chance >= 1.0 - 1e-12)
        return std::nullopt;
    return (observed - chance) / (1.0 - chance);
}

Figures agreementFigures(const QList<LabelledScore> &scores, double threshold, const Resample &resample)
{
    ConfusionMatrix matrix;
    QList<double> passing;
    QList<double> failing;
    passing.reserve(resample.size());
    failing.reserve(resample.size());
    for (int index : resample) {
        const LabelledScore &item = scores[index];
        const bool judgePass = passes(item.score, threshold);
        if (judgePass)
            ++(item.humanPass ? matrix.bothPass : matrix.judgeOnlyPass);
        else
            ++(item.humanPass ? matrix.judgeOnlyFail : matrix.bothFail);
        (item.humanPass ? passing : failing).append(item.score);
    }
    Figures figures(3);
    if (resample.isEmpty())
        return figures;
    figures[AccuracyFigure] = double(matrix.bothPass + matrix.bothFail) / double(resample.size());
    figures[KappaFigure] = kappaOf(matrix);
    if (!passing.isEmpty() && !failing.isEmpty()) {
        // Mann–Whitney: the chance a human-pass case outscores a human-fail one, ties half.
        std::sort(failing.begin(), failing.end());
        double wins = 0;
        for (double score : passing) {
            const auto below = std::lower_bound(failing.begin(), failing.end(), score) - failing.begin();
            const auto notAbove = std::upper_bound(failing.begin(), failing.end(), score) - failing.begin();
            wins += double(below) + 0.5 * double(notAbove - below);
        }
        figures[RocAucFigure] = wins / (double(passing.size()) * double(failing.size()));
    }
    return figures;
}

AgreementIntervals agreementIntervals(const QList<LabelledScore> &scores, double threshold, const Bootstrap &bootstrap)
{
    const QList<std::optional<Interval>> intervals = bootstrap.intervals(
        int(scores.size()), [&](const Resample &resample) { return agreementFigures(scores, threshold, resample); });
    if (intervals.size() < 3)
        return {};
    return {intervals[AccuracyFigure], intervals[KappaFigure], intervals[RocAucFigure]};
}

} // namespace claimscope
