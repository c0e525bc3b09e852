#include "model/readdiagnostics.h"
#include "model/testcasereader.h"
#include "model/testcasewriter.h"
#include "model/translations.h"
#include "support/qtwarnings.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace claimscope;

Q_DECLARE_METATYPE(QList<claimscope::TestCase>)

namespace claimscope {
// Shown by QCOMPARE when two test cases differ.
char *toString(const TestCase &testCase)
{
    return qstrdup(TestCaseWriter::toJson(testCase).dump().c_str());
}
} // namespace claimscope

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/tests/core/data/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

ContextItem objectItem(const QString &text, const char *json)
{
    return {text, object(json), true};
}

Turn turn(Role role, const QString &content, const QList<ContextItem> &context = {}, const QStringList &samples = {})
{
    return {role, content, context, samples};
}

TestCase single(const QString &input, const QString &output, const QList<ContextItem> &context = {})
{
    TestCase testCase;
    testCase.input = input;
    testCase.actualOutput = output;
    testCase.retrievalContext = context;
    return testCase;
}

TestCase conversation(const QList<Turn> &turns, const QString &name = {})
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    testCase.turns = turns;
    testCase.name = name;
    return testCase;
}

QList<Turn> pairs(const QStringList &texts)
{
    QList<Turn> turns;
    for (int i = 0; i < texts.size(); ++i)
        turns.append(turn(i % 2 == 0 ? Role::User : Role::Assistant, texts.at(i)));
    return turns;
}

} // namespace

// Every supported format, and every error a user can make in them.
class TestReaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void readsEveryFormat_data();
    void readsEveryFormat();
    void reportsErrors_data();
    void reportsErrors();
    void collectsEveryError();
    void capsTheNumberOfErrors();
    void reportsFileProblems();
    void rejectsOversizedFilesBeforeReading();
    void readsFilesByPath();
    void formatsErrorsForPeople();
};

void TestReaders::init()
{
    failOnQtWarnings();
}

void TestReaders::initTestCase()
{
    // As the applications do: English plural forms ("1 error", "2 YAML documents").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestReaders::readsEveryFormat_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("extension");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QList<TestCase>>("expected");

    TestCase full =
        single(QStringLiteral("Can I return shoes after 40 days?"), QStringLiteral("Not as a regular return."),
               {ContextItem::fromText(QStringLiteral("Returns within 30 days.")),
                objectItem(QStringLiteral("12-month guarantee."),
                           R"({"page_content": "12-month guarantee.", "metadata": {"source_id": "kb-7"}})")});
    full.name = QStringLiteral("Late refund");
    full.expectedOutput = QStringLiteral("No, but the guarantee applies.");
    full.samples = QStringList{QStringLiteral("No."), QStringLiteral("Only under the guarantee.")};
    full.metadata = object(R"({"ticket": 42})");
    QTest::newRow("deepeval single turn, every field") << QByteArray(R"j({"name": "Late refund",
        "input": "Can I return shoes after 40 days?", "actual_output": "Not as a regular return.",
        "expected_output": "No, but the guarantee applies.",
        "retrieval_context": ["Returns within 30 days.", {"page_content": "12-month guarantee.", "metadata": {"source_id": "kb-7"}}],
        "samples": ["No.", "Only under the guarantee."], "metadata": {"ticket": 42}})j")
                                                       << "json"
                                                       << "deepeval-json" << QList<TestCase>{full};

    TestCase chat =
        conversation({turn(Role::User, QStringLiteral("When do you open?")),
                      turn(Role::Assistant, QStringLiteral("At nine."),
                           {ContextItem::fromText(QStringLiteral("We open at 09:00."))}, {QStringLiteral("9 am.")})},
                     QStringLiteral("Opening hours"));
    chat.scenario = QStringLiteral("A visitor plans a trip.");
    chat.expectedOutcome = QStringLiteral("Correct hours.");
    chat.chatbotRole = QStringLiteral("Museum guide.");
    const QByteArray chatJson = R"j({"name": "Opening hours", "scenario": "A visitor plans a trip.",
        "expected_outcome": "Correct hours.", "chatbot_role": "Museum guide.", "turns": [
        {"role": "user", "content": "When do you open?"},
        {"role": "assistant", "content": "At nine.", "retrieval_context": ["We open at 09:00."], "samples": ["9 am."]}]})j";
    QTest::newRow("deepeval list, conversational and single turn")
        << (QByteArray("[") + chatJson + R"(, {"input": "q", "actual_output": "a"}])") << "json"
        << QStringLiteral("deepeval-json") << QList<TestCase>{chat, single(QStringLiteral("q"), QStringLiteral("a"))};
    QTest::newRow("test_cases wrapper, null optional fields")
        << QByteArray(R"({"test_cases": [{"input": "q", "actual_output": "a", "expected_output": null,
            "retrieval_context": null, "metadata": null, "samples": [], "name": null}]})")
        << "json" << QStringLiteral("deepeval-json")
        << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a"))};
    QTest::newRow("json lines, blank lines and CRLF")
        << (QByteArray("{\"input\": \"q\", \"actual_output\": \"a\"}\r\n\r\n   \n")
            + QByteArray(chatJson).replace('\n', ' ') + "\n")
        << ".jsonl" << QStringLiteral("deepeval-jsonl")
        << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a")), chat};
    QTest::newRow("retrieval only, no answer")
        << QByteArray(R"({"input": "q", "retrieval_context": ["c"]})") << "json" << QStringLiteral("deepeval-json")
        << QList<TestCase>{
               single(QStringLiteral("q"), QStringLiteral(""), {ContextItem::fromText(QStringLiteral("c"))})};
    QTest::newRow("ndjson") << QByteArray("{\"input\": \"q\", \"actual_output\": \"a\"}") << "NDJSON"
                            << QStringLiteral("deepeval-jsonl")
                            << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a"))};
    QTest::newRow("json lines saved as .json") << QByteArray(
        "{\"input\": \"q1\", \"actual_output\": \"a1\"}\n{\"input\": \"q2\", \"actual_output\": \"a2\"}\n")
                                               << "json" << QStringLiteral("deepeval-jsonl")
                                               << QList<TestCase>{single(QStringLiteral("q1"), QStringLiteral("a1")),
                                                                  single(QStringLiteral("q2"), QStringLiteral("a2"))};
    QTest::newRow("json without extension")
        << QByteArray("  [{\"input\": \"q\", \"actual_output\": \"a\"}]") << "" << QStringLiteral("deepeval-json")
        << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a"))};
    QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBF{\"input\": \"q\", \"actual_output\": \"a\"}") << "json"
                                     << QStringLiteral("deepeval-json")
                                     << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a"))};

    const char *firstKey = R"({"content": "b", "text": "a"})";
    const char *bodyKey = R"({"description": "y", "body": "x"})";
    const char *nullKey = R"({"context": null, "data": "d", "url": "https://kb.example/1"})";
    QTest::newRow("context item text: first present key")
        << (QByteArray(R"({"input": "q", "actual_output": "a", "retrieval_context": [)") + firstKey + ", " + bodyKey
            + ", " + nullKey + "]}")
        << "json"
        << "deepeval-json"
        << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a"),
                                  {objectItem(QStringLiteral("a"), firstKey), objectItem(QStringLiteral("x"), bodyKey),
                                   objectItem(QStringLiteral("d"), nullKey)})};

    TestCase library = conversation(pairs({QStringLiteral("How many books can I borrow at once?"),
                                           QStringLiteral("Adult members can borrow up to 20 items at a time.")}));
    library.chatbotRole = QStringLiteral("You are the help desk of a city library.");
    TestCase renew =
        conversation(pairs({QStringLiteral("Can I renew a loan online?"),
                            QStringLiteral("Yes, in the app under My loans, unless someone has reserved the item."),
                            QStringLiteral("How often?"), QStringLiteral("Up to three times per item.")}));
    renew.chatbotRole = QStringLiteral("Answer briefly.");
    QTest::newRow("openai chat jsonl") << fixture(QStringLiteral("openai-chat.jsonl")) << QStringLiteral("jsonl")
                                       << "openai-chat-jsonl" << QList<TestCase>{library, renew};

    const TestCase boiling = single(
        QStringLiteral("What is the boiling point of water at the top of Mont Blanc?"),
        QStringLiteral("At about 4,800 metres water boils at roughly 84 °C because the air pressure is much lower."),
        {ContextItem::fromText(QStringLiteral(
             "Water boils at a lower temperature at altitude because atmospheric pressure decreases with height.")),
         objectItem(
             QStringLiteral("At 4,800 m the boiling point of water is close to 84 °C."),
             R"({"page_content": "At 4,800 m the boiling point of water is close to 84 °C.", "metadata": {"source": "physics-handbook.pdf", "page": 212}})")});
    const TestCase opera = single(
        QStringLiteral("Who designed the Sydney Opera House?"),
        QStringLiteral("The Danish architect Jørn Utzon designed it."),
        {objectItem(
            QStringLiteral("Jørn Utzon won the 1957 design competition for the Sydney Opera House."),
            R"({"text": "Jørn Utzon won the 1957 design competition for the Sydney Opera House.", "url": "https://encyclopedia.example/utzon"})")});
    QTest::newRow("trustifai records") << fixture(QStringLiteral("trustifai-records.json")) << QStringLiteral("json")
                                       << "trustifai-json" << QList<TestCase>{boiling, opera};
    TestCase record = single(QStringLiteral("q"), QStringLiteral("a"), {ContextItem::fromText(QStringLiteral("d"))});
    record.name = QStringLiteral("one record");
    record.samples = QStringList{QStringLiteral("s")};
    QTest::newRow("trustifai single record")
        << QByteArray(R"({"name": "one record", "query": "q", "answer": "a", "documents": ["d"], "samples": ["s"]})")
        << "json"
        << "trustifai-json" << QList<TestCase>{record};

    TestCase museum = conversation(
        pairs({QStringLiteral("When does the maritime museum open on Mondays?"),
               QStringLiteral("The museum is closed on Mondays. From Tuesday to Sunday it opens at 10:00."),
               QStringLiteral("And until when on Thursdays?"),
               QStringLiteral("On Thursdays it stays open late, until 21:00."),
               QStringLiteral("Is there a student discount?"),
               QStringLiteral("Yes: students pay 90 DKK instead of 140 DKK with a valid student card.")}),
        QStringLiteral("Museum opening hours"));
    museum.metadata = object(R"({"conversationId": "museum-17", "priority": 2})");
    TestCase parking =
        single(QStringLiteral("Where can I park near the museum?"),
               QStringLiteral("The Havnegade car park is a four-minute walk away and costs 35 DKK per hour."),
               {ContextItem::fromText(QStringLiteral("Havnegade car park is 300 metres from the museum entrance.")),
                ContextItem::fromText(QStringLiteral("Parking costs 35 DKK per hour between 08:00 and 18:00."))});
    parking.name = QStringLiteral("Parking near the museum");
    QTest::newRow("promptfoo yaml") << fixture(QStringLiteral("promptfoo-conversations.yaml")) << QStringLiteral("yaml")
                                    << "promptfoo-yaml" << QList<TestCase>{museum, parking};
    QTest::newRow("promptfoo yaml without extension")
        << fixture(QStringLiteral("promptfoo-conversations.yaml")) << QStringLiteral("") << "promptfoo-yaml"
        << QList<TestCase>{museum, parking};
    QTest::newRow("promptfoo json") << QByteArray(
        R"([{"description": "greeting", "vars": {"_conversation": [{"input": "hi", "output": "hello", "prompt": "ignored"}]}}])")
                                    << "json"
                                    << "promptfoo-json"
                                    << QList<TestCase>{
                                           conversation(pairs({QStringLiteral("hi"), QStringLiteral("hello")}),
                                                        QStringLiteral("greeting"))};
    QTest::newRow("promptfoo empty conversation: single turn from vars")
        << QByteArray("- vars:\n    _conversation: []\n    input: What time is it in Oslo?\n"
                      "    output: It is 14:05 in Oslo.\n    context: Oslo uses Central European Time.\n")
        << "yml"
        << "promptfoo-yaml"
        << QList<TestCase>{single(QStringLiteral("What time is it in Oslo?"), QStringLiteral("It is 14:05 in Oslo."),
                                  {ContextItem::fromText(QStringLiteral("Oslo uses Central European Time."))})};

    TestCase typed = single(QStringLiteral("1999"), QStringLiteral("true"));
    typed.name = QStringLiteral("42");
    typed.metadata =
        object(R"({"count": 3, "ratio": 0.5, "flag": "yes", "enabled": true, "missing": null, "quoted": "7"})");
    QTest::newRow("yaml scalars: core schema, quotes keep text")
        << QByteArray("- description: \"42\"\n  metadata: {count: 3, ratio: 0.5, flag: yes, enabled: true, missing: ~, "
                      "quoted: \"7\"}\n"
                      "  vars: {input: \"1999\", output: 'true'}\n")
        << "yaml"
        << "promptfoo-yaml" << QList<TestCase>{typed};
    QTest::newRow("mixed shapes") << QByteArray(
        R"([{"input": "q", "actual_output": "a"}, {"query": "q2", "answer": "a2", "documents": ["d"]}])")
                                  << "json" << QStringLiteral("mixed-json")
                                  << QList<TestCase>{single(QStringLiteral("q"), QStringLiteral("a")),
                                                     single(QStringLiteral("q2"), QStringLiteral("a2"),
                                                            {ContextItem::fromText(QStringLiteral("d"))})};
}

void TestReaders::readsEveryFormat()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, extension);
    QFETCH(QString, format);
    QFETCH(QList<TestCase>, expected);

    const LoadedCases loaded = TestCaseReader::readBytes(data, QStringLiteral("cases"), extension);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.format, format);
    QCOMPARE(loaded.cases.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(loaded.cases.at(i), expected.at(i));
}

void TestReaders::reportsErrors_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("extension");
    QTest::addColumn<QString>("where");  // of the first error
    QTest::addColumn<QString>("phrase"); // a key phrase of its message

    auto row = [](const char *name, const QByteArray &data, const char *extension, const char *where,
                  const char *phrase) {
        QTest::newRow(name) << data << QString::fromUtf8(extension) << QString::fromUtf8(where)
                            << QString::fromUtf8(phrase);
    };
    const QByteArray ok = R"("input": "q", "actual_output": "a")";
    const QByteArray user = R"({"role": "user", "content": "Hello"})";

    // The bytes and the syntax.
    row("malformed json", R"({"input": "hi", "actual_output": oops})", "json", "line 1, column 34", "not valid JSON");
    row("syntax column counts characters", "{\n  \"name\": \"café\", \"input\" \"x\"\n}", "json", "line 2, column 29",
        "expected ':'");
    row("truncated json", R"({"input": "hi")", "json", "line 1, column 15", "ends before every bracket");
    row("invalid utf-8", "{\"input\": \"caf\xC3(\"}", "json", "line 1, column 15",
        "invalid UTF-8 byte 0xc3 at byte offset 14");
    row("invalid utf-8 on a later line", "[\n\"ok\",\n\"\xFF\"]", "json", "line 3, column 2", "byte offset 9");
    row("utf-16", "\xFF\xFE{\0}\0", "json", "", "UTF-16");
    row("empty", "", "json", "", "is empty");
    row("only whitespace", " \n\t\n", "jsonl", "", "is empty");
    row("yaml syntax", "tests:\n  - vars: [unclosed\n", "yaml", "line 3, column 1", "not valid YAML");
    row("yaml bad indentation", "tests:\n  - vars:\n    _conversation: x\n   bad: 1\n", "yaml", "line 4, column 4",
        "not valid YAML");
    row("several yaml documents", "- vars: {}\n---\n- vars: {}\n", "yaml", "line 2, column 1",
        "more than one YAML document");
    row("yaml comments only", "# nothing here\n", "yaml", "", "no YAML document");
    row("yaml nested too deeply", QByteArray(2000, '[') + QByteArray(2000, ']'), "yaml", "line 1, column 1",
        "levels deep");
    row("yaml alias to itself", "&loop [*loop]", "yaml", "line 1, column 1", "refers to itself");
    row("yaml list as a key", "? [a, b]\n: c\n", "yaml", "line 1, column 3", "expected a plain key");
    QByteArray laughs = "- vars: {input: a, output: b}\n  metadata:\n    a: &a [x, x, x, x, x, x, x, x, x, x]\n";
    for (char level = 'b'; level <= 'g'; ++level) {
        const QByteArray alias = "*" + QByteArray(1, char(level - 1));
        laughs += "    " + QByteArray(1, level) + ": &" + QByteArray(1, level) + " [" + alias;
        for (int copy = 1; copy < 10; ++copy)
            laughs += ", " + alias;
        laughs += "]\n";
    }
    row("yaml aliases expanding a billion times", laughs, "yaml", "", "through aliases");
    row("json number too large", R"({"input": "q", "actual_output": "a", "metadata": {"n": 1e999}})", "json", "",
        "number overflow");
    row("jsonl number too large", "{" + ok + "}\n{\"n\": 1e999}\n", "jsonl", "line 2", "number overflow");

    // Nesting far deeper than any reader walks (100,000 levels crashed the readers once): the
    // error points at the bracket that opens level 201.
    auto deep = [](const char *name, const QByteArray &prefix, const QByteArray &open, const QByteArray &close,
                   const QByteArray &suffix, const char *extension, int levels) {
        const int before = int(prefix.count('{') + prefix.count('['));
        const qsizetype at = prefix.size() + (200 - before) * open.size();
        QTest::newRow(name) << prefix + open.repeated(levels) + "1" + close.repeated(levels) + suffix
                            << QString::fromUtf8(extension) << QStringLiteral("line 1, column %1").arg(at + 1)
                            << QStringLiteral("nested more than 200 levels deep");
    };
    deep("json metadata 100,000 deep", "{" + ok + ", \"metadata\": ", "{\"a\": ", "}", "}", "json", 100000);
    deep("json context item metadata 50,000 deep", "{" + ok + R"(, "retrieval_context": [{"text": "t", "metadata": )",
         "{\"a\": ", "}", "}]}", "json", 50000);
    deep("json context item id 100,000 deep", "{" + ok + R"(, "retrieval_context": [{"text": "t", "id": )", "[", "]",
         "}]}", "json", 100000);
    deep("trustifai document metadata 100,000 deep",
         R"({"query": "q", "answer": "a", "documents": [{"text": "d", "metadata": )", "{\"a\": ", "}", "}]}", "json",
         100000);
    deep("jsonl record 100,000 deep", "{" + ok + ", \"metadata\": ", "[", "]", "}", "jsonl", 100000);
    row("brackets inside strings do not nest",
        "{" + ok + ", \"metadata\": {\"a\": \"" + QByteArray(300, '[') + "\\\"" + QByteArray(300, '{')
            + "\"}, \"name\": 5}",
        "json", "name", "expected a string");

    // A ',' where a YAML document would start made yaml-cpp 0.7 produce empty documents forever.
    row("yaml single comma", ",", "yaml", "line 1, column 1", "cannot parse YAML");
    row("yaml comma line after a list", "- vars: {input: a, output: b}\n, oops\n", "yaml", "line 2, column 1",
        "cannot parse YAML");
    row("yaml indented comma", "  ,", "yaml", "line 1, column 3", "cannot parse YAML");
    row("yaml comma after a document marker", "---\n,\n", "yaml", "line 2, column 1", "cannot parse YAML");
    row("yaml comma by content", ",\n", "", "line 1, column 1", "cannot parse YAML");

    // The document's outline.
    row("top level number", "42", "json", "", "expected a test case object, a list of them");
    row("top level text in yaml", "just some words", "yaml", "", "got \"just some words\"");
    row("empty list", "[]", "json", "", "holds no test cases");
    row("test_cases not a list", R"({"test_cases": {}})", "json", "test_cases",
        "expected a list of test cases, got an object");
    row("test_cases in another file", R"({"tests": "file://tests/*.yaml"})", "json", "tests", "open that file instead");
    row("element not an object", "[1]", "json", "[0]", "expected a test case object {…}, got the number 1");

    // Single-turn test cases.
    row("missing input", R"({"actual_output": "a"})", "json", "input",
        "missing: a single-turn test case needs the question");
    row("blank actual_output", R"({"input": "q", "actual_output": "  \n"})", "json", "actual_output", "is blank");
    row("blank input", R"({"input": "", "actual_output": "a"})", "json", "input", "is blank");
    row("input not a string", R"({"input": 3, "actual_output": "a"})", "json", "input",
        "expected a string, got the number 3");
    row("name not a string", "{" + ok + R"(, "name": ["x"]})", "json", "name", "expected a string, got a list");
    row("expected_output not a string", "{" + ok + R"(, "expected_output": false})", "json", "expected_output",
        "got false");
    row("retrieval_context a string", "{" + ok + R"(, "retrieval_context": "The hotel has 80 rooms."})", "json",
        "retrieval_context",
        "expected a list of strings or objects, got \"The hotel has 80 rooms.\"; wrap the items in [ ]");
    row("context item a number", "{" + ok + R"(, "retrieval_context": ["fine", 7]})", "json", "retrieval_context[1]",
        "expected a string or an object holding the text, got the number 7");
    row("context item null", "{" + ok + R"(, "retrieval_context": [null]})", "json", "retrieval_context[0]",
        "got null");
    row("context object without text", "{" + ok + R"(, "retrieval_context": [{"title": "Rooms", "id": 3}]})", "json",
        "retrieval_context[0]", "needs its text under one of \"context\", \"page_content\"");
    row("context text not a string", "{" + ok + R"(, "retrieval_context": [{"page_content": 5}]})", "json",
        "retrieval_context[0].page_content", "expected the item's text as a string, got the number 5");
    row("context item metadata not an object",
        "{" + ok + R"(, "retrieval_context": [{"text": "t", "metadata": "kb"}]})", "json",
        "retrieval_context[0].metadata", "expected an object of key/value pairs");
    row("metadata not an object", "{" + ok + R"(, "metadata": [1, 2]})", "json", "metadata",
        "expected an object of key/value pairs, got a list");
    row("samples not a list", "{" + ok + R"(, "samples": "one answer"})", "json", "samples",
        "expected a list of strings");
    row("sample not a string", "{" + ok + R"(, "samples": ["a", 2]})", "json", "samples[1]",
        "expected a string (one pre-generated answer), got the number 2");

    // Conversational test cases.
    row("turns not a list", R"({"turns": {"role": "user"}})", "json", "turns", "expected a list of turns");
    row("turns null", R"({"turns": null})", "json", "turns", "got null");
    row("empty turns", R"({"turns": []})", "json", "turns", "is empty: a conversation needs at least one turn");
    row("turn not an object", R"({"turns": ["Hello"]})", "json", "turns[0]", "expected a turn object");
    row("unknown role", "{\"turns\": [" + user + R"(, {"role": "bot", "content": "Hi"}]})", "json", "turns[1].role",
        "expected \"user\" or \"assistant\", got \"bot\"");
    row("role in capitals", R"({"turns": [{"role": "User", "content": "Hi"}]})", "json", "turns[0].role", "lower case");
    row("system role", R"({"turns": [{"role": "system", "content": "Be kind"}]})", "json", "turns[0].role",
        "chatbot_role");
    row("role missing", R"({"turns": [{"content": "Hi"}]})", "json", "turns[0].role",
        "missing: every turn needs \"role\"");
    row("role a number", R"({"turns": [{"role": 1, "content": "Hi"}]})", "json", "turns[0].role", "got the number 1");
    row("content missing", "{\"turns\": [" + user + R"(, {"role": "assistant"}]})", "json", "turns[1].content",
        "missing: every turn needs the text");
    row("content a number", "{\"turns\": [" + user + R"(, {"role": "assistant", "content": 42}]})", "json",
        "turns[1].content", "expected a string, got the number 42");
    row("content blank", "{\"turns\": [" + user + R"(, {"role": "assistant", "content": " "}]})", "json",
        "turns[1].content", "no judge can rate");
    row("turn context a string",
        "{\"turns\": [" + user + R"(, {"role": "assistant", "content": "Hi", "retrieval_context": "doc"}]})", "json",
        "turns[1].retrieval_context", "wrap the items in [ ]");
    row("turn sample not a string",
        "{\"turns\": [" + user + R"(, {"role": "assistant", "content": "Hi", "samples": [{}]}]})", "json",
        "turns[1].samples[0]", "got an object");
    row("conversation with input", "{\"input\": \"q\", \"turns\": [" + user + "]}", "json", "input",
        "takes no \"input\"");
    row("conversation with retrieval_context", "{\"retrieval_context\": [\"d\"], \"turns\": [" + user + "]}", "json",
        "retrieval_context", "on its assistant turns");
    row("deep path",
        "{\"test_cases\": [{" + ok + "}, {\"turns\": [" + user + ", " + user + ", " + user
            + R"(, {"role": "bot", "content": "x"}]}]})",
        "json", "test_cases[1].turns[3].role", "got \"bot\"");
    row("list path", "[{" + ok + R"(}, {"input": 1, "actual_output": "a"}])", "json", "[1].input", "expected a string");

    // JSON Lines.
    row("jsonl syntax", "{" + ok + "}\n\n{\"input\": \"q\",, \"actual_output\": \"a\"}\n", "jsonl", "line 3, column 15",
        "not valid JSON");
    row("jsonl field", "{" + ok + "}\n{\"turns\": [{\"role\": \"bot\", \"content\": \"x\"}]}\n", "jsonl",
        "line 2, turns[0].role", "got \"bot\"");
    row("jsonl record not an object", "[{" + ok + "}]\n", "jsonl", "line 1", "expected a test case object");

    // OpenAI chat records.
    row("tool message",
        R"({"messages": [{"role": "user", "content": "Weather?"}, {"role": "assistant", "content": "Checking."}, {"role": "tool", "content": "12 °C"}]})",
        "jsonl", "line 1, messages[2].role", "remove tool and function messages");
    row("unknown chat role", R"({"messages": [{"role": "user", "content": "Hi"}, {"role": "bot", "content": "Hi"}]})",
        "jsonl", "line 1, messages[1].role", "expected \"system\", \"user\" or \"assistant\", got \"bot\"");
    row("chat role missing", R"({"messages": [{"content": "Hi"}]})", "jsonl", "line 1, messages[0].role",
        "missing: every message needs a \"role\"");
    row("chat role a list", R"({"messages": [{"role": ["user"], "content": "Hi"}]})", "jsonl",
        "line 1, messages[0].role", "got a list");
    row("messages not a list", R"({"messages": "Hi"})", "jsonl", "line 1, messages",
        "expected a list of chat messages");
    row("only a system message", R"({"messages": [{"role": "system", "content": "Be brief."}]})", "jsonl",
        "line 1, messages", "no user or assistant message");
    row("image part",
        R"({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]})", "jsonl",
        "line 1, messages[0].content[0]", "got a \"image_url\" part; only text can be judged");
    row("tool call without content",
        R"({"messages": [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": null, "tool_calls": []}]})",
        "jsonl", "line 1, messages[1].content", "only calls tools");
    row("blank chat message", R"({"messages": [{"role": "user", "content": ""}]})", "jsonl",
        "line 1, messages[0].content", "is blank");

    // TrustifAI records.
    row("trustifai without answer", R"({"query": "q", "documents": ["d"]})", "json", "answer", "missing");
    row("trustifai blank query", R"({"query": " ", "answer": "a", "documents": ["d"]})", "json", "query", "is blank");
    row("trustifai without documents", R"({"query": "q", "answer": "a"})", "json", "documents", "missing");
    row("trustifai empty documents", R"({"query": "q", "answer": "a", "documents": []})", "json", "documents",
        "is empty");
    row("trustifai documents a string", R"({"query": "q", "answer": "a", "documents": "d"})", "json", "documents",
        "wrap the items");

    // promptfoo tests.
    row("vars from another file", "tests:\n  - vars: file://vars.yaml\n", "yaml", "tests[0].vars", "write them inline");
    row("conversation not a list", "- vars:\n    _conversation: hello\n", "yaml", "[0].vars._conversation",
        "expected a list of {input, output} pairs");
    row("pair without output",
        "- vars:\n    _conversation:\n      - {input: Hi, output: Hello}\n      - {input: Bye}\n", "yaml",
        "[0].vars._conversation[1].output", "missing: every pair needs the answer");
    row("pair output a number",
        "- vars:\n    _conversation:\n      - input: How many rooms are there?\n        output: 42\n", "yaml",
        "[0].vars._conversation[0].output", "expected a string, got the number 42; put the text in quotes");
    row("pair not an object", "- vars:\n    _conversation: [Hello]\n", "yaml", "[0].vars._conversation[0]",
        "expected an {input, output} pair");
    row("promptfoo without output", "- vars:\n    query: Where is the museum?\n", "yaml", "[0].vars.output", "missing");
    row("promptfoo without input", "- vars: {output: Here.}\n", "yaml", "[0].vars.input",
        "vars._conversation, or vars.input");
    row("promptfoo metadata a list", "- vars: {input: a, output: b}\n  metadata: [x]\n", "yaml", "[0].metadata",
        "expected an object");
}

void TestReaders::reportsErrors()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, extension);
    QFETCH(QString, where);
    QFETCH(QString, phrase);

    const LoadedCases loaded = TestCaseReader::readBytes(data, QStringLiteral("cases.in"), extension);
    QVERIFY(!loaded.ok());
    QVERIFY(loaded.cases.isEmpty());
    const ReadError &error = loaded.errors.first();
    QCOMPARE(error.file, QStringLiteral("cases.in"));
    QCOMPARE(error.where, where);
    QVERIFY2(error.message.contains(phrase), qPrintable(error.message));
}

void TestReaders::collectsEveryError()
{
    const QByteArray data = R"({"test_cases": [
        {"input": "q", "actual_output": "a", "retrieval_context": "doc"},
        {"input": "q", "actual_output": "a"},
        {"turns": [{"role": "bot", "content": ""}]}]})";
    const LoadedCases loaded = TestCaseReader::readBytes(data, QStringLiteral("three.json"), QStringLiteral("json"));
    QVERIFY(loaded.cases.isEmpty());
    QStringList places;
    for (const ReadError &error : loaded.errors)
        places.append(error.where);
    QCOMPARE(
        places,
        (QStringList{QStringLiteral("test_cases[0].retrieval_context"), QStringLiteral("test_cases[2].turns[0].role"),
                     QStringLiteral("test_cases[2].turns[0].content")}));
}

void TestReaders::capsTheNumberOfErrors()
{
    QByteArray data = "[";
    const int wrong = ReadDiagnostics::MaxErrors * 3;
    for (int i = 0; i < wrong; ++i)
        data += QByteArray(i ? "," : "") + R"({"input": "q", "actual_output": 1})";
    data += "]";
    const LoadedCases loaded = TestCaseReader::readBytes(data, QStringLiteral("many.json"), QStringLiteral("json"));
    QCOMPARE(loaded.errors.size(), ReadDiagnostics::MaxErrors + 1);
    QCOMPARE(loaded.errors.at(ReadDiagnostics::MaxErrors - 1).where,
             QStringLiteral("[%1].actual_output").arg(ReadDiagnostics::MaxErrors - 1));
    QVERIFY(loaded.errors.last().message.contains(QLatin1String("stopped after")));
}

void TestReaders::reportsFileProblems()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    LoadedCases loaded = TestCaseReader::readFile(missing);
    QCOMPARE(loaded.errors.size(), 1);
    QCOMPARE(loaded.errors.first().file, missing);
    QVERIFY2(loaded.errors.first().message.contains(QLatin1String("cannot be opened")), qPrintable(loaded.errorText()));
    QFile probe(missing);
    QVERIFY(!probe.open(QIODevice::ReadOnly));
    QVERIFY2(loaded.errors.first().message.contains(probe.errorString()), qPrintable(loaded.errorText()));

    loaded = TestCaseReader::readFile(dir.path());
    QCOMPARE(loaded.errors.size(), 1);
    QVERIFY(loaded.errors.first().message.contains(QLatin1String("is a folder")));

    const QString locked = dir.filePath(QStringLiteral("locked.json"));
    QFile lockedFile(locked);
    QVERIFY(lockedFile.open(QIODevice::WriteOnly));
    lockedFile.write(R"({"input": "q", "actual_output": "a"})");
    lockedFile.close();
    QVERIFY(lockedFile.setPermissions(QFileDevice::Permissions()));
    if (lockedFile.open(QIODevice::ReadOnly)) {
        lockedFile.close();
        qInfo("skipping the unreadable-file check: this user may read files without permission");
    } else {
        loaded = TestCaseReader::readFile(locked);
        QCOMPARE(loaded.errors.size(), 1);
        QCOMPARE(loaded.errors.first().message, QStringLiteral("cannot be opened: %1").arg(lockedFile.errorString()));
    }

    const QString empty = dir.filePath(QStringLiteral("empty.yaml"));
    QFile file(empty);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    loaded = TestCaseReader::readFile(empty);
    QCOMPARE(loaded.errors.size(), 1);
    QCOMPARE(loaded.errors.first().file, empty);
    QVERIFY(loaded.errors.first().message.contains(QLatin1String("is empty")));
}

void TestReaders::rejectsOversizedFilesBeforeReading()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(TestCaseReader::MaxFileBytes + 1)); // sparse: nothing is written
    file.close();

    const LoadedCases loaded = TestCaseReader::readFile(path);
    QCOMPARE(loaded.errors.size(), 1);
    QCOMPARE(loaded.errors.first().file, path);
    QVERIFY2(loaded.errors.first().message.contains(QLatin1String("larger than 256 MiB")),
             qPrintable(loaded.errorText()));
}

void TestReaders::readsFilesByPath()
{
    const QString path = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/tests/core/data/promptfoo-conversations.yaml");
    const LoadedCases loaded = TestCaseReader::readFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
    QCOMPARE(loaded.format, QStringLiteral("promptfoo-yaml"));
    QCOMPARE(loaded.cases,
             TestCaseReader::readBytes(fixture(QStringLiteral("promptfoo-conversations.yaml")), path,
                                       QStringLiteral(".yaml"))
                 .cases);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString broken = dir.filePath(QStringLiteral("broken.jsonl"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"input\": \"q\", \"actual_output\": \"a\"}\n{\"input\": \"q\", \"actual_output\": 7}\n");
    file.close();
    const LoadedCases failed = TestCaseReader::readFile(broken);
    QCOMPARE(failed.errors.size(), 1);
    QCOMPARE(failed.errors.first().file, broken);
    QCOMPARE(failed.errors.first().where, QStringLiteral("line 2, actual_output"));
}

void TestReaders::formatsErrorsForPeople()
{
    const LoadedCases loaded =
        TestCaseReader::readBytes(R"({"turns": [{"role": "bot", "content": "Hi"}, {"role": "user", "content": 3}]})",
                                  QStringLiteral("chat.json"), QStringLiteral("json"));
    const QStringList lines = loaded.errorText().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith(
                 QLatin1String("chat.json: turns[0].role: expected \"user\" or \"assistant\", got \"bot\"")),
             qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).startsWith(QLatin1String("chat.json: turns[1].content: expected a string")),
             qPrintable(lines.at(1)));

    const ReadError whole{QStringLiteral("a.json"), QString(), QStringLiteral("is empty")};
    QCOMPARE(whole.toString(), QStringLiteral("a.json: is empty"));
}

QTEST_GUILESS_MAIN(TestReaders)
#include "tst_readers.moc"
