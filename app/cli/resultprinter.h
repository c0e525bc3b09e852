#pragma once

#include "agreementreport.h"
#include "evaluateoptions.h"
#include "model/callrecord.h"
#include "model/metricresult.h"
#include "model/resultjson.h"

#include <QList>
#include <QString>

namespace claimscope::cli {

// Formats results (text, JSON, JSONL) piece by piece, so they can be written as they come, and
// dry-run plans, for stdout or --output. Pure.
QString resultsHeader(OutputFormat format, const QString &judgeLabel);
QString formatResult(const MetricResult &result, OutputFormat format, bool details, bool first);
// The summary; `agreement` (judge against human labels, per metric) when not empty.
QString resultsFooter(const ResultTally &tally, const QStringList &skipped, OutputFormat format, bool anyResult,
                      const AgreementReport &agreement);
QString formatPlan(const QList<CallRecord> &calls, const QList<MetricResult> &results, OutputFormat format,
                   bool showPrompts);

} // namespace claimscope::cli
