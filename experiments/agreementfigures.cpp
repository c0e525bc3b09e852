#include "agreementfigures.h"

#include "model/metricresult.h"

#include <algorithm>
#include <numeric>
#include <vector>

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

AgreementFigures::AgreementFigures(const QList<LabelledScore> &scores, double threshold)
    : m_scores(scores)
    , m_threshold(threshold)
{
    m_byScore.resize(scores.size());
    std::iota(m_byScore.begin(), m_byScore.end(), 0);
    std::sort(m_byScore.begin(), m_byScore.end(), [&](int l, int r) { return scores[l].score < scores[r].score; });
    for (int i = 0; i < m_byScore.size(); ++i) {
        if (i == 0 || scores[m_byScore[i]].score != scores[m_byScore[i - 1]].score)
            m_tieGroups.append(i);
    }
    m_tieGroups.append(int(m_byScore.size()));
}

Figures AgreementFigures::on(const Resample &resample) const
{
    std::vector<int> drawn(m_scores.size(), 0);
    for (int index : resample)
        ++drawn[index];
    ConfusionMatrix matrix;
    // Mann–Whitney over the tie groups from the lowest score up: each drawn human pass wins over
    // every drawn human fail below it and half of those tied with it.
    double failsBelow = 0;
    double wins = 0;
    for (int group = 0; group + 1 < m_tieGroups.size(); ++group) {
        double passesHere = 0;
        double failsHere = 0;
        for (int i = m_tieGroups[group]; i < m_tieGroups[group + 1]; ++i) {
            const LabelledScore &item = m_scores[m_byScore[i]];
            const int times = drawn[m_byScore[i]];
            if (times == 0)
                continue;
            const bool judgePass = passes(item.score, m_threshold);
            if (judgePass)
                (item.humanPass ? matrix.bothPass : matrix.judgeOnlyPass) += times;
            else
                (item.humanPass ? matrix.judgeOnlyFail : matrix.bothFail) += times;
            (item.humanPass ? passesHere : failsHere) += times;
        }
        wins += passesHere * (failsBelow + 0.5 * failsHere);
        failsBelow += failsHere;
    }
    Figures figures(3);
    if (resample.isEmpty())
        return figures;
    figures[AccuracyFigure] = double(matrix.bothPass + matrix.bothFail) / double(resample.size());
    figures[KappaFigure] = kappaOf(matrix);
    const double humanPasses = matrix.bothPass + matrix.judgeOnlyFail;
    if (humanPasses > 0 && failsBelow > 0)
        figures[RocAucFigure] = wins / (humanPasses * failsBelow);
    return figures;
}

AgreementIntervals agreementIntervals(const QList<LabelledScore> &scores, double threshold, const Bootstrap &bootstrap)
{
    const AgreementFigures figures(scores, threshold);
    const QList<std::optional<Interval>> intervals =
        bootstrap.intervals(int(scores.size()), [&](const Resample &resample) { return figures.on(resample); });
    if (intervals.size() < 3)
        return {};
    return {intervals[AccuracyFigure], intervals[KappaFigure], intervals[RocAucFigure]};
}

} // namespace claimscope
