#pragma once

#include "repeatstats.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace claimscope {

// One judged artefact shown in the breakdown: a claim, truth, statement, span, sample ...
struct BreakdownItem {
    enum class Kind { Claim, Truth, Statement, Span, Sample, Message, Document, Sentence, Component };
    Kind kind = Kind::Claim;
    QString text;
    QString verdict;    // "yes" / "no" / "idk", empty for items that are not judged
    QString reason;     // the judge's reason for the verdict
    int turnIndex = -1; // the turn it belongs to (or -1)
    double value = 0;   // similarity etc. where meaningful (hasValue)
    bool hasValue = false;

    bool operator==(const BreakdownItem &) const = default;
};

QString breakdownKindName(BreakdownItem::Kind kind);

// One window (or unit, node, exchange) of a metric: its score, reason and items in order.
struct BreakdownWindow {
    QString title;          // "Window 2 (exchanges 1–2)"
    QList<int> turnIndices; // turns it covers
    std::optional<double> score;
    bool skipped = false;
    QString skipReason;
    QString reason;
    QList<BreakdownItem> items;

    bool operator==(const BreakdownWindow &) const = default;
};

// Judge traffic of one metric on one test case.
struct CallStats {
    int judgeCalls = 0;  // requests actually sent (retries not counted twice)
    int cachedCalls = 0; // answers served from the StepCache
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    double costUsd = 0;
    bool costKnown = true; // false as soon as one call had no known price
    int batchCalls = 0;    // of judgeCalls, those answered through a provider batch (batch price)

    void add(const CallStats &other);
    // Adds one call's cost as its log entry (CallRecord::costUsd) has it: none makes the sum unknown.
    void addCost(std::optional<double> cost);
    // The cost, known when there was a call and every call's cost was known. None means unknown
    // or nothing to price (the offline judge, a model without a price, no call), never $0.
    std::optional<double> knownCost() const;
    bool operator==(const CallStats &) const = default;
};

// A cost as every view writes it: "$0.0123" (with `decimals` digits), "—" when it is unknown.
QString costText(std::optional<double> usd, int decimals = 4);

// The score of one exchange judged alone: the metric run on that exchange only (one unit, the
// same templates and params), for a label on an exchange the result's own windows cannot score
// exactly (a turn_* window that also holds earlier exchanges). Value type.
struct ExchangeScore {
    int exchange = 0;  // 1-based, as labels number exchanges
    int exchanges = 0; // the conversation's exchanges: exchange == exchanges is the last answer
    std::optional<double> score;
    QString why; // no score: why (the run on it failed, or its window was skipped)

    bool operator==(const ExchangeScore &) const = default;
};

// The outcome of one metric on one test case. Value type; crosses threads by copy.
struct MetricResult {
    quint64 runId = 0;
    int testCaseIndex = -1;
    QString testCaseName; // may be empty (TestCase::displayName shows "#n")
    QString metricId;

    std::optional<double> score; // none when the metric errored
    double threshold = 0.5;
    bool success = false;
    bool strictMode = false;
    QString label; // TrustifAI labels
    QString reason;
    QString judgeLabel; // which judge produced it ("Offline (lexical)")

    enum class ErrorKind { None, Input, Judge };
    QString error;                         // empty when the metric succeeded
    ErrorKind errorKind = ErrorKind::None; // Input: fix the test case or params; Judge: the endpoint
    QString errorStep;                     // the failing judge step, if any
    QString errorRaw;                      // the judge's raw answer that failed, if any (a TextPreview)
    // The score stands but part of it failed (a trust-score component counted as 0): never a
    // pass, shown with ⚠ everywhere, CLI exit 3. Empty for a whole result.
    QString warning;
    // The metric cannot run with this judge or on this test case (no generator model for
    // samples, no retrieval context): no score, no error, never a failure. Says why.
    bool skipped = false;
    QString skipReason;

    QList<BreakdownWindow> windows; // in conversation order
    QJsonObject details;            // metric-specific extras (raw_score, std_dev ...)
    CallStats calls;
    // A repeated evaluation: how this (test case, metric) came out over every repetition; the
    // rest of the result is the last repetition's.
    std::optional<RepeatStats> repeat;
    // Labels on one exchange: that exchange's score judged alone, when the windows cannot give
    // it (its calls are counted in `calls`). The score above stays the whole conversation's.
    std::optional<ExchangeScore> exchangeAlone;

    bool hasError() const { return !error.isEmpty(); }
    bool isPartial() const { return !hasError() && !warning.isEmpty(); }
    bool isSkipped() const { return !hasError() && skipped; }
    bool operator==(const MetricResult &) const = default;
};

// success = no error and score >= threshold (1e-12 tolerance, METRICS.md §0.3).
bool passes(const std::optional<double> &score, double threshold);

// How one repetition of a repeated evaluation came out, as RepeatStats keeps it.
RepeatStats::Outcome repeatOutcome(const MetricResult &result);

} // namespace claimscope

Q_DECLARE_METATYPE(claimscope::MetricResult)
