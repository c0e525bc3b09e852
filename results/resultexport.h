#pragma once

#include "model/metricresult.h"

#include <QByteArray>
#include <QList>

#include <functional>

class QIODevice;

namespace claimscope {

class HumanLabels;

// Results to files: the JSON of `claimscope-cli --format json` and a CSV with one row per
// test case × metric. Texts pass through maskSecrets(). Pure, any thread.
namespace ResultExport {

// {"results": [resultToJson ...], "summary": summaryToJson}, indented, UTF-8. With `labels`,
// a labelled result also holds "human_label": {"pass": …, "rating": …}.
QByteArray toJson(const QList<MetricResult> &results);
// The same document written one result at a time: resultAt(i) for each i < count, so a large
// run is never whole in memory. False when `out` refused a write.
bool writeJson(QIODevice *out, qsizetype count, const std::function<MetricResult(qsizetype)> &resultAt,
               const HumanLabels *labels = nullptr);

// RFC 4180 (CRLF, quoted where needed), UTF-8, a header row first. Text cells that a
// spreadsheet would run as a formula (= + - @ first) get a leading apostrophe. With labels
// that are not empty, two more columns: human_label (pass, fail or empty) and human_rating.
QByteArray toCsv(const QList<MetricResult> &results, const HumanLabels *labels = nullptr);

// The result with every free text (reasons, errors, raw answers, items) masked.
MetricResult masked(const MetricResult &result);

} // namespace ResultExport

} // namespace claimscope
