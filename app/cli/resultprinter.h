#pragma once

#include "experiments/agreement.h"
#include "evaluateoptions.h"
#include "model/callrecord.h"
#include "model/metricresult.h"

#include <QList>
#include <QString>

namespace claimscope::cli {

// Formats results (text, JSON, JSONL) and dry-run plans for stdout or --output. Pure.
// `agreement` (judge against human labels, per metric) is printed when not empty.
QString formatResults(const QList<MetricResult> &results, const QStringList &skipped, OutputFormat format,
                      bool details, const QMap<QString, Agreement> &agreement = {});
// "faithfulness: n 40, accuracy 0.825, κ 0.612, ROC-AUC 0.871 …", one metric per line.
QString agreementText(const QMap<QString, Agreement> &agreement);
QString formatPlan(const QList<CallRecord> &calls, const QList<MetricResult> &results, OutputFormat format,
                   bool showPrompts);

} // namespace claimscope::cli
