#include "metrics/judge/offline/quantities.h"
#include "support/qtwarnings.h"

#include <QtTest>

using namespace claimscope;

// Number and unit normalisation of the offline judge.
class TestQuantities : public QObject
{
    Q_OBJECT

private:
    static Quantity only(const QString &text)
    {
        const QList<Quantity> found = Quantities::extract(text);
        if (found.size() != 1)
            qWarning() << text << "gave" << found.size() << "quantities";
        return found.value(0);
    }

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void sameAmountWrittenDifferently_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("hyphenated days") << "a 30-day window"
                                         << "within 30 days";
        QTest::newRow("number words") << "thirty days"
                                      << "30 days";
        QTest::newRow("compound words") << "twenty-five dollars"
                                        << "$25";
        QTest::newRow("month and days") << "1 month"
                                        << "30 days";
        QTest::newRow("weeks and days") << "2 weeks"
                                        << "14 days";
        QTest::newRow("grouped dollars") << "$1,200"
                                         << "1200 dollars";
        QTest::newRow("k suffix") << "1.2k USD"
                                  << "$1,200";
        QTest::newRow("million") << "$3 million"
                                 << "3,000,000 dollars";
        QTest::newRow("percent sign") << "15%"
                                      << "15 percent";
        QTest::newRow("per cent") << "fifteen per cent"
                                  << "15%";
        QTest::newRow("am") << "7 am"
                            << "7:00 a.m.";
        QTest::newRow("am words") << "seven am"
                                  << "7am";
        QTest::newRow("o'clock") << "seven o'clock"
                                 << "7 pm";
        QTest::newRow("iso date") << "2017-07-01"
                                  << "2017";
        QTest::newRow("decade") << "the 1990s"
                                << "in 1994";
        QTest::newRow("kilometres") << "5 km"
                                    << "5000 meters";
        QTest::newRow("currency code before or after") << "DKK 300"
                                                       << "300 dkk";
    }

    void sameAmountWrittenDifferently()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const Quantity qa = Quantities::extract(a).value(0);
        const Quantity qb = Quantities::extract(b).value(0);
        QVERIFY2(qa.matches(qb), qPrintable(a + QLatin1String(" vs ") + b));
        QVERIFY(qb.matches(qa));
    }

    void differentAmountsContradict_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("days") << "30 days"
                              << "60 days";
        QTest::newRow("money") << "$1,200"
                               << "$1,500";
        QTest::newRow("currency code") << "DKK 250"
                                       << "DKK 300";
        QTest::newRow("percent") << "35%"
                                 << "30 percent";
        QTest::newRow("time of day") << "7 am"
                                     << "7 pm";
        QTest::newRow("year") << "in 1975"
                              << "in 1976";
        QTest::newRow("counted") << "3 bureaus"
                                 << "5 bureaus";
    }

    void differentAmountsContradict()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const Quantity qa = only(a);
        const Quantity qb = only(b);
        QVERIFY(qa.comparable(qb));
        QVERIFY(!qa.matches(qb));
    }

    void twelveAndTwentyFourHourTimes_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("3 pm is 15:00") << "3 pm"
                                       << "15:00" << true;
        QTest::newRow("3 am is not 15:00") << "3 am"
                                           << "15:00" << false;
        QTest::newRow("6:30 pm is 18:30") << "6:30 p.m."
                                          << "18:30" << true;
        QTest::newRow("6:30 am is not 18:30") << "6:30 am"
                                              << "18:30" << false;
        QTest::newRow("leading zero is 24-hour") << "6:30 am"
                                                 << "06:30" << true;
        QTest::newRow("06:30 is not evening") << "6:30 pm"
                                              << "06:30" << false;
        QTest::newRow("6:30 may be either") << "6:30"
                                            << "18:30" << true;
        QTest::newRow("midnight") << "midnight"
                                  << "00:00" << true;
        QTest::newRow("noon") << "noon"
                              << "12:00" << true;
    }

    void twelveAndTwentyFourHourTimes()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        const Quantity qa = only(a);
        const Quantity qb = only(b);
        QCOMPARE(qa.kind, Quantity::Kind::Time);
        QCOMPARE(qb.kind, Quantity::Kind::Time);
        QCOMPARE(qa.matches(qb), same);
        QCOMPARE(qb.matches(qa), same);
    }

    void differentKindsAreNotCompared()
    {
        QVERIFY(!only(QStringLiteral("30 days")).comparable(only(QStringLiteral("$30"))));
        QVERIFY(!only(QStringLiteral("5 km")).comparable(only(QStringLiteral("5 kg"))));
        QVERIFY(!only(QStringLiteral("30 days")).matches(only(QStringLiteral("30%"))));
    }

    void valuesAndText()
    {
        const Quantity money = only(QStringLiteral("It costs $1,200 per year."));
        QCOMPARE(money.kind, Quantity::Kind::Money);
        QCOMPARE(money.value, 1200.0);
        QCOMPARE(money.unit, QStringLiteral("usd"));
        QCOMPARE(money.text, QStringLiteral("$1,200"));
        QCOMPARE(money.position, 9);

        const Quantity days = only(QStringLiteral("a thirty-day period"));
        QCOMPARE(days.kind, Quantity::Kind::Duration);
        QCOMPARE(days.value, 30.0);
        QCOMPARE(days.text, QStringLiteral("thirty-day"));

        const Quantity time = only(QStringLiteral("Doors open at 7:30 pm."));
        QCOMPARE(time.kind, Quantity::Kind::Time);
        QCOMPARE(time.value, 19 * 60 + 30.0);
    }

    void datesAndYears()
    {
        const QList<Quantity> found = Quantities::extract(QStringLiteral("It debuted on October 11, 1975."));
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].kind, Quantity::Kind::Date);
        QCOMPARE(found[0].value, 1011.0);
        QCOMPARE(found[1].kind, Quantity::Kind::Year);
        QCOMPARE(found[1].value, 1975.0);
        QVERIFY(found[0].matches(only(QStringLiteral("in October"))));
        QVERIFY(!found[0].matches(only(QStringLiteral("on 12 October"))));
    }

    void wordsThatAreNotNumbers()
    {
        QVERIFY(Quantities::extract(QStringLiteral("You may apply online.")).isEmpty());
        QVERIFY(Quantities::extract(QStringLiteral("They march to the court.")).isEmpty());
        QCOMPARE(only(QStringLiteral("by May 3")).kind, Quantity::Kind::Date);
        QCOMPARE(only(QStringLiteral("the 42nd season")).kind, Quantity::Kind::Ordinal);
    }
};

QTEST_GUILESS_MAIN(TestQuantities)
#include "tst_quantities.moc"
