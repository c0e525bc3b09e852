// Repeat-N for unstable judges: the statistics of a repeated evaluation, worked out by hand, and
// the CLI's --repeat against a loopback judge whose verdict changes from one answer to the next,
// with every repetition in a step-cache slot of its own.

#include "experiments/runstore.h"
#include "model/repeatstats.h"
#include "model/resultjson.h"
#include "model/translations.h"
#include "results/htmlreport.h"
#include "results/reportsetup.h"
#include "results/rescoring.h"
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

const QByteArray breakfastCase = R"({"input": "When is breakfast?", "actual_output": "Breakfast is from seven.",
 "retrieval_context": ["Breakfast is served from seven until ten."]})";

// Faithfulness of one claim; the n-th verdict the judge gives is "yes" for odd n, "no" for even
// n, so repetitions that really ask again score 1, 0, 1, 0 …
class AlternatingJudge
{
public:
    const FakeJudgeServer &server() const { return m_server; }
    AlternatingJudge()
    {
        m_server.setHandler([this](const FakeJudgeServer::Request &request) {
            if (request.step.endsWith(QLatin1String("__verdicts")))
                return FakeJudgeServer::chatReply(
                    faithfulnessVerdicts({++m_verdicts % 2 ? QStringLiteral("yes") : QStringLiteral("no")}));
            if (request.step.endsWith(QLatin1String("__truths")))
                return FakeJudgeServer::chatReply(QJsonObject{
                    {QStringLiteral("truths"), QJsonArray{QStringLiteral("Breakfast is served from seven.")}}});
            if (request.step.endsWith(QLatin1String("__claims")))
                return FakeJudgeServer::chatReply(
                    QJsonObject{{QStringLiteral("claims"), QJsonArray{QStringLiteral("Breakfast is from seven.")}}});
            return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), QStringLiteral("r")}});
        });
    }
    int verdictsAsked() const { return m_verdicts; }
    int requestsAnswered() const { return int(m_server.requests().size()); }
    QStringList arguments(const QString &file, const QStringList &extra) const
    {
        return QStringList{QStringLiteral("evaluate"),      file,
                           QStringLiteral("--judge-url"),   m_server.url(),
                           QStringLiteral("--judge-model"), QStringLiteral("m"),
                           QStringLiteral("--api-key-env"), QStringLiteral("TEST_JUDGE_KEY"),
                           QStringLiteral("--metric"),      QStringLiteral("faithfulness"),
                           QStringLiteral("--format"),      QStringLiteral("json"),
                           QStringLiteral("--quiet")}
        + extra;
    }

private:
    FakeJudgeServer m_server;
    int m_verdicts = 0;
};

TestCase breakfast()
{
    TestCase testCase;
    testCase.name = QStringLiteral("breakfast");
    testCase.input = QStringLiteral("When is breakfast?");
    testCase.actualOutput = QStringLiteral("Breakfast is from seven.");
    testCase.retrievalContext = {ContextItem::fromText(QStringLiteral("Breakfast is served from seven until ten."))};
    return testCase;
}

QJsonObject onlyResult(const CliRun &run)
{
    const QJsonArray results = run.json().value(QStringLiteral("results")).toArray();
    return results.size() == 1 ? results.first().toObject() : QJsonObject();
}

} // namespace

class TestRepeat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void statsAreWorkedOut();
    void statsLeaveOutRepetitionsWithoutAScore();
    void hostRunsTheRepetitionsAsOneRun();
    void cancelStopsTheRepetitions();
    void cancelAsARepetitionEndsStartsNoOther();
    void newThresholdDecidesEveryRepetitionAgain();
    void outcomesSurviveJson();
    void reportStatesTheSpread();
    void cliAsksAgainEachRepetitionAndReportsTheSpread();
    void repetitionsAreCachedInSlotsOfTheirOwn();
    void repeatIsChecked_data();
    void repeatIsChecked();
};

void TestRepeat::initTestCase()
{
    // The report says "repetitions" as the program does (plurals come from the English catalogue).
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestRepeat::init()
{
    failOnQtWarnings();
}

void TestRepeat::statsAreWorkedOut()
{
    // 1, 0, 1: mean 2/3; deviations 1/3, −2/3, 1/3 → squares 6/9, over n − 1 = 2 → sd √(1/3).
    const RepeatStats stats = RepeatStats::of({{1.0, true}, {0.0, false}, {1.0, true}});
    QCOMPARE(stats.repetitions, 3);
    QCOMPARE(stats.scored, 3);
    QVERIFY(qAbs(stats.mean - 2.0 / 3) < 1e-12);
    QVERIFY(qAbs(stats.sd - 0.5773502691896258) < 1e-12);
    QCOMPARE(stats.min, 0.0);
    QCOMPARE(stats.max, 1.0);
    QCOMPARE(stats.passes, 2);
    QVERIFY(qAbs(stats.flipRate() - 1.0 / 3) < 1e-12);

    const RepeatStats steady = RepeatStats::of({{0.7, true}, {0.7, true}});
    QCOMPARE(steady.sd, 0.0);
    QCOMPARE(steady.flipRate(), 0.0);
    const RepeatStats single = RepeatStats::of({{0.4, false}});
    QCOMPARE(single.sd, 0.0);
    QCOMPARE(single.flipRate(), 0.0);
    const RepeatStats half = RepeatStats::of({{0.9, true}, {0.1, false}});
    QCOMPARE(half.flipRate(), 0.5);
}

void TestRepeat::statsLeaveOutRepetitionsWithoutAScore()
{
    // 0.8, (error), 0.6, 0.4: three scores, mean 0.6, sd √((0.04 + 0 + 0.04) / 2) = 0.2.
    const RepeatStats stats = RepeatStats::of({{0.8, true}, {std::nullopt, false}, {0.6, true}, {0.4, false}});
    QCOMPARE(stats.repetitions, 4);
    QCOMPARE(stats.scored, 3);
    QVERIFY(qAbs(stats.mean - 0.6) < 1e-12);
    QVERIFY(qAbs(stats.sd - 0.2) < 1e-12);
    QCOMPARE(stats.min, 0.4);
    QCOMPARE(stats.max, 0.8);
    QCOMPARE(stats.passes, 2);
    QVERIFY(qAbs(stats.flipRate() - 1.0 / 3) < 1e-12);
    const RepeatStats none = RepeatStats::of({{std::nullopt, false}, {std::nullopt, false}});
    QCOMPARE(none.scored, 0);
    QCOMPARE(none.flipRate(), 0.0);
}

void TestRepeat::hostRunsTheRepetitionsAsOneRun()
{
    AlternatingJudge judge;
    const TestCase second = [] {
        TestCase testCase = breakfast();
        testCase.name = QStringLiteral("breakfast again");
        return testCase;
    }();
    RunRequest request =
        RunHarness::request(judge.server(), {breakfast(), second}, {{QStringLiteral("faithfulness"), true, {}}});
    request.repetitions = 3;
    RunHarness harness;
    QList<RunProgress> reports;
    QObject::connect(&harness.host(), &EngineHost::progressed, &harness.host(),
                     [&](const RunProgress &progress) { reports.append(progress); });
    const RunHarness::Outcome outcome = harness.run(request);
    QVERIFY(outcome.finished);
    QCOMPARE(judge.verdictsAsked(), 6); // two cases, three times each
    // One result per (case, metric), the last repetition's, each with the spread of all three.
    // Which case got which verdict depends on the order the two ask in; how many passed does not.
    QCOMPARE(outcome.results.size(), 2);
    int passes = 0;
    int calls = 0;
    for (const MetricResult &result : outcome.results) {
        QVERIFY(result.repeat);
        QCOMPARE(result.repeat->repetitions, 3);
        QCOMPARE(result.repeat->scored, 3);
        QCOMPARE(result.repeat->outcomes.last().score, result.score);
        passes += result.repeat->passes;
        calls += result.calls.judgeCalls;
    }
    // The calls of every repetition are counted, as the call log lists them.
    QCOMPARE(calls, int(outcome.calls.size()));
    QCOMPARE(passes, 3); // six verdicts alternate yes/no: three of them passed
    // Progress counts every repetition toward one total, and says which one is under way.
    QVERIFY(!reports.isEmpty());
    for (const RunProgress &report : std::as_const(reports)) {
        QCOMPARE(report.repetitions, 3);
        QCOMPARE(report.metricsTotal, 6);
        QVERIFY(report.metricsDone <= report.metricsTotal);
    }
    QCOMPARE(reports.last().repetition, 2);
    QCOMPARE(outcome.summary.progress.metricsDone, 6);
    QCOMPARE(outcome.summary.progress.metricsTotal, 6);
    QCOMPARE(outcome.summary.progress.stepsDone, outcome.calls.size());
}

void TestRepeat::cancelStopsTheRepetitions()
{
    AlternatingJudge judge;
    RunRequest request =
        RunHarness::request(judge.server(), {breakfast()}, {{QStringLiteral("faithfulness"), true, {}}});
    request.repetitions = 50;
    RunHarness harness;
    // Cancelled as soon as the second repetition starts.
    QObject::connect(&harness.host(), &EngineHost::progressed, &harness.host(), [&](const RunProgress &progress) {
        if (progress.repetition == 1)
            harness.host().cancel();
    });
    const RunHarness::Outcome outcome = harness.run(request);
    QVERIFY(outcome.finished);
    QVERIFY(outcome.summary.cancelled);
    QCOMPARE(outcome.summary.progress.repetition, 1);
    QVERIFY(outcome.results.isEmpty()); // only a finished last repetition reports results
    QVERIFY(judge.verdictsAsked() <= 2);
}

void TestRepeat::cancelAsARepetitionEndsStartsNoOther()
{
    AlternatingJudge judge;
    RunRequest request =
        RunHarness::request(judge.server(), {breakfast()}, {{QStringLiteral("faithfulness"), true, {}}});
    RunHarness plain;
    const int callsPerRepetition = int(plain.run(request).calls.size());
    QVERIFY(callsPerRepetition > 0);
    const int askedBefore = judge.verdictsAsked();

    // The cancel comes with the first repetition's last call: the engine has ended that
    // repetition already, so only the host can keep the next one from starting.
    request.repetitions = 3;
    RunHarness harness;
    int calls = 0;
    QObject::connect(&harness.host(), &EngineHost::callRecorded, &harness.host(), [&](const CallRecord &) {
        if (++calls == callsPerRepetition)
            harness.host().cancel();
    });
    const RunHarness::Outcome outcome = harness.run(request);
    QVERIFY(outcome.finished);
    QVERIFY(outcome.summary.cancelled);
    QCOMPARE(outcome.summary.progress.repetition, 0);
    QCOMPARE(calls, callsPerRepetition);
    QCOMPARE(judge.verdictsAsked(), askedBefore + 1);
    QVERIFY(outcome.results.isEmpty());
}

void TestRepeat::newThresholdDecidesEveryRepetitionAgain()
{
    MetricResult result;
    result.metricId = QStringLiteral("faithfulness");
    result.score = 0.6;
    result.threshold = 0.5;
    result.success = true;
    result.repeat = RepeatStats::of({{0.4, false}, {0.8, true}, {0.6, true}});
    QCOMPARE(result.repeat->passes, 2);

    const Rescored higher = rescoreResult(result, {{QStringLiteral("threshold"), 0.7}});
    QVERIFY(higher.exact);
    QVERIFY(!higher.result.success);
    QCOMPARE(higher.result.repeat->passes, 1); // only 0.8 passes 0.7
    QVERIFY(qAbs(higher.result.repeat->flipRate() - 1.0 / 3) < 1e-12);
    QCOMPARE(higher.result.repeat->mean, result.repeat->mean); // the scores stay

    const Rescored lower = rescoreResult(result, {{QStringLiteral("threshold"), 0.3}});
    QCOMPARE(lower.result.repeat->passes, 3);
    QCOMPARE(lower.result.repeat->flipRate(), 0.0);

    // Strict mode needs what the earlier repetitions were scored from: a new run.
    const Rescored strict = rescoreResult(result, {{QStringLiteral("strict_mode"), true}});
    QVERIFY(!strict.exact);

    // A partial repetition never passes, and a raw score decides where the shown one is rounded.
    const RepeatStats kept = RepeatStats::of({{0.9, false, std::nullopt, true}, {0.70, true, 0.696, false}});
    QCOMPARE(kept.redecided(0.7).passes, 0);
    QCOMPARE(kept.redecided(0.69).passes, 1);
}

void TestRepeat::outcomesSurviveJson()
{
    MetricResult result;
    result.metricId = QStringLiteral("faithfulness");
    result.testCaseName = QStringLiteral("breakfast");
    result.score = 0.5;
    result.threshold = 0.5;
    result.success = true;
    result.repeat = RepeatStats::of({{0.5, true}, {std::nullopt, false}, {0.2, false, 0.21, true}});
    const MetricResult read = resultFromJson(resultToJson(result));
    QVERIFY(read.repeat);
    QCOMPARE(*read.repeat, *result.repeat);
    // A spread written without its outcomes (an older file) is taken as it stands.
    QJsonObject older = resultToJson(result);
    QJsonObject spread = older.value(QStringLiteral("repeat")).toObject();
    spread.remove(QStringLiteral("outcomes"));
    older.insert(QStringLiteral("repeat"), spread);
    const MetricResult old = resultFromJson(older);
    QCOMPARE(old.repeat->passes, 1);
    QCOMPARE(old.repeat->scored, 2);
    QVERIFY(old.repeat->outcomes.isEmpty());
    // Without outcomes a new threshold cannot decide the repetitions again: the figures stand.
    QCOMPARE(rescoreResult(old, {{QStringLiteral("threshold"), 0.9}}).result.repeat, old.repeat);
}

void TestRepeat::reportStatesTheSpread()
{
    AlternatingJudge judge;
    RunRequest request =
        RunHarness::request(judge.server(), {breakfast()}, {{QStringLiteral("faithfulness"), true, {}}});
    request.repetitions = 2;
    RunHarness harness;
    const RunHarness::Outcome outcome = harness.run(request);
    QCOMPARE(outcome.results.size(), 1);
    const QString html = HtmlReport::render(ReportSetup::of(request), {breakfast()}, outcome.results);
    QVERIFY2(html.contains(QStringLiteral("over 2 repetitions: mean 0.500 ± 0.707, range 0.000–1.000, passed 1 of 2, "
                                          "flip rate 0.50")),
             qPrintable(html.left(2000)));
}

void TestRepeat::cliAsksAgainEachRepetitionAndReportsTheSpread()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), breakfastCase);
    AlternatingJudge judge;
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    const CliRun run = runCli(judge.arguments(file,
                                              {QStringLiteral("--repeat"), QStringLiteral("3"),
                                               QStringLiteral("--save-run"), QStringLiteral("--runs"), store}),
                              dir);
    QCOMPARE(run.exitCode, 0); // the last repetition (third verdict: yes) passes
    // The kept run says it was repeated, and counts the calls of every repetition.
    RunStore kept(store);
    QString error;
    QVERIFY2(kept.open(&error), qPrintable(error));
    const std::optional<StoredRun> stored = kept.load(1, &error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->snapshot.repetitions, 3);
    QCOMPARE(stored->info.judgeCalls, qint64(judge.requestsAnswered()));
    QCOMPARE(judge.verdictsAsked(), 3);
    const QJsonObject result = onlyResult(run);
    QCOMPARE(result.value(QStringLiteral("score")).toDouble(), 1.0);
    const QJsonObject repeat = result.value(QStringLiteral("repeat")).toObject();
    QCOMPARE(repeat.value(QStringLiteral("repetitions")).toInt(), 3);
    QCOMPARE(repeat.value(QStringLiteral("scored")).toInt(), 3);
    QVERIFY(qAbs(repeat.value(QStringLiteral("mean")).toDouble() - 2.0 / 3) < 1e-9);
    QVERIFY(qAbs(repeat.value(QStringLiteral("sd")).toDouble() - 0.5773502691896258) < 1e-9);
    QCOMPARE(repeat.value(QStringLiteral("min")).toDouble(), 0.0);
    QCOMPARE(repeat.value(QStringLiteral("max")).toDouble(), 1.0);
    QCOMPARE(repeat.value(QStringLiteral("passes")).toInt(), 2);
    QVERIFY(qAbs(repeat.value(QStringLiteral("flip_rate")).toDouble() - 1.0 / 3) < 1e-9);

    // The text format says the same in one line under the result.
    QStringList text = judge.arguments(file, {QStringLiteral("--repeat"), QStringLiteral("2")});
    text.removeAll(QStringLiteral("json"));
    text.removeAll(QStringLiteral("--format"));
    const CliRun plain = runCli(text, dir);
    QVERIFY2(plain.out.contains(QStringLiteral("over 2 repetitions: mean 0.500 ± 0.707, range 0.000–1.000, "
                                               "passed 1 of 2, flip rate 0.50")),
             qPrintable(plain.out));
}

void TestRepeat::repetitionsAreCachedInSlotsOfTheirOwn()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), breakfastCase);
    AlternatingJudge judge;
    const QStringList three = judge.arguments(file, {QStringLiteral("--repeat"), QStringLiteral("3")});
    const QJsonObject first = onlyResult(runCli(three, dir));
    QCOMPARE(judge.verdictsAsked(), 3);
    // The same command again: every repetition's answers come from its own slot.
    const QJsonObject again = onlyResult(runCli(three, dir));
    QCOMPARE(judge.verdictsAsked(), 3);
    QCOMPARE(again.value(QStringLiteral("repeat")), first.value(QStringLiteral("repeat")));
    // One more repetition asks once more (the fourth verdict: no): 1, 0, 1, 0.
    const QJsonObject four =
        onlyResult(runCli(judge.arguments(file, {QStringLiteral("--repeat"), QStringLiteral("4")}), dir));
    QCOMPARE(judge.verdictsAsked(), 4);
    QCOMPARE(four.value(QStringLiteral("score")).toDouble(), 0.0);
    QCOMPARE(four.value(QStringLiteral("repeat")).toObject().value(QStringLiteral("flip_rate")).toDouble(), 0.5);
    // The first repetition is the evaluation without --repeat: a plain run asks nothing.
    const QJsonObject plain = onlyResult(runCli(judge.arguments(file, {}), dir));
    QCOMPARE(judge.verdictsAsked(), 4);
    QCOMPARE(plain.value(QStringLiteral("score")).toDouble(), 1.0);
    QVERIFY(!plain.contains(QStringLiteral("repeat")));
}

void TestRepeat::repeatIsChecked_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("message");
    QTest::newRow("zero") << QStringList{QStringLiteral("--repeat"), QStringLiteral("0")}
                          << QStringLiteral("--repeat 0: expected a whole number from 1 to 100");
    QTest::newRow("not a number") << QStringList{QStringLiteral("--repeat"), QStringLiteral("often")}
                                  << QStringLiteral("--repeat often: expected a whole number from 1 to 100");
    QTest::newRow("dry run") << QStringList{QStringLiteral("--repeat"), QStringLiteral("2"),
                                            QStringLiteral("--dry-run")}
                             << QStringLiteral("--repeat with --dry-run");
}

void TestRepeat::repeatIsChecked()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), breakfastCase);
    AlternatingJudge judge;
    const CliRun run = runCli(judge.arguments(file, flags), dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(judge.verdictsAsked(), 0);
}

QTEST_GUILESS_MAIN(TestRepeat)
#include "tst_repeat.moc"
