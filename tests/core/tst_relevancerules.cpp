#include "metrics/judge/offline/questionfocus.h"
#include "metrics/judge/offline/relevancerules.h"
#include "support/qtwarnings.h"

#include <QtTest>

using namespace claimscope;

// The offline judge's relevance rules on realistic exchanges: retrieval statements against
// what the user asks (several user turns, stems, answer kinds), and the last reply against the
// user's latest message (answers, wrap-ups, courtesies that dodge a question, follow-ups).
class TestRelevanceRules : public QObject
{
    Q_OBJECT

private:
    using Messages = QList<RelevanceRules::Message>;

    static RelevanceRules::Message user(const char *text) { return {QStringLiteral("user"), QString::fromUtf8(text)}; }
    static RelevanceRules::Message assistant(const char *text)
    {
        return {QStringLiteral("assistant"), QString::fromUtf8(text)};
    }

    static QStringList verdictNames(const QList<RelevanceRules::Verdict> &verdicts)
    {
        QStringList names;
        for (const auto &verdict : verdicts)
            names.append(verdict.relevant ? QStringLiteral("yes") : QStringLiteral("no"));
        return names;
    }

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void statementsAboutTheQuestionsTopic()
    {
        const auto verdicts = RelevanceRules::statements(
            QStringLiteral(
                "Hi! Our flight lands at 8 in the morning on the 14th. Is there any chance we can check in early?"),
            QStringLiteral("Check-in begins at 15:00 and check-out is at 11:00. Early check-in from 10:00 can be "
                           "requested for DKK 300. The spa has a sauna and a steam room."));
        QCOMPARE(verdictNames(verdicts),
                 QStringList({QStringLiteral("yes"), QStringLiteral("yes"), QStringLiteral("no")}));
        QVERIFY2(verdicts[0].reason.contains(QLatin1String("\"check\"")), qPrintable(verdicts[0].reason));
        QVERIFY2(verdicts[1].reason.contains(QLatin1String("\"early\"")), qPrintable(verdicts[1].reason));
        // "Hi" and "any chance" are not what the guest asks about; the reason names what is.
        QVERIFY2(!verdicts[2].reason.contains(QLatin1String("\"hi\""))
                     && !verdicts[2].reason.contains(QLatin1String("\"chance\""))
                     && verdicts[2].reason.contains(QLatin1String("\"check\"")),
                 qPrintable(verdicts[2].reason));
    }

    void statementsAgainstEveryUserTurn()
    {
        // turn_contextual_relevancy passes all user turns of the window, one per line.
        const auto verdicts = RelevanceRules::statements(
            QStringLiteral("\nGreat, thanks. Is breakfast included?\nWe're bringing our dog. Is that OK?"),
            QStringLiteral("Dogs weighing up to 15 kg are welcome. Breakfast is served in the Linden Room. "
                           "Taxis wait outside Terminal 3."));
        QCOMPARE(verdictNames(verdicts),
                 QStringList({QStringLiteral("yes"), QStringLiteral("yes"), QStringLiteral("no")}));
        QVERIFY2(verdicts[0].reason.contains(QLatin1String("\"dogs\"")), qPrintable(verdicts[0].reason));
        // What an unrelated statement lacks is named from the latest question first (the one the
        // context serves), not from the window's first question alone.
        const auto unrelated = RelevanceRules::statements(
            QStringLiteral("\nOur flight lands early in the morning; can we check in before noon?\nWe're bringing our "
                           "dog. Is that OK?"),
            QStringLiteral("The spa has a sauna and a steam room."));
        QCOMPARE(verdictNames(unrelated), QStringList({QStringLiteral("no")}));
        QVERIFY2(unrelated[0].reason.contains(QLatin1String("\"dog\"")), qPrintable(unrelated[0].reason));
    }

    void statementsGivingTheAskedKindOfAnswer()
    {
        const auto verdicts =
            RelevanceRules::statements(QStringLiteral("How much do I pay for parking?"),
                                       QStringLiteral("It is $30 per night. Guests arrive from all over Europe."));
        QCOMPARE(verdictNames(verdicts), QStringList({QStringLiteral("yes"), QStringLiteral("no")}));
        QVERIFY2(verdicts[0].reason.contains(QLatin1String("$30")), qPrintable(verdicts[0].reason));
    }

    void replies_data()
    {
        QTest::addColumn<Messages>("messages");
        QTest::addColumn<bool>("relevant");
        QTest::addColumn<QString>("reasonMentions");
        const auto earlier = Messages{user("Is breakfast included? We booked a Superior Double."),
                                      assistant("Yes, breakfast is included with Superior rooms.")};
        QTest::newRow("answers the question")
            << (earlier
                + Messages{user("Hi! Our flight lands at 8 am. Is there any chance we can check in early?"),
                           assistant(
                               "Check-in normally starts at 3 pm, but you can request early check-in from 10 am.")})
            << true << "\"check\"";
        QTest::newRow("directions without repeating the question's words")
            << (earlier
                + Messages{user("Hmm, OK. Last question: what's the easiest way to get to you from the airport?"),
                           assistant("Take Metro line M2 and get off at Kongens Nytorv; it is a six-minute walk from "
                                     "there.")})
            << true << "\"metro\"";
        QTest::newRow("price asked, amount given")
            << (earlier + Messages{user("What does parking cost?"), assistant("It is $30 per night in our garage.")})
            << true << "\"$30\"";
        QTest::newRow("wrap-up to thanks and goodbye")
            << (earlier
                + Messages{user("Perfect, thanks! We'll take the metro then. See you on the 14th!"),
                           assistant("You're welcome! Safe travels, and enjoy your stay with us.")})
            << true << "wrapping up";
        QTest::newRow("courtesy when the user asked something")
            << (earlier
                + Messages{user("What time does the spa open?"), assistant("You're welcome! Have a great day.")})
            << false << "\"spa\"";
        QTest::newRow("off topic") << (earlier
                                       + Messages{user("Is there a fee for bringing a dog?"),
                                                  assistant("Our rooftop bar serves cocktails until midnight.")})
                                   << false << "\"dog\"";
        QTest::newRow("short follow-up continues the topic")
            << Messages{user("How much is breakfast for adults?"), assistant("Breakfast costs DKK 195 for adults."),
                        user("And for kids?"), assistant("Breakfast for children under 12 is half price.")}
            << true << "\"breakfast\"";
        QTest::newRow("greeting answered")
            << Messages{user("Hello!"), assistant("Hi! How can I help you today?")} << true << "nothing specific";
    }

    void replies()
    {
        QFETCH(Messages, messages);
        QFETCH(bool, relevant);
        QFETCH(QString, reasonMentions);
        const RelevanceRules::Verdict verdict = RelevanceRules::lastReply(messages);
        QCOMPARE(verdict.relevant, relevant);
        QVERIFY2(verdict.reason.contains(reasonMentions), qPrintable(verdict.reason));
        QCOMPARE(verdict.statement, messages.last().content);
    }

    void focusLeavesOutCourtesiesAndFiller()
    {
        const QuestionFocus focus(QStringLiteral("Hi there! Thanks a lot. Any chance the pool is heated?"));
        QCOMPARE(focus.stems(), QSet<QString>({QStringLiteral("pool"), QStringLiteral("heat")}));
        QVERIFY(focus.isClosing());
        QVERIFY(QuestionFocus(QStringLiteral("Thanks, that's all!")).isVague());
        QVERIFY(!QuestionFocus(QStringLiteral("Where is the pool?")).isClosing());
    }
};

QTEST_GUILESS_MAIN(TestRelevanceRules)
#include "tst_relevancerules.moc"
