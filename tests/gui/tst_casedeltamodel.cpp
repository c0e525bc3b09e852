// The comparison's case list: rows of test cases only one run has (a try on the tuning part
// beside a baseline of every case) stay out of "Every change", counted, under a filter of their
// own; a labelled row reads the score its label is compared with.
#include "experiments/runcomparison.h"
#include "support/qtwarnings.h"
#include "support/scoredresult.h"
#include "ui/charts/deltabarchart.h"
#include "ui/runs/casedeltamodel.h"

#include <QAbstractAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QTest>

using namespace claimscope;

namespace {

MetricResult result(const QString &testCase, double score)
{
    return scoredResult(testCase, QStringLiteral("faithfulness"), score);
}

} // namespace

class TestCaseDeltaModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void theMeanChartWritesItsTicksAsEverySignedFigure()
    {
        // A mean that fell 0.6: the axis runs from −0.60 to +0.60, with the minus every other
        // signed figure uses (a hyphen stood beside the bar's "−0.600").
        const QList<MetricResult> a{result(QStringLiteral("case-0"), 0.8)};
        const QList<MetricResult> b{result(QStringLiteral("case-0"), 0.2)};
        DeltaBarChart chart;
        chart.setComparison(RunComparison::compare(a, b), false);
        QCOMPARE(chart.categories().size(), 1);
        QVERIFY2(chart.categories().first().endsWith(QStringLiteral("\u2212"
                                                                    "0.600")),
                 qPrintable(chart.categories().first()));
        auto *axis = qobject_cast<QCategoryAxis *>(chart.chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        QCOMPARE(axis->categoriesLabels(),
                 (QStringList{QStringLiteral("\u2212"
                                             "0.60"),
                              QStringLiteral("\u2212"
                                             "0.30"),
                              QStringLiteral("0.00"), QStringLiteral("+0.30"), QStringLiteral("+0.60")}));
        QCOMPARE(axis->min(), -0.6);
        QCOMPARE(axis->max(), 0.6);
    }

    void rowsOnlyOneRunHasDoNotBuryTheFlips()
    {
        // A ran five cases, B the first two; one of those flipped.
        QList<MetricResult> a;
        for (int i = 0; i < 5; ++i)
            a.append(result(QStringLiteral("case-%1").arg(i), 0.8));
        const QList<MetricResult> b{result(QStringLiteral("case-0"), 0.2), result(QStringLiteral("case-1"), 0.8)};
        CaseDeltaModel model;
        model.setComparison(RunComparison::compare(a, b), CaseDeltaModel::Filter::Changed);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.deltaAt(0)->change, CaseDelta::Change::PassToFail);
        QCOMPARE(model.onlyInOneRunCount(), 3);
        model.setFilter(CaseDeltaModel::Filter::OnlyInOneRun);
        QCOMPARE(model.rowCount(), 3);
        for (int row = 0; row < 3; ++row)
            QCOMPARE(model.deltaAt(row)->change, CaseDelta::Change::OnlyInA);
        model.setFilter(CaseDeltaModel::Filter::Everything);
        QCOMPARE(model.rowCount(), 5);
        // Without labels the columns are plain A and B.
        QCOMPARE(model.headerData(CaseDeltaModel::AColumn, Qt::Horizontal).toString(), QStringLiteral("A"));
    }

    void aListMeasuringAgreementSaysLowerAndKeepsWholeCaseChanges()
    {
        // case-0: the last answer (as labelled) unchanged while the whole case flips pass → fail;
        // case-1: the last answer's score falls, the whole case does not move.
        const auto conversation = [](const QString &name, double whole, double lastAnswer) {
            MetricResult r = scoredResult(name, QStringLiteral("turn_faithfulness"), whole);
            for (int i = 0; i < 2; ++i) {
                BreakdownWindow window;
                window.title = QStringLiteral("Window %1").arg(i + 1);
                window.turnIndices = {2 * i, 2 * i + 1};
                window.score = i == 0 ? 0.5 : lastAnswer;
                r.windows.append(window);
            }
            return r;
        };
        const QList<MetricResult> a{conversation(QStringLiteral("case-0"), 0.9, 1.0),
                                    conversation(QStringLiteral("case-1"), 0.9, 1.0)};
        const QList<MetricResult> b{conversation(QStringLiteral("case-0"), 0.3, 1.0),
                                    conversation(QStringLiteral("case-1"), 0.9, 0.7)};
        HumanLabels labels;
        HumanLabel onLast;
        onLast.pass = true;
        onLast.exchange = HumanLabel::LastExchange;
        labels.set(QStringLiteral("case-0"), QStringLiteral("turn_faithfulness"), onLast);
        labels.set(QStringLiteral("case-1"), QStringLiteral("turn_faithfulness"), onLast);
        CaseDeltaModel model;
        model.setLabels(labels);
        model.setComparison(RunComparison::compare(a, b, labels), CaseDeltaModel::Filter::Changed);
        // Both are listed: the pass rate above moved with case-0.
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.countOf(CaseDeltaModel::Filter::Flips), 1);
        QStringList changes;
        for (int row = 0; row < model.rowCount(); ++row)
            changes.append(model.index(row, CaseDeltaModel::ChangeColumn).data().toString());
        QCOMPARE(changes, (QStringList{QStringLiteral("▼ worse"), QStringLiteral("✗ pass → fail (whole case)")}));
        // Judging the judge against people, a score that fell is lower, not worse.
        model.setMeasuresAgreement(true);
        QCOMPARE(model.index(0, CaseDeltaModel::ChangeColumn).data().toString(), QStringLiteral("▼ lower"));
        QVERIFY(!model.index(0, CaseDeltaModel::ChangeColumn).data(Qt::BackgroundRole).isValid());
    }

    void lowerScoresOnlyListsScoresThatFell()
    {
        // Against labels: case-0 fails only because B's threshold is higher (0.6 in both), case-1's
        // score fell. Only case-1 is a lower score; both are flips.
        const QList<MetricResult> a{scoredResult(QStringLiteral("case-0"), QStringLiteral("faithfulness"), 0.6, 0.5),
                                    scoredResult(QStringLiteral("case-1"), QStringLiteral("faithfulness"), 0.9, 0.5)};
        const QList<MetricResult> b{scoredResult(QStringLiteral("case-0"), QStringLiteral("faithfulness"), 0.6, 0.7),
                                    scoredResult(QStringLiteral("case-1"), QStringLiteral("faithfulness"), 0.65, 0.7)};
        HumanLabels labels;
        HumanLabel pass;
        pass.pass = true;
        labels.set(QStringLiteral("case-0"), QStringLiteral("faithfulness"), pass);
        labels.set(QStringLiteral("case-1"), QStringLiteral("faithfulness"), pass);
        CaseDeltaModel model;
        model.setLabels(labels);
        model.setMeasuresAgreement(true);
        model.setComparison(RunComparison::compare(a, b, labels), CaseDeltaModel::Filter::Regressions);
        QCOMPARE(model.countOf(CaseDeltaModel::Filter::Flips), 2);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.deltaAt(0)->testCaseName, QStringLiteral("case-1"));
        // Without labels both are regressions: a pass became a fail.
        model.setMeasuresAgreement(false);
        model.setFilter(CaseDeltaModel::Filter::Regressions);
        QCOMPARE(model.rowCount(), 2);
    }
};

QTEST_MAIN(TestCaseDeltaModel)
#include "tst_casedeltamodel.moc"
