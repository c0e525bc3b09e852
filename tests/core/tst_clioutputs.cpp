// What claimscope-cli writes, seen from outside the process: --output to a FIFO, a character
// device and /dev/stdout as a pipe; a full disk for every command that writes (exit 2, the file
// named, never an empty file and exit 0); names with escape sequences or %N placeholders.
#include "support/clirun.h"
#include "support/qtwarnings.h"
#include "support/smallfilesystem.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>

using namespace claimscope;

namespace {

// Two single-turn cases the offline judge scores; the second's name holds an escape sequence
// (set the terminal title, clear the screen) and %N placeholders.
const QByteArray Cases = R"([
 {"name": "breakfast", "input": "When is breakfast?", "actual_output": "Breakfast is from seven.",
  "retrieval_context": ["Breakfast is served from seven until ten."]},
 {"name": "spa \u001b]0;owned\u0007\u001b[2J 100%2 sure %1", "input": "Is the spa open?",
  "actual_output": "The spa opens at six.", "retrieval_context": ["The spa opens at nine."]}
])";

QStringList evaluate(const QString &cases, const QStringList &more)
{
    return QStringList{QStringLiteral("evaluate"), cases,
                       QStringLiteral("--metric"), QStringLiteral("faithfulness"),
                       QStringLiteral("--quiet"),  QStringLiteral("--no-cache")}
    + more;
}

mode_t typeOf(const QString &path)
{
    struct stat info;
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? (info.st_mode & S_IFMT) : 0;
}

} // namespace

class TestCliOutputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void outputToAFifo_data();
    void outputToAFifo();
    void outputToACharacterDevice();
    void outputToStandardOutputAsAPipe();
    void fullDiskFailsEveryWriter_data();
    void fullDiskFailsEveryWriter();
    void namesCannotDriveTheTerminal();
    void fullTemporaryFolderIsNamed();
    void standardOutputOnAFullDiskFails();
};

void TestCliOutputs::outputToAFifo_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("expected");
    QTest::newRow("json") << QStringLiteral("json") << QStringLiteral("\"results\"");
    QTest::newRow("jsonl") << QStringLiteral("jsonl") << QStringLiteral("\"metric\":\"faithfulness\"");
    QTest::newRow("text") << QStringLiteral("text") << QStringLiteral("breakfast");
    QTest::newRow("html") << QStringLiteral("html") << QStringLiteral("</html>");
}

void TestCliOutputs::outputToAFifo()
{
    QFETCH(QString, format);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    const QString fifo = dir.filePath(QStringLiteral("results.pipe"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QByteArray received;
    QThread *reader = QThread::create([&] {
        QFile in(fifo);
        if (in.open(QIODevice::ReadOnly))
            received = in.readAll();
    });
    reader->start();
    const CliRun run =
        runCli(evaluate(cases, {QStringLiteral("--format"), format, QStringLiteral("--output"), fifo}), dir);
    QVERIFY(reader->wait(30000));
    delete reader;
    QVERIFY2(run.exitCode <= 1, qPrintable(run.err));
    QVERIFY2(QString::fromUtf8(received).contains(expected), received.left(300).constData());
    QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
}

void TestCliOutputs::outputToACharacterDevice()
{
    QTemporaryDir dir;
    const QString device = dir.filePath(QStringLiteral("null"));
    QString why;
    if (!makeNullDevice(device, &why))
        QSKIP(qPrintable(why));
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    const CliRun run = runCli(evaluate(cases, {QStringLiteral("--output"), device}), dir);
    QVERIFY2(run.exitCode <= 1, qPrintable(run.err));
    QCOMPARE(typeOf(device), mode_t(S_IFCHR)); // not replaced by a regular file
    const CliRun dryRun =
        runCli(evaluate(cases, {QStringLiteral("--dry-run"), QStringLiteral("--output"), device}), dir);
    QVERIFY2(dryRun.exitCode == 0, qPrintable(dryRun.err));
    QCOMPARE(typeOf(device), mode_t(S_IFCHR));
}

void TestCliOutputs::outputToStandardOutputAsAPipe()
{
    QTemporaryDir dir;
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    // QProcess reads the CLI's standard output through a pipe.
    const CliRun run = runCli(evaluate(cases,
                                       {QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--output"),
                                        QStringLiteral("/dev/stdout")}),
                              dir);
    QVERIFY2(run.exitCode <= 1, qPrintable(run.err));
    QVERIFY2(run.json().contains(QStringLiteral("results")), qPrintable(run.out.left(300)));
}

void TestCliOutputs::fullDiskFailsEveryWriter_data()
{
    QTest::addColumn<QStringList>("command");
    const QStringList formats{QStringLiteral("json"), QStringLiteral("jsonl"), QStringLiteral("text"),
                              QStringLiteral("html")};
    for (const QString &format : formats) {
        QTest::addRow("evaluate --format %s", qPrintable(format))
            << QStringList{QStringLiteral("evaluate"), QStringLiteral("--format"), format};
    }
    QTest::newRow("evaluate --dry-run") << QStringList{QStringLiteral("evaluate"), QStringLiteral("--dry-run")};
    QTest::newRow("runs export") << QStringList{QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("1")};
    QTest::newRow("runs export --format csv")
        << QStringList{QStringLiteral("runs"), QStringLiteral("export"), QStringLiteral("1"),
                       QStringLiteral("--format"), QStringLiteral("csv")};
    QTest::newRow("runs list") << QStringList{QStringLiteral("runs"), QStringLiteral("list")};
    QTest::newRow("compare") << QStringList{QStringLiteral("compare"), QStringLiteral("1"), QStringLiteral("2")};
}

void TestCliOutputs::fullDiskFailsEveryWriter()
{
    QFETCH(QStringList, command);
    SmallFileSystem disk(64);
    if (!disk.isValid())
        QSKIP(qPrintable(disk.skipReason()));
    QTemporaryDir dir;
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    const QString store = dir.filePath(QStringLiteral("runs.sqlite"));
    for (int i = 0; i < 2; ++i) {
        const CliRun kept = runCli(evaluate(cases,
                                            {QStringLiteral("--save-run"), QStringLiteral("--runs"), store,
                                             QStringLiteral("--output"), dir.filePath(QStringLiteral("kept"))}),
                                   dir);
        QVERIFY2(kept.exitCode <= 1, qPrintable(kept.err));
    }
    const QString output = disk.filePath(QStringLiteral("out"));
    QVERIFY(disk.fill());
    QStringList arguments = command;
    if (command.first() == QLatin1String("evaluate"))
        arguments = evaluate(cases, command.mid(1));
    else
        arguments << QStringLiteral("--runs") << store;
    const CliRun run = runCli(arguments + QStringList{QStringLiteral("--output"), output}, dir);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(output) && run.err.contains(QStringLiteral("No space left on device")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(output)); // no empty file left behind
}

void TestCliOutputs::namesCannotDriveTheTerminal()
{
    QTemporaryDir dir;
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    const CliRun run = runCli(evaluate(cases, {QStringLiteral("--format"), QStringLiteral("text")}), dir);
    QVERIFY2(run.exitCode <= 1, qPrintable(run.err));
    QVERIFY2(!run.out.contains(QChar(0x1b)) && !run.out.contains(QChar(0x07)), qPrintable(run.out));
    // The name as written, its control characters visible and its placeholders left alone.
    QVERIFY2(run.out.contains(QStringLiteral("spa \\x1B]0;owned\\x07\\x1B[2J 100%2 sure %1")), qPrintable(run.out));
}

void TestCliOutputs::fullTemporaryFolderIsNamed()
{
    SmallFileSystem tmp(64);
    if (!tmp.isValid())
        QSKIP(qPrintable(tmp.skipReason()));
    QVERIFY(tmp.fill());
    QTemporaryDir dir;
    const QString cases = writeFile(dir, QStringLiteral("cases.json"), Cases);
    const QString report = dir.filePath(QStringLiteral("report.html"));
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("TMPDIR"), tmp.filePath(QString()));
    const CliRun run = runCli(
        evaluate(cases, {QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--output"), report}), dir,
        environment);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("TMPDIR")) && run.err.contains(QStringLiteral("No space left on device"))
                 && !run.err.contains(QStringLiteral("Unknown error")),
             qPrintable(run.err));
    QVERIFY(!QFile::exists(report));
}

void TestCliOutputs::standardOutputOnAFullDiskFails()
{
    SmallFileSystem disk(64);
    if (!disk.isValid())
        QSKIP(qPrintable(disk.skipReason()));
    QVERIFY(disk.fill());
    // `claimscope-cli metrics > file` on a full disk: the listing is lost, and the exit code says so.
    QProcess cli;
    cli.setStandardOutputFile(disk.filePath(QStringLiteral("metrics.txt")));
    cli.start(QStringLiteral(CLAIMSCOPE_CLI), {QStringLiteral("metrics")});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(cli.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("cannot write standard output: No space left on device")), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"
