#pragma once

#include "testcase.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QList>
#include <QString>

namespace claimscope {

// Writes test cases in DeepEval's JSON shape (METRICS.md §0.1), which TestCaseReader reads back
// unchanged: used by project files and dataset exports. Pure functions, any thread.
namespace TestCaseWriter {

// One test case: conversational ({"turns": …}) or single turn ({"input", "actual_output", …}).
// Empty optional fields are left out; object retrieval-context items keep all their fields.
nlohmann::ordered_json toJson(const TestCase &testCase);
// {"test_cases": [ … ]}
nlohmann::ordered_json toJson(const QList<TestCase> &cases);

// {"test_cases": [ … ]} as UTF-8 text, indented by `indent` spaces (-1: one line).
QByteArray toJsonBytes(const QList<TestCase> &cases, int indent = 2);
// One compact test case per line (JSON Lines).
QByteArray toJsonLines(const QList<TestCase> &cases);

// Saves as OutputFile does (a regular file atomically): JSON Lines for *.jsonl / *.ndjson, indented JSON otherwise.
// On failure returns false and sets `error` to a message naming the file and the reason.
bool writeFile(const QString &path, const QList<TestCase> &cases, QString *error);

} // namespace TestCaseWriter

} // namespace claimscope
