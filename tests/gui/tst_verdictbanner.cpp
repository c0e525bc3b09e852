// The verdict banner's line against the paired comparison it shows: the figure the verdict
// judges reads the same in A, B and their change.
#include "experiments/comparisonexport.h"
#include "experiments/labelledcomparison.h"
#include "support/qtwarnings.h"
#include "support/scoredresult.h"
#include "ui/runs/verdictbanner.h"

#include <QRegularExpression>
#include <QTest>

using namespace claimscope;

namespace {

MetricResult result(const QString &testCase, double score)
{
    return scoredResult(testCase, QStringLiteral("turn_faithfulness"), score);
}

} // namespace

class TestVerdictBanner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void figureReadsTheSameInAAndBAndTheirChange()
    {
        // Six cases, three rated pass and three fail: A agrees with the person on five, B on
        // four, so accuracy and κ change by different amounts.
        const QList<bool> human{true, true, true, false, false, false};
        const QList<double> scoresA{0.9, 0.8, 0.3, 0.2, 0.1, 0.3};
        const QList<double> scoresB{0.9, 0.4, 0.3, 0.2, 0.7, 0.3};
        QList<MetricResult> a;
        QList<MetricResult> b;
        HumanLabels labels;
        for (int i = 0; i < human.size(); ++i) {
            const QString name = QStringLiteral("case-%1").arg(i);
            a.append(result(name, scoresA[i]));
            b.append(result(name, scoresB[i]));
            HumanLabel label;
            label.pass = human[i];
            labels.set(name, QStringLiteral("turn_faithfulness"), label);
        }
        const QList<LabelledMetricComparison> comparisons = compareLabelled(a, b, labels);
        QCOMPARE(comparisons.size(), 1);
        const LabelledMetricComparison &comparison = comparisons.first();
        QCOMPARE(comparison.verdictFigure, QStringLiteral("κ"));
        QVERIFY(qAbs(*comparison.accuracy.delta - *comparison.kappa.delta) > 0.01);

        const QString line = VerdictBanner::lineOf(comparison);
        const QRegularExpressionMatch shown =
            QRegularExpression(QStringLiteral("κ (-?[0-9.]+) → (-?[0-9.]+),")).match(line);
        // A change is signed with the minus sign (U+2212) a person reads, as everywhere.
        const QRegularExpressionMatch change = QRegularExpression(QStringLiteral("Δκ ([−+]?[0-9.]+)")).match(line);
        QVERIFY2(shown.hasMatch() && change.hasMatch(), qPrintable(line));
        QCOMPARE(shown.captured(1), figureText(comparison.kappa.a));
        QCOMPARE(shown.captured(2), figureText(comparison.kappa.b));
        const double delta = change.captured(1).replace(u'−', u'-').toDouble();
        QVERIFY2(qAbs(shown.captured(2).toDouble() - shown.captured(1).toDouble() - delta) <= 0.0015, qPrintable(line));
    }

    void aHeadlineOfNoChangeSaysWhereTheFlipsLean()
    {
        // κ's interval includes 0, the flips alone are significant: the head says both (it read
        // "no detectable change" before "37 no longer do (p = 0.002)").
        LabelledMetricComparison comparison;
        comparison.metric = QStringLiteral("turn_faithfulness");
        comparison.verdict = ChangeVerdict::NoDetectableChange;
        comparison.verdictFigure = QStringLiteral("κ");
        comparison.toward = 14;
        comparison.away = 37;
        comparison.mcnemarP = 0.002;
        comparison.readingsNote = QStringLiteral("The flips alone are significant.");
        QVERIFY2(VerdictBanner::lineOf(comparison)
                     .startsWith(QStringLiteral(
                         "Turn Faithfulness: no detectable change in κ, though the flips alone lean away "
                         "from the person (p = 0.002) — κ ")),
                 qPrintable(VerdictBanner::lineOf(comparison)));
        // Flips the interval agrees with need no second word.
        comparison.readingsNote.clear();
        QVERIFY2(VerdictBanner::lineOf(comparison)
                     .startsWith(QStringLiteral("Turn Faithfulness: no detectable change — κ ")),
                 qPrintable(VerdictBanner::lineOf(comparison)));
    }
};

QTEST_MAIN(TestVerdictBanner)
#include "tst_verdictbanner.moc"
