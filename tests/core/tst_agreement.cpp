// Judge–human agreement: accuracy, Cohen's κ, ROC-AUC, the confusion matrix and the threshold
// sweep on hand-worked examples, and on the MTRAG human labels against an independent
// computation written out in this test.
#include "experiments/agreement.h"
#include "model/humanlabels.h"
#include "support/mtragcases.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/rocauc.h"

#include <QTest>

using namespace claimscope;

class TestAgreement : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void handWorkedExample();
    void tiesAndOneClass();
    void suggestedThresholdSplitsLikeTheBest();
    void kappaOfVerdicts();
    void mtragAgainstIndependentComputation();
};

void TestAgreement::init()
{
    failOnQtWarnings();
}

void TestAgreement::handWorkedExample()
{
    // Judge passes 0.9, 0.8, 0.6 at threshold 0.5; humans passed 0.9, 0.8 and 0.4.
    const QList<LabelledScore> scores{{0.9, true}, {0.8, true}, {0.6, false}, {0.4, true}, {0.3, false}, {0.2, false}};
    const Agreement a = Agreement::of(scores, 0.5);
    QCOMPARE(a.n, 6);
    QCOMPARE(a.matrix.bothPass, 2);
    QCOMPARE(a.matrix.judgeOnlyPass, 1);
    QCOMPARE(a.matrix.judgeOnlyFail, 1);
    QCOMPARE(a.matrix.bothFail, 2);
    QVERIFY(qAbs(a.accuracy - 4.0 / 6.0) < 1e-12);
    // p_o = 4/6, p_e = 0.5·0.5 + 0.5·0.5 = 0.5 → κ = (2/3 − 1/2) / (1/2) = 1/3.
    QVERIFY(a.kappa);
    QVERIFY(qAbs(*a.kappa - 1.0 / 3.0) < 1e-12);
    // 8 of the 9 (pass, fail) pairs are ordered right: 0.4 < 0.6 is the one that is not.
    QVERIFY(a.rocAuc);
    QVERIFY(qAbs(*a.rocAuc - 8.0 / 9.0) < 1e-12);
    // At 0.8 two of three passes and all fails are right: balanced accuracy (2/3 + 1) / 2.
    QVERIFY(a.bestThreshold);
    QCOMPARE(*a.bestThreshold, 0.8);
    QVERIFY(qAbs(a.bestBalancedAccuracy - 5.0 / 6.0) < 1e-12);
    // The sweep starts where nothing passes and ends where everything does.
    QCOMPARE(a.roc.first().truePassRate, 0.0);
    QCOMPARE(a.roc.first().falsePassRate, 0.0);
    QCOMPARE(a.roc.last().truePassRate, 1.0);
    QCOMPARE(a.roc.last().falsePassRate, 1.0);
}

void TestAgreement::suggestedThresholdSplitsLikeTheBest()
{
    // Best at 0.634 (both passes above every fail); 0.629 below must still fail: 0.6 would
    // pass it, 0.63 does not.
    const QList<LabelledScore> scores{{0.9, true}, {0.634, true}, {0.629, false}, {0.2, false}};
    const Agreement a = Agreement::of(scores, 0.5);
    QVERIFY(a.bestThreshold);
    QCOMPARE(*a.bestThreshold, 0.634);
    QVERIFY(a.suggestedThreshold());
    QCOMPARE(*a.suggestedThreshold(), 0.63);
    const Agreement atSuggestion = Agreement::of(scores, *a.suggestedThreshold());
    QCOMPARE(atSuggestion.matrix.bothPass, 2);
    QCOMPARE(atSuggestion.matrix.bothFail, 2);
    // With room to spare one decimal is enough.
    const Agreement wide = Agreement::of({{0.83, true}, {0.41, false}}, 0.5);
    QCOMPARE(*wide.suggestedThreshold(), 0.8);
    // Nothing to suggest with one class only.
    QVERIFY(!Agreement::of({{0.83, true}, {0.41, true}}, 0.5).suggestedThreshold());
}

void TestAgreement::tiesAndOneClass()
{
    const Agreement tied = Agreement::of({{0.5, true}, {0.5, false}, {0.5, true}, {0.5, false}}, 0.5);
    QVERIFY(tied.rocAuc);
    QCOMPARE(*tied.rocAuc, 0.5);
    // Every label "pass" from both: chance agreement is total, κ is undefined, not 0 or 1.
    const Agreement oneClass = Agreement::of({{0.9, true}, {0.7, true}}, 0.5);
    QVERIFY(!oneClass.kappa);
    QVERIFY(!oneClass.rocAuc);
    QVERIFY(!oneClass.bestThreshold);
    QCOMPARE(oneClass.accuracy, 1.0);
    // People say "pass" to every case but the judge fails one: κ is 0 by arithmetic alone, which
    // reads as "no agreement beyond chance" — it is undefined with one human class.
    const Agreement humansOneClass = Agreement::of({{0.9, true}, {0.2, true}, {0.8, true}}, 0.5);
    QVERIFY(!humansOneClass.kappa);
    QVERIFY(!humansOneClass.intervals.kappa);
}

void TestAgreement::kappaOfVerdicts()
{
    // Claim verdicts of a judge against a person: 3 of 5 agree.
    const QList<QPair<QString, QString>> verdicts{{QStringLiteral("yes"), QStringLiteral("yes")},
                                                  {QStringLiteral("yes"), QStringLiteral("no")},
                                                  {QStringLiteral("no"), QStringLiteral("no")},
                                                  {QStringLiteral("idk"), QStringLiteral("yes")},
                                                  {QStringLiteral("yes"), QStringLiteral("yes")}};
    // p_o = 3/5; judge yes 3/5, no 1/5, idk 1/5; human yes 3/5, no 2/5 → p_e = 9/25 + 2/25 = 11/25.
    const std::optional<double> kappa = cohensKappa(verdicts);
    QVERIFY(kappa);
    QVERIFY(qAbs(*kappa - (15.0 / 25.0 - 11.0 / 25.0) / (1.0 - 11.0 / 25.0)) < 1e-12);
}

void TestAgreement::mtragAgainstIndependentComputation()
{
    QString error;
    const QList<MtragCase> cases = MtragCases::load(MtragCases::defaultPath(), &error);
    if (cases.isEmpty())
        QSKIP(qPrintable(QStringLiteral("MTRAG conversations not found: %1").arg(error)));
    QList<TestCase> testCases;
    HumanLabels labels;
    for (int i = 0; i < cases.size(); ++i) {
        TestCase c;
        c.input = cases[i].input;
        c.actualOutput = cases[i].answer;
        for (const QString &passage : cases[i].passages)
            c.retrievalContext.append(ContextItem::fromText(passage));
        testCases.append(c);
        labels.set(HumanLabels::caseName({}, i), QStringLiteral("faithfulness"), {cases[i].faithful, std::nullopt});
    }
    const OfflineRun run = OfflineRunner::run(testCases, {MetricSelection{QStringLiteral("faithfulness"), true, {}}});
    const QMap<QString, Agreement> figures = agreementByMetric(run.results, labels);
    QVERIFY(figures.contains(QStringLiteral("faithfulness")));
    const Agreement a = figures.value(QStringLiteral("faithfulness"));

    // The same figures, computed here from first principles.
    QList<double> scores;
    QList<bool> human;
    int agree = 0;
    int judgePass = 0;
    int humanPass = 0;
    for (const MetricResult &result : run.results) {
        if (!result.score)
            continue;
        scores.append(*result.score);
        human.append(cases[result.testCaseIndex].faithful);
        const bool pass = *result.score >= 0.5 - 1e-12;
        judgePass += pass;
        humanPass += human.last();
        agree += pass == human.last();
    }
    const double n = scores.size();
    QCOMPARE(a.n, int(n));
    QVERIFY(n > 400);
    QVERIFY(qAbs(a.accuracy - agree / n) < 1e-12);
    const double chance = (judgePass / n) * (humanPass / n) + (1 - judgePass / n) * (1 - humanPass / n);
    QVERIFY(qAbs(*a.kappa - (agree / n - chance) / (1 - chance)) < 1e-9);
    QVERIFY(qAbs(*a.rocAuc - rocAuc(scores, human)) < 1e-9);
    QCOMPARE(a.matrix.total(), int(n));
    QCOMPARE(a.matrix.bothPass + a.matrix.judgeOnlyPass, judgePass);
    QCOMPARE(a.matrix.bothPass + a.matrix.judgeOnlyFail, humanPass);
    // The best threshold is at least as balanced as the default one.
    const double balancedAtDefault =
        (double(a.matrix.bothPass) / humanPass + double(a.matrix.bothFail) / (n - humanPass)) / 2;
    QVERIFY(a.bestBalancedAccuracy >= balancedAtDefault - 1e-12);
}

QTEST_GUILESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
