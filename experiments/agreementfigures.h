#pragma once

#include "agreement.h"
#include "stats/bootstrap.h"

#include <QList>

#include <optional>

namespace claimscope {

// Accuracy, Cohen's κ and ROC-AUC of the judge against the person, computed on one bootstrap
// resample of labelled scores (the cases it drew, with their multiplicity), in that order. The
// same definitions as Agreement::of, without its sweep, so 2,000 resamples stay fast. Pure,
// any thread.
enum AgreementFigure { AccuracyFigure = 0, KappaFigure = 1, RocAucFigure = 2 };
Figures agreementFigures(const QList<LabelledScore> &scores, double threshold, const Resample &resample);

// Cohen's κ of judge pass/fail against human pass/fail from their 2×2 table; none when chance
// agreement is total.
std::optional<double> kappaOf(const ConfusionMatrix &matrix);

// The 95 % bootstrap intervals of accuracy, κ and ROC-AUC over these labelled scores.
struct AgreementIntervals {
    std::optional<Interval> accuracy;
    std::optional<Interval> kappa;
    std::optional<Interval> rocAuc;
};
AgreementIntervals agreementIntervals(const QList<LabelledScore> &scores, double threshold,
                                      const Bootstrap &bootstrap = {});

} // namespace claimscope
