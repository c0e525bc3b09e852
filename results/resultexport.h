#pragma once

#include "model/metricresult.h"

#include <QByteArray>
#include <QList>

namespace claimscope {

// Results to files: the JSON of `claimscope-cli --format json` and a CSV with one row per
// test case × metric. Texts pass through maskSecrets(). Pure, any thread.
namespace ResultExport {

// {"results": [resultToJson ...], "summary": summaryToJson}, indented, UTF-8.
QByteArray toJson(const QList<MetricResult> &results);

// RFC 4180 (CRLF, quoted where needed), UTF-8, a header row first. Text cells that a
// spreadsheet would run as a formula (= + - @ first) get a leading apostrophe.
QByteArray toCsv(const QList<MetricResult> &results);

// The result with every free text (reasons, errors, raw answers, items) masked.
MetricResult masked(const MetricResult &result);

} // namespace ResultExport

} // namespace claimscope
