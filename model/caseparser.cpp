#include "caseparser.h"

#include "chatimportparser.h"
#include "fieldreader.h"

namespace claimscope {

CaseParser::CaseParser(ReadDiagnostics &diagnostics)
    : m_diagnostics(diagnostics)
{
}

CaseParser::Shape CaseParser::detectShape(const nlohmann::json &element)
{
    if (!element.is_object() || element.contains("turns"))
        return Shape::DeepEval;
    if (element.contains("messages"))
        return Shape::OpenAiChat;
    if (element.contains("vars"))
        return Shape::Promptfoo;
    const bool trustifaiKeys = element.contains("query") || element.contains("answer") || element.contains("documents");
    if (trustifaiKeys && !element.contains("input") && !element.contains("actual_output"))
        return Shape::TrustifAi;
    return Shape::DeepEval;
}

QString CaseParser::shapeName(Shape shape)
{
    switch (shape) {
    case Shape::DeepEval: return QStringLiteral("deepeval");
    case Shape::TrustifAi: return QStringLiteral("trustifai");
    case Shape::OpenAiChat: return QStringLiteral("openai-chat");
    case Shape::Promptfoo: return QStringLiteral("promptfoo");
    }
    return {};
}

std::optional<TestCase> CaseParser::parse(const nlohmann::json &element, const QString &path)
{
    if (!element.is_object()) {
        m_diagnostics.atPath(path, tr("expected a test case object {…}, got %1").arg(FieldReader::describe(element)));
        return std::nullopt;
    }
    switch (detectShape(element)) {
    case Shape::OpenAiChat: return ChatImportParser(m_diagnostics).parseOpenAiChat(element, path);
    case Shape::Promptfoo: return ChatImportParser(m_diagnostics).parsePromptfoo(element, path);
    case Shape::TrustifAi: return parseTrustifai(element, path);
    case Shape::DeepEval: break;
    }
    return element.contains("turns") ? parseConversational(element, path) : parseSingleTurn(element, path);
}

std::optional<TestCase> CaseParser::parseSingleTurn(const nlohmann::json &object, const QString &path)
{
    FieldReader fields(object, path, m_diagnostics);
    TestCase testCase;
    testCase.kind = TestCase::Kind::SingleTurn;
    testCase.name = fields.optionalText("name");
    testCase.input = fields.requiredText("input",
                                         tr("a single-turn test case needs the question (\"input\"); "
                                            "a conversation needs \"turns\" instead"));
    // Contextual Relevancy judges the retrieval alone, so the answer may be absent; the
    // metrics that judge an answer say so when it is.
    if (object.contains("actual_output"))
        testCase.actualOutput = fields.requiredText("actual_output", tr("the answer to judge"));
    testCase.expectedOutput = fields.optionalText("expected_output");
    testCase.retrievalContext = fields.contextItems("retrieval_context");
    testCase.samples = fields.samples("samples");
    testCase.metadata = fields.metadata("metadata");
    if (fields.failed())
        return std::nullopt;
    return testCase;
}

std::optional<TestCase> CaseParser::parseConversational(const nlohmann::json &object, const QString &path)
{
    FieldReader fields(object, path, m_diagnostics);
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    testCase.name = fields.optionalText("name");
    testCase.scenario = fields.optionalText("scenario");
    testCase.expectedOutcome = fields.optionalText("expected_outcome");
    testCase.chatbotRole = fields.optionalText("chatbot_role");
    testCase.metadata = fields.metadata("metadata");
    fields.rejectKey("input",
                     tr("a conversation (it has \"turns\") takes no \"input\"; "
                        "put the question in a user turn"));
    fields.rejectKey("actual_output",
                     tr("a conversation (it has \"turns\") takes no "
                        "\"actual_output\"; put the answer in an assistant turn"));
    fields.rejectKey("retrieval_context",
                     tr("a conversation keeps \"retrieval_context\" on its "
                        "assistant turns; move it to the turn it supports"));

    const QString turnsPath = fields.pathOf("turns");
    const nlohmann::json &turns = object.at("turns");
    if (!turns.is_array()) {
        m_diagnostics.atPath(turnsPath,
                             tr("expected a list of turns [{\"role\", \"content\"}, …], "
                                "got %1")
                                 .arg(FieldReader::describe(turns)));
        return std::nullopt;
    }
    if (turns.empty()) {
        m_diagnostics.atPath(turnsPath,
                             tr("is empty: a conversation needs at least one turn; "
                                "add turns or remove the test case"));
        return std::nullopt;
    }
    for (std::size_t i = 0; i < turns.size() && !m_diagnostics.full(); ++i) {
        if (auto turn = parseTurn(turns[i], FieldReader::indexPath(turnsPath, qsizetype(i))))
            testCase.turns.append(*turn);
    }
    if (fields.failed())
        return std::nullopt;
    return testCase;
}

std::optional<Turn> CaseParser::parseTurn(const nlohmann::json &turn, const QString &path)
{
    if (!turn.is_object()) {
        m_diagnostics.atPath(
            path, tr("expected a turn object {\"role\", \"content\"}, got %1").arg(FieldReader::describe(turn)));
        return std::nullopt;
    }
    FieldReader fields(turn, path, m_diagnostics);
    Turn result;
    const nlohmann::json *role = fields.find("role");
    if (!role) {
        m_diagnostics.atPath(fields.pathOf("role"),
                             tr("missing: every turn needs \"role\": \"user\" or \"assistant\""));
    } else if (!role->is_string()) {
        m_diagnostics.atPath(fields.pathOf("role"),
                             tr("expected \"user\" or \"assistant\", got %1").arg(FieldReader::describe(*role)));
    } else {
        const QString name = FieldReader::text(*role);
        if (name == QLatin1String("user")) {
            result.role = Role::User;
        } else if (name == QLatin1String("assistant")) {
            result.role = Role::Assistant;
        } else {
            QString fix = tr("change the role or remove the turn");
            if (name.toLower() == QLatin1String("user") || name.toLower() == QLatin1String("assistant"))
                fix = tr("roles are written in lower case");
            else if (name == QLatin1String("system"))
                fix = tr("put a system prompt in the test case's \"chatbot_role\"");
            m_diagnostics.atPath(fields.pathOf("role"),
                                 tr("expected \"user\" or \"assistant\", got "
                                    "%1; %2")
                                     .arg(FieldReader::describe(*role), fix));
        }
    }
    result.content = fields.requiredText("content", tr("every turn needs the text that was said (\"content\")"));
    result.retrievalContext = fields.contextItems("retrieval_context");
    result.samples = fields.samples("samples");
    if (fields.failed())
        return std::nullopt;
    return result;
}

std::optional<TestCase> CaseParser::parseTrustifai(const nlohmann::json &object, const QString &path)
{
    FieldReader fields(object, path, m_diagnostics);
    TestCase testCase;
    testCase.kind = TestCase::Kind::SingleTurn;
    testCase.name = fields.optionalText("name");
    testCase.input = fields.requiredText("query", tr("a TrustifAI record needs the question (\"query\")"));
    testCase.actualOutput =
        fields.requiredText("answer", tr("a TrustifAI record needs the answer to judge (\"answer\")"));
    const nlohmann::json *documents = fields.find("documents");
    if (!documents) {
        m_diagnostics.atPath(fields.pathOf("documents"),
                             tr("missing: a TrustifAI record needs its retrieved documents "
                                "(\"documents\": [ … ])"));
    } else if (documents->is_array() && documents->empty()) {
        m_diagnostics.atPath(fields.pathOf("documents"),
                             tr("is empty: TrustifAI metrics judge the answer against at least one "
                                "document; add the retrieved documents"));
    }
    testCase.retrievalContext = fields.contextItems("documents");
    testCase.samples = fields.samples("samples");
    testCase.metadata = fields.metadata("metadata");
    if (fields.failed())
        return std::nullopt;
    return testCase;
}

} // namespace claimscope
