#include "metrics/registry.h"
#include "model/rescoring.h"
#include "support/offlinerun.h"

#include <QtTest>

using namespace claimscope;

namespace {

QJsonObject resolved(const QString &metricId, const QJsonObject &overrides = {})
{
    return MetricRegistry::resolve(*MetricRegistry::find(metricId), overrides).values;
}

TestCase singleTurn(const QString &input, const QString &output, const QStringList &documents)
{
    TestCase testCase;
    testCase.name = QStringLiteral("built");
    testCase.input = input;
    testCase.actualOutput = output;
    for (const QString &document : documents)
        testCase.retrievalContext.append(ContextItem::fromText(document));
    return testCase;
}

} // namespace

// The local re-scoring rule (METRICS.md §0.3, §7) on results of the real engine.
class TestRescoring : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultParamsReproduceEveryResult();
    void thresholdDecidesSuccessWithTolerance();
    void strictModeOnZeroesEachTurnWindow();
    void strictModeOnKeepsAPerfectScore();
    void strictModeOffNeedsARunOnlyWhenSomethingWasZeroed();
    void trustLabelsFollowTheirThresholds();
    void trustScoreDecidesOnTheRawSum();
    void labelOverridesAreKept();
    void errorsOnlyTakeTheThreshold();
    void labelsExistOnlyForTrustifai();

private:
    QList<TestCase> m_hotel;
    QList<TestCase> m_support;
    OfflineRun m_hotelRun;
    OfflineRun m_supportRun;
};

void TestRescoring::initTestCase()
{
    m_hotel = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    m_support = OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_hotelRun = OfflineRunner::run(m_hotel);
    m_supportRun = OfflineRunner::run(m_support);
    QCOMPARE(m_hotelRun.results.size(), 9);
    QVERIFY(m_supportRun.results.size() >= 20);
}

void TestRescoring::defaultParamsReproduceEveryResult()
{
    for (const MetricResult &result : m_hotelRun.results + m_supportRun.results) {
        const Rescored rescored = rescoreResult(result, resolved(result.metricId));
        QVERIFY2(rescored.exact, qPrintable(result.metricId));
        QVERIFY2(rescored.result == result, qPrintable(result.metricId + QLatin1Char(' ') + result.label));
    }
}

void TestRescoring::thresholdDecidesSuccessWithTolerance()
{
    // turn_faithfulness on the hotel conversation scores 0.6070…
    const MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("turn_faithfulness"));
    QVERIFY(result.success);
    const double score = *result.score;
    QVERIFY(score > 0.6 && score < 0.61);

    Rescored higher = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), 0.65}}));
    QCOMPARE(higher.result.threshold, 0.65);
    QVERIFY(!higher.result.success);
    QCOMPARE(*higher.result.score, score);
    QCOMPARE(higher.result.windows, result.windows);

    QJsonObject atScore = resolved(result.metricId);
    atScore.insert(QStringLiteral("threshold"), score + 1e-13);
    QVERIFY(rescoreResult(result, atScore).result.success);
}

void TestRescoring::strictModeOnZeroesEachTurnWindow()
{
    const MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("turn_faithfulness"));
    QCOMPARE(result.windows.size(), 4);
    const Rescored strict = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
    QVERIFY(strict.exact);
    QVERIFY(strict.result.strictMode);
    QCOMPARE(strict.result.threshold, 1.0);
    QCOMPARE(*strict.result.score, 0.0);
    QVERIFY(!strict.result.success);
    for (const BreakdownWindow &window : strict.result.windows)
        QCOMPARE(*window.score, 0.0);

    // turn_relevancy applies strict mode to the final score only (windows stay 0 and 1).
    const MetricResult relevancy = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("turn_relevancy"));
    QCOMPARE(*relevancy.score, 0.5);
    const Rescored strictRelevancy
        = rescoreResult(relevancy, resolved(relevancy.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(*strictRelevancy.result.score, 0.0);
    QCOMPARE(strictRelevancy.result.windows, relevancy.windows);
}

void TestRescoring::strictModeOnKeepsAPerfectScore()
{
    const int invoice = 0;  // "Invoice in a foreign currency": conversation_relevance 1
    const MetricResult result = OfflineRunner::find(m_supportRun.results, invoice, QStringLiteral("conversation_relevance"));
    QCOMPARE(*result.score, 1.0);
    const Rescored strict = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(*strict.result.score, 1.0);
    QVERIFY(strict.result.success);
}

void TestRescoring::strictModeOffNeedsARunOnlyWhenSomethingWasZeroed()
{
    const QJsonObject strictParams{{QStringLiteral("strict_mode"), true}};
    const OfflineRun strictRun = OfflineRunner::run(
        m_hotel, {{QStringLiteral("turn_faithfulness"), true, strictParams},
                  {QStringLiteral("turn_relevancy"), true, strictParams}});
    const MetricResult faithfulness = OfflineRunner::find(strictRun.results, 0, QStringLiteral("turn_faithfulness"));
    QVERIFY(faithfulness.strictMode);
    QCOMPARE(*faithfulness.score, 0.0);
    const Rescored relaxed = rescoreResult(faithfulness, resolved(faithfulness.metricId));
    QVERIFY(!relaxed.exact);
    QVERIFY(!relaxed.result.strictMode);
    QCOMPARE(relaxed.result.threshold, 0.5);

    MetricResult perfect = faithfulness;
    perfect.score = 1.0;
    for (BreakdownWindow &window : perfect.windows)
        window.score = 1.0;
    const Rescored relaxedPerfect = rescoreResult(perfect, resolved(perfect.metricId));
    QVERIFY(relaxedPerfect.exact);
    QVERIFY(relaxedPerfect.result.success);
}

void TestRescoring::trustLabelsFollowTheirThresholds()
{
    // evidence_coverage on the hotel conversation: raw 0.7083 → Partial Grounding.
    const MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("evidence_coverage"));
    QCOMPARE(result.label, QStringLiteral("Partial Grounding"));
    const double raw = result.details.value(QStringLiteral("raw_score")).toDouble();
    QVERIFY(raw > 0.70 && raw < 0.71);

    const Rescored low = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("label_mid"), 0.75}}));
    QCOMPARE(low.result.label, QStringLiteral("Likely Hallucinated Answer"));
    QVERIFY(low.result.success);    // the pass/fail threshold is its own param (still 0.6)

    const Rescored high = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("label_high"), 0.7}}));
    QCOMPARE(high.result.label, QStringLiteral("Strong Grounding"));

    const Rescored failing = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), 0.71}}));
    QVERIFY(!failing.result.success);
    QCOMPARE(failing.result.label, QStringLiteral("Partial Grounding"));
}

void TestRescoring::trustScoreDecidesOnTheRawSum()
{
    // trust_score on the hotel conversation: raw 0.53425, shown rounded as 0.53.
    const MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("trust_score"));
    QCOMPARE(*result.score, 0.53);
    const double raw = result.details.value(QStringLiteral("raw_score")).toDouble();
    QVERIFY(qAbs(raw - 0.53425) < 1e-9);

    QVERIFY(rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), 0.534}})).result.success);
    QVERIFY(!rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), 0.535}})).result.success);

    const Rescored label = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("label_mid"), 0.5}}));
    QCOMPARE(label.result.label, QStringLiteral("ACCEPTABLE (WITH CAUTION)"));

    const Rescored strict = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(*strict.result.score, 0.0);
    QCOMPARE(strict.result.label, QStringLiteral("UNRELIABLE"));    // labels read the raw mean
    QVERIFY(!strict.result.success);

    // Back to non-strict: TrustifAI keeps its raw score, so this is exact.
    const Rescored back = rescoreResult(strict.result, resolved(result.metricId));
    QVERIFY(back.exact);
    QCOMPARE(back.result, result);
}

void TestRescoring::labelOverridesAreKept()
{
    // "Cancelling an annual plan": one source, justified → "Acceptable" at 0.8.
    const int cancelling = 1;
    const MetricResult diversity = OfflineRunner::find(m_supportRun.results, cancelling, QStringLiteral("source_diversity"));
    QCOMPARE(diversity.label, QStringLiteral("Acceptable"));
    const Rescored acceptable = rescoreResult(
        diversity, resolved(diversity.metricId, {{QStringLiteral("label_high"), 0.5}, {QStringLiteral("threshold"), 0.9}}));
    QCOMPARE(acceptable.result.label, QStringLiteral("Acceptable"));
    QVERIFY(!acceptable.result.success);

    // A document without any sentence → "Empty Context".
    const OfflineRun empty = OfflineRunner::run(
        {singleTurn(QStringLiteral("What is the refund window?"), QStringLiteral("It is thirty days."), {QStringLiteral("   ")})},
        {{QStringLiteral("semantic_drift"), true, {}}});
    const MetricResult drift = OfflineRunner::find(empty.results, 0, QStringLiteral("semantic_drift"));
    QCOMPARE(drift.label, QStringLiteral("Empty Context"));
    const Rescored kept = rescoreResult(drift, resolved(drift.metricId, {{QStringLiteral("label_mid"), 0.0},
                                                                         {QStringLiteral("threshold"), 0.0}}));
    QCOMPARE(kept.result.label, QStringLiteral("Empty Context"));
    QVERIFY(kept.result.success);
}

void TestRescoring::errorsOnlyTakeTheThreshold()
{
    // The offline judge cannot write samples: epistemic_consistency errors on the hotel case.
    const MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("epistemic_consistency"));
    QVERIFY(result.hasError());
    const Rescored rescored = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), 0.1}}));
    QCOMPARE(rescored.result.threshold, 0.1);
    QVERIFY(!rescored.result.success);
    QVERIFY(!rescored.result.score);
    QVERIFY(rescored.result.label.isEmpty());
}

void TestRescoring::labelsExistOnlyForTrustifai()
{
    QVERIFY(!trustLabels(QStringLiteral("faithfulness")));
    QCOMPARE(trustLabels(QStringLiteral("semantic_drift"))->high, QStringLiteral("Strong Alignment"));
    QCOMPARE(trustLabels(QStringLiteral("source_diversity"))->low, QStringLiteral("Low Trust"));
}

QTEST_GUILESS_MAIN(TestRescoring)
#include "tst_rescoring.moc"
