#include "results/textfinder.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace claimscope;

// TextFinder, the results filter's search: it must find exactly what a case-insensitive
// QString::contains finds.
class TestTextFinder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsRegardlessOfCase();
    void agreesWithQStringOnRandomTexts();
};

void TestTextFinder::findsRegardlessOfCase()
{
    QVERIFY(TextFinder().foundIn(u"anything"));
    QVERIFY(TextFinder().isEmpty());
    QVERIFY(TextFinder(QStringLiteral("Copy 0")).foundIn(u"Hotel copy 0"));
    QVERIFY(!TextFinder(QStringLiteral("copy 0")).foundIn(u"Hotel copy 1"));
    QVERIFY(!TextFinder(QStringLiteral("copy 0")).foundIn(u"copy"));
    QVERIFY(TextFinder(QStringLiteral("ÉCOLE")).foundIn(u"une école"));
    QVERIFY(TextFinder(QStringLiteral("αβγ")).foundIn(u"xΑΒΓx"));
    QVERIFY(TextFinder(QStringLiteral("kelvin")).foundIn(u"\u212Aelvin")); // the Kelvin sign folds to k
    // Deseret capital and small long I: a letter beyond the BMP, folded as a surrogate pair.
    QVERIFY(TextFinder(QString::fromUcs4(U"\U00010428")).foundIn(QString::fromUcs4(U"x\U00010400x")));
    QVERIFY(TextFinder(QString::fromUcs4(U"\U00010400")).foundIn(QString::fromUcs4(U"\U00010428")));
    QVERIFY(!TextFinder(QStringLiteral("x")).foundIn(QString::fromUcs4(U"\U00010400")));
    QVERIFY(TextFinder(QStringLiteral("a b")).hasBlank());
    QVERIFY(!TextFinder(QStringLiteral("ab")).hasBlank());
}

void TestTextFinder::agreesWithQStringOnRandomTexts()
{
    // Letters in both cases, accented ones, and units whose low byte is a letter's (š is U+0161,
    // a is U+0061): they share a skip-table slot.
    const QString alphabet = QStringLiteral("aAbBsSšŠéÉ \u0161\u0162c");
    QRandomGenerator random(20261127);
    const auto randomText = [&](int length) {
        QString text;
        for (int i = 0; i < length; ++i)
            text.append(alphabet[random.bounded(int(alphabet.size()))]);
        return text;
    };
    int found = 0;
    for (int round = 0; round < 20000; ++round) {
        const QString haystack = randomText(random.bounded(0, 40));
        QString needle = random.bounded(2) == 0 && haystack.size() > 2
            ? haystack.mid(random.bounded(int(haystack.size()) - 1), random.bounded(1, 6))
            : randomText(random.bounded(1, 5));
        if (random.bounded(2) == 0)
            needle = needle.toUpper();
        const bool expected = haystack.contains(needle, Qt::CaseInsensitive);
        if (TextFinder(needle).foundIn(haystack) != expected)
            QFAIL(qPrintable(QStringLiteral("“%1” in “%2”: expected %3").arg(needle, haystack).arg(expected)));
        found += expected ? 1 : 0;
    }
    QVERIFY(found > 2000 && found < 18000); // both outcomes were tried often
}

QTEST_GUILESS_MAIN(TestTextFinder)
#include "tst_textfinder.moc"
