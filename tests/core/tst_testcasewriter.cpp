#include "model/testcasereader.h"
#include "model/testcasewriter.h"
#include "support/qtwarnings.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

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

QList<TestCase> readOrFail(const QByteArray &data, const QString &extension)
{
    const LoadedCases loaded = TestCaseReader::readBytes(data, QStringLiteral("written"), extension);
    if (!loaded.ok())
        qWarning("%s", qPrintable(loaded.errorText()));
    return loaded.cases;
}

} // namespace

// The writer's DeepEval shape, and that everything the reader accepts survives write → read.
class TestTestCaseWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void roundTrips_data();
    void roundTrips();
    void writesDeepEvalShape();
    void objectItemsKeepFieldsAndCurrentText();
    void writesFilesAtomically();
    void reportsUnwritableFiles();
};

void TestTestCaseWriter::init()
{
    failOnQtWarnings();
}

void TestTestCaseWriter::roundTrips_data()
{
    QTest::addColumn<QList<TestCase>>("cases");

    const QStringList sources = {
        QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/hotel-concierge.json"),
        QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/refund-policy-single.json"),
        QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/support-dataset.jsonl"),
        QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/tests/core/data/openai-chat.jsonl"),
        QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/tests/core/data/promptfoo-conversations.yaml"),
        QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/tests/core/data/trustifai-records.json"),
    };
    for (const QString &source : sources) {
        const LoadedCases loaded = TestCaseReader::readFile(source);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        QTest::newRow(qPrintable(QFileInfo(source).fileName())) << loaded.cases;
    }

    TestCase unusual;
    unusual.kind = TestCase::Kind::Conversational;
    unusual.name = QStringLiteral("Quotes \" and \\ backslashes, emoji 🚲, newlines\nand tabs\t");
    unusual.turns = {{Role::Assistant, QStringLiteral("Hello first"), {}, {}},
                     {Role::User, QStringLiteral("Ünïcödé ✓"), {ContextItem::fromText(QString())}, {}},
                     {Role::Assistant, QStringLiteral("x"), {}, {QStringLiteral(" "), QStringLiteral("y")}}};
    unusual.metadata =
        QJsonDocument::fromJson(R"({"nested": {"list": [1, 2.5, null, true]}, "big": 9007199254740991})").object();
    QTest::newRow("unusual text and metadata") << QList<TestCase>{unusual};
}

void TestTestCaseWriter::roundTrips()
{
    QFETCH(QList<TestCase>, cases);
    QVERIFY(!cases.isEmpty());
    QCOMPARE(readOrFail(TestCaseWriter::toJsonBytes(cases), QStringLiteral("json")), cases);
    QCOMPARE(readOrFail(TestCaseWriter::toJsonBytes(cases, -1), QString()), cases);
    QCOMPARE(readOrFail(TestCaseWriter::toJsonLines(cases), QStringLiteral("jsonl")), cases);
}

void TestTestCaseWriter::writesDeepEvalShape()
{
    TestCase single;
    single.input = QStringLiteral("Is parking free?");
    single.actualOutput = QStringLiteral("No, it costs 35 DKK per hour.");
    const nlohmann::ordered_json singleJson = TestCaseWriter::toJson(single);
    QCOMPARE(QString::fromStdString(singleJson.dump()),
             QStringLiteral(R"({"input":"Is parking free?","actual_output":"No, it costs 35 DKK per hour."})"));

    TestCase chat;
    chat.kind = TestCase::Kind::Conversational;
    chat.name = QStringLiteral("n");
    chat.chatbotRole = QStringLiteral("r");
    chat.turns = {
        {Role::User, QStringLiteral("u"), {}, {}},
        {Role::Assistant, QStringLiteral("a"), {ContextItem::fromText(QStringLiteral("c"))}, {QStringLiteral("s")}}};
    const nlohmann::ordered_json chatJson = TestCaseWriter::toJson(chat);
    QCOMPARE(QString::fromStdString(chatJson.dump()),
             QStringLiteral(R"({"name":"n","chatbot_role":"r","turns":[{"role":"user","content":"u"},)"
                            R"({"role":"assistant","content":"a","retrieval_context":["c"],"samples":["s"]}]})"));

    const nlohmann::ordered_json both = TestCaseWriter::toJson(QList<TestCase>{single, chat});
    QVERIFY(both.contains("test_cases"));
    QCOMPARE(both.at("test_cases").size(), std::size_t(2));
    QCOMPARE(TestCaseWriter::toJsonLines({single, chat}).count('\n'), 2);
}

void TestTestCaseWriter::objectItemsKeepFieldsAndCurrentText()
{
    const QJsonObject fields =
        QJsonDocument::fromJson(
            R"({"id": "kb-1", "page_content": "old text", "text": "second key", "metadata": {"source": "faq.md"}})")
            .object();
    TestCase testCase;
    testCase.input = QStringLiteral("q");
    testCase.actualOutput = QStringLiteral("a");
    testCase.retrievalContext = {ContextItem{QStringLiteral("edited text"), fields, true},
                                 ContextItem{QStringLiteral("made in the app"), {}, true}};
    const nlohmann::ordered_json json = TestCaseWriter::toJson(testCase);
    const nlohmann::ordered_json &edited = json.at("retrieval_context").at(0);
    QCOMPARE(edited.at("page_content").get<std::string>(), std::string("edited text"));
    QCOMPARE(edited.at("text").get<std::string>(), std::string("second key"));
    QCOMPARE(edited.at("id").get<std::string>(), std::string("kb-1"));
    QCOMPARE(edited.at("metadata").at("source").get<std::string>(), std::string("faq.md"));
    QCOMPARE(json.at("retrieval_context").at(1).at("context").get<std::string>(), std::string("made in the app"));

    const QList<TestCase> reread = readOrFail(TestCaseWriter::toJsonBytes({testCase}), QStringLiteral("json"));
    QCOMPARE(reread.size(), 1);
    QCOMPARE(contextTexts(reread.first().retrievalContext),
             (QStringList{QStringLiteral("edited text"), QStringLiteral("made in the app")}));
}

void TestTestCaseWriter::writesFilesAtomically()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const LoadedCases examples =
        TestCaseReader::readFile(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/support-dataset.jsonl"));
    QVERIFY2(examples.ok(), qPrintable(examples.errorText()));

    for (const QString &name : {QStringLiteral("out.json"), QStringLiteral("out.jsonl")}) {
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(TestCaseWriter::writeFile(path, examples.cases, &error), qPrintable(error));
        const LoadedCases reread = TestCaseReader::readFile(path);
        QVERIFY2(reread.ok(), qPrintable(reread.errorText()));
        QCOMPARE(reread.cases, examples.cases);
        QCOMPARE(reread.format,
                 name.endsWith(QLatin1String("l")) ? QStringLiteral("deepeval-jsonl")
                                                   : QStringLiteral("deepeval-json"));
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // no temporary files left behind
}

void TestTestCaseWriter::reportsUnwritableFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("no/such/folder/out.json"));
    QString error;
    QVERIFY(!TestCaseWriter::writeFile(path, {}, &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + path + QStringLiteral(": ")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestTestCaseWriter)
#include "tst_testcasewriter.moc"
