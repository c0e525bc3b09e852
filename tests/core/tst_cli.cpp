// claimscope-cli as users and scripts see it: exit codes, messages, output formats.
#include "metrics/judge/promptrenderer.h"
#include "metrics/registry.h"
#include "model/resultjson.h"
#include "model/testcasereader.h"
#include "model/translations.h"
#include "results/htmlreport.h"
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

const QByteArray goodCase = R"({"input": "When is breakfast?", "actual_output": "Breakfast is from seven.",
 "retrieval_context": ["Breakfast is served from seven until ten."]})";

QStringList judgeArgs(const QString &url)
{
    return {QStringLiteral("--judge-url"),   url,
            QStringLiteral("--judge-model"), QStringLiteral("m"),
            QStringLiteral("--api-key-env"), QStringLiteral("TEST_JUDGE_KEY"),
            QStringLiteral("--no-cache"),    QStringLiteral("--quiet"),
            QStringLiteral("--metric"),      QStringLiteral("faithfulness")};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void badInputExitsTwo_data();
    void badInputExitsTwo();
    void brokenJudgeExitsThree_data();
    void brokenJudgeExitsThree();
    void offlineRunPassesOrFails();
    void trustScoreWithTheJudgeDownExitsThree();
    void longRateLimitWaitIsAnnounced();
    void rateFlagsAreChecked_data();
    void rateFlagsAreChecked();
    void rpmFlagOverridesTheConfig();
    void replySizeCapIsConfigurable();
    void followedRedirectIsReported();
    void offlineJudgeSkipsConsistency();
    void jsonOutputHasTheContractFields();
    void dryRunCountsRequests();
    void listsMetricsAndTemplates();
    void htmlReportHasTheSetupAndNoKey();
    void htmlReportIsTheOneTheGuiExports();
};

void TestCli::init()
{
    failOnQtWarnings();
}

void TestCli::initTestCase()
{
    // As the CLI does: English plural forms, so reports rendered here read as its own.
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
}

void TestCli::badInputExitsTwo_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    QTest::newRow("malformed json") << QByteArray("{\"input\": \"q\",\n \"actual_output\": }") << QStringList()
                                    << "line 2, column";
    QTest::newRow("unknown role") << QByteArray(R"({"turns": [{"role": "bot", "content": "hi"}]})") << QStringList()
                                  << "turns[0].role";
    QTest::newRow("empty turns") << QByteArray(R"({"turns": []})") << QStringList() << "turns";
    QTest::newRow("wrong type") << QByteArray(R"({"input": "q", "actual_output": 42})") << QStringList()
                                << "actual_output";
    QTest::newRow("invalid utf-8") << QByteArray("{\"input\": \"q\xff\", \"actual_output\": \"a\"}") << QStringList()
                                   << "UTF-8";
    QTest::newRow("window size zero") << goodCase
                                      << QStringList{QStringLiteral("--metric"), QStringLiteral("turn_faithfulness"),
                                                     QStringLiteral("--set"),
                                                     QStringLiteral("turn_faithfulness.window_size=0")}
                                      << "window_size";
    QTest::newRow("unknown metric") << goodCase
                                    << QStringList{QStringLiteral("--metric"), QStringLiteral("faithfullness")}
                                    << QStringLiteral("unknown metric");
    QTest::newRow("unknown parameter") << goodCase
                                       << QStringList{QStringLiteral("--set"),
                                                      QStringLiteral("faithfulness.thresold=0.7")}
                                       << "no such parameter";
    QTest::newRow("weights above one") << goodCase
                                       << QStringList{QStringLiteral("--metric"), QStringLiteral("trust_score"),
                                                      QStringLiteral("--set"),
                                                      QStringLiteral("trust_score.weights.source_diversity=0.5")}
                                       << "above 1";
}

void TestCli::badInputExitsTwo()
{
    QFETCH(QByteArray, content);
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), content);
    const CliRun run = runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--quiet")} + extra, dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message) || run.out.contains(message), qPrintable(run.err + run.out));
}

void TestCli::brokenJudgeExitsThree_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");
    QTest::newRow("401") << 401 << QByteArray(R"({"error": {"message": "Incorrect API key"}})") << "Incorrect API key";
    QTest::newRow("429 forever") << 429 << QByteArray(R"({"error": {"message": "slow down"}})") << "429";
    QTest::newRow("html") << 200 << QByteArray("<html><body>login</body></html>") << "HTML";
    QTest::newRow("down") << 0 << QByteArray() << "refused";
    QTest::newRow("never answers") << -1 << QByteArray() << "no answer";
}

void TestCli::brokenJudgeExitsThree()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    FakeJudgeServer server;
    server.setHandler([&](const FakeJudgeServer::Request &) {
        FakeJudgeServer::Response response;
        response.hang = status < 0;
        response.status = status;
        response.body = body;
        if (body.startsWith('<'))
            response.withHeader("Content-Type", "text/html");
        return response;
    });
    QString url = server.url();
    if (status == 0) {
        url = QStringLiteral("http://127.0.0.1:%1/v1").arg(server.port());
        server.close();
    }
    const CliRun run = runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--timeout"),
                                          QStringLiteral("1"), QStringLiteral("--retries"), QStringLiteral("1")}
                                  + judgeArgs(url),
                              dir);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.out.contains(message, Qt::CaseInsensitive), qPrintable(run.out + run.err));
    QVERIFY(!run.out.contains(QStringLiteral("sk-test-secret")));
    QVERIFY(!run.err.contains(QStringLiteral("sk-test-secret")));
}

void TestCli::offlineRunPassesOrFails()
{
    QTemporaryDir dir;
    const QString supported = writeFile(dir, QStringLiteral("ok.json"), goodCase);
    CliRun run = runCli({QStringLiteral("evaluate"), supported, QStringLiteral("--metric"),
                         QStringLiteral("faithfulness"), QStringLiteral("--quiet")},
                        dir);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("PASS")));
    const QString contradicted =
        writeFile(dir, QStringLiteral("bad.json"),
                  R"({"input": "When is breakfast?", "actual_output": "Breakfast is served from nine until noon.",
            "retrieval_context": ["Breakfast is served from seven until ten."]})");
    run = runCli({QStringLiteral("evaluate"), contradicted, QStringLiteral("--metric"), QStringLiteral("faithfulness"),
                  QStringLiteral("--quiet")},
                 dir);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.contains(QStringLiteral("FAIL")));
}

void TestCli::trustScoreWithTheJudgeDownExitsThree()
{
    // Every judged component fails and counts 0; the score that is left is no verdict.
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    FakeJudgeServer server;
    const QString url = QStringLiteral("http://127.0.0.1:%1/v1").arg(server.port());
    server.close();
    QStringList arguments{QStringLiteral("evaluate"), file, QStringLiteral("--retries"), QStringLiteral("0")};
    arguments += judgeArgs(url);
    arguments.last() = QStringLiteral("trust_score");
    const CliRun run = runCli(arguments, dir);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.out.contains(QStringLiteral("PARTIAL")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("evidence_coverage")) && run.out.contains(QStringLiteral("refused")),
             qPrintable(run.out));
}

void TestCli::longRateLimitWaitIsAnnounced()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    FakeJudgeServer server;
    server.enqueue(
        FakeJudgeServer::errorReply(429, QStringLiteral("Rate limit reached")).withHeader("Retry-After", "10"));
    server.setHandler([](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::chatReply(request.step.endsWith(QLatin1String("__verdicts"))
                                              ? QStringLiteral("{\"verdicts\": []}")
                                              : QStringLiteral("{\"truths\": [], \"claims\": [], \"reason\": \"r\"}"));
    });
    QStringList arguments{QStringLiteral("evaluate"), file};
    arguments += judgeArgs(server.url());
    arguments.removeAll(QStringLiteral("--quiet"));
    const CliRun run = runCli(arguments, dir);
    QVERIFY2(run.err.contains(QStringLiteral("waiting 10 s for the judge")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("Rate limit reached")), qPrintable(run.err));
}

void TestCli::rateFlagsAreChecked_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("message");
    QTest::newRow("rpm not a number") << QStringList{QStringLiteral("--rpm"), QStringLiteral("fast")}
                                      << QStringLiteral("--rpm fast: expected a whole number ≥ 0");
    QTest::newRow("negative tpm") << QStringList{QStringLiteral("--tpm"), QStringLiteral("-5")}
                                  << QStringLiteral("--tpm -5: expected a whole number ≥ 0");
    QTest::newRow("rpm fraction") << QStringList{QStringLiteral("--rpm"), QStringLiteral("1.5")}
                                  << QStringLiteral("--rpm 1.5: expected a whole number ≥ 0");
    QTest::newRow("zero reply size") << QStringList{QStringLiteral("--max-reply-mib"), QStringLiteral("0")}
                                     << "--max-reply-mib 0: expected a whole number ≥ 1";
}

void TestCli::rateFlagsAreChecked()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    const CliRun run = runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--quiet")} + flags, dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestCli::replySizeCapIsConfigurable()
{
    // A 2 MiB answer passes the default cap of 16 MiB, and fails at --max-reply-mib 1 with a
    // clear judge error (exit 3) that states the cap, never asked again (the same answer would come).
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    FakeJudgeServer server;
    const QString padding(2 * 1024 * 1024, QLatin1Char(' '));
    server.setHandler([&padding](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::chatReply(request.step.endsWith(QLatin1String("__verdicts"))
                                              ? QStringLiteral("{\"verdicts\": []}") + padding
                                              : QStringLiteral("{\"truths\": [], \"claims\": [], \"reason\": \"r\"}")
                                                  + padding);
    });
    QStringList arguments{QStringLiteral("evaluate"), file, QStringLiteral("--metric"), QStringLiteral("faithfulness"),
                          QStringLiteral("--no-cache")};
    arguments += judgeArgs(server.url());
    const CliRun roomy = runCli(arguments, dir);
    QVERIFY2(roomy.exitCode == 0 || roomy.exitCode == 1, qPrintable(roomy.err + roomy.out));
    const int before = server.requestCount();
    const CliRun capped = runCli(arguments + QStringList{QStringLiteral("--max-reply-mib"), QStringLiteral("1")}, dir);
    QCOMPARE(capped.exitCode, 3);
    QVERIFY2(capped.out.contains(QStringLiteral("answer too large")) && capped.out.contains(QStringLiteral("1 MiB")),
             qPrintable(capped.out));
    QCOMPARE(server.requestCount() - before, 2); // the truths and the claims, once each
}

void TestCli::followedRedirectIsReported()
{
    // A same-server redirect is followed, once per request, and said once per run.
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        if (request.path == "/v1/chat/completions")
            return FakeJudgeServer::textReply("", "text/plain", 308).withHeader("Location", "/v2/chat/completions");
        return FakeJudgeServer::chatReply(request.step.endsWith(QLatin1String("__verdicts"))
                                              ? QStringLiteral("{\"verdicts\": []}")
                                              : QStringLiteral("{\"truths\": [], \"claims\": [], \"reason\": \"r\"}"));
    });
    const CliRun run = runCli(QStringList{QStringLiteral("evaluate"), file} + judgeArgs(server.url()), dir);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.err.count(QStringLiteral("warning: the judge redirected")), 1);
    QVERIFY2(run.err.contains(QStringLiteral("/v1/chat/completions to "))
                 && run.err.contains(QStringLiteral("/v2/chat/completions")),
             qPrintable(run.err));
}

void TestCli::rpmFlagOverridesTheConfig()
{
    // The config allows one request a minute; --rpm 0 lifts it, so the run needs no minute.
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    const QString config = writeFile(dir, QStringLiteral("config.json"),
                                     R"({"judge": {"requests_per_minute": 1, "tokens_per_minute": 10}})");
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::chatReply(request.step.endsWith(QLatin1String("__verdicts"))
                                              ? QStringLiteral("{\"verdicts\": []}")
                                              : QStringLiteral("{\"truths\": [], \"claims\": [], \"reason\": \"r\"}"));
    });
    QStringList arguments{QStringLiteral("evaluate"), file,
                          QStringLiteral("--config"), config,
                          QStringLiteral("--rpm"),    QStringLiteral("0"),
                          QStringLiteral("--tpm"),    QStringLiteral("0")};
    arguments += judgeArgs(server.url());
    QElapsedTimer clock;
    clock.start();
    const CliRun run = runCli(arguments, dir);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(server.requestCount() >= 2);
    QVERIFY2(clock.elapsed() < 50000, "the config's limit held the run back");
}

void TestCli::offlineJudgeSkipsConsistency()
{
    // The offline judge writes no samples: Epistemic Consistency is skipped, which is no error.
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    const CliRun run = runCli({QStringLiteral("evaluate"), file, QStringLiteral("--judge"), QStringLiteral("offline"),
                               QStringLiteral("--metric"), QStringLiteral("epistemic_consistency"),
                               QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--quiet")},
                              dir);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.json().value(QStringLiteral("results")).toArray().first().toObject();
    QCOMPARE(result.value(QStringLiteral("skipped")).toBool(), true);
    QVERIFY2(result.value(QStringLiteral("skip_reason")).toString().contains(QStringLiteral("generator model")),
             QJsonDocument(result).toJson().constData());
    QVERIFY(result.value(QStringLiteral("error")).isNull());
    const QJsonObject summary = run.json().value(QStringLiteral("summary")).toObject();
    QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
    QCOMPARE(summary.value(QStringLiteral("skipped_results")).toInt(), 1);

    const CliRun text =
        runCli({QStringLiteral("evaluate"), file, QStringLiteral("--judge"), QStringLiteral("offline"),
                QStringLiteral("--metric"), QStringLiteral("epistemic_consistency"), QStringLiteral("--quiet")},
               dir);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("SKIP   epistemic_consistency")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("1 skipped")), qPrintable(text.out));
}

void TestCli::jsonOutputHasTheContractFields()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    const CliRun run =
        runCli({QStringLiteral("evaluate"), file, QStringLiteral("--metric"), QStringLiteral("faithfulness"),
                QStringLiteral("--metric"), QStringLiteral("source_diversity"), QStringLiteral("--format"),
                QStringLiteral("json"), QStringLiteral("--quiet")},
               dir);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray results = doc.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 2);
    for (const char *key : {"test_case", "metric", "score", "threshold", "success", "reason", "error", "details",
                            "judge_calls", "cached_calls", "input_tokens", "output_tokens", "cost_usd"})
        QVERIFY2(results[0].toObject().contains(QLatin1String(key)), key);
    QCOMPARE(results[0].toObject().value(QStringLiteral("test_case")).toInt(-1), 0);
    QVERIFY(results[1].toObject().contains(QStringLiteral("label")));
    QCOMPARE(doc.value(QStringLiteral("summary")).toObject().value(QStringLiteral("results")).toInt(), 2);
}

void TestCli::dryRunCountsRequests()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"), goodCase);
    FakeJudgeServer server;
    const CliRun run =
        runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--dry-run"),
                           QStringLiteral("--show-prompts"), QStringLiteral("--format"), QStringLiteral("json")}
                   + judgeArgs(server.url()),
               dir);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(server.requestCount(), 0);
    const QJsonObject plan = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(plan.value(QStringLiteral("requests_at_most")).toInt(), 4);
    QVERIFY(plan.value(QStringLiteral("calls"))
                .toArray()
                .first()
                .toObject()
                .value(QStringLiteral("prompt"))
                .toString()
                .contains(QStringLiteral("Breakfast")));
}

void TestCli::listsMetricsAndTemplates()
{
    QTemporaryDir dir;
    CliRun run = runCli({QStringLiteral("metrics")}, dir);
    QCOMPARE(run.exitCode, 0);
    for (const char *id : {"faithfulness", "turn_faithfulness", "contextual_relevancy", "turn_contextual_relevancy",
                           "turn_relevancy", "conversation_relevance", "evidence_coverage", "semantic_drift",
                           "epistemic_consistency", "source_diversity", "trust_score"})
        QVERIFY2(run.out.contains(QLatin1String(id)), id);
    QVERIFY(run.out.contains(QStringLiteral("window_size = 10")));
    run = runCli({QStringLiteral("templates"), QStringLiteral("faithfulness")}, dir);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("===== faithfulness__verdicts =====")));
    QVERIFY(run.out.contains(QStringLiteral("{{claims}}")));
    run = runCli({QStringLiteral("templates"), QStringLiteral("nope")}, dir);
    QCOMPARE(run.exitCode, 2);
}

void TestCli::htmlReportHasTheSetupAndNoKey()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("case.json"),
                                   R"({"name": "<script>alert(1)</script> breakfast", "input": "When is breakfast?",
            "actual_output": "Breakfast is from nine.", "retrieval_context": ["Breakfast is served from seven until ten."]})");
    const QString step = MetricRegistry::find(QStringLiteral("faithfulness"))->steps.first();
    const QJsonObject config{
        {QStringLiteral("templates"),
         QJsonObject{{step, QString(TemplateSet::defaultText(step) + QStringLiteral("\nBe brief."))}}}};
    const QString configFile = writeFile(dir, QStringLiteral("config.json"), QJsonDocument(config).toJson());
    FakeJudgeServer server;
    server.setHandler([](const FakeJudgeServer::Request &request) {
        return FakeJudgeServer::chatReply(
            request.step.endsWith(QLatin1String("__verdicts"))
                ? QStringLiteral(R"({"verdicts": [{"verdict": "no", "reason": "The context says seven."}]})")
                : QStringLiteral(R"({"truths": ["Breakfast is served from seven until ten."],
                                     "claims": ["Breakfast is from nine."], "reason": "r"})"));
    });
    const QString report = dir.filePath(QStringLiteral("report.html"));
    const CliRun run =
        runCli(QStringList{QStringLiteral("evaluate"), file, QStringLiteral("--format"), QStringLiteral("html"),
                           QStringLiteral("--output"), report, QStringLiteral("--config"), configFile,
                           QStringLiteral("--set"), QStringLiteral("faithfulness.threshold=0.9")}
                   + judgeArgs(server.url()),
               dir);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QFile written(report);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(written.readAll());
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QVERIFY(html.endsWith(QStringLiteral("</body></html>\n")));
    // The setup: the judge, the changed param with its default, the template's added line.
    QVERIFY(html.contains(QStringLiteral("<td>%1</td>").arg(server.url())));
    QVERIFY(html.contains(
        QStringLiteral("<td>Faithfulness</td><td><code>threshold</code></td><td>0.50</td><td><b>0.90</b></td>")));
    QVERIFY(html.contains(QStringLiteral("<code>%1</code> — 1 line changed against the default").arg(step)));
    QVERIFY(html.contains(QStringLiteral("<span class=\"add\">+ Be brief.</span>")));
    // The key the judge was called with (runCli plants it) is nowhere.
    QVERIFY(!html.contains(QStringLiteral("sk-test-secret")));
    QVERIFY(!html.contains(QStringLiteral("TEST_JUDGE_KEY")));
    // One histogram for the one metric; the test case's text escaped; the failing claim listed.
    QCOMPARE(html.count(QStringLiteral("<svg class=\"hist\"")), 1);
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; breakfast")));
    const qsizetype failing = html.indexOf(QStringLiteral("Claims judged ✗ or ? (1), also in results that pass"));
    QVERIFY(failing > 0);
    QVERIFY(html.indexOf(QStringLiteral("Breakfast is from nine."), failing) > failing);
    QVERIFY(html.contains(QStringLiteral("<mark>Breakfast is from nine.</mark>")));
}

void TestCli::htmlReportIsTheOneTheGuiExports()
{
    // The GUI export writes hub results through HtmlReport::write; the CLI streams them through
    // HtmlReportWriter. Fed the same results, both give the same summary and test cases.
    QTemporaryDir dir;
    const QString example = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/hotel-concierge.json");
    const QString report = dir.filePath(QStringLiteral("report.html"));
    const CliRun html =
        runCli({QStringLiteral("evaluate"), example, QStringLiteral("--format"), QStringLiteral("html"),
                QStringLiteral("--output"), report, QStringLiteral("--quiet"), QStringLiteral("--no-cache")},
               dir);
    const CliRun json = runCli({QStringLiteral("evaluate"), example, QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--quiet"), QStringLiteral("--no-cache")},
                               dir);
    QCOMPARE(html.exitCode, json.exitCode);
    QList<MetricResult> results;
    for (const QJsonValue &value : json.json().value(QStringLiteral("results")).toArray()) {
        MetricResult result = resultFromJson(value.toObject());
        result.testCaseIndex = value.toObject().value(QStringLiteral("test_case")).toInt();
        results.append(result);
    }
    QVERIFY(results.size() > 3);
    RunRequest request;
    request.testCases = TestCaseReader::readFile(example).cases;
    for (const MetricInfo &info : MetricRegistry::all())
        request.addMetric(info.id);
    const QString gui = HtmlReport::render(ReportSetup::of(request), request.testCases, results);
    QFile written(report);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString cli = QString::fromUtf8(written.readAll());
    const auto part = [](const QString &page, const QString &from, const QString &to) {
        const qsizetype start = page.indexOf(from);
        return start < 0 ? QString() : page.mid(start, page.indexOf(to, start) - start);
    };
    const QString summary = part(cli, QStringLiteral("<h2 id=\"summary\">"), QStringLiteral("<h2 id=\"setup\">"));
    QVERIFY(summary.contains(QStringLiteral("<svg class=\"hist\"")));
    QCOMPARE(summary, part(gui, QStringLiteral("<h2 id=\"summary\">"), QStringLiteral("<h2 id=\"setup\">")));
    const QString cases = part(cli, QStringLiteral("<h2 id=\"cases\">"), QStringLiteral("</body>"));
    QVERIFY(cases.contains(QStringLiteral("<section class=\"case")));
    QCOMPARE(cases, part(gui, QStringLiteral("<h2 id=\"cases\">"), QStringLiteral("</body>")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
