// Reading judge answers: tolerant extraction and schema checks (INTERFACES.md §2.3–2.4).
#include "judge/answerparser.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QTest>

using namespace claimscope;

class TestAnswerParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void extraction_data();
    void extraction();
    void unterminatedThinkHidesEverything();
    void verdictsAreNormalised();
    void schemaViolations_data();
    void schemaViolations();
    void spansKeepRawSupported();
};

void TestAnswerParser::init()
{
    failOnQtWarnings();
}

void TestAnswerParser::extraction_data()
{
    QTest::addColumn<QString>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("plain") << R"({"reason": "ok"})"
                           << "ok";
    QTest::newRow("code fence") << "```json\n{\"reason\": \"fenced\"}\n```"
                                << "fenced";
    QTest::newRow("prose around") << "Sure! Here it is: {\"reason\": \"prose\"} Hope that helps."
                                  << "prose";
    QTest::newRow("think block with braces")
        << "<think>maybe {\"reason\": \"wrong\"} or not</think>\n{\"reason\": \"after thinking\"}"
        << "after thinking";
    QTest::newRow("trailing commas") << "{\"reason\": \"commas\", }"
                                     << "commas";
    QTest::newRow("nested trailing comma") << R"({"reason": "x", "list": [1, 2,],})"
                                           << "x";
    QTest::newRow("brace in string") << R"({"reason": "a } inside"})"
                                     << "a } inside";
    QTest::newRow("first object that parses") << R"({not json} {"reason": "second"})"
                                              << "second";
}

void TestAnswerParser::extraction()
{
    QFETCH(QString, content);
    QFETCH(QString, reason);
    const ParsedAnswer answer = AnswerParser::parse(AnswerKind::Reason, content);
    QVERIFY2(answer.ok, qPrintable(answer.problem.english()));
    QCOMPARE(answer.value.value(QStringLiteral("reason")).toString(), reason);
}

void TestAnswerParser::unterminatedThinkHidesEverything()
{
    QVERIFY(!AnswerParser::parse(AnswerKind::Reason, QStringLiteral("<think>{\"reason\": \"x\"}")).ok);
}

void TestAnswerParser::verdictsAreNormalised()
{
    const ParsedAnswer answer = AnswerParser::parse(
        AnswerKind::FaithfulnessVerdicts,
        QStringLiteral(R"({"verdicts": [{"verdict": " Yes. "}, {"verdict": "IDK", "reason": "unclear"}]})"), 2);
    QVERIFY2(answer.ok, qPrintable(answer.problem.english()));
    const QJsonArray verdicts = answer.value.value(QStringLiteral("verdicts")).toArray();
    QCOMPARE(verdicts[0].toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("yes"));
    QVERIFY(verdicts[0].toObject().value(QStringLiteral("reason")).isNull());
    QCOMPARE(verdicts[1].toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("idk"));
}

void TestAnswerParser::schemaViolations_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("content");
    QTest::addColumn<int>("expectedCount");
    QTest::addColumn<QString>("problem");
    QTest::newRow("no json") << int(AnswerKind::Truths) << "I cannot help" << -1 << "no JSON object";
    QTest::newRow("truths missing") << int(AnswerKind::Truths) << R"({"facts": []})" << -1 << "\"truths\"";
    QTest::newRow("claims not strings") << int(AnswerKind::Claims) << R"({"claims": [1]})" << -1 << "string";
    QTest::newRow("verdict outside set") << int(AnswerKind::FaithfulnessVerdicts)
                                         << R"({"verdicts": [{"verdict": "maybe"}]})" << 1 << "maybe";
    QTest::newRow("one verdict short") << int(AnswerKind::FaithfulnessVerdicts)
                                       << R"({"verdicts": [{"verdict": "yes"}]})" << 2 << "exactly 2 verdicts,";
    QTest::newRow("one verdict over") << int(AnswerKind::FaithfulnessVerdicts)
                                      << R"({"verdicts": [{"verdict": "yes"}, {"verdict": "no"}]})" << 1
                                      << "expected exactly 1 verdict, one per item in order, but got 2";
    QTest::newRow("idk not allowed for relevancy")
        << int(AnswerKind::RelevancyVerdicts) << R"({"verdicts": [{"statement": "s", "verdict": "idk"}]})" << -1
        << "idk";
    QTest::newRow("statement missing") << int(AnswerKind::RelevancyVerdicts) << R"({"verdicts": [{"verdict": "yes"}]})"
                                       << -1 << "statement";
    QTest::newRow("single verdict bad") << int(AnswerKind::SingleVerdict) << R"({"verdict": 1})" << -1 << "verdict";
    QTest::newRow("reason not string") << int(AnswerKind::Reason) << R"({"reason": null})" << -1 << "reason";
    QTest::newRow("span index not integer")
        << int(AnswerKind::Spans) << R"({"spans": [{"index": 0.5, "supported": true}]})" << -1 << "index";
    QTest::newRow("span without supported")
        << int(AnswerKind::Spans) << R"({"spans": [{"index": 0}]})" << -1 << "supported";
}

void TestAnswerParser::schemaViolations()
{
    QFETCH(int, kind);
    QFETCH(QString, content);
    QFETCH(int, expectedCount);
    QFETCH(QString, problem);
    const ParsedAnswer answer = AnswerParser::parse(AnswerKind(kind), content, expectedCount);
    QVERIFY(!answer.ok);
    QVERIFY2(answer.problem.english().contains(problem), qPrintable(answer.problem.english()));
}

void TestAnswerParser::spansKeepRawSupported()
{
    const ParsedAnswer answer =
        AnswerParser::parse(AnswerKind::Spans, QStringLiteral(R"({"spans": [{"index": 0, "supported": "yes"}]})"));
    QVERIFY(answer.ok);
    const QJsonObject span = answer.value.value(QStringLiteral("spans")).toArray().first().toObject();
    QCOMPARE(span.value(QStringLiteral("supported")).toString(), QStringLiteral("yes"));
    QCOMPARE(span.value(QStringLiteral("reason")).toString(), QString());
}

QTEST_GUILESS_MAIN(TestAnswerParser)
#include "tst_answerparser.moc"
