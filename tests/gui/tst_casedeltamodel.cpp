// The comparison's case list: rows of test cases only one run has (a try on the tuning part
// beside a baseline of every case) stay out of "Every change", counted, under a filter of their
// own; a labelled row reads the score its label is compared with.
#include "experiments/runcomparison.h"
#include "support/qtwarnings.h"
#include "support/scoredresult.h"
#include "ui/runs/casedeltamodel.h"

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
};

QTEST_MAIN(TestCaseDeltaModel)
#include "tst_casedeltamodel.moc"
