#pragma once

#include "experiments/labelledcomparison.h"

#include <QLabel>

namespace claimscope {

// The top of a comparison over labelled cases: one line per labelled metric with the verdict on
// its change in agreement with the person (better, worse, no detectable change), the figure the
// verdict judges in A and B, the cases behind it and why (LabelledMetricComparison). Wraps at
// word boundaries, so every word stays whole on a small screen; hidden without labels. UI thread.
class VerdictBanner : public QLabel
{
    Q_OBJECT
public:
    explicit VerdictBanner(QWidget *parent = nullptr);

    void setComparisons(const QList<LabelledMetricComparison> &comparisons);
    // A try's held-out check: the verdicts on the held-out part first, each line led by
    // "Held-out:", then the try's own on the tuning part, led by "Tuning (the try):".
    void setHeldOutCheck(const QList<LabelledMetricComparison> &heldOut, const QList<LabelledMetricComparison> &tuning);
    // Lines after the verdicts for labelled metrics that have none ("Turn Relevancy: no verdict —
    // A #2 did not run it"), in the muted tone; shown until the next set…().
    void addUnjudged(const QStringList &lines);
    // The lines shown, as plain text.
    QStringList lines() const { return m_lines; }
    // "Turn Faithfulness: better — κ 0.442 → 0.556, n = 277 (218 human pass, 59 human fail).
    // Δκ +0.114 (95 % interval +0.040 to +0.202) lies above 0. 9 case(s) now agree with the
    // person, 2 no longer do (McNemar p = 0.065)."
    static QString lineOf(const LabelledMetricComparison &comparison);

private:
    // Lines of each (lead, comparisons) group in turn; a lead may be empty.
    void showGroups(const QList<QPair<QString, QList<LabelledMetricComparison>>> &groups);

    QStringList m_lines;
};

} // namespace claimscope
