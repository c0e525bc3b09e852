#include "support/qtwarnings.h"

#include "ui/widgets/wordelide.h"

#include <QApplication>
#include <QtTest>

using namespace claimscope;

// Names cut to a column's width end with a whole word and "…", never in the middle of one.
class TestWordElide : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }
    void cutsAtTheLastWordThatFits();
};

void TestWordElide::cutsAtTheLastWordThatFits()
{
    const QFontMetrics metrics(QApplication::font());
    const QString name = QStringLiteral("Hotel concierge: early arrival with a dog");
    const auto width = [&metrics](const QString &text) { return metrics.horizontalAdvance(text); };
    QCOMPARE(elideAtWord(name, metrics, width(name)), name);
    // Room for three words and a half: the three words.
    const int room = width(QStringLiteral("Hotel concierge: early arr…"));
    QCOMPARE(elideAtWord(name, metrics, room), QStringLiteral("Hotel concierge: early…"));
    // No separator left hanging before the ellipsis.
    const QString question = QStringLiteral("“Which is the most popular?” · llama-3.1-405b-instruct");
    QCOMPARE(elideAtWord(question, metrics, width(QStringLiteral("“Which is the most popular?” · ll…"))),
             QStringLiteral("“Which is the most popular?”…"));
    // A first word longer than the room is cut where it must be.
    const QString id = QStringLiteral("f0d2873b877409f61da7dbdddd22d279 reference");
    const QString cut = elideAtWord(id, metrics, width(QStringLiteral("f0d2873b…")));
    QVERIFY2(cut.startsWith(QStringLiteral("f0d2")) && cut.endsWith(QChar(0x2026)), qPrintable(cut));
    QVERIFY(width(cut) <= width(QStringLiteral("f0d2873b…")));
    // A mark before a long first word (the baseline's star) is not a word to stop after.
    const QString baseline = QStringLiteral("★ turn_faithfulness.penalize_ambiguous_claims false → true + 1 more");
    const QString marked = elideAtWord(baseline, metrics, width(QStringLiteral("★ turn_faithfulness.pe…")));
    QVERIFY2(marked.startsWith(QStringLiteral("★ turn_")) && marked.endsWith(QChar(0x2026)), qPrintable(marked));
}

QTEST_MAIN(TestWordElide)
#include "tst_wordelide.moc"
