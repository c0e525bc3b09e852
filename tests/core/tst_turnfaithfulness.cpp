// Turn Faithfulness (METRICS.md §2) through the real engine against a loopback judge.
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace claimscope;

namespace {

// u/a turns; an assistant turn "aN" carries context "CTX-N"; a user turn carries "USER-CTX".
TestCase conversation(int exchanges, const QList<int> &withoutContext = {})
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    for (int i = 0; i < exchanges; ++i) {
        Turn user{
            Role::User, QStringLiteral("question %1").arg(i), {ContextItem::fromText(QStringLiteral("USER-CTX"))}, {}};
        Turn assistant{Role::Assistant, QStringLiteral("answer %1").arg(i), {}, {}};
        if (!withoutContext.contains(i))
            assistant.retrievalContext = {ContextItem::fromText(QStringLiteral("CTX-%1").arg(i))};
        testCase.turns << user << assistant;
    }
    return testCase;
}

// Claims: one per "answer N" in the assistant content; a claim about exchange `bad` is "no".
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

MetricSelection turnFaithfulness(const QJsonObject &params = {})
{
    return {QStringLiteral("turn_faithfulness"), true, params};
}

} // namespace

class TestTurnFaithfulness : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void windowsAreScoredAndAveraged();
    void userTurnContextIsIgnored();
    void strictModeAppliesPerWindow();
    void windowsWithoutContextCanBeSkipped();
    void windowsRunConcurrently();
    void windowSizeBelowOneIsAnInputError();
};

void TestTurnFaithfulness::init()
{
    failOnQtWarnings();
}

void TestTurnFaithfulness::windowsAreScoredAndAveraged()
{
    FakeJudgeServer server;
    server.setHandler(judge(2));
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {conversation(3)}, {turnFaithfulness({{QStringLiteral("window_size"), 2}})}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
    QVERIFY2(result && !result->hasError(), result ? qPrintable(result->error) : "no result");
    // windows [0], [0,1], [1,2]: the last has one of two claims contradicted.
    QCOMPARE(result->windows.size(), 3);
    QCOMPARE(*result->windows[0].score, 1.0);
    QCOMPARE(*result->windows[1].score, 1.0);
    QCOMPARE(*result->windows[2].score, 0.5);
    QCOMPARE(*result->score, 2.5 / 3);
    QCOMPARE(result->windows[2].turnIndices, (QList<int>{2, 3, 4, 5}));
    // Only the window with something to explain asks for a reason; the final reason is asked.
    QCOMPARE(server.requestsForStep(QStringLiteral("turn_faithfulness__reason")).size(), 1);
    QCOMPARE(server.requestsForStep(QStringLiteral("turn_faithfulness__final_reason")).size(), 1);
}

void TestTurnFaithfulness::userTurnContextIsIgnored()
{
    FakeJudgeServer server;
    server.setHandler(judge(-1));
    RunHarness harness;
    harness.run(RunHarness::request(server, {conversation(2)}, {turnFaithfulness()}));
    for (const auto &request : server.requestsForStep(QStringLiteral("turn_faithfulness__truths")))
        QVERIFY(!request.lastUserMessage().contains(QStringLiteral("USER-CTX")));
    // The second window pools the context of both assistant turns.
    bool pooled = false;
    for (const auto &request : server.requestsForStep(QStringLiteral("turn_faithfulness__truths")))
        pooled = pooled
            || (request.lastUserMessage().contains(QStringLiteral("CTX-0"))
                && request.lastUserMessage().contains(QStringLiteral("CTX-1")));
    QVERIFY(pooled);
}

void TestTurnFaithfulness::strictModeAppliesPerWindow()
{
    FakeJudgeServer server;
    server.setHandler(judge(1));
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {conversation(2)}, {turnFaithfulness({{QStringLiteral("strict_mode"), true}})}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
    // windows [0] → 1, [0,1] → 0.5 → 0 in strict mode; mean 0.5, threshold 1.
    QCOMPARE(*result->windows[1].score, 0.0);
    QCOMPARE(*result->score, 0.5);
    QCOMPARE(result->threshold, 1.0);
    QVERIFY(!result->success);
}

void TestTurnFaithfulness::windowsWithoutContextCanBeSkipped()
{
    FakeJudgeServer server;
    server.setHandler(judge(1));
    RunHarness harness;
    const TestCase testCase = conversation(2, {0});
    auto outcome =
        harness.run(RunHarness::request(server, {testCase},
                                        {turnFaithfulness({{QStringLiteral("window_size"), 1},
                                                           {QStringLiteral("skip_windows_without_context"), true}})}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
    QVERIFY(result->windows[0].skipped);
    QCOMPARE(*result->score, 0.0); // only window 2 counts, and its only claim is contradicted
    outcome =
        harness.run(RunHarness::request(server, {testCase}, {turnFaithfulness({{QStringLiteral("window_size"), 1}})}));
    QCOMPARE(*outcome.result(QStringLiteral("turn_faithfulness"))->score, 0.5); // DeepEval: scored as 1
}

void TestTurnFaithfulness::windowsRunConcurrently()
{
    FakeJudgeServer server;
    const auto answer = judge(-1);
    server.setHandler([&](const FakeJudgeServer::Request &request) { return answer(request).after(150); });
    RunHarness harness;
    RunRequest request = RunHarness::request(server, {conversation(4)}, {turnFaithfulness()});
    request.judge.maxConcurrency = 16;
    harness.run(request);
    // 4 windows × (truths ∥ claims) are in flight together.
    QCOMPARE(server.maxInFlight(), 8);
}

void TestTurnFaithfulness::windowSizeBelowOneIsAnInputError()
{
    FakeJudgeServer server;
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {conversation(2)}, {turnFaithfulness({{QStringLiteral("window_size"), 0}})}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_faithfulness"));
    QCOMPARE(result->errorKind, MetricResult::ErrorKind::Input);
    QVERIFY(result->error.contains(QStringLiteral("window_size")));
    QCOMPARE(server.requestCount(), 0);
}

QTEST_GUILESS_MAIN(TestTurnFaithfulness)
#include "tst_turnfaithfulness.moc"
