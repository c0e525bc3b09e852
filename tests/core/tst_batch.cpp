// Batch mode: judge steps through the OpenAI-compatible Files + Batches API (a loopback
// BatchServer answering each line through a real chat endpoint) give the same scores as the
// direct path, fail step by step when a batch expires or returns error lines, resume after the
// program is killed, and cancel the provider's batch when the run is cancelled (even one whose
// creation was still on its way).
#include "metrics/batch/batchapi.h"
#include "metrics/batch/batchstate.h"
#include "support/batchserver.h"
#include "support/clirun.h"
#include "support/markerjudge.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace claimscope;

namespace {

constexpr char Key[] = "sk-test-secret-abcd"; // what runCli puts into $TEST_JUDGE_KEY

TestCase singleTurn()
{
    TestCase testCase;
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("Breakfast is served from seven.");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast runs 7-10."))};
    return testCase;
}

FakeJudgeServer::Handler faithfulJudge()
{
    return scriptedJudge(
        {{QStringLiteral("faithfulness__truths"),
          QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("t")}}}},
         {QStringLiteral("faithfulness__claims"),
          QJsonObject{{QStringLiteral("claims"), QJsonArray{QStringLiteral("c1"), QStringLiteral("c2")}}}},
         {QStringLiteral("faithfulness__verdicts"),
          faithfulnessVerdicts({QStringLiteral("yes"), QStringLiteral("no")})},
         {QStringLiteral("faithfulness__reason"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}}}});
}

const MetricSelection faithfulness{QStringLiteral("faithfulness"), true, {}};

struct KitCase {
    QString name;
    QString metric;
    QJsonObject set;
    QJsonObject testCase;
    QJsonObject expected;
};

QList<KitCase> kitCases(const QString &metric)
{
    QList<KitCase> cases;
    const QDir dir(MarkerJudge::kitDir() + QStringLiteral("/cases"));
    for (const QString &file : dir.entryList({metric + QStringLiteral("-*.json")}, QDir::Files, QDir::Name)) {
        QFile in(dir.filePath(file));
        in.open(QIODevice::ReadOnly);
        const QJsonObject object = QJsonDocument::fromJson(in.readAll()).object();
        cases.append(
            {file, object.value(QLatin1String("metric")).toString(), object.value(QLatin1String("set")).toObject(),
             object.value(QLatin1String("test_case")).toObject(), object.value(QLatin1String("expected")).toObject()});
    }
    return cases;
}

QStringList caseArgs(const KitCase &kitCase, const QString &file, const QString &url)
{
    QStringList args{QStringLiteral("evaluate"),
                     file,
                     QStringLiteral("--judge"),
                     QStringLiteral("openai-compatible"),
                     QStringLiteral("--judge-url"),
                     url,
                     QStringLiteral("--judge-model"),
                     QStringLiteral("marker"),
                     QStringLiteral("--api-key-env"),
                     QStringLiteral("TEST_JUDGE_KEY"),
                     QStringLiteral("--format"),
                     QStringLiteral("json"),
                     QStringLiteral("--no-cache"),
                     QStringLiteral("--metric"),
                     kitCase.metric};
    for (auto it = kitCase.set.begin(); it != kitCase.set.end(); ++it) {
        const QByteArray value = QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact);
        args << QStringLiteral("--set")
             << it.key() + QLatin1Char('=') + QString::fromUtf8(value.mid(1, value.size() - 2));
    }
    return args;
}

QStringList batchArgs(const QString &pollSeconds = QStringLiteral("0.02"))
{
    return {QStringLiteral("--batch"), QStringLiteral("--batch-poll"), pollSeconds};
}

// Two answers that differ in one fact: A's is faithful to the context (score 1), B's is not (0).
const QByteArray TwoAnswers = R"([
  {"name": "A", "input": "When is breakfast?", "actual_output": "Breakfast is served from seven.",
   "retrieval_context": ["Breakfast runs 7-10."]},
  {"name": "B", "input": "When is breakfast?", "actual_output": "Breakfast is served from noon.",
   "retrieval_context": ["Breakfast runs 7-10."]}
])";

// A faithfulness judge that reads the answer: its one claim is what the answer says, and a
// claim of "seven" is supported, any other is not.
FakeJudgeServer::Handler factJudge()
{
    return [](const FakeJudgeServer::Request &request) {
        const bool seven = request.lastUserMessage().contains(QLatin1String("seven"));
        if (request.step == QLatin1String("faithfulness__truths"))
            return FakeJudgeServer::chatReply(
                QJsonObject{{QStringLiteral("truths"), QJsonArray{QStringLiteral("Breakfast runs 7-10.")}}});
        if (request.step == QLatin1String("faithfulness__claims"))
            return FakeJudgeServer::chatReply(QJsonObject{
                {QStringLiteral("claims"),
                 QJsonArray{seven ? QStringLiteral("served from seven") : QStringLiteral("served from noon")}}});
        if (request.step == QLatin1String("faithfulness__verdicts"))
            return FakeJudgeServer::chatReply(
                faithfulnessVerdicts({seven ? QStringLiteral("yes") : QStringLiteral("no")}));
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}});
    };
}

// Whether line `line` of `batch` asks about answer A (its request mentions "seven").
bool asksAboutA(const BatchServer::Batch &batch, int line)
{
    return QJsonDocument(batch.bodies[line]).toJson().contains("seven");
}

bool isVerdicts(const BatchServer::Batch &batch)
{
    return batch.customIds.first().startsWith(QLatin1String("faithfulness__verdicts-"));
}

// evaluate TwoAnswers (written to `home`) with faithfulness in batch mode at `server`.
CliRun evaluateTwoAnswers(const BatchServer &server, const QTemporaryDir &home)
{
    const QString file = writeFile(home, QStringLiteral("two-answers.json"), TwoAnswers);
    return runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--judge-url"), server.url(),
                              QStringLiteral("--judge-model"), QStringLiteral("marker"),
                              QStringLiteral("--api-key-env"), QStringLiteral("TEST_JUDGE_KEY"),
                              QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--no-cache"),
                              QStringLiteral("--metric"), QStringLiteral("faithfulness")}
                      + batchArgs(),
                  home);
}

// The results of a CLI JSON output by test case name.
QHash<QString, QJsonObject> resultsByCase(const CliRun &run)
{
    QHash<QString, QJsonObject> results;
    for (const QJsonValue &value : run.json().value(QLatin1String("results")).toArray())
        results.insert(value.toObject().value(QLatin1String("test_case")).toString(), value.toObject());
    return results;
}

// The batch that judged the verdicts.
const BatchServer::Batch *verdictsBatch(const BatchServer &server)
{
    for (const QString &id : server.batchIds()) {
        if (isVerdicts(*server.batch(id)))
            return server.batch(id);
    }
    return nullptr;
}

// Whether `server` has received `method path` (its answer may still be on its way).
bool received(const BatchServer &server, const QByteArray &method, const QByteArray &path)
{
    const QList<FakeJudgeServer::Request> requests = const_cast<BatchServer &>(server).http().requests();
    return std::any_of(requests.begin(), requests.end(), [&](const FakeJudgeServer::Request &request) {
        return request.method == method && request.path == path;
    });
}

// The error of the first result of a CLI JSON output, and its score.
QJsonObject firstResult(const CliRun &run)
{
    return run.json().value(QLatin1String("results")).toArray().first().toObject();
}

} // namespace

class TestBatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void conformanceTurnFaithfulnessSameScores();
    void resumesAfterTheProgramIsKilled();
    void roundEstimateCountsAnExchangeJudgedAlone();
    void expiredBatchFailsEachStep();
    void errorLinesFailTheirSteps_data();
    void errorLinesFailTheirSteps();
    void malformedAnswerIsRepairedInTheNextRound();
    void secondRunComesFromTheCache();
    void cancelCancelsTheProviderBatch();
    void cancelWhileSubmittingLeavesNoBatch_data();
    void cancelWhileSubmittingLeavesNoBatch();
    void closingLeavesTheBatchToResume();
    void endpointWithoutBatchApiSaysSo();
    void repeatedCustomIdFailsItsStep_data();
    void repeatedCustomIdFailsItsStep();
    void unknownCustomIdIsReported();
    void oddIdsTravelAsOnePathSegment();
    void idsThatAreNoPathSegmentAreRefused_data();
    void idsThatAreNoPathSegmentAreRefused();
    void providerIdThatIsNoPathSegmentIsRefused();

private:
    RunRequest batchRequest(const BatchServer &server, const QTemporaryDir &dir) const;

    MarkerJudge m_marker;
};

void TestBatch::init()
{
    failOnQtWarnings();
}

void TestBatch::initTestCase()
{
    QString error;
    QVERIFY2(m_marker.start(&error), qPrintable(error));
}

RunRequest TestBatch::batchRequest(const BatchServer &server, const QTemporaryDir &dir) const
{
    RunRequest request = RunHarness::request(const_cast<BatchServer &>(server).http(), {singleTurn()}, {faithfulness});
    request.batch = true;
    request.batchPollMs = 10;
    request.batchStatePath = dir.filePath(QStringLiteral("batches.json"));
    request.judge.apiKey = QString::fromLatin1(Key);
    return request;
}

void TestBatch::conformanceTurnFaithfulnessSameScores()
{
    const QList<KitCase> cases = kitCases(QStringLiteral("turn_faithfulness"));
    QVERIFY2(cases.size() >= 5, qPrintable(QStringLiteral("turn_faithfulness cases in %1").arg(MarkerJudge::kitDir())));
    BatchServer server(m_marker.baseUrl() + QStringLiteral("/chat/completions"));
    QVERIFY(server.http().isListening());
    QTemporaryDir home;
    int differing = 0;
    int maxRounds = 0;
    qint64 batchMs = 0;
    for (const KitCase &kitCase : cases) {
        const QString file = writeFile(home, kitCase.name, QJsonDocument(kitCase.testCase).toJson());
        const CliRun direct = runCli(caseArgs(kitCase, file, m_marker.baseUrl()), home);
        const int batchesBefore = server.batchCount();
        QElapsedTimer clock;
        clock.start();
        const CliRun batched = runCli(caseArgs(kitCase, file, server.url()) + batchArgs(), home);
        batchMs += clock.elapsed();
        const int rounds = server.batchCount() - batchesBefore;
        maxRounds = std::max(maxRounds, rounds);
        QVERIFY2(direct.exitCode == 0 || direct.exitCode == 1, qPrintable(kitCase.name + direct.err));
        QCOMPARE(batched.exitCode, direct.exitCode);
        const QJsonObject a = firstResult(direct);
        const QJsonObject b = firstResult(batched);
        QVERIFY2(a.value(QLatin1String("error")).isNull() && b.value(QLatin1String("error")).isNull(),
                 qPrintable(kitCase.name + batched.err));
        // The kit's expected score, reached by both paths.
        QVERIFY2(
            qAbs(a.value(QLatin1String("score")).toDouble() - kitCase.expected.value(QLatin1String("score")).toDouble())
                < 1e-6,
            qPrintable(kitCase.name));
        differing += a.value(QLatin1String("score")) != b.value(QLatin1String("score"))
            || a.value(QLatin1String("success")) != b.value(QLatin1String("success"));
        QVERIFY2(rounds >= 2, qPrintable(QStringLiteral("%1: %2 batches").arg(kitCase.name).arg(rounds)));
        QVERIFY2(b.value(QLatin1String("judge_calls")).toInt() == b.value(QLatin1String("batch_calls")).toInt(),
                 qPrintable(kitCase.name));
        QVERIFY2(batched.err.contains(QStringLiteral("batch 1 of ~")), qPrintable(batched.err));
    }
    QCOMPARE(differing, 0);
    qInfo(
        "turn_faithfulness: %d kit cases, 0 scores differ, at most %d batches (rounds) per case, %lld ms in batch mode",
        int(cases.size()), maxRounds, batchMs);
    // The key travels only in the Authorization header, never in an uploaded file.
    QVERIFY(!server.uploads().isEmpty());
    for (const FakeJudgeServer::Request &upload : server.uploads()) {
        QCOMPARE(upload.header("authorization"), QByteArray("Bearer ") + Key);
        QVERIFY(!upload.body.contains(Key));
    }
}

// A labelled exchange that Turn Faithfulness judges alone, once the whole conversation's result
// is in, takes rounds of its own after the whole's: the estimate shown from the first batch on
// counts them.
void TestBatch::roundEstimateCountsAnExchangeJudgedAlone()
{
    const KitCase kitCase = kitCases(QStringLiteral("turn_faithfulness")).first();
    BatchServer server(m_marker.baseUrl() + QStringLiteral("/chat/completions"));
    QTemporaryDir home;
    QJsonObject testCase = kitCase.testCase;
    testCase.insert(QStringLiteral("metadata"),
                    QJsonObject{{QStringLiteral("human"), QJsonObject{{QStringLiteral("faithful"), true}}}});
    const QString file = writeFile(home, QStringLiteral("labelled.json"), QJsonDocument(testCase).toJson());
    const CliRun batched =
        runCli(caseArgs(kitCase, file, server.url()) + batchArgs()
                   + QStringList{QStringLiteral("--labels"), QStringLiteral("turn_faithfulness=human.faithful@last")},
               home);
    QVERIFY2(batched.exitCode == 0 || batched.exitCode == 1, qPrintable(batched.err));
    const int rounds = server.batchCount();
    // The whole conversation's chain takes 4 rounds (truths and claims together, verdicts, the
    // windows' reasons, the final reason); the exchange alone asks for no reason.
    QVERIFY2(rounds > 4, qPrintable(QStringLiteral("%1 batches: the exchange was not judged alone").arg(rounds)));
    const QRegularExpressionMatch estimate =
        QRegularExpression(QStringLiteral("batch 1 of ~(\\d+):")).match(batched.err);
    QVERIFY2(estimate.hasMatch(), qPrintable(batched.err));
    // Never fewer than the run takes (it said ~4, then "batch 5 of ~5"); at most the rounds of
    // the exchange's own chain more (some of its steps may come from the cache).
    QVERIFY2(estimate.captured(1).toInt() >= rounds && estimate.captured(1).toInt() <= rounds + 2,
             qPrintable(QStringLiteral("estimated ~%1, took %2").arg(estimate.captured(1)).arg(rounds)));
}

void TestBatch::resumesAfterTheProgramIsKilled()
{
    const KitCase kitCase = kitCases(QStringLiteral("turn_faithfulness")).first();
    BatchServer server(m_marker.baseUrl() + QStringLiteral("/chat/completions"));
    server.options().validatingPolls = 1000000; // the first batch stays "validating" meanwhile
    QTemporaryDir home;
    const QString file = writeFile(home, QStringLiteral("case.json"), QJsonDocument(kitCase.testCase).toJson());
    const CliRun direct = runCli(caseArgs(kitCase, file, m_marker.baseUrl()), home);

    QProcess first;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.insert(QStringLiteral("TEST_JUDGE_KEY"), QString::fromLatin1(Key));
    first.setProcessEnvironment(env);
    first.start(QStringLiteral(CLAIMSCOPE_CLI), caseArgs(kitCase, file, server.url()) + batchArgs());
    QTRY_VERIFY_WITH_TIMEOUT(server.statusPolls() >= 2, 15000);
    first.kill();
    QVERIFY(first.waitForFinished(5000));
    QCOMPARE(server.batchCount(), 1);
    QCOMPARE(server.uploadedFiles().size(), 1);

    server.options().validatingPolls = 1;
    const CliRun second = runCli(caseArgs(kitCase, file, server.url()) + batchArgs(), home);
    QVERIFY2(second.err.contains(QStringLiteral("resumed ") + server.batchIds().first()), qPrintable(second.err));
    // Round 1 was not uploaded again: every later upload holds other requests.
    const QByteArray firstUpload = server.uploadedFiles().first();
    for (const QByteArray &upload : server.uploadedFiles().mid(1)) {
        for (const QByteArray &line : upload.split('\n')) {
            if (!line.isEmpty())
                QVERIFY(!firstUpload.contains(
                    QJsonDocument::fromJson(line).object().value(QLatin1String("custom_id")).toString().toUtf8()));
        }
    }
    QCOMPARE(firstResult(second).value(QLatin1String("score")), firstResult(direct).value(QLatin1String("score")));
    QString error;
    QVERIFY(
        BatchStateFile(QDir(home.path()).filePath(QStringLiteral("claimscope/batches.json"))).load(&error).isEmpty());
}

void TestBatch::expiredBatchFailsEachStep()
{
    FakeJudgeServer upstream;
    upstream.setHandler(faithfulJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    server.options().answerLimit = 1;
    server.options().expireAfterPolls = 2;
    QTemporaryDir dir;
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(batchRequest(server, dir));
    QVERIFY(outcome.finished);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY(!result->score.has_value());
    QVERIFY2(result->error.contains(QStringLiteral("batch expired")), qPrintable(result->error));
    QVERIFY2(result->error.contains(QStringLiteral("faithfulness__")), qPrintable(result->error));
    QCOMPARE(server.batch(server.batchIds().first())->status, QStringLiteral("expired"));
}

void TestBatch::errorLinesFailTheirSteps_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<QString>("expected");
    QTest::newRow("error line") << int(BatchServer::LineFault::ErrorLine) << QStringLiteral("server_error");
    QTest::newRow("HTTP 500 line") << int(BatchServer::LineFault::Status500) << QStringLiteral("HTTP 500");
    QTest::newRow("malformed line") << int(BatchServer::LineFault::Malformed) << QStringLiteral("not a result line");
    QTest::newRow("missing line") << int(BatchServer::LineFault::Missing) << QStringLiteral("without an answer");
}

void TestBatch::errorLinesFailTheirSteps()
{
    QFETCH(int, fault);
    QFETCH(QString, expected);
    FakeJudgeServer upstream;
    upstream.setHandler(faithfulJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    server.options().fault = [fault](const QString &customId, const QJsonObject &) {
        return customId.startsWith(QLatin1String("faithfulness__claims-")) ? BatchServer::LineFault(fault)
                                                                           : BatchServer::LineFault::None;
    };
    QTemporaryDir dir;
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(batchRequest(server, dir));
    QVERIFY(outcome.finished);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY(!result->score.has_value());
    QCOMPARE(result->errorStep, QStringLiteral("faithfulness__claims"));
    QVERIFY2(result->error.contains(expected), qPrintable(result->error));
    QCOMPARE(result->errorKind, MetricResult::ErrorKind::Judge);
}

void TestBatch::malformedAnswerIsRepairedInTheNextRound()
{
    FakeJudgeServer upstream;
    int verdictAsks = 0;
    const FakeJudgeServer::Handler judge = faithfulJudge();
    upstream.setHandler([&](const FakeJudgeServer::Request &request) {
        if (request.step == QLatin1String("faithfulness__verdicts") && ++verdictAsks == 1)
            return FakeJudgeServer::chatReply(QStringLiteral("{\"verdicts\": [{\"verdict\": \"yes\""));
        return judge(request);
    });
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    QTemporaryDir dir;
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(batchRequest(server, dir));
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY2(result->error.isEmpty(), qPrintable(result->error));
    QCOMPARE(*result->score, 0.5);
    QCOMPARE(verdictAsks, 2);
    // truths + claims, verdicts, the verdicts' repair, reason.
    QCOMPARE(server.batchCount(), 4);
    const auto repairs =
        std::count_if(outcome.calls.begin(), outcome.calls.end(), [](const CallRecord &c) { return c.repair; });
    QCOMPARE(repairs, 1);
}

void TestBatch::secondRunComesFromTheCache()
{
    FakeJudgeServer upstream;
    upstream.setHandler(faithfulJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    QTemporaryDir dir;
    RunRequest request = batchRequest(server, dir);
    request.useCache = true;
    request.cachePath = dir.filePath(QStringLiteral("cache.sqlite"));
    request.judge.prices.insert(request.judge.model, {1.0, 2.0});
    RunHarness harness;
    const RunHarness::Outcome first = harness.run(request);
    const MetricResult *firstResult = first.result(QStringLiteral("faithfulness"));
    QVERIFY(firstResult && firstResult->score);
    QCOMPARE(firstResult->calls.batchCalls, firstResult->calls.judgeCalls);
    const int batches = server.batchCount();
    QVERIFY(batches >= 3);

    // At batch price: half of what the same tokens cost directly.
    const CallStats &calls = firstResult->calls;
    const double direct = (calls.inputTokens * 1.0 + calls.outputTokens * 2.0) / 1000.0;
    QVERIFY2(qAbs(calls.costUsd - direct * BatchPriceFactor) < 1e-12, qPrintable(QString::number(calls.costUsd)));

    const RunHarness::Outcome second = harness.run(request);
    const MetricResult *secondResult = second.result(QStringLiteral("faithfulness"));
    QVERIFY(secondResult && secondResult->score);
    QCOMPARE(*secondResult->score, *firstResult->score);
    QCOMPARE(server.batchCount(), batches);
    QCOMPARE(secondResult->calls.judgeCalls, 0);
}

void TestBatch::cancelCancelsTheProviderBatch()
{
    FakeJudgeServer upstream;
    upstream.setHandler(faithfulJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    server.options().validatingPolls = 1000000;
    QTemporaryDir dir;
    const RunRequest request = batchRequest(server, dir);
    EngineHost host;
    QSignalSpy finished(&host, &EngineHost::runFinished);
    host.start(request);
    QTRY_VERIFY_WITH_TIMEOUT(server.statusPolls() >= 2, 10000);
    host.cancel();
    QVERIFY(finished.wait(5000));
    const RunSummary summary = finished.first().first().value<RunSummary>();
    QVERIFY(summary.cancelled);
    QVERIFY2(summary.warnings.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("cancel the batch ") + server.batchIds().first()),
             qPrintable(summary.warnings.join(QLatin1Char('\n'))));
    QTRY_COMPARE_WITH_TIMEOUT(server.cancelRequests(), QStringList{server.batchIds().first()}, 5000);
    QTRY_COMPARE(server.batch(server.batchIds().first())->status, QStringLiteral("cancelling"));
    QString error;
    QVERIFY(BatchStateFile(request.batchStatePath).load(&error).isEmpty());
}

void TestBatch::cancelWhileSubmittingLeavesNoBatch_data()
{
    QTest::addColumn<bool>("whileCreating");
    QTest::newRow("upload in flight") << false;
    QTest::newRow("create in flight") << true;
}

void TestBatch::cancelWhileSubmittingLeavesNoBatch()
{
    QFETCH(bool, whileCreating);
    FakeJudgeServer upstream;
    upstream.setHandler(faithfulJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    // The provider has the file (or the batch) at once; its answer takes a while.
    (whileCreating ? server.options().createDelayMs : server.options().uploadDelayMs) = 500;
    QTemporaryDir dir;
    const RunRequest request = batchRequest(server, dir);
    EngineHost host;
    QSignalSpy finished(&host, &EngineHost::runFinished);
    host.start(request);
    const QByteArray path = whileCreating ? QByteArrayLiteral("/v1/batches") : QByteArrayLiteral("/v1/files");
    QTRY_VERIFY_WITH_TIMEOUT(received(server, "POST", path), 10000);
    host.cancel();
    QVERIFY(finished.wait(5000));
    const RunSummary summary = finished.first().first().value<RunSummary>();
    QVERIFY(summary.cancelled);
    QVERIFY2(summary.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("stopped submitting a batch")),
             qPrintable(summary.warnings.join(QLatin1Char('\n'))));
    if (whileCreating) {
        // The batch the provider created after the run ended is cancelled as soon as it is named.
        QCOMPARE(server.batchCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(server.cancelRequests(), server.batchIds(), 5000);
        QCOMPARE(server.batch(server.batchIds().first())->status, QStringLiteral("cancelling"));
    } else {
        // The file's id arrives after the run ended: no batch is made of it.
        QTRY_COMPARE_WITH_TIMEOUT(server.http().inFlight(), 0, 5000);
        QTest::qWait(200);
        QCOMPARE(server.uploadedFiles().size(), 1);
        QCOMPARE(server.batchCount(), 0);
        QVERIFY(server.cancelRequests().isEmpty());
    }
    QString error;
    QVERIFY(BatchStateFile(request.batchStatePath).load(&error).isEmpty());
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestBatch::closingLeavesTheBatchToResume()
{
    FakeJudgeServer upstream;
    upstream.setHandler(faithfulJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    server.options().validatingPolls = 1000000;
    QTemporaryDir dir;
    const RunRequest request = batchRequest(server, dir);
    {
        EngineHost host;
        host.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(server.statusPolls() >= 1, 10000);
    } // the program closes
    QTest::qWait(100);
    QVERIFY(server.cancelRequests().isEmpty());
    QString error;
    const QList<PendingBatch> kept = BatchStateFile(request.batchStatePath).load(&error);
    QCOMPARE(kept.size(), 1);
    QCOMPARE(kept.first().batchId, server.batchIds().first());
    QFile state(request.batchStatePath);
    QVERIFY(state.open(QIODevice::ReadOnly));
    QVERIFY(!state.readAll().contains(Key));

    // The next run of the same steps polls it instead of submitting again.
    server.options().validatingPolls = 1;
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(request);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result && result->score);
    QCOMPARE(*result->score, 0.5);
    QCOMPARE(server.uploadedFiles().size(), server.batchCount());
    QVERIFY(BatchStateFile(request.batchStatePath).load(&error).isEmpty());
}

void TestBatch::endpointWithoutBatchApiSaysSo()
{
    FakeJudgeServer plain; // a chat endpoint only: /files is 404
    plain.setHandler([judge = faithfulJudge()](const FakeJudgeServer::Request &request) {
        return request.path.endsWith("/chat/completions")
            ? judge(request)
            : FakeJudgeServer::errorReply(404, QStringLiteral("Not found"));
    });
    QTemporaryDir dir;
    RunRequest request = RunHarness::request(plain, {singleTurn()}, {faithfulness});
    request.batch = true;
    request.batchPollMs = 10;
    request.batchStatePath = dir.filePath(QStringLiteral("batches.json"));
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(request);
    const MetricResult *result = outcome.result(QStringLiteral("faithfulness"));
    QVERIFY(result);
    QVERIFY(!result->score.has_value());
    QVERIFY2(result->error.contains(QStringLiteral("Batch API")), qPrintable(result->error));
}

void TestBatch::repeatedCustomIdFailsItsStep_data()
{
    QTest::addColumn<bool>("sameLineTwice");
    QTest::addColumn<QStringList>("places"); // of the repeated custom_id, in the output file
    // A's answer comes back under B's custom_id (after B's own): B's id is named twice, A's not at all.
    QTest::newRow("another answer under its id")
        << false << QStringList{QStringLiteral("line 1"), QStringLiteral("line 2")};
    // A's line (after B's) is written two times over.
    QTest::newRow("the same line twice") << true << QStringList{QStringLiteral("line 2"), QStringLiteral("line 3")};
}

void TestBatch::repeatedCustomIdFailsItsStep()
{
    QFETCH(bool, sameLineTwice);
    QFETCH(QStringList, places);
    FakeJudgeServer upstream;
    upstream.setHandler(factJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    if (sameLineTwice) {
        server.options().fault = [](const QString &customId, const QJsonObject &body) {
            return customId.startsWith(QLatin1String("faithfulness__verdicts-"))
                    && QJsonDocument(body).toJson().contains("seven")
                ? BatchServer::LineFault::Twice
                : BatchServer::LineFault::None;
        };
    } else {
        server.options().answeredAs = [](const BatchServer::Batch &batch, int line) {
            if (!isVerdicts(batch) || !asksAboutA(batch, line))
                return batch.customIds[line];
            return batch.customIds[line == 0 ? 1 : 0]; // B's
        };
    }
    QTemporaryDir home;
    const CliRun run = evaluateTwoAnswers(server, home);
    const QHash<QString, QJsonObject> results = resultsByCase(run);
    QCOMPARE(results.size(), 2);
    const BatchServer::Batch *verdicts = verdictsBatch(server);
    QVERIFY(verdicts);
    // The answer named twice is used for neither line: its step fails, saying where both are.
    const QJsonObject repeated = results.value(sameLineTwice ? QStringLiteral("A") : QStringLiteral("B"));
    QVERIFY2(repeated.value(QLatin1String("score")).isNull(),
             qPrintable(QStringLiteral("score %1; %2")
                            .arg(repeated.value(QLatin1String("score")).toVariant().toString(), run.err)));
    const QString error = repeated.value(QLatin1String("error")).toString();
    QCOMPARE(repeated.value(QLatin1String("details")).toObject().value(QLatin1String("error_step")).toString(),
             QStringLiteral("faithfulness__verdicts"));
    QVERIFY2(error.contains(
                 QStringLiteral("on 2 lines (%1 of %3, %2 of %3)").arg(places[0], places[1], verdicts->outputFileId)),
             qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("exactly one answer")), qPrintable(error));
    const QJsonObject other = results.value(sameLineTwice ? QStringLiteral("B") : QStringLiteral("A"));
    if (sameLineTwice) {
        QCOMPARE(other.value(QLatin1String("score")).toDouble(-1), 0.0);
    } else {
        // A's request got no line: said so, never scored with another's answer.
        QVERIFY(other.value(QLatin1String("score")).isNull());
        QVERIFY2(other.value(QLatin1String("error")).toString().contains(QStringLiteral("without an answer")),
                 qPrintable(other.value(QLatin1String("error")).toString()));
    }
    QCOMPARE(run.exitCode, 3);
}

void TestBatch::unknownCustomIdIsReported()
{
    FakeJudgeServer upstream;
    upstream.setHandler(factJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    const QString stranger = QStringLiteral("faithfulness__verdicts-0123456789abcdef");
    server.options().answeredAs = [&](const BatchServer::Batch &batch, int line) {
        return isVerdicts(batch) && asksAboutA(batch, line) ? stranger : batch.customIds[line];
    };
    QTemporaryDir home;
    const CliRun run = evaluateTwoAnswers(server, home);
    const QHash<QString, QJsonObject> results = resultsByCase(run);
    QCOMPARE(results.size(), 2);
    QVERIFY(results.value(QStringLiteral("A")).value(QLatin1String("score")).isNull());
    QVERIFY2(results.value(QStringLiteral("A"))
                 .value(QLatin1String("error"))
                 .toString()
                 .contains(QStringLiteral("without an answer")),
             qPrintable(run.err));
    QCOMPARE(results.value(QStringLiteral("B")).value(QLatin1String("score")).toDouble(-1), 0.0);
    // The line nobody asked for is named, with its file and line, and ignored.
    const BatchServer::Batch *verdicts = verdictsBatch(server);
    QVERIFY(verdicts);
    const QStringList warnings = run.err.split(QLatin1Char('\n')).filter(stranger);
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().startsWith(QStringLiteral("warning: ")), qPrintable(run.err));
    QVERIFY2(warnings.first().contains(QStringLiteral("line 2 of the batch file %1").arg(verdicts->outputFileId)),
             qPrintable(warnings.first()));
    QVERIFY2(warnings.first().contains(QStringLiteral("no request")), qPrintable(warnings.first()));
}

void TestBatch::oddIdsTravelAsOnePathSegment()
{
    FakeJudgeServer upstream;
    upstream.setHandler(factJudge());
    BatchServer server(upstream.url() + QStringLiteral("/chat/completions"));
    // Whatever a provider calls its batches and files, each is one segment of the path.
    server.options().idPrefix = QStringLiteral("x/../y?q=1#f %25");
    QTemporaryDir home;
    const CliRun run = evaluateTwoAnswers(server, home);
    const QHash<QString, QJsonObject> results = resultsByCase(run);
    QVERIFY2(results.value(QStringLiteral("A")).value(QLatin1String("error")).isNull(), qPrintable(run.err));
    QCOMPARE(results.value(QStringLiteral("A")).value(QLatin1String("score")).toDouble(-1), 1.0);
    QCOMPARE(results.value(QStringLiteral("B")).value(QLatin1String("score")).toDouble(-1), 0.0);
    QByteArrayList paths;
    for (const FakeJudgeServer::Request &request : server.http().requests())
        paths.append(request.method + ' ' + request.path);
    const QByteArray encodedPrefix = "x%2F..%2Fy%3Fq%3D1%23f%20%2525";
    const QByteArray batchNumber = server.batchIds().first().section(QLatin1Char('_'), -1).toUtf8();
    const QByteArray fileNumber =
        server.batch(server.batchIds().first())->outputFileId.section(QLatin1Char('-'), -1).toUtf8();
    QVERIFY2(paths.contains("GET /v1/batches/" + encodedPrefix + "batch_" + batchNumber), paths.join('\n').constData());
    QVERIFY2(paths.contains("GET /v1/files/" + encodedPrefix + "file-" + fileNumber + "/content"),
             paths.join('\n').constData());
}

void TestBatch::idsThatAreNoPathSegmentAreRefused_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("empty") << QString();
    QTest::newRow("dot") << QStringLiteral(".");
    QTest::newRow("dot dot") << QStringLiteral("..");
}

void TestBatch::idsThatAreNoPathSegmentAreRefused()
{
    QFETCH(QString, id);
    BatchServer server(QStringLiteral("http://127.0.0.1:9/v1/chat/completions"));
    JudgeSettings settings;
    settings.provider = QStringLiteral("openai-compatible");
    settings.baseUrl = server.url();
    settings.maxRetries = 0;
    BatchApi api(settings);
    QStringList errors;
    const auto failed = [&](const auto &, const QString &error) { errors.append(error); };
    api.status(id, failed);
    api.cancel(id, failed);
    api.download(id, failed);
    QTRY_COMPARE(errors.size(), 3);
    for (const QString &error : std::as_const(errors))
        QVERIFY2(error.contains(QStringLiteral("\"%1\" is not a valid id").arg(id)), qPrintable(error));
    // GET /batches/ would list every batch of the account, POST /batches//cancel … neither is sent.
    QTest::qWait(50);
    QCOMPARE(server.http().requestCount(), 0);
}

void TestBatch::providerIdThatIsNoPathSegmentIsRefused()
{
    FakeJudgeServer provider;
    provider.setHandler([](const FakeJudgeServer::Request &request) {
        return request.path.endsWith("/files")
            ? FakeJudgeServer::jsonReply({{QStringLiteral("id"), QStringLiteral(".")}})
            : FakeJudgeServer::jsonReply({{QStringLiteral("id"), QStringLiteral("..")},
                                          {QStringLiteral("status"), QStringLiteral("validating")}});
    });
    JudgeSettings settings;
    settings.provider = QStringLiteral("openai-compatible");
    settings.baseUrl = provider.url();
    BatchApi api(settings);
    QStringList errors;
    api.upload("{}\n", QStringLiteral("round.jsonl"),
               [&](const QString &, const QString &error) { errors.append(error); });
    api.create(QStringLiteral("file-1"), [&](const BatchStatus &, const QString &error) { errors.append(error); });
    QTRY_COMPARE(errors.size(), 2);
    errors.sort();
    QVERIFY2(errors[0].startsWith(QStringLiteral("creating the batch: "))
                 && errors[0].contains(QStringLiteral("named it \"..\", which cannot be part of a URL path")),
             qPrintable(errors[0]));
    QVERIFY2(errors[1].startsWith(QStringLiteral("uploading the batch file round.jsonl: "))
                 && errors[1].contains(QStringLiteral("named it \".\", which cannot be part of a URL path")),
             qPrintable(errors[1]));
}

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
