// Outputs written the Unix way: a regular file is replaced whole or not at all, a device or
// FIFO is written in place and stays what it is, standard output as a pipe works, and a full
// disk is an error naming the file — never success with an empty file.
#include "model/outputfile.h"
#include "support/qtwarnings.h"
#include "support/smallfilesystem.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <sys/types.h>

using namespace claimscope;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

mode_t typeOf(const QString &path)
{
    struct stat info;
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? (info.st_mode & S_IFMT) : 0;
}

} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void regularFileIsReplacedWhole();
    void abandonedOutputLeavesTheFileAsItWas();
    void fifoIsWrittenInPlace();
    void characterDeviceStaysADevice();
    void fullDiskIsAnErrorNamingTheFile_data();
    void fullDiskIsAnErrorNamingTheFile();
    void folderIsAnError();
};

void TestOutputFile::regularFileIsReplacedWhole()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.json"));
    QVERIFY(OutputFile::writeAll(path, "old", nullptr));
    OutputFile out(path);
    QVERIFY(out.open());
    QVERIFY(out.write("new "));
    QCOMPARE(contentOf(path), QByteArray("old")); // nothing shows before commit()
    QVERIFY(out.write("content"));
    QVERIFY2(out.commit(), qPrintable(out.errorString()));
    QCOMPARE(contentOf(path), QByteArray("new content"));
    QCOMPARE(typeOf(path), mode_t(S_IFREG));
}

void TestOutputFile::abandonedOutputLeavesTheFileAsItWas()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(OutputFile::writeAll(path, "kept", nullptr));
    {
        OutputFile out(path);
        QVERIFY(out.open());
        QVERIFY(out.write("half"));
    }
    QCOMPARE(contentOf(path), QByteArray("kept"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("out.csv")});
}

void TestOutputFile::fifoIsWrittenInPlace()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pipe"));
    QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    QByteArray received;
    QThread *reader = QThread::create([&] {
        QFile fifo(path);
        if (fifo.open(QIODevice::ReadOnly))
            received = fifo.readAll();
    });
    reader->start();
    QString error;
    const QByteArray payload = QByteArray("{\"results\": []}\n").repeated(5000); // more than a pipe holds
    QVERIFY2(OutputFile::writeAll(path, payload, &error), qPrintable(error));
    QVERIFY(reader->wait(10000));
    delete reader;
    QCOMPARE(received, payload);
    QCOMPARE(typeOf(path), mode_t(S_IFIFO));
}

void TestOutputFile::characterDeviceStaysADevice()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("null"));
    QString why;
    if (!makeNullDevice(path, &why))
        QSKIP(qPrintable(why));
    QString error;
    QVERIFY2(OutputFile::writeAll(path, "discarded", &error), qPrintable(error));
    QCOMPARE(typeOf(path), mode_t(S_IFCHR));
}

void TestOutputFile::fullDiskIsAnErrorNamingTheFile_data()
{
    QTest::addColumn<int>("bytes");
    QTest::newRow("a few bytes (one buffered write)") << 40;
    QTest::newRow("under 16 KB") << 15000;
    QTest::newRow("more than a buffer") << 200000;
}

void TestOutputFile::fullDiskIsAnErrorNamingTheFile()
{
    QFETCH(int, bytes);
    SmallFileSystem disk(64);
    if (!disk.isValid())
        QSKIP(qPrintable(disk.skipReason()));
    const QString path = disk.filePath(QStringLiteral("report.json"));
    QVERIFY(OutputFile::writeAll(path, "before", nullptr));
    QVERIFY(disk.fill());
    QString error;
    QVERIFY(!OutputFile::writeAll(path, QByteArray(bytes, 'r'), &error));
    QVERIFY2(error.contains(path) && error.contains(QStringLiteral("No space left on device")), qPrintable(error));
    QCOMPARE(contentOf(path), QByteArray("before")); // the old file is untouched
}

void TestOutputFile::folderIsAnError()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!OutputFile::writeAll(dir.path(), "x", &error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot write ") + dir.path()), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
