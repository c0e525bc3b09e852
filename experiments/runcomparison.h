#pragma once

#include "model/metricresult.h"
#include "runstore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// One metric across two runs: A's and B's figures and what moved.
struct MetricDelta {
    QString metric;
    MetricFigures a;
    MetricFigures b;
    std::optional<double> meanDelta; // B − A, when both have a mean
    double passRateDelta = 0;        // B − A
};

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

    std::optional<double> delta() const;
    bool isRegression() const; // worse, pass → fail or a new error
    bool flipped() const { return change == Change::PassToFail || change == Change::FailToPass; }
};

// Two runs compared: per metric and per (test case, metric), regressions first (the largest
// drop first), then improvements, then the unchanged. Pure, any thread.
struct RunComparison {
    QList<MetricDelta> metrics; // in registry order
    QList<CaseDelta> cases;

    static RunComparison compare(const QList<MetricResult> &a, const QList<MetricResult> &b);
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
