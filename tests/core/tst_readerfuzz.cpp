#include "model/readdiagnostics.h"
#include "model/testcasereader.h"
#include "model/testcasewriter.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace claimscope;

// Feeds damaged copies of valid files (truncations, byte flips, structural characters,
// deletions, duplications) to the reader: it must always answer with cases or with errors,
// never crash, never both. Fixed seed, bounded iterations.
class TestReaderFuzz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void survivesDamagedFiles_data();
    void survivesDamagedFiles();

private:
    static QByteArray mutate(QByteArray data, QRandomGenerator &random);
    // Checks the reader's answer; true when it accepted the data.
    static bool check(const QByteArray &data, const QString &extension);
};

void TestReaderFuzz::survivesDamagedFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<quint32>("seed");
    const QStringList files = {
        QStringLiteral("resources/examples/hotel-concierge.json"),
        QStringLiteral("resources/examples/refund-policy-single.json"),
        QStringLiteral("resources/examples/support-dataset.jsonl"),
        QStringLiteral("tests/core/data/openai-chat.jsonl"),
        QStringLiteral("tests/core/data/promptfoo-conversations.yaml"),
        QStringLiteral("tests/core/data/trustifai-records.json"),
    };
    quint32 seed = 20240521u;
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/") + file << seed++;
}

void TestReaderFuzz::survivesDamagedFiles()
{
    QFETCH(QString, path);
    QFETCH(quint32, seed);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray original = file.readAll();
    const QString extension = QFileInfo(path).suffix();
    QVERIFY(TestCaseReader::readBytes(original, path, extension).ok());

    constexpr int Iterations = 1000;
    QRandomGenerator random(seed);
    int accepted = 0;
    for (int i = 0; i < Iterations; ++i) {
        const QByteArray damaged = mutate(original, random);
        accepted += check(damaged, extension) ? 1 : 0;
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("iteration %1 of %2").arg(i).arg(path)));
        check(damaged, QString());      // detection by content
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("iteration %1 of %2, no extension").arg(i).arg(path)));
    }
    // Both outcomes must occur, or the damage is too heavy (or too light) to test anything.
    QVERIFY2(accepted > 0 && accepted < Iterations, qPrintable(QString::number(accepted)));
}

QByteArray TestReaderFuzz::mutate(QByteArray data, QRandomGenerator &random)
{
    static const QByteArray structural = "{}[]\":,\n-#&*!|>'\\ \t?0n";
    const int edits = 1 + random.bounded(4);
    for (int e = 0; e < edits && !data.isEmpty(); ++e) {
        const qsizetype at = random.bounded(data.size());
        switch (random.bounded(5)) {
        case 0:
            data.truncate(at);
            break;
        case 1:
            data[at] = char(random.bounded(256));
            break;
        case 2:
            data[at] = structural.at(random.bounded(structural.size()));
            break;
        case 3:
            data.remove(at, 1 + random.bounded(qMin<qsizetype>(64, data.size() - at)));
            break;
        default:
            data.insert(at, data.mid(random.bounded(data.size()), 1 + random.bounded(64)));
            break;
        }
    }
    return data;
}

bool TestReaderFuzz::check(const QByteArray &data, const QString &extension)
{
    const QString name = QStringLiteral("damaged");
    const LoadedCases loaded = TestCaseReader::readBytes(data, name, extension);
    [&] {
        QCOMPARE(loaded.ok(), loaded.errors.isEmpty());
        QCOMPARE(loaded.cases.isEmpty(), !loaded.ok());
        QVERIFY(loaded.errors.size() <= ReadDiagnostics::MaxErrors + 1);
        for (const ReadError &error : loaded.errors) {
            QCOMPARE(error.file, name);
            QVERIFY(!error.message.isEmpty());
        }
        if (loaded.ok()) {
            const LoadedCases reread = TestCaseReader::readBytes(TestCaseWriter::toJsonBytes(loaded.cases),
                                                                 name, QStringLiteral("json"));
            QVERIFY2(reread.ok(), qPrintable(reread.errorText()));
            QVERIFY(reread.cases == loaded.cases);
        }
    }();
    return loaded.ok();
}

QTEST_GUILESS_MAIN(TestReaderFuzz)
#include "tst_readerfuzz.moc"
