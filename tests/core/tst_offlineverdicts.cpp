#include "metrics/judge/offline/offlineanswers.h"
#include "support/offlineask.h"
#include "support/qtwarnings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace claimscope;

// The offline judge on everyday hotel, retail and support wording: paraphrases (synonyms,
// hedges, phrases, 12- and 24-hour times) stay supported, contradicted terms are `no` with a
// reason that quotes both sides, and windowed final reasons stay short.
class TestOfflineVerdicts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void paraphrasesStaySupported_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QStringList>("truths");
        QTest::newRow("3 pm is 15:00, starts is begins")
            << "Check-in normally starts at 3 pm"
            << QStringList{QStringLiteral("Check-in begins at 15:00 and check-out is at 11:00."),
                           QStringLiteral("The concierge desk is staffed 24 hours a day.")};
        QTest::newRow("hedges, costs is fare")
            << "A taxi takes around 20 minutes and usually costs between DKK 250 and 350."
            << QStringList{QStringLiteral("Taxis wait outside Terminal 3."),
                           QStringLiteral("The fare to the city centre is typically DKK 250 to 350 and the ride "
                                          "takes about 20 minutes, depending on traffic.")};
        QTest::newRow("around the clock is 24 hours a day")
            << "The concierge desk is open around the clock."
            << QStringList{QStringLiteral("The concierge desk is staffed 24 hours a day."),
                           QStringLiteral("Guests may store luggage free of charge before check-in.")};
        QTest::newRow("free is free of charge")
            << "The concierge will store your luggage for free."
            << QStringList{QStringLiteral("The concierge desk is staffed 24 hours a day."),
                           QStringLiteral("Guests may store luggage free of charge before check-in.")};
        QTest::newRow("price is cost") << "The extended warranty has a price of $49."
                                       << QStringList{
                                              QStringLiteral("The extended warranty costs $49 and lasts two years."),
                                              QStringLiteral("Returns are accepted within 30 days.")};
        QTest::newRow("weekdays is Monday to Friday")
            << "The shop opens at 9:00 on weekdays."
            << QStringList{QStringLiteral("The shop opens at 9 am Monday to Friday and at 10 am on Saturdays."),
                           QStringLiteral("Returns are accepted within 30 days.")};
        QTest::newRow("complimentary is no charge")
            << "Wi-Fi is complimentary in all rooms."
            << QStringList{QStringLiteral("Wi-Fi is available in all rooms at no charge."),
                           QStringLiteral("Parking costs DKK 200 per day.")};
    }

    void paraphrasesStaySupported()
    {
        QFETCH(QString, claim);
        QFETCH(QStringList, truths);
        const QJsonObject v = offlineVerdict(claim, truths);
        QVERIFY2(v.value(QLatin1String("verdict")).toString() == QLatin1String("yes"),
                 qPrintable(v.value(QLatin1String("reason")).toString()));
    }

    void contradictionsQuoteBothSides_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QString>("truth");
        QTest::addColumn<QStringList>("reasonMentions");
        QTest::newRow("free and any size against a fee and a limit")
            << "Dogs of any size are welcome and stay completely free of charge."
            << "Dogs weighing up to 15 kg are welcome in Classic and Superior rooms for a cleaning fee of "
               "DKK 250 per night."
            << QStringList{
                   QStringLiteral("context says \"a cleaning fee of DKK 250 per night\" and a limit of \"15 kg\""),
                   QStringLiteral("the claim says \"free of charge\" and \"any size\"")};
        QTest::newRow("free against a price")
            << "Parking is free for hotel guests."
            << "Parking for hotel guests costs DKK 200 per day."
            << QStringList{QStringLiteral("\"DKK 200 per day\""), QStringLiteral("claim says \"free\"")};
        QTest::newRow("a price against free")
            << "Luggage storage costs DKK 50 per bag."
            << "Guests may store luggage free of charge."
            << QStringList{QStringLiteral("context says \"free of charge\""), QStringLiteral("\"DKK 50 per bag\"")};
        QTest::newRow("no fee against a fee")
            << "There is no fee for cancelling a booking."
            << "There is a fee for cancelling a booking."
            << QStringList{QStringLiteral("context says \"fee\""), QStringLiteral("claim says \"no fee\"")};
        QTest::newRow("charged against free of charge")
            << "Cancelling a booking is charged."
            << "Cancelling a booking is free of charge."
            << QStringList{QStringLiteral("context says \"free of charge\""), QStringLiteral("claim says \"charged\"")};
        QTest::newRow("any number against a limit")
            << "Guests can bring any number of pets to their room."
            << "Guests may bring no more than 2 pets per room."
            << QStringList{QStringLiteral("a limit of \"2 pets\""), QStringLiteral("\"any number\"")};
        QTest::newRow("3 am is not 15:00")
            << "Check-in starts at 3 am."
            << "Check-in begins at 15:00."
            << QStringList{QStringLiteral("context says 15:00"), QStringLiteral("claim says 3 am")};
        QTest::newRow("a hedge does not hide a wrong number")
            << "The taxi ride takes about 40 minutes."
            << "The taxi ride takes about 20 minutes."
            << QStringList{QStringLiteral("20 minutes"), QStringLiteral("40 minutes")};
    }

    void contradictionsQuoteBothSides()
    {
        QFETCH(QString, claim);
        QFETCH(QString, truth);
        QFETCH(QStringList, reasonMentions);
        const QJsonObject v = offlineVerdict(claim, {truth, QStringLiteral("Returns are accepted within 30 days.")});
        const QString reason = v.value(QLatin1String("reason")).toString();
        QVERIFY2(v.value(QLatin1String("verdict")).toString() == QLatin1String("no"), qPrintable(reason));
        for (const QString &mention : reasonMentions)
            QVERIFY2(reason.contains(mention), qPrintable(reason));
    }

    // "Free" that is not about price, or that the context itself says, is no conflict, nor is a
    // claim that says both.
    void freeWithoutConflict_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QString>("truth");
        QTest::newRow("the closest sentence says free")
            << "Breakfast is free for children under 6."
            << "Breakfast is free for children under 6; adults pay DKK 195 per day.";
        QTest::newRow("tax-free is not a price")
            << "Savings in this account grow tax-free."
            << "Savings in this account grow untaxed; the account has a fee of $5 per month.";
        QTest::newRow("a claim that says both") << "The app is free to download, but in-app purchases cost money."
                                                << "The app is free to download, with optional in-app purchases.";
    }

    void freeWithoutConflict()
    {
        QFETCH(QString, claim);
        QFETCH(QString, truth);
        const QJsonObject v = offlineVerdict(claim, {truth});
        QVERIFY2(v.value(QLatin1String("verdict")).toString() == QLatin1String("yes"),
                 qPrintable(v.value(QLatin1String("reason")).toString()));
    }

    // The engine labels each window reason with its title; the final reason quotes the first
    // window that lost points once, names the others and leaves out the perfect ones.
    void finalReasonIsShort()
    {
        const QJsonArray windows{
            QStringLiteral("Window 1 · exchange 1: The score is 1.00 because nothing in this window needs explaining."),
            QStringLiteral(
                "Window 2 · exchange 2: The score is 0.50 because 1 claim(s) of the output are contradicted: "
                "\"The context says 30 days, the claim says 60 days\"."),
            QStringLiteral("Window 3 · exchange 3: The score is 0.67 because the context never mentions parking."),
            QStringLiteral("Window 4 · exchange 4: The score is 0.00 because the context says the opposite."),
            QStringLiteral("Window 5 · exchange 5: The score is 0.50 because of a wrong date.")};
        const QString summary = askOffline(QStringLiteral("turn_faithfulness__final_reason"),
                                           {{QStringLiteral("score"), QStringLiteral("0.53")},
                                            {QStringLiteral("success"), true},
                                            {QStringLiteral("window_reasons"), windows}})
                                    .value(QLatin1String("reason"))
                                    .toString();
        QVERIFY2(summary.startsWith(QLatin1String("The final score is 0.53, the mean of 5 window(s). ")),
                 qPrintable(summary));
        // Whether it passes is the result's to say: the threshold can change after the run.
        QVERIFY(!summary.contains(QLatin1String("threshold")));
        QCOMPARE(summary.count(QStringLiteral("Window 2 · exchange 2")), 1);
        QVERIFY(summary.contains(QStringLiteral("Window 2 · exchange 2: The score is 0.50 because")));
        QVERIFY(summary.contains(QLatin1String("the claim says 60 days")));
        QVERIFY(!summary.contains(QLatin1String("Window 1")));
        QVERIFY(!summary.contains(QLatin1String("Window 2: ")));
        QVERIFY(summary.contains(QStringLiteral("3 other window(s) also lost points: Window 3 · exchange 3, "
                                                "Window 4 · exchange 4 (and 1 more).")));
        QVERIFY(!summary.contains(QLatin1String("parking")));

        const QString failing = askOffline(QStringLiteral("turn_contextual_relevancy__final_reason"),
                                           {{QStringLiteral("score"), QStringLiteral("0.40")},
                                            {QStringLiteral("success"), false},
                                            {QStringLiteral("window_reasons"), QJsonArray{windows[3]}}})
                                    .value(QLatin1String("reason"))
                                    .toString();
        QCOMPARE(failing, QStringLiteral("The final score is 0.40, the mean of 1 window(s). ") + windows[3].toString());
    }
};

QTEST_GUILESS_MAIN(TestOfflineVerdicts)
#include "tst_offlineverdicts.moc"
