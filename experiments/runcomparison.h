#pragma once

#include "model/humanlabels.h"
#include "model/metricresult.h"
#include "runstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// One metric across two runs: A's and B's figures and what moved. When both runs have the
// metric, both figures are over the test cases both have (paired), and the cases only one run
// has are counted apart; otherwise the one run's figures, and the other's are empty.
struct MetricDelta {
    QString metric;
    MetricFigures a;
    MetricFigures b;
    std::optional<double> meanDelta;     // B − A, when both have a mean
    std::optional<double> passRateDelta; // B − A, when both ran the metric
    int onlyInA = 0;                     // results left out: their test case is not in B
    int onlyInB = 0;
    int skippedA = 0; // results skipped (the metric applies to none of their test cases)
    int skippedB = 0;

    bool ranInA() const { return a.results > 0 || onlyInA > 0; }
    bool ranInB() const { return b.results > 0 || onlyInB > 0; }
    // Both runs ran it, and it applied to none of their test cases: a row with no figures.
    bool skippedInBoth() const { return !ranInA() && !ranInB() && skippedA > 0 && skippedB > 0; }
};

// "not run in B" (or A) for a metric only one run has, "⊘ skipped in both" for one that applied
// to none of the test cases; empty when both ran it.
QString notRunText(const MetricDelta &metric);
// "on the 277 test cases both runs have; 200 only in A left out", empty when every result is
// in both runs.
QString pairedScopeText(const MetricDelta &metric);
// The results of `results` whose (test case, metric) `other` also has: what figures of one run
// are computed on when they are set beside the other's.
QList<MetricResult> sharedWith(const QList<MetricResult> &results, const QList<MetricResult> &other);

// One (test case, metric) across two runs.
struct CaseDelta {
    enum class Change { Same, Better, Worse, PassToFail, FailToPass, NewError, ErrorFixed, OnlyInA, OnlyInB };
    int testCaseIndex = -1;
    QString testCaseName;
    QString metric;
    std::optional<double> scoreA;
    std::optional<double> scoreB;
    QString statusA; // "pass", "fail", "error" or empty when absent
    QString statusB;
    Change change = Change::Same;
    // What scoreA, scoreB and the change rate: the whole test case, or (HumanLabel::exchange)
    // the exchange a person's label rates, when both runs score it — the score the label is
    // compared with, so the change and the flip toward or away from the person never disagree.
    int scoredExchange = HumanLabel::WholeCase;
    std::optional<double> wholeScoreA; // the whole test case's scores, when scoredExchange is not
    std::optional<double> wholeScoreB;
    QString wholeStatusA; // and its pass or fail
    QString wholeStatusB;
    // The whole test case's change, which the metric's pass rate and mean follow: `change` when
    // scoredExchange is the whole case.
    Change wholeChange = Change::Same;

    std::optional<double> delta() const;
    bool isRegression() const; // worse, pass → fail or a new error
    bool flipped() const { return change == Change::PassToFail || change == Change::FailToPass; }
    // Whether the whole test case's score changed while the score its label rates did not.
    bool changedOnlyAsAWhole() const { return change == Change::Same && wholeChange != Change::Same; }
    // The change a case list shows: the score's the label rates, or else the whole case's.
    Change shownChange() const { return changedOnlyAsAWhole() ? wholeChange : change; }
};

struct RunComparison;
// The rows only one run has, said truthfully: test cases one run did not run, per metric ("Turn
// Faithfulness: 200 test case(s) B did not run"), then the metrics one run did not run at all,
// together ("Turn Relevancy, Semantic Drift not run in B: 554 row(s)"). Empty when there are none.
QStringList onlyInOneRunTexts(const RunComparison &comparison);

// Two runs compared: per metric and per (test case, metric), regressions first (the largest
// drop first), then improvements, then the unchanged. Pure, any thread.
struct RunComparison {
    QList<MetricDelta> metrics; // in registry order
    QList<CaseDelta> cases;

    // A labelled (test case, metric) whose label rates one exchange is compared on that
    // exchange's score (scoreForLabel) when both runs have one.
    static RunComparison compare(const QList<MetricResult> &a, const QList<MetricResult> &b,
                                 const HumanLabels &labels = {});
    // Why B regresses against A with this tolerance: a metric's mean dropped by more than
    // `tolerance`, or a test case flipped from pass to fail (or to an error). Empty: it does not.
    QStringList regressions(double tolerance) const;
};

QString changeName(CaseDelta::Change change);

// The result a case delta stands for in one run's results; null when that run has none.
const MetricResult *resultFor(const QList<MetricResult> &results, const CaseDelta &delta);
// A key equal for a result and the case delta resultFor() matches it with: the test case by
// name, by position when unnamed, and the metric.
QString resultKey(const QString &testCaseName, int testCaseIndex, const QString &metric);

// One judged item (claim, truth, statement …) of a window in two runs, matched by kind and text.
struct AlignedItem {
    enum class Presence { Both, OnlyA, OnlyB };
    QString kind;
    QString text;
    Presence presence = Presence::Both;
    QString verdictA;
    QString verdictB;
    QString reasonA;
    QString reasonB;
    bool verdictChanged() const { return presence == Presence::Both && verdictA != verdictB; }
};

// One window of a result in two runs, matched by title, with its items aligned.
struct AlignedWindow {
    QString title;
    AlignedItem::Presence presence = AlignedItem::Presence::Both;
    std::optional<double> scoreA;
    std::optional<double> scoreB;
    QString reasonA;
    QString reasonB;
    QList<AlignedItem> items; // A's order, B-only items after their window's A items
};

// The two breakdowns of one (test case, metric) side by side. Pure, any thread.
QList<AlignedWindow> alignBreakdowns(const MetricResult &a, const MetricResult &b);

} // namespace claimscope
