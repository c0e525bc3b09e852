// What a label rates: the @last / @N mapping syntax and the CSV exchange column, every bad scope
// named with its place and fix, the scope kept through a project file (old files read as the whole
// test case), and a label on one exchange compared with that exchange's own score — worked by
// hand on a conversation whose claims the loopback judge gives.
#include "experiments/agreement.h"
#include "experiments/labelsreader.h"
#include "model/labelledscores.h"
#include "model/projectfile.h"
#include "model/resultjson.h"
#include "results/resultsmodel.h"
#include "support/clirun.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

// "question N" / "answer N" exchanges, each answer with context "CTX-N".
TestCase conversation(const QString &name, int exchanges, const QJsonObject &metadata = {})
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    testCase.name = name;
    testCase.metadata = metadata;
    for (int i = 0; i < exchanges; ++i) {
        testCase.turns << Turn{Role::User, QStringLiteral("question %1").arg(i), {}, {}}
                       << Turn{Role::Assistant,
                               QStringLiteral("answer %1").arg(i),
                               {ContextItem::fromText(QStringLiteral("CTX-%1").arg(i))},
                               {}};
    }
    return testCase;
}

QJsonObject faithful(bool value)
{
    return {{QStringLiteral("human"), QJsonObject{{QStringLiteral("faithful"), value}}}};
}

LabelScope twoConversations()
{
    return {{conversation(QStringLiteral("short"), 2, faithful(true)),
             conversation(QStringLiteral("long"), 4, faithful(false))},
            {}};
}

QString messages(const LabelsRead &read)
{
    return (read.errors + read.notes).join(u'\n');
}

// One claim per "answer N" in the assistant content; the claim about answer `bad` is "no".
FakeJudgeServer::Handler judge(int bad)
{
    return [bad](const FakeJudgeServer::Request &request) {
        const QString prompt = request.lastUserMessage();
        if (request.step.endsWith(QLatin1String("__truths")))
            return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("truths"), QJsonArray{prompt.right(5)}}});
        if (request.step.endsWith(QLatin1String("__claims"))) {
            QJsonArray claims;
            static const QRegularExpression answer(QStringLiteral("answer (\\d+)"));
            for (auto it = answer.globalMatch(prompt); it.hasNext();)
                claims.append(QString(QStringLiteral("claim of ") + it.next().captured(0)));
            return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("claims"), claims}});
        }
        if (request.step.endsWith(QLatin1String("__verdicts"))) {
            QStringList verdicts;
            static const QRegularExpression claim(QStringLiteral("claim of answer (\\d+)"));
            for (auto it = claim.globalMatch(prompt); it.hasNext();)
                verdicts.append(it.next().captured(1).toInt() == bad ? QStringLiteral("no") : QStringLiteral("yes"));
            return FakeJudgeServer::chatReply(faithfulnessVerdicts(verdicts));
        }
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}});
    };
}

MetricResult turnFaithfulness(const TestCase &testCase, int windowSize, int bad)
{
    FakeJudgeServer server;
    server.setHandler(judge(bad));
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(
        server, {testCase},
        {{QStringLiteral("turn_faithfulness"), true, QJsonObject{{QStringLiteral("window_size"), windowSize}}}}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
    return result ? *result : MetricResult();
}

HumanLabel labelOn(int exchange, bool pass = true)
{
    return {pass, std::nullopt, exchange};
}

// Turn Faithfulness with `windowSize` on `testCase` (named "c"), labelled on `exchange`.
RunHarness::Outcome labelledRun(FakeJudgeServer &server, const TestCase &testCase, int windowSize, int exchange)
{
    RunRequest request = RunHarness::request(
        server, {testCase},
        {{QStringLiteral("turn_faithfulness"), true, QJsonObject{{QStringLiteral("window_size"), windowSize}}}});
    HumanLabels labels;
    labels.set(testCase.name, QStringLiteral("turn_faithfulness"), labelOn(exchange, false));
    request.addExchangeLabels(labels);
    RunHarness harness;
    return harness.run(request);
}

} // namespace

class TestExchangeLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void mappingsSayWhatTheyRate_data();
    void mappingsSayWhatTheyRate();
    void csvExchangeColumn();
    void badScopesNameThePlaceAndTheFix_data();
    void badScopesNameThePlaceAndTheFix();
    void badCsvScopesNameTheLine();
    void scopeSurvivesTheProjectFile();
    void lastExchangeIsScoredAlone();
    void windowHoldingEarlierExchangesCannotScoreOne();
    void agreementUsesTheExchangeScore();
    void resultsRowReadsAgreementAsLabelled();
    void wideWindowJudgesTheLabelledExchangeAlone();
    void exchangeAloneOnlyWhereTheWindowsCannotScoreIt_data();
    void exchangeAloneOnlyWhereTheWindowsCannotScoreIt();
    void commandLineJudgesTheLabelledExchangeAlone();
};

void TestExchangeLabels::mappingsSayWhatTheyRate_data()
{
    QTest::addColumn<QString>("mapping");
    QTest::addColumn<int>("exchange");
    QTest::addColumn<bool>("rated");
    QTest::newRow("whole") << "turn_faithfulness=human.faithful" << int(HumanLabel::WholeCase) << false;
    QTest::newRow("@last") << "turn_faithfulness=human.faithful@last" << int(HumanLabel::LastExchange) << false;
    QTest::newRow("@LAST spaced") << "turn_faithfulness = human.faithful @ LAST" << int(HumanLabel::LastExchange)
                                  << false;
    QTest::newRow("@2") << "turn_faithfulness=human.faithful@2" << 2 << false;
    QTest::newRow("rating then @last") << "turn_faithfulness=human.score>=3@last" << int(HumanLabel::LastExchange)
                                       << true;
    QTest::newRow("@last then rating") << "turn_faithfulness=human.score@last>=3" << int(HumanLabel::LastExchange)
                                       << true;
}

void TestExchangeLabels::mappingsSayWhatTheyRate()
{
    QFETCH(QString, mapping);
    QFETCH(int, exchange);
    QFETCH(bool, rated);
    LabelScope scope = twoConversations();
    scope.cases[0].metadata = {
        {QStringLiteral("human"), QJsonObject{{QStringLiteral("faithful"), true}, {QStringLiteral("score"), 3.5}}}};
    scope.cases[1].metadata = {
        {QStringLiteral("human"), QJsonObject{{QStringLiteral("faithful"), false}, {QStringLiteral("score"), 1}}}};
    const LabelsRead read = LabelsReader::read(mapping, scope);
    QVERIFY2(read.ok() && read.notes.isEmpty(), qPrintable(messages(read)));
    const std::optional<HumanLabel> label =
        read.labels.find(QStringLiteral("short"), QStringLiteral("turn_faithfulness"));
    QVERIFY(label);
    QCOMPARE(label->exchange, exchange);
    QCOMPARE(label->pass, true);
    QCOMPARE(label->rating.has_value(), rated);
    QCOMPARE(read.labels.find(QStringLiteral("long"), QStringLiteral("turn_faithfulness"))->exchange, exchange);
}

void TestExchangeLabels::csvExchangeColumn()
{
    const QByteArray csv = "test_case,metric,label,exchange\n"
                           "short,turn_faithfulness,pass,last\n"
                           "long,turn_faithfulness,fail,3\n"
                           "short,turn_relevancy,pass,\n"
                           "long,turn_relevancy,fail\n";
    const LabelsRead read = LabelsReader::readCsv(csv, QStringLiteral("labels.csv"), twoConversations());
    QVERIFY2(read.ok() && read.notes.isEmpty(), qPrintable(messages(read)));
    QCOMPARE(read.labels.find(QStringLiteral("short"), QStringLiteral("turn_faithfulness"))->exchange,
             HumanLabel::LastExchange);
    QCOMPARE(read.labels.find(QStringLiteral("long"), QStringLiteral("turn_faithfulness"))->exchange, 3);
    QCOMPARE(read.labels.find(QStringLiteral("short"), QStringLiteral("turn_relevancy"))->exchange,
             HumanLabel::WholeCase);
    QCOMPARE(read.labels.find(QStringLiteral("long"), QStringLiteral("turn_relevancy"))->exchange,
             HumanLabel::WholeCase);
    // Without the column every label rates the whole test case, as before.
    const LabelsRead old = LabelsReader::readCsv("test_case,metric,label\nshort,turn_faithfulness,pass\n",
                                                 QStringLiteral("old.csv"), twoConversations());
    QVERIFY2(old.ok(), qPrintable(messages(old)));
    QCOMPARE(old.labels.find(QStringLiteral("short"), QStringLiteral("turn_faithfulness"))->exchange,
             HumanLabel::WholeCase);
}

void TestExchangeLabels::badScopesNameThePlaceAndTheFix_data()
{
    QTest::addColumn<QString>("mapping");
    QTest::addColumn<QString>("expected");
    QTest::newRow("exchange 0") << "turn_faithfulness=human.faithful@0"
                                << "labels \"turn_faithfulness=human.faithful@0\": exchange 0: exchanges count from 1 "
                                   "(write 1 for the first, last for the last one)";
    QTest::newRow("not a number")
        << "turn_faithfulness=human.faithful@final"
        << "labels \"turn_faithfulness=human.faithful@final\": exchange \"final\" is neither last nor a number (write "
           "last, a number from 1, or nothing for the whole test case)";
    QTest::newRow("empty @") << "turn_faithfulness=human.faithful@"
                             << "labels \"turn_faithfulness=human.faithful@\": @ without an exchange (write @last or "
                                "@N, N from 1)";
    QTest::newRow("two @") << "turn_faithfulness=human.faithful@1>=3@last"
                           << "labels \"turn_faithfulness=human.faithful@1>=3@last\": two @ scopes; write one, e.g. "
                              "turn_faithfulness=human.faithful@last";
    QTest::newRow("beyond the conversation")
        << "turn_faithfulness=human.faithful@3"
        << "labels \"turn_faithfulness=human.faithful@3\": test case \"short\" has 2 exchange(s), so no exchange 3 to "
           "rate: label the whole test case or an exchange from 1 to 2";
}

void TestExchangeLabels::badScopesNameThePlaceAndTheFix()
{
    QFETCH(QString, mapping);
    QFETCH(QString, expected);
    const LabelsRead read = LabelsReader::read(mapping, twoConversations());
    QVERIFY(!read.ok());
    QCOMPARE(read.errors.first(), expected);
}

void TestExchangeLabels::badCsvScopesNameTheLine()
{
    const QByteArray csv = "test_case,metric,label,exchange\n"
                           "short,turn_faithfulness,pass,0\n"
                           "long,turn_faithfulness,fail,two\n"
                           "short,turn_relevancy,pass,5\n";
    const LabelsRead read = LabelsReader::readCsv(csv, QStringLiteral("labels.csv"), twoConversations());
    QCOMPARE(read.errors.size(), 3);
    QCOMPARE(read.errors[0],
             QStringLiteral("labels.csv:2: exchange 0: exchanges count from 1 (write 1 for the first, "
                            "last for the last one)"));
    QCOMPARE(read.errors[1],
             QStringLiteral("labels.csv:3: exchange \"two\" is neither last nor a number (write last, a number from 1, "
                            "or nothing for the whole test case)"));
    QCOMPARE(read.errors[2],
             QStringLiteral("labels.csv:4: test case \"short\" has 2 exchange(s), so no exchange 5 to "
                            "rate: label the whole test case or an exchange from 1 to 2"));
}

void TestExchangeLabels::scopeSurvivesTheProjectFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.claimscope"));
    Project project;
    project.cases = twoConversations().cases;
    project.labels.set(QStringLiteral("short"), QStringLiteral("turn_faithfulness"), labelOn(HumanLabel::LastExchange));
    project.labels.set(QStringLiteral("long"), QStringLiteral("turn_faithfulness"), {false, 2.0, 3});
    project.labels.set(QStringLiteral("long"), QStringLiteral("turn_relevancy"), labelOn(HumanLabel::WholeCase));
    QString error;
    QVERIFY2(ProjectFile::write(path, project, &error), qPrintable(error));
    const ProjectLoad load = ProjectFile::read(path);
    QCOMPARE(load.project.labels, project.labels);
    QCOMPARE(load.project.labels.find(QStringLiteral("long"), QStringLiteral("turn_faithfulness"))->exchange, 3);

    // A label written before labels had a scope rates the whole test case.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    QVERIFY(text.contains("\"exchange\":\"last\"") || text.contains("\"exchange\": \"last\""));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.replace("\"last\"", "0"));
    file.close();
    const ProjectLoad bad = ProjectFile::read(path);
    QVERIFY(bad.errors.join(u'\n').contains(
        QStringLiteral("labels.turn_faithfulness.short.exchange: expected \"last\" or an exchange number from 1")));

    const HumanLabels old = HumanLabels::fromJson(
        QJsonObject{{QStringLiteral("faithfulness"),
                     QJsonObject{{QStringLiteral("a"), QJsonObject{{QStringLiteral("pass"), true}}}}}});
    QCOMPARE(old.find(QStringLiteral("a"), QStringLiteral("faithfulness"))->exchange, HumanLabel::WholeCase);
}

void TestExchangeLabels::lastExchangeIsScoredAlone()
{
    // Three exchanges, the claim about answer 2 (the last) contradicted. With window_size 1 each
    // window is one exchange: claims {answer 0}, {answer 1}, {answer 2}, scores 1, 1, 0.
    const MetricResult result = turnFaithfulness(conversation(QStringLiteral("c"), 3), 1, 2);
    QVERIFY2(result.score && !result.hasError(), qPrintable(result.error));
    QCOMPARE(*result.score, 2.0 / 3);
    QCOMPARE(*scoreForLabel(result, labelOn(HumanLabel::LastExchange)).score, 0.0);
    QCOMPARE(*scoreForLabel(result, labelOn(3)).score, 0.0);
    QCOMPARE(*scoreForLabel(result, labelOn(2)).score, 1.0);
    QCOMPARE(*scoreForLabel(result, labelOn(HumanLabel::WholeCase)).score, 2.0 / 3);
    QVERIFY(!scoreForLabel(result, labelOn(4)).score);
}

void TestExchangeLabels::windowHoldingEarlierExchangesCannotScoreOne()
{
    // window_size 2: windows {answer 0}, {answers 0, 1}, {answers 1, 2}. The last window's 0.5 (one
    // of two claims contradicted) is not the last answer's own score, so there is none to compare.
    const MetricResult result = turnFaithfulness(conversation(QStringLiteral("c"), 3), 2, 2);
    QVERIFY2(result.score && !result.hasError(), qPrintable(result.error));
    QCOMPARE(*result.windows[2].score, 0.5);
    const ScoreForLabel last = scoreForLabel(result, labelOn(HumanLabel::LastExchange));
    QVERIFY(!last.score);
    QCOMPARE(last.cannotScore,
             QStringLiteral("its window also holds earlier exchanges, and this run did not judge the last answer "
                            "alone: run the metric again with these labels and it does"));
    // A new run scores it: the views send the person to F5 rather than call it unscorable.
    QVERIFY(last.needsRun);
    // Exchange 1's window holds it alone.
    QCOMPARE(*scoreForLabel(result, labelOn(1)).score, 1.0);
    QVERIFY(!scoreForLabel(result, labelOn(1)).needsRun);
    // The window the breakdown opens on: the labelled exchange's, none past the end or for the whole.
    QCOMPARE(labelledWindow(result, labelOn(HumanLabel::LastExchange)), std::optional<qsizetype>(2));
    QCOMPARE(labelledWindow(result, labelOn(2)), std::optional<qsizetype>(1));
    QCOMPARE(labelledWindow(result, labelOn(4)), std::nullopt);
    QCOMPARE(labelledWindow(result, labelOn(HumanLabel::WholeCase)), std::nullopt);
}

void TestExchangeLabels::resultsRowReadsAgreementAsLabelled()
{
    // Window 1: the whole conversation 0.667 passes, the last answer alone 0 fails. A person who
    // passed the last answer disagrees with the judge there, whatever the whole says.
    const MetricResult result = turnFaithfulness(conversation(QStringLiteral("c"), 3), 1, 2);
    QVERIFY2(result.score && !result.hasError(), qPrintable(result.error));
    ResultsModel model;
    model.addResult(result);
    QVERIFY(!model.hasExchangeLabels());
    QCOMPARE(model.index(0, ResultsModel::AsLabelledColumn).data().toString(), QString());
    HumanLabels labels;
    labels.set(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId,
               labelOn(HumanLabel::LastExchange, true));
    model.setHumanLabels(labels);
    QVERIFY(model.hasExchangeLabels());
    QCOMPARE(model.index(0, ResultsModel::StatusColumn).data().toString(), QStringLiteral("✓ Pass"));
    QCOMPARE(model.human(0), ResultsModel::Human::PassJudgeFails);
    // Every label rates the last answer: the header says so, the cell need not.
    QCOMPARE(model.headerData(ResultsModel::HumanColumn, Qt::Horizontal).toString(),
             QStringLiteral("Human (last answer)"));
    QCOMPARE(model.index(0, ResultsModel::HumanColumn).data().toString(), QStringLiteral("✓ Pass ≠ judge"));
    QCOMPARE(model.index(0, ResultsModel::AsLabelledColumn).data().toString(), QStringLiteral("0.000 ✗ Fail"));
    QCOMPARE(model.index(0, ResultsModel::AsLabelledColumn).data(ResultsModel::SortRole).toDouble(), 0.0);
    QCOMPARE(model.labelsNeedingRun(), 0);
    // A label on exchange 2 (its own score 1) agrees: no "≠ judge".
    labels.set(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId, labelOn(2, true));
    model.setHumanLabels(labels);
    QCOMPARE(model.headerData(ResultsModel::HumanColumn, Qt::Horizontal).toString(),
             QStringLiteral("Human (exchange 2)"));
    QCOMPARE(model.index(0, ResultsModel::HumanColumn).data().toString(), QStringLiteral("✓ Pass"));
    // Labels of different scopes: each cell names its own, the header none.
    HumanLabels mixed = labels;
    mixed.set(QStringLiteral("other"), result.metricId, labelOn(HumanLabel::WholeCase, false));
    model.setHumanLabels(mixed);
    QCOMPARE(model.headerData(ResultsModel::HumanColumn, Qt::Horizontal).toString(), QStringLiteral("Human"));
    QCOMPARE(model.index(0, ResultsModel::HumanColumn).data().toString(), QStringLiteral("✓ Pass (exchange 2)"));
    QCOMPARE(model.index(0, ResultsModel::AsLabelledColumn).data().toString(), QStringLiteral("1.000 ✓ Pass"));

    // Window 2, labelled after the run: no score of the last answer alone until a new run.
    ResultsModel wide;
    wide.addResult(turnFaithfulness(conversation(QStringLiteral("c"), 3), 2, 2));
    labels.set(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId,
               labelOn(HumanLabel::LastExchange, false));
    wide.setHumanLabels(labels);
    QCOMPARE(wide.index(0, ResultsModel::AsLabelledColumn).data().toString(), QStringLiteral("— press F5"));
    QCOMPARE(wide.labelsNeedingRun(), 1);
    QCOMPARE(wide.index(0, ResultsModel::HumanColumn).data().toString(), QStringLiteral("✗ Fail"));
}

void TestExchangeLabels::agreementUsesTheExchangeScore()
{
    // The last answer is contradicted (own score 0) but the conversation scores 2/3: a "fail"
    // label on the last answer agrees with the judge only when the pairing reads the exchange.
    MetricResult result = turnFaithfulness(conversation(QStringLiteral("c"), 3), 1, 2);
    result.testCaseName = QStringLiteral("c");
    HumanLabels labels;
    labels.set(QStringLiteral("c"), QStringLiteral("turn_faithfulness"), labelOn(HumanLabel::LastExchange, false));
    const Agreement agreement = agreementByMetric({result}, labels).value(QStringLiteral("turn_faithfulness"));
    QCOMPARE(agreement.n, 1);
    QCOMPARE(agreement.matrix.bothFail, 1);
    // A result that cannot score it is left out and counted.
    const MetricResult wide = turnFaithfulness(conversation(QStringLiteral("c"), 3), 2, 2);
    MetricResult named = wide;
    named.testCaseName = QStringLiteral("c");
    QVERIFY(!agreementByMetric({named}, labels).contains(QStringLiteral("turn_faithfulness")));
    const auto unscored = unscoredLabels({named}, labels);
    QCOMPARE(unscored.value(QStringLiteral("turn_faithfulness")).count, 1);
    // Only the scores travel: the CLI's compact copies pair the same way.
    QCOMPARE(*scoreForLabel(scoresOnly(result), labelOn(HumanLabel::LastExchange)).score, 0.0);
}

void TestExchangeLabels::wideWindowJudgesTheLabelledExchangeAlone()
{
    // The default window (10) holds all three exchanges: windows {0}, {0, 1}, {0, 1, 2}, the claim
    // about answer 2 contradicted, so 1, 1 and 2/3. The label on the last answer makes the run
    // judge exchange 3 alone as well: its one claim, contradicted, scores 0.
    FakeJudgeServer server;
    server.setHandler(judge(2));
    const TestCase testCase = conversation(QStringLiteral("c"), 3);
    const RunHarness::Outcome outcome = labelledRun(server, testCase, 10, HumanLabel::LastExchange);
    QVERIFY(outcome.finished);
    QCOMPARE(outcome.results.size(), 1); // one result, the exchange beside the conversation
    const MetricResult &result = outcome.results.first();
    QVERIFY2(result.score && !result.hasError(), qPrintable(result.error));
    QCOMPARE(*result.score, (1.0 + 1.0 + 2.0 / 3) / 3); // the whole conversation's score, unchanged
    QCOMPARE(result.windows.size(), 3);
    QVERIFY(result.exchangeAlone);
    QCOMPARE(result.exchangeAlone->exchange, 3);
    QCOMPARE(result.exchangeAlone->exchanges, 3);
    QCOMPARE(result.exchangeAlone->score, std::optional<double>(0.0));
    QCOMPARE(*scoreForLabel(result, labelOn(HumanLabel::LastExchange)).score, 0.0);
    QCOMPARE(*scoreForLabel(result, labelOn(3)).score, 0.0);
    QCOMPARE(exchangeAloneText(*result.exchangeAlone),
             QStringLiteral("last answer alone: 0.00 — compared with the human label"));

    // Its judge calls are in the log, named for the exchange, asked of the last answer only
    // (no reason: only its score is kept), and counted with the result.
    QList<CallRecord> alone;
    for (const CallRecord &call : outcome.calls) {
        if (call.scope == QLatin1String("Exchange 3 alone"))
            alone.append(call);
    }
    QStringList steps;
    for (const CallRecord &call : std::as_const(alone)) {
        steps.append(call.step);
        QVERIFY2(!call.prompt.contains(QLatin1String("answer 1")), qPrintable(call.prompt));
    }
    steps.sort();
    QCOMPARE(steps,
             QStringList({QStringLiteral("turn_faithfulness__claims"), QStringLiteral("turn_faithfulness__truths"),
                          QStringLiteral("turn_faithfulness__verdicts")}));
    QCOMPARE(result.calls.judgeCalls, int(outcome.calls.size()));

    // Without the label the same run asks three calls fewer and keeps no exchange score.
    const MetricResult plain = turnFaithfulness(testCase, 10, 2);
    QCOMPARE(plain.score, result.score);
    QVERIFY(!plain.exchangeAlone);
    QCOMPARE(plain.calls.judgeCalls, result.calls.judgeCalls - 3);

    // Kept runs and exports carry it; the compact copies agreement reads too.
    QCOMPARE(resultFromJson(resultToJson(result)).exchangeAlone, result.exchangeAlone);
    QCOMPARE(*scoreForLabel(scoresOnly(result), labelOn(HumanLabel::LastExchange)).score, 0.0);
}

void TestExchangeLabels::exchangeAloneOnlyWhereTheWindowsCannotScoreIt_data()
{
    QTest::addColumn<int>("windowSize");
    QTest::addColumn<int>("exchange");
    QTest::addColumn<bool>("judgedAlone");
    QTest::newRow("wide window, last answer") << 10 << int(HumanLabel::LastExchange) << true;
    QTest::newRow("wide window, exchange 2") << 10 << 2 << true;
    QTest::newRow("wide window, exchange 1 (alone in its window)") << 10 << 1 << false;
    QTest::newRow("window_size 1") << 1 << int(HumanLabel::LastExchange) << false;
    QTest::newRow("whole test case") << 10 << int(HumanLabel::WholeCase) << false;
}

void TestExchangeLabels::exchangeAloneOnlyWhereTheWindowsCannotScoreIt()
{
    QFETCH(int, windowSize);
    QFETCH(int, exchange);
    QFETCH(bool, judgedAlone);
    FakeJudgeServer server;
    server.setHandler(judge(1));
    const RunHarness::Outcome outcome = labelledRun(server, conversation(QStringLiteral("c"), 3), windowSize, exchange);
    const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
    QVERIFY(result && result->score);
    QCOMPARE(result->exchangeAlone.has_value(), judgedAlone);
    // Either way the label has its exchange's own score: answer 1 (exchange 2) is the bad one.
    if (exchange != HumanLabel::WholeCase) {
        const ScoreForLabel paired = scoreForLabel(*result, labelOn(exchange));
        QVERIFY2(paired.score, qPrintable(paired.cannotScore));
        QCOMPARE(*paired.score, exchange == 2 ? 0.0 : 1.0);
    }
}

void TestExchangeLabels::commandLineJudgesTheLabelledExchangeAlone()
{
    QTemporaryDir home;
    // Two conversations of two exchanges, the context on each answer; the raters judged the last.
    const QByteArray conversations = R"([
      {"name": "kept", "metadata": {"human": {"faithful": true}}, "turns": [
        {"role": "user", "content": "Where is the tower?"},
        {"role": "assistant", "content": "The tower is in Pisa.", "retrieval_context": ["The tower is in Pisa."]},
        {"role": "user", "content": "How tall is it?"},
        {"role": "assistant", "content": "It is 56 metres tall.", "retrieval_context": ["It is 56 metres tall."]}]},
      {"name": "broken", "metadata": {"human": {"faithful": false}}, "turns": [
        {"role": "user", "content": "Where is the tower?"},
        {"role": "assistant", "content": "The tower is in Pisa.", "retrieval_context": ["The tower is in Pisa."]},
        {"role": "user", "content": "How tall is it?"},
        {"role": "assistant", "content": "It is 300 metres tall and made of gold.", "retrieval_context": ["It is 56 metres tall."]}]}
    ])";
    const QString file = writeFile(home, QStringLiteral("conversations.json"), conversations);
    const QStringList evaluate{QStringLiteral("evaluate"), file,
                               QStringLiteral("--judge"),  QStringLiteral("offline"),
                               QStringLiteral("--metric"), QStringLiteral("turn_faithfulness"),
                               QStringLiteral("--quiet"),  QStringLiteral("--no-cache"),
                               QStringLiteral("--format"), QStringLiteral("json"),
                               QStringLiteral("--labels"), QStringLiteral("turn_faithfulness=human.faithful@last")};

    // The default window of 10 holds both exchanges: the run judges each last answer alone as
    // well, and compares the labels with that.
    const CliRun wide = runCli(evaluate, home);
    QVERIFY2(!wide.crashed, qPrintable(wide.err));
    QVERIFY2(!wide.err.contains(QStringLiteral("cannot score")), qPrintable(wide.err));
    const QJsonObject wideFigures =
        wide.json().value(QStringLiteral("agreement")).toObject().value(QStringLiteral("turn_faithfulness")).toObject();
    QCOMPARE(wideFigures.value(QStringLiteral("n")).toInt(), 2);

    // window_size 1: each window is one exchange, nothing more to judge; its last windows are
    // the same numbers the default window's run judged alone.
    const CliRun alone = runCli(
        evaluate + QStringList{QStringLiteral("--set"), QStringLiteral("turn_faithfulness.window_size=1")}, home);
    QVERIFY2(!alone.err.contains(QStringLiteral("cannot score")), qPrintable(alone.err));
    const QJsonObject figures = alone.json()
                                    .value(QStringLiteral("agreement"))
                                    .toObject()
                                    .value(QStringLiteral("turn_faithfulness"))
                                    .toObject();
    QCOMPARE(figures.value(QStringLiteral("n")).toInt(), 2);
    const QJsonArray wideResults = wide.json().value(QStringLiteral("results")).toArray();
    const QJsonArray aloneResults = alone.json().value(QStringLiteral("results")).toArray();
    QCOMPARE(wideResults.size(), 2);
    for (qsizetype i = 0; i < wideResults.size(); ++i) {
        const QJsonObject judged = wideResults[i].toObject().value(QStringLiteral("exchange_alone")).toObject();
        QCOMPARE(judged.value(QStringLiteral("exchange")).toInt(), 2);
        QCOMPARE(judged.value(QStringLiteral("exchanges")).toInt(), 2);
        const QJsonArray windows = aloneResults[i]
                                       .toObject()
                                       .value(QStringLiteral("details"))
                                       .toObject()
                                       .value(QStringLiteral("windows"))
                                       .toArray();
        QCOMPARE(judged.value(QStringLiteral("score")).toDouble(),
                 windows.last().toObject().value(QStringLiteral("score")).toDouble());
        QVERIFY(!aloneResults[i].toObject().contains(QStringLiteral("exchange_alone")));
    }
    QCOMPARE(wideFigures.value(QStringLiteral("roc_auc")), figures.value(QStringLiteral("roc_auc")));

    // The text output shows the number each label met.
    QStringList text = evaluate;
    text[text.indexOf(QStringLiteral("json"))] = QStringLiteral("text");
    const CliRun shown = runCli(text, home);
    QVERIFY2(shown.out.contains(QStringLiteral("last answer alone: 1.00 — compared with the human label")),
             qPrintable(shown.out));

    // A bad scope stops the run with the place and the fix.
    QStringList bad = evaluate;
    bad.last() = QStringLiteral("turn_faithfulness=human.faithful@3");
    const CliRun refused = runCli(bad, home);
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("test case \"kept\" has 2 exchange(s), so no exchange 3 to rate")),
             qPrintable(refused.err));
}

QTEST_GUILESS_MAIN(TestExchangeLabels)
#include "tst_exchangelabels.moc"
