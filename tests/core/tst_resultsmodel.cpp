#include "model/resultsmodel.h"
#include "support/offlinerun.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

QString cell(const ResultsModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.data(model.index(row, column), role).toString();
}

ResultsModel::Status status(const ResultsModel &model, int row)
{
    return ResultsModel::Status(model.data(model.index(row, 0), ResultsModel::StatusRole).toInt());
}

} // namespace

// The results table on real offline-engine results: rows, texts, roles, runs and re-scoring.
class TestResultsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void rowsFollowTestCaseThenCatalogueOrder();
    void cellsShowScoresStatusAndCosts();
    void errorsShowTheFailingStep();
    void sortRoleHoldsNumbers();
    void aNewerResultReplacesTheRow();
    void aFinishedRunDropsRowsItDidNotReplace();
    void aCancelledRunKeepsStaleRows();
    void rescoreChangesDataOnly();
    void rescoreReportsScoresThatNeedARun();

private:
    QList<TestCase> m_cases;
    OfflineRun m_run;
    ResultsModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestResultsModel::initTestCase()
{
    m_cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"))
        + OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_run = OfflineRunner::run(m_cases);
    QCOMPARE(m_run.results.size(), 9 + 25);
}

void TestResultsModel::init()
{
    delete m_tester;
    delete m_model;
    m_model = new ResultsModel(this);
    m_tester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, m_model);
    m_model->addResults(m_run.results);
}

void TestResultsModel::rowsFollowTestCaseThenCatalogueOrder()
{
    QCOMPARE(m_model->rowCount(), 34);
    QCOMPARE(m_model->columnCount(), int(ResultsModel::ColumnCount));
    QCOMPARE(cell(*m_model, 0, ResultsModel::TestCaseColumn), QStringLiteral("Hotel concierge: early arrival with a dog"));
    QCOMPARE(cell(*m_model, 0, ResultsModel::MetricColumn), QStringLiteral("Turn Faithfulness"));
    QCOMPARE(m_model->result(0).metricId, QStringLiteral("turn_faithfulness"));
    QCOMPARE(m_model->result(8).metricId, QStringLiteral("trust_score"));
    QCOMPARE(m_model->result(9).testCaseIndex, 1);
    QCOMPARE(m_model->result(9).metricId, QStringLiteral("faithfulness"));
    for (int row = 1; row < m_model->rowCount(); ++row)
        QVERIFY(m_model->result(row - 1).testCaseIndex <= m_model->result(row).testCaseIndex);
    QCOMPARE(m_model->rowOf(1, QStringLiteral("faithfulness")), 9);
    QCOMPARE(m_model->rowOf(0, QStringLiteral("faithfulness")), -1);
    QCOMPARE(m_model->results().size(), 34);
}

void TestResultsModel::cellsShowScoresStatusAndCosts()
{
    const int faithfulness = m_model->rowOf(0, QStringLiteral("turn_faithfulness"));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::ScoreColumn), QStringLiteral("0.607"));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::ThresholdColumn), QStringLiteral("0.50"));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::StatusColumn), QStringLiteral("✓ Pass"));
    QCOMPARE(status(*m_model, faithfulness), ResultsModel::Status::Pass);
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::CostColumn), QStringLiteral("$0.0000"));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::CallsColumn),
             QString::number(m_model->result(faithfulness).calls.judgeCalls));
    QVERIFY(m_model->result(faithfulness).calls.judgeCalls > 4);
    QVERIFY(cell(*m_model, faithfulness, 0, Qt::ToolTipRole)
                .contains(QStringLiteral("Judge calls: %1 sent, 0 from the cache").arg(m_model->result(faithfulness).calls.judgeCalls)));
    QVERIFY(cell(*m_model, faithfulness, ResultsModel::ReasonColumn).startsWith(QStringLiteral("The final score is 0.61")));
    QVERIFY(cell(*m_model, faithfulness, 0, Qt::ToolTipRole).contains(QStringLiteral("which passes the threshold")));

    const int relevancy = m_model->rowOf(0, QStringLiteral("turn_contextual_relevancy"));
    QCOMPARE(cell(*m_model, relevancy, ResultsModel::StatusColumn), QStringLiteral("✗ Fail"));
    QCOMPARE(status(*m_model, relevancy), ResultsModel::Status::Fail);

    // TrustifAI: raw score with TrustifAI's 2-decimal display beside it, and the label.
    const int coverage = m_model->rowOf(0, QStringLiteral("evidence_coverage"));
    QCOMPARE(cell(*m_model, coverage, ResultsModel::ScoreColumn), QStringLiteral("0.708 (0.71)"));
    QCOMPARE(cell(*m_model, coverage, ResultsModel::ThresholdColumn), QStringLiteral("0.60"));
    QCOMPARE(cell(*m_model, coverage, ResultsModel::LabelColumn), QStringLiteral("Partial Grounding"));
    const int trust = m_model->rowOf(0, QStringLiteral("trust_score"));
    QCOMPARE(cell(*m_model, trust, ResultsModel::ScoreColumn), QStringLiteral("0.534 (0.53)"));
    QCOMPARE(m_model->data(m_model->index(trust, ResultsModel::ScoreColumn), Qt::TextAlignmentRole).toInt(),
             int(Qt::AlignRight | Qt::AlignVCenter));
}

void TestResultsModel::errorsShowTheFailingStep()
{
    const int row = m_model->rowOf(0, QStringLiteral("epistemic_consistency"));
    QCOMPARE(status(*m_model, row), ResultsModel::Status::Error);
    QCOMPARE(cell(*m_model, row, ResultsModel::StatusColumn), QStringLiteral("⚠ Error"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("—"));
    QVERIFY(cell(*m_model, row, ResultsModel::ReasonColumn)
                .startsWith(QStringLiteral("step epistemic_consistency__sample failed")));
    QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole).contains(QStringLiteral("Failing step: epistemic_consistency__sample")));
}

void TestResultsModel::sortRoleHoldsNumbers()
{
    const int error = m_model->rowOf(0, QStringLiteral("epistemic_consistency"));
    QCOMPARE(m_model->data(m_model->index(error, ResultsModel::ScoreColumn), ResultsModel::SortRole).toDouble(), -1.0);
    const int trust = m_model->rowOf(0, QStringLiteral("trust_score"));
    QCOMPARE(m_model->data(m_model->index(trust, ResultsModel::ScoreColumn), ResultsModel::SortRole).toDouble(), 0.53);
    QCOMPARE(m_model->data(m_model->index(trust, ResultsModel::ThresholdColumn), ResultsModel::SortRole).toDouble(), 0.6);
    QCOMPARE(m_model->data(m_model->index(trust, 0), ResultsModel::TestCaseIndexRole).toInt(), 0);
    QCOMPARE(m_model->data(m_model->index(trust, 0), ResultsModel::MetricIdRole).toString(), QStringLiteral("trust_score"));
}

void TestResultsModel::aNewerResultReplacesTheRow()
{
    QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    MetricResult newer = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_relevancy"));
    newer.runId += 1;
    newer.score = 1.0;
    newer.success = true;
    m_model->addResult(newer);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_model->rowCount(), 34);
    const int row = m_model->rowOf(0, QStringLiteral("turn_relevancy"));
    QCOMPARE(changed.first().at(0).toModelIndex().row(), row);
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("1.000"));
    QCOMPARE(m_model->result(row).runId, newer.runId);
}

void TestResultsModel::aFinishedRunDropsRowsItDidNotReplace()
{
    const quint64 next = m_run.runId + 1;
    m_model->beginRun(next);
    QVERIFY(m_model->isRunning());
    for (int row = 0; row < m_model->rowCount(); ++row) {
        QCOMPARE(status(*m_model, row), ResultsModel::Status::Running);
        QCOMPARE(cell(*m_model, row, ResultsModel::StatusColumn), QStringLiteral("⟳ Running"));
    }
    MetricResult again = OfflineRunner::find(m_run.results, 1, QStringLiteral("faithfulness"));
    again.runId = next;
    m_model->addResult(again);
    const int row = m_model->rowOf(1, QStringLiteral("faithfulness"));
    QCOMPARE(status(*m_model, row), again.success ? ResultsModel::Status::Pass : ResultsModel::Status::Fail);
    QVERIFY(!m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool());

    m_model->endRun(next, false);
    QVERIFY(!m_model->isRunning());
    QCOMPARE(m_model->rowCount(), 1);
    QCOMPARE(m_model->result(0).metricId, QStringLiteral("faithfulness"));
    QCOMPARE(m_model->rowOf(1, QStringLiteral("faithfulness")), 0);
}

void TestResultsModel::aCancelledRunKeepsStaleRows()
{
    const quint64 next = m_run.runId + 1;
    m_model->beginRun(next);
    m_model->endRun(next, true);
    QCOMPARE(m_model->rowCount(), 34);
    const int row = m_model->rowOf(0, QStringLiteral("turn_faithfulness"));
    QVERIFY(m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool());
    QCOMPARE(status(*m_model, row), ResultsModel::Status::Pass);
    QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole).contains(QStringLiteral("earlier run")));
}

void TestResultsModel::rescoreChangesDataOnly()
{
    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    // faithfulness runs on the two single-turn support cases (scores 0 and 0.5).
    QVERIFY(m_model->rescore(QStringLiteral("faithfulness"), {{QStringLiteral("threshold"), 0.9}}));
    QCOMPARE(reset.count() + inserted.count() + removed.count(), 0);
    QCOMPARE(changed.count(), 2);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->result(row).metricId != QLatin1String("faithfulness"))
            continue;
        QCOMPARE(cell(*m_model, row, ResultsModel::ThresholdColumn), QStringLiteral("0.90"));
        QCOMPARE(status(*m_model, row), ResultsModel::Status::Fail);
    }
    // Strict mode: threshold 1 shown as such.
    QVERIFY(m_model->rescore(QStringLiteral("faithfulness"), {{QStringLiteral("strict_mode"), true}}));
    const int row = m_model->rowOf(2, QStringLiteral("faithfulness"));
    QCOMPARE(*OfflineRunner::find(m_run.results, 2, QStringLiteral("faithfulness")).score, 0.5);
    QCOMPARE(cell(*m_model, row, ResultsModel::ThresholdColumn), QStringLiteral("1.00 (strict)"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("0.000"));

    // TrustifAI in strict mode: the strict score alone, not the raw one that no longer decides.
    const int trust = m_model->rowOf(0, QStringLiteral("trust_score"));
    m_model->rescore(QStringLiteral("trust_score"), {{QStringLiteral("strict_mode"), true}});
    QCOMPARE(cell(*m_model, trust, ResultsModel::ScoreColumn), QStringLiteral("0.000"));
    m_model->rescore(QStringLiteral("trust_score"), {});
    QCOMPARE(cell(*m_model, trust, ResultsModel::ScoreColumn), QStringLiteral("0.534 (0.53)"));

    // A TrustifAI label follows its thresholds.
    const int coverage = m_model->rowOf(0, QStringLiteral("evidence_coverage"));
    m_model->rescore(QStringLiteral("evidence_coverage"), {{QStringLiteral("label_high"), 0.7}});
    QCOMPARE(cell(*m_model, coverage, ResultsModel::LabelColumn), QStringLiteral("Strong Grounding"));
    // Unchanged params change nothing.
    changed.clear();
    m_model->rescore(QStringLiteral("evidence_coverage"), {{QStringLiteral("label_high"), 0.7}});
    QCOMPARE(changed.count(), 0);
}

void TestResultsModel::rescoreReportsScoresThatNeedARun()
{
    QVERIFY(m_model->rescore(QStringLiteral("turn_faithfulness"), {{QStringLiteral("strict_mode"), true}}));
    const int row = m_model->rowOf(0, QStringLiteral("turn_faithfulness"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("0.000"));
    // Switching strict mode off again cannot bring back the zeroed window scores.
    QVERIFY(!m_model->rescore(QStringLiteral("turn_faithfulness"), {}));
    QCOMPARE(cell(*m_model, row, ResultsModel::ThresholdColumn), QStringLiteral("0.50"));
}

QTEST_GUILESS_MAIN(TestResultsModel)
#include "tst_resultsmodel.moc"
