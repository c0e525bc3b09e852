#include "metrics/judge/offline/claimextractor.h"
#include "metrics/judge/offline/lexicon.h"
#include "metrics/judge/offline/stemmer.h"
#include "metrics/judge/offline/textanalysis.h"
#include "metrics/sentences.h"
#include "support/qtwarnings.h"

#include <QtTest>

using namespace claimscope;

// Segmentation, tokens, stems and claim extraction of the offline judge.
class TestTextAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void sentences()
    {
        const QStringList s =
            splitSentences(QStringLiteral("  Prices rose 5.5% in 2020. Then they fell, e.g. in May!\n\nWhy?  "));
        QCOMPARE(s,
                 QStringList({QStringLiteral("Prices rose 5.5% in 2020."),
                              QStringLiteral("Then they fell, e.g. in May!"), QStringLiteral("Why?")}));
        QVERIFY(splitSentences(QStringLiteral(" \n ")).isEmpty());
        QCOMPARE(splitSentences(QStringLiteral("Line one\nLine two")).size(), 2);
    }

    void clauses()
    {
        QCOMPARE(
            TextAnalysis::clauses(QStringLiteral("The court filing fee is $435; fee waivers exist for low incomes.")),
            QStringList({QStringLiteral("The court filing fee is $435"),
                         QStringLiteral("fee waivers exist for low incomes.")}));
        QCOMPARE(TextAnalysis::clauses(QStringLiteral("The court can order spousal support, but it cannot "
                                                      "order the parties to reconcile.")),
                 QStringList({QStringLiteral("The court can order spousal support"),
                              QStringLiteral("it cannot order the parties to reconcile.")}));
        // Too short to stand alone: stays one claim.
        const QString short_ = QStringLiteral("It is cheap, but slow.");
        QCOMPARE(TextAnalysis::clauses(short_), QStringList{short_});
        // Lists joined by "and" are not split.
        const QString list = QStringLiteral("Lenders check payment history, credit utilization, and credit age.");
        QCOMPARE(TextAnalysis::clauses(list), QStringList{list});
    }

    void words()
    {
        QCOMPARE(
            TextAnalysis::words(QStringLiteral("Don’t sue the court's clerk in Zürich!")),
            QStringList({QStringLiteral("don't"), QStringLiteral("sue"), QStringLiteral("the"), QStringLiteral("court"),
                         QStringLiteral("clerk"), QStringLiteral("in"), QStringLiteral("zürich")}));
        QCOMPARE(TextAnalysis::words(QStringLiteral("$1,200 costs")),
                 QStringList({QStringLiteral("1,200"), QStringLiteral("costs")}));
    }

    void stopWordsAndStems()
    {
        QVERIFY(TextAnalysis::isStopWord(QStringLiteral("the")));
        QVERIFY(TextAnalysis::isStopWord(QStringLiteral("wouldn't")));
        QVERIFY(!TextAnalysis::isStopWord(QStringLiteral("court")));
        QCOMPARE(Stemmer::stem(QStringLiteral("deciding")), QStringLiteral("decid"));
        QCOMPARE(TextAnalysis::contentStems(TextAnalysis::words(QStringLiteral("The courts are deciding 3 appeals"))),
                 QStringList({QStringLiteral("court"), QStringLiteral("decid"), QStringLiteral("appeal")}));
    }

    void stemmingOnManyThreads()
    {
        const QString expected = Stemmer::stem(QStringLiteral("generalizations"));
        QList<QString> results(8);
        QList<QThread *> threads;
        for (int t = 0; t < results.size(); ++t) {
            threads.append(QThread::create([&results, t] {
                for (int i = 0; i < 500; ++i)
                    results[t] = Stemmer::stem(QStringLiteral("generalizations"));
            }));
            threads.last()->start();
        }
        for (QThread *thread : threads) {
            thread->wait();
            delete thread;
        }
        for (const QString &result : results)
            QCOMPARE(result, expected);
    }

    void negationScope()
    {
        const AnalysedText negated = TextAnalysis::analyse(QStringLiteral("Encrypted images aren't scanned daily."));
        QCOMPARE(negated.negations, 1);
        QVERIFY(negated.negatedStems.contains(QStringLiteral("scan")));
        QVERIFY(!negated.negatedStems.contains(QStringLiteral("imag")));
        const AnalysedText answer = TextAnalysis::analyse(QStringLiteral("No, images are scanned."));
        QCOMPARE(answer.negations, 0);
        QVERIFY(answer.negatedStems.isEmpty());
        const AnalysedText prefixed = TextAnalysis::analyse(QStringLiteral("It locates non-custodial parents."));
        QCOMPARE(prefixed.negations, 1);
        QVERIFY(prefixed.negatedStems.contains(QStringLiteral("custodi")));
    }

    void lexicon()
    {
        const QString cost = Lexicon::canonical(Stemmer::stem(QStringLiteral("cost")));
        for (const char *word : {"fare", "price", "fee", "charges"})
            QCOMPARE(Lexicon::canonical(Stemmer::stem(QString::fromLatin1(word))), cost);
        QCOMPARE(Lexicon::canonical(Stemmer::stem(QStringLiteral("begins"))), Stemmer::stem(QStringLiteral("start")));
        QCOMPARE(Lexicon::canonical(QStringLiteral("court")), QStringLiteral("court"));
        QVERIFY(Lexicon::synonyms(QStringLiteral("court")).isEmpty());
        // "staffed" is "open", the noun "staff" is not.
        QVERIFY(Lexicon::synonyms(Stemmer::stem(QStringLiteral("staffed"))).contains(QStringLiteral("open")));
        QVERIFY(Lexicon::synonyms(Stemmer::stem(QStringLiteral("staff"))).isEmpty());

        // Longest phrase first, none overlapping, indices of words.
        const QStringList words = TextAnalysis::words(QStringLiteral("Staffed 24 hours a day and free of charge"));
        QCOMPARE(
            Lexicon::phrases(words),
            QList<Lexicon::Phrase>({{Stemmer::stem(QStringLiteral("always")), 1, 4}, {QStringLiteral("free"), 6, 8}}));
        QVERIFY(Lexicon::phrases(TextAnalysis::words(QStringLiteral("It takes 24 hours."))).isEmpty());
    }

    void hedgesCarryNoContent()
    {
        for (const char *hedge : {"about", "around", "approximately", "roughly", "normally", "usually"})
            QVERIFY2(TextAnalysis::isStopWord(QString::fromLatin1(hedge)), hedge);
        QCOMPARE(
            TextAnalysis::contentStems(TextAnalysis::words(QStringLiteral("Check-in normally starts at roughly 3 pm"))),
            QStringList({QStringLiteral("check"), QStringLiteral("start")}));
        // "around the clock" is a phrase, not a hedge.
        QVERIFY(TextAnalysis::analyse(QStringLiteral("open around the clock"))
                    .stemSet.contains(Stemmer::stem(QStringLiteral("always"))));
    }

    void phrasesMeanOneStem()
    {
        const QString always = Stemmer::stem(QStringLiteral("always"));
        const AnalysedText clock = TextAnalysis::analyse(QStringLiteral("The desk is open around the clock."));
        QVERIFY(clock.stemSet.contains(always));
        QVERIFY(!clock.stemSet.contains(QStringLiteral("clock")));
        QCOMPARE(clock.wordingOf(always), QStringLiteral("around the clock"));
        // The phrase's number is not a duration to look for: "24 hours a day" means "always".
        for (const char *text : {"The desk is staffed 24 hours a day.", "Support is available 24/7.",
                                 "The 24-hour desk stores luggage."}) {
            const AnalysedText analysed = TextAnalysis::analyse(QString::fromLatin1(text));
            QVERIFY2(analysed.stemSet.contains(always), text);
            QVERIFY2(analysed.quantities.isEmpty(), text);
        }
        QCOMPARE(TextAnalysis::analyse(QStringLiteral("The ride takes 24 hours.")).quantities.size(), 1);

        // "no charge" means "free"; its "no" negates nothing, a "not" before it negates "free".
        const AnalysedText noCharge = TextAnalysis::analyse(QStringLiteral("Luggage is stored at no charge."));
        QVERIFY(noCharge.stemSet.contains(QStringLiteral("free")));
        QVERIFY(!noCharge.stemSet.contains(QStringLiteral("charg")));
        QCOMPARE(noCharge.negations, 0);
        const AnalysedText notFree = TextAnalysis::analyse(QStringLiteral("Parking is not free of charge."));
        QCOMPARE(notFree.negations, 1);
        QVERIFY(notFree.negatedStems.contains(QStringLiteral("free")));
        QCOMPARE(notFree.wordingOf(QStringLiteral("free")), QStringLiteral("free of charge"));
    }

    void clausesWithATimeStandAlone()
    {
        QCOMPARE(TextAnalysis::clauses(QStringLiteral("Check-in normally starts at 3 pm, but you can request "
                                                      "early check-in from 10 am for DKK 300.")),
                 QStringList({QStringLiteral("Check-in normally starts at 3 pm"),
                              QStringLiteral("you can request early check-in from 10 am for DKK 300.")}));
    }

    void claims()
    {
        const QString answer =
            QStringLiteral("Hello! The deposit is refundable within 30 days. You can take these steps:\n"
                           "1. File form FL-100 with the clerk.\n2. Serve the other party by mail.\n"
                           "Would you like more detail? I hope this helps! I don't have information about fees.");
        QCOMPARE(ClaimExtractor::claims(answer),
                 QStringList({QStringLiteral("The deposit is refundable within 30 days."),
                              QStringLiteral("File form FL-100 with the clerk."),
                              QStringLiteral("Serve the other party by mail.")}));
        QVERIFY(ClaimExtractor::claims(QStringLiteral("Thanks! Feel free to ask anything else.")).isEmpty());
    }

    void cleaning()
    {
        QCOMPARE(ClaimExtractor::clean(QStringLiteral("* **Payment history**: on-time payments")),
                 QStringLiteral("Payment history: on-time payments"));
        QCOMPARE(ClaimExtractor::clean(QStringLiteral("Inability to ovulate 2.")),
                 QStringLiteral("Inability to ovulate"));
        QCOMPARE(ClaimExtractor::clean(QStringLiteral("The season count is 9.")),
                 QStringLiteral("The season count is 9."));
    }
};

QTEST_GUILESS_MAIN(TestTextAnalysis)
#include "tst_textanalysis.moc"
