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

// A text longer than TestCaseReader::MaxTextBytes, and the test case that holds it.
struct RefusedText {
    int caseIndex = 0; // in LoadedCases::cases
    ReadError error;   // "cases.json: [2].actual_output: is 40.0 MiB long, more than the 4 MiB …"
};

struct LoadedCases {
    QList<TestCase> cases;
    QList<ReadError> errors; // non-empty: the file was rejected as a whole
    // Texts too long to judge. The case holding one is in `cases` with a short note in the
    // text's place: it can be named and reported on, never judged (RunRequest::refusedCases).
    QList<RefusedText> refused;
    QString format; // "<shape>-<container>": deepeval | trustifai | openai-chat |
                    // promptfoo | mixed, and json | jsonl | yaml ("promptfoo-yaml")
    // Every case read whole: no error and no refused text.
    bool ok() const { return errors.isEmpty() && refused.isEmpty(); }
    QString errorText() const; // all errors and refused texts, one per line
};

// Reads test cases from every supported format (INTERFACES.md §4). Pure functions, any thread.
namespace TestCaseReader {
constexpr qint64 MaxFileBytes = 256ll * 1024 * 1024;
// The longest text (an answer, a turn, a document, any string of a test case) in UTF-8 bytes:
// about a million tokens, more than a judge model reads at once, and far beyond any real
// conversation. A longer one is refused (LoadedCases::refused), so one huge answer cannot take
// the memory of a run.
constexpr qint64 MaxTextBytes = 4ll * 1024 * 1024;

LoadedCases readFile(const QString &path);
// `sourceName` names the origin in messages; `extensionHint` picks the format (".jsonl", ".yaml" ...).
LoadedCases readBytes(const QByteArray &data, const QString &sourceName, const QString &extensionHint = {});
} // namespace TestCaseReader

} // namespace claimscope
