#include "model/projectfile.h"
#include "model/testcasereader.h"
#include "support/qtwarnings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace claimscope;

namespace {

Project sampleProject()
{
    Project project;
    const LoadedCases hotel = TestCaseReader::readFile(QStringLiteral(":/examples/hotel-concierge.json"));
    const LoadedCases refund = TestCaseReader::readFile(QStringLiteral(":/examples/refund-policy-single.json"));
    project.cases = hotel.cases + refund.cases;
    JudgeSettings &judge = project.settings.judge;
    judge.provider = QStringLiteral("openai-compatible");
    judge.baseUrl = QStringLiteral("http://127.0.0.1:11434/v1");
    judge.model = QStringLiteral("llama3.1");
    judge.apiKeyEnv = QStringLiteral("MY_JUDGE_KEY");
    judge.maxConcurrency = 3;
    judge.prices.insert(QStringLiteral("llama3.1"), {0.5, 1.5});
    project.settings.metrics = {
        {QStringLiteral("turn_faithfulness"), true, {{QStringLiteral("window_size"), 3}}},
        {QStringLiteral("trust_score"), false, {{QStringLiteral("threshold"), 0.7}}},
    };
    project.settings.templates.insert(QStringLiteral("faithfulness__claims"),
                                      QStringLiteral("List the claims of {{text}}"));
    project.labels.set(QStringLiteral("Hotel concierge: early arrival with a dog"), QStringLiteral("turn_faithfulness"),
                       {false, std::nullopt});
    project.labels.set(QStringLiteral("#2"), QStringLiteral("faithfulness"), {true, 4.5});
    project.claimLabels.set(QStringLiteral("#2"), QStringLiteral("faithfulness"),
                            QStringLiteral("Refunds take 30 days."), QStringLiteral("no"));
    return project;
}

QByteArray projectText(const char *json)
{
    return QByteArray(json);
}

} // namespace

// The project file: round trip, atomic save, secrets kept out, and errors that name the file
// and the place.
class TestProjectFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void roundTripKeepsEverything();
    void emptyProjectRoundTrips();
    void versionComesFirst();
    void apiKeyIsNeverWritten();
    void saveFailureNamesTheFile();
    void suffixHelpers();
    void errorsNameFileAndPlace_data();
    void errorsNameFileAndPlace();
    void missingFileIsAnError();
    void fileWithoutLabelsLoads();
};

void TestProjectFile::init()
{
    failOnQtWarnings();
}

void TestProjectFile::roundTripKeepsEverything()
{
    const Project project = sampleProject();
    QVERIFY(project.cases.size() >= 2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.claimscope.json"));
    QString error;
    QVERIFY2(ProjectFile::write(path, project, &error), qPrintable(error));
    const ProjectLoad load = ProjectFile::read(path);
    QVERIFY2(load.ok(), qPrintable(load.errorText()));
    QCOMPARE(load.project.cases, project.cases);
    QCOMPARE(load.project.settings.judge, project.settings.judge);
    QCOMPARE(load.project.settings.templates, project.settings.templates);
    QCOMPARE(load.project.settings.metrics.size(), 2);
    for (const MetricSelection &metric : project.settings.metrics)
        QVERIFY(load.project.settings.metrics.contains(metric));
    QCOMPARE(load.project.labels, project.labels);
    QCOMPARE(load.project.labels.size(), 2);
    QCOMPARE(load.project.claimLabels, project.claimLabels);
    QCOMPARE(load.project.claimLabels.size(), 1);
    QCOMPARE(*load.project.labels.find(QStringLiteral("#2"), QStringLiteral("faithfulness"))->rating, 4.5);
    // Saving what was read gives the same bytes: nothing drifts between saves.
    QCOMPARE(ProjectFile::toBytes(load.project), ProjectFile::toBytes(project));
}

void TestProjectFile::emptyProjectRoundTrips()
{
    const ProjectLoad load = ProjectFile::readBytes(ProjectFile::toBytes(Project()), QStringLiteral("empty"));
    QVERIFY2(load.ok(), qPrintable(load.errorText()));
    QCOMPARE(load.project, Project());
}

void TestProjectFile::versionComesFirst()
{
    const QByteArray bytes = ProjectFile::toBytes(sampleProject());
    QVERIFY(bytes.startsWith("{\n  \"version\": 1,\n  \"test_cases\": ["));
}

void TestProjectFile::apiKeyIsNeverWritten()
{
    Project project = sampleProject();
    project.settings.judge.apiKey = QStringLiteral("sk-test-DO-NOT-STORE-4242");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("secret.claimscope.json"));
    QString error;
    QVERIFY2(ProjectFile::write(path, project, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(!bytes.contains("DO-NOT-STORE"));
    QVERIFY(!bytes.contains("4242"));
    QVERIFY(bytes.contains("MY_JUDGE_KEY")); // the variable's name is kept
    const ProjectLoad load = ProjectFile::read(path);
    QVERIFY2(load.ok(), qPrintable(load.errorText()));
    QVERIFY(load.project.settings.judge.apiKey.isEmpty());
}

void TestProjectFile::saveFailureNamesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/demo.claimscope.json"));
    QString error;
    QVERIFY(!ProjectFile::write(path, sampleProject(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + path + QStringLiteral(": ")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TestProjectFile::suffixHelpers()
{
    QVERIFY(ProjectFile::hasProjectSuffix(QStringLiteral("projects/a.claimscope.json")));
    QVERIFY(!ProjectFile::hasProjectSuffix(QStringLiteral("projects/a.json")));
    QCOMPARE(ProjectFile::withProjectSuffix(QStringLiteral("demo")), QStringLiteral("demo.claimscope.json"));
    QCOMPARE(ProjectFile::withProjectSuffix(QStringLiteral("demo.json")), QStringLiteral("demo.claimscope.json"));
    QCOMPARE(ProjectFile::withProjectSuffix(QStringLiteral("d.claimscope.json")), QStringLiteral("d.claimscope.json"));
}

void TestProjectFile::errorsNameFileAndPlace_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("syntax") << projectText("{\"version\": 1,\n \"test_cases\": [}")
                            << "p.claimscope.json: line 2, column 17: not valid JSON";
    QTest::newRow("not an object") << projectText("[1, 2]") << "p.claimscope.json: expected a Claimscope project";
    QTest::newRow("no version") << projectText("{\"test_cases\": []}") << "p.claimscope.json: version: missing";
    QTest::newRow("text version") << projectText("{\"version\": \"1\", \"test_cases\": []}")
                                  << "p.claimscope.json: version: expected a whole number, got \"1\"";
    QTest::newRow("newer")
        << projectText("{\"version\": 7, \"test_cases\": []}")
        << "p.claimscope.json: version: the project was written by a newer Claimscope (file version 7";
    QTest::newRow("no cases") << projectText("{\"version\": 1}")
                              << "p.claimscope.json: test_cases: expected a list of test cases";
    QTest::newRow("bad role") << projectText(
        "{\"version\": 1, \"test_cases\": [{\"turns\": [{\"role\": \"user\", \"content\": \"hi\"},"
        " {\"role\": \"bot\", \"content\": \"yo\"}]}]}")
                              << "p.claimscope.json: test_cases[0].turns[1].role: ";
    QTest::newRow("bad judge") << projectText(
        "{\"version\": 1, \"test_cases\": [], \"judge\": {\"max_concurrency\": \"eight\"}}")
                               << "p.claimscope.json: judge.max_concurrency: expected a whole number ≥ 1";
    QTest::newRow("judge nested 100,000 deep") << QByteArray(
        "{\"version\": 1, \"test_cases\": [], \"judge\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + "}")
                                               << "p.claimscope.json: line 1, column 242: nested more than 200 level";
    QTest::newRow("bad template") << projectText(
        "{\"version\": 1, \"test_cases\": [], \"templates\": {\"faithfulness__claims\": 3}}")
                                  << "p.claimscope.json: templates.faithfulness__claims: expected the template text";
    QTest::newRow("labels not an object")
        << projectText("{\"version\": 1, \"test_cases\": [], \"labels\": [1]}")
        << "p.claimscope.json: labels: expected {\"metric\": {\"test case\": {\"pass\": true or false}}}";
    QTest::newRow("claim verdict not a verdict")
        << projectText("{\"version\": 1, \"test_cases\": [], \"claim_labels\": {\"faithfulness\": {\"#1\": {\"A "
                       "claim.\": \"maybe\"}}}}")
        << "p.claimscope.json: claim_labels.faithfulness.#1: a claim's verdict must be \"yes\", \"no\" or \"idk\"";
    QTest::newRow("label without pass")
        << projectText(
               "{\"version\": 1, \"test_cases\": [], \"labels\": {\"faithfulness\": {\"#1\": {\"pass\": \"yes\"}}}}")
        << "p.claimscope.json: labels.faithfulness.#1: expected {\"pass\": true or false}";
}

void TestProjectFile::errorsNameFileAndPlace()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const ProjectLoad load = ProjectFile::readBytes(text, QStringLiteral("p.claimscope.json"));
    QVERIFY(!load.ok());
    QVERIFY2(load.errorText().startsWith(expected), qPrintable(load.errorText()));
    QCOMPARE(load.project, Project());
}

void TestProjectFile::fileWithoutLabelsLoads()
{
    // Written before labels existed: no "labels" at all.
    const ProjectLoad load = ProjectFile::readBytes(
        "{\"version\": 1, \"test_cases\": [{\"input\": \"q\", \"actual_output\": \"a\"}], \"metrics\": {}}",
        QStringLiteral("old.claimscope.json"));
    QVERIFY2(load.ok(), qPrintable(load.errorText()));
    QCOMPARE(load.project.cases.size(), 1);
    QVERIFY(load.project.labels.isEmpty());
    // And a project without labels writes none.
    QVERIFY(!ProjectFile::toBytes(load.project).contains("\"labels\""));
}

void TestProjectFile::missingFileIsAnError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gone.claimscope.json"));
    const ProjectLoad load = ProjectFile::read(path);
    QVERIFY(!load.ok());
    QVERIFY2(load.errorText().startsWith(path + QStringLiteral(": cannot be opened")), qPrintable(load.errorText()));
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
