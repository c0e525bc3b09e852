#include "testcasewriter.h"

#include "outputfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

#include <array>

namespace claimscope {

namespace {

// The keys the reader takes an object item's text from, first present wins (METRICS.md §0.1).
constexpr std::array<const char *, 11> ContextTextKeys = {"context", "page_content", "text",     "content",
                                                          "output",  "document",     "data",     "content_text",
                                                          "body",    "description",  "page_text"};

// Text from QString is valid UTF-8; replacing instead of throwing keeps dump() exception-free.
constexpr auto Replace = nlohmann::ordered_json::error_handler_t::replace;

std::string utf8(const QString &text)
{
    return text.toStdString();
}

nlohmann::ordered_json fromQJson(const QJsonObject &object)
{
    const QByteArray compact = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return nlohmann::ordered_json::parse(compact.constBegin(), compact.constEnd());
}

// A plain string, or the item's original fields with its text key holding the current text
// (an item built in the app without a text key gets "context").
nlohmann::ordered_json contextItem(const ContextItem &item)
{
    if (!item.isObject)
        return utf8(item.text);
    nlohmann::ordered_json fields = fromQJson(item.fields);
    for (const char *key : ContextTextKeys) {
        const auto it = fields.find(key);
        if (it != fields.end() && !it->is_null()) {
            *it = utf8(item.text);
            return fields;
        }
    }
    fields["context"] = utf8(item.text);
    return fields;
}

void putText(nlohmann::ordered_json &object, const char *key, const QString &text)
{
    if (!text.isEmpty())
        object[key] = utf8(text);
}

void putContext(nlohmann::ordered_json &object, const char *key, const QList<ContextItem> &items)
{
    if (items.isEmpty())
        return;
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const ContextItem &item : items)
        list.push_back(contextItem(item));
    object[key] = std::move(list);
}

void putSamples(nlohmann::ordered_json &object, const QStringList &samples)
{
    if (samples.isEmpty())
        return;
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const QString &sample : samples)
        list.push_back(utf8(sample));
    object["samples"] = std::move(list);
}

nlohmann::ordered_json turnJson(const Turn &turn)
{
    nlohmann::ordered_json object;
    object["role"] = utf8(roleName(turn.role));
    object["content"] = utf8(turn.content);
    putContext(object, "retrieval_context", turn.retrievalContext);
    putSamples(object, turn.samples);
    return object;
}

} // namespace

namespace TestCaseWriter {

nlohmann::ordered_json toJson(const TestCase &testCase)
{
    nlohmann::ordered_json object = nlohmann::ordered_json::object();
    putText(object, "name", testCase.name);
    if (testCase.isConversational()) {
        putText(object, "scenario", testCase.scenario);
        putText(object, "expected_outcome", testCase.expectedOutcome);
        putText(object, "chatbot_role", testCase.chatbotRole);
        nlohmann::ordered_json turns = nlohmann::ordered_json::array();
        for (const Turn &turn : testCase.turns)
            turns.push_back(turnJson(turn));
        object["turns"] = std::move(turns);
    } else {
        object["input"] = utf8(testCase.input);
        putText(object, "actual_output", testCase.actualOutput);
        putText(object, "expected_output", testCase.expectedOutput);
        putContext(object, "retrieval_context", testCase.retrievalContext);
        putSamples(object, testCase.samples);
    }
    if (!testCase.metadata.isEmpty())
        object["metadata"] = fromQJson(testCase.metadata);
    return object;
}

nlohmann::ordered_json toJson(const QList<TestCase> &cases)
{
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const TestCase &testCase : cases)
        list.push_back(toJson(testCase));
    nlohmann::ordered_json root;
    root["test_cases"] = std::move(list);
    return root;
}

QByteArray toJsonBytes(const QList<TestCase> &cases, int indent)
{
    QByteArray bytes = QByteArray::fromStdString(toJson(cases).dump(indent, ' ', false, Replace));
    bytes.append('\n');
    return bytes;
}

QByteArray toJsonLines(const QList<TestCase> &cases)
{
    QByteArray bytes;
    for (const TestCase &testCase : cases) {
        bytes.append(QByteArray::fromStdString(toJson(testCase).dump(-1, ' ', false, Replace)));
        bytes.append('\n');
    }
    return bytes;
}

bool writeFile(const QString &path, const QList<TestCase> &cases, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool lines = suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson");
    return OutputFile::writeAll(path, lines ? toJsonLines(cases) : toJsonBytes(cases), error);
}

} // namespace TestCaseWriter

} // namespace claimscope
