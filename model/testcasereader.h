#pragma once

#include "testcase.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// Every place a file was wrong: "cases.json: test_cases[2].turns[3].role: expected \"user\" or
// \"assistant\", got \"bot\"; …" — file, position or JSON path, what was expected, and the fix.
struct ReadError {
    QString file;
    QString where; // "line 3, column 14", "test_cases[2].turns[3].role", "line 3, turns[0].role"
                   // (JSONL record), or empty for the file as a whole
    QString message;
    QString toString() const; // "file: where: message" ("file: message" without a place)
};

struct LoadedCases {
    QList<TestCase> cases;
    QList<ReadError> errors; // non-empty: the file was rejected as a whole
    QString format;          // "<shape>-<container>": deepeval | trustifai | openai-chat |
                             // promptfoo | mixed, and json | jsonl | yaml ("promptfoo-yaml")
    bool ok() const { return errors.isEmpty(); }
    QString errorText() const; // all errors, one per line
};

// Reads test cases from every supported format (INTERFACES.md §4). Pure functions, any thread.
namespace TestCaseReader {
constexpr qint64 MaxFileBytes = 256ll * 1024 * 1024;

LoadedCases readFile(const QString &path);
// `sourceName` names the origin in messages; `extensionHint` picks the format (".jsonl", ".yaml" ...).
LoadedCases readBytes(const QByteArray &data, const QString &sourceName, const QString &extensionHint = {});
} // namespace TestCaseReader

} // namespace claimscope
