// StepCache: answers and embeddings survive reopening, the store stays bounded, clear() empties it.
#include "metrics/engine/stepcache.h"
#include "support/qtwarnings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

#include <QTest>
#include <memory>
#include <vector>

using namespace claimscope;

class TestStepCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void keysDependOnEveryPart();
    void answersAndEmbeddingsPersist();
    void storeStaysBounded();
    void clearEmptiesTheStore();
    void unwritablePathIsReported();
    void processesStartingTogetherAllOpen();
    void notADatabaseIsMovedAside();
    void failingStoreIsReportedOnce();
};

void TestStepCache::init()
{
    failOnQtWarnings();
}

void TestStepCache::keysDependOnEveryPart()
{
    const QByteArray base = StepCache::key("id", "body", QStringLiteral("step"), -1);
    QCOMPARE(StepCache::key("id", "body", QStringLiteral("step"), -1), base);
    QVERIFY(StepCache::key("id2", "body", QStringLiteral("step"), -1) != base);
    QVERIFY(StepCache::key("id", "body2", QStringLiteral("step"), -1) != base);
    QVERIFY(StepCache::key("id", "body", QStringLiteral("step2"), -1) != base);
    QVERIFY(StepCache::key("id", "body", QStringLiteral("step"), 0)
            != StepCache::key("id", "body", QStringLiteral("step"), 1));
}

void TestStepCache::answersAndEmbeddingsPersist()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
    {
        StepCache cache(path);
        QVERIFY2(cache.isOpen(), qPrintable(cache.errorText()));
        cache.storeAnswer("k1", {QStringLiteral("{\"reason\": \"r\"}"), 12, 3});
        cache.storeEmbedding("e1", {0.25, -1.5, 3.0});
    }
    StepCache reopened(path);
    const auto answer = reopened.answer("k1");
    QVERIFY(answer);
    QCOMPARE(answer->content, QStringLiteral("{\"reason\": \"r\"}"));
    QCOMPARE(answer->promptTokens, 12);
    QCOMPARE(answer->completionTokens, 3);
    QCOMPARE(*reopened.embedding("e1"), (QList<double>{0.25, -1.5, 3.0}));
    QVERIFY(!reopened.answer("missing"));
}

void TestStepCache::storeStaysBounded()
{
    QTemporaryDir dir;
    StepCache cache(dir.filePath(QStringLiteral("cache.sqlite")), 10);
    for (int i = 0; i < 1000; ++i)
        cache.storeAnswer(QByteArray::number(i), {QString::number(i), 1, 1});
    QCOMPARE(cache.entryCount(), 10);
    QVERIFY(cache.answer("999"));
}

void TestStepCache::clearEmptiesTheStore()
{
    QTemporaryDir dir;
    StepCache cache(dir.filePath(QStringLiteral("cache.sqlite")));
    cache.storeAnswer("a", {QStringLiteral("x"), 1, 1});
    cache.storeEmbedding("b", {1.0});
    QCOMPARE(cache.entryCount(), 2);
    cache.clear();
    QCOMPARE(cache.entryCount(), 0);
}

void TestStepCache::unwritablePathIsReported()
{
    StepCache cache(QStringLiteral("/proc/claimscope/cache.sqlite"));
    QVERIFY(!cache.isOpen());
    QVERIFY(!cache.errorText().isEmpty());
    QVERIFY(!cache.answer("k"));
}

void TestStepCache::processesStartingTogetherAllOpen()
{
    // Each opener is its own connection, as separate processes are: all create the schema of
    // a file that does not exist yet at the same moment. Without the wait about one opener
    // in 480 failed here with "database is locked".
    constexpr int Rounds = 30;
    constexpr int Openers = 16;
    QTemporaryDir dir;
    QStringList failures;
    for (int round = 0; round < Rounds; ++round) {
        const QString path = dir.filePath(QStringLiteral("race-%1.sqlite").arg(round));
        std::vector<std::unique_ptr<QThread>> threads;
        QList<QString> errors(Openers);
        QAtomicInt ready = 0;
        for (int i = 0; i < Openers; ++i) {
            threads.emplace_back(QThread::create([&, i] {
                ready.fetchAndAddOrdered(1);
                while (ready.loadAcquire() < Openers) {
                }
                StepCache cache(path);
                if (!cache.isOpen())
                    errors[i] = cache.errorText();
            }));
            threads.back()->start();
        }
        for (auto &thread : threads)
            thread->wait();
        for (const QString &error : errors) {
            if (!error.isEmpty())
                failures.append(error);
        }
    }
    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 openers failed: %3")
                            .arg(failures.size())
                            .arg(Rounds * Openers)
                            .arg(failures.value(0))));
}

void TestStepCache::notADatabaseIsMovedAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
    QFile garbage(path);
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write(QByteArray(8192, 'x'));
    garbage.close();

    StepCache cache(path);
    QVERIFY2(cache.isOpen(), qPrintable(cache.errorText()));
    const QStringList notices = cache.takeNotices();
    QCOMPARE(notices.size(), 1);
    QVERIFY2(notices.first().contains(QStringLiteral("not a database"))
                 && notices.first().contains(path + QStringLiteral(".broken-")),
             qPrintable(notices.first()));
    const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("cache.sqlite.broken-*")});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(QFileInfo(dir.filePath(aside.first())).size(), 8192);
    cache.storeAnswer("k", {QStringLiteral("x"), 1, 1});
    QVERIFY(cache.answer("k"));
}

void TestStepCache::failingStoreIsReportedOnce()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
    {
        StepCache cache(path);
        for (int i = 0; i < 300; ++i)
            cache.storeAnswer(QByteArray::number(i), {QString(200, QLatin1Char('a')), 1, 1});
    }
    // Every page after the first (which holds the schema) becomes garbage.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const qint64 size = file.size();
    QVERIFY(size > 3 * 4096);
    file.seek(4096);
    file.write(QByteArray(size - 4096, char(0xA5)));
    file.close();

    StepCache cache(path);
    QVERIFY2(cache.isOpen(), qPrintable(cache.errorText()));
    QVERIFY(!cache.answer("1"));
    cache.storeAnswer("new", {QStringLiteral("x"), 1, 1});
    QVERIFY(!cache.answer("2"));
    const QStringList notices = cache.takeNotices();
    QCOMPARE(notices.size(), 1);
    QVERIFY2(notices.first().contains(path) && notices.first().contains(QStringLiteral("--no-cache")),
             qPrintable(notices.first()));
    QVERIFY(!cache.answer("3"));
    QVERIFY(cache.takeNotices().isEmpty());
}

QTEST_GUILESS_MAIN(TestStepCache)
#include "tst_stepcache.moc"
