#pragma once

#include "model/claimlabels.h"
#include "model/metricresult.h"
#include "stats/bootstrap.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

#include <optional>

namespace claimscope {

// The judge's claim verdicts against a person's, over the claims the person judged: how many,
// how many agree, Cohen's κ with 95 % intervals (bootstrap over the test cases), the 3×3 table, and per metric what the
// score would be had the judge given the person's verdicts. Pure, any thread.
struct ClaimAgreement {
    int n = 0;
    int agreeing = 0;
    std::optional<double> kappa;
    std::optional<Interval> accuracyInterval;
    std::optional<Interval> kappaInterval;
    QHash<QPair<QString, QString>, int> table; // (judge, human) → claims
    double meanScore = 0;                      // of the results with a judged claim, as judged
    double meanScoreIfAgreed = 0;              // the same results with the person's verdicts
    int results = 0;                           // results with at least one judged claim

    double accuracy() const { return n ? double(agreeing) / n : 0.0; }
};

// Whether a metric's score is the share of its claims judged faithful (its registry entry says),
// so a claim verdict changes it.
bool scoresClaims(const QString &metricId);
// The result's score with the person's verdicts in place of the judge's where there are some:
// per window (claims − no − idk when ambiguous claims are penalised) / claims, averaged over
// the windows that have a score; in strict mode each window's score (per-window metrics) or the
// final one is 1 or 0, as the metric decides it. None for other metrics.
std::optional<double> scoreWithVerdicts(const MetricResult &result, const ClaimLabels &labels, bool penalizeAmbiguous);
// The judge's verdict that stands for each distinct claim of a result (claim text → verdict, in
// order of first appearance): a claim seen in several overlapping windows is one claim, and the
// verdict of the window that ends at the claim's exchange stands for it (the window where it is
// the newest answer); without turn indices, the first window it appears in.
QList<QPair<QString, QString>> standingClaimVerdicts(const MetricResult &result);
// Counts each labelled claim once per test case (see standingClaimVerdicts), so n is the number
// of distinct labelled claims the judge gave a verdict on.
ClaimAgreement claimAgreement(const QList<MetricResult> &results, const ClaimLabels &labels, const QString &metricId,
                              bool penalizeAmbiguous);
// claimAgreement() for every metric scored from claims that has a claim the person judged;
// `params` (metric id → params, as a run's snapshot keeps them) say whether ambiguous claims count
// against the score.
QMap<QString, ClaimAgreement> claimAgreementByMetric(const QList<MetricResult> &results, const ClaimLabels &labels,
                                                     const QMap<QString, QJsonObject> &params);
QJsonObject claimAgreementToJson(const ClaimAgreement &agreement);

} // namespace claimscope
