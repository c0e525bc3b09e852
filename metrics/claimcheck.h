#pragma once

#include "model/metricresult.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>

namespace claimscope {

class MetricRun;

// What one claim check (a faithfulness "window") reads.
struct ClaimCheckInput {
    QString metricId;      // step prefix: "faithfulness" or "turn_faithfulness"
    QStringList context;   // retrieval texts; empty: no truths step
    QJsonObject claimVars; // the claims step's placeholders
    QString scope;         // "window 2" for logs
};

struct ClaimVerdict {
    QString claim;
    QString verdict; // yes | no | idk
    QString reason;
};

struct ClaimCheckOutcome {
    QStringList truths;
    QList<ClaimVerdict> verdicts;
    double score = 1; // before strict mode
    int noCount = 0;
    int idkCount = 0;
};

// Truths ∥ claims → verdicts against the truths → the METRICS.md §1 score. Shared by
// Faithfulness and Turn Faithfulness; runs inside a MetricRun on the engine thread.
void checkClaims(MetricRun &run, const ClaimCheckInput &input, std::function<void(const ClaimCheckOutcome &)> done);

// The reasons of "no" verdicts, plus "(Ambiguous) " + reason of "idk" ones when asked.
QStringList contradictions(const ClaimCheckOutcome &outcome, bool withAmbiguous);

// The truths, then the claims with their verdicts, as breakdown items.
QList<BreakdownItem> claimItems(const ClaimCheckOutcome &outcome);

// The `limit_note` placeholder for truths_extraction_limit (null: no limit). Prompt text, so
// never translated.
QString truthsLimitNote(const QJsonValue &limit);

} // namespace claimscope
