// The statistics room: McNemar's exact test on published tables, the bootstrap's intervals
// checked by simulation (they must cover the true value about 95 % of the time), and the verdict
// on a change.
#include "experiments/agreementfigures.h"
#include "stats/bootstrap.h"
#include "stats/changeverdict.h"
#include "stats/mcnemar.h"
#include "support/qtwarnings.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>
#include <random>

using namespace claimscope;

namespace {

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

} // namespace

class TestStats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void mcnemarOnTextbookTables()
    {
        // Fagerland, Lydersen & Laake (2013), "The McNemar test for binary matched-pairs data",
        // BMC Medical Research Methodology 13:91, Table 1 (Bentur et al., airway
        // hyper-responsiveness before and after stem cell transplantation): discordant pairs
        // 1 and 7; their exact conditional p = 0.070 (= 2 · (1 + 8) / 2^8).
        QVERIFY(qAbs(mcnemarExactP(1, 7) - 0.0703125) < 1e-12);
        QCOMPARE(mcnemarExactP(7, 1), mcnemarExactP(1, 7));
        // Agresti (2013), Categorical Data Analysis, 3rd ed., Table 11.1 (approval of the
        // president's performance in two surveys, n = 1600): discordant pairs 150 and 86,
        // McNemar z = 4.17, P < 0.001. The exact p, summed here in integers as a check, is
        // 3.716e-5.
        const double agresti = mcnemarExactP(150, 86);
        QVERIFY2(agresti < 0.001, qPrintable(QString::number(agresti)));
        QVERIFY2(qAbs(agresti - 3.715936e-5) < 1e-9, qPrintable(QString::number(agresti, 'g', 10)));
        // All ten discordant pairs one way: 2 · 2^-10.
        QVERIFY(qAbs(mcnemarExactP(0, 10) - 0.001953125) < 1e-15);
        // No discordant pair, or as many each way: nothing to see.
        QCOMPARE(mcnemarExactP(0, 0), 1.0);
        QCOMPARE(mcnemarExactP(12, 12), 1.0);
    }

    void figuresOnOneResampleAreAgreementsFigures()
    {
        // Judge 0.9, 0.8, 0.6, 0.4, 0.3, 0.2 at threshold 0.5; humans pass the 0.9, 0.8 and 0.4.
        // p_o = 4/6, p_e = ½·½ + ½·½ → κ = (2/3 − 1/2) / (1/2) = 1/3; of the 9 (pass, fail)
        // pairs only 0.4 < 0.6 is out of order → ROC-AUC 8/9.
        QList<LabelledScore> scores{{0.9, true, {}}, {0.8, true, {}},  {0.6, false, {}},
                                    {0.4, true, {}}, {0.3, false, {}}, {0.2, false, {}}};
        const AgreementFigures figures(scores, 0.5);
        Figures all = figures.on({0, 1, 2, 3, 4, 5});
        QVERIFY(qAbs(*all[AccuracyFigure] - 4.0 / 6.0) < 1e-12);
        QVERIFY(qAbs(*all[KappaFigure] - 1.0 / 3.0) < 1e-12);
        QVERIFY(qAbs(*all[RocAucFigure] - 8.0 / 9.0) < 1e-12);
        // A resample counts each case as often as it was drawn: the 0.4 pass twice and the 0.6
        // fail once → pairs (pass, fail): 0.9 and 0.8 beat 0.6 (2), the two 0.4s lose (0) → 2/4.
        all = figures.on({0, 1, 3, 3, 2});
        QVERIFY(qAbs(*all[RocAucFigure] - 0.5) < 1e-12);
        QVERIFY(qAbs(*all[AccuracyFigure] - 2.0 / 5.0) < 1e-12);
        // Ties count half: a pass and a fail both at 0.7 → 0.5.
        const QList<LabelledScore> tied{{0.7, true, {}}, {0.7, false, {}}};
        QVERIFY(qAbs(*AgreementFigures(tied, 0.5).on({0, 1})[RocAucFigure] - 0.5) < 1e-12);
    }

    void quantilesInterpolate()
    {
        const QList<double> sorted{1, 2, 3, 4, 5};
        QCOMPARE(quantileOfSorted(sorted, 0.0), 1.0);
        QCOMPARE(quantileOfSorted(sorted, 0.5), 3.0);
        QCOMPARE(quantileOfSorted(sorted, 0.125), 1.5);
        QCOMPARE(quantileOfSorted(sorted, 1.0), 5.0);
    }

    void intervalsCoverTheTrueValue()
    {
        // 500 datasets of 150 labelled cases from a known distribution: human pass with
        // probability ½; the judge's score ~ N(0.6, 0.2) on a human pass, N(0.4, 0.2) on a human
        // fail; threshold 0.5. Then P(judge pass | human pass) = Φ(0.5) = P(judge fail | human
        // fail), so the judge passes half the cases, p_o = Φ(0.5), p_e = ½ and
        // κ = 2·Φ(0.5) − 1; ROC-AUC = P(N(0.6,0.2) > N(0.4,0.2)) = Φ(0.2 / (0.2·√2)).
        const double trueKappa = 2.0 * normalCdf(0.5) - 1.0;
        const double trueAuc = normalCdf(1.0 / std::sqrt(2.0));
        std::mt19937_64 random(27);
        std::bernoulli_distribution humanPasses(0.5);
        std::normal_distribution<double> noise(0.0, 0.2);
        const int datasets = 500;
        int kappaCovered = 0;
        int aucCovered = 0;
        QElapsedTimer timer;
        timer.start();
        for (int d = 0; d < datasets; ++d) {
            QList<LabelledScore> scores;
            for (int i = 0; i < 150; ++i) {
                const bool human = humanPasses(random);
                scores.append({(human ? 0.6 : 0.4) + noise(random), human, QString()});
            }
            const AgreementIntervals intervals = agreementIntervals(scores, 0.5);
            QVERIFY(intervals.kappa && intervals.rocAuc);
            kappaCovered += intervals.kappa->contains(trueKappa) ? 1 : 0;
            aucCovered += intervals.rocAuc->contains(trueAuc) ? 1 : 0;
        }
        qInfo("coverage over %d datasets: kappa %d, ROC-AUC %d (%lld ms)", datasets, kappaCovered, aucCovered,
              timer.elapsed());
        QVERIFY2(kappaCovered >= 465 && kappaCovered <= 485, qPrintable(QString::number(kappaCovered)));
        QVERIFY2(aucCovered >= 465 && aucCovered <= 485, qPrintable(QString::number(aucCovered)));
    }

    void pairedIntervalOfTheDifference()
    {
        // B is A plus 0.1 on every case: the paired interval of the mean's change is that 0.1
        // exactly, however the cases are drawn; an unpaired view would be as wide as the data.
        QList<double> a;
        for (int i = 0; i < 50; ++i)
            a.append(double((i * 37) % 50) / 50.0);
        const auto mean = [](const QList<double> &values, const Resample &resample) {
            double sum = 0;
            for (int index : resample)
                sum += values[index];
            return Figures{sum / double(resample.size())};
        };
        QList<double> b;
        for (double value : a)
            b.append(value + 0.1);
        const Bootstrap bootstrap;
        const QList<std::optional<Interval>> paired = bootstrap.pairedDifferences(
            50, [&](const Resample &r) { return mean(a, r); }, [&](const Resample &r) { return mean(b, r); });
        QCOMPARE(paired.size(), 1);
        QVERIFY(qAbs(paired[0]->low - 0.1) < 1e-9 && qAbs(paired[0]->high - 0.1) < 1e-9);
        const std::optional<Interval> single =
            bootstrap.intervals(50, [&](const Resample &r) { return mean(a, r); })[0];
        QVERIFY(single->high - single->low > 0.1);
    }

    void figureUndefinedOnMostResamplesHasNoInterval()
    {
        // One human fail among 200: a resample misses it about a third of the time (e^-1), so
        // ROC-AUC has no interval; with five, it misses them all 0.7 % of the time.
        QList<LabelledScore> scores;
        for (int i = 0; i < 200; ++i)
            scores.append({i == 0 ? 0.1 : 0.9, i != 0, QString()});
        AgreementIntervals intervals = agreementIntervals(scores, 0.5);
        QVERIFY(!intervals.rocAuc);
        QVERIFY(!intervals.kappa);
        QVERIFY(intervals.accuracy);
        for (int i = 1; i < 5; ++i)
            scores[i] = {0.1, false, QString()};
        intervals = agreementIntervals(scores, 0.5);
        QVERIFY(intervals.rocAuc);
        QVERIFY(intervals.kappa);
    }

    void verdictFollowsTheIntervalOfItsFigure()
    {
        ChangeEvidence evidence{
            QStringLiteral("κ"), 0.2, Interval{0.1, 0.3}, 30, 5, mcnemarExactP(30, 5), 50, 97, 0.05};
        ChangeJudgement judgement = judgeChange(evidence);
        QCOMPARE(judgement.verdict, ChangeVerdict::Better);
        QVERIFY(judgement.readingsNote.isEmpty()); // both readings agree: nothing to add
        QCOMPARE(judgement.explanation,
                 QStringLiteral("Δκ +0.200 (95 % interval +0.100 to +0.300) lies above 0, so the change is more "
                                "than noise. 30 case(s) now agree with the person, 5 no longer do (McNemar p "
                                "< 0.001)."));
        QCOMPARE(judgement.reason, QStringLiteral("Δκ's 95 % interval lies above 0"));
        // κ's interval clears zero and the flips alone could be chance (the walked MTRAG try: 9
        // toward, 2 away): the verdict is on κ, so better, and the text never says "no detectable
        // change" beside an interval that leaves out 0, nor gives the interval twice.
        evidence = {QStringLiteral("κ"), 0.114, Interval{0.036, 0.208}, 9, 2, mcnemarExactP(9, 2), 180, 97, 0.05};
        judgement = judgeChange(evidence);
        QCOMPARE(judgement.verdict, ChangeVerdict::Better);
        QCOMPARE(judgement.explanation,
                 QStringLiteral("Δκ +0.114 (95 % interval +0.036 to +0.208) lies above 0, so the change is more "
                                "than noise. 9 case(s) now agree with the person, 2 no longer do (McNemar p "
                                "= 0.065). The flips alone (9 toward, 2 away) are not significant at 0.05 (p = "
                                "0.065); the interval of κ, which uses every case, decides."));
        QCOMPARE(judgement.readingsNote,
                 QStringLiteral("The flips alone (9 toward, 2 away) are not significant at 0.05 (p = 0.065); the "
                                "interval of κ, which uses every case, decides."));
        QCOMPARE(judgement.explanation.count(QStringLiteral("95 % interval")), 1);
        QCOMPARE(*judgement.detectable, 0.086);
        // Many more flips toward the person (p < 0.001) while κ's interval spans 0: no detectable
        // change in κ, for the one reason that decides it.
        evidence = {QStringLiteral("κ"), 0.02, Interval{-0.01, 0.05}, 14, 1, mcnemarExactP(14, 1), 120, 157, 0.05};
        judgement = judgeChange(evidence);
        QCOMPARE(judgement.verdict, ChangeVerdict::NoDetectableChange);
        QCOMPARE(
            judgement.explanation,
            QStringLiteral("Δκ +0.020 (95 % interval \u22120.010 to +0.050) includes 0: with 120 human-pass case(s) a "
                           "Δκ below about 0.03 cannot be told from noise. 14 case(s) now agree with the person, 1 "
                           "no longer do (McNemar p < 0.001). The flips alone (14 toward, 1 away) are significant "
                           "at 0.05 (p < 0.001), but they weigh accuracy; the interval of κ, which uses every case, "
                           "includes 0 and decides."));
        QCOMPARE(judgement.reason,
                 QStringLiteral("Δκ's 95 % interval includes 0: with 120 human-pass case(s) a Δκ "
                                "below about 0.03 cannot be told from noise"));
        evidence = {QStringLiteral("κ"), -0.2, Interval{-0.3, -0.1}, 2, 30, mcnemarExactP(2, 30), 97, 50, 0.05};
        QCOMPARE(judgeChange(evidence).verdict, ChangeVerdict::Worse);
        QVERIFY(judgeChange(evidence).explanation.contains(QStringLiteral("lies below 0")));
        QVERIFY(judgeChange(evidence).readingsNote.isEmpty());
        // κ's interval below 0 while the flips lean toward the person (a threshold that moves
        // which class it errs on): said, once.
        evidence = {QStringLiteral("κ"), -0.1, Interval{-0.2, -0.02}, 6, 3, mcnemarExactP(6, 3), 97, 50, 0.05};
        QCOMPARE(judgeChange(evidence).readingsNote,
                 QStringLiteral("The flips (6 toward, 3 away) lean the other way (p = 0.508); the interval of κ, "
                                "which uses every case, decides."));
        // Another level names its own interval.
        evidence.significance = 0.01;
        QCOMPARE(judgeChange(evidence).reason, QStringLiteral("Δκ's 99 % interval lies below 0"));
    }
};

QTEST_GUILESS_MAIN(TestStats)
#include "tst_stats.moc"
