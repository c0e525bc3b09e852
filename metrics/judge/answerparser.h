#pragma once

#include "model/phrase.h"
#include "model/testcasereader.h"
#include "steps.h"

#include <QJsonObject>
#include <QString>

namespace claimscope {

// A judge answer read and checked against its step's shape.
struct ParsedAnswer {
    bool ok = false;
    QJsonObject value; // normalised: verdicts trimmed, lower-cased, one trailing '.' dropped
    Phrase problem;    // what was wrong: in English for the repair request, translated for people
};

// Reads judge answers (INTERFACES.md §2.3–2.4). Pure functions, any thread.
namespace AnswerParser {

// The longest plain-text answer (a generated sample) that is used: as long as a test case's text
// may be. A longer one is unusable, like a malformed answer.
constexpr qsizetype MaxPlainTextChars = TestCaseReader::MaxTextBytes;

// The first top-level JSON object in `content` that parses, tolerating code fences,
// <think>…</think> blocks, prose around it and trailing commas.
std::optional<QJsonObject> extractObject(const QString &content);

// Extracts and validates an answer of `kind`. `expectedCount` (≥ 0) is the number of items a
// verdict list must have.
ParsedAnswer parse(AnswerKind kind, const QString &content, int expectedCount = -1);

// "yes", "Yes.", " NO " → "yes", "yes", "no" (METRICS.md §0.3).
QString normaliseVerdict(const QString &verdict);

} // namespace AnswerParser

} // namespace claimscope
