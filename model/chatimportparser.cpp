#include "chatimportparser.h"

#include "fieldreader.h"

namespace claimscope {

ChatImportParser::ChatImportParser(ReadDiagnostics &diagnostics)
    : m_diagnostics(diagnostics)
{
}

std::optional<TestCase> ChatImportParser::parseOpenAiChat(const nlohmann::json &object, const QString &path)
{
    FieldReader fields(object, path, m_diagnostics);
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    testCase.name = fields.optionalText("name");
    testCase.metadata = fields.metadata("metadata");
    const QString messagesPath = fields.pathOf("messages");
    const nlohmann::json &messages = object.at("messages");
    if (!messages.is_array()) {
        m_diagnostics.atPath(messagesPath,
                             tr("expected a list of chat messages [{\"role\", "
                                "\"content\"}, …], got %1")
                                 .arg(FieldReader::describe(messages)));
        return std::nullopt;
    }
    QStringList systemPrompts;
    for (std::size_t i = 0; i < messages.size() && !m_diagnostics.full(); ++i) {
        const nlohmann::json &message = messages[i];
        const QString messagePath = FieldReader::indexPath(messagesPath, qsizetype(i));
        if (!message.is_object()) {
            m_diagnostics.atPath(messagePath,
                                 tr("expected a message object {\"role\", \"content\"}, "
                                    "got %1")
                                     .arg(FieldReader::describe(message)));
            continue;
        }
        const QString rolePath = FieldReader::childPath(messagePath, "role");
        const auto role = message.find("role");
        if (role == message.end() || role->is_null()) {
            m_diagnostics.atPath(rolePath,
                                 tr("missing: every message needs a \"role\": \"system\", "
                                    "\"user\" or \"assistant\""));
            continue;
        }
        if (!role->is_string()) {
            m_diagnostics.atPath(
                rolePath,
                tr("expected \"system\", \"user\" or \"assistant\", got %1").arg(FieldReader::describe(*role)));
            continue;
        }
        const QString roleName = FieldReader::text(*role);
        if (roleName == QLatin1String("tool") || roleName == QLatin1String("function")) {
            m_diagnostics.atPath(rolePath,
                                 tr("a \"%1\" message cannot be judged; remove tool and "
                                    "function messages (and the assistant tool calls) or "
                                    "move their results into retrieval_context")
                                     .arg(roleName));
            continue;
        }
        const bool system = roleName == QLatin1String("system") || roleName == QLatin1String("developer");
        if (!system && roleName != QLatin1String("user") && roleName != QLatin1String("assistant")) {
            m_diagnostics.atPath(rolePath,
                                 tr("expected \"system\", \"user\" or \"assistant\", got %1; "
                                    "change the role or remove the message")
                                     .arg(FieldReader::describe(*role)));
            continue;
        }
        const std::optional<QString> text = messageText(message, messagePath);
        if (!text)
            continue;
        if (system) {
            if (!text->trimmed().isEmpty())
                systemPrompts.append(*text);
            continue;
        }
        if (text->trimmed().isEmpty()) {
            m_diagnostics.atPath(FieldReader::childPath(messagePath, "content"),
                                 tr("is blank: no judge can rate an empty message; write the text "
                                    "or remove the message"));
            continue;
        }
        Turn turn;
        turn.role = roleName == QLatin1String("user") ? Role::User : Role::Assistant;
        turn.content = *text;
        testCase.turns.append(turn);
    }
    testCase.chatbotRole = systemPrompts.join(QStringLiteral("\n\n"));
    if (fields.failed())
        return std::nullopt;
    if (testCase.turns.isEmpty()) {
        m_diagnostics.atPath(messagesPath,
                             tr("holds no user or assistant message; a conversation "
                                "needs at least one turn"));
        return std::nullopt;
    }
    return testCase;
}

std::optional<QString> ChatImportParser::messageText(const nlohmann::json &message, const QString &path)
{
    const QString contentPath = FieldReader::childPath(path, "content");
    const auto content = message.find("content");
    if (content == message.end() || content->is_null()) {
        const QString why = message.contains("tool_calls")
            ? tr("this message only calls tools, which no judge can rate; remove it")
            : tr("every message needs its text (\"content\")");
        m_diagnostics.atPath(contentPath, tr("missing: %1").arg(why));
        return std::nullopt;
    }
    if (content->is_string())
        return FieldReader::text(*content);
    if (!content->is_array()) {
        m_diagnostics.atPath(
            contentPath, tr("expected a string or a list of text parts, got %1").arg(FieldReader::describe(*content)));
        return std::nullopt;
    }
    QStringList parts;
    for (std::size_t i = 0; i < content->size(); ++i) {
        const nlohmann::json &part = (*content)[i];
        const QString partPath = FieldReader::indexPath(contentPath, qsizetype(i));
        const auto type = part.is_object() ? part.find("type") : part.end();
        const auto text = part.is_object() ? part.find("text") : part.end();
        const bool textPart = type != part.end() && *type == "text" && text != part.end() && text->is_string();
        if (!textPart) {
            const QString found = type != part.end() && type->is_string()
                ? tr("a \"%1\" part").arg(FieldReader::text(*type))
                : FieldReader::describe(part);
            m_diagnostics.atPath(partPath,
                                 tr("expected a text part {\"type\": \"text\", \"text\"}, "
                                    "got %1; only text can be judged")
                                     .arg(found));
            return std::nullopt;
        }
        parts.append(FieldReader::text(*text));
    }
    return parts.join(QLatin1Char('\n'));
}

std::optional<TestCase> ChatImportParser::parsePromptfoo(const nlohmann::json &object, const QString &path)
{
    FieldReader fields(object, path, m_diagnostics);
    TestCase testCase;
    testCase.name = fields.optionalText("description");
    testCase.metadata = fields.metadata("metadata");
    const QString varsPath = fields.pathOf("vars");
    const nlohmann::json &vars = object.at("vars");
    if (!vars.is_object()) {
        const QString fix = vars.is_string() ? tr("variables loaded from another file are not "
                                                  "followed; write them inline")
                                             : tr("write the variables as key: value pairs");
        m_diagnostics.atPath(varsPath,
                             tr("expected an object of variables, got %1; %2").arg(FieldReader::describe(vars), fix));
        return std::nullopt;
    }
    FieldReader variables(vars, varsPath, m_diagnostics);
    const nlohmann::json *conversation = variables.find("_conversation");
    if (conversation && !(conversation->is_array() && conversation->empty())) {
        testCase.kind = TestCase::Kind::Conversational;
        readConversation(*conversation, variables.pathOf("_conversation"), testCase);
    } else {
        // promptfoo's own rule: an empty _conversation means a single-turn test.
        testCase.kind = TestCase::Kind::SingleTurn;
        const bool hasInput = variables.has("input") || !variables.has("query");
        testCase.input =
            variables.requiredText(hasInput ? "input" : "query",
                                   tr("a promptfoo test needs vars._conversation, or vars.input (or vars.query) with "
                                      "vars.output: Claimscope judges recorded answers and does not run prompts"));
        testCase.actualOutput =
            variables.requiredText("output",
                                   tr("a promptfoo test without vars._conversation needs the recorded answer "
                                      "(vars.output)"));
        testCase.retrievalContext = variables.contextItems("context", true);
    }
    if (fields.failed())
        return std::nullopt;
    return testCase;
}

void ChatImportParser::readConversation(const nlohmann::json &pairs, const QString &path, TestCase &testCase)
{
    if (!pairs.is_array()) {
        m_diagnostics.atPath(path,
                             tr("expected a list of {input, output} pairs, got %1").arg(FieldReader::describe(pairs)));
        return;
    }
    for (std::size_t i = 0; i < pairs.size() && !m_diagnostics.full(); ++i) {
        const QString pairPath = FieldReader::indexPath(path, qsizetype(i));
        if (!pairs[i].is_object()) {
            m_diagnostics.atPath(pairPath,
                                 tr("expected an {input, output} pair, got %1").arg(FieldReader::describe(pairs[i])));
            continue;
        }
        FieldReader pair(pairs[i], pairPath, m_diagnostics);
        Turn user;
        user.role = Role::User;
        user.content = pair.requiredText("input", tr("every pair needs what the user said (\"input\")"));
        Turn assistant;
        assistant.role = Role::Assistant;
        assistant.content = pair.requiredText("output", tr("every pair needs the answer given (\"output\")"));
        testCase.turns.append({user, assistant});
    }
}

} // namespace claimscope
