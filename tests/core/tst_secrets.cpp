// Secrets are masked where they enter, not per writer: credentials in the judge URL (user info,
// ?api-key=) never reach the run store, listings, comparisons, exports or reports; a judge that
// quotes the API key back has it masked before the step cache, the results and every output.
#include "model/secretmask.h"
#include "model/urlcredentials.h"
#include "support/clirun.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

namespace {

const QByteArray Cases = R"([
 {"name": "breakfast", "input": "When is breakfast?", "actual_output": "Breakfast is from seven.",
  "retrieval_context": ["Breakfast is served from seven until ten."]}
])";

// A key of no known shape (no "sk-"), so only knowing it can mask it.
const QString GatewayKey = QStringLiteral("gw7Hq2mX9pLr4tZ8vNq");
const QString UrlPassword = QStringLiteral("pa55wordInTheUrl");
const QString QueryKey = QStringLiteral("queryKey31415926");

// A faithfulness judge that quotes what it was sent: the Authorization header, bare.
FakeJudgeServer::Handler echoingJudge()
{
    return [](const FakeJudgeServer::Request &request) {
        const QString key = QString::fromUtf8(request.header("Authorization")).remove(QStringLiteral("Bearer "));
        const QString echo = QStringLiteral("You sent %1 as your key.").arg(key);
        if (request.step == QLatin1String("faithfulness__truths"))
            return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("truths"), QJsonArray{echo}}});
        if (request.step == QLatin1String("faithfulness__claims"))
            return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("claims"), QJsonArray{echo}}});
        if (request.step == QLatin1String("faithfulness__verdicts"))
            return FakeJudgeServer::chatReply(
                QJsonObject{{QStringLiteral("verdicts"),
                             QJsonArray{QJsonObject{{QStringLiteral("verdict"), QStringLiteral("no")},
                                                    {QStringLiteral("reason"), echo}}}}});
        return FakeJudgeServer::chatReply(QJsonObject{{QStringLiteral("reason"), echo}});
    };
}

// Every file under `folder` that holds `secret` (as bytes), by name.
QStringList filesHolding(const QString &folder, const QString &secret)
{
    QStringList holding;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly) && file.readAll().contains(secret.toUtf8()))
            holding.append(file.fileName());
    }
    return holding;
}

} // namespace

class TestSecrets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void urlCredentialsAreStripped_data();
    void urlCredentialsAreStripped();
    void maskingKnowsTheKey();
    void credentialsInTheJudgeUrlAreNeverStoredOrShown();
    void aKeyQuotedByTheJudgeIsMaskedAtTheSource();
};

void TestSecrets::urlCredentialsAreStripped_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("stripped");
    QTest::newRow("user info") << QStringLiteral("http://user:KEY@host:8080/v1")
                               << QStringLiteral("http://host:8080/v1");
    QTest::newRow("api-key") << QStringLiteral("https://gw.example/v1?api-key=KEY")
                             << QStringLiteral("https://gw.example/v1");
    QTest::newRow("kept parameter") << QStringLiteral("https://x.openai.azure.com/openai?api-version=2024-06-01&key=K")
                                    << QStringLiteral("https://x.openai.azure.com/openai?api-version=2024-06-01");
    QTest::newRow("nothing to strip") << QStringLiteral("http://127.0.0.1:11434/v1")
                                      << QStringLiteral("http://127.0.0.1:11434/v1");
}

void TestSecrets::urlCredentialsAreStripped()
{
    QFETCH(QString, url);
    QFETCH(QString, stripped);
    QCOMPARE(UrlCredentials::stripped(url), stripped);
    QCOMPARE(
        UrlCredentials::strippedInText(QStringLiteral("error at %1: refused").arg(url)).contains(QLatin1String("KEY")),
        false);
}

void TestSecrets::maskingKnowsTheKey()
{
    const QString masked = maskSecrets(QStringLiteral("the key was %1.").arg(GatewayKey), {GatewayKey});
    QVERIFY2(!masked.contains(GatewayKey), qPrintable(masked));
    QVERIFY2(masked.contains(GatewayKey.right(4)), qPrintable(masked)); // masked as "…vNq" style
    QCOMPARE(maskSecrets(QStringLiteral("nothing secret"), {GatewayKey}), QStringLiteral("nothing secret"));
}

void TestSecrets::credentialsInTheJudgeUrlAreNeverStoredOrShown()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(echoingJudge());
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    QString url = server.url();
    url.replace(QStringLiteral("http://"), QStringLiteral("http://gateway:%1@").arg(UrlPassword));
    url += QStringLiteral("?api-key=") + QueryKey;
    const QStringList judge{QStringLiteral("--judge"),       QStringLiteral("openai-compatible"),
                            QStringLiteral("--judge-url"),   url,
                            QStringLiteral("--judge-model"), QStringLiteral("m"),
                            QStringLiteral("--metric"),      QStringLiteral("faithfulness"),
                            QStringLiteral("--runs"),        store,
                            QStringLiteral("--save-run"),    QStringLiteral("--no-cache")};
    for (int i = 0; i < 2; ++i) {
        const CliRun run =
            runCli(QStringList{QStringLiteral("evaluate"), cases, QStringLiteral("--format"), QStringLiteral("html"),
                               QStringLiteral("--output"), dir.filePath(QStringLiteral("report%1.html").arg(i))}
                       + judge,
                   dir);
        QVERIFY2(run.exitCode <= 1, qPrintable(run.err));
        QVERIFY2(!run.err.contains(UrlPassword) && !run.err.contains(QueryKey), qPrintable(run.err));
    }
    // The query key did reach the judge: credentials are used, only never kept.
    QVERIFY(server.requests().first().path.contains(QueryKey.toUtf8()));

    const QList<QStringList> readers{
        {QStringLiteral("runs"), QStringLiteral("list")},
        {QStringLiteral("runs"), QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")},
        {QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("1")},
        {QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--format"),
         QStringLiteral("json")},
        {QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("1")},
        {QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2")},
        {QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("--format"),
         QStringLiteral("json")}};
    for (const QStringList &reader : readers) {
        const CliRun run = runCli(reader + QStringList{QStringLiteral("--runs"), store}, dir);
        QVERIFY2(run.exitCode <= 1, qPrintable(reader.join(QLatin1Char(' ')) + QLatin1Char('\n') + run.err));
        QVERIFY2(!run.out.contains(UrlPassword) && !run.out.contains(QueryKey),
                 qPrintable(reader.join(QLatin1Char(' ')) + QLatin1Char('\n') + run.out));
    }
    const CliRun show = runCli(
        {QStringLiteral("runs"), QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--runs"), store}, dir);
    QVERIFY2(show.out.contains(QStringLiteral("127.0.0.1")), qPrintable(show.out)); // the URL itself stays
    QCOMPARE(filesHolding(dir.path(), UrlPassword), QStringList());
    QCOMPARE(filesHolding(dir.path(), QueryKey), QStringList());
}

void TestSecrets::aKeyQuotedByTheJudgeIsMaskedAtTheSource()
{
    QTemporaryDir dir;
    FakeJudgeServer server;
    server.setHandler(echoingJudge());
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("GATEWAY_KEY"), GatewayKey);
    const QStringList judge{QStringLiteral("--judge"),       QStringLiteral("openai-compatible"),
                            QStringLiteral("--judge-url"),   server.url(),
                            QStringLiteral("--judge-model"), QStringLiteral("m"),
                            QStringLiteral("--api-key-env"), QStringLiteral("GATEWAY_KEY"),
                            QStringLiteral("--metric"),      QStringLiteral("faithfulness"),
                            QStringLiteral("--details")};
    // The second pass of each format reads every answer from the step cache.
    for (const QString &format : {QStringLiteral("json"), QStringLiteral("jsonl"), QStringLiteral("text"),
                                  QStringLiteral("json"), QStringLiteral("text")}) {
        const CliRun run =
            runCli(QStringList{QStringLiteral("evaluate"), cases, QStringLiteral("--format"), format} + judge, dir,
                   environment);
        QVERIFY2(run.exitCode <= 1, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("as your key")), qPrintable(run.out)); // the echo is there
        QVERIFY2(!run.out.contains(GatewayKey), qPrintable(format + QLatin1Char('\n') + run.out));
    }
    QVERIFY(server.requestCount() > 0);
    QCOMPARE(filesHolding(dir.path(), GatewayKey), QStringList()); // nor in the step cache
}

QTEST_GUILESS_MAIN(TestSecrets)
#include "tst_secrets.moc"
