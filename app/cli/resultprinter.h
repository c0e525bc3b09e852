#pragma once

#include "evaluateoptions.h"
#include "model/callrecord.h"
#include "model/metricresult.h"

#include <QList>
#include <QString>

namespace claimscope::cli {

// Formats results (text, JSON, JSONL) and dry-run plans for stdout or --output. Pure.
QString formatResults(const QList<MetricResult> &results, const QStringList &skipped, OutputFormat format,
                      bool details);
QString formatPlan(const QList<CallRecord> &calls, const QList<MetricResult> &results, OutputFormat format,
                   bool showPrompts);

} // namespace claimscope::cli
