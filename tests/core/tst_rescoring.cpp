#include "metrics/registry.h"
#include "results/rescoring.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

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

bool perWindow(const QString &metricId)
{
    return metricId == QLatin1String("turn_faithfulness") || metricId == QLatin1String("turn_contextual_relevancy");
}

double strictScore(double score)
{
    return score < 1.0 - 1e-12 ? 0.0 : score;
}

bool hasWindowBelowOne(const MetricResult &result)
{
    return std::any_of(result.windows.begin(), result.windows.end(), [](const BreakdownWindow &window) {
        return !window.skipped && window.score && *window.score < 1.0 - 1e-12;
    });
}

// What decides success: the raw score of a TrustifAI metric (trust_score reports it rounded),
// the score of any other.
double decidingScore(const MetricResult &result)
{
    return result.details.value(QStringLiteral("raw_score")).toDouble(result.score.value_or(0));
}

// The hotel conversation's Dogs document, for a scripted relevance judge to call irrelevant.
const QString DogsDocument = QStringLiteral("Dogs weighing up to 15 kg");

} // namespace

// The local re-scoring rule (METRICS.md §0.3, §7) on results of the real engine. Expectations
// are worked out from each result's own scores; where a test needs a particular score (below 1,
// exactly 1, an error) it makes one: the hotel case without samples for a judge error (and a
// trust score of at most 0.8), a scripted loopback judge for relevancy verdicts.
class TestRescoring : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void defaultParamsReproduceEveryResult();
    void thresholdDecidesSuccessWithTolerance();
    void strictModeOnZeroesEachTurnWindow();
    void strictModeOnZeroesTurnRelevancyAsAWhole();
    void strictModeOnKeepsAPerfectScore();
    void strictModeOffNeedsARunOnlyWhenSomethingWasZeroed();
    void trustLabelsFollowTheirThresholds();
    void trustScoreDecidesOnTheRawSum();
    void labelOverridesAreKept();
    void errorsOnlyTakeTheThreshold();
    void labelsExistOnlyForTrustifai();

private:
    // turn_relevancy on the hotel conversation with `irrelevant` of its replies judged irrelevant.
    MetricResult scriptedTurnRelevancy(int irrelevant, const QJsonObject &params = {});
    // turn_contextual_relevancy on the hotel conversation, the documents holding `marker` irrelevant.
    MetricResult scriptedContextRelevancy(const QString &marker, const QJsonObject &params = {});
    QList<MetricResult> allResults() const { return m_hotelRun.results + m_supportRun.results; }

    QList<TestCase> m_hotel;
    QList<TestCase> m_support;
    OfflineRun m_hotelRun;
    OfflineRun m_supportRun;
};

void TestRescoring::init()
{
    failOnQtWarnings();
}

MetricResult TestRescoring::scriptedTurnRelevancy(int irrelevant, const QJsonObject &params)
{
    return runScripted(turnRelevancyJudge(irrelevant), m_hotel[0], {QStringLiteral("turn_relevancy"), true, params});
}

MetricResult TestRescoring::scriptedContextRelevancy(const QString &marker, const QJsonObject &params)
{
    return runScripted(contextRelevanceJudge(marker), m_hotel[0],
                       {QStringLiteral("turn_contextual_relevancy"), true, params});
}

void TestRescoring::initTestCase()
{
    // Without its samples the hotel case's Epistemic Consistency is a judge error (the offline
    // judge writes no samples): the rule must hold for errors too.
    m_hotel = OfflineRunner::withoutSamples(OfflineRunner::example(QStringLiteral("hotel-concierge.json")));
    m_support = OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_hotelRun = OfflineRunner::run(m_hotel);
    m_supportRun = OfflineRunner::run(m_support);
    QCOMPARE(m_hotelRun.results.size(), 9);
    QVERIFY(m_supportRun.results.size() >= 20);
    QVERIFY(OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("epistemic_consistency")).isSkipped());
}

void TestRescoring::defaultParamsReproduceEveryResult()
{
    for (const MetricResult &result : allResults()) {
        const Rescored rescored = rescoreResult(result, resolved(result.metricId));
        QVERIFY2(rescored.exact, qPrintable(result.metricId));
        QVERIFY2(rescored.result == result, qPrintable(result.metricId + QLatin1Char(' ') + result.label));
    }
}

void TestRescoring::thresholdDecidesSuccessWithTolerance()
{
    // A result scored strictly between 0 and 1, so that thresholds on both sides of it exist.
    // There is one: the hotel trust score, with a failed component, is at most 0.8.
    const MetricResult result = OfflineRunner::findIf(allResults(), [](const MetricResult &r) {
        return !r.hasError() && decidingScore(r) > 1e-6 && decidingScore(r) < 1.0 - 1e-6;
    });
    QVERIFY(!result.metricId.isEmpty());
    const double score = decidingScore(result);
    QCOMPARE(result.success, score >= result.threshold);

    const double above = (score + 1.0) / 2;
    const Rescored higher = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), above}}));
    QCOMPARE(higher.result.threshold, above);
    QVERIFY(!higher.result.success);
    QCOMPARE(higher.result.score, result.score);
    QCOMPARE(higher.result.windows, result.windows);

    const Rescored lower = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), score / 2}}));
    QVERIFY(lower.result.success);

    // A threshold a rounding error above the score still passes; a real difference does not.
    QJsonObject atScore = resolved(result.metricId);
    atScore.insert(QStringLiteral("threshold"), score + 1e-13);
    QVERIFY(rescoreResult(result, atScore).result.success);
    atScore.insert(QStringLiteral("threshold"), score + 1e-9);
    QVERIFY(!rescoreResult(result, atScore).result.success);
}

void TestRescoring::strictModeOnZeroesEachTurnWindow()
{
    // Documents judged relevant except the Dogs one (exchange 3): windows 1, 1, below 1, below 1.
    const MetricResult scripted = scriptedContextRelevancy(DogsDocument);
    QVERIFY2(!scripted.hasError(), qPrintable(scripted.error));
    QCOMPARE(scripted.windows.size(), 4);
    QCOMPARE(*scripted.windows[0].score, 1.0);
    QCOMPARE(*scripted.windows[1].score, 1.0);
    QVERIFY(*scripted.windows[2].score < 1.0);
    QVERIFY(*scripted.windows[3].score < 1.0);
    const Rescored strictScripted =
        rescoreResult(scripted, resolved(scripted.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(*strictScripted.result.windows[0].score, 1.0);
    QCOMPARE(*strictScripted.result.windows[2].score, 0.0);
    QCOMPARE(*strictScripted.result.score, 0.5); // each window zeroed, not the mean

    // The same, window by window, for every turn result of the offline runs.
    for (const MetricResult &result : allResults() + QList<MetricResult>{scripted}) {
        if (!perWindow(result.metricId) || result.hasError())
            continue;
        const Rescored strict =
            rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
        QVERIFY(strict.exact);
        QVERIFY(strict.result.strictMode);
        QCOMPARE(strict.result.threshold, 1.0);
        QCOMPARE(strict.result.windows.size(), result.windows.size());
        double sum = 0;
        int scored = 0;
        for (int w = 0; w < result.windows.size(); ++w) {
            const BreakdownWindow &before = result.windows[w];
            const BreakdownWindow &after = strict.result.windows[w];
            QCOMPARE(after.items, before.items);
            if (before.skipped || !before.score) {
                QCOMPARE(after.score, before.score);
                continue;
            }
            QCOMPARE(*after.score, strictScore(*before.score));
            sum += *after.score;
            ++scored;
        }
        QCOMPARE(*strict.result.score, sum / scored);
        QCOMPARE(strict.result.success, !hasWindowBelowOne(result));
    }
}

void TestRescoring::strictModeOnZeroesTurnRelevancyAsAWhole()
{
    // One reply of four judged irrelevant: windows 0, 1, 1, 1 and a score of 0.75.
    const MetricResult relevancy = scriptedTurnRelevancy(1);
    QVERIFY2(!relevancy.hasError(), qPrintable(relevancy.error));
    QCOMPARE(relevancy.windows.size(), 4);
    QCOMPARE(*relevancy.score, 0.75);
    // turn_relevancy applies strict mode to the final score only (windows stay 0 and 1).
    const Rescored strict =
        rescoreResult(relevancy, resolved(relevancy.metricId, {{QStringLiteral("strict_mode"), true}}));
    QVERIFY(strict.exact);
    QCOMPARE(*strict.result.score, 0.0);
    QVERIFY(!strict.result.success);
    QCOMPARE(strict.result.windows, relevancy.windows);
}

void TestRescoring::strictModeOnKeepsAPerfectScore()
{
    // Every reply judged relevant: a score of exactly 1.
    const MetricResult result = scriptedTurnRelevancy(0);
    QVERIFY2(!result.hasError(), qPrintable(result.error));
    QCOMPARE(*result.score, 1.0);
    const Rescored strict = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(*strict.result.score, 1.0);
    QVERIFY(strict.result.success);
    // So does every perfect score of the offline runs.
    for (const MetricResult &perfect : allResults()) {
        if (perfect.hasError() || *perfect.score < 1.0 || !MetricRegistry::find(perfect.metricId)->labels.isEmpty())
            continue;
        const Rescored kept =
            rescoreResult(perfect, resolved(perfect.metricId, {{QStringLiteral("strict_mode"), true}}));
        QCOMPARE(*kept.result.score, 1.0);
        QVERIFY2(kept.result.success, qPrintable(perfect.metricId));
    }
}

void TestRescoring::strictModeOffNeedsARunOnlyWhenSomethingWasZeroed()
{
    const QJsonObject strictParams{{QStringLiteral("strict_mode"), true}};
    // turn_relevancy run in strict mode with one irrelevant reply: 0.75 was zeroed.
    const MetricResult relevancy = scriptedTurnRelevancy(1, strictParams);
    QVERIFY2(!relevancy.hasError(), qPrintable(relevancy.error));
    QVERIFY(relevancy.strictMode);
    QCOMPARE(*relevancy.score, 0.0);
    const Rescored relaxedRelevancy = rescoreResult(relevancy, resolved(relevancy.metricId));
    QVERIFY(!relaxedRelevancy.exact);
    QVERIFY(!relaxedRelevancy.result.strictMode);
    QCOMPARE(relaxedRelevancy.result.threshold, 0.5);

    // A perfect score lost nothing.
    MetricResult perfect = relevancy;
    perfect.score = 1.0;
    for (BreakdownWindow &window : perfect.windows)
        window.score = 1.0;
    const Rescored relaxedPerfect = rescoreResult(perfect, resolved(perfect.metricId));
    QVERIFY(relaxedPerfect.exact);
    QVERIFY(relaxedPerfect.result.success);

    // Per window: with the Dogs document irrelevant, windows 3 and 4 were zeroed; with every
    // document relevant, nothing was.
    const MetricResult zeroed = scriptedContextRelevancy(DogsDocument, strictParams);
    QVERIFY2(!zeroed.hasError(), qPrintable(zeroed.error));
    QCOMPARE(*zeroed.score, 0.5);
    QVERIFY(!rescoreResult(zeroed, resolved(zeroed.metricId)).exact);
    const MetricResult whole = scriptedContextRelevancy(QStringLiteral("no document says this"), strictParams);
    QVERIFY2(!whole.hasError(), qPrintable(whole.error));
    QCOMPARE(*whole.score, 1.0);
    const Rescored relaxedWhole = rescoreResult(whole, resolved(whole.metricId));
    QVERIFY(relaxedWhole.exact);
    QVERIFY(relaxedWhole.result.success);

    // Every per-window result of the offline judge run in strict mode: exact iff no window is below 1.
    const OfflineRun strictRun =
        OfflineRunner::run(m_hotel + m_support,
                           {{QStringLiteral("turn_faithfulness"), true, strictParams},
                            {QStringLiteral("turn_contextual_relevancy"), true, strictParams}});
    QVERIFY(!strictRun.results.isEmpty());
    for (const MetricResult &result : strictRun.results) {
        QVERIFY(result.strictMode);
        if (result.hasError())
            continue;
        const Rescored relaxed = rescoreResult(result, resolved(result.metricId));
        QCOMPARE(relaxed.exact, !hasWindowBelowOne(result));
        QVERIFY(!relaxed.result.strictMode);
        QCOMPARE(relaxed.result.threshold, 0.5);
        QCOMPARE(relaxed.result.score, result.score);
        QCOMPARE(relaxed.result.success, *result.score >= 0.5);
    }
}

void TestRescoring::trustLabelsFollowTheirThresholds()
{
    // The labels of each TrustifAI metric, high to low, as METRICS.md §7 names them.
    const QHash<QString, QStringList> labels{
        {QStringLiteral("evidence_coverage"),
         {QStringLiteral("Strong Grounding"), QStringLiteral("Partial Grounding"),
          QStringLiteral("Likely Hallucinated Answer")}},
        {QStringLiteral("semantic_drift"),
         {QStringLiteral("Strong Alignment"), QStringLiteral("Partial Alignment"),
          QStringLiteral("Likely Hallucinated Answer")}},
        {QStringLiteral("epistemic_consistency"),
         {QStringLiteral("Stable Consistency"), QStringLiteral("Fragile Consistency"), QStringLiteral("Unreliable")}},
        {QStringLiteral("source_diversity"),
         {QStringLiteral("High Trust"), QStringLiteral("Moderate Trust"), QStringLiteral("Low Trust")}},
        {QStringLiteral("trust_score"),
         {QStringLiteral("RELIABLE"), QStringLiteral("ACCEPTABLE (WITH CAUTION)"), QStringLiteral("UNRELIABLE")}}};
    // Every TrustifAI result scored strictly between 0 and 1 with a threshold label (not an
    // override); the hotel trust score, at most 0.8, is one.
    int checked = 0;
    for (const MetricResult &result : allResults()) {
        const double raw = result.details.value(QStringLiteral("raw_score")).toDouble(-1);
        if (!labels.contains(result.metricId) || result.hasError() || raw < 1e-6 || raw > 1.0 - 1e-6
            || !labels[result.metricId].contains(result.label))
            continue;
        ++checked;
        const QStringList &names = labels[result.metricId];
        const QString what = result.metricId + QLatin1Char(' ') + QString::number(raw);
        const bool passes = raw >= result.threshold;
        QCOMPARE(result.success, passes);

        // A score at a label threshold gets that label; just below it, the next one down.
        const Rescored high = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("label_high"), raw}}));
        QVERIFY2(high.result.label == names[0], qPrintable(what));
        const Rescored mid =
            rescoreResult(result,
                          resolved(result.metricId,
                                   {{QStringLiteral("label_high"), raw + 1e-9}, {QStringLiteral("label_mid"), raw}}));
        QVERIFY2(mid.result.label == names[1], qPrintable(what));
        const Rescored low =
            rescoreResult(result,
                          resolved(result.metricId,
                                   {{QStringLiteral("label_high"), 1.0}, {QStringLiteral("label_mid"), raw + 1e-9}}));
        QVERIFY2(low.result.label == names[2], qPrintable(what));
        // The pass/fail threshold is its own param (still the default).
        for (const Rescored &relabelled : {high, mid, low}) {
            QCOMPARE(relabelled.result.success, passes);
            QCOMPARE(relabelled.result.threshold, result.threshold);
        }

        const Rescored failing =
            rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), raw + 1e-9}}));
        QVERIFY2(!failing.result.success, qPrintable(what));
        QCOMPARE(failing.result.label, result.label);
        const Rescored passing = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), raw}}));
        QVERIFY2(passing.result.success, qPrintable(what));
        QCOMPARE(passing.result.label, result.label);
    }
    QVERIFY(checked > 0);
}

void TestRescoring::trustScoreDecidesOnTheRawSum()
{
    // trust_score on the hotel conversation: its score is the raw weighted sum rounded to 2 decimals.
    const MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("trust_score"));
    QVERIFY2(!result.hasError(), qPrintable(result.error));
    const double raw = result.details.value(QStringLiteral("raw_score")).toDouble(-1);
    QVERIFY(raw >= 0 && raw <= 1);
    QVERIFY(qAbs(*result.score - raw) <= 0.005 + 1e-12);
    QVERIFY(qAbs(*result.score * 100 - qRound(*result.score * 100)) < 1e-9);
    // The epistemic component failed (no samples) and counts 0: the raw sum is at most 0.8.
    QVERIFY(raw <= 0.8 + 1e-12);

    QVERIFY(rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), raw}})).result.success);
    QVERIFY(
        !rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), raw + 1e-9}})).result.success);
    // Between the rounded and the raw score, the raw one decides.
    if (qAbs(raw - *result.score) > 1e-9) {
        const double between = (raw + *result.score) / 2;
        QCOMPARE(
            rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), between}})).result.success,
            raw > *result.score);
    }

    const Rescored mid = rescoreResult(
        result, resolved(result.metricId, {{QStringLiteral("label_high"), 1.0}, {QStringLiteral("label_mid"), raw}}));
    QCOMPARE(mid.result.label, QStringLiteral("ACCEPTABLE (WITH CAUTION)"));
    const Rescored low = rescoreResult(
        result,
        resolved(result.metricId, {{QStringLiteral("label_high"), 1.0}, {QStringLiteral("label_mid"), raw + 1e-9}}));
    QCOMPARE(low.result.label, QStringLiteral("UNRELIABLE"));

    // Strict mode: raw ≤ 0.8 counts 0, but the label still reads the raw mean.
    const Rescored strict = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(*strict.result.score, 0.0);
    QCOMPARE(strict.result.label, result.label);
    QVERIFY(!strict.result.success);

    // Back to non-strict: TrustifAI keeps its raw score, so this is exact.
    const Rescored back = rescoreResult(strict.result, resolved(result.metricId));
    QVERIFY(back.exact);
    QCOMPARE(back.result, result);
}

void TestRescoring::labelOverridesAreKept()
{
    // A single document is a single source, and at most one document is relevant: justified,
    // "Acceptable" at 0.8 whatever the embeddings say.
    const OfflineRun single = OfflineRunner::run(
        {singleTurn(QStringLiteral("What is the refund window?"), QStringLiteral("It is thirty days."),
                    {QStringLiteral("Refunds are accepted within thirty days of delivery.")})},
        {{QStringLiteral("source_diversity"), true, {}}});
    const MetricResult diversity = OfflineRunner::find(single.results, 0, QStringLiteral("source_diversity"));
    QVERIFY2(!diversity.hasError(), qPrintable(diversity.error));
    QCOMPARE(diversity.label, QStringLiteral("Acceptable"));
    QCOMPARE(*diversity.score, 0.8);
    const Rescored acceptable = rescoreResult(
        diversity,
        resolved(diversity.metricId, {{QStringLiteral("label_high"), 0.5}, {QStringLiteral("threshold"), 0.9}}));
    QCOMPARE(acceptable.result.label, QStringLiteral("Acceptable"));
    QVERIFY(!acceptable.result.success);

    // A document without any sentence → "Empty Context".
    const OfflineRun empty =
        OfflineRunner::run({singleTurn(QStringLiteral("What is the refund window?"),
                                       QStringLiteral("It is thirty days."), {QStringLiteral("   ")})},
                           {{QStringLiteral("semantic_drift"), true, {}}});
    const MetricResult drift = OfflineRunner::find(empty.results, 0, QStringLiteral("semantic_drift"));
    QCOMPARE(drift.label, QStringLiteral("Empty Context"));
    const Rescored kept = rescoreResult(
        drift, resolved(drift.metricId, {{QStringLiteral("label_mid"), 0.0}, {QStringLiteral("threshold"), 0.0}}));
    QCOMPARE(kept.result.label, QStringLiteral("Empty Context"));
    QVERIFY(kept.result.success);
}

void TestRescoring::errorsOnlyTakeTheThreshold()
{
    // Epistemic Consistency as if the judge had failed to write a sample.
    MetricResult result = OfflineRunner::find(m_hotelRun.results, 0, QStringLiteral("epistemic_consistency"));
    result.skipped = false;
    result.error = QStringLiteral("step epistemic_consistency__sample failed: HTTP 500");
    result.errorKind = MetricResult::ErrorKind::Judge;
    QVERIFY(result.hasError());
    const Rescored rescored = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("threshold"), 0.1}}));
    QCOMPARE(rescored.result.threshold, 0.1);
    QVERIFY(!rescored.result.success);
    QVERIFY(!rescored.result.score);
    QVERIFY(rescored.result.label.isEmpty());
    QCOMPARE(rescored.result.error, result.error);
    const Rescored strict = rescoreResult(result, resolved(result.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(strict.result.threshold, 1.0);
    QVERIFY(!strict.result.score);
    QVERIFY(strict.exact);
}

void TestRescoring::labelsExistOnlyForTrustifai()
{
    for (const MetricInfo &info : MetricRegistry::all())
        QCOMPARE(info.labels.isEmpty(), info.anchor != QLatin1String("TrustifAI"));
    QCOMPARE(MetricRegistry::find(QStringLiteral("semantic_drift"))->labels.names().high,
             QStringLiteral("Strong Alignment"));
    QCOMPARE(MetricRegistry::find(QStringLiteral("source_diversity"))->labels.names().low, QStringLiteral("Low Trust"));
}

QTEST_GUILESS_MAIN(TestRescoring)
#include "tst_rescoring.moc"
