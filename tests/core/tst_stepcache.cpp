// StepCache: answers and embeddings survive reopening, the store stays bounded, clear() empties it.
#include "metrics/engine/stepcache.h"

#include <QTemporaryDir>
#include <QTest>

using namespace claimscope;

class TestStepCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keysDependOnEveryPart();
    void answersAndEmbeddingsPersist();
    void storeStaysBounded();
    void clearEmptiesTheStore();
    void unwritablePathIsReported();
};

void TestStepCache::keysDependOnEveryPart()
{
    const QByteArray base = StepCache::key("id", "body", QStringLiteral("step"), -1);
    QCOMPARE(StepCache::key("id", "body", QStringLiteral("step"), -1), base);
    QVERIFY(StepCache::key("id2", "body", QStringLiteral("step"), -1) != base);
    QVERIFY(StepCache::key("id", "body2", QStringLiteral("step"), -1) != base);
    QVERIFY(StepCache::key("id", "body", QStringLiteral("step2"), -1) != base);
    QVERIFY(StepCache::key("id", "body", QStringLiteral("step"), 0) != StepCache::key("id", "body", QStringLiteral("step"), 1));
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

QTEST_GUILESS_MAIN(TestStepCache)
#include "tst_stepcache.moc"
