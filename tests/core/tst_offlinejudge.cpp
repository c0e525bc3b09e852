#include "metrics/judge/offline/lexicalvectoriser.h"
#include "metrics/judge/offline/offlineanswers.h"
#include "metrics/judge/offline/offlineembedder.h"
#include "metrics/judge/offline/offlinejudge.h"
#include "support/mtragcases.h"
#include "support/offlineask.h"
#include "support/qtwarnings.h"
#include "support/rocauc.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>

using namespace claimscope;

// The offline judge's answers (shape, verdict rules, determinism), its threading contract,
// the offline embedder, and its faithfulness ranking on a slice of MTRAG.
class TestOfflineJudge : public QObject
{
    Q_OBJECT

    static double cosine(const QList<double> &a, const QList<double> &b)
    {
        double dot = 0;
        for (int i = 0; i < a.size(); ++i)
            dot += a[i] * b[i];
        return dot;
    }

    const QStringList m_policy = {QStringLiteral("Returns are accepted within 30 days of purchase."),
                                  QStringLiteral("The security deposit is 1200 dollars."),
                                  QStringLiteral("Encrypted images are not scanned by Vulnerability Advisor."),
                                  QStringLiteral("The annual membership fee will increase next year."),
                                  QStringLiteral("Refunds are paid to the original card.")};

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void verdictRules_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QStringList>("reasonMentions");
        QTest::newRow("supported") << "Returns are accepted within 30 days of purchase."
                                   << "yes" << QStringList{QStringLiteral("30 days of purchase")};
        QTest::newRow("number contradicted")
            << "Returns are accepted within 60 days of purchase."
            << "no" << QStringList{QStringLiteral("context says 30 days"), QStringLiteral("claim says 60 days")};
        QTest::newRow("number words") << "Returns are accepted within thirty days of purchase."
                                      << "yes" << QStringList();
        QTest::newRow("money written differently") << "The security deposit is $1,200."
                                                   << "yes" << QStringList{QStringLiteral("1200 dollars")};
        QTest::newRow("negation flipped") << "Encrypted images are scanned by Vulnerability Advisor."
                                          << "no" << QStringList{QStringLiteral("opposite")};
        QTest::newRow("antonym") << "The annual membership fee will decrease next year."
                                 << "no" << QStringList{QStringLiteral("\"increase\""), QStringLiteral("\"decrease\"")};
        QTest::newRow("unsupported detail") << "Refunds are paid in cash at any branch office."
                                            << "no" << QStringList{QStringLiteral("does not say")};
        // One shared word of twenty puts a claim on the context's topic: the rest is not said.
        QTest::newRow("barely on topic")
            << "Garden centres across rural Norway mostly prefer cash instead of a card during long snowy "
               "winters, according to several regional shopkeepers, farmers and local fishermen."
            << "no" << QStringList{QStringLiteral("does not say"), QStringLiteral("original card")};
        QTest::newRow("both negated") << "Vulnerability Advisor does not scan encrypted images."
                                      << "yes" << QStringList{QStringLiteral("not scanned")};
        QTest::newRow("unrelated") << "Penguins huddle together during Antarctic winters."
                                   << "idk" << QStringList();
    }

    void verdictRules()
    {
        QFETCH(QString, claim);
        QFETCH(QString, expected);
        QFETCH(QStringList, reasonMentions);
        const QJsonObject v = offlineVerdict(claim, m_policy);
        const QString reason = v.value(QLatin1String("reason")).toString();
        QCOMPARE(v.value(QLatin1String("verdict")).toString(), expected);
        QVERIFY(!reason.isEmpty());
        for (const QString &mention : reasonMentions)
            QVERIFY2(reason.contains(mention), qPrintable(reason));
    }

    void negationNeedsOneNegatedSide_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QString>("truth");
        QTest::addColumn<QString>("expected");
        QTest::newRow("avoid is a negation") << "Avoid putting personal information in your namespace names."
                                             << "Do not put personal information in your namespace names."
                                             << "yes";
        QTest::newRow("failure to is a negation")
            << "Failure of the ovaries to mature and release eggs."
            << "Some women are infertile because their ovaries do not mature and release eggs."
            << "yes";
        QTest::newRow("an instruction to verify asserts nothing")
            << "The country of your tax identification number doesn't match the country of your account."
            << "Verify that the country of your tax identification number matches the country of your account."
            << "yes";
        QTest::newRow("plain flip") << "Dogs are allowed in the spa and the restaurant."
                                    << "Dogs are not allowed in the spa and the restaurant."
                                    << "no";
    }

    void negationNeedsOneNegatedSide()
    {
        QFETCH(QString, claim);
        QFETCH(QString, truth);
        QFETCH(QString, expected);
        const QJsonObject v = offlineVerdict(claim, {truth});
        QVERIFY2(v.value(QLatin1String("verdict")).toString() == expected,
                 qPrintable(v.value(QLatin1String("reason")).toString()));
    }

    void noContextMeansIdk()
    {
        QCOMPARE(offlineVerdict(QStringLiteral("Returns are accepted within 30 days."), {})
                     .value(QLatin1String("verdict"))
                     .toString(),
                 QStringLiteral("idk"));
    }

    void truthsAndClaims()
    {
        const QJsonObject truths =
            askOffline(QStringLiteral("faithfulness__truths"),
                       {{QStringLiteral("context"),
                         QStringLiteral("Returns take 30 days. Refunds go to the card.\n\nStores open at 9 am.")},
                        {QStringLiteral("limit_note"), QString()}});
        QCOMPARE(truths.value(QLatin1String("truths")).toArray().size(), 3);

        const QString answer = QStringLiteral("Hi there! Returns take 30 days. Refunds go to the card. "
                                              "Do you need the address? I hope this helps.");
        const QJsonArray claims = askOffline(QStringLiteral("faithfulness__claims"), {{QStringLiteral("text"), answer}})
                                      .value(QLatin1String("claims"))
                                      .toArray();
        QCOMPARE(claims,
                 QJsonArray({QStringLiteral("Returns take 30 days."), QStringLiteral("Refunds go to the card.")}));

        const QJsonArray turnClaims =
            askOffline(QStringLiteral("turn_faithfulness__claims"),
                       {{QStringLiteral("user_content"), QStringLiteral("\nHow long do returns take at the store?")},
                        {QStringLiteral("assistant_content"), QString(QStringLiteral("\n") + answer)}})
                .value(QLatin1String("claims"))
                .toArray();
        QCOMPARE(turnClaims, claims);
    }

    void verdictsOnePerClaimInOrder()
    {
        const QJsonArray claims{QStringLiteral("Penguins huddle together during Antarctic winters."),
                                QStringLiteral("Returns are accepted within 60 days of purchase."),
                                QStringLiteral("The security deposit is $1,200.")};
        const QJsonArray verdicts = askOffline(QStringLiteral("turn_faithfulness__verdicts"),
                                               {{QStringLiteral("claims"), claims},
                                                {QStringLiteral("truths"), QJsonArray::fromStringList(m_policy)}})
                                        .value(QLatin1String("verdicts"))
                                        .toArray();
        QCOMPARE(verdicts.size(), claims.size());
        QStringList names;
        for (const QJsonValue &v : verdicts)
            names.append(v.toObject().value(QLatin1String("verdict")).toString());
        QCOMPARE(names, QStringList({QStringLiteral("idk"), QStringLiteral("no"), QStringLiteral("yes")}));
    }

    void contextualRelevancy()
    {
        const QJsonArray verdicts =
            askOffline(QStringLiteral("contextual_relevancy__verdicts"),
                       {{QStringLiteral("input"), QStringLiteral("How long do I have to return a purchase?")},
                        {QStringLiteral("context"),
                         QStringLiteral("Purchases can be returned within 30 days. "
                                        "Our stores sell garden furniture.")}})
                .value(QLatin1String("verdicts"))
                .toArray();
        QCOMPARE(verdicts.size(), 2);
        QCOMPARE(verdicts[0].toObject().value(QLatin1String("statement")).toString(),
                 QStringLiteral("Purchases can be returned within 30 days."));
        QCOMPARE(verdicts[0].toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("yes"));
        QCOMPARE(verdicts[1].toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("no"));
        QVERIFY(!verdicts[1].toObject().value(QLatin1String("reason")).toString().isEmpty());
        QCOMPARE(
            askOffline(QStringLiteral("turn_contextual_relevancy__verdicts"),
                       {{QStringLiteral("user_content"), QStringLiteral("\nHow long do I have to return a purchase?")},
                        {QStringLiteral("context"), QStringLiteral("Purchases can be returned within 30 days.")}})
                .value(QLatin1String("verdicts"))
                .toArray()
                .size(),
            1);
    }

    void replyRelevance_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("expected");
        for (const char *step : {"turn_relevancy__verdict", "conversation_relevance__verdict"}) {
            const QByteArray s(step);
            QTest::newRow(QByteArray(s + " on topic").constData())
                << step << "How do I file for a restraining order?"
                << "To file for a restraining order, fill out form CH-100 and take it to the clerk."
                << "yes";
            QTest::newRow(QByteArray(s + " off topic").constData()) << step << "How do I file for a restraining order?"
                                                                    << "Bananas are rich in potassium and taste sweet."
                                                                    << "no";
            QTest::newRow(QByteArray(s + " greeting").constData()) << step << "Hello!"
                                                                   << "Hi! How can I help you today?"
                                                                   << "yes";
            QTest::newRow(QByteArray(s + " thanks").constData()) << step << "Thanks a lot!"
                                                                 << "You're welcome!"
                                                                 << "yes";
            QTest::newRow(QByteArray(s + " vague reply").constData())
                << step << "How do I file for a restraining order?"
                << "Sure, happy to help!"
                << "no";
        }
    }

    void replyRelevance()
    {
        QFETCH(QString, step);
        QFETCH(QString, user);
        QFETCH(QString, reply);
        QFETCH(QString, expected);
        const QJsonArray messages{
            QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                        {QStringLiteral("content"), QStringLiteral("I live in Sacramento.")}},
            QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                        {QStringLiteral("content"), QStringLiteral("Noted.")}},
            QJsonObject{{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), user}},
            QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")}, {QStringLiteral("content"), reply}}};
        const QJsonObject answer = askOffline(step, {{QStringLiteral("messages"), messages}});
        QCOMPARE(answer.value(QLatin1String("verdict")).toString(), expected);
        QVERIFY(!answer.value(QLatin1String("reason")).toString().isEmpty());
    }

    void evidenceSpans()
    {
        const QString answer = QStringLiteral("Returns are accepted within 30 days of purchase. "
                                              "Refunds are paid in gold bars. I hope this helps!");
        const QJsonArray spans = askOffline(QStringLiteral("evidence_coverage__spans"),
                                            {{QStringLiteral("query"), QStringLiteral("What is the return policy?")},
                                             {QStringLiteral("documents"), QJsonArray::fromStringList(m_policy)},
                                             {QStringLiteral("answer"), answer}})
                                     .value(QLatin1String("spans"))
                                     .toArray();
        QCOMPARE(spans.size(), 3);
        for (int i = 0; i < spans.size(); ++i) {
            QCOMPARE(spans[i].toObject().value(QLatin1String("index")).toInt(), i);
            QVERIFY(spans[i].toObject().value(QLatin1String("supported")).isBool());
        }
        QVERIFY(spans[0].toObject().value(QLatin1String("supported")).toBool());
        QVERIFY(spans[0].toObject().value(QLatin1String("reason")).toString().contains(QLatin1String("document 1")));
        QVERIFY(!spans[1].toObject().value(QLatin1String("supported")).toBool());
    }

    void reasons()
    {
        const QString faithfulness =
            askOffline(QStringLiteral("faithfulness__reason"),
                       {{QStringLiteral("score"), QStringLiteral("0.67")},
                        {QStringLiteral("contradictions"),
                         QJsonArray{QStringLiteral("The context says 30 days, the claim says 60 days.")}}})
                .value(QLatin1String("reason"))
                .toString();
        QVERIFY(faithfulness.contains(QLatin1String("0.67")));
        QVERIFY(faithfulness.contains(QLatin1String("30 days, the claim says 60 days")));
        const QString perfect = askOffline(QStringLiteral("turn_faithfulness__reason"),
                                           {{QStringLiteral("score"), QStringLiteral("1.00")},
                                            {QStringLiteral("contradictions"), QJsonArray()}})
                                    .value(QLatin1String("reason"))
                                    .toString();
        QVERIFY(perfect.contains(QLatin1String("1.00")) && perfect.contains(QLatin1String("no claim")));
        QVERIFY(!perfect.contains(QLatin1String("count against")));
        // Nothing contradicted but a low score: the unsettled claims (penalised) are the cause.
        const QString penalised = askOffline(QStringLiteral("turn_faithfulness__reason"),
                                             {{QStringLiteral("score"), QStringLiteral("0.00")},
                                              {QStringLiteral("contradictions"), QJsonArray()}})
                                      .value(QLatin1String("reason"))
                                      .toString();
        QVERIFY2(penalised.contains(QLatin1String("0.00"))
                     && penalised.contains(QLatin1String("neither backs nor contradicts count against the score")),
                 qPrintable(penalised));
        const QString relevancy =
            askOffline(QStringLiteral("contextual_relevancy__reason"),
                       {{QStringLiteral("score"), QStringLiteral("0.50")},
                        {QStringLiteral("irrelevant"), QJsonArray{QStringLiteral("Stores sell furniture: unrelated")}},
                        {QStringLiteral("relevant"), QJsonArray{QStringLiteral("Returns take 30 days.")}}})
                .value(QLatin1String("reason"))
                .toString();
        QVERIFY(relevancy.contains(QLatin1String("Returns take 30 days."))
                && relevancy.contains(QLatin1String("furniture")));
        const QString final =
            askOffline(QStringLiteral("turn_relevancy__reason"),
                       {{QStringLiteral("score"), QStringLiteral("0.50")},
                        {QStringLiteral("irrelevant"), QJsonArray{QStringLiteral("Exchange 2: bananas")}}})
                .value(QLatin1String("reason"))
                .toString();
        QVERIFY(final.contains(QLatin1String("Exchange 2: bananas")));
    }

    void samplesAndUnknownSteps()
    {
        const JudgeReply sample = OfflineAnswers::answer({QStringLiteral("epistemic_consistency__sample"), {}});
        QVERIFY(!sample.ok);
        QVERIFY(sample.error.contains(QLatin1String("cannot write samples")));
        QVERIFY(!OfflineAnswers::answer({QStringLiteral("no_such__step"), {}}).ok);
    }

    // One huge answer must not take the machine's memory: past the stated limit the step fails
    // with a clear error before any analysis; just under it, it is answered.
    void stepTextIsCapped()
    {
        const QString sentence = QStringLiteral("The pool opens at seven. ");
        const qsizetype limit = OfflineAnswers::MaxStepChars;
        QString huge;
        huge.reserve(limit + sentence.size());
        while (huge.size() <= limit)
            huge += sentence;
        const JudgeReply refused =
            OfflineAnswers::answer({QStringLiteral("faithfulness__claims"), {{QStringLiteral("text"), huge}}});
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QLocale().toString(huge.size()))
                     && refused.error.contains(QLocale().toString(limit)),
                 qPrintable(refused.error));

        // The limit counts every variable: two lists that together pass it are refused too.
        const QJsonArray half{huge.left(limit / 2 + 1)};
        QVERIFY(!OfflineAnswers::answer({QStringLiteral("faithfulness__verdicts"),
                                         {{QStringLiteral("claims"), half}, {QStringLiteral("truths"), half}}})
                     .ok);

        const JudgeReply answered = OfflineAnswers::answer(
            {QStringLiteral("faithfulness__claims"), {{QStringLiteral("text"), huge.left(20000)}}});
        QVERIFY2(answered.ok, qPrintable(answered.error));
    }

    void deterministic()
    {
        const StepCall call{
            QStringLiteral("faithfulness__verdicts"),
            {{QStringLiteral("claims"),
              QJsonArray{QStringLiteral("Returns take 60 days."), QStringLiteral("Deposits are $1,200.")}},
             {QStringLiteral("truths"), QJsonArray::fromStringList(m_policy)}}};
        const JudgeReply first = OfflineAnswers::answer(call);
        QVERIFY(first.ok);
        QCOMPARE(first.promptTokens, 0);
        QCOMPARE(OfflineAnswers::answer(call).content.toUtf8(), first.content.toUtf8());
    }

    void judgeAnswersOnCallingThread()
    {
        OfflineJudge judge;
        QCOMPARE(judge.label(), QStringLiteral("Offline (lexical)"));
        QVERIFY(judge.cacheIdentity().isEmpty());
        JudgeQuery query;
        query.call = {QStringLiteral("faithfulness__claims"),
                      {{QStringLiteral("text"), QStringLiteral("Returns take 30 days.")}}};
        query.kind = AnswerKind::Claims;
        const QJsonObject body = QJsonDocument::fromJson(judge.requestBody(query)).object();
        QCOMPARE(body.value(QLatin1String("step")).toString(), query.call.step);
        QCOMPARE(body.value(QLatin1String("vars")).toObject(), query.call.vars);

        QThread *answeredOn = nullptr;
        JudgeReply received;
        judge.send(query, [&](const JudgeReply &reply) {
            answeredOn = QThread::currentThread();
            received = reply;
        });
        QVERIFY(!answeredOn); // never answered inside send()
        QTRY_VERIFY(answeredOn);
        QCOMPARE(answeredOn, QThread::currentThread());
        QVERIFY(received.ok);
        QCOMPARE(received.content, OfflineAnswers::answer(query.call).content);
    }

    void cancelDropsPendingAnswers()
    {
        OfflineJudge judge;
        JudgeQuery query;
        query.call = {QStringLiteral("faithfulness__truths"),
                      {{QStringLiteral("context"), QStringLiteral("One fact. Two facts.")}}};
        int dropped = 0;
        for (int i = 0; i < 20; ++i)
            judge.send(query, [&](const JudgeReply &) { ++dropped; });
        judge.cancelAll();
        bool after = false;
        judge.send(query, [&](const JudgeReply &) { after = true; });
        QTRY_VERIFY(after);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(dropped, 0);
    }

    void embedderVectors()
    {
        const QString court = QStringLiteral("The court orders spousal support after a divorce.");
        const QList<double> a = LexicalVectoriser::vector(court);
        QCOMPARE(a.size(), LexicalVectoriser::dimension);
        QVERIFY(std::abs(cosine(a, a) - 1.0) < 1e-9);
        QCOMPARE(LexicalVectoriser::vector(court), a);
        const QList<double> related =
            LexicalVectoriser::vector(QStringLiteral("Courts may order support payments to a divorced spouse."));
        const QList<double> unrelated =
            LexicalVectoriser::vector(QStringLiteral("Penguins huddle during Antarctic winters."));
        QVERIFY(cosine(a, related) > cosine(a, unrelated) + 0.1);
        const QList<double> empty = LexicalVectoriser::vector(QStringLiteral(" ... "));
        QVERIFY(std::all_of(empty.begin(), empty.end(), [](double x) { return x == 0; }));
    }

    void embedderBatches()
    {
        OfflineEmbedder embedder;
        QCOMPARE(embedder.label(), QStringLiteral("Offline (lexical)"));
        QVERIFY(!embedder.cacheIdentity().isEmpty());
        const QString text = QStringLiteral("Returns take 30 days.");
        QList<EmbedReply> replies;
        embedder.embed({text}, [&](const EmbedReply &r) { replies.append(r); });
        embedder.embed({QStringLiteral("Something else entirely."), text},
                       [&](const EmbedReply &r) { replies.append(r); });
        QTRY_COMPARE(replies.size(), 2);
        for (const EmbedReply &r : std::as_const(replies))
            QVERIFY(r.ok);
        const EmbedReply &single = replies[0].vectors.size() == 1 ? replies[0] : replies[1];
        const EmbedReply &pair = replies[0].vectors.size() == 2 ? replies[0] : replies[1];
        QCOMPARE(pair.vectors.size(), 2);
        QCOMPARE(pair.vectors[1], single.vectors[0]);
    }

    void embedderTextIsCapped()
    {
        OfflineEmbedder embedder;
        const QString half(OfflineAnswers::MaxStepChars / 2 + 1, QLatin1Char('a'));
        QList<EmbedReply> replies;
        embedder.embed({half, half}, [&](const EmbedReply &r) { replies.append(r); });
        QTRY_COMPARE(replies.size(), 1);
        QVERIFY(!replies[0].ok);
        QVERIFY(replies[0].vectors.isEmpty());
        QVERIFY2(replies[0].error.contains(QLocale().toString(OfflineAnswers::MaxStepChars)),
                 qPrintable(replies[0].error));
    }

    void mtragSlice()
    {
        QString error;
        const QList<MtragCase> all = MtragCases::load(MtragCases::defaultPath(), &error);
        if (all.isEmpty())
            QSKIP(qPrintable(QStringLiteral("MTRAG data not available: ") + error));
        QList<double> scores;
        QList<bool> faithful;
        for (const MtragCase &c : all.mid(0, 60)) {
            const QJsonArray truths = c.passages.isEmpty()
                ? QJsonArray()
                : askOffline(QStringLiteral("faithfulness__truths"),
                             {{QStringLiteral("context"), c.passages.join(QStringLiteral("\n\n"))}})
                      .value(QLatin1String("truths"))
                      .toArray();
            const QJsonArray claims =
                askOffline(QStringLiteral("faithfulness__claims"), {{QStringLiteral("text"), c.answer}})
                    .value(QLatin1String("claims"))
                    .toArray();
            const QJsonArray verdicts = claims.isEmpty()
                ? QJsonArray()
                : askOffline(QStringLiteral("faithfulness__verdicts"),
                             {{QStringLiteral("claims"), claims}, {QStringLiteral("truths"), truths}})
                      .value(QLatin1String("verdicts"))
                      .toArray();
            QCOMPARE(verdicts.size(), claims.size());
            int notNo = 0;
            for (const QJsonValue &v : verdicts)
                notNo += v.toObject().value(QLatin1String("verdict")).toString() != QLatin1String("no");
            scores.append(verdicts.isEmpty() ? 1.0 : double(notNo) / double(verdicts.size()));
            faithful.append(c.faithful);
        }
        const double auc = rocAuc(scores, faithful);
        qInfo("Faithfulness ROC-AUC on the first 60 MTRAG cases: %.4f", auc);
        // 0.84 when measured; a judge that says "yes" (or "no") to everything scores 0.5.
        QVERIFY2(auc >= 0.8, qPrintable(QString::number(auc)));
    }
};

QTEST_GUILESS_MAIN(TestOfflineJudge)
#include "tst_offlinejudge.moc"
