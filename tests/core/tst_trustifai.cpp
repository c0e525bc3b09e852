// TrustifAI metrics (METRICS.md §7): source ids, rounding, labels, weights, and each metric's
// edge cases through the real engine against a loopback judge.
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include "metrics/trustifai/sourcediversity.h"
#include "metrics/trustifai/trustunits.h"
#include "model/resultjson.h"
#include "results/resultsmodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace claimscope;

namespace {

ContextItem object(const QJsonObject &fields)
{
    return {fields.value(QStringLiteral("text")).toString(), fields, true};
}

TestCase singleTurn(const QList<ContextItem> &documents,
                    const QString &answer = QStringLiteral("The pool opens at eight."))
{
    TestCase testCase;
    testCase.input = QStringLiteral("When does the pool open?");
    testCase.actualOutput = answer;
    testCase.retrievalContext = documents;
    return testCase;
}

QJsonObject spans(const QList<QPair<QJsonValue, QString>> &entries)
{
    QJsonArray list;
    for (int i = 0; i < entries.size(); ++i)
        list.append(QJsonObject{{QStringLiteral("index"), i},
                                {QStringLiteral("supported"), entries[i].first},
                                {QStringLiteral("reason"), entries[i].second}});
    return {{QStringLiteral("spans"), list}};
}

// Embeddings: the text's length parity picks one of two orthogonal directions.
FakeJudgeServer::Handler judge(const QJsonObject &spanAnswer, const QString &sample = QStringLiteral("a sample"))
{
    return [=](const FakeJudgeServer::Request &request) {
        if (request.path.endsWith("/embeddings")) {
            QList<QList<double>> vectors;
            for (const QString &input : request.inputs())
                vectors.append(input.contains(QStringLiteral("pool")) ? QList<double>{1, 0} : QList<double>{0, 1});
            return FakeJudgeServer::embeddingReply(vectors);
        }
        if (request.step == QLatin1String("evidence_coverage__spans"))
            return FakeJudgeServer::chatReply(spanAnswer);
        return FakeJudgeServer::chatReply(sample);
    };
}

} // namespace

class TestTrustifai : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void sourceIdKeyOrder_data();
    void sourceIdKeyOrder();
    void roundingTiesToEven();
    void labelBoundaries_data();
    void labelBoundaries();
    void cosineOfZeroVectorIsZero();
    void evidenceCoverageReadsSupportedLikeTrustifai();
    void semanticDriftWithoutSentencesIsEmptyContext();
    void epistemicConsistencyWithoutSamples();
    void epistemicConsistencyDrawsReproducibly();
    void singleJustifiedSourceIsAcceptable();
    void trustScoreRenormalisesWeights();
    void trustScoreSkipsConsistencyWithoutAGenerator();
    void trustScoreWithAFailedComponentIsPartial();
    void conversationUnitsWithoutDocumentsAreSkipped();
    void noDocumentsIsAnInputError();
};

void TestTrustifai::init()
{
    failOnQtWarnings();
}

void TestTrustifai::sourceIdKeyOrder_data()
{
    QTest::addColumn<QJsonObject>("fields");
    QTest::addColumn<QString>("id");
    QTest::newRow("metadata source_id beats item url")
        << QJsonObject{{QStringLiteral("text"), QStringLiteral("t")},
                       {QStringLiteral("url"), QStringLiteral("u")},
                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("source_id"), QStringLiteral("s")}}}}
        << QStringLiteral("source_id:s");
    QTest::newRow("item before metadata for the same key")
        << QJsonObject{{QStringLiteral("text"), QStringLiteral("t")},
                       {QStringLiteral("uri"), QStringLiteral("item")},
                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("uri"), QStringLiteral("meta")}}}}
        << QStringLiteral("uri:item");
    QTest::newRow("empty value is skipped") << QJsonObject{{QStringLiteral("text"), QStringLiteral("t")},
                                                           {QStringLiteral("source_id"), QStringLiteral("")},
                                                           {QStringLiteral("id"), 7}}
                                            << QStringLiteral("id:7");
    QTest::newRow("boolean as JSON text")
        << QJsonObject{{QStringLiteral("text"), QStringLiteral("t")}, {QStringLiteral("doc_id"), true}}
        << QStringLiteral("doc_id:true");
    QTest::newRow("no id: content hash")
        << QJsonObject{{QStringLiteral("text"), QStringLiteral("abc")}}
        << QStringLiteral("content_hash:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

void TestTrustifai::sourceIdKeyOrder()
{
    QFETCH(QJsonObject, fields);
    QFETCH(QString, id);
    QCOMPARE(SourceDiversity::sourceId(object(fields)), id);
}

void TestTrustifai::roundingTiesToEven()
{
    QCOMPARE(TrustUnits::round2(0.125), 0.12); // exactly representable: tie → even
    QCOMPARE(TrustUnits::round2(0.435), 0.43); // the double lies just below 0.435
    QCOMPARE(TrustUnits::round2(0.675), 0.68); // the double lies just above 0.675
    QCOMPARE(TrustUnits::round2(0.472), 0.47);
}

void TestTrustifai::labelBoundaries_data()
{
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("mid");
    QTest::addColumn<double>("score");
    QTest::addColumn<QString>("label");
    QTest::newRow("at high") << 0.85 << 0.60 << 0.85 << "H";
    QTest::newRow("just below high") << 0.85 << 0.60 << 0.8499999 << "M";
    QTest::newRow("at mid") << 0.85 << 0.60 << 0.60 << "M";
    QTest::newRow("below mid") << 0.85 << 0.60 << 0.5999 << "L";
    QTest::newRow("trust at 0.80") << 0.80 << 0.60 << 0.80 << "H";
}

void TestTrustifai::labelBoundaries()
{
    QFETCH(double, high);
    QFETCH(double, mid);
    QFETCH(double, score);
    QFETCH(QString, label);
    const QJsonObject params{{QStringLiteral("label_high"), high}, {QStringLiteral("label_mid"), mid}};
    QCOMPARE(TrustUnits::label(score, params, {QStringLiteral("H"), QStringLiteral("M"), QStringLiteral("L")}), label);
}

void TestTrustifai::cosineOfZeroVectorIsZero()
{
    QCOMPARE(TrustUnits::cosine({0, 0}, {1, 2}), 0.0);
    QCOMPARE(TrustUnits::cosine({1, 0}, {2, 0}), 1.0);
}

void TestTrustifai::evidenceCoverageReadsSupportedLikeTrustifai()
{
    FakeJudgeServer server;
    server.setHandler(judge(spans({{true, QStringLiteral("backed")},
                                   {QStringLiteral(" YES "), QStringLiteral("backed")},
                                   {1, QStringLiteral("backed")},
                                   {true, QStringLiteral("Not supported by the documents")},
                                   {QStringLiteral("maybe"), QStringLiteral("?")}})));
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {singleTurn({ContextItem::fromText(QStringLiteral("The pool opens at eight."))})},
                            {{QStringLiteral("evidence_coverage"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("evidence_coverage"));
    QVERIFY2(!result->hasError(), qPrintable(result->error));
    QCOMPARE(*result->score, 0.6);
    QCOMPARE(result->label, QStringLiteral("Partial Grounding"));
    QCOMPARE(result->details.value(QStringLiteral("unsupported_sentences")).toArray().size(), 2);
}

void TestTrustifai::semanticDriftWithoutSentencesIsEmptyContext()
{
    FakeJudgeServer server;
    server.setHandler(judge({}));
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {singleTurn({ContextItem::fromText(QStringLiteral("   "))})},
                                        {{QStringLiteral("semantic_drift"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("semantic_drift"));
    QCOMPARE(*result->score, 0.0);
    QCOMPARE(result->label, QStringLiteral("Empty Context"));
    QCOMPARE(server.requestCount(), 0);
}

void TestTrustifai::epistemicConsistencyWithoutSamples()
{
    FakeJudgeServer server;
    server.setHandler(judge({}));
    RunHarness harness;
    TestCase withBlankSamples = singleTurn({ContextItem::fromText(QStringLiteral("doc"))});
    withBlankSamples.samples = {QStringLiteral(" "), QString()};
    auto outcome = harness.run(
        RunHarness::request(server, {withBlankSamples, singleTurn({ContextItem::fromText(QStringLiteral("doc"))})},
                            {{QStringLiteral("epistemic_consistency"), true, {{QStringLiteral("k_samples"), 0}}}}));
    QCOMPARE(*outcome.result(QStringLiteral("epistemic_consistency"), 0)->score, 0.0); // no valid sample
    QCOMPARE(outcome.result(QStringLiteral("epistemic_consistency"), 0)->label, QStringLiteral("Unreliable"));
    QCOMPARE(*outcome.result(QStringLiteral("epistemic_consistency"), 1)->score, 1.0); // k = 0: assumed stable
    QCOMPARE(outcome.result(QStringLiteral("epistemic_consistency"), 1)->label, QStringLiteral("Stable Consistency"));
    QCOMPARE(server.requestCount(), 0);
    outcome = harness.run(
        RunHarness::request(server, {withBlankSamples},
                            {{QStringLiteral("epistemic_consistency"), true, {{QStringLiteral("k_samples"), -1}}}}));
    QCOMPARE(outcome.result(QStringLiteral("epistemic_consistency"))->errorKind, MetricResult::ErrorKind::Input);
}

void TestTrustifai::epistemicConsistencyDrawsReproducibly()
{
    FakeJudgeServer server;
    server.setHandler(judge({}, QStringLiteral("the pool opens at eight")));
    RunHarness harness;
    const QList<MetricSelection> metric{{QStringLiteral("epistemic_consistency"),
                                         true,
                                         {{QStringLiteral("k_samples"), 5}, {QStringLiteral("seed"), 42}}}};
    const TestCase testCase = singleTurn({ContextItem::fromText(QStringLiteral("doc"))});
    const auto first = harness.run(RunHarness::request(server, {testCase}, metric));
    QList<double> temperatures;
    QList<int> indices;
    for (const auto &request : server.requestsForStep(QStringLiteral("epistemic_consistency__sample"))) {
        temperatures.append(request.json.value(QStringLiteral("temperature")).toDouble());
        QVERIFY(!request.json.contains(QStringLiteral("response_format")));
    }
    QCOMPARE(temperatures.size(), 5);
    server.clearRecords();
    harness.run(RunHarness::request(server, {testCase}, metric));
    QList<double> again;
    for (const auto &request : server.requestsForStep(QStringLiteral("epistemic_consistency__sample")))
        again.append(request.json.value(QStringLiteral("temperature")).toDouble());
    std::sort(temperatures.begin(), temperatures.end());
    std::sort(again.begin(), again.end());
    QCOMPARE(again, temperatures);
    QCOMPARE(*first.result(QStringLiteral("epistemic_consistency"))->score, 1.0);
}

void TestTrustifai::singleJustifiedSourceIsAcceptable()
{
    FakeJudgeServer server;
    server.setHandler(judge({}));
    RunHarness harness;
    const QJsonObject a{{QStringLiteral("text"), QStringLiteral("The pool opens at eight.")},
                        {QStringLiteral("source"), QStringLiteral("guide")}};
    const QJsonObject b{{QStringLiteral("text"), QStringLiteral("Trams run every ten minutes.")},
                        {QStringLiteral("source"), QStringLiteral("guide")}};
    const auto outcome = harness.run(RunHarness::request(server, {singleTurn({object(a), object(b)})},
                                                         {{QStringLiteral("source_diversity"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("source_diversity"));
    QCOMPARE(*result->score, 0.8);
    QCOMPARE(result->label, QStringLiteral("Acceptable"));
    // Two relevant documents from one source: not justified.
    const QJsonObject c{{QStringLiteral("text"), QStringLiteral("The pool is heated.")},
                        {QStringLiteral("source"), QStringLiteral("guide")}};
    const auto twoRelevant = harness.run(RunHarness::request(server, {singleTurn({object(a), object(c)})},
                                                             {{QStringLiteral("source_diversity"), true, {}}}));
    const double expected = 0.6 * 1 / 2 + 0.4 * (1 - std::exp(-0.5));
    QCOMPARE(*twoRelevant.result(QStringLiteral("source_diversity"))->score, expected);
}

void TestTrustifai::trustScoreRenormalisesWeights()
{
    FakeJudgeServer server;
    server.setHandler(judge(spans({{true, QStringLiteral("ok")}, {false, QStringLiteral("missing")}})));
    RunHarness harness;
    const TestCase testCase = singleTurn({ContextItem::fromText(QStringLiteral("The pool opens at eight. Fine."))},
                                         QStringLiteral("The pool opens at eight. It is warm."));
    RunRequest request = RunHarness::request(
        server, {testCase},
        {{QStringLiteral("trust_score"),
          true,
          {{QStringLiteral("weights"),
            QJsonObject{{QStringLiteral("epistemic_consistency"), 0}, {QStringLiteral("semantic_drift"), 0}}}}}});
    const auto outcome = harness.run(request);
    const MetricResult *result = outcome.result(QStringLiteral("trust_score"));
    QVERIFY2(!result->hasError(), qPrintable(result->error));
    // evidence 0.5 and diversity 0.8 with weights 0.4 : 0.1 → 0.8·0.5 + 0.2·0.8 = 0.56.
    QCOMPARE(*result->score, 0.56);
    QCOMPARE(server.requestsForStep(QStringLiteral("epistemic_consistency__sample")).size(), 0);
    const QJsonObject components = result->details.value(QStringLiteral("components")).toObject();
    QCOMPARE(components.keys(), (QStringList{QStringLiteral("evidence_coverage"), QStringLiteral("source_diversity")}));
}

void TestTrustifai::trustScoreSkipsConsistencyWithoutAGenerator()
{
    // The offline judge cannot write samples and the test case carries none: Epistemic
    // Consistency cannot apply, so it is left out like a disabled component, not failed.
    RunHarness harness;
    RunRequest request =
        RunHarness::offlineRequest({singleTurn({ContextItem::fromText(QStringLiteral("The pool opens at eight."))})},
                                   {{QStringLiteral("trust_score"), true, {}}});
    const auto outcome = harness.run(request);
    const MetricResult *result = outcome.result(QStringLiteral("trust_score"));
    QVERIFY2(!result->hasError(), qPrintable(result->error));
    QVERIFY2(result->warning.isEmpty(), qPrintable(result->warning));
    QCOMPARE(result->details.value(QStringLiteral("failed_components")).toArray(), QJsonArray());
    const QJsonObject skipped = result->details.value(QStringLiteral("skipped_components")).toObject();
    QVERIFY2(skipped.value(QStringLiteral("epistemic_consistency")).toString().contains(QStringLiteral("samples")),
             QJsonDocument(skipped).toJson().constData());
    const QJsonObject weights = result->details.value(QStringLiteral("weights")).toObject();
    QCOMPARE(weights.keys(),
             (QStringList{QStringLiteral("evidence_coverage"), QStringLiteral("semantic_drift"),
                          QStringLiteral("source_diversity")}));
    QVERIFY(std::abs(weights.value(QStringLiteral("evidence_coverage")).toDouble() - 0.5) < 1e-12);
    const QJsonObject components = result->details.value(QStringLiteral("components")).toObject();
    double expected = 0;
    for (auto it = weights.begin(); it != weights.end(); ++it)
        expected += it.value().toDouble() * components.value(it.key()).toDouble();
    QVERIFY(std::abs(result->details.value(QStringLiteral("raw_score")).toDouble() - expected) < 1e-9);
    QCOMPARE(resultStatus(*result), result->success ? ResultsModel::Status::Pass : ResultsModel::Status::Fail);
}

void TestTrustifai::trustScoreWithAFailedComponentIsPartial()
{
    // The judge refuses the evidence step: the component counts 0 with its full weight
    // (METRICS.md §7.5), and the result says it is partial and why.
    FakeJudgeServer server;
    const FakeJudgeServer::Handler answers = judge(spans({{true, QStringLiteral("ok")}}));
    server.setHandler([&](const FakeJudgeServer::Request &request) {
        if (request.step == QLatin1String("evidence_coverage__spans"))
            return FakeJudgeServer::errorReply(400, QStringLiteral("context length exceeded"));
        return answers(request);
    });
    RunHarness harness;
    const auto outcome = harness.run(
        RunHarness::request(server, {singleTurn({ContextItem::fromText(QStringLiteral("The pool opens at eight."))})},
                            {{QStringLiteral("trust_score"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("trust_score"));
    QVERIFY2(!result->hasError(), qPrintable(result->error));
    QVERIFY(result->score.has_value());
    QCOMPARE(result->details.value(QStringLiteral("failed_components")).toArray(),
             QJsonArray{QStringLiteral("evidence_coverage")});
    QVERIFY2(result->warning.contains(QStringLiteral("evidence_coverage"))
                 && result->warning.contains(QStringLiteral("context length exceeded")),
             qPrintable(result->warning));
    QVERIFY(result->details.value(QStringLiteral("component_errors"))
                .toObject()
                .value(QStringLiteral("evidence_coverage"))
                .toString()
                .contains(QStringLiteral("context length exceeded")));
    QCOMPARE(resultStatus(*result), ResultsModel::Status::Partial);
    QVERIFY(!result->success);
    const QJsonObject exported = resultToJson(*result);
    QVERIFY(exported.value(QStringLiteral("warning")).toString().contains(QStringLiteral("evidence_coverage")));
    QCOMPARE(summaryToJson({*result}).value(QStringLiteral("partial")).toInt(), 1);
}

void TestTrustifai::conversationUnitsWithoutDocumentsAreSkipped()
{
    FakeJudgeServer server;
    server.setHandler(judge(spans({{true, QStringLiteral("ok")}})));
    TestCase conversation;
    conversation.kind = TestCase::Kind::Conversational;
    conversation.turns = {
        {Role::User, QStringLiteral("Pool?"), {}, {}},
        {Role::Assistant, QStringLiteral("At eight."), {ContextItem::fromText(QStringLiteral("Pool at eight."))}, {}},
        {Role::User, QStringLiteral("Thanks"), {}, {}},
        {Role::Assistant, QStringLiteral("You're welcome."), {}, {}}};
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {conversation}, {{QStringLiteral("evidence_coverage"), true, {}}}));
    const MetricResult *result = outcome.result(QStringLiteral("evidence_coverage"));
    QCOMPARE(result->windows.size(), 2);
    QVERIFY(!result->windows[0].skipped);
    QVERIFY(result->windows[1].skipped);
    QCOMPARE(*result->score, 1.0);
    QCOMPARE(server.requestsForStep(QStringLiteral("evidence_coverage__spans")).size(), 1);
}

void TestTrustifai::noDocumentsIsAnInputError()
{
    FakeJudgeServer server;
    RunHarness harness;
    const auto outcome =
        harness.run(RunHarness::request(server, {singleTurn({})}, {{QStringLiteral("trust_score"), true, {}}}));
    QCOMPARE(outcome.result(QStringLiteral("trust_score"))->errorKind, MetricResult::ErrorKind::Input);
    QCOMPARE(server.requestCount(), 0);
}

QTEST_GUILESS_MAIN(TestTrustifai)
#include "tst_trustifai.moc"
