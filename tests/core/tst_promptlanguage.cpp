// Judge requests are English under a German UI: window titles in final-reason prompts and the
// problem in a repair request, through the real engine against a loopback judge.
#include "model/translations.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace claimscope;

namespace {

// Two exchanges; every assistant turn carries a document.
TestCase conversation()
{
    TestCase testCase;
    testCase.kind = TestCase::Kind::Conversational;
    for (int i = 0; i < 2; ++i) {
        testCase.turns << Turn{Role::User, QStringLiteral("question %1").arg(i), {}, {}}
                       << Turn{Role::Assistant,
                               QStringLiteral("answer %1").arg(i),
                               {ContextItem::fromText(QStringLiteral("document %1").arg(i))},
                               {}};
    }
    return testCase;
}

// turn_faithfulness: one claim per "answer N" of a window, contradicted for answer 1; so the
// first window has nothing to explain and the second a judge's reason.
FakeJudgeServer::Response claimJudge(const FakeJudgeServer::Request &request)
{
    static const QRegularExpression answer(QStringLiteral("answer (\\d)"));
    const QString prompt = request.lastUserMessage();
    if (request.step.endsWith(QLatin1String("__truths")))
        return FakeJudgeServer::chatReply(
            QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("a truth")}}});
    QJsonArray claims;
    QStringList verdicts;
    for (auto it = answer.globalMatch(prompt); it.hasNext();) {
        const QString number = it.next().captured(1);
        claims.append(QString(QStringLiteral("claim of answer ") + number));
        verdicts.append(number == QLatin1String("1") ? QStringLiteral("no") : QStringLiteral("yes"));
    }
    if (request.step.endsWith(QLatin1String("__claims")))
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("claims"), claims}});
    if (request.step.endsWith(QLatin1String("__verdicts")))
        return FakeJudgeServer::chatReply(faithfulnessVerdicts(verdicts));
    return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("judge reason")}});
}

// What one run sent and got back.
struct Run {
    QList<FakeJudgeServer::Request> requests; // of the step under test, in order
    MetricResult result;
};

Run runMetric(const FakeJudgeServer::Handler &handler, const TestCase &testCase, const MetricSelection &metric,
              const QString &step)
{
    FakeJudgeServer server;
    server.setHandler(handler);
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(RunHarness::request(server, {testCase}, {metric}));
    const MetricResult *result = outcome.result(metric.id);
    return {server.requestsForStep(step), result ? *result : MetricResult{}};
}

Run turnFaithfulness()
{
    return runMetric(claimJudge, conversation(),
                     {QStringLiteral("turn_faithfulness"), true, {{QStringLiteral("window_size"), 2}}},
                     QStringLiteral("turn_faithfulness__final_reason"));
}

// conversation_relevance with one pair per window, every reply judged irrelevant.
Run conversationRelevance()
{
    return runMetric(scriptedJudge({{QStringLiteral("conversation_relevance__verdict"),
                                     {{QStringLiteral("verdict"), QStringLiteral("no")},
                                      {QStringLiteral("reason"), QStringLiteral("off topic")}}},
                                    {QStringLiteral("conversation_relevance__reason"),
                                     {{QStringLiteral("reason"), QStringLiteral("judge reason")}}}}),
                     conversation(),
                     {QStringLiteral("conversation_relevance"), true, {{QStringLiteral("window_size"), 1}}},
                     QStringLiteral("conversation_relevance__reason"));
}

// faithfulness on one claim, the judge answering two verdicts every time: a repair request,
// then the failure.
Run faithfulnessRepair()
{
    TestCase single;
    single.input = QStringLiteral("question");
    single.actualOutput = QStringLiteral("answer");
    single.retrievalContext = {ContextItem::fromText(QStringLiteral("document"))};
    return runMetric(
        scriptedJudge(
            {{QStringLiteral("faithfulness__truths"), {{QStringLiteral("truths"), QJsonArray{QStringLiteral("t")}}}},
             {QStringLiteral("faithfulness__claims"), {{QStringLiteral("claims"), QJsonArray{QStringLiteral("c")}}}},
             {QStringLiteral("faithfulness__verdicts"),
              faithfulnessVerdicts({QStringLiteral("yes"), QStringLiteral("yes")})}}),
        single, {QStringLiteral("faithfulness"), true, {}}, QStringLiteral("faithfulness__verdicts"));
}

QByteArrayList bodies(const Run &run)
{
    QByteArrayList out;
    for (const FakeJudgeServer::Request &request : run.requests)
        out.append(request.body);
    return out;
}

} // namespace

class TestPromptLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void finalReasonQuotesEnglishWindows();
    void reasonQuotesEnglishConversationWindows();
    void repairRequestIsEnglish();

private:
    // The same runs under the English UI, before the German translation is installed.
    Run m_turnFaithfulness;
    Run m_conversationRelevance;
    Run m_repair;
};

void TestPromptLanguage::init()
{
    failOnQtWarnings();
}

void TestPromptLanguage::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    m_turnFaithfulness = turnFaithfulness();
    m_conversationRelevance = conversationRelevance();
    m_repair = faithfulnessRepair();
    QCOMPARE(m_turnFaithfulness.result.windows.value(0).title, QStringLiteral("Window 1 · exchange 1"));
    QVERIFY(installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German, QLocale::Germany)));
}

void TestPromptLanguage::finalReasonQuotesEnglishWindows()
{
    const Run german = turnFaithfulness();
    QCOMPARE(german.requests.size(), 1);
    const QString prompt = german.requests.first().lastUserMessage();
    QVERIFY2(prompt.contains(QStringLiteral("Window 1 · exchange 1: The score is 1.00 because nothing in this "
                                            "window needs explaining.")),
             qPrintable(prompt));
    QVERIFY2(prompt.contains(QStringLiteral("Window 2 · exchanges 1–2: judge reason")), qPrintable(prompt));
    QVERIFY(!prompt.contains(QStringLiteral("Fenster")));
    QVERIFY(!prompt.contains(QStringLiteral("Der Score")));
    // The same bytes as under English, so the same step cache key.
    QCOMPARE(bodies(german), bodies(m_turnFaithfulness));
    // People still read the breakdown in German.
    QCOMPARE(german.result.windows.value(0).title, QStringLiteral("Fenster 1 · Austausch 1"));
    QCOMPARE(german.result.windows.value(1).title, QStringLiteral("Fenster 2 · Austausche 1–2"));
    QCOMPARE(german.result.windows.value(0).reason,
             QStringLiteral("Der Score ist 1.00, weil in diesem Fenster nichts einer Erklärung bedarf."));
}

void TestPromptLanguage::reasonQuotesEnglishConversationWindows()
{
    const Run german = conversationRelevance();
    QCOMPARE(german.requests.size(), 1);
    const QString prompt = german.requests.first().lastUserMessage();
    QVERIFY2(prompt.contains(QStringLiteral("Window · pair 1: off topic")), qPrintable(prompt));
    QVERIFY2(prompt.contains(QStringLiteral("Window · pair 2: off topic")), qPrintable(prompt));
    QVERIFY(!prompt.contains(QStringLiteral("Fenster")));
    QCOMPARE(bodies(german), bodies(m_conversationRelevance));
    QCOMPARE(german.result.windows.value(1).title, QStringLiteral("Fenster · Paar 2"));
}

void TestPromptLanguage::repairRequestIsEnglish()
{
    const Run german = faithfulnessRepair();
    QCOMPARE(german.requests.size(), 2);
    const QString repair = german.requests.last().lastUserMessage();
    QVERIFY2(repair.contains(QStringLiteral("Your answer could not be used: expected exactly 1 verdict, one per "
                                            "item in order, but got 2.")),
             qPrintable(repair));
    QVERIFY(!repair.contains(QStringLiteral("erwartet")));
    QCOMPARE(bodies(german), bodies(m_repair));
    // The error people read is German.
    QVERIFY2(german.result.error.contains(QStringLiteral("erwartet wurde genau 1 Urteil")),
             qPrintable(german.result.error));
}

QTEST_GUILESS_MAIN(TestPromptLanguage)
#include "tst_promptlanguage.moc"
