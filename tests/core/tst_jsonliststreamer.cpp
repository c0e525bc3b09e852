#include "model/jsonliststreamer.h"
#include "model/testcasereader.h"
#include "support/qtwarnings.h"

#include <QtTest>

using namespace claimscope;

namespace {

struct Seen {
    QString listPath;
    qsizetype index;
    std::string element; // as compact JSON
};

QList<Seen> stream(const QByteArray &text, nlohmann::json *rest, qsizetype *count)
{
    QList<Seen> seen;
    *rest = JsonListStreamer::parse(
        text,
        [&seen](const nlohmann::json &element, const QString &path, qsizetype index) {
            seen.append({path, index, element.dump()});
        },
        count);
    return seen;
}

} // namespace

// Streaming a JSON document's test-case list element by element: which elements are handed
// over, in which order and with which path, what stays in the tree, and that the reader built
// on it reads the same cases and names the same places as reading the whole document. Any thread.
class TestJsonListStreamer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void rootListElementsOneByOne();
    void testCasesListOfARootObject();
    void nothingElseIsStreamed();
    void syntaxErrorsStillThrow();
    void readerGivesTheSameCasesAndPlaces();
};

void TestJsonListStreamer::init()
{
    failOnQtWarnings();
}

void TestJsonListStreamer::rootListElementsOneByOne()
{
    nlohmann::json rest;
    qsizetype count = -1;
    const QList<Seen> seen = stream(R"([{"input": "a", "turns": [1, [2]]}, "text", 3, [4, {"x": 5}]])", &rest, &count);
    QCOMPARE(count, 4);
    QCOMPARE(seen.size(), 4);
    QCOMPARE(seen[0].element, std::string(R"({"input":"a","turns":[1,[2]]})")); // nested lists stay whole
    QCOMPARE(seen[1].element, std::string(R"("text")"));
    QCOMPARE(seen[2].element, std::string("3"));
    QCOMPARE(seen[3].element, std::string(R"([4,{"x":5}])"));
    for (qsizetype i = 0; i < seen.size(); ++i) {
        QCOMPARE(seen[i].index, i);
        QCOMPARE(seen[i].listPath, QString());
    }
    QCOMPARE(rest, nlohmann::json::array()); // read elements are not kept
}

void TestJsonListStreamer::testCasesListOfARootObject()
{
    nlohmann::json rest;
    qsizetype count = -1;
    const QList<Seen> seen =
        stream(R"({"name": "set", "test_cases": [{"input": "a"}, {"input": "b"}], "after": [7]})", &rest, &count);
    QCOMPARE(count, 2);
    QCOMPARE(seen[1].element, std::string(R"({"input":"b"})"));
    QCOMPARE(seen[1].listPath, QStringLiteral("test_cases"));
    QCOMPARE(seen[1].index, 1);
    QCOMPARE(rest.dump(), std::string(R"({"after":[7],"name":"set","test_cases":[]})"));
}

void TestJsonListStreamer::nothingElseIsStreamed()
{
    for (const char *text : {R"({"input": "a", "retrieval_context": ["x", "y"]})", R"({"tests": [{"vars": {}}]})",
                             R"({"other": {"test_cases": [1, 2]}})", R"("just text")"}) {
        nlohmann::json rest;
        qsizetype count = -1;
        QVERIFY(stream(text, &rest, &count).isEmpty());
        QCOMPARE(count, 0);
        QCOMPARE(rest, nlohmann::json::parse(text)); // the whole document, untouched
    }
}

void TestJsonListStreamer::syntaxErrorsStillThrow()
{
    nlohmann::json rest;
    qsizetype count = -1;
    QVERIFY_THROWS_EXCEPTION(nlohmann::json::parse_error, stream(R"([{"input": "a"}, {"input": ])", &rest, &count));
}

void TestJsonListStreamer::readerGivesTheSameCasesAndPlaces()
{
    // The same cases as a list, inside "test_cases", and as JSON Lines (read line by line,
    // never streamed): equal cases, and the bad third element named in each one's terms.
    const QByteArray good = R"({"input": "q1", "actual_output": "a1", "retrieval_context": ["c1"]})";
    const QByteArray other = R"({"input": "q2", "actual_output": "a2", "retrieval_context": ["c2"]})";
    const QByteArray bad = R"({"turns": [{"role": "bot", "content": "x"}]})";
    const LoadedCases asList = TestCaseReader::readBytes("[" + good + ", " + other + "]", QStringLiteral("list.json"));
    const LoadedCases inObject =
        TestCaseReader::readBytes(R"({"test_cases": [)" + good + ", " + other + "]}", QStringLiteral("object.json"));
    const LoadedCases asLines =
        TestCaseReader::readBytes(good + "\n" + other + "\n", QStringLiteral("lines.jsonl"), QStringLiteral("jsonl"));
    QVERIFY2(asList.ok(), qPrintable(asList.errorText()));
    QVERIFY2(inObject.ok(), qPrintable(inObject.errorText()));
    QCOMPARE(asList.cases.size(), 2);
    QCOMPARE(asList.cases, asLines.cases);
    QCOMPARE(inObject.cases, asLines.cases);

    const LoadedCases badList =
        TestCaseReader::readBytes("[" + good + ", " + other + ", " + bad + "]", QStringLiteral("list.json"));
    QVERIFY(!badList.ok());
    QVERIFY2(badList.errorText().contains(QLatin1String("[2].turns[0].role")), qPrintable(badList.errorText()));
    const LoadedCases badObject =
        TestCaseReader::readBytes(R"({"test_cases": [)" + good + ", " + bad + "]}", QStringLiteral("object.json"));
    QVERIFY(!badObject.ok());
    QVERIFY2(badObject.errorText().contains(QLatin1String("test_cases[1].turns[0].role")),
             qPrintable(badObject.errorText()));
}

QTEST_GUILESS_MAIN(TestJsonListStreamer)
#include "tst_jsonliststreamer.moc"
