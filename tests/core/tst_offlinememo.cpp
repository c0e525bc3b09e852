#include "metrics/judge/offline/lexicalvectoriser.h"
#include "metrics/judge/offline/offlineanswers.h"
#include "metrics/judge/offline/offlineembedder.h"
#include "metrics/judge/offline/offlinejudge.h"
#include "metrics/judge/offline/offlinememo.h"
#include "support/offlinerun.h"

#include <QJsonArray>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <memory>

using namespace claimscope;

// The offline judge's answers and the offline embedder's vectors are kept for the process: a
// step asked again (an unchanged step of a re-run) is answered from the memo with the same
// answer, a text embedded again gets the same vector, failures are never kept.
class TestOfflineMemo : public QObject
{
    Q_OBJECT

private:
    static JudgeQuery verdictsQuery(const QString &claim)
    {
        JudgeQuery query;
        query.call = {QStringLiteral("faithfulness__verdicts"),
                      {{QStringLiteral("claims"), QJsonArray{claim}},
                       {QStringLiteral("truths"), QJsonArray{QStringLiteral("Returns are accepted for 30 days.")}}}};
        query.kind = AnswerKind::FaithfulnessVerdicts;
        return query;
    }

    static JudgeReply ask(OfflineJudge &judge, const JudgeQuery &query)
    {
        std::optional<JudgeReply> received;
        judge.send(query, [&](const JudgeReply &reply) { received = reply; });
        [&] { QTRY_VERIFY(received.has_value()); }();
        return received.value_or(JudgeReply{});
    }

private Q_SLOTS:
    void init() { offlinememo::clear(); }

    void answersAStepAskedAgainFromTheMemo()
    {
        OfflineJudge judge;
        const JudgeQuery query = verdictsQuery(QStringLiteral("Returns are accepted for 30 days."));
        const QByteArray key = offlinememo::keyOf(query.call);
        QVERIFY(!offlinememo::findAnswer(key));
        const JudgeReply first = ask(judge, query);
        QVERIFY(first.ok);
        // Kept once answered, as computed.
        const std::optional<JudgeReply> kept = offlinememo::findAnswer(key);
        QVERIFY(kept);
        QCOMPARE(kept->content, OfflineAnswers::answer(query.call).content);
        // Asked again: the same answer, from a second judge too (a later run's).
        OfflineJudge later;
        const JudgeReply again = ask(later, query);
        QCOMPARE(again.content, first.content);
        // Said so: the first answer was computed, the second remembered.
        QVERIFY(!first.remembered);
        QVERIFY(again.remembered);
    }

    void aRerunCountsRememberedAnswersAsCachedSteps()
    {
        const QList<TestCase> cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
        const QList<MetricSelection> metrics{{QStringLiteral("turn_faithfulness"), true, {}}};
        const OfflineRun first = OfflineRunner::run(cases, metrics);
        QVERIFY(first.summary.progress.stepsDone > 0);
        QCOMPARE(first.summary.progress.cachedSteps, 0);
        const OfflineRun second = OfflineRunner::run(cases, metrics);
        QCOMPARE(second.summary.progress.stepsDone, first.summary.progress.stepsDone);
        QCOMPARE(second.summary.progress.cachedSteps, second.summary.progress.stepsDone);
    }

    void keysDifferWithTheVariablesAndTheStep()
    {
        const JudgeQuery a = verdictsQuery(QStringLiteral("Returns are accepted for 30 days."));
        JudgeQuery b = verdictsQuery(QStringLiteral("Returns are accepted for 60 days."));
        QVERIFY(offlinememo::keyOf(a.call) != offlinememo::keyOf(b.call));
        b = a;
        b.call.step = QStringLiteral("turn_faithfulness__verdicts");
        QVERIFY(offlinememo::keyOf(a.call) != offlinememo::keyOf(b.call));
        // The scope only names where a step belongs: the same step and variables are one answer.
        b = a;
        b.call.scope = QStringLiteral("window 3");
        QCOMPARE(offlinememo::keyOf(a.call), offlinememo::keyOf(b.call));
    }

    void aStepAskedTwiceAtOnceIsAnsweredOnce()
    {
        // One thread computes the answer; the same step asked meanwhile on another waits for it
        // and is remembered, however the threads interleave: a first run's count of cached steps
        // is the same every time.
        const JudgeQuery query = verdictsQuery(QStringLiteral("Returns are accepted for 30 days."));
        const QByteArray key = offlinememo::keyOf(query.call);
        QVERIFY(!offlinememo::findOrClaimAnswer(key)); // claimed here
        std::optional<JudgeReply> second;
        std::atomic_bool asked = false;
        std::unique_ptr<QThread> other(QThread::create([&] {
            asked = true;
            second = offlinememo::findOrClaimAnswer(key);
        }));
        other->start();
        QTRY_VERIFY(asked.load());
        QVERIFY(!other->wait(100)); // waiting for this thread's answer
        const JudgeReply answer = OfflineAnswers::answer(query.call);
        offlinememo::keepAnswer(key, answer);
        QVERIFY(other->wait(10000));
        QVERIFY(second);
        QCOMPARE(second->content, answer.content);
        // A failed answer ends the claim too: the next asker computes it.
        const QByteArray failedKey = offlinememo::keyOf(verdictsQuery(QStringLiteral("y")).call);
        QVERIFY(!offlinememo::findOrClaimAnswer(failedKey));
        JudgeReply failed;
        failed.ok = false;
        offlinememo::keepAnswer(failedKey, failed);
        QVERIFY(!offlinememo::findOrClaimAnswer(failedKey));
        offlinememo::releaseAnswer(failedKey);
    }

    void keepsNoFailure()
    {
        const QByteArray key = offlinememo::keyOf(verdictsQuery(QStringLiteral("x")).call);
        JudgeReply failed;
        failed.ok = false;
        failed.error = QStringLiteral("out of memory");
        offlinememo::keepAnswer(key, failed);
        QVERIFY(!offlinememo::findAnswer(key));
    }

    void embedsATextAgainFromTheMemo()
    {
        OfflineEmbedder embedder;
        const QString text = QStringLiteral("The hotel's pool opens at 7 am.");
        QVERIFY(!offlinememo::findVector(text));
        std::optional<EmbedReply> received;
        embedder.embed({text}, [&](const EmbedReply &reply) { received = reply; });
        QTRY_VERIFY(received.has_value());
        QVERIFY(received->ok);
        const std::optional<QList<double>> kept = offlinememo::findVector(text);
        QVERIFY(kept);
        QCOMPARE(*kept, LexicalVectoriser::vector(text));
        QCOMPARE(received->vectors.value(0), *kept);
        QVERIFY(!offlinememo::findVector(text + QLatin1Char('!')));
    }
};

QTEST_GUILESS_MAIN(TestOfflineMemo)
#include "tst_offlinememo.moc"
