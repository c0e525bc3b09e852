// Human labels read from the test cases' metadata and from CSV files: exactly, or with every
// problem named (file, line, the fix) — numbers read whole, disagreeing rows refused, labels for
// test cases or metrics that are not there counted, nothing read an error, errors capped and
// control characters never passed on.
#include "experiments/labelcollector.h"
#include "experiments/labelsreader.h"
#include "model/visiblecontrols.h"
#include "support/qtwarnings.h"

#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

TestCase named(const QString &name, const QJsonObject &metadata = {})
{
    TestCase testCase;
    testCase.name = name;
    testCase.metadata = metadata;
    return testCase;
}

// Test cases "a" to "e", labels for every metric.
LabelScope fiveCases()
{
    LabelScope scope;
    for (const char *name : {"a", "b", "c", "d", "e"})
        scope.cases.append(named(QString::fromLatin1(name)));
    return scope;
}

QString allMessages(const LabelsRead &read)
{
    return (read.errors + read.notes).join(u'\n');
}

// The characters a terminal would act on, as U+XXXX (empty when there are none).
QString controlCharacters(const QString &text)
{
    QString found;
    for (const QChar c : text) {
        if ((c.unicode() < 0x20 && c != u'\n') || (c.unicode() >= 0x7f && c.unicode() <= 0x9f))
            found += QStringLiteral("U+%1 ").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return found;
}

} // namespace

class TestLabelsReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void labelsFromMetadataAndCsv();
    void labelProblemsNameThePlace();
    void ratingMarkMustBeANumber_data();
    void ratingMarkMustBeANumber();
    void ratingMarkThatIsANumber_data();
    void ratingMarkThatIsANumber();
    void disagreeingRowsNameBothLines();
    void disagreeingMappings();
    void labelsOutsideTheScopeAreCounted();
    void noLabelsIsAnError_data();
    void noLabelsIsAnError();
    void errorsAreCapped();
    void csvMustBeExact_data();
    void csvMustBeExact();
    void spreadsheetCsvIsRead();
    void controlCharactersAreMadeVisible();
    void bytesThatAreNotText_data();
    void bytesThatAreNotText();

private:
    LabelsRead readCsv(const QByteArray &csv, const LabelScope &scope = fiveCases());
};

void TestLabelsReader::init()
{
    failOnQtWarnings();
}

LabelsRead TestLabelsReader::readCsv(const QByteArray &csv, const LabelScope &scope)
{
    return LabelsReader::readCsv(csv, QStringLiteral("labels.csv"), scope);
}

void TestLabelsReader::labelsFromMetadataAndCsv()
{
    const TestCase rated = named(
        QStringLiteral("rated"),
        {{QStringLiteral("human"), QJsonObject{{QStringLiteral("faithful"), false}, {QStringLiteral("score"), 3.5}}}});
    const TestCase unnamed =
        named(QString(),
              {{QStringLiteral("human"),
                QJsonObject{{QStringLiteral("faithful"), QStringLiteral("yes")}, {QStringLiteral("score"), 2}}}});
    const LabelScope scope{{rated, unnamed}, {}};
    const LabelsRead byFlag = LabelsReader::read(QStringLiteral("faithfulness=human.faithful"), scope);
    QVERIFY2(byFlag.ok() && byFlag.notes.isEmpty(), qPrintable(allMessages(byFlag)));
    QCOMPARE(byFlag.labels.find(QStringLiteral("rated"), QStringLiteral("faithfulness"))->pass, false);
    QCOMPARE(byFlag.labels.find(QStringLiteral("#2"), QStringLiteral("faithfulness"))->pass, true);

    const LabelsRead byRating = LabelsReader::read(QStringLiteral("turn_faithfulness=human.score>=3"), scope);
    QVERIFY2(byRating.ok(), qPrintable(allMessages(byRating)));
    QCOMPARE(byRating.labels.find(QStringLiteral("rated"), QStringLiteral("turn_faithfulness"))->pass, true);
    QCOMPARE(*byRating.labels.find(QStringLiteral("rated"), QStringLiteral("turn_faithfulness"))->rating, 3.5);
    QCOMPARE(byRating.labels.find(QStringLiteral("#2"), QStringLiteral("turn_faithfulness"))->pass, false);

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("labels.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("test_case,metric,label\n\"a, b\",faithfulness,pass\nc,faithfulness,FAIL\n");
    file.close();
    const LabelsRead fromCsv =
        LabelsReader::read(csv, {{named(QStringLiteral("a, b")), named(QStringLiteral("c"))}, {}});
    QVERIFY2(fromCsv.ok() && fromCsv.notes.isEmpty(), qPrintable(allMessages(fromCsv)));
    QCOMPARE(fromCsv.labels.size(), 2);
    QCOMPARE(fromCsv.labels.metrics(), QStringList{QStringLiteral("faithfulness")});
    QCOMPARE(fromCsv.labels.find(QStringLiteral("a, b"), QStringLiteral("faithfulness"))->pass, true);
    QCOMPARE(fromCsv.labels.find(QStringLiteral("c"), QStringLiteral("faithfulness"))->pass, false);
    QCOMPARE(HumanLabels::fromJson(fromCsv.labels.toJson()).toJson(), fromCsv.labels.toJson());
}

void TestLabelsReader::labelProblemsNameThePlace()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("labels.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("test_case,metric,label\nx,faithfulness,maybe\ny,no_such_metric,pass\nz\n");
    file.close();
    LabelsRead read = LabelsReader::read(csv, fiveCases());
    QCOMPARE(read.errors.size(), 3);
    QVERIFY(read.errors[0].contains(csv + QStringLiteral(":2")) && read.errors[0].contains(QStringLiteral("maybe")));
    QVERIFY(read.errors[1].contains(QStringLiteral(":3")) && read.errors[1].contains(QStringLiteral("no_such_metric")));
    QVERIFY(read.errors[2].contains(QStringLiteral(":4"))
            && read.errors[2].contains(QStringLiteral("test_case,metric,label")));
    read = LabelsReader::read(QStringLiteral("faithfulness=human.nothing"), {{TestCase()}, {}});
    QCOMPARE(read.errors,
             QStringList{QStringLiteral("labels \"faithfulness=human.nothing\": no test case has "
                                        "metadata.human.nothing")});
    read = LabelsReader::read(dir.filePath(QStringLiteral("missing.csv")), fiveCases());
    QCOMPARE(read.errors.size(), 1);
    QVERIFY2(read.errors[0].startsWith(dir.filePath(QStringLiteral("missing.csv: cannot read the labels"))),
             qPrintable(read.errors[0]));
}

void TestLabelsReader::ratingMarkMustBeANumber_data()
{
    QTest::addColumn<QString>("mark");
    for (const char *mark : {".", "3..5", "..", "1.2.3", "", "nan", "inf", "-inf", "1e", "3,5", "0x10", "1e999",
                             "3.5abc", "--1", "\xc2\xbd"})
        QTest::newRow(mark[0] ? mark : "(empty)") << QString::fromUtf8(mark);
}

void TestLabelsReader::ratingMarkMustBeANumber()
{
    QFETCH(QString, mark);
    const TestCase rated = named(QStringLiteral("r"), {{QStringLiteral("score"), 1}});
    const QString spec = QStringLiteral("faithfulness=score>=") + mark;
    const LabelsRead read = LabelsReader::readMappings(spec, {{rated}, {}});
    QVERIFY2(read.labels.isEmpty(), qPrintable(QString::number(read.labels.size())));
    QCOMPARE(read.errors.size(), 1);
    QVERIFY2(read.errors[0].contains(QStringLiteral("labels \"%1\"").arg(spec))
                 && read.errors[0].contains(QStringLiteral("\"%1\" is not a number").arg(mark))
                 && read.errors[0].contains(QStringLiteral("faithfulness=score>=3.5")),
             qPrintable(read.errors[0]));
}

void TestLabelsReader::ratingMarkThatIsANumber_data()
{
    QTest::addColumn<QString>("mark");
    QTest::addColumn<double>("minimum");
    QTest::newRow("3.5") << QStringLiteral("3.5") << 3.5;
    QTest::newRow("-1") << QStringLiteral("-1") << -1.0;
    QTest::newRow(".5") << QStringLiteral(".5") << 0.5;
    QTest::newRow("4.") << QStringLiteral("4.") << 4.0;
    QTest::newRow("2e0") << QStringLiteral("2e0") << 2.0;
    QTest::newRow("spaced") << QStringLiteral(" 3 ") << 3.0;
}

void TestLabelsReader::ratingMarkThatIsANumber()
{
    QFETCH(QString, mark);
    QFETCH(double, minimum);
    LabelScope scope;
    const QList<double> ratings{-2, 0.5, 1, 2, 3, 3.5, 4, 5};
    for (int i = 0; i < ratings.size(); ++i)
        scope.cases.append(
            named(QString(), {{QStringLiteral("human"), QJsonObject{{QStringLiteral("rating"), ratings[i]}}}}));
    const LabelsRead read = LabelsReader::readMappings(QStringLiteral("faithfulness=human.rating>=") + mark, scope);
    QVERIFY2(read.ok(), qPrintable(allMessages(read)));
    QCOMPARE(read.labels.size(), ratings.size());
    for (int i = 0; i < ratings.size(); ++i) {
        const std::optional<HumanLabel> label =
            read.labels.find(HumanLabels::caseName({}, i), QStringLiteral("faithfulness"));
        QVERIFY(label);
        QCOMPARE(label->pass, ratings[i] >= minimum);
        QCOMPARE(*label->rating, ratings[i]);
    }
}

void TestLabelsReader::disagreeingRowsNameBothLines()
{
    const LabelsRead read = readCsv("test_case,metric,label\n"
                                    "a,faithfulness,pass\n"
                                    "b,faithfulness,fail\n"
                                    "a,faithfulness,yes\n" // the same label again: fine
                                    "b,faithfulness,pass\n"
                                    "c,faithfulness,pass\n"
                                    "b,faithfulness,no\n");
    QCOMPARE(read.errors.size(), 1);
    QCOMPARE(read.errors[0],
             QStringLiteral("labels.csv:5: test case \"b\", metric faithfulness: pass here but fail "
                            "at line 3; the two disagree, keep one of them"));
    // Neither of the two is taken; the others are.
    QVERIFY(!read.labels.find(QStringLiteral("b"), QStringLiteral("faithfulness")));
    QCOMPARE(read.labels.find(QStringLiteral("a"), QStringLiteral("faithfulness"))->pass, true);
    QCOMPARE(read.labels.find(QStringLiteral("c"), QStringLiteral("faithfulness"))->pass, true);
    QCOMPARE(read.labels.size(), 2);
    // One test case, two metrics: no disagreement.
    const LabelsRead twoMetrics = readCsv("a,faithfulness,pass\na,contextual_relevancy,fail\n");
    QVERIFY2(twoMetrics.ok(), qPrintable(allMessages(twoMetrics)));
    QCOMPARE(twoMetrics.labels.size(), 2);
}

void TestLabelsReader::disagreeingMappings()
{
    const TestCase one = named(QStringLiteral("one"), {{QStringLiteral("x"), true}, {QStringLiteral("y"), false}});
    const TestCase two = named(QStringLiteral("two"), {{QStringLiteral("x"), true}, {QStringLiteral("y"), true}});
    const LabelsRead read =
        LabelsReader::readMappings(QStringLiteral("faithfulness=x; faithfulness=y"), {{one, two}, {}});
    QCOMPARE(read.errors,
             QStringList{QStringLiteral("labels \"faithfulness=y\": test case \"one\", metric "
                                        "faithfulness: fail here but pass at \"faithfulness=x\"; the two "
                                        "disagree, keep one of them")});
    QCOMPARE(read.labels.size(), 1);
    QVERIFY(read.labels.find(QStringLiteral("two"), QStringLiteral("faithfulness"))->pass);
}

void TestLabelsReader::labelsOutsideTheScopeAreCounted()
{
    QByteArray csv = "test_case,metric,label\n";
    for (int i = 0; i < 1000; ++i)
        csv += "ghost-" + QByteArray::number(i) + ",faithfulness,pass\n";
    csv += "a,contextual_relevancy,pass\nb,contextual_relevancy,fail\nc,turn_relevancy,pass\nd,faithfulness,fail\n";
    LabelScope scope = fiveCases();
    scope.metrics = {QStringLiteral("faithfulness")};
    const LabelsRead read = readCsv(csv, scope);
    QVERIFY2(read.ok(), qPrintable(allMessages(read)));
    QCOMPARE(read.labels.size(), 1);
    QCOMPARE(read.labels.find(QStringLiteral("d"), QStringLiteral("faithfulness"))->pass, false);
    QCOMPARE(read.notes.size(), 2);
    QCOMPARE(
        read.notes[0],
        QStringLiteral("labels.csv: labels for test cases that are not there, left out: 1000 (\"ghost-0\" (line 2), "
                       "\"ghost-1\" (line 3), \"ghost-2\" (line 4), …); a test case is named as results name it: "
                       "its name, or #N when it has none"));
    QCOMPARE(read.notes[1],
             QStringLiteral("labels.csv: labels for metrics this run does not compute, left out: 3 "
                            "(contextual_relevancy, turn_relevancy)"));

    // Without metrics in the scope every metric counts; with no test case every label is left out.
    QCOMPARE(readCsv(csv).labels.size(), 4);
    const LabelsRead none = readCsv(csv, {});
    QCOMPARE(none.errors, QStringList{QStringLiteral("labels.csv: no label left to use: every one was left out")});
    QVERIFY(none.notes[0].contains(QStringLiteral("left out: 1004")));
}

void TestLabelsReader::noLabelsIsAnError_data()
{
    QTest::addColumn<bool>("csv");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("error");
    const QString noRows = QStringLiteral("labels.csv: no labels: expected rows test_case,metric,label (label pass or "
                                          "fail), one per line, and an optional "
                                          "exchange column (last, a number from 1, or empty for the whole test case)");
    QTest::newRow("empty file") << true << QByteArray() << noRows;
    QTest::newRow("header only") << true << QByteArray("test_case,metric,label\r\n") << noRows;
    QTest::newRow("blank lines") << true << QByteArray("\n \n\r\n\t\n") << noRows;
    QTest::newRow("byte order mark") << true << QByteArray("\xEF\xBB\xBF") << noRows;
    const QString noMapping =
        QStringLiteral("labels \"%1\": no labels: expected METRIC=METADATA.PATH or METRIC=METADATA.PATH>=N, with @last "
                       "or @N when the label rates one exchange (e.g. faithfulness=human.faithful@last), or a CSV file "
                       "test_case,metric,label");
    QTest::newRow("empty spec") << false << QByteArray() << noMapping.arg(QString());
    QTest::newRow(";") << false << QByteArray(";") << noMapping.arg(QStringLiteral(";"));
    QTest::newRow(" ; ;") << false << QByteArray(" ; ;") << noMapping.arg(QStringLiteral(" ; ;"));
}

void TestLabelsReader::noLabelsIsAnError()
{
    QFETCH(bool, csv);
    QFETCH(QByteArray, content);
    QFETCH(QString, error);
    const LabelsRead read =
        csv ? readCsv(content) : LabelsReader::read(QString::fromUtf8(content), {{named(QStringLiteral("a"))}, {}});
    QCOMPARE(read.errors, QStringList{error});
    QVERIFY(read.labels.isEmpty());
}

void TestLabelsReader::errorsAreCapped()
{
    QByteArray csv;
    for (int i = 0; i < 100000; ++i)
        csv += "a,faithfulness,maybe\n";
    const LabelsRead read = readCsv(csv);
    QCOMPARE(read.errors.size(), LabelCollector::MaxErrors + 1);
    QCOMPARE(read.errors.first(), QStringLiteral("labels.csv:1: label \"maybe\" is neither pass nor fail"));
    QCOMPARE(read.errors.last(), QStringLiteral("… and 99980 more"));
}

void TestLabelsReader::csvMustBeExact_data()
{
    QTest::addColumn<QByteArray>("row");
    QTest::addColumn<QString>("error");
    QTest::newRow("open quote") << QByteArray("\"a,faithfulness,pass")
                                << QStringLiteral("a quoted field does not end on its line");
    QTest::newRow("after the quote") << QByteArray("\"a\"x,faithfulness,pass")
                                     << QStringLiteral("text after the closing quote");
    QTest::newRow("stray quote") << QByteArray("a\"b,faithfulness,pass")
                                 << QStringLiteral("a quote inside an unquoted field");
    QTest::newRow("fourth field") << QByteArray("a,faithfulness,pass,maybe")
                                  << QStringLiteral("4 fields, expected 3: test_case,metric,label");
    QTest::newRow("no test case") << QByteArray(",faithfulness,pass") << QStringLiteral("no test case");
    QTest::newRow("two fields") << QByteArray("a,faithfulness")
                                << QStringLiteral("expected test_case,metric,label, got \"a,faithfulness\"");
}

void TestLabelsReader::csvMustBeExact()
{
    QFETCH(QByteArray, row);
    QFETCH(QString, error);
    const LabelsRead read = readCsv("test_case,metric,label\nb,faithfulness,pass\n" + row + "\n");
    QCOMPARE(read.errors.size(), 1);
    QVERIFY2(read.errors[0].startsWith(QStringLiteral("labels.csv:3: ")) && read.errors[0].contains(error),
             qPrintable(read.errors[0]));
    QCOMPARE(read.labels.size(), 1); // line 2
}

void TestLabelsReader::spreadsheetCsvIsRead()
{
    // A byte order mark, CRLF, quoted fields with commas and quotes, an empty last column, a
    // further column the header names, upper-case words.
    const LabelScope scope{{named(QStringLiteral("a, \"b\"")), named(QStringLiteral(" c "))}, {}};
    const LabelsRead read = readCsv("\xEF\xBB\xBFTest_Case,Metric,Label,Note\r\n"
                                    "\"a, \"\"b\"\"\",faithfulness,PASS,\"looked twice\"\r\n"
                                    "\" c \" , contextual_relevancy ,  No ,\r\n",
                                    scope);
    QVERIFY2(read.ok() && read.notes.isEmpty(), qPrintable(allMessages(read)));
    QCOMPARE(read.labels.size(), 2);
    QCOMPARE(read.labels.find(QStringLiteral("a, \"b\""), QStringLiteral("faithfulness"))->pass, true);
    QCOMPARE(read.labels.find(QStringLiteral(" c "), QStringLiteral("contextual_relevancy"))->pass, false);
}

void TestLabelsReader::controlCharactersAreMadeVisible()
{
    QCOMPARE(visibleName(QStringLiteral("x\x1b]0;t\x07\r\n\t") + QChar(0x9b) + QChar(0x202e) + u'y'),
             QStringLiteral("x\\x1B]0;t\\x07\\x0D\\x0A\\x09\\x9B\\u202Ey"));
    const QString longName(100, u'n');
    QCOMPARE(visibleName(longName), QString(80, u'n') + QStringLiteral("…"));
    // A character outside the BMP is not cut in half.
    const QString emoji = QString(79, u'n') + QStringLiteral("\U0001F600");
    QCOMPARE(visibleName(emoji), QString(79, u'n') + QStringLiteral("…"));

    const LabelsRead read = readCsv("test_case,metric,label\n"
                                    "a\x1b]52;c;aGk=\x07,faithfulness,pass\n"
                                    "b,faithfulness,\x1b[2Jpass\n"
                                    "c,faithful\xc2\x9b"
                                    "1m,pass\n"
                                    "\x1b[2J\n"
                                    "d,faithfulness,pass\n");
    QCOMPARE(read.errors.size(), 3);
    QVERIFY2(controlCharacters(allMessages(read)).isEmpty(), qPrintable(controlCharacters(allMessages(read))));
    QCOMPARE(read.errors[0], QStringLiteral("labels.csv:3: label \"\\x1B[2Jpass\" is neither pass nor fail"));
    QVERIFY2(read.notes.value(0).contains(QStringLiteral("\"a\\x1B]52;c;aGk=\\x07\" (line 2)")),
             qPrintable(read.notes.value(0)));
}

void TestLabelsReader::bytesThatAreNotText_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("error");
    QTest::newRow("invalid UTF-8")
        << QByteArray("test_case,metric,label\na,faithfulness,pass\nb,faithfulness,\xff\xfe pass\n")
        << QStringLiteral("labels.csv:3: not UTF-8 text: is this a CSV file? (save it as CSV UTF-8)");
    QTest::newRow("UTF-16") << QByteArray("\xff\xfet\0e\0s\0t\0\n\0", 12)
                            << QStringLiteral("labels.csv:1: a NUL byte: this is not a CSV text file in UTF-8 "
                                              "(binary data, or UTF-16 text: save it as CSV UTF-8)");
    QTest::newRow("NUL on line 3") << (QByteArray("test_case,metric,label\na,faithfulness,pass\nb") + '\0' + "\n")
                                   << QStringLiteral("labels.csv:3: a NUL byte");
}

void TestLabelsReader::bytesThatAreNotText()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, error);
    const LabelsRead read = readCsv(content);
    QCOMPARE(read.errors.size(), 1);
    QVERIFY2(read.errors[0].startsWith(error), qPrintable(read.errors[0]));
}

QTEST_GUILESS_MAIN(TestLabelsReader)
#include "tst_labelsreader.moc"
