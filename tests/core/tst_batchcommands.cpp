// claimscope-cli batches list|cancel against the pending-batch file and a loopback Batches API:
// what is listed (never a key), what a cancel sends, when an entry is forgotten and when it stays.
#include "metrics/batch/batchapi.h"
#include "metrics/batch/batchfiles.h"
#include "metrics/batch/batchstate.h"
#include "support/batchserver.h"
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

constexpr char Key[] = "sk-test-secret-abcd"; // what runCli puts into $TEST_JUDGE_KEY
// Where a BatchServer would send its lines: these tests never let a batch run.
const QString UnusedUpstream = QStringLiteral("http://127.0.0.1:9/v1/chat/completions");

PendingBatch pending(const QString &id, const QString &baseUrl, const QDateTime &submitted, int requests)
{
    PendingBatch batch;
    batch.batchId = id;
    batch.inputFileId = QStringLiteral("file-of-") + id;
    batch.endpoint = QStringLiteral("openai-compatible\n%1\nmarker").arg(baseUrl);
    batch.origin = QStringLiteral("/data/chats/%1.json").arg(id);
    batch.round = 2;
    for (int i = 0; i < requests; ++i)
        batch.customIds.append(QStringLiteral("faithfulness__claims-%1").arg(i));
    batch.submitted = submitted;
    return batch;
}

bool writeState(const QString &path, const QList<PendingBatch> &batches)
{
    QString error;
    for (const PendingBatch &batch : batches) {
        if (!BatchStateFile(path).add(batch, &error))
            return false;
    }
    return true;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList keptIds(const QString &path)
{
    QString error;
    QStringList ids;
    for (const PendingBatch &batch : BatchStateFile(path).load(&error))
        ids.append(batch.batchId);
    return ids;
}

// Creates a batch of one line at `server` through the real client, as batch mode does.
QString submitBatch(BatchServer &server)
{
    JudgeSettings settings;
    settings.provider = QStringLiteral("openai-compatible");
    settings.baseUrl = server.url();
    settings.apiKey = QString::fromLatin1(Key);
    BatchApi api(settings);
    QString batchId;
    bool answered = false;
    const QByteArray jsonl = BatchFiles::inputJsonl(
        {{QStringLiteral("faithfulness__claims-0"), QByteArrayLiteral("{\"model\":\"marker\"}")}});
    api.upload(jsonl, QStringLiteral("round.jsonl"), [&](const QString &fileId, const QString &error) {
        if (!error.isEmpty()) {
            answered = true;
            return;
        }
        api.create(fileId, [&](const BatchStatus &status, const QString &) {
            batchId = status.id;
            answered = true;
        });
    });
    return QTest::qWaitFor([&] { return answered; }, 5000) ? batchId : QString();
}

QStringList cancelArgs(const QString &id, const QString &statePath)
{
    return {QStringLiteral("batches"),
            QStringLiteral("cancel"),
            id,
            QStringLiteral("--batch-state"),
            statePath,
            QStringLiteral("--api-key-env"),
            QStringLiteral("TEST_JUDGE_KEY"),
            QStringLiteral("--retries"),
            QStringLiteral("0")};
}

} // namespace

class TestBatchCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void listShowsEachBatchAligned();
    void listAsJson();
    void listWithoutBatches();
    void helpNamesTheExitCodes();
    void cancelByIdForgetsTheBatch();
    void cancelAllAtTheGivenUrl();
    void unknownIdExitsTwo();
    void providerErrorKeepsTheBatch_data();
    void providerErrorKeepsTheBatch();
    void batchOfAKilledRunIsListedAndCancelled();
    void cancelSendsTheIdAsOnePathSegment();
    void unreadableStateFileSaysWhatIsWrong_data();
    void unreadableStateFileSaysWhatIsWrong();
};

void TestBatchCommands::init()
{
    failOnQtWarnings();
}

void TestBatchCommands::listShowsEachBatchAligned()
{
    QTemporaryDir home;
    // The default file: batches.json in the app data folder.
    const QString path = QDir(home.path()).filePath(QStringLiteral("claimscope/batches.json"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime twoHoursAgo = now.addSecs(-(2 * 3600 + 5 * 60 + 10));
    const QDateTime threeDaysAgo = now.addSecs(-(3 * 86400 + 4 * 3600 + 30));
    QVERIFY(writeState(
        path,
        {pending(QStringLiteral("batch_a"), QStringLiteral("http://user:pw@127.0.0.1:9/v1"), twoHoursAgo, 3),
         pending(QStringLiteral("batch_bb"), QStringLiteral("https://api.example.org/v1"), threeDaysAgo, 1)}));
    const CliRun run = runCli({QStringLiteral("batches"), QStringLiteral("list")}, home);
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith(QStringLiteral("batch_a ")), qPrintable(run.out));
    QVERIFY2(lines[0].contains(QStringLiteral("http://127.0.0.1:9/v1 · marker")), qPrintable(run.out));
    QVERIFY2(lines[0].contains(QStringLiteral("3 requests")), qPrintable(run.out));
    QVERIFY2(lines[0].contains(twoHoursAgo.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
             qPrintable(run.out));
    QVERIFY2(lines[0].contains(QStringLiteral("2 h 5 min ago")), qPrintable(run.out));
    QVERIFY2(lines[0].endsWith(QStringLiteral("/data/chats/batch_a.json")), qPrintable(run.out));
    QVERIFY2(lines[1].startsWith(QStringLiteral("batch_bb ")), qPrintable(run.out));
    QVERIFY2(lines[1].contains(QStringLiteral("https://api.example.org/v1 · marker")), qPrintable(run.out));
    QVERIFY2(lines[1].contains(QStringLiteral("1 request ")), qPrintable(run.out));
    QVERIFY2(lines[1].contains(QStringLiteral("3 d 4 h ago")), qPrintable(run.out));
    // Aligned: each column starts at the same place in every line.
    for (const QString &column : {QStringLiteral("http"), QStringLiteral("round 2"), QStringLiteral(" request")})
        QVERIFY2(lines[0].indexOf(column) == lines[1].indexOf(column),
                 qPrintable(column + QLatin1Char('\n') + run.out));
    QCOMPARE(lines[2], QStringLiteral("2 pending batches in %1").arg(path));
    // A base URL's user info (a password) is never shown. (Not just "pw": the temporary folder's
    // random name in the state file's path may hold those two letters.)
    QVERIFY2(!run.out.contains(QStringLiteral("user:pw")) && !run.out.contains(QStringLiteral("pw@")),
             qPrintable(run.out));
}

void TestBatchCommands::listAsJson()
{
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("elsewhere.json"));
    const QDateTime submitted = QDateTime::currentDateTimeUtc().addSecs(-600);
    QVERIFY(
        writeState(path,
                   {pending(QStringLiteral("batch_a"), QStringLiteral("http://user:pw@127.0.0.1:9/v1"), submitted, 3),
                    pending(QStringLiteral("batch_b"), QStringLiteral("https://api.example.org/v1"), submitted, 1)}));
    const CliRun run = runCli({QStringLiteral("batches"), QStringLiteral("list"), QStringLiteral("--format"),
                               QStringLiteral("json"), QStringLiteral("--batch-state"), path},
                              home);
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(document.isArray(), qPrintable(error.errorString() + run.out));
    const QJsonArray list = document.array();
    QCOMPARE(list.size(), 2);
    const QJsonObject first = list.first().toObject();
    const QSet<QString> keys{QStringLiteral("batch_id"),  QStringLiteral("endpoint"),   QStringLiteral("model"),
                             QStringLiteral("origin"),    QStringLiteral("round"),      QStringLiteral("requests"),
                             QStringLiteral("submitted"), QStringLiteral("age_seconds")};
    const QStringList firstKeys = first.keys();
    QCOMPARE(QSet<QString>(firstKeys.begin(), firstKeys.end()), keys);
    QCOMPARE(first.value(QLatin1String("batch_id")).toString(), QStringLiteral("batch_a"));
    QCOMPARE(first.value(QLatin1String("endpoint")).toString(), QStringLiteral("http://127.0.0.1:9/v1"));
    QCOMPARE(first.value(QLatin1String("model")).toString(), QStringLiteral("marker"));
    QCOMPARE(first.value(QLatin1String("origin")).toString(), QStringLiteral("/data/chats/batch_a.json"));
    QCOMPARE(first.value(QLatin1String("round")).toInt(), 2);
    QCOMPARE(first.value(QLatin1String("requests")).toInt(), 3);
    QCOMPARE(first.value(QLatin1String("submitted")).toString(), submitted.toString(Qt::ISODate));
    const int age = first.value(QLatin1String("age_seconds")).toInt();
    QVERIFY2(age >= 600 && age < 660, qPrintable(QString::number(age)));
    QCOMPARE(list.last().toObject().value(QLatin1String("batch_id")).toString(), QStringLiteral("batch_b"));
    QVERIFY2(!run.out.contains(QStringLiteral("user:pw")) && !run.out.contains(QStringLiteral("pw@")),
             qPrintable(run.out));
}

void TestBatchCommands::listWithoutBatches()
{
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("none.json"));
    const CliRun text =
        runCli({QStringLiteral("batches"), QStringLiteral("list"), QStringLiteral("--batch-state"), path}, home);
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out, QStringLiteral("no pending batches in %1\n").arg(path));
    const CliRun json = runCli({QStringLiteral("batches"), QStringLiteral("list"), QStringLiteral("--format"),
                                QStringLiteral("json"), QStringLiteral("--batch-state"), path},
                               home);
    QCOMPARE(json.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).isArray());
    QVERIFY(QJsonDocument::fromJson(json.out.toUtf8()).array().isEmpty());
}

void TestBatchCommands::helpNamesTheExitCodes()
{
    QTemporaryDir home;
    const CliRun help = runCli({QStringLiteral("batches"), QStringLiteral("--help")}, home);
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.contains(QStringLiteral("Exit codes: 0 done, 2 usage error or no such pending batch, 3 ")),
             qPrintable(help.out));
    QVERIFY2(help.out.contains(QStringLiteral("--judge-url")) && help.out.contains(QStringLiteral("--batch-state")),
             qPrintable(help.out));
    const CliRun top = runCli({QStringLiteral("--help")}, home);
    QVERIFY2(top.out.contains(QStringLiteral("batches [ACTION]")), qPrintable(top.out));
}

void TestBatchCommands::cancelByIdForgetsTheBatch()
{
    BatchServer server(UnusedUpstream);
    const QString id = submitBatch(server);
    QVERIFY(!id.isEmpty());
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("batches.json"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(writeState(
        path, {pending(id, server.url(), now, 1), pending(QStringLiteral("batch_other"), server.url(), now, 1)}));

    // The endpoint the batch was submitted to, from the file: no --judge-url needed.
    const CliRun run = runCli(cancelArgs(id, path), home);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(server.cancelRequests(), QStringList{id});
    QCOMPARE(server.batch(id)->status, QStringLiteral("cancelling"));
    QCOMPARE(run.out, QStringLiteral("%1: cancelling (no longer listed in %2)\n").arg(id, path));
    QCOMPARE(keptIds(path), QStringList{QStringLiteral("batch_other")});
    // The key went in the Authorization header only.
    const QList<FakeJudgeServer::Request> requests = server.http().requests();
    QCOMPARE(requests.last().path, QByteArray("/v1/batches/") + id.toUtf8() + "/cancel");
    QCOMPARE(requests.last().header("authorization"), QByteArray("Bearer ") + Key);
    QVERIFY(!run.out.contains(QLatin1String(Key)) && !run.err.contains(QLatin1String(Key)));
}

void TestBatchCommands::cancelAllAtTheGivenUrl()
{
    BatchServer server(UnusedUpstream);
    const QString first = submitBatch(server);
    const QString second = submitBatch(server);
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("batches.json"));
    // Kept with an endpoint that is gone: --judge-url names where the batches are now.
    const QString gone = QStringLiteral("http://127.0.0.1:9/v1");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(writeState(path, {pending(first, gone, now, 1), pending(second, gone, now, 1)}));
    QStringList args = cancelArgs(QStringLiteral("--all"), path);
    args << QStringLiteral("--judge-url") << server.url();
    const CliRun run = runCli(args, home);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(server.cancelRequests(), (QStringList{first, second}));
    QVERIFY(keptIds(path).isEmpty());
    QVERIFY2(run.out.contains(first + QStringLiteral(": cancelling"))
                 && run.out.contains(second + QStringLiteral(": cancelling")),
             qPrintable(run.out));
}

void TestBatchCommands::unknownIdExitsTwo()
{
    BatchServer server(UnusedUpstream);
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("batches.json"));
    QVERIFY(
        writeState(path, {pending(QStringLiteral("batch_known"), server.url(), QDateTime::currentDateTimeUtc(), 1)}));
    const QByteArray before = fileBytes(path);
    const CliRun run = runCli(cancelArgs(QStringLiteral("batch_unknown"), path), home);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("no pending batch \"batch_unknown\" in %1").arg(path)),
             qPrintable(run.err));
    QCOMPARE(fileBytes(path), before);
    QCOMPARE(server.http().requestCount(), 0);
}

void TestBatchCommands::providerErrorKeepsTheBatch_data()
{
    QTest::addColumn<bool>("refused");
    QTest::addColumn<QString>("expected");
    QTest::newRow("HTTP 500") << false << QStringLiteral("HTTP 500");
    QTest::newRow("connection refused") << true << QStringLiteral("refused");
}

void TestBatchCommands::providerErrorKeepsTheBatch()
{
    QFETCH(bool, refused);
    QFETCH(QString, expected);
    FakeJudgeServer provider;
    provider.setHandler([](const FakeJudgeServer::Request &) {
        return FakeJudgeServer::errorReply(500, QStringLiteral("The server had an error"),
                                           QStringLiteral("server_error"));
    });
    // A port held by a socket that does not listen: nothing else can take it, and a connection
    // to it is refused.
    QTcpSocket holder;
    QVERIFY(holder.bind(QHostAddress::LocalHost, 0));
    const QString url = refused ? QStringLiteral("http://127.0.0.1:%1/v1").arg(holder.localPort()) : provider.url();
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("batches.json"));
    QVERIFY(writeState(path, {pending(QStringLiteral("batch_7"), url, QDateTime::currentDateTimeUtc(), 1)}));
    const QByteArray before = fileBytes(path);
    const CliRun run = runCli(cancelArgs(QStringLiteral("batch_7"), path), home);
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.err.contains(expected, Qt::CaseInsensitive), qPrintable(run.err));
    QVERIFY2(run.err.contains(url + QStringLiteral("/batches/batch_7/cancel")), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("stays listed in %1").arg(path)), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("--judge-url")), qPrintable(run.err));
    QCOMPARE(fileBytes(path), before);
    QCOMPARE(provider.requestCount(), refused ? 0 : 1);
    QVERIFY(!run.err.contains(QLatin1String(Key)));
}

void TestBatchCommands::batchOfAKilledRunIsListedAndCancelled()
{
    BatchServer server(UnusedUpstream);
    server.options().validatingPolls = 1000000; // the batch stays "validating"
    QTemporaryDir home;
    const QString testCase = writeFile(home, QStringLiteral("chat.json"),
                                       R"({"input": "When is breakfast?", "actual_output": "From seven.",
                                           "retrieval_context": ["Breakfast is served from seven."]})");
    const QString path = QDir(home.path()).filePath(QStringLiteral("kept/batches.json"));
    QProcess evaluate;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.insert(QStringLiteral("TEST_JUDGE_KEY"), QString::fromLatin1(Key));
    evaluate.setProcessEnvironment(env);
    evaluate.start(QStringLiteral(CLAIMSCOPE_CLI),
                   {QStringLiteral("evaluate"), testCase, QStringLiteral("--judge-url"), server.url(),
                    QStringLiteral("--judge-model"), QStringLiteral("marker"), QStringLiteral("--api-key-env"),
                    QStringLiteral("TEST_JUDGE_KEY"), QStringLiteral("--no-cache"), QStringLiteral("--quiet"),
                    QStringLiteral("--metric"), QStringLiteral("faithfulness"), QStringLiteral("--batch"),
                    QStringLiteral("--batch-poll"), QStringLiteral("0.02"), QStringLiteral("--batch-state"), path});
    QTRY_VERIFY_WITH_TIMEOUT(server.statusPolls() >= 1, 15000);
    evaluate.kill();
    QVERIFY(evaluate.waitForFinished(5000));
    QCOMPARE(server.batchCount(), 1);
    const QString id = server.batchIds().first();
    // --batch-state put it there, not in the default file.
    QCOMPARE(keptIds(path), QStringList{id});
    QVERIFY(!QFile::exists(QDir(home.path()).filePath(QStringLiteral("claimscope/batches.json"))));

    const CliRun list =
        runCli({QStringLiteral("batches"), QStringLiteral("list"), QStringLiteral("--batch-state"), path}, home);
    QCOMPARE(list.exitCode, 0);
    QVERIFY2(list.out.startsWith(id + QLatin1Char(' ')), qPrintable(list.out));
    QVERIFY2(list.out.contains(server.url() + QStringLiteral(" · marker")), qPrintable(list.out));
    QVERIFY2(list.out.contains(QStringLiteral("round 1")), qPrintable(list.out));
    QVERIFY2(list.out.contains(QFileInfo(testCase).absoluteFilePath()), qPrintable(list.out));

    const CliRun cancel = runCli(cancelArgs(id, path), home);
    QVERIFY2(cancel.exitCode == 0, qPrintable(cancel.err));
    QCOMPARE(server.cancelRequests(), QStringList{id});
    QVERIFY(keptIds(path).isEmpty());
}

void TestBatchCommands::cancelSendsTheIdAsOnePathSegment()
{
    BatchServer server(UnusedUpstream);
    server.options().idPrefix = QStringLiteral("odd/?#");
    const QString id = submitBatch(server);
    QVERIFY(id.startsWith(QLatin1String("odd/?#batch_")));
    QTemporaryDir home;
    const QString path = QDir(home.path()).filePath(QStringLiteral("batches.json"));
    QVERIFY(writeState(path, {pending(id, server.url(), QDateTime::currentDateTimeUtc(), 1)}));
    const CliRun run = runCli(cancelArgs(id, path), home);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(server.http().requests().last().path,
             "/v1/batches/odd%2F%3F%23batch_" + id.section(QLatin1Char('_'), -1).toUtf8() + "/cancel");
    QCOMPARE(server.batch(id)->status, QStringLiteral("cancelling"));
    QVERIFY(keptIds(path).isEmpty());
}

void TestBatchCommands::unreadableStateFileSaysWhatIsWrong_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("an array") << QByteArray("[]\n") << QStringLiteral("holds a JSON array, not an object");
    QTest::newRow("not JSON") << QByteArray("{\n  \"batches\": [\n    {\"batch_id\": \"b\",,\n")
                              << QStringLiteral("is not JSON (line 3:");
    QTest::newRow("batches not a list") << QByteArray(R"({"batches": {"batch_id": "b"}})")
                                        << QStringLiteral("\"batches\" is not a list");
    QTest::newRow("an entry not an object") << QByteArray(R"({"batches": [{"batch_id": "b"}, 42]})")
                                            << QStringLiteral("entry 2 of \"batches\" is not an object");
    QTest::newRow("an entry without its id") << QByteArray(R"({"batches": [{"endpoint": "x"}]})")
                                             << QStringLiteral("entry 1 of \"batches\" has no batch_id");
}

void TestBatchCommands::unreadableStateFileSaysWhatIsWrong()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir home;
    const QString path = writeFile(home, QStringLiteral("batches.json"), content);
    const CliRun run =
        runCli({QStringLiteral("batches"), QStringLiteral("list"), QStringLiteral("--batch-state"), path}, home);
    QCOMPARE(run.exitCode, 2);
    // The file, what is wrong with it and what to do.
    QVERIFY2(run.err.startsWith(QStringLiteral("error: %1 ").arg(path)), qPrintable(run.err));
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("move it aside")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("no error occurred")), qPrintable(run.err));
    QCOMPARE(fileBytes(path), content);
}

QTEST_GUILESS_MAIN(TestBatchCommands)
#include "tst_batchcommands.moc"
