#include "results/blobspool.h"
#include "results/packedresult.h"
#include "support/qtwarnings.h"

#include <QRandomGenerator>
#include <QThreadPool>
#include <QtTest>

using namespace claimscope;

namespace {

// A result with every kind of breakdown field set, some to unusual values.
MetricResult resultWithWindows()
{
    MetricResult result;
    result.testCaseIndex = 3;
    result.metricId = QStringLiteral("turn_faithfulness");
    result.score = 0.5;
    result.reason = QStringLiteral("Half of the claims hold.");
    for (int w = 0; w < 3; ++w) {
        BreakdownWindow window;
        window.title = QStringLiteral("Window %1 · exchanges 1–%1").arg(w + 1);
        window.turnIndices = {0, w * 2 + 1};
        window.score = w == 1 ? std::nullopt : std::optional<double>(w / 3.0);
        window.skipped = w == 1;
        window.skipReason = w == 1 ? QStringLiteral("no retrieval context") : QString();
        window.reason = QString::fromUtf8("reason with NUL \0 and emoji 😀", 35);
        for (int i = 0; i < 4; ++i) {
            BreakdownItem item;
            item.kind = BreakdownItem::Kind(i % 4);
            item.text = QStringLiteral("claim %1.%2").arg(w).arg(i);
            item.verdict = i % 2 ? QStringLiteral("no") : QStringLiteral("yes");
            item.reason = QString(i * 5000, QLatin1Char('r'));
            item.turnIndex = i - 1;
            item.value = 0.1 * i;
            item.hasValue = i % 2 == 0;
            window.items.append(item);
        }
        result.windows.append(window);
    }
    return result;
}

} // namespace

// The spool that keeps call texts and result windows out of memory, and results packed into it.
class TestBlobSpool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void blobsComeBackExactly()
    {
        BlobSpool spool;
        QList<QByteArray> blobs{QByteArray(), QByteArray("a"), QByteArray(5 * 1024 * 1024, 'x'),
                                QByteArray("\0\1\2 binary", 11)};
        QByteArray noise(100000, Qt::Uninitialized);
        QRandomGenerator generator(7);
        for (char &byte : noise)
            byte = char(generator.bounded(256));
        blobs.append(noise);
        QList<BlobSpool::Ref> refs;
        for (const QByteArray &blob : blobs)
            refs.append(spool.append(blob));
        for (int i = 0; i < blobs.size(); ++i) {
            QVERIFY(!refs[i].isNull());
            QVERIFY(refs[i].held.isNull()); // in the file, not in memory
            QCOMPARE(spool.read(refs[i]), blobs[i]);
        }
        // Compressed: five megabytes of one letter take a few kilobytes.
        QVERIFY(spool.sizeOnDisk() > noise.size());
        QVERIFY(spool.sizeOnDisk() < noise.size() + 200000);
        QVERIFY(spool.read(BlobSpool::Ref()).isEmpty());
    }

    void appendsAndReadsFromManyThreads()
    {
        BlobSpool spool;
        constexpr int Writers = 4;
        constexpr int PerWriter = 300;
        QList<QList<BlobSpool::Ref>> refs(Writers);
        QThreadPool pool;
        pool.setMaxThreadCount(Writers);
        for (int w = 0; w < Writers; ++w) {
            pool.start([&spool, &refs, w] {
                for (int i = 0; i < PerWriter; ++i) {
                    refs[w].append(spool.append(QByteArray::number(w * 100000 + i).repeated(i + 1)));
                    // Reading an earlier blob while others write.
                    const QByteArray back = spool.read(refs[w][i / 2]);
                    if (back != QByteArray::number(w * 100000 + i / 2).repeated(i / 2 + 1))
                        refs[w].last() = BlobSpool::Ref(); // seen below as a failure
                }
            });
        }
        pool.waitForDone();
        for (int w = 0; w < Writers; ++w) {
            QCOMPARE(refs[w].size(), PerWriter);
            for (int i = 0; i < PerWriter; ++i)
                QCOMPARE(spool.read(refs[w][i]), QByteArray::number(w * 100000 + i).repeated(i + 1));
        }
    }

    void withoutATemporaryFolderBlobsStayInMemory()
    {
        const QByteArray saved = qgetenv("TMPDIR");
        qputenv("TMPDIR", "/dev/null"); // not a folder: no file can be made in it
        BlobSpool spool;
        qputenv("TMPDIR", saved);
        const BlobSpool::Ref ref = spool.append("kept in memory");
        QVERIFY(!ref.held.isNull());
        QCOMPARE(spool.read(ref), QByteArray("kept in memory"));
        QCOMPARE(spool.sizeOnDisk(), 0);
    }

    void packedResultsComeBackWhole()
    {
        BlobSpool spool;
        const MetricResult original = resultWithWindows();
        const PackedResult packed = PackedResult::pack(original, spool);
        QVERIFY(packed.brief.windows.isEmpty());
        QCOMPARE(packed.brief.reason, original.reason);
        QVERIFY(!packed.windows.isNull());
        QCOMPARE(packed.unpacked(spool), original);

        // No windows: nothing in the spool.
        MetricResult plain = original;
        plain.windows.clear();
        const PackedResult brief = PackedResult::pack(plain, spool);
        QVERIFY(brief.windows.isNull());
        QCOMPARE(brief.unpacked(spool), plain);
    }

    void unreadableWindowsSaySo()
    {
        BlobSpool spool;
        PackedResult packed = PackedResult::pack(resultWithWindows(), spool);
        packed.windows.offset += 3; // not where the blob is: it cannot be uncompressed
        const MetricResult read = packed.unpacked(spool);
        QCOMPARE(read.windows.size(), 1);
        QVERIFY(read.windows.first().skipped);
        QVERIFY(read.windows.first().skipReason.contains(QStringLiteral("Run the metric again")));
        QCOMPARE(read.score, packed.brief.score); // the score stands; only its breakdown is gone
    }
};

QTEST_GUILESS_MAIN(TestBlobSpool)
#include "tst_blobspool.moc"
