#pragma once

#include "model/metricresult.h"
#include "model/testcase.h"
#include "registry.h"

#include <QJsonObject>

#include <functional>

namespace claimscope {

class MetricRun;

// What a TrustifAI metric evaluates: a single-turn case, or one exchange of a conversation.
struct TrustUnit {
    QString title;
    QList<int> turnIndices;
    QString query;
    QString answer;
    QList<ContextItem> documents;
    QStringList samples;
    bool hasSamples = false;
};

// The outcome of one metric on one unit. An error here fails a standalone metric but only
// zeroes (and flags) a trust-score component.
struct UnitOutcome {
    double score = 0; // raw, unrounded
    QString label;    // overrides the threshold label ("Empty Context", "Acceptable")
    QString reason;
    QList<BreakdownItem> items;
    QJsonObject details;
    QString error;
    QString errorStep;
    QString errorRaw;
    bool inputError = false;
    QString warning; // scored, but part of it failed (MetricResult::warning)
    bool ok() const { return error.isEmpty(); }
};

using UnitDone = std::function<void(const UnitOutcome &)>;
// Why a metric cannot evaluate a unit with this run's judge (empty: it can).
using UnitSkip = std::function<QString(const MetricRun &, const TrustUnit &)>;
// Evaluates one unit with the given params (the metric's own, or a trust-score component's).
using UnitEvaluator = std::function<void(MetricRun &, const TrustUnit &, const QJsonObject &, UnitDone)>;

// The TrustifAI per-unit machinery (METRICS.md §7). Engine worker thread.
namespace TrustUnits {

// A single-turn case is one unit; a conversation has one per exchange.
QList<TrustUnit> unitsOf(const TestCase &testCase);

// MetricInfo::missingInput of every TrustifAI metric: a single-turn case needs documents, a
// conversation at least one assistant turn with them.
QString missingDocuments(const TestCase &testCase);

// threshold (= the mid label threshold), strict_mode, include_reason, label_high, label_mid.
QList<ParamInfo> params(double high, double mid);
QString label(double score, const QJsonObject &params, const LabelNames &names);

// Python's round(x, 2): correctly rounded from the exact binary value, ties to even.
double round2(double value);
// float64 cosine; a zero vector gives 0.
double cosine(const QList<double> &a, const QList<double> &b);

// Evaluates every unit that has documents and `skip` lets through (others shown as skipped),
// averages their raw scores and finishes the run with label, success and strict mode decided
// on the raw mean (labels and rounding as the metric's MetricInfo says). When `skip` leaves no
// unit, the whole run is skipped with its reason.
void run(MetricRun &run, const UnitEvaluator &evaluate, const UnitSkip &skip = {});

} // namespace TrustUnits

} // namespace claimscope
