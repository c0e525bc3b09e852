// People's verdicts on claims: kept per test case, metric and claim text, read back with
// their problems named; the score a claim metric would have with them, checked against the
// real metric (no verdicts: the same score) and a hand-worked example; agreement and κ of the
// judge's claim verdicts against the person's.
#include "experiments/claimagreement.h"
#include "model/testcasereader.h"
#include "support/mtragcases.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <utility>

using namespace claimscope;

namespace {

BreakdownItem claim(const QString &text, const QString &verdict)
{
    BreakdownItem item;
    item.kind = BreakdownItem::Kind::Claim;
    item.text = text;
    item.verdict = verdict;
    return item;
}

} // namespace

class TestClaimLabels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void keptAndReadBack();
    void problemsAreCappedAndPrintable();
    void handWorkedScoreAndKappa();
    void withoutVerdictsTheScoreIsTheMetrics();
    void aClaimInFiveWindowsCountsOnce();
};

void TestClaimLabels::init()
{
    failOnQtWarnings();
}

void TestClaimLabels::keptAndReadBack()
{
    ClaimLabels labels;
    labels.set(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("The pool opens at 7."),
               QStringLiteral("no"));
    labels.set(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("Dogs are welcome."),
               QStringLiteral("yes"));
    QCOMPARE(labels.size(), 2);
    QStringList errors;
    QCOMPARE(ClaimLabels::fromJson(labels.toJson(), QStringLiteral("p.json"), &errors), labels);
    QVERIFY(errors.isEmpty());
    labels.remove(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("Dogs are welcome."));
    QCOMPARE(labels.size(), 1);
    QVERIFY(
        !labels.find(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("Dogs are welcome.")));

    const QJsonObject bad =
        QJsonDocument::fromJson(R"({"faithfulness": {"case a": {"x": "maybe"}, "case b": 3}})").object();
    const ClaimLabels read = ClaimLabels::fromJson(bad, QStringLiteral("p.json"), &errors);
    QVERIFY(read.isEmpty());
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors.join(u'\n').contains(
                 QStringLiteral("p.json: claim_labels.faithfulness.case a: a claim's verdict must be")),
             qPrintable(errors.join(u'\n')));
}

void TestClaimLabels::problemsAreCappedAndPrintable()
{
    // A thousand claims that are no verdict, for a test case named with terminal escapes.
    QJsonObject claims;
    for (int i = 0; i < 1000; ++i)
        claims.insert(QStringLiteral("claim %1").arg(i), QStringLiteral("maybe"));
    const QJsonObject bad{
        {QStringLiteral("faithfulness"), QJsonObject{{QStringLiteral("case \x1b]0;title\x07"), claims}}}};
    QStringList errors;
    QVERIFY(ClaimLabels::fromJson(bad, QStringLiteral("p.json"), &errors).isEmpty());
    QCOMPARE(errors.size(), 21);
    QCOMPARE(errors.first(),
             QStringLiteral("p.json: claim_labels.faithfulness.case \\x1B]0;title\\x07: a claim's "
                            "verdict must be \"yes\", \"no\" or \"idk\""));
    QCOMPARE(errors.last(), QStringLiteral("p.json: … and 980 more"));
}

void TestClaimLabels::handWorkedScoreAndKappa()
{
    // Two windows: (yes, no, idk) and (yes, yes). Default rule: (2/3 + 2/2) / 2.
    MetricResult result;
    result.testCaseName = QStringLiteral("case a");
    result.metricId = QStringLiteral("turn_faithfulness");
    BreakdownWindow first;
    first.score = 2.0 / 3.0;
    first.items = {claim(QStringLiteral("A"), QStringLiteral("yes")), claim(QStringLiteral("B"), QStringLiteral("no")),
                   claim(QStringLiteral("C"), QStringLiteral("idk"))};
    BreakdownWindow second;
    second.score = 1.0;
    second.items = {claim(QStringLiteral("D"), QStringLiteral("yes")),
                    claim(QStringLiteral("A"), QStringLiteral("yes"))};
    result.windows = {first, second};
    result.score = (2.0 / 3.0 + 1.0) / 2.0;

    ClaimLabels labels;
    QCOMPARE(*scoreWithVerdicts(result, labels, false), *result.score);
    // The person says B is fine and A (in both windows) is not: (1/3 + 1/2) / 2.
    labels.set(QStringLiteral("case a"), QStringLiteral("turn_faithfulness"), QStringLiteral("B"),
               QStringLiteral("yes"));
    labels.set(QStringLiteral("case a"), QStringLiteral("turn_faithfulness"), QStringLiteral("A"),
               QStringLiteral("no"));
    QVERIFY(qAbs(*scoreWithVerdicts(result, labels, false) - (2.0 / 3.0 + 1.0 / 2.0) / 2.0) < 1e-12);
    // Ambiguous claims counting against it: C (idk) too: (1/3 + 1/2) / 2.
    QVERIFY(qAbs(*scoreWithVerdicts(result, labels, true) - (1.0 / 3.0 + 1.0 / 2.0) / 2.0) < 1e-12);
    // Other metrics are not scored from claims.
    MetricResult other = result;
    other.metricId = QStringLiteral("turn_relevancy");
    QVERIFY(!scoreWithVerdicts(other, labels, false));

    // Judge (yes, no) against the person (no, yes) on the two claims they judged; A, seen in both
    // windows, counts once.
    const ClaimAgreement agreement = claimAgreement({result}, labels, QStringLiteral("turn_faithfulness"), false);
    QCOMPARE(agreement.n, 2);
    QCOMPARE(agreement.agreeing, 0);
    QCOMPARE(agreement.table.value({QStringLiteral("yes"), QStringLiteral("no")}), 1);
    QCOMPARE(agreement.table.value({QStringLiteral("no"), QStringLiteral("yes")}), 1);
    // p_o = 0; p_e = (1/2·1/2) + (1/2·1/2) = 1/2 → κ = −1/2 / 1/2 = −1.
    QVERIFY(agreement.kappa);
    QVERIFY(qAbs(*agreement.kappa + 1.0) < 1e-12);
    QCOMPARE(agreement.results, 1);
    QVERIFY(qAbs(agreement.meanScoreIfAgreed - (2.0 / 3.0 + 1.0 / 2.0) / 2.0) < 1e-12);

    // Strict mode, per window for Turn Faithfulness: (1/3, 1/2) → (0, 0). With A faithful after
    // all, the first window is 3/3 (C idk, not penalised) and the second 2/2: (1, 1).
    MetricResult strict = result;
    strict.strictMode = true;
    strict.windows[0].score = 0.0;
    strict.score = 0.5;
    QCOMPARE(*scoreWithVerdicts(strict, labels, false), 0.0);
    ClaimLabels agreeing = labels;
    agreeing.set(QStringLiteral("case a"), QStringLiteral("turn_faithfulness"), QStringLiteral("A"),
                 QStringLiteral("yes"));
    QCOMPARE(*scoreWithVerdicts(strict, agreeing, false), 1.0);
    QCOMPARE(*scoreWithVerdicts(strict, agreeing, true), 0.5); // C counts against the first window
    // Faithfulness decides strict mode on the final score: (1/3 + 1/2) / 2 < 1 → 0.
    strict.metricId = QStringLiteral("faithfulness");
    labels.set(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("A"), QStringLiteral("no"));
    QCOMPARE(*scoreWithVerdicts(strict, labels, false), 0.0);
    labels.set(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("A"), QStringLiteral("yes"));
    labels.set(QStringLiteral("case a"), QStringLiteral("faithfulness"), QStringLiteral("B"), QStringLiteral("yes"));
    QCOMPARE(*scoreWithVerdicts(strict, labels, false), 1.0);

    // Where the two rules part: windows at 1 and ½ give ½ per window, 0 on the mean.
    MetricResult split = result;
    split.strictMode = true;
    split.windows[0].items = {claim(QStringLiteral("E"), QStringLiteral("yes"))};
    split.windows[1].items = {claim(QStringLiteral("F"), QStringLiteral("yes")),
                              claim(QStringLiteral("G"), QStringLiteral("no"))};
    split.metricId = QStringLiteral("turn_faithfulness");
    QCOMPARE(*scoreWithVerdicts(split, {}, false), 0.5);
    split.metricId = QStringLiteral("faithfulness");
    QCOMPARE(*scoreWithVerdicts(split, {}, false), 0.0);
}

void TestClaimLabels::withoutVerdictsTheScoreIsTheMetrics()
{
    const LoadedCases loaded = TestCaseReader::readFile(QFileInfo(MtragCases::defaultPath()).absoluteFilePath());
    if (loaded.cases.isEmpty())
        QSKIP("the MTRAG conversations are not available");
    const QList<TestCase> cases = loaded.cases.mid(0, 80);
    // Every combination of the two params that change how claims make the score.
    for (const auto &[penalize, strictMode] : {std::pair{false, false}, {true, false}, {false, true}, {true, true}}) {
        const OfflineRun run =
            OfflineRunner::run(cases,
                               {MetricSelection{QStringLiteral("turn_faithfulness"),
                                                true,
                                                {{QStringLiteral("penalize_ambiguous_claims"), penalize},
                                                 {QStringLiteral("strict_mode"), strictMode}}}});
        int compared = 0;
        for (const MetricResult &result : run.results) {
            if (!result.score)
                continue;
            QVERIFY2(qAbs(*scoreWithVerdicts(result, {}, penalize) - *result.score) < 1e-12,
                     qPrintable(QStringLiteral("%1: %2").arg(result.testCaseName).arg(*result.score)));
            ++compared;
        }
        QVERIFY(compared > 60);
        QVERIFY(std::all_of(run.results.begin(), run.results.end(),
                            [&](const MetricResult &result) { return result.strictMode == strictMode; }));
    }
}

void TestClaimLabels::aClaimInFiveWindowsCountsOnce()
{
    // Turn Faithfulness with windows of five exchanges: the claim of exchange 4 is judged in the
    // window that ends there and in the four after it. The person judged it once.
    MetricResult result;
    result.testCaseName = QStringLiteral("case a");
    result.metricId = QStringLiteral("turn_faithfulness");
    for (int end = 0; end < 9; ++end) {
        BreakdownWindow window;
        for (int turn = qMax(0, end - 4); turn <= end; ++turn)
            window.turnIndices.append(turn);
        window.score = 1.0;
        if (end >= 4) {
            // The window ending at exchange 4 says "no"; the later ones, with other context, "yes".
            BreakdownItem item =
                claim(QStringLiteral("The pool opens at 7."), end == 4 ? QStringLiteral("no") : QStringLiteral("yes"));
            item.turnIndex = 4;
            window.items.append(item);
        }
        result.windows.append(window);
    }
    result.score = 1.0;
    ClaimLabels labels;
    labels.set(QStringLiteral("case a"), QStringLiteral("turn_faithfulness"), QStringLiteral("The pool opens at 7."),
               QStringLiteral("no"));

    const ClaimAgreement agreement = claimAgreement({result}, labels, QStringLiteral("turn_faithfulness"), false);
    QCOMPARE(agreement.n, 1); // was 5: once per window
    // The window that ends at the claim's exchange stands for it, not the majority of windows.
    QCOMPARE(agreement.agreeing, 1);
    QCOMPARE(agreement.table.value({QStringLiteral("no"), QStringLiteral("no")}), 1);
    QCOMPARE(standingClaimVerdicts(result),
             (QList<QPair<QString, QString>>{{QStringLiteral("The pool opens at 7."), QStringLiteral("no")}}));

    // Without turn indices the first window it appears in stands for it.
    for (BreakdownWindow &window : result.windows)
        window.turnIndices.clear();
    result.windows[4].items[0].verdict = QStringLiteral("yes");
    result.windows[5].items[0].verdict = QStringLiteral("no");
    QCOMPARE(standingClaimVerdicts(result).value(0).second, QStringLiteral("yes"));
}

QTEST_GUILESS_MAIN(TestClaimLabels)
#include "tst_claimlabels.moc"
