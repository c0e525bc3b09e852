#include "model/turnlocator.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QtTest>

using namespace claimscope;

// Tracing window-level claims and truths back to the turn they came from.
class TestTurnLocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void claimsAndTruthsFindTheirTurn_data();
    void claimsAndTruthsFindTheirTurn();
    void fallsBackToTheLastAssistantTurn();
    void singleTurnCasesHaveNoTurn();
    void quotedEvidence_data();
    void quotedEvidence();

private:
    TestCase m_hotel;
};

void TestTurnLocator::init()
{
    failOnQtWarnings();
}

void TestTurnLocator::initTestCase()
{
    m_hotel = OfflineRunner::example(QStringLiteral("hotel-concierge.json")).first();
    QCOMPARE(m_hotel.turns.size(), 8);
}

void TestTurnLocator::claimsAndTruthsFindTheirTurn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("turn");
    QTest::newRow("claim of exchange 1") << QStringLiteral("Check-in normally starts at 3 pm") << 1;
    QTest::newRow("claim of exchange 3") << QStringLiteral(
        "Dogs of any size are welcome and stay completely free of charge.")
                                         << 5;
    QTest::newRow("truth of exchange 4") << QStringLiteral("Taxis wait outside Terminal 3.") << 7;
    QTest::newRow("truth of exchange 2") << QStringLiteral(
        "Guests in Classic rooms can add breakfast for DKK 195 per person per day.")
                                         << 3;
}

void TestTurnLocator::claimsAndTruthsFindTheirTurn()
{
    QFETCH(QString, text);
    QFETCH(int, turn);
    QCOMPARE(TurnLocator::locate(m_hotel, {0, 1, 2, 3, 4, 5, 6, 7}, text), turn);
}

void TestTurnLocator::fallsBackToTheLastAssistantTurn()
{
    QCOMPARE(TurnLocator::locate(m_hotel, {0, 1, 2, 3}, QStringLiteral("zzz qqq")), 3);
    // Only turns of the window count, even when another turn matches better.
    QCOMPARE(TurnLocator::locate(m_hotel, {0, 1}, QStringLiteral("Taxis wait outside Terminal 3.")), 1);
    QCOMPARE(TurnLocator::locate(m_hotel, {}, QStringLiteral("Taxis")), -1);
}

void TestTurnLocator::singleTurnCasesHaveNoTurn()
{
    const TestCase single = OfflineRunner::example(QStringLiteral("refund-policy-single.json")).first();
    QCOMPARE(TurnLocator::locate(single, {}, single.actualOutput), -1);
}

void TestTurnLocator::quotedEvidence_data()
{
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("evidence");
    QTest::newRow("closest sentence") << QStringLiteral(
        "The context covers this topic but does not say \"normally\", \"starts\", \"pm\"; closest: "
        "\"Check-in begins at 15:00 and check-out is at 11:00.\"")
                                      << QStringLiteral("Check-in begins at 15:00 and check-out is at 11:00.");
    QTest::newRow("typographic quotes") << QStringLiteral("Backed by “Breakfast is included in Superior rates.”")
                                        << QStringLiteral("Breakfast is included in Superior rates.");
    QTest::newRow("only short words") << QStringLiteral("It only touches \"check\" from the input.") << QString();
    QTest::newRow("no quote") << QStringLiteral("The reply is on topic.") << QString();
}

void TestTurnLocator::quotedEvidence()
{
    QFETCH(QString, reason);
    QFETCH(QString, evidence);
    QCOMPARE(TurnLocator::quotedEvidence(reason), evidence);
}

QTEST_GUILESS_MAIN(TestTurnLocator)
#include "tst_turnlocator.moc"
