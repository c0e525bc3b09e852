// Unit interactions and sliding windows (METRICS.md §0.2), data-driven over every worked example.
#include "support/qtwarnings.h"
#include "windows.h"

#include <QTest>

using namespace claimscope;

namespace {

// "u0 a1 a2" → turns with those roles; the digits are only labels.
QList<Turn> turnsFrom(const QString &spec)
{
    QList<Turn> turns;
    for (const QString &token : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Turn turn;
        turn.role = token.startsWith(QLatin1Char('u')) ? Role::User : Role::Assistant;
        turn.content = token;
        turns.append(turn);
    }
    return turns;
}

// Windows rendered back as "[u0 a1] [u0 a1 u2 a3]".
QString render(const QList<Turn> &turns, const QList<Window> &windows)
{
    QStringList parts;
    for (const Window &window : windows) {
        QStringList names;
        for (int index : window.turnIndices)
            names.append(turns[index].content);
        parts.append(QLatin1Char('[') + names.join(QLatin1Char(' ')) + QLatin1Char(']'));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestWindows : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void windows_data()
    {
        QTest::addColumn<QString>("turns");
        QTest::addColumn<int>("windowSize");
        QTest::addColumn<QString>("expected");
        QTest::newRow("three units, w=2") << "u0 a1 u2 a3 u4 a5" << 2 << "[u0 a1] [u0 a1 u2 a3] [u2 a3 u4 a5]";
        QTest::newRow("leading assistant") << "a0 u1 a2" << 2 << "[a0 u1 a2]";
        QTest::newRow("consecutive assistants") << "u0 a1 a2 u3 a4" << 2 << "[u0 a1 a2] [u0 a1 a2 u3 a4]";
        QTest::newRow("trailing user dropped") << "u0 a1 u2" << 2 << "[u0 a1]";
        QTest::newRow("consecutive users") << "u0 u1 a2" << 2 << "[u0 u1 a2]";
        QTest::newRow("mixed runs") << "u0 a1 u2 u3 a4 a5" << 2 << "[u0 a1] [u0 a1 u2 u3 a4 a5]";
        QTest::newRow("single user") << "u0" << 2 << "";
        QTest::newRow("single assistant") << "a0" << 2 << "";
        QTest::newRow("no user") << "a0 a1" << 2 << "";
        QTest::newRow("w=1") << "u0 a1 u2 a3 u4 a5" << 1 << "[u0 a1] [u2 a3] [u4 a5]";
        QTest::newRow("w larger than units") << "u0 a1 u2 a3" << 10 << "[u0 a1] [u0 a1 u2 a3]";
    }

    void windows()
    {
        QFETCH(QString, turns);
        QFETCH(int, windowSize);
        QFETCH(QString, expected);
        const QList<Turn> list = turnsFrom(turns);
        QCOMPARE(render(list, slidingWindows(unitInteractions(list), windowSize)), expected);
    }

    void windowUnitsAreCounted()
    {
        const QList<Turn> turns = turnsFrom(QStringLiteral("u0 a1 u2 a3 u4 a5 u6 a7"));
        const QList<Window> windows = slidingWindows(unitInteractions(turns), 3);
        QCOMPARE(windows.size(), 4);
        QCOMPARE(windows[3].firstUnit, 1);
        QCOMPARE(windows[3].lastUnit, 3);
        QCOMPARE(windows[0].firstUnit, 0);
    }

    void windowTextReadsOnlyAssistantContext()
    {
        QList<Turn> turns = turnsFrom(QStringLiteral("u0 a1 u2 a3"));
        turns[0].retrievalContext = {ContextItem::fromText(QStringLiteral("user ctx"))};
        turns[1].retrievalContext = {ContextItem::fromText(QStringLiteral("first")),
                                     ContextItem::fromText(QStringLiteral("dup"))};
        turns[3].retrievalContext = {ContextItem::fromText(QStringLiteral("dup"))};
        const WindowText text = windowText(turns, {0, 1, 2, 3});
        QCOMPARE(text.userContent, QStringLiteral("\nu0\nu2"));
        QCOMPARE(text.assistantContent, QStringLiteral("\na1\na3"));
        QCOMPARE(contextTexts(text.context),
                 (QStringList{QStringLiteral("first"), QStringLiteral("dup"), QStringLiteral("dup")}));
    }

    void unitTextJoinsWithNewlines()
    {
        QList<Turn> turns = turnsFrom(QStringLiteral("u0 u1 a2 a3"));
        turns[3].samples = {QStringLiteral("s")};
        const UnitText text = unitText(turns, unitInteractions(turns).first());
        QCOMPARE(text.query, QStringLiteral("u0\nu1"));
        QCOMPARE(text.answer, QStringLiteral("a2\na3"));
        QVERIFY(text.hasSamples);
    }
};

QTEST_GUILESS_MAIN(TestWindows)
#include "tst_windows.moc"
