#include "support/qtwarnings.h"

#include "ui/agreement/suffixkeepingdelegate.h"

#include <QFontMetrics>
#include <QtTest>

using namespace claimscope;

// Readable names shortened for a narrow column: the suffix after the last " · " (the model, the
// source) stays whole while there is room for it, the quoted title loses its tail with one
// ellipsis, and nothing is wider than its room.
class TestSuffixElide : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void keepsTheSuffixWhole();
    void oneEllipsisInTheTitle();
    void narrowKeepsTheModelsStart();
    void fitsAsItIs();
    // Two test cases of one name and model, told apart by their ids' part: both parts stay.
    void keepsTheModelAndTheIdsPart();
    // A mark before the name (⟳ out of date) keeps the closing quote: "⟳ “Do common…” · reference".
    void aMarkKeepsTheQuotes();
    // Too narrow for the model beside the title: two lines, the model whole on the second.
    void twoLinesKeepTheModelWhole();
};

namespace {

const QString Llama =
    QStringLiteral("“So does that mean pilot of the second aircraft also acts as…” · llama-3.1-405b-instruct");

} // namespace

void TestSuffixElide::keepsTheSuffixWhole()
{
    const QFontMetrics metrics(QApplication::font());
    const int width = metrics.horizontalAdvance(QStringLiteral("“So does that mean…” · llama-3.1-405b-instruct"));
    const QString shown = elideKeepingSuffix(Llama, metrics, width);
    QVERIFY2(shown.endsWith(QStringLiteral("…” · llama-3.1-405b-instruct")), qPrintable(shown));
    QVERIFY2(shown.startsWith(QStringLiteral("“So does")), qPrintable(shown));
    QVERIFY(metrics.horizontalAdvance(shown) <= width);
}

void TestSuffixElide::oneEllipsisInTheTitle()
{
    // A title already shortened ("…”") cut again: "“I meant all t…”", never "t……”".
    const QFontMetrics metrics(QApplication::font());
    const QString name = QStringLiteral("“I meant all those games in gen…” · reference");
    for (int width = metrics.horizontalAdvance(QStringLiteral("“I meant a…” · reference"));
         width < metrics.horizontalAdvance(name); width += 7) {
        const QString shown = elideKeepingSuffix(name, metrics, width);
        QVERIFY2(!shown.contains(QStringLiteral("……")), qPrintable(shown));
        QCOMPARE(shown.count(QChar(0x2026)), 1);
        QVERIFY2(shown.endsWith(QStringLiteral("…” · reference")), qPrintable(shown));
        QVERIFY(metrics.horizontalAdvance(shown) <= width);
    }
}

void TestSuffixElide::narrowKeepsTheModelsStart()
{
    // Too narrow for the suffix beside the title's first letters: the suffix loses its end, so
    // "llama-3.1" and "gpt-4o" rows still differ.
    const QFontMetrics metrics(QApplication::font());
    const int width = metrics.horizontalAdvance(QStringLiteral("“So doe…” · llama-3.1…"));
    const QString shown = elideKeepingSuffix(Llama, metrics, width);
    QVERIFY2(shown.startsWith(QStringLiteral("“So")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("” · llama")), qPrintable(shown));
    QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
    QVERIFY(metrics.horizontalAdvance(shown) <= width);
}

void TestSuffixElide::fitsAsItIs()
{
    const QFontMetrics metrics(QApplication::font());
    QCOMPARE(elideKeepingSuffix(Llama, metrics, metrics.horizontalAdvance(Llama)), Llama);
    // Without a suffix: cut at the end as any text.
    const QString plain = QStringLiteral("Hotel concierge: early arrival and late checkout");
    const QString shown = elideKeepingSuffix(plain, metrics, metrics.horizontalAdvance(plain) / 2);
    QVERIFY(shown.endsWith(QChar(0x2026)));
    QVERIFY(plain.startsWith(shown.chopped(1)));
}

void TestSuffixElide::keepsTheModelAndTheIdsPart()
{
    const QFontMetrics metrics(QApplication::font());
    const QString name = QStringLiteral("“Thank you!” · llama-3.1-405b-instruct · #1d5f");
    const int roomy = metrics.horizontalAdvance(QStringLiteral("“Thank y…” · llama-3.1-405b-instruct · #1d5f"));
    QString shown = elideKeepingSuffix(name, metrics, roomy);
    QVERIFY2(shown.endsWith(QStringLiteral("…” · llama-3.1-405b-instruct · #1d5f")), qPrintable(shown));
    // Narrower than the suffix beside the title's first letters: the model loses its end, the
    // id's part stays whole.
    const int narrow = metrics.horizontalAdvance(QStringLiteral("“Thank…” · lla… · #1d5f"));
    shown = elideKeepingSuffix(name, metrics, narrow);
    QVERIFY2(shown.startsWith(QStringLiteral("“Th")) && shown.contains(QStringLiteral("” · ll"))
                 && shown.endsWith(QStringLiteral(" · #1d5f")),
             qPrintable(shown));
    QVERIFY(metrics.horizontalAdvance(shown) <= narrow);
}

void TestSuffixElide::aMarkKeepsTheQuotes()
{
    const QFontMetrics metrics(QApplication::font());
    const QString name =
        QStringLiteral("⟳ “Do common stocks and preferred stocks differ in voting rights?” · reference");
    const int width = metrics.horizontalAdvance(QStringLiteral("⟳ “Do common stocks and preferred stoc…” · reference"));
    const QString shown = elideKeepingSuffix(name, metrics, width);
    QVERIFY2(shown.startsWith(QStringLiteral("⟳ “Do")) && shown.endsWith(QStringLiteral("…” · reference")),
             qPrintable(shown));
    QVERIFY(metrics.horizontalAdvance(shown) <= width);
}

void TestSuffixElide::twoLinesKeepTheModelWhole()
{
    const QFontMetrics metrics(QApplication::font());
    const int width = metrics.horizontalAdvance(QStringLiteral("llama-3.1-405b-instruct · #"));
    QStringList lines = twoLineName(Llama, metrics, width);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].startsWith(QStringLiteral("“So does")) && lines[0].endsWith(QStringLiteral("…”")),
             qPrintable(lines[0]));
    QVERIFY(metrics.horizontalAdvance(lines[0]) <= width);
    QCOMPARE(lines[1], QStringLiteral("llama-3.1-405b-instruct"));
    lines = twoLineName(QStringLiteral("⟳ ") + Llama, metrics, width);
    QVERIFY2(lines.size() == 2 && lines[0].startsWith(QStringLiteral("⟳ “So")) && lines[0].endsWith(QChar(0x201D)),
             qPrintable(lines.join(u'|')));
    // Where one line keeps the model whole, one line it is.
    QVERIFY(twoLineName(Llama, metrics, metrics.horizontalAdvance(Llama)).isEmpty());
}

QTEST_MAIN(TestSuffixElide)
#include "tst_suffixelide.moc"
