#pragma once

#include "evaluateoptions.h"
#include "experiments/agreement.h"
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
                      const QMap<QString, Agreement> &agreement);
// "faithfulness: n 40, accuracy 0.825, κ 0.612, ROC-AUC 0.871 …", one metric per line.
QString agreementText(const QMap<QString, Agreement> &agreement);
QString formatPlan(const QList<CallRecord> &calls, const QList<MetricResult> &results, OutputFormat format,
                   bool showPrompts);

} // namespace claimscope::cli
