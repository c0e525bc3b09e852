#pragma once

#include "agreement.h"
#include "stats/bootstrap.h"

#include <QList>

#include <optional>

namespace claimscope {

enum AgreementFigure { AccuracyFigure = 0, KappaFigure = 1, RocAucFigure = 2 };

// Accuracy, Cohen's κ and ROC-AUC of the judge against the person (in AgreementFigure order),
// computed on one bootstrap resample of labelled scores: the cases it drew, with their
// multiplicity. The same definitions as Agreement::of, without its sweep; the scores are sorted
// once so that each resample takes one pass, and 2,000 resamples stay fast. Any thread.
class AgreementFigures
{
public:
    AgreementFigures(const QList<LabelledScore> &scores, double threshold);
    Figures on(const Resample &resample) const;

private:
    const QList<LabelledScore> &m_scores;
    double m_threshold;
    QList<int> m_byScore;   // indices of m_scores, lowest score first
    QList<int> m_tieGroups; // where each run of equal scores starts in m_byScore, then its size
};

// Cohen's κ of judge pass/fail against human pass/fail from their 2×2 table; none when chance
// agreement is total.
std::optional<double> kappaOf(const ConfusionMatrix &matrix);

// The 95 % bootstrap intervals of accuracy, κ and ROC-AUC over these labelled scores.
AgreementIntervals agreementIntervals(const QList<LabelledScore> &scores, double threshold,
                                      const Bootstrap &bootstrap = {});

} // namespace claimscope
