#pragma once

#include "readdiagnostics.h"
#include "testcase.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace claimscope {

// Reads conversations recorded by other tools: an OpenAI chat record {"messages": [...]} and a
// promptfoo test {description, vars: {_conversation | input/query, output, context}}.
// Lives on the reading thread for one read.
class ChatImportParser
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::ChatImportParser)

public:
    explicit ChatImportParser(ReadDiagnostics &diagnostics);

    // Both return nullopt when the element is wrong (the errors went to the diagnostics).
    std::optional<TestCase> parseOpenAiChat(const nlohmann::json &object, const QString &path);
    std::optional<TestCase> parsePromptfoo(const nlohmann::json &object, const QString &path);

private:
    // The text of a message's content: a string or a list of {"type": "text", "text"} parts.
    std::optional<QString> messageText(const nlohmann::json &message, const QString &path);
    void readConversation(const nlohmann::json &pairs, const QString &path, TestCase &testCase);

    ReadDiagnostics &m_diagnostics;
};

} // namespace claimscope
