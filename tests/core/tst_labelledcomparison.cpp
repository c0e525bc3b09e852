// Two runs against the person's labels: which cases moved toward or away from the label (label
// scopes honoured), and the per-metric paired comparison with its verdict.
#include "experiments/comparisonexport.h"
#include "experiments/labelledcomparison.h"
#include "support/qtwarnings.h"
#include "support/scoredresult.h"

#include <QTest>

using namespace claimscope;

namespace {

// A conversational result with one window per exchange, each holding its own exchange only.
MetricResult conversation(const QString &testCase, double whole, const QList<double> &windows)
{
    MetricResult r = scoredResult(testCase, QStringLiteral("turn_faithfulness"), whole);
    for (int i = 0; i < windows.size(); ++i) {
        BreakdownWindow window;
        window.title = QStringLiteral("Window %1").arg(i + 1);
        window.turnIndices = {2 * i, 2 * i + 1};
        window.score = windows[i];
        r.windows.append(window);
    }
    return r;
}

HumanLabel label(bool pass, int exchange = HumanLabel::WholeCase)
{
    HumanLabel l;
    l.pass = pass;
    l.exchange = exchange;
    return l;
}

HumanDirection directionOf(const QString &testCase, const QString &metric, const QList<MetricResult> &a,
                           const QList<MetricResult> &b, const HumanLabels &labels)
{
    const RunComparison comparison = RunComparison::compare(a, b);
    for (const CaseDelta &delta : comparison.cases) {
        if (delta.testCaseName == testCase && delta.metric == metric)
            return humanDirection(delta, a, b, labels);
    }
    qFatal("no case delta");
}

// `n` labelled cases, `passShare` of them human passes; run A agrees on `agreeA` of them in
// order, run B on `agreeB`, with scores far from the threshold so nothing rests on ties.
struct ConstructedRuns {
    QList<MetricResult> a;
    QList<MetricResult> b;
    HumanLabels labels;
};
ConstructedRuns constructed(int n, double passShare, int agreeA, int agreeB)
{
    ConstructedRuns runs;
    const QString metric = QStringLiteral("faithfulness");
    for (int i = 0; i < n; ++i) {
        const QString name = QStringLiteral("case-%1").arg(i);
        const bool human = i < int(n * passShare);
        // Alternate which cases agree so both classes lose and gain agreement alike.
        const int rank = (i * 7919) % n;
        const auto score = [&](bool agrees) {
            return (agrees == human) ? (0.8 + 0.1 * (i % 2)) : (0.2 - 0.1 * (i % 2));
        };
        runs.a.append(scoredResult(name, metric, score(rank < agreeA)));
        runs.b.append(scoredResult(name, metric, score(rank < agreeB)));
        runs.labels.set(name, metric, label(human));
    }
    return runs;
}

} // namespace

class TestLabelledComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    // A change that rounds to nothing reads "0.000" in the tables and exports: a mean that moved
    // by -0.0000004 read "-0.000" beside "0 pp".
    void signedFiguresRoundBeforeTheirSign()
    {
        QCOMPARE(signedFigureText(-4e-7), QStringLiteral("0.000"));
        QCOMPARE(signedFigureText(4e-7), QStringLiteral("0.000"));
        QCOMPARE(signedFigureText(0.0), QStringLiteral("0.000"));
        QCOMPARE(signedFigureText(0.0125), QStringLiteral("+0.013"));
        // A person reads the minus sign (U+2212) that "−84 pp" beside it has; scripts the hyphen.
        QCOMPARE(signedFigureText(-0.2), QStringLiteral("\u22120.200"));
        QCOMPARE(signedFigureText(-0.2, 3, MinusSign::Ascii), QStringLiteral("-0.200"));
        QCOMPARE(signedFigureText(-0.2, 2), QStringLiteral("\u22120.20"));
        QCOMPARE(signedFigureText(std::nullopt), QStringLiteral("–"));
    }

    void directionOfEachCase()
    {
        const QString metric = QStringLiteral("faithfulness");
        const QList<MetricResult> a{
            scoredResult(QStringLiteral("toward"), metric, 0.2), scoredResult(QStringLiteral("away"), metric, 0.9),
            scoredResult(QStringLiteral("same"), metric, 0.7), scoredResult(QStringLiteral("nolabel"), metric, 0.2),
            scoredResult(QStringLiteral("error"), metric, 0.2)};
        const QList<MetricResult> b{
            scoredResult(QStringLiteral("toward"), metric, 0.8), scoredResult(QStringLiteral("away"), metric, 0.1),
            scoredResult(QStringLiteral("same"), metric, 0.95), scoredResult(QStringLiteral("nolabel"), metric, 0.9),
            scoredResult(QStringLiteral("error"), metric, std::nullopt)};
        HumanLabels labels;
        labels.set(QStringLiteral("toward"), metric, label(true));
        labels.set(QStringLiteral("away"), metric, label(true));
        labels.set(QStringLiteral("same"), metric, label(true));
        labels.set(QStringLiteral("error"), metric, label(true));
        QCOMPARE(directionOf(QStringLiteral("toward"), metric, a, b, labels), HumanDirection::Toward);
        QCOMPARE(directionOf(QStringLiteral("away"), metric, a, b, labels), HumanDirection::Away);
        // A score that moved without crossing the threshold keeps its agreement.
        QCOMPARE(directionOf(QStringLiteral("same"), metric, a, b, labels), HumanDirection::Unchanged);
        QCOMPARE(directionOf(QStringLiteral("nolabel"), metric, a, b, labels), HumanDirection::Unlabelled);
        // An error in B has no score to agree or disagree with.
        QCOMPARE(directionOf(QStringLiteral("error"), metric, a, b, labels), HumanDirection::Unlabelled);
    }

    void directionReadsTheScopeOfTheLabel()
    {
        // The whole conversation passes in both runs, but the last answer's own window fails in A
        // and passes in B: a label on the last answer moved toward the person, a label on the
        // whole case did not move.
        const QList<MetricResult> a{conversation(QStringLiteral("c"), 0.9, {1.0, 1.0, 0.2})};
        const QList<MetricResult> b{conversation(QStringLiteral("c"), 0.95, {1.0, 1.0, 0.9})};
        const QString metric = QStringLiteral("turn_faithfulness");
        HumanLabels onLast;
        onLast.set(QStringLiteral("c"), metric, label(true, HumanLabel::LastExchange));
        QCOMPARE(directionOf(QStringLiteral("c"), metric, a, b, onLast), HumanDirection::Toward);
        HumanLabels onWhole;
        onWhole.set(QStringLiteral("c"), metric, label(true));
        QCOMPARE(directionOf(QStringLiteral("c"), metric, a, b, onWhole), HumanDirection::Unchanged);
    }

    void aWholeCaseChangeIsKeptBesideTheLabelledScore()
    {
        // The last answer scores 1.0 in both runs; the whole conversation falls from 0.9 (pass) to
        // 0.3 (fail), as the pass rate above the case list says: the row keeps that change.
        const QList<MetricResult> a{conversation(QStringLiteral("c"), 0.9, {0.1, 1.0})};
        const QList<MetricResult> b{conversation(QStringLiteral("c"), 0.3, {0.1, 1.0})};
        HumanLabels onLast;
        onLast.set(QStringLiteral("c"), QStringLiteral("turn_faithfulness"), label(true, HumanLabel::LastExchange));
        const CaseDelta row = RunComparison::compare(a, b, onLast).cases.value(0);
        QCOMPARE(row.change, CaseDelta::Change::Same);
        QCOMPARE(row.wholeChange, CaseDelta::Change::PassToFail);
        QVERIFY(row.changedOnlyAsAWhole());
        QCOMPARE(row.shownChange(), CaseDelta::Change::PassToFail);
        // Unlabelled, the whole case's change is the row's change.
        const CaseDelta plain = RunComparison::compare(a, b).cases.value(0);
        QCOMPARE(plain.change, CaseDelta::Change::PassToFail);
        QCOMPARE(plain.wholeChange, CaseDelta::Change::PassToFail);
        QVERIFY(!plain.changedOnlyAsAWhole());
    }

    void rowShowsTheScoreItsLabelIsComparedWith()
    {
        // The whole conversation scores 0.833 in both runs; the last answer fails in A and passes
        // in B. The row a person reads beside "toward" shows the last answer's scores and flips.
        const QList<MetricResult> a{conversation(QStringLiteral("c"), 0.833, {1.0, 1.0, 0.2})};
        const QList<MetricResult> b{conversation(QStringLiteral("c"), 0.833, {1.0, 1.0, 0.9})};
        const QString metric = QStringLiteral("turn_faithfulness");
        HumanLabels onLast;
        onLast.set(QStringLiteral("c"), metric, label(true, HumanLabel::LastExchange));
        const RunComparison unlabelled = RunComparison::compare(a, b);
        QCOMPARE(unlabelled.cases.size(), 1);
        QCOMPARE(unlabelled.cases[0].change, CaseDelta::Change::Same);
        QCOMPARE(unlabelled.cases[0].scoredExchange, int(HumanLabel::WholeCase));

        const RunComparison labelled = RunComparison::compare(a, b, onLast);
        QCOMPARE(labelled.cases.size(), 1);
        const CaseDelta &row = labelled.cases[0];
        QCOMPARE(row.scoredExchange, int(HumanLabel::LastExchange));
        QCOMPARE(*row.scoreA, 0.2);
        QCOMPARE(*row.scoreB, 0.9);
        QCOMPARE(*row.wholeScoreA, 0.833);
        QCOMPARE(*row.wholeScoreB, 0.833);
        QCOMPARE(row.change, CaseDelta::Change::FailToPass);
        QCOMPARE(humanDirection(row, a, b, onLast), HumanDirection::Toward);
        // A label on the whole case leaves the row on the whole case's score.
        HumanLabels onWhole;
        onWhole.set(QStringLiteral("c"), metric, label(true));
        QCOMPARE(RunComparison::compare(a, b, onWhole).cases[0].change, CaseDelta::Change::Same);
    }

    void figuresAreOnTheCasesBothRunsHave()
    {
        // A ran four cases (two pass), B the first two of them (both pass): A's figures beside B's
        // are on those two, and the two only A has are counted apart.
        const QString metric = QStringLiteral("faithfulness");
        const QString other = QStringLiteral("contextual_relevancy");
        const QList<MetricResult> a{
            scoredResult(QStringLiteral("c1"), metric, 0.9), scoredResult(QStringLiteral("c2"), metric, 0.8),
            scoredResult(QStringLiteral("c3"), metric, 0.1), scoredResult(QStringLiteral("c4"), metric, 0.2),
            scoredResult(QStringLiteral("c1"), other, 0.9),  scoredResult(QStringLiteral("c3"), other, 0.1)};
        const QList<MetricResult> b{scoredResult(QStringLiteral("c1"), metric, 0.9),
                                    scoredResult(QStringLiteral("c2"), metric, 0.8)};
        const RunComparison comparison = RunComparison::compare(a, b);
        const auto deltaOf = [&](const QString &id) {
            for (const MetricDelta &delta : comparison.metrics) {
                if (delta.metric == id)
                    return delta;
            }
            qFatal("no metric delta");
        };
        const MetricDelta paired = deltaOf(metric);
        QCOMPARE(paired.a.results, 2);
        QCOMPARE(paired.a.passRate(), 1.0);
        QCOMPARE(*paired.passRateDelta, 0.0);
        QCOMPARE(*paired.meanDelta, 0.0);
        QCOMPARE(paired.onlyInA, 2);
        QCOMPARE(pairedScopeText(paired), QStringLiteral("on the 2 result(s) both runs have; 2 only in A left out"));
        QVERIFY(notRunText(paired).isEmpty());
        // A metric B did not run reads so, with no pass rate of 0 and no Δ of −1.
        const MetricDelta onlyA = deltaOf(other);
        QCOMPARE(notRunText(onlyA), QStringLiteral("not run in B"));
        // Its figures are A's on the test cases B ran (c1), not on every case A ran (c1 and c3).
        QCOMPARE(onlyA.a.results, 1);
        QCOMPARE(*onlyA.a.mean, 0.9);
        QCOMPARE(onlyA.onlyInA, 1);
        QCOMPARE(pairedScopeText(onlyA),
                 QStringLiteral("A's only, on its 1 result(s) for the test cases B ran; 1 left out"));
        QVERIFY(!onlyA.passRateDelta);
        QVERIFY(!onlyA.meanDelta);
        // The results each run's agreement is computed on beside the other.
        QCOMPARE(sharedWith(a, b).size(), 2);
        QCOMPARE(sharedWith(b, a).size(), 2);
    }

    void bigChangeIsBetterAndWorse()
    {
        // 200 cases: A agrees on 120, B on 180.
        const ConstructedRuns runs = constructed(200, 0.5, 120, 180);
        const QList<LabelledMetricComparison> better = compareLabelled(runs.a, runs.b, runs.labels);
        QCOMPARE(better.size(), 1);
        QCOMPARE(better[0].n, 200);
        QCOMPARE(better[0].toward, 60);
        QCOMPARE(better[0].away, 0);
        QVERIFY(better[0].mcnemarP < 1e-6);
        QCOMPARE(better[0].verdict, ChangeVerdict::Better);
        QCOMPARE(better[0].verdictFigure, QStringLiteral("κ"));
        QVERIFY(better[0].kappa.deltaInterval->low > 0);
        QVERIFY(qAbs(*better[0].accuracy.delta - 0.3) < 1e-12);
        const QList<LabelledMetricComparison> worse = compareLabelled(runs.b, runs.a, runs.labels);
        QCOMPARE(worse[0].verdict, ChangeVerdict::Worse);
        QCOMPARE(worse[0].away, 60);
    }

    void tinyChangeOnFewCasesIsNoDetectableChange()
    {
        // 20 cases: A agrees on 14, B on 15: one case moved.
        const ConstructedRuns runs = constructed(20, 0.5, 14, 15);
        const QList<LabelledMetricComparison> c = compareLabelled(runs.a, runs.b, runs.labels);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].verdict, ChangeVerdict::NoDetectableChange);
        QCOMPARE(c[0].toward - c[0].away, 1);
        QVERIFY(c[0].mcnemarP > 0.5);
        // The smallest detectable change is the paired interval's half-width, and it is named.
        QVERIFY(c[0].detectable);
        QCOMPARE(*c[0].detectable, c[0].kappa.deltaInterval->halfWidth());
        QVERIFY2(c[0].explanation.contains(QStringLiteral("cannot be told from noise")), qPrintable(c[0].explanation));
        QVERIFY2(c[0].explanation.contains(QString::number(*c[0].detectable, 'f', 2)), qPrintable(c[0].explanation));
    }

    void noCaseMovedSaysSoRatherThanAZeroNoiseLevel()
    {
        // B passes and fails every case as A did: the paired interval has no width at all.
        const ConstructedRuns runs = constructed(20, 0.5, 14, 14);
        const LabelledMetricComparison c = compareLabelled(runs.a, runs.b, runs.labels).first();
        QCOMPARE(c.verdict, ChangeVerdict::NoDetectableChange);
        QCOMPARE(c.toward + c.away, 0);
        QVERIFY2(!c.explanation.contains(QStringLiteral("below about")), qPrintable(c.explanation));
        QVERIFY2(c.explanation.startsWith(QStringLiteral("No labelled case moved: the judge passes and fails each of "
                                                         "the 20 case(s) as before")),
                 qPrintable(c.explanation));
        QVERIFY(!c.detectable);
    }

    void oneClassOnlyLeavesKappaUndefined()
    {
        // Run A's judge passes every case: its κ is undefined (not 0), so there is no κ change
        // and the verdict rests on accuracy, as the Agreement dock's "–" says.
        ConstructedRuns runs = constructed(40, 0.5, 20, 36);
        for (MetricResult &r : runs.a) {
            r.score = 0.9;
            r.success = true;
        }
        const LabelledMetricComparison c = compareLabelled(runs.a, runs.b, runs.labels).first();
        QVERIFY(!c.kappa.a);
        QVERIFY(c.kappa.b);
        QVERIFY(!c.kappa.delta);
        QVERIFY(!c.kappa.deltaInterval);
        QVERIFY(!c.judgesKappa);
        QVERIFY(c.accuracy.delta);
        QCOMPARE(c.verdict, ChangeVerdict::Better);
    }

    void sameDataSameInterval()
    {
        const ConstructedRuns runs = constructed(60, 0.3, 40, 45);
        const LabelledMetricComparison first = compareLabelled(runs.a, runs.b, runs.labels).first();
        const LabelledMetricComparison second = compareLabelled(runs.a, runs.b, runs.labels).first();
        QVERIFY(first.kappa.deltaInterval);
        QCOMPARE(*first.kappa.deltaInterval, *second.kappa.deltaInterval);
        QCOMPARE(*first.rocAuc.deltaInterval, *second.rocAuc.deltaInterval);
        // The same runs kept with their results in another order (a run keeps them as they
        // finish): the same intervals.
        QList<MetricResult> reversedA(runs.a.crbegin(), runs.a.crend());
        const LabelledMetricComparison reordered = compareLabelled(reversedA, runs.b, runs.labels).first();
        QCOMPARE(*reordered.kappa.deltaInterval, *first.kappa.deltaInterval);
        QCOMPARE(*reordered.rocAuc.deltaInterval, *first.rocAuc.deltaInterval);
    }

    void restrictedToAPartOfTheSplit()
    {
        const ConstructedRuns runs = constructed(100, 0.5, 60, 70);
        LabelledComparisonOptions options;
        options.part = LabelSplit::Part::HeldOut;
        const LabelledMetricComparison heldOut = compareLabelled(runs.a, runs.b, runs.labels, options).first();
        options.part = LabelSplit::Part::Tuning;
        const LabelledMetricComparison tuning = compareLabelled(runs.a, runs.b, runs.labels, options).first();
        QCOMPARE(heldOut.n + tuning.n, 100);
        int expectedHeldOut = 0;
        for (int i = 0; i < 100; ++i)
            expectedHeldOut += LabelSplit{}.isTuning(QStringLiteral("case-%1").arg(i)) ? 0 : 1;
        QCOMPARE(heldOut.n, expectedHeldOut);
    }

    void rowsOnlyOneRunHasAreSaidPerMetric()
    {
        // A ran two metrics on four cases; B, a try, ran Turn Faithfulness on two of them only.
        QList<MetricResult> a;
        QList<MetricResult> b;
        for (int i = 0; i < 4; ++i) {
            const QString name = QStringLiteral("case-%1").arg(i);
            a.append(scoredResult(name, QStringLiteral("turn_faithfulness"), 0.8));
            a.append(scoredResult(name, QStringLiteral("turn_relevancy"), 0.8));
            // A metric that did not apply to any case: its rows have no figures, and are counted too.
            MetricResult skipped = scoredResult(name, QStringLiteral("semantic_drift"), std::nullopt);
            skipped.skipped = true;
            skipped.error.clear(); // skipped, not failed: no judge error
            a.append(skipped);
            if (i < 2)
                b.append(scoredResult(name, QStringLiteral("turn_faithfulness"), 0.7));
        }
        const RunComparison comparison = RunComparison::compare(a, b);
        QCOMPARE(onlyInOneRunTexts(comparison),
                 (QStringList{QStringLiteral("Turn Faithfulness: 2 test case(s) B did not run"),
                              QStringLiteral("Turn Relevancy, Semantic Drift not run in B: 8 row(s)")}));
        // Together they name every row only one run has.
        QCOMPARE(std::count_if(comparison.cases.cbegin(), comparison.cases.cend(),
                               [](const CaseDelta &delta) { return delta.change == CaseDelta::Change::OnlyInA; }),
                 10);
        QVERIFY(onlyInOneRunTexts(RunComparison::compare(a, a)).isEmpty());
        // Skipped in both runs, the metric keeps a row with no figures, as the Summary keeps its card.
        const RunComparison same = RunComparison::compare(a, a);
        const auto drift = std::find_if(same.metrics.cbegin(), same.metrics.cend(), [](const MetricDelta &metric) {
            return metric.metric == QLatin1String("semantic_drift");
        });
        QVERIFY(drift != same.metrics.cend());
        QVERIFY(drift->skippedInBoth());
        QCOMPARE(notRunText(*drift), QStringLiteral("⊘ skipped in both"));
        QVERIFY(!drift->meanDelta && !drift->passRateDelta);
        // Skipped in A and absent from B: not a row (B never ran it).
        QVERIFY(std::none_of(comparison.metrics.cbegin(), comparison.metrics.cend(), [](const MetricDelta &metric) {
            return metric.metric == QLatin1String("semantic_drift");
        }));
    }

    void heldOutCasesATryLeftOutAreCounted()
    {
        // Ten labelled cases of Turn Faithfulness; B ran the tuning part of them only.
        HumanLabels labels;
        QList<MetricResult> all;
        QList<MetricResult> tuning;
        const LabelSplit split{0.6};
        int heldOut = 0;
        for (int i = 0; i < 10; ++i) {
            const QString name = QStringLiteral("case-%1").arg(i);
            labels.set(name, QStringLiteral("turn_faithfulness"), label(i % 2 == 0));
            all.append(scoredResult(name, QStringLiteral("turn_faithfulness"), 0.8));
            if (split.isTuning(name))
                tuning.append(all.last());
            else
                ++heldOut;
        }
        QVERIFY(heldOut > 0);
        QCOMPARE(heldOutNotRun(tuning, labels, 0.6), heldOut);
        QCOMPARE(heldOutNotRun(all, labels, 0.6), 0);
        // A label of a metric B did not run is no case B left out.
        labels.set(QStringLiteral("case-0"), QStringLiteral("turn_relevancy"), label(true));
        QCOMPARE(heldOutNotRun(tuning, labels, 0.6), heldOut);
        QVERIFY(heldOutNotRunText(heldOut).contains(QStringLiteral("of the held-out part")));
        QVERIFY(heldOutNotRunText(0).isEmpty());
    }

    void verdictTextGivesOneIntervalAndTheRuleThatDecided()
    {
        // A clear gain: the verdict, the reason and the interval once, at one rounding.
        const ConstructedRuns runs = constructed(200, 0.5, 120, 170);
        const LabelledMetricComparison c = compareLabelled(runs.a, runs.b, runs.labels).first();
        QCOMPARE(c.verdict, ChangeVerdict::Better);
        QCOMPARE(c.reason, QStringLiteral("Δκ's 95 % interval lies above 0"));
        QCOMPARE(c.explanation.count(QStringLiteral("interval")), 1);
        QVERIFY2(c.explanation.contains(QStringLiteral("(95 % interval %1 to %2) lies above 0")
                                            .arg(signedFigureText(c.kappa.deltaInterval->low),
                                                 signedFigureText(c.kappa.deltaInterval->high))),
                 qPrintable(c.explanation));
        QCOMPARE(c.level, 0.95);
    }
};

QTEST_GUILESS_MAIN(TestLabelledComparison)
#include "tst_labelledcomparison.moc"
