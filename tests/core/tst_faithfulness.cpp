// Faithfulness (METRICS.md §1) through the real engine against a loopback judge.
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QTest>

using namespace claimscope;

namespace {

TestCase singleTurn(const QStringList &context)
{
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("Breakfast is served from seven.");
    for (const QString &text : context)
        testCase.retrievalContext.append(ContextItem::fromText(text));
    return testCase;
}

QHash<QString, QJsonObject> answers(const QStringList &claims, const QStringList &verdicts)
{
    return {
        {QStringLiteral("faithfulness__truths"),
         QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("TRUTH-ONE"), QStringLiteral("TRUTH-TWO")}}}},
        {QStringLiteral("faithfulness__claims"),
         QJsonObject{{QStringLiteral("claims"), QJsonArray::fromStringList(claims)}}},
        {QStringLiteral("faithfulness__verdicts"), faithfulnessVerdicts(verdicts)},
        {QStringLiteral("faithfulness__reason"),
         QJsonObject{{QStringLiteral("reason"), QStringLiteral("judge reason")}}}};
}

MetricSelection faithfulness(const QJsonObject &params = {})
{
    return {QStringLiteral("faithfulness"), true, params};
}

} // namespace

class TestFaithfulness : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void scores_data();
    void scores();
    void verdictsAreJudgedAgainstTruths();
    void emptyContextSkipsTruths();
    void noClaimsScoresOneWithoutVerdicts();
    void reasonOnlyWhenSomethingToExplain();
    void includeReasonOffMakesNoReasonCall();
    void malformedVerdictsAreRepairedOnce();
    void unrepairableAnswerFailsWithoutScore();
    void unauthorisedIsNotRetried();
    void blankAnswerIsAnInputError();
};

void TestFaithfulness::init()
{
    failOnQtWarnings();
}

void TestFaithfulness::scores_data()
{
    QTest::addColumn<QStringList>("verdicts");
    QTest::addColumn<bool>("penalize");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<double>("score");
    QTest::addColumn<bool>("success");
    const QStringList mixed{QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("idk"), QStringLiteral("yes")};
    QTest::newRow("idk counts as faithful") << mixed << false << false << 0.75 << true;
    QTest::newRow("penalized idk") << mixed << true << false << 0.5 << true;
    QTest::newRow("strict below one") << mixed << false << true << 0.0 << false;
    QTest::newRow("strict all yes") << QStringList{QStringLiteral("yes"), QStringLiteral("idk")} << false << true << 1.0
                                    << true;
    QTest::newRow("all no") << QStringList{QStringLiteral("no"), QStringLiteral("no")} << false << false << 0.0
                            << false;
    QTest::newRow("one of three contradicted")
        << QStringList{QStringLiteral("yes"), QStringLiteral("yes"), QStringLiteral("no")} << false << false << 2.0 / 3
        << true;
}

void TestFaithfulness::scores()
{
    QFETCH(QStringList, verdicts);
    QFETCH(bool, penalize);
    QFETCH(bool, strict);
    QFETCH(double, score);
    QFETCH(bool, success);
    FakeJudgeServer server;
    QStringList claims;
    for (int i = 0; i < verdicts.size(); ++i)
        claims.append(QStringLiteral("claim %1").arg(i));
    server.setHandler(scriptedJudge(answers(claims, verdicts)));
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {singleTurn({QStringLiteral("ctx")})},
                                        {faithfulness({{QStringLiteral("penalize_ambiguous_claims"), penalize},
                                                       {QStringLiteral("strict_mode"), strict}})}));
    QVERIFY(outcome.finished);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY2(!result->hasError(), qPrintable(result->error));
    QCOMPARE(*result->score, score);
    QCOMPARE(result->success, success);
    QCOMPARE(result->threshold, strict ? 1.0 : 0.5);
    QCOMPARE(result->windows.size(), 1);
    int claimItems = 0;
    for (const BreakdownItem &item : result->windows[0].items)
        claimItems += item.kind == BreakdownItem::Kind::Claim;
    QCOMPARE(claimItems, verdicts.size());
}

void TestFaithfulness::verdictsAreJudgedAgainstTruths()
{
    FakeJudgeServer server;
    server.setHandler(scriptedJudge(answers({QStringLiteral("c")}, {QStringLiteral("yes")})));
    RunHarness harness;
    harness.run(RunHarness::request(server, {singleTurn({QStringLiteral("RAW-CONTEXT-TEXT")})}, {faithfulness()}));
    const auto verdictRequests = server.requestsForStep(QStringLiteral("faithfulness__verdicts"));
    QCOMPARE(verdictRequests.size(), 1);
    const QString prompt = verdictRequests.first().lastUserMessage();
    QVERIFY(prompt.contains(QStringLiteral("TRUTH-TWO")));
    QVERIFY(!prompt.contains(QStringLiteral("RAW-CONTEXT-TEXT")));
    QVERIFY(server.requestsForStep(QStringLiteral("faithfulness__truths"))
                .first()
                .lastUserMessage()
                .contains(QStringLiteral("RAW-CONTEXT-TEXT")));
}

void TestFaithfulness::emptyContextSkipsTruths()
{
    FakeJudgeServer server;
    server.setHandler(scriptedJudge(answers({QStringLiteral("c")}, {QStringLiteral("idk")})));
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(server, {singleTurn({})}, {faithfulness()}));
    QCOMPARE(server.requestsForStep(QStringLiteral("faithfulness__truths")).size(), 0);
    QCOMPARE(*outcome.result(QStringLiteral("faithfulness"))->score, 1.0);
}

void TestFaithfulness::noClaimsScoresOneWithoutVerdicts()
{
    FakeJudgeServer server;
    server.setHandler(scriptedJudge(answers({}, {})));
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(server, {singleTurn({QStringLiteral("ctx")})},
                                                         {faithfulness({{QStringLiteral("strict_mode"), true}})}));
    QCOMPARE(*outcome.result(QStringLiteral("faithfulness"))->score, 1.0);
    QCOMPARE(server.requestsForStep(QStringLiteral("faithfulness__verdicts")).size(), 0);
    QCOMPARE(server.requestsForStep(QStringLiteral("faithfulness__reason")).size(), 0);
}

void TestFaithfulness::reasonOnlyWhenSomethingToExplain()
{
    FakeJudgeServer allYes;
    allYes.setHandler(scriptedJudge(
        answers({QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("yes"), QStringLiteral("yes")})));
    RunHarness harness;
    auto outcome = harness.run(RunHarness::request(allYes, {singleTurn({QStringLiteral("ctx")})}, {faithfulness()}));
    QCOMPARE(allYes.requestsForStep(QStringLiteral("faithfulness__reason")).size(), 0);
    QVERIFY(!outcome.result(QStringLiteral("faithfulness"))->reason.isEmpty());

    FakeJudgeServer oneNo;
    oneNo.setHandler(scriptedJudge(
        answers({QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("yes"), QStringLiteral("no")})));
    outcome = harness.run(RunHarness::request(oneNo, {singleTurn({QStringLiteral("ctx")})}, {faithfulness()}));
    const auto reasons = oneNo.requestsForStep(QStringLiteral("faithfulness__reason"));
    QCOMPARE(reasons.size(), 1);
    QVERIFY(reasons.first().lastUserMessage().contains(QStringLiteral("because no")));
    QVERIFY(reasons.first().lastUserMessage().contains(QStringLiteral("0.50")));
    QCOMPARE(outcome.result(QStringLiteral("faithfulness"))->reason, QStringLiteral("judge reason"));
}

void TestFaithfulness::includeReasonOffMakesNoReasonCall()
{
    FakeJudgeServer server;
    server.setHandler(scriptedJudge(answers({QStringLiteral("a")}, {QStringLiteral("no")})));
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(server, {singleTurn({QStringLiteral("ctx")})},
                                                         {faithfulness({{QStringLiteral("include_reason"), false}})}));
    QCOMPARE(server.requestsForStep(QStringLiteral("faithfulness__reason")).size(), 0);
    QCOMPARE(*outcome.result(QStringLiteral("faithfulness"))->score, 0.0);
}

void TestFaithfulness::malformedVerdictsAreRepairedOnce()
{
    FakeJudgeServer server;
    const auto good = scriptedJudge(
        answers({QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("yes"), QStringLiteral("no")}));
    int verdictCalls = 0;
    server.setHandler([&](const FakeJudgeServer::Request &request) {
        if (request.step == QLatin1String("faithfulness__verdicts") && ++verdictCalls == 1)
            return FakeJudgeServer::chatReply(faithfulnessVerdicts({QStringLiteral("yes")})); // one short
        return good(request);
    });
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {singleTurn({QStringLiteral("ctx")})}, {faithfulness()}));
    const auto verdicts = server.requestsForStep(QStringLiteral("faithfulness__verdicts"));
    QCOMPARE(verdicts.size(), 2);
    const QJsonArray repairMessages = verdicts[1].json.value(QStringLiteral("messages")).toArray();
    QCOMPARE(repairMessages.size(), 3);
    QCOMPARE(repairMessages[1].toObject().value(QStringLiteral("role")).toString(), QStringLiteral("assistant"));
    QVERIFY(
        repairMessages[2].toObject().value(QStringLiteral("content")).toString().contains(QStringLiteral("exactly 2")));
    QCOMPARE(*outcome.result(QStringLiteral("faithfulness"))->score, 0.5);
}

void TestFaithfulness::unrepairableAnswerFailsWithoutScore()
{
    FakeJudgeServer server;
    const auto good = scriptedJudge(answers({QStringLiteral("a")}, {QStringLiteral("yes")}));
    server.setHandler([&](const FakeJudgeServer::Request &request) {
        if (request.step == QLatin1String("faithfulness__verdicts"))
            return FakeJudgeServer::chatReply(QStringLiteral("<html>I am not JSON</html>"));
        return good(request);
    });
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {singleTurn({QStringLiteral("ctx")})}, {faithfulness()}));
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result->hasError());
    QVERIFY(!result->score.has_value());
    QVERIFY(!result->success);
    QCOMPARE(result->errorKind, MetricResult::ErrorKind::Judge);
    QCOMPARE(result->errorStep, QStringLiteral("faithfulness__verdicts"));
    QVERIFY(result->errorRaw.contains(QStringLiteral("not JSON")));
    QCOMPARE(server.requestsForStep(QStringLiteral("faithfulness__verdicts")).size(), 2);
}

void TestFaithfulness::unauthorisedIsNotRetried()
{
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::errorReply(401, QStringLiteral("Incorrect API key provided"));
    });
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(server, {singleTurn({})}, {faithfulness()}));
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result->hasError());
    QVERIFY2(result->error.contains(QStringLiteral("Incorrect API key provided")), qPrintable(result->error));
    QCOMPARE(server.requestCount(), 1);
}

void TestFaithfulness::blankAnswerIsAnInputError()
{
    FakeJudgeServer server;
    TestCase testCase = singleTurn({QStringLiteral("ctx")});
    testCase.actualOutput = QStringLiteral("   ");
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(server, {testCase}, {faithfulness()}));
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QCOMPARE(result->errorKind, MetricResult::ErrorKind::Input);
    QVERIFY(result->error.contains(QStringLiteral("actual_output")));
    QCOMPARE(server.requestCount(), 0);
}

QTEST_GUILESS_MAIN(TestFaithfulness)
#include "tst_faithfulness.moc"
