#include "results/breakdownmodel.h"
#include "results/failurewalk.h"
#include "results/resultshub.h"
#include "support/qtwarnings.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

const QString Faithfulness = QStringLiteral("faithfulness");
const QString TurnFaithfulness = QStringLiteral("turn_faithfulness");
const QString TurnRelevancy = QStringLiteral("turn_relevancy");
const QString TurnContextual = QStringLiteral("turn_contextual_relevancy");
const QString TrustScore = QStringLiteral("trust_score");

Turn turn(Role role, const QString &content, const QStringList &context = {})
{
    Turn result;
    result.role = role;
    result.content = content;
    for (const QString &text : context)
        result.retrievalContext.append(ContextItem::fromText(text));
    return result;
}

QList<TestCase> testCases()
{
    TestCase hotel;
    hotel.kind = TestCase::Kind::Conversational;
    hotel.name = QStringLiteral("Hotel");
    hotel.turns = {turn(Role::User, QStringLiteral("When is check-in?")),
                   turn(Role::Assistant, QStringLiteral("Check-in is at 10:00. Breakfast is free."),
                        {QStringLiteral("Check-in starts at 15:00.")}),
                   turn(Role::User, QStringLiteral("May we bring our dog?")),
                   turn(Role::Assistant, QStringLiteral("Dogs stay free of charge."),
                        {QStringLiteral("Dogs are welcome for a fee.")})};
    TestCase pets;
    pets.name = QStringLiteral("Pets");
    pets.input = QStringLiteral("Are dogs allowed?");
    pets.actualOutput = QStringLiteral("Yes, dogs are allowed everywhere.");
    return {hotel, pets};
}

BreakdownItem item(BreakdownItem::Kind kind, const QString &text, const QString &verdict, const QString &reason = {},
                   int turnIndex = -1)
{
    BreakdownItem result;
    result.kind = kind;
    result.text = text;
    result.verdict = verdict;
    result.reason = reason;
    result.turnIndex = turnIndex;
    return result;
}

MetricResult result(int testCase, const QString &metricId, bool success, QList<BreakdownWindow> windows = {})
{
    MetricResult result;
    result.runId = 1;
    result.testCaseIndex = testCase;
    result.testCaseName = testCases().at(testCase).name;
    result.metricId = metricId;
    result.score = success ? 0.9 : 0.4;
    result.threshold = 0.5;
    result.success = success;
    result.reason = QStringLiteral("%1 scored %2.").arg(metricId).arg(*result.score);
    result.windows = std::move(windows);
    return result;
}

BreakdownWindow window(const QList<int> &turns, const QList<BreakdownItem> &items)
{
    BreakdownWindow result;
    result.title = QStringLiteral("Window");
    result.turnIndices = turns;
    result.score = 0.5;
    result.items = items;
    return result;
}

// Failing Turn Faithfulness (one ✗ in the first window; in the second a failing truth listed
// before a failing claim), passing Turn Relevancy with a ✗ item, an errored metric; a failed
// Faithfulness without items and a partial trust score on the single-turn case.
QList<MetricResult> mixedResults()
{
    const BreakdownItem truthFromContext =
        item(BreakdownItem::Kind::Truth, QStringLiteral("Check-in starts at 15:00."), {});
    MetricResult turnFaithfulness = result(
        0, TurnFaithfulness, false,
        {window({0, 1},
                {item(BreakdownItem::Kind::Claim, QStringLiteral("Check-in is at 10:00."), QStringLiteral("no"),
                      QStringLiteral("The context says 15:00.")),
                 truthFromContext,
                 item(BreakdownItem::Kind::Claim, QStringLiteral("Breakfast is free."), QStringLiteral("yes"))}),
         window({0, 1, 2, 3},
                {item(BreakdownItem::Kind::Truth, QStringLiteral("Dogs are welcome for a fee."), QStringLiteral("idk")),
                 item(BreakdownItem::Kind::Claim, QStringLiteral("Dogs stay free of charge."), QStringLiteral("idk"),
                      QStringLiteral("The context names a fee."), 3)})});
    MetricResult turnRelevancy = result(
        0, TurnRelevancy, true,
        {window({0, 1},
                {item(BreakdownItem::Kind::Message, QStringLiteral("Check-in is at 10:00."), QStringLiteral("no"))})});
    MetricResult errored = result(0, TurnContextual, false);
    errored.error = QStringLiteral("The judge did not answer.");
    MetricResult faithfulness = result(1, Faithfulness, false);
    MetricResult trust = result(1, TrustScore, false,
                                {window({},
                                        {item(BreakdownItem::Kind::Component, QStringLiteral("Epistemic consistency"),
                                              QStringLiteral("idk"), QStringLiteral("No samples to compare."))})});
    trust.warning = QStringLiteral("A component failed and counts as 0.");
    return {turnFaithfulness, turnRelevancy, errored, faithfulness, trust};
}

} // namespace

// The walk through the failures: which results and items become stops and in which order, what
// each stop carries for the screen and the conversation, moving along it, and how it follows
// results that change. UI thread.
class TestFailureWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void stopsFollowTableAndTreeOrder();
    void worstResultFirstWithTheClaimsOfPassingResults();
    void overlappingWindowsJudgingAClaimAlikeAreOneStop();
    void stopsCarryWhatTheScreenShows();
    void aWholeResultStopCarriesItsLowestWindowsReason();
    void walksToTheEndAndBack();
    void staysOnItsStopWhenResultsChange();
    void startsAfreshWhenNothingFails();
    void theShownStopFollowsARenamedTestCase();
    void followsEveryChangeLikeAFreshReading_data();
    void followsEveryChangeLikeAFreshReading();

private:
    void show(const QList<MetricResult> &results);

    std::unique_ptr<ResultsHub> m_hub;
};

void TestFailureWalk::init()
{
    failOnQtWarnings();
    m_hub = std::make_unique<ResultsHub>();
    m_hub->setTestCases(testCases());
}

void TestFailureWalk::show(const QList<MetricResult> &results)
{
    for (const MetricResult &result : results)
        m_hub->addResult(result);
    m_hub->flush();
}

void TestFailureWalk::stopsFollowTableAndTreeOrder()
{
    show(mixedResults());
    const QList<FailureStop> stops = FailureWalk::stopsOf(*m_hub);
    QStringList seen;
    for (const FailureStop &stop : stops)
        seen.append(
            QStringLiteral("%1 %2 %3/%4").arg(stop.testCaseIndex).arg(stop.metricId).arg(stop.window).arg(stop.item));
    // Errored results have no stops; the truth group follows the window's claims; the ✗ item of
    // the passing Turn Relevancy comes after the failed results.
    const QStringList failed{QStringLiteral("0 turn_faithfulness 0/0"), QStringLiteral("0 turn_faithfulness 1/1"),
                             QStringLiteral("0 turn_faithfulness 1/0"), QStringLiteral("1 faithfulness -1/-1"),
                             QStringLiteral("1 trust_score 0/0")};
    QCOMPARE(seen, failed + QStringList{QStringLiteral("0 turn_relevancy 0/0")});
    // Failed results only: passing results have no stops.
    seen.clear();
    for (const FailureStop &stop : FailureWalk::stopsOf(*m_hub, true))
        seen.append(
            QStringLiteral("%1 %2 %3/%4").arg(stop.testCaseIndex).arg(stop.metricId).arg(stop.window).arg(stop.item));
    QCOMPARE(seen, failed);
}

void TestFailureWalk::overlappingWindowsJudgingAClaimAlikeAreOneStop()
{
    // Turn Faithfulness judges the dog claim in windows 2–4 (✗ in 2 and 4, ? in 3) and the
    // check-in claim ✗ in windows 1 and 3; Turn Relevancy judges the dog claim ✗ too.
    const auto dog = [](const QString &verdict) {
        return item(BreakdownItem::Kind::Claim, QStringLiteral("Dogs stay free of charge."), verdict,
                    QStringLiteral("The context names a fee."), 3);
    };
    const BreakdownItem checkIn = item(BreakdownItem::Kind::Claim, QStringLiteral("Check-in is at 10:00."),
                                       QStringLiteral("no"), QStringLiteral("The context says 15:00."), 1);
    show({result(0, TurnFaithfulness, false,
                 {window({0, 1}, {checkIn}), window({0, 1, 2, 3}, {dog(QStringLiteral("no"))}),
                  window({0, 1, 2, 3}, {checkIn, dog(QStringLiteral("idk"))}),
                  window({0, 1, 2, 3}, {dog(QStringLiteral("no"))})}),
          result(0, TurnRelevancy, true, {window({2, 3}, {dog(QStringLiteral("no"))})})});
    QStringList seen;
    for (const FailureStop &stop : FailureWalk::stopsOf(*m_hub)) {
        QStringList windows;
        for (int w : stop.windows)
            windows.append(QString::number(w));
        seen.append(QStringLiteral("%1 %2 %3 in %4").arg(stop.metricId, stop.verdict, stop.text, windows.join(u',')));
    }
    QCOMPARE(seen,
             (QStringList{QStringLiteral("turn_faithfulness no Check-in is at 10:00. in 0,2"),
                          QStringLiteral("turn_faithfulness no Dogs stay free of charge. in 1,3"),
                          QStringLiteral("turn_faithfulness idk Dogs stay free of charge. in 2"),
                          QStringLiteral("turn_relevancy no Dogs stay free of charge. in 0")}));
    FailureWalk walk(m_hub.get());
    QCOMPARE(walk.count(), 4);
    QCOMPARE(walk.failedResultCount(), 1);
    QCOMPARE(walk.itemStopCount(), 4);
    QCOMPARE(windowNumbersText({1, 2, 3}), QStringLiteral("windows 2–4"));
    QCOMPARE(windowNumbersText({1, 3}), QStringLiteral("windows 2, 4"));
    QCOMPARE(windowNumbersText({2}), QStringLiteral("window 3"));
}

void TestFailureWalk::worstResultFirstWithTheClaimsOfPassingResults()
{
    // A passing Turn Faithfulness with one contradicted claim, a failing Turn Relevancy just
    // below its threshold and a Faithfulness far below it: the furthest below first.
    MetricResult faithful = result(
        0, TurnFaithfulness, true,
        {window({0, 1},
                {item(BreakdownItem::Kind::Claim, QStringLiteral("Check-in is at 10:00."), QStringLiteral("no"),
                      QStringLiteral("The context says 15:00.")),
                 item(BreakdownItem::Kind::Claim, QStringLiteral("Breakfast is free."), QStringLiteral("yes"))})});
    MetricResult relevant = result(0, TurnRelevancy, false);
    relevant.score = 0.45;
    MetricResult far = result(1, Faithfulness, false);
    far.score = 0.1;
    MetricResult spans = result(1, TurnContextual, true,
                                {window({},
                                        {item(BreakdownItem::Kind::Span, QStringLiteral("Everywhere."),
                                              QStringLiteral("no"), QStringLiteral("Not in the documents."))})});
    spans.score = 0.6;
    show({faithful, relevant, far, spans});
    FailureWalk walk(m_hub.get());
    QStringList seen;
    for (const FailureStop &stop : walk.stops())
        seen.append(stop.metricId + QLatin1Char(' ') + stop.text);
    QCOMPARE(seen,
             QStringList({Faithfulness + QLatin1Char(' '), TurnRelevancy + QLatin1Char(' '),
                          TurnContextual + QStringLiteral(" Everywhere."),
                          TurnFaithfulness + QStringLiteral(" Check-in is at 10:00.")}));
    QCOMPARE(walk.count(), 4);
    for (int stop = 0; stop < 4; ++stop)
        walk.next();
    QCOMPARE(walk.current()->text, QStringLiteral("Check-in is at 10:00."));
    QCOMPARE(walk.current()->verdict, QStringLiteral("no"));
    // Failed results only: the walk leaves out the passing results' items.
    QSignalSpy changed(&walk, &FailureWalk::changed);
    walk.setFailedResultsOnly(true);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(walk.count(), 2);
    QCOMPARE(walk.stops().size(), 2);
    walk.setFailedResultsOnly(false);
    QCOMPARE(walk.count(), 4);
}

void TestFailureWalk::stopsCarryWhatTheScreenShows()
{
    show(mixedResults());
    const QList<FailureStop> stops = FailureWalk::stopsOf(*m_hub);
    QCOMPARE(stops.size(), 6);
    const FailureStop &contradicted = stops[0];
    QCOMPARE(contradicted.text, QStringLiteral("Check-in is at 10:00."));
    QCOMPARE(contradicted.verdict, QStringLiteral("no"));
    QCOMPARE(contradicted.reason, QStringLiteral("The context says 15:00."));
    QCOMPARE(contradicted.testCaseName, QStringLiteral("Hotel"));
    QCOMPARE(contradicted.metricName, QStringLiteral("Turn Faithfulness"));
    QCOMPARE(contradicted.kind, BreakdownItem::Kind::Claim);
    QCOMPARE(contradicted.windowTitle, QStringLiteral("Window"));
    // No turn of its own: traced to the assistant turn that says it, where it is marked.
    QCOMPARE(contradicted.turnIndex, 1);
    QCOMPARE(contradicted.evidence, contradicted.text);
    QCOMPARE(stops[1].turnIndex, 3); // its own turn
    QCOMPARE(stops[2].kind, BreakdownItem::Kind::Truth);
    QCOMPARE(stops[2].turnIndex, 3); // the assistant turn whose context holds it
    const FailureStop &whole = stops[3];
    QVERIFY(whole.isWholeResult());
    QVERIFY(whole.verdict.isEmpty());
    QCOMPARE(whole.reason, QStringLiteral("faithfulness scored 0.4."));
    QCOMPARE(whole.turnIndex, -1);
    QCOMPARE(stops[4].testCaseName, QStringLiteral("Pets"));
    QCOMPARE(stops[4].turnIndex, -1); // a single-turn case has no turns
    QCOMPARE(stops[4].reason, QStringLiteral("No samples to compare."));
}

// Semantic Drift failing as a whole: the stop frames its lowest exchange, and carries that
// exchange's reason (the result's reason spoke of exchange 1 first, under exchange 2 framed).
void TestFailureWalk::aWholeResultStopCarriesItsLowestWindowsReason()
{
    BreakdownWindow first = window({0, 1}, {});
    first.title = QStringLiteral("Exchange 1");
    first.score = 0.52;
    first.reason = QStringLiteral("Exchange 1 is close to its context.");
    BreakdownWindow second = window({2, 3}, {});
    second.title = QStringLiteral("Exchange 2");
    second.score = 0.39;
    second.reason = QStringLiteral("Exchange 2 drifts from its context.");
    MetricResult drift = result(0, QStringLiteral("semantic_drift"), false, {first, second});
    show({drift});
    const QList<FailureStop> stops = FailureWalk::stopsOf(*m_hub);
    QCOMPARE(stops.size(), 1);
    QVERIFY(stops[0].isWholeResult());
    QCOMPARE(stops[0].windowTitle, QStringLiteral("Exchange 2"));
    QCOMPARE(stops[0].turnIndex, 3);
    QCOMPARE(stops[0].windowReason, second.reason);
    QCOMPARE(stops[0].reason, drift.reason);
}

void TestFailureWalk::walksToTheEndAndBack()
{
    show(mixedResults());
    FailureWalk walk(m_hub.get());
    QSignalSpy changed(&walk, &FailureWalk::changed);
    QVERIFY(!walk.isStarted());
    QVERIFY(!walk.current());
    walk.previous(); // nothing before the start
    QCOMPARE(walk.position(), 0);
    walk.reset();
    walk.next();
    QCOMPARE(walk.position(), 0);
    QCOMPARE(walk.current()->text, QStringLiteral("Check-in is at 10:00."));
    for (int i = 0; i < 4; ++i)
        walk.next();
    QCOMPARE(walk.current()->metricId, TrustScore);
    walk.next();
    QCOMPARE(walk.current()->metricId, TurnRelevancy); // passing, with a ✗ item
    walk.next();
    QVERIFY(walk.isAtEnd());
    QVERIFY(!walk.current());
    const int signals = int(changed.size());
    walk.next(); // the end is the end: no wrapping
    QVERIFY(walk.isAtEnd());
    QCOMPARE(changed.size(), signals);
    walk.previous();
    QCOMPARE(walk.position(), 5);
    for (int i = 0; i < 10; ++i)
        walk.previous();
    QCOMPARE(walk.position(), 0);
}

void TestFailureWalk::staysOnItsStopWhenResultsChange()
{
    show(mixedResults());
    FailureWalk walk(m_hub.get());
    walk.next();
    walk.next();
    QCOMPARE(walk.current()->text, QStringLiteral("Dogs stay free of charge."));
    // A failed Faithfulness on the hotel comes before Turn Faithfulness in the table.
    show({result(0, Faithfulness, false)});
    QCOMPARE(walk.stops().size(), 7);
    QCOMPARE(walk.stops().first().metricId, Faithfulness);
    QCOMPARE(walk.position(), 2);
    QCOMPARE(walk.current()->text, QStringLiteral("Dogs stay free of charge."));
    // Turn Faithfulness now passes: its items stay stops, after the failed results; the walk
    // follows its claim there.
    MetricResult passing = mixedResults().first();
    passing.success = true;
    passing.score = 0.95;
    show({passing});
    QCOMPARE(walk.stops().size(), 7);
    QCOMPARE(walk.position(), 5);
    QCOMPARE(walk.current()->text, QStringLiteral("Dogs stay free of charge."));
    // Failed results only: its stops go, the walk keeps its place in the list.
    walk.previous();
    walk.previous();
    walk.previous();
    QCOMPARE(walk.current()->metricId, TrustScore);
    walk.setFailedResultsOnly(true);
    QCOMPARE(walk.stops().size(), 3);
    QCOMPARE(walk.position(), 2);
    QCOMPARE(walk.current()->metricId, TrustScore);
}

void TestFailureWalk::theShownStopFollowsARenamedTestCase()
{
    // A machine id as name: the table shows the test case's title, which the user then edits.
    QList<TestCase> cases = testCases();
    cases[0].name = QStringLiteral("0123456789abcdef0123456789abcdef");
    cases[0].metadata.insert(QStringLiteral("title"), QStringLiteral("Hotel"));
    m_hub->setTestCases(cases);
    QList<MetricResult> results = mixedResults();
    for (MetricResult &result : results) {
        if (result.testCaseIndex == 0)
            result.testCaseName = cases[0].name;
    }
    show(results);
    FailureWalk walk(m_hub.get());
    walk.next();
    QCOMPARE(walk.current()->testCaseName, QStringLiteral("Hotel"));
    QSignalSpy changed(&walk, &FailureWalk::changed);
    cases[0].metadata.insert(QStringLiteral("title"), QStringLiteral("Hotel by the sea"));
    m_hub->setTestCases(cases);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(walk.position(), 0);
    QCOMPARE(walk.current()->testCaseName, QStringLiteral("Hotel by the sea"));
    QCOMPARE(walk.current()->text, QStringLiteral("Check-in is at 10:00."));
}

void TestFailureWalk::startsAfreshWhenNothingFails()
{
    show(mixedResults());
    FailureWalk walk(m_hub.get());
    walk.next();
    m_hub->clear();
    QVERIFY(walk.stops().isEmpty());
    QVERIFY(!walk.isStarted());
    walk.next();
    QVERIFY(walk.isAtEnd()); // nothing to show: straight to the end
}

void TestFailureWalk::followsEveryChangeLikeAFreshReading_data()
{
    QTest::addColumn<bool>("started");
    QTest::addColumn<bool>("failedOnly");
    QTest::newRow("before the walk starts") << false << false;
    QTest::newRow("during the walk") << true << false;
    QTest::newRow("failed results only, before the walk starts") << false << true;
    QTest::newRow("failed results only, during the walk") << true << true;
}

void TestFailureWalk::followsEveryChangeLikeAFreshReading()
{
    // The walk reads only the rows that change (and puts its list together only once it is
    // on); after every kind of change its stops and count must be what reading every row
    // afresh gives.
    QFETCH(bool, started);
    QFETCH(bool, failedOnly);
    FailureWalk walk(m_hub.get());
    walk.setFailedResultsOnly(failedOnly);
    const int passingStops = failedOnly ? 0 : 1; // Turn Relevancy's ✗ item
    for (const MetricResult &result : mixedResults()) {
        show({result});
        if (started && !walk.isStarted() && walk.count() > 0)
            walk.next();
        QCOMPARE(walk.stops(), FailureWalk::stopsOf(*m_hub, failedOnly));
        QCOMPARE(walk.count(), int(walk.stops().size()));
    }
    QCOMPARE(walk.isStarted(), started);
    QCOMPARE(walk.stops().size(), 5 + passingStops);
    show({result(1, TurnRelevancy, false)}); // a row in the middle of the table
    QCOMPARE(walk.stops(), FailureWalk::stopsOf(*m_hub, failedOnly));
    QCOMPARE(walk.stops().size(), 6 + passingStops);
    m_hub->rescore(Faithfulness, QJsonObject{{QStringLiteral("threshold"), 0.3}}); // 0.4 now passes
    QCOMPARE(walk.stops(), FailureWalk::stopsOf(*m_hub, failedOnly));
    QCOMPARE(walk.count(), int(walk.stops().size()));
    QCOMPARE(walk.stops().size(), 5 + passingStops);
    walk.setFailedResultsOnly(!failedOnly);
    QCOMPARE(walk.stops(), FailureWalk::stopsOf(*m_hub, !failedOnly));
    QCOMPARE(walk.count(), int(walk.stops().size()));
    m_hub->clear();
    QCOMPARE(walk.stops(), FailureWalk::stopsOf(*m_hub, !failedOnly));
    QVERIFY(walk.stops().isEmpty());
}

QTEST_GUILESS_MAIN(TestFailureWalk)
#include "tst_failurewalk.moc"
