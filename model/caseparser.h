#pragma once

#include "readdiagnostics.h"
#include "testcase.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace claimscope {

// Turns one JSON element of a test-case file into a TestCase, whatever its shape: DeepEval
// (single turn or conversational), TrustifAI {query, answer, documents}, OpenAI chat
// {messages} or a promptfoo test {vars}. Lives on the reading thread for one read.
class CaseParser
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::CaseParser)

public:
    enum class Shape { DeepEval, TrustifAi, OpenAiChat, Promptfoo };

    explicit CaseParser(ReadDiagnostics &diagnostics);

    // The shape of an element, decided by its keys (an element that is no object: DeepEval).
    static Shape detectShape(const nlohmann::json &element);
    static QString shapeName(Shape shape); // "deepeval", "trustifai", "openai-chat", "promptfoo"

    // The test case, or nullopt when the element is wrong (the errors went to the diagnostics).
    std::optional<TestCase> parse(const nlohmann::json &element, const QString &path);

private:
    std::optional<TestCase> parseSingleTurn(const nlohmann::json &object, const QString &path);
    std::optional<TestCase> parseConversational(const nlohmann::json &object, const QString &path);
    std::optional<Turn> parseTurn(const nlohmann::json &turn, const QString &path);
    std::optional<TestCase> parseTrustifai(const nlohmann::json &object, const QString &path);

    ReadDiagnostics &m_diagnostics;
};

} // namespace claimscope
