#include "model/casetitles.h"
#include "model/metadatafields.h"
#include "model/testcase.h"
#include "results/resultsfiltermodel.h"
#include "results/resultsmodel.h"
#include "support/qtwarnings.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QtTest>

using namespace claimscope;

namespace {

TestCase conversation(const QString &name, const QString &lastQuestion, const QJsonObject &metadata = {})
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    testCase.name = name;
    testCase.metadata = metadata;
    testCase.turns = {{Role::User, QStringLiteral("Hello there."), {}, {}},
                      {Role::Assistant, QStringLiteral("Hi, how can I help?"), {}, {}},
                      {Role::User, lastQuestion, {}, {}},
                      {Role::Assistant, QStringLiteral("Here is the answer."), {}, {}}};
    return testCase;
}

MetricResult resultFor(const TestCase &testCase, int index)
{
    MetricResult result;
    result.runId = 1;
    result.testCaseIndex = index;
    result.testCaseName = testCase.name;
    result.metricId = QStringLiteral("turn_faithfulness");
    result.score = 0.5;
    result.success = true;
    return result;
}

const QString Hash = QStringLiteral("f0d2873b877409f61da7dbdddd22d279<::>3::reference");

} // namespace

// Readable test-case names for datasets whose names are machine ids, and the test cases'
// metadata as optional result columns that sort as numbers and are searched by the filter.
class TestCaseNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void readableNames_data();
    void readableNames();
    void metadataPaths();
    void tableShowsReadableNamesAndMetadata();
    void titlesFollowTheNameAResultGives();
    // Two test cases that would read the same are told apart by the start of their ids.
    void equalNamesGetTheirIdsPart();
};

void TestCaseNames::init()
{
    failOnQtWarnings();
}

void TestCaseNames::readableNames_data()
{
    QTest::addColumn<TestCase>("testCase");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a plain name stays") << conversation(QStringLiteral("Refund after 30 days"), QStringLiteral("Why?"))
                                        << QStringLiteral("Refund after 30 days");
    QTest::newRow("no name") << conversation(QString(), QStringLiteral("Why?")) << QStringLiteral("#4");
    QTest::newRow("hash: last question and model")
        << conversation(Hash, QStringLiteral("Which river is the longest in Maine?"),
                        {{QStringLiteral("model_id"), QStringLiteral("reference")}})
        << QStringLiteral("“Which river is the longest in Maine?” · reference");
    QTest::newRow("hash: a title wins") << conversation(Hash, QStringLiteral("Which river?"),
                                                        {{QStringLiteral("title"), QStringLiteral("Maine rivers")}})
                                        << QStringLiteral("Maine rivers");
    QTest::newRow("uuid: long question cut at a word")
        << conversation(
               QStringLiteral("3f2504e0-4f89-11d3-9a0c-0305e82c3301"),
               QStringLiteral(
                   "Could you tell me which of the rivers in the state of Maine carries the most water in spring?"))
        << QStringLiteral("“Could you tell me which of the rivers in the state of Maine…”");
    QTest::newRow("a short hex word is a name")
        << conversation(QStringLiteral("case deadbeef"), QStringLiteral("Why?")) << QStringLiteral("case deadbeef");
}

void TestCaseNames::readableNames()
{
    QFETCH(TestCase, testCase);
    QFETCH(QString, expected);
    QCOMPARE(testCase.readableName(3), expected);
}

void TestCaseNames::equalNamesGetTheirIdsPart()
{
    const QJsonObject llama{{QStringLiteral("model_id"), QStringLiteral("llama")}};
    const CaseTitles titles(
        {conversation(QStringLiteral("0e7023ab90fe1d5f<::>2::llama"), QStringLiteral("Thanks!"), llama),
         conversation(QStringLiteral("9a7023ab90fe2d5f<::>3::llama"), QStringLiteral("Thanks!"), llama),
         conversation(QStringLiteral("873b877409f6a3f2<::>3::llama"), QStringLiteral("Thanks!"), llama),
         conversation(Hash, QStringLiteral("Which river?"), llama)});
    QCOMPARE(titles.of(0), QStringLiteral("“Thanks!” · llama · #1d5f"));
    QCOMPARE(titles.of(1), QStringLiteral("“Thanks!” · llama · #2d5f"));
    QCOMPARE(titles.of(2), QStringLiteral("“Thanks!” · llama · #a3f2"));
    QCOMPARE(titles.of(3), QStringLiteral("“Which river?” · llama")); // alone: as it reads
}

void TestCaseNames::titlesFollowTheNameAResultGives()
{
    const QString otherHash = QStringLiteral("d5f0e7023ab90fe0240b7fc46cf00c26<::>3::llama");
    const CaseTitles titles({conversation(Hash, QStringLiteral("Which river is the longest?")),
                             conversation(QStringLiteral("Refunds"), QStringLiteral("Why?")),
                             conversation(otherHash, QStringLiteral("Where is the source?"))});
    QCOMPARE(titles.count(), 3);
    QCOMPARE(titles.of(0), QStringLiteral("“Which river is the longest?”"));
    QCOMPARE(titles.of(3), QString());
    // By position when the name there is the result's; by name when the case moved (a kept
    // run's results after an insert); the result's own name when the project has no such case.
    QCOMPARE(titles.of(Hash, 0), QStringLiteral("“Which river is the longest?”"));
    QCOMPARE(titles.of(otherHash, 0), QStringLiteral("“Where is the source?”"));
    QCOMPARE(titles.of(QStringLiteral("Refunds"), 7), QStringLiteral("Refunds"));
    QCOMPARE(titles.of(QStringLiteral("4c1f00ddeadbeef00deadbeef00dead1"), 1),
             QStringLiteral("4c1f00ddeadbeef00deadbeef00dead1"));
    QCOMPARE(titles.of(QString(), 5), QStringLiteral("#6"));
    QCOMPARE(CaseTitles().of(Hash, 0), Hash);
}

void TestCaseNames::metadataPaths()
{
    const QJsonObject first{
        {QStringLiteral("model_id"), QStringLiteral("reference")},
        {QStringLiteral("human"),
         QJsonObject{{QStringLiteral("faithfulness"),
                      QJsonObject{{QStringLiteral("mean"), 4}, {QStringLiteral("ratings"), QJsonArray{4, 4, 3}}}}}},
        {QStringLiteral("tags"), QJsonArray{QStringLiteral("a"), QJsonObject()}}};
    const QJsonObject second{
        {QStringLiteral("question_type"), QJsonArray{QStringLiteral("Factoid"), QStringLiteral("Opinion")}}};
    const QStringList paths = MetadataFields::paths(
        {conversation(Hash, QStringLiteral("Q?"), first), conversation(Hash, QStringLiteral("Q?"), second)});
    // Nested plain values by dotted path; a list holding an object is not plain.
    QCOMPARE(paths,
             (QStringList{QStringLiteral("human.faithfulness.mean"), QStringLiteral("human.faithfulness.ratings"),
                          QStringLiteral("model_id"), QStringLiteral("question_type")}));
    QCOMPARE(MetadataFields::text(first, QStringLiteral("human.faithfulness.ratings")), QStringLiteral("4, 4, 3"));
    QCOMPARE(MetadataFields::text(second, QStringLiteral("question_type")), QStringLiteral("Factoid, Opinion"));
    QCOMPARE(MetadataFields::text(first, QStringLiteral("human.faithfulness")), QString());
    QCOMPARE(MetadataFields::text(first, QStringLiteral("missing.path")), QString());
    QCOMPARE(MetadataFields::sortKey(first, QStringLiteral("human.faithfulness.mean")), QVariant(4.0));
}

void TestCaseNames::tableShowsReadableNamesAndMetadata()
{
    const QList<TestCase> cases = {
        conversation(Hash, QStringLiteral("Which river is the longest?"),
                     {{QStringLiteral("model_id"), QStringLiteral("reference")}, {QStringLiteral("rating"), 10}}),
        conversation(QStringLiteral("Plain name"), QStringLiteral("Why?"),
                     {{QStringLiteral("model_id"), QStringLiteral("llama")}, {QStringLiteral("rating"), 9}}),
    };
    ResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addResults({resultFor(cases[0], 0), resultFor(cases[1], 1)});
    // Before the model knows the test cases, results name them as they are.
    QCOMPARE(model.index(0, ResultsModel::TestCaseColumn).data().toString(), Hash);
    model.setTestCases(cases);
    QCOMPARE(model.index(0, ResultsModel::TestCaseColumn).data().toString(),
             QStringLiteral("“Which river is the longest?” · reference"));
    QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Test case id: ") + Hash));
    QVERIFY(!model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Test case id")));

    model.setMetadataColumns({QStringLiteral("rating"), QStringLiteral("model_id")});
    QCOMPARE(model.columnCount(), int(ResultsModel::ColumnCount) + 2);
    QCOMPARE(model.headerData(ResultsModel::ColumnCount, Qt::Horizontal).toString(), QStringLiteral("rating"));
    QCOMPARE(model.index(1, ResultsModel::ColumnCount + 1).data().toString(), QStringLiteral("llama"));

    // Numbers sort as numbers (9 before 10), and the filter searches ids and metadata shown.
    ResultsFilterModel filter;
    filter.setSourceModel(&model);
    filter.sort(ResultsModel::ColumnCount, Qt::AscendingOrder);
    QCOMPARE(filter.index(0, ResultsModel::ColumnCount).data().toString(), QStringLiteral("9"));
    filter.setText(QStringLiteral("llama"));
    QCOMPARE(filter.rowCount(), 1);
    filter.setText(QStringLiteral("f0d2873b"));
    QCOMPARE(filter.rowCount(), 1);
    QCOMPARE(filter.index(0, 0).data(ResultsModel::TestCaseIndexRole).toInt(), 0);
    model.setMetadataColumns({QStringLiteral("rating")});
    filter.setText(QStringLiteral("llama"));
    QCOMPARE(filter.rowCount(), 0); // no longer shown, no longer searched

    // A test case renamed since the run: its results keep the name they were made under.
    QList<TestCase> renamed = cases;
    renamed[0].name = QStringLiteral("Renamed");
    model.setTestCases(renamed);
    QCOMPARE(model.index(0, ResultsModel::TestCaseColumn).data().toString(), Hash);
    QCOMPARE(model.index(0, ResultsModel::ColumnCount).data().toString(), QString());
}

QTEST_GUILESS_MAIN(TestCaseNames)
#include "tst_casenames.moc"
