// BatchResultReader: the lines of a batch's output and error files matched to its requests by
// custom_id — one line answers a request, a custom_id named on more lines answers none, lines
// that cannot be read or name no request are problems with their line and file.
#include "metrics/batch/batchresults.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace claimscope;

namespace {

QByteArray answerLine(const QString &customId, const QString &content)
{
    const QJsonObject body{
        {QStringLiteral("choices"),
         QJsonArray{QJsonObject{{QStringLiteral("message"), QJsonObject{{QStringLiteral("content"), content}}}}}}};
    return QJsonDocument(
               QJsonObject{{QStringLiteral("custom_id"), customId},
                           {QStringLiteral("response"),
                            QJsonObject{{QStringLiteral("status_code"), 200}, {QStringLiteral("body"), body}}},
                           {QStringLiteral("error"), QJsonValue()}})
        .toJson(QJsonDocument::Compact);
}

QByteArray errorLine(const QString &customId, const QString &code)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("custom_id"), customId},
                                     {QStringLiteral("response"), QJsonValue()},
                                     {QStringLiteral("error"),
                                      QJsonObject{{QStringLiteral("code"), code},
                                                  {QStringLiteral("message"), QStringLiteral("it went wrong")}}}})
        .toJson(QJsonDocument::Compact);
}

const QSet<QString> Requests{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};

} // namespace

class TestBatchResults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void eachRequestItsOneLine();
    void repeatedCustomIdAnswersNone();
    void repeatedAcrossTheOutputAndErrorFile();
    void unknownCustomIdIsAProblem();
    void unreadableLinesAreProblemsWithTheirLine();
    void problemsAreCapped();
};

void TestBatchResults::eachRequestItsOneLine()
{
    // Any order, a CRLF, a blank line, no newline at the end.
    const QByteArray output = answerLine(QStringLiteral("b"), QStringLiteral("B")) + "\r\n\n"
        + answerLine(QStringLiteral("a"), QStringLiteral("A"));
    const QByteArray errors = errorLine(QStringLiteral("c"), QStringLiteral("server_error")) + '\n';
    const BatchResults results =
        BatchResultReader::read({{QStringLiteral("file-out"), output}, {QStringLiteral("file-err"), errors}}, Requests);
    QVERIFY2(results.problems.isEmpty(), qPrintable(results.problems.join(QLatin1Char('\n'))));
    QVERIFY(results.repeated.isEmpty());
    QCOMPARE(results.answers.size(), 3);
    QVERIFY(results.answers.value(QStringLiteral("a")).ok);
    QVERIFY(results.answers.value(QStringLiteral("a")).body.contains("\"A\""));
    QVERIFY(results.answers.value(QStringLiteral("b")).body.contains("\"B\""));
    const BatchLineResult c = results.answers.value(QStringLiteral("c"));
    QVERIFY(!c.ok);
    QCOMPARE(c.errorCode, QStringLiteral("server_error"));
    QCOMPARE(c.error, QStringLiteral("server_error: it went wrong"));
}

void TestBatchResults::repeatedCustomIdAnswersNone()
{
    const QByteArray output = answerLine(QStringLiteral("a"), QStringLiteral("first")) + '\n'
        + answerLine(QStringLiteral("b"), QStringLiteral("B")) + '\n'
        + answerLine(QStringLiteral("a"), QStringLiteral("second")) + "\n\n"
        + answerLine(QStringLiteral("a"), QStringLiteral("first")) + '\n';
    const BatchResults results = BatchResultReader::read({{QStringLiteral("file-out"), output}}, Requests);
    QVERIFY(!results.answers.contains(QStringLiteral("a")));
    QCOMPARE(results.repeated.value(QStringLiteral("a")),
             (QStringList{QStringLiteral("line 1 of file-out"), QStringLiteral("line 3 of file-out"),
                          QStringLiteral("line 5 of file-out")}));
    QCOMPARE(results.repeated.size(), 1);
    QVERIFY(results.answers.value(QStringLiteral("b")).ok);
    QVERIFY(results.problems.isEmpty());
}

void TestBatchResults::repeatedAcrossTheOutputAndErrorFile()
{
    const BatchResults results =
        BatchResultReader::read({{QStringLiteral("file-out"), answerLine(QStringLiteral("c"), QStringLiteral("C"))},
                                 {QStringLiteral("file-err"),
                                  errorLine(QStringLiteral("b"), QStringLiteral("x")) + '\n'
                                      + errorLine(QStringLiteral("c"), QStringLiteral("server_error"))}},
                                Requests);
    QCOMPARE(results.repeated.value(QStringLiteral("c")),
             (QStringList{QStringLiteral("line 1 of file-out"), QStringLiteral("line 2 of file-err")}));
    QCOMPARE(results.answers.keys(), QStringList{QStringLiteral("b")});
}

void TestBatchResults::unknownCustomIdIsAProblem()
{
    const QByteArray output = answerLine(QStringLiteral("a"), QStringLiteral("A")) + '\n'
        + answerLine(QStringLiteral("stranger"), QStringLiteral("S")) + '\n';
    const BatchResults results = BatchResultReader::read({{QStringLiteral("file-out"), output}}, Requests);
    QCOMPARE(results.answers.keys(), QStringList{QStringLiteral("a")});
    QCOMPARE(results.problems,
             QStringList{QStringLiteral("line 2 of the batch file file-out names the custom_id stranger, which no "
                                        "request of the batch has: the line is ignored")});
}

void TestBatchResults::unreadableLinesAreProblemsWithTheirLine()
{
    const QByteArray output = answerLine(QStringLiteral("a"), QStringLiteral("A")) + "\n{\"custom_id\": \"b\", \"resp\n"
        + "\n[1, 2]\n{\"custom_id\": 7}\n" + answerLine(QStringLiteral("c"), QStringLiteral("C"));
    const BatchResults results = BatchResultReader::read({{QStringLiteral("file-out"), output}}, Requests);
    QCOMPARE(results.answers.size(), 2);
    QVERIFY(results.answers.contains(QStringLiteral("a")) && results.answers.contains(QStringLiteral("c")));
    QCOMPARE(results.problems.size(), 3);
    for (const auto &[problem, line] :
         {std::pair{0, QStringLiteral("line 2 ")}, std::pair{1, QStringLiteral("line 4 ")},
          std::pair{2, QStringLiteral("line 5 ")}}) {
        QVERIFY2(results.problems[problem].startsWith(line
                                                      + QStringLiteral("of the batch file file-out is not a "
                                                                       "result line with a custom_id: ")),
                 qPrintable(results.problems[problem]));
    }
    QVERIFY(results.problems[0].endsWith(QStringLiteral("{\"custom_id\": \"b\", \"resp")));
}

void TestBatchResults::problemsAreCapped()
{
    const QByteArray output =
        QByteArray("not json\n").repeated(1000) + answerLine(QStringLiteral("a"), QStringLiteral("A"));
    const BatchResults results = BatchResultReader::read(
        {{QStringLiteral("file-out"), output}, {QStringLiteral("file-err"), QByteArray("{}\n")}}, Requests);
    QCOMPARE(results.problems.size(), BatchResultReader::MaxProblems + 1);
    QVERIFY2(results.problems.first().startsWith(QStringLiteral("line 1 of the batch file file-out ")),
             qPrintable(results.problems.first()));
    QCOMPARE(results.problems.last(),
             QStringLiteral("… and %1 more unusable line(s) in file-out, file-err")
                 .arg(1001 - BatchResultReader::MaxProblems));
    QVERIFY(results.answers.contains(QStringLiteral("a")));
}

QTEST_GUILESS_MAIN(TestBatchResults)
#include "tst_batchresults.moc"
