// claimscope-cli with a judge that goes away mid-run: it stops admitting work, says once on
// stderr which endpoint stopped answering and why, and exits 3; --keep-going grinds on through
// every test case. The judge is a real HTTP server on 127.0.0.1 that starts hanging up.
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

constexpr int CaseCount = 60;
constexpr int AnsweredFirst = 40; // requests answered before the judge starts hanging up

QByteArray manyCases()
{
    QByteArray lines;
    for (int i = 1; i <= CaseCount; ++i)
        lines += QStringLiteral("{\"name\": \"case %1\", \"input\": \"When is breakfast on day %1?\", "
                                "\"actual_output\": \"Breakfast is from seven.\", "
                                "\"retrieval_context\": [\"Breakfast runs 7-10.\"]}\n")
                     .arg(i)
                     .toUtf8();
    return lines;
}

// Answers the first AnsweredFirst requests as a faithful judge, then drops every connection.
void goesAwayMidRun(FakeJudgeServer &server)
{
    server.setHandler([&server](const FakeJudgeServer::Request &request) {
        if (server.requestCount() > AnsweredFirst) {
            FakeJudgeServer::Response gone;
            gone.close = true;
            return gone;
        }
        if (request.step.endsWith(QLatin1String("__verdicts")))
            return FakeJudgeServer::chatReply(
                QStringLiteral("{\"verdicts\": [{\"verdict\": \"yes\", \"reason\": null}]}"));
        return FakeJudgeServer::chatReply(
            QStringLiteral("{\"truths\": [\"t\"], \"claims\": [\"c\"], \"reason\": \"r\"}"));
    });
}

QStringList arguments(const QString &file, const QString &url)
{
    return {QStringLiteral("evaluate"),      file,
            QStringLiteral("--judge-url"),   url,
            QStringLiteral("--judge-model"), QStringLiteral("m"),
            QStringLiteral("--api-key-env"), QStringLiteral("TEST_JUDGE_KEY"),
            QStringLiteral("--metric"),      QStringLiteral("faithfulness"),
            QStringLiteral("--retries"),     QStringLiteral("0"),
            QStringLiteral("--no-cache"),    QStringLiteral("--quiet"),
            QStringLiteral("--format"),      QStringLiteral("json")};
}

} // namespace

class TestCliOutage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void judgeGoneStopsTheRunWithExitThree();
    void keepGoingGrindsOnThroughEveryCase();
};

void TestCliOutage::init()
{
    failOnQtWarnings();
}

void TestCliOutage::judgeGoneStopsTheRunWithExitThree()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("cases.jsonl"), manyCases());
    FakeJudgeServer server;
    goesAwayMidRun(server);
    const QString endpoint = server.url();
    const QString withCredentials = QStringLiteral("http://judge:s3cret-pass@127.0.0.1:%1/v1").arg(server.port());
    const CliRun run = runCli(arguments(file, withCredentials), dir);
    QCOMPARE(run.exitCode, 3);
    // One message, naming the endpoint (no credentials) and the cause.
    const QString gone = QStringLiteral("error: the judge at %1 is not answering: ").arg(endpoint);
    QVERIFY2(run.err.count(gone) == 1, qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("Connection closed"), Qt::CaseInsensitive), qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("--keep-going")), qPrintable(run.err));
    QVERIFY(!run.err.contains(QLatin1String("s3cret")) && !run.out.contains(QLatin1String("s3cret")));
    // Far fewer requests than a run through every case (at least 2 for each) would send.
    const int unanswered = server.requestCount() - AnsweredFirst;
    QVERIFY2(unanswered < CaseCount / 2, qPrintable(QString::number(server.requestCount())));
    // Every case still has its result: scored before, or an error saying what happened.
    const QJsonArray results = run.json().value(QLatin1String("results")).toArray();
    QCOMPARE(results.size(), CaseCount);
    int scored = 0;
    int skipped = 0;
    for (const QJsonValue &value : results) {
        const QJsonObject result = value.toObject();
        scored += result.value(QLatin1String("score")).isDouble();
        skipped += result.value(QLatin1String("skip_reason"))
                       .toString()
                       .startsWith(QStringLiteral("skipped: the judge at %1 was unreachable").arg(endpoint));
    }
    QVERIFY2(scored >= AnsweredFirst / 4 - 8, qPrintable(QString::number(scored)));
    QVERIFY2(skipped >= CaseCount / 3, qPrintable(QString::number(skipped)));
    QVERIFY2(run.err.contains(QStringLiteral("the run stopped: %1 metric result").arg(skipped)), qPrintable(run.err));
}

void TestCliOutage::keepGoingGrindsOnThroughEveryCase()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("cases.jsonl"), manyCases());
    FakeJudgeServer server;
    goesAwayMidRun(server);
    const CliRun run = runCli(arguments(file, server.url()) << QStringLiteral("--keep-going"), dir);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(!run.err.contains(QLatin1String("is not answering")), qPrintable(run.err));
    // Every case went to the judge: truths and claims at least for each one not scored before.
    QVERIFY2(server.requestCount() >= 2 * CaseCount, qPrintable(QString::number(server.requestCount())));
    QCOMPARE(run.json().value(QLatin1String("results")).toArray().size(), CaseCount);
}

QTEST_GUILESS_MAIN(TestCliOutage)
#include "tst_clioutage.moc"
