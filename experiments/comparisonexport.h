#pragma once

#include "agreement.h"
#include "claimagreement.h"
#include "labelledcomparison.h"
#include "runcomparison.h"
#include "runstore.h"
#include "stats/signedfigure.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>

namespace claimscope {

// Two compared runs as files: JSON (what `claimscope-cli compare --format json` prints; setup
// changes by id), CSV (one row per test case × metric) and a standalone HTML page (setup changes
// as a person reads them). Pure, any thread.
struct ComparisonExport {
    StoredRun a;
    StoredRun b;
    RunComparison comparison;
    QStringList regressions;             // RunComparison::regressions(tolerance), may be empty
    QMap<QString, Agreement> agreementA; // per labelled metric
    QMap<QString, Agreement> agreementB;
    // The judge's claim verdicts against the person's, per metric scored from claims.
    QMap<QString, ClaimAgreement> claimAgreementA;
    QMap<QString, ClaimAgreement> claimAgreementB;
    // The paired comparison of agreement with the person's labels, per labelled metric, on the
    // part of the labelled cases it was restricted to (none: all).
    QList<LabelledMetricComparison> labelled;
    std::optional<LabelSplit::Part> labelledPart;

    QJsonObject toJson() const;
    // "claims κ 0.200 → 0.500, agreement 0.600 → 0.800 (n 5 → 6)" for a metric both runs have claim
    // agreement for; empty otherwise.
    QString claimAgreementText(const QString &metric) const;
    // Lines on one metric's paired agreement comparison: each figure A → B with the interval of
    // its change, the cases that moved toward and away from the person with McNemar's p, the
    // verdict and why; empty when the metric has none.
    QString labelledComparisonText(const QString &metric) const;
    QByteArray toCsv() const;
    QByteArray toHtml() const;
    // A change as people read it: a symbol and words, not colour alone ("✗ pass → fail").
    static QString changeText(CaseDelta::Change change);
};

// Makes whole, from `store`, the results an export shows a breakdown of (every changed
// test case × metric, in both runs) when the runs were read as summaries.
bool readChangedBreakdowns(const RunStore &store, ComparisonExport &exported, QString *error);
// Makes whole the results of a run read as summaries that the person judged claims of: claim
// agreement reads the judge's verdicts.
bool readClaimJudgedResults(const RunStore &store, StoredRun &run, const ClaimLabels &labels, QString *error);
// Makes whole the results of a run read as summaries whose label rates one exchange: the score
// of that exchange is in the result's windows, which summaries leave out.
bool readExchangeLabelledResults(const RunStore &store, StoredRun &run, const HumanLabels &labels, QString *error);

// A score or mean with three decimals, "–" for none (a change: signedFigureText()).
QString figureText(const std::optional<double> &value);
// An aligned item's presence as the exports name it: "both", "only_in_a", "only_in_b".
QString presenceName(AlignedItem::Presence presence);

// A kept run as `runs list --format json` shows it.
QJsonObject storedRunInfoToJson(const StoredRunInfo &info);
// Both breakdowns of a changed result, window by window and item by item.
QJsonArray alignedToJson(const QList<AlignedWindow> &windows);

} // namespace claimscope
