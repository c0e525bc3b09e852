// The relevancy family (METRICS.md §3–6) through the real engine against a loopback judge.
#include "model/translations.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QTest>

using namespace claimscope;

namespace {

TestCase conversation(int exchanges, bool withContext = true)
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    for (int i = 0; i < exchanges; ++i) {
        Turn assistant{Role::Assistant, QStringLiteral("reply %1").arg(i), {}, {}};
        if (withContext)
            assistant.retrievalContext = {ContextItem::fromText(QStringLiteral("NODE-%1").arg(i))};
        testCase.turns << Turn{Role::User, QStringLiteral("ask %1").arg(i), {}, {}} << assistant;
    }
    return testCase;
}

// Statements: one "yes" per node, plus a "no" for NODE-1. Single verdicts: "no" when the last
// message in the request is "reply 1".
FakeJudgeServer::Response answer(const FakeJudgeServer::Request &request)
{
    const QString prompt = request.lastUserMessage();
    if (request.step.endsWith(QLatin1String("__verdicts"))) {
        QJsonArray verdicts{QJsonObject{{QStringLiteral("statement"), QStringLiteral("relevant part")},
                                        {QStringLiteral("verdict"), QStringLiteral("yes")},
                                        {QStringLiteral("reason"), QJsonValue()}}};
        if (prompt.contains(QStringLiteral("NODE-1")))
            verdicts.append(QJsonObject{{QStringLiteral("statement"), QStringLiteral("cat")},
                                        {QStringLiteral("verdict"), QStringLiteral("no")},
                                        {QStringLiteral("reason"), QStringLiteral("about a cat")}});
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("verdicts"), verdicts}});
    }
    if (request.step.endsWith(QLatin1String("__verdict"))) {
        const QJsonArray messages = request.json.value(QStringLiteral("messages")).toArray();
        const bool bad = prompt.lastIndexOf(QStringLiteral("reply 1")) > prompt.lastIndexOf(QStringLiteral("reply 0"))
            && !prompt.contains(QStringLiteral("reply 2"));
        return FakeJudgeServer::chatReply(
            QJsonObject{{QStringLiteral("verdict"), bad ? QStringLiteral("no") : QStringLiteral("yes")},
                        {QStringLiteral("reason"), bad ? QStringLiteral("off topic") : QStringLiteral("")}});
    }
    return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("judge reason")}});
}

} // namespace

class TestRelevancy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void contextualRelevancyCountsStatements();
    void contextualRelevancyWithoutContextIsZero();
    void turnContextualRelevancyWindowWithoutNodesIsOne();
    void turnContextualRelevancyPrefixesStatements();
    void turnRelevancyJudgesTheLastReplyOfEachWindow();
    void conversationRelevanceWindows_data();
    void conversationRelevanceWindows();
    void conversationRelevanceReasonOnlyWhenIrrelevant();
    void conversationRelevanceNeedsAnExchange();
};

void TestRelevancy::init()
{
    failOnQtWarnings();
}

void TestRelevancy::initTestCase()
{
    // As the applications do: English plural forms ("1 window", "2 windows").
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestRelevancy::contextualRelevancyCountsStatements()
{
    FakeJudgeServer server;
    server.setHandler(answer);
    TestCase testCase;
    testCase.input = QStringLiteral("q");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("NODE-0")),
                                 ContextItem::fromText(QStringLiteral("NODE-1"))};
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {testCase}, {{QStringLiteral("contextual_relevancy"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("contextual_relevancy"));
    QCOMPARE(*result->score, 2.0 / 3);
    QCOMPARE(server.requestsForStep(QStringLiteral("contextual_relevancy__verdicts")).size(), 2);
    const auto reason = server.requestsForStep(QStringLiteral("contextual_relevancy__reason"));
    QCOMPARE(reason.size(), 1);
    QVERIFY(reason.first().lastUserMessage().contains(QStringLiteral("about a cat")));
}

void TestRelevancy::contextualRelevancyWithoutContextIsZero()
{
    FakeJudgeServer server;
    server.setHandler(answer);
    TestCase testCase;
    testCase.input = QStringLiteral("q");
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {testCase}, {{QStringLiteral("contextual_relevancy"), true, {}}}));
    QCOMPARE(*outcome.result(QStringLiteral("contextual_relevancy"))->score, 0.0);
    QCOMPARE(server.requestCount(), 0);
}

void TestRelevancy::turnContextualRelevancyWindowWithoutNodesIsOne()
{
    FakeJudgeServer server;
    server.setHandler(answer);
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(server, {conversation(2, false)},
                                                         {{QStringLiteral("turn_contextual_relevancy"), true, {}}}));
    QCOMPARE(*outcome.result(QStringLiteral("turn_contextual_relevancy"))->score, 1.0);
    QCOMPARE(server.requestCount(), 0);
}

void TestRelevancy::turnContextualRelevancyPrefixesStatements()
{
    FakeJudgeServer server;
    server.setHandler(answer);
    RunHarness harness;
    const auto outcome = harness.run(RunHarness::request(
        server, {conversation(2)},
        {{QStringLiteral("turn_contextual_relevancy"), true, {{QStringLiteral("window_size"), 1}}}}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_contextual_relevancy"));
    QCOMPARE(*result->windows[0].score, 1.0);
    QCOMPARE(*result->windows[1].score, 0.5);
    QCOMPARE(*result->score, 0.75);
    const auto reasons = server.requestsForStep(QStringLiteral("turn_contextual_relevancy__reason"));
    QCOMPARE(reasons.size(), 1);
    QVERIFY(reasons.first().lastUserMessage().contains(QStringLiteral("cat: about a cat")));
    QCOMPARE(result->windows[1].items.last().turnIndex, 3);
}

void TestRelevancy::turnRelevancyJudgesTheLastReplyOfEachWindow()
{
    FakeJudgeServer server;
    server.setHandler(answer);
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {conversation(3)}, {{QStringLiteral("turn_relevancy"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("turn_relevancy"));
    QCOMPARE(server.requestsForStep(QStringLiteral("turn_relevancy__verdict")).size(), 3);
    QCOMPARE(*result->score, 2.0 / 3);
    const auto reason = server.requestsForStep(QStringLiteral("turn_relevancy__reason"));
    QCOMPARE(reason.size(), 1);
    QVERIFY(reason.first().lastUserMessage().contains(QStringLiteral("exchange 2")));
}

void TestRelevancy::conversationRelevanceWindows_data()
{
    QTest::addColumn<QString>("windowing");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("windows");
    QTest::addColumn<double>("score");
    // 3 pairs; a window is judged on its last output; "reply 1" last → irrelevant.
    QTest::newRow("forward, longer than the conversation") << "forward" << 5 << 1 << 1.0;
    QTest::newRow("forward w=2") << "forward" << 2 << 2 << 0.5;
    QTest::newRow("trailing w=2") << "trailing" << 2 << 3 << 2.0 / 3;
}

void TestRelevancy::conversationRelevanceWindows()
{
    QFETCH(QString, windowing);
    QFETCH(int, size);
    QFETCH(int, windows);
    QFETCH(double, score);
    FakeJudgeServer server;
    server.setHandler(answer);
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {conversation(3)},
                            {{QStringLiteral("conversation_relevance"),
                              true,
                              {{QStringLiteral("windowing"), windowing}, {QStringLiteral("window_size"), size}}}}));
    QCOMPARE(server.requestsForStep(QStringLiteral("conversation_relevance__verdict")).size(), windows);
    QCOMPARE(*outcome.result(QStringLiteral("conversation_relevance"))->score, score);
}

void TestRelevancy::conversationRelevanceReasonOnlyWhenIrrelevant()
{
    FakeJudgeServer server;
    server.setHandler(answer);
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {conversation(3)}, {{QStringLiteral("conversation_relevance"), true, {}}}));
    QCOMPARE(server.requestsForStep(QStringLiteral("conversation_relevance__reason")).size(), 0);
    QCOMPARE(outcome.result(QStringLiteral("conversation_relevance"))->reason,
             QStringLiteral("1 out of 1 conversation window was relevant"));

    TestCase withoutReplyOne = conversation(3);
    withoutReplyOne.turns.remove(2, 2); // every window is relevant
    const auto two = harness.run(RunHarness::request(
        server, {withoutReplyOne},
        {{QStringLiteral("conversation_relevance"),
          true,
          {{QStringLiteral("windowing"), QStringLiteral("trailing")}, {QStringLiteral("window_size"), 1}}}}));
    QCOMPARE(two.result(QStringLiteral("conversation_relevance"))->reason,
             QStringLiteral("2 out of 2 conversation windows were relevant"));
}

void TestRelevancy::conversationRelevanceNeedsAnExchange()
{
    FakeJudgeServer server;
    TestCase lonely;
    lonely.kind = TestCase::Kind::Conversational;
    lonely.turns = {{Role::User, QStringLiteral("hello?"), {}, {}}};
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {lonely}, {{QStringLiteral("conversation_relevance"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("conversation_relevance"));
    QCOMPARE(result->errorKind, MetricResult::ErrorKind::Input);
    QVERIFY(result->error.contains(QStringLiteral("exchange")));
}

QTEST_GUILESS_MAIN(TestRelevancy)
#include "tst_relevancy.moc"
