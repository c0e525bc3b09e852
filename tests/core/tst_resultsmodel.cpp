#include "metrics/trustifai/trustunits.h"
#include "results/resultsfiltermodel.h"
#include "results/resultsmodel.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

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

// What a finished result's row must say, from the result itself (not from the judge's verdicts).
ResultsModel::Status expectedStatus(const MetricResult &result)
{
    if (result.hasError())
        return ResultsModel::Status::Error;
    if (result.isSkipped())
        return ResultsModel::Status::Skipped;
    if (result.isPartial())
        return ResultsModel::Status::Partial;
    return result.success ? ResultsModel::Status::Pass : ResultsModel::Status::Fail;
}

// The status texts, written out here so that a wrong text in the model cannot pass.
QString statusText(ResultsModel::Status status)
{
    switch (status) {
    case ResultsModel::Status::Pass: return QStringLiteral("✓ Pass");
    case ResultsModel::Status::Fail: return QStringLiteral("✗ Fail");
    case ResultsModel::Status::Error: return QStringLiteral("⚠ Error");
    case ResultsModel::Status::Running: return QStringLiteral("⟳ Running");
    case ResultsModel::Status::Partial: return QStringLiteral("⚠ Partial");
    case ResultsModel::Status::Skipped: return QStringLiteral("⊘ Skipped");
    }
    return {};
}

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
}

// A score as strict mode leaves it: anything below 1 counts 0.
double strictScore(double score)
{
    return score < 1.0 - 1e-12 ? 0.0 : score;
}

// The counts kept as rows change agree with the rows read one by one.
void checkTallies(const ResultsModel &model)
{
    std::array<int, 6> counts{};
    int outOfDate = 0;
    bool repeats = false;
    QList<int> firstRows;
    QSet<QPair<quint64, QString>> runsAndMetrics; // what the rows come from
    for (int row = 0; row < model.rowCount(); ++row) {
        runsAndMetrics.insert({model.result(row).runId, model.result(row).metricId});
        ++counts[int(model.status(row))];
        outOfDate += model.outOfDate(row).isEmpty() ? 0 : 1;
        repeats = repeats || model.result(row).repeat.has_value();
        if (row == 0 || model.result(row - 1).testCaseIndex != model.result(row).testCaseIndex)
            firstRows.append(row);
    }
    QCOMPARE(model.statusCounts(), counts);
    QCOMPARE(model.outOfDateCount(), outOfDate);
    QCOMPARE(model.hasRepeats(), repeats);
    QCOMPARE(model.testCaseFirstRows(), firstRows);
    for (int i = 0; i < firstRows.size(); ++i) {
        const int end = i + 1 < firstRows.size() ? firstRows[i + 1] : model.rowCount();
        QList<int> rows;
        for (int row = firstRows[i]; row < end; ++row)
            rows.append(row);
        QCOMPARE(model.rowsOf(model.result(firstRows[i]).testCaseIndex), rows);
    }
    QVERIFY(model.rowsOf(-5).isEmpty());
    using RunAndMetric = QPair<quint64, QString>;
    const QList<RunAndMetric> kept = model.runsAndMetrics();
    QCOMPARE(QSet<RunAndMetric>(kept.begin(), kept.end()), runsAndMetrics);
    QCOMPARE(kept.size(), runsAndMetrics.size());
}

} // namespace

// The results table on real offline-engine results: rows, texts, roles, runs and re-scoring.
// Expectations come from the results the engine returned, so they hold whatever verdicts the
// offline judge gives. Situations a test needs are made on purpose: an error row (a case without
// samples), a failing row (a threshold of 1), turn verdicts (a scripted loopback judge).
class TestResultsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup() { checkTallies(*m_model); }
    void rowsFollowTestCaseThenCatalogueOrder();
    void runsAreNamedByTheirKeptNumber();
    void statusFollowsSuccessAndErrors();
    void cellsShowScoresStatusAndCosts();
    void skippedShowTheReason();
    void textSearchReadsTheCellsAsShown();
    void sortRoleHoldsNumbers();
    void aNewerResultReplacesTheRow();
    void aFinishedRunDropsRowsItDidNotReplace();
    void aCancelledRunKeepsStaleRows();
    void aRunOfOneMetricReplacesOnlyThatMetric();
    void aRunOfOneTestCaseKeepsTheOtherTestCases();
    void aCancelledPartialRunLeavesOnlyItsScopeStale();
    void rescoreChangesDataOnly();
    void rescoreInStrictModeZeroesScoresBelowOne();
    void rescoreReportsScoresThatNeedARun();
    void rowsKeepTheirWindowsInTheSpool();
    void aRunOfFewerMetricsDropsScatteredRows();

private:
    QList<TestCase> m_cases;
    OfflineRun m_run;
    ResultsModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestResultsModel::initTestCase()
{
    // The hotel conversation without its pre-generated samples: its Epistemic Consistency
    // result is a judge error (the offline judge writes no samples), so the table has an error row.
    m_cases = OfflineRunner::withoutSamples(OfflineRunner::example(QStringLiteral("hotel-concierge.json")))
        + OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_run = OfflineRunner::run(m_cases);
    QCOMPARE(m_run.results.size(), 9 + 25);
    QVERIFY(OfflineRunner::find(m_run.results, 0, QStringLiteral("epistemic_consistency")).isSkipped());
}

void TestResultsModel::init()
{
    failOnQtWarnings();
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
    QCOMPARE(cell(*m_model, 0, ResultsModel::TestCaseColumn),
             QStringLiteral("Hotel concierge: early arrival with a dog"));
    QCOMPARE(cell(*m_model, 0, ResultsModel::MetricColumn), QStringLiteral("Turn Faithfulness"));
    QCOMPARE(m_model->result(0).metricId, QStringLiteral("turn_faithfulness"));
    QCOMPARE(m_model->result(8).metricId, QStringLiteral("trust_score"));
    QCOMPARE(m_model->result(9).testCaseIndex, 1);
    QCOMPARE(m_model->result(9).metricId, QStringLiteral("faithfulness"));
    for (int row = 1; row < m_model->rowCount(); ++row)
        QVERIFY(m_model->result(row - 1).testCaseIndex <= m_model->result(row).testCaseIndex);
    QCOMPARE(m_model->rowOf(1, QStringLiteral("faithfulness")), 9);
    QCOMPARE(m_model->rowOf(0, QStringLiteral("faithfulness")), -1);
    QCOMPARE(m_model->wholeResults().size(), 34);
}

void TestResultsModel::statusFollowsSuccessAndErrors()
{
    const auto checkEveryRow = [this] {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const ResultsModel::Status expected = expectedStatus(m_model->result(row));
            QCOMPARE(status(*m_model, row), expected);
            QCOMPARE(m_model->status(row), expected);
            QCOMPARE(cell(*m_model, row, ResultsModel::StatusColumn), statusText(expected));
        }
    };
    checkEveryRow();
    if (QTest::currentTestFailed())
        return;

    // Whatever the judge decided, a threshold of 0 passes every score ...
    QVERIFY(m_model->rescore(QStringLiteral("faithfulness"), {{QStringLiteral("threshold"), 0.0}}));
    const int passing = m_model->rowOf(1, QStringLiteral("faithfulness"));
    QCOMPARE(status(*m_model, passing), ResultsModel::Status::Pass);
    QCOMPARE(cell(*m_model, passing, ResultsModel::StatusColumn), QStringLiteral("✓ Pass"));

    // ... and a threshold of 1 fails every score below 1. There is one: the hotel trust score,
    // with a failed component, is at most 0.8.
    const MetricResult below = OfflineRunner::findIf(
        m_model->wholeResults(), [](const MetricResult &r) { return r.score && *r.score < 1.0 - 1e-12; });
    QVERIFY(!below.metricId.isEmpty());
    QVERIFY(m_model->rescore(below.metricId, {{QStringLiteral("threshold"), 1.0}}));
    const int failing = m_model->rowOf(below.testCaseIndex, below.metricId);
    QCOMPARE(status(*m_model, failing), ResultsModel::Status::Fail);
    QCOMPARE(cell(*m_model, failing, ResultsModel::StatusColumn), QStringLiteral("✗ Fail"));
    checkEveryRow();
}

void TestResultsModel::cellsShowScoresStatusAndCosts()
{
    const int faithfulness = m_model->rowOf(0, QStringLiteral("turn_faithfulness"));
    const MetricResult &result = m_model->result(faithfulness);
    QVERIFY2(!result.hasError() && result.score, qPrintable(result.error));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::ScoreColumn), QString::number(*result.score, 'f', 3));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::ThresholdColumn), QStringLiteral("0.50"));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::StatusColumn), statusText(expectedStatus(result)));
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::CostColumn),
             QStringLiteral("—")); // the offline judge has no price
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::CallsColumn), QString::number(result.calls.judgeCalls));
    QVERIFY(result.calls.judgeCalls > 4);
    const QString tooltip = cell(*m_model, faithfulness, 0, Qt::ToolTipRole);
    QVERIFY(tooltip.contains(QStringLiteral("Judge calls: %1 sent, 0 from the cache").arg(result.calls.judgeCalls)));
    QVERIFY(tooltip.contains(QStringLiteral("Score %1, threshold 0.50").arg(QString::number(*result.score, 'f', 3))));
    QVERIFY(!result.reason.isEmpty());
    QCOMPARE(cell(*m_model, faithfulness, ResultsModel::ReasonColumn), oneLine(result.reason));
    QVERIFY(tooltip.contains(result.reason));

    // TrustifAI: the deciding raw score (the trust score's is its score), and the label.
    for (const QString &metricId : {QStringLiteral("evidence_coverage"), QStringLiteral("trust_score")}) {
        const int row = m_model->rowOf(0, metricId);
        const MetricResult &trust = m_model->result(row);
        QVERIFY2(!trust.hasError() && trust.score, qPrintable(metricId + QLatin1Char(' ') + trust.error));
        const double raw = trust.details.value(QStringLiteral("raw_score")).toDouble(-1);
        QVERIFY(raw >= 0);
        // The trust score's score is its weighted sum rounded: it reads as every other place shows
        // it, the sum before rounding in the tooltip.
        if (metricId == QStringLiteral("trust_score")) {
            QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QString::number(*trust.score, 'f', 3));
            QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole)
                        .contains(QStringLiteral("The score is %1 before rounding").arg(QString::number(raw, 'f', 4))));
        } else {
            // One number in the cell, in every score's format; the rounding TrustifAI reports in
            // the tooltip beside the four-decimal score.
            QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QString::number(raw, 'f', 3));
            QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole)
                        .contains(QStringLiteral("The score as computed is %1: it decides the label and pass/fail; "
                                                 "TrustifAI reports it rounded to two decimals, %2")
                                      .arg(QString::number(raw, 'f', 4),
                                           QString::number(TrustUnits::round2(*trust.score), 'f', 2))));
        }
        QCOMPARE(cell(*m_model, row, ResultsModel::ThresholdColumn), QStringLiteral("0.60"));
        QVERIFY(!trust.label.isEmpty());
        QCOMPARE(cell(*m_model, row, ResultsModel::LabelColumn), trust.label);
        QCOMPARE(m_model->data(m_model->index(row, ResultsModel::ScoreColumn), Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
    }
}

void TestResultsModel::skippedShowTheReason()
{
    const int row = m_model->rowOf(0, QStringLiteral("epistemic_consistency"));
    const MetricResult &result = m_model->result(row);
    QVERIFY(result.isSkipped()); // made so: the hotel case lost its samples
    QVERIFY(!result.hasError());
    QCOMPARE(status(*m_model, row), ResultsModel::Status::Skipped);
    QCOMPARE(cell(*m_model, row, ResultsModel::StatusColumn), QStringLiteral("⊘ Skipped"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("—"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ReasonColumn), oneLine(result.skipReason));
    const QString tooltip = cell(*m_model, row, 0, Qt::ToolTipRole);
    QVERIFY(tooltip.contains(QStringLiteral("Skipped: ") + result.skipReason));
}

void TestResultsModel::textSearchReadsTheCellsAsShown()
{
    const int row = m_model->rowOf(1, QStringLiteral("faithfulness"));
    QVERIFY(row >= 0);
    MetricResult result = m_model->result(row);
    QVERIFY(!result.hasError() && !result.isSkipped());
    result.reason = QStringLiteral("The answer\n  cites the  SOURCE twice.");
    m_model->addResult(result);
    const auto finds = [this](int row, const QString &text) { return m_model->containsText(row, TextFinder(text)); };
    // The reason as the cell shows it: one line, blanks collapsed, any case.
    QCOMPARE(cell(*m_model, row, ResultsModel::ReasonColumn), QStringLiteral("The answer cites the SOURCE twice."));
    QVERIFY(finds(row, QStringLiteral("source twice")));
    QVERIFY(finds(row, QStringLiteral("answer cites the source")));
    QVERIFY(!finds(row, QStringLiteral("answer  cites")));
    QVERIFY(!finds(row, QStringLiteral("the  source"))); // as written, not as shown
    QVERIFY(!finds(row, QStringLiteral("sources")));
    // Names and the metric as shown.
    QVERIFY(finds(row, m_model->index(row, ResultsModel::TestCaseColumn).data().toString().toUpper()));
    QVERIFY(finds(row, cell(*m_model, row, ResultsModel::MetricColumn)));
    // A skipped row is found by its skip reason.
    const int skipped = m_model->rowOf(0, QStringLiteral("epistemic_consistency"));
    QVERIFY(finds(skipped, m_model->result(skipped).skipReason.left(12)));

    ResultsFilterModel filter;
    filter.setSourceModel(m_model);
    filter.setText(QStringLiteral("  Cites The Source "));
    QCOMPARE(filter.rowCount(), 1);
    QCOMPARE(filter.index(0, 0).data(ResultsModel::TestCaseIndexRole).toInt(), 1);
    QCOMPARE(filter.index(0, 0).data(ResultsModel::MetricIdRole).toString(), QStringLiteral("faithfulness"));
    filter.setText(QString());
    QCOMPARE(filter.rowCount(), m_model->rowCount());
}

void TestResultsModel::sortRoleHoldsNumbers()
{
    const int error = m_model->rowOf(0, QStringLiteral("epistemic_consistency"));
    QVERIFY(!m_model->result(error).score);
    QCOMPARE(m_model->data(m_model->index(error, ResultsModel::ScoreColumn), ResultsModel::SortRole).toDouble(), -1.0);
    const int trust = m_model->rowOf(0, QStringLiteral("trust_score"));
    QVERIFY(m_model->result(trust).score);
    // The trust score itself (rounded to 2 decimals), not the text that shows the raw score too.
    QCOMPARE(m_model->data(m_model->index(trust, ResultsModel::ScoreColumn), ResultsModel::SortRole).toDouble(),
             *m_model->result(trust).score);
    QCOMPARE(m_model->data(m_model->index(trust, ResultsModel::ThresholdColumn), ResultsModel::SortRole).toDouble(),
             0.6);
    QCOMPARE(m_model->data(m_model->index(trust, ResultsModel::CallsColumn), ResultsModel::SortRole).toInt(),
             m_model->result(trust).calls.judgeCalls);
    QCOMPARE(m_model->data(m_model->index(trust, 0), ResultsModel::TestCaseIndexRole).toInt(), 0);
    QCOMPARE(m_model->data(m_model->index(trust, 0), ResultsModel::MetricIdRole).toString(),
             QStringLiteral("trust_score"));
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
    QCOMPARE(status(*m_model, row), expectedStatus(again));
    QVERIFY(!m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool());
    checkTallies(*m_model); // mid-run: the earlier run's rows count as waiting
    QCOMPARE(m_model->statusCounts()[int(ResultsModel::Status::Running)], 33);

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
    for (int row = 0; row < m_model->rowCount(); ++row) {
        QVERIFY(m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool());
        // No longer running: each stale row shows its own outcome again.
        QCOMPARE(status(*m_model, row), expectedStatus(m_model->result(row)));
    }
    const int row = m_model->rowOf(0, QStringLiteral("turn_faithfulness"));
    QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole).contains(QStringLiteral("earlier run")));
}

void TestResultsModel::aRunOfOneMetricReplacesOnlyThatMetric()
{
    const QString faithfulness = QStringLiteral("faithfulness");
    QList<int> everyCase;
    for (int index = 0; index < m_cases.size(); ++index)
        everyCase.append(index);
    QList<int> faithfulCases;
    for (const MetricResult &result : m_run.results) {
        if (result.metricId == faithfulness)
            faithfulCases.append(result.testCaseIndex);
    }
    QCOMPARE(faithfulCases.size(), 2);
    const quint64 next = m_run.runId + 1;
    m_model->beginRun(next, RunScope::of(everyCase, {faithfulness}));
    // Only the metric run waits for the run; the others show their own outcome, not stale.
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const MetricResult &result = m_model->result(row);
        const bool inScope = result.metricId == faithfulness;
        QCOMPARE(status(*m_model, row), inScope ? ResultsModel::Status::Running : expectedStatus(result));
        QCOMPARE(m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool(), inScope);
        QCOMPARE(cell(*m_model, row, 0, Qt::ToolTipRole).contains(QLatin1String("this run has not reached it")),
                 inScope);
    }
    checkTallies(*m_model);
    QCOMPARE(m_model->statusCounts()[int(ResultsModel::Status::Running)], 2);

    // The run gives one of them again; the other test case no longer has a result of it.
    MetricResult again = OfflineRunner::find(m_run.results, faithfulCases[0], faithfulness);
    again.runId = next;
    m_model->addResult(again);
    m_model->endRun(next, false);
    QCOMPARE(m_model->rowCount(), 33);
    QCOMPARE(m_model->result(m_model->rowOf(faithfulCases[0], faithfulness)).runId, next);
    QCOMPARE(m_model->rowOf(faithfulCases[1], faithfulness), -1);
    for (const MetricResult &original : m_run.results) {
        if (original.metricId == faithfulness)
            continue;
        const int row = m_model->rowOf(original.testCaseIndex, original.metricId);
        QVERIFY2(row >= 0,
                 qPrintable(QStringLiteral("%1 of test case %2 is gone")
                                .arg(original.metricId, QString::number(original.testCaseIndex))));
        QCOMPARE(m_model->wholeResult(row), original);
        QCOMPARE(status(*m_model, row), expectedStatus(original));
        QVERIFY(!m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool());
    }
}

void TestResultsModel::aRunOfOneTestCaseKeepsTheOtherTestCases()
{
    // Test case 0 (the hotel) with every metric but the trust score; Turn Relevancy no longer
    // applies to it, so the run gives none.
    QStringList metrics;
    for (const MetricResult &result : m_run.results) {
        if (result.testCaseIndex == 0 && result.metricId != QLatin1String("trust_score"))
            metrics.append(result.metricId);
    }
    QCOMPARE(metrics.size(), 8);
    const quint64 next = m_run.runId + 1;
    m_model->beginRun(next, RunScope::of({0}, metrics));
    QCOMPARE(m_model->statusCounts()[int(ResultsModel::Status::Running)], 8);
    for (const QString &metric : std::as_const(metrics)) {
        if (metric == QLatin1String("turn_relevancy"))
            continue;
        MetricResult again = OfflineRunner::find(m_run.results, 0, metric);
        again.runId = next;
        m_model->addResult(again);
    }
    m_model->endRun(next, false);
    QCOMPARE(m_model->rowCount(), 33);
    QCOMPARE(m_model->rowOf(0, QStringLiteral("turn_relevancy")), -1);
    for (const MetricResult &original : m_run.results) {
        const int row = m_model->rowOf(original.testCaseIndex, original.metricId);
        if (original.testCaseIndex == 0 && metrics.contains(original.metricId)) {
            QVERIFY(row < 0 || m_model->result(row).runId == next);
            continue;
        }
        QVERIFY2(row >= 0,
                 qPrintable(QStringLiteral("%1 of test case %2 is gone")
                                .arg(original.metricId, QString::number(original.testCaseIndex))));
        QCOMPARE(m_model->wholeResult(row), original);
        QVERIFY(!m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool());
    }
}

void TestResultsModel::aCancelledPartialRunLeavesOnlyItsScopeStale()
{
    QList<int> everyCase;
    for (int index = 0; index < m_cases.size(); ++index)
        everyCase.append(index);
    const QString faithfulness = QStringLiteral("faithfulness");
    const QString relevancy = QStringLiteral("turn_relevancy");
    const auto staleMetrics = [this] {
        QSet<QString> stale;
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (m_model->data(m_model->index(row, 0), ResultsModel::StaleRole).toBool())
                stale.insert(m_model->result(row).metricId);
        }
        return stale;
    };
    const quint64 cancelled = m_run.runId + 1;
    m_model->beginRun(cancelled, RunScope::of(everyCase, {faithfulness}));
    m_model->endRun(cancelled, true);
    QCOMPARE(m_model->rowCount(), 34);
    QCOMPARE(staleMetrics(), QSet<QString>{faithfulness});

    // A later run of another metric completes: the rows the cancelled run left stay marked.
    const quint64 later = cancelled + 1;
    m_model->beginRun(later, RunScope::of(everyCase, {relevancy}));
    for (MetricResult again : m_run.results) {
        if (again.metricId != relevancy)
            continue;
        again.runId = later;
        m_model->addResult(again);
    }
    m_model->endRun(later, false);
    QCOMPARE(m_model->rowCount(), 34);
    QCOMPARE(staleMetrics(), QSet<QString>{faithfulness});
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->result(row).metricId == faithfulness)
            QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole).contains(QLatin1String("was cancelled")));
    }
    QCOMPARE(m_model->result(m_model->rowOf(0, relevancy)).runId, later);
}

void TestResultsModel::rescoreChangesDataOnly()
{
    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(m_model, &QAbstractItemModel::dataChanged);
    // faithfulness runs on the two single-turn support cases.
    QVERIFY(m_model->rescore(QStringLiteral("faithfulness"), {{QStringLiteral("threshold"), 0.9}}));
    QCOMPARE(reset.count() + inserted.count() + removed.count(), 0);
    // One signal spanning every re-scored row.
    QCOMPARE(changed.count(), 1);
    const int firstChanged = changed.first().at(0).toModelIndex().row();
    const int lastChanged = changed.first().at(1).toModelIndex().row();
    int rescored = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->result(row).metricId != QLatin1String("faithfulness"))
            continue;
        ++rescored;
        QVERIFY(row >= firstChanged && row <= lastChanged);
        const MetricResult original =
            OfflineRunner::find(m_run.results, m_model->result(row).testCaseIndex, QStringLiteral("faithfulness"));
        QVERIFY2(original.score, qPrintable(original.error));
        QCOMPARE(m_model->result(row).score, original.score);
        QCOMPARE(cell(*m_model, row, ResultsModel::ThresholdColumn), QStringLiteral("0.90"));
        QCOMPARE(status(*m_model, row),
                 *original.score >= 0.9 ? ResultsModel::Status::Pass : ResultsModel::Status::Fail);
    }
    QCOMPARE(rescored, 2);

    // TrustifAI in strict mode: the strict score, not the rounded sum that no longer decides.
    const int trust = m_model->rowOf(0, QStringLiteral("trust_score"));
    const QString unstrict = cell(*m_model, trust, ResultsModel::ScoreColumn);
    const double raw = m_model->result(trust).details.value(QStringLiteral("raw_score")).toDouble();
    QCOMPARE(unstrict, QString::number(*m_model->result(trust).score, 'f', 3)); // the rounded weighted sum
    m_model->rescore(QStringLiteral("trust_score"), {{QStringLiteral("strict_mode"), true}});
    QCOMPARE(cell(*m_model, trust, ResultsModel::ScoreColumn), QString::number(strictScore(raw), 'f', 3));
    QCOMPARE(cell(*m_model, trust, ResultsModel::ThresholdColumn), QStringLiteral("1.00 (strict)"));
    m_model->rescore(QStringLiteral("trust_score"), {});
    QCOMPARE(cell(*m_model, trust, ResultsModel::ScoreColumn), unstrict);

    // A TrustifAI label follows its thresholds (a score at a threshold gets its label).
    const int coverage = m_model->rowOf(0, QStringLiteral("evidence_coverage"));
    const MetricResult coverageResult = m_model->result(coverage);
    const double coverageRaw = coverageResult.details.value(QStringLiteral("raw_score")).toDouble();
    m_model->rescore(QStringLiteral("evidence_coverage"), {{QStringLiteral("label_high"), coverageRaw}});
    QCOMPARE(cell(*m_model, coverage, ResultsModel::LabelColumn), QStringLiteral("Strong Grounding"));
    // Headed as the metric's grade: "Label" beside the Human column read as a person's label.
    QCOMPARE(m_model->headerData(ResultsModel::LabelColumn, Qt::Horizontal).toString(), QStringLiteral("Grade"));
    if (coverageRaw < 1.0 - 1e-9) {
        m_model->rescore(QStringLiteral("evidence_coverage"),
                         {{QStringLiteral("label_high"), 1.0}, {QStringLiteral("label_mid"), coverageRaw}});
        QCOMPARE(cell(*m_model, coverage, ResultsModel::LabelColumn), QStringLiteral("Partial Grounding"));
        m_model->rescore(QStringLiteral("evidence_coverage"),
                         {{QStringLiteral("label_high"), 1.0}, {QStringLiteral("label_mid"), coverageRaw + 1e-9}});
        QCOMPARE(cell(*m_model, coverage, ResultsModel::LabelColumn), QStringLiteral("Likely Hallucinated Answer"));
    }
    m_model->rescore(QStringLiteral("evidence_coverage"), {});
    QCOMPARE(m_model->result(coverage), coverageResult);
    // Unchanged params change nothing.
    changed.clear();
    m_model->rescore(QStringLiteral("evidence_coverage"), {});
    QCOMPARE(changed.count(), 0);
}

void TestResultsModel::rescoreInStrictModeZeroesScoresBelowOne()
{
    // turn_relevancy (strict mode on the score as a whole) with one reply of four judged
    // irrelevant by a scripted judge: 0.75, in place of the offline judge's hotel row.
    const MetricResult scripted =
        runScripted(turnRelevancyJudge(1), m_cases[0], {QStringLiteral("turn_relevancy"), true, {}});
    QVERIFY2(!scripted.hasError(), qPrintable(scripted.error));
    QCOMPARE(*scripted.score, 0.75);
    m_model->addResult(scripted);
    const int row = m_model->rowOf(0, QStringLiteral("turn_relevancy"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("0.750"));
    QVERIFY(m_model->rescore(QStringLiteral("turn_relevancy"), {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(cell(*m_model, row, ResultsModel::ThresholdColumn), QStringLiteral("1.00 (strict)"));
    QCOMPARE(cell(*m_model, row, ResultsModel::ScoreColumn), QStringLiteral("0.000"));
    QCOMPARE(status(*m_model, row), ResultsModel::Status::Fail);
    QVERIFY(cell(*m_model, row, 0, Qt::ToolTipRole).contains(QStringLiteral("threshold 1.00 (strict mode)")));
    // The offline judge's other turn_relevancy rows, whatever they scored.
    for (int other = 0; other < m_model->rowCount(); ++other) {
        const MetricResult &result = m_model->result(other);
        if (other == row || result.metricId != QLatin1String("turn_relevancy"))
            continue;
        const MetricResult original = OfflineRunner::find(m_run.results, result.testCaseIndex, result.metricId);
        QVERIFY2(!original.hasError(), qPrintable(original.error));
        QCOMPARE(cell(*m_model, other, ResultsModel::ThresholdColumn), QStringLiteral("1.00 (strict)"));
        QCOMPARE(cell(*m_model, other, ResultsModel::ScoreColumn),
                 QString::number(strictScore(*original.score), 'f', 3));
        QCOMPARE(status(*m_model, other),
                 *original.score >= 1.0 ? ResultsModel::Status::Pass : ResultsModel::Status::Fail);
    }
}

void TestResultsModel::rescoreReportsScoresThatNeedARun()
{
    // turn_contextual_relevancy (strict mode per window) from a scripted judge: with the Dogs
    // document judged irrelevant, windows 1, 1, below 1, below 1; with every document relevant,
    // all 1. Each in a model of its own, so that no other row decides the answer.
    const auto scripted = [this](const QString &irrelevant) {
        return runScripted(contextRelevanceJudge(irrelevant), m_cases[0],
                           {QStringLiteral("turn_contextual_relevancy"), true, {}});
    };
    const MetricResult dogs = scripted(QStringLiteral("Dogs weighing up to 15 kg"));
    QVERIFY2(!dogs.hasError(), qPrintable(dogs.error));
    QCOMPARE(dogs.windows.size(), 4);
    QVERIFY(*dogs.windows[1].score == 1.0 && *dogs.windows[2].score < 1.0);
    ResultsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addResult(dogs);
    QVERIFY(model.rescore(dogs.metricId, {{QStringLiteral("strict_mode"), true}}));
    QCOMPARE(cell(model, 0, ResultsModel::ScoreColumn), QStringLiteral("0.500"));
    // The windows were read back from the spool, rescored and put back.
    const MetricResult strict = model.wholeResult(0);
    QCOMPARE(strict.windows.size(), 4);
    QCOMPARE(*strict.windows[1].score, 1.0);
    QCOMPARE(*strict.windows[2].score, 0.0);
    QCOMPARE(strict.windows[2].items, dogs.windows[2].items);
    // Switching strict mode off again cannot bring back the zeroed window scores.
    QVERIFY(!model.rescore(dogs.metricId, {}));
    QCOMPARE(model.outOfDateCount(), 1);
    checkTallies(model);
    QCOMPARE(cell(model, 0, ResultsModel::ThresholdColumn), QStringLiteral("0.50"));
    QCOMPARE(cell(model, 0, ResultsModel::ScoreColumn), QStringLiteral("0.500"));

    // Nothing zeroed: back and forth is exact.
    const MetricResult relevant = scripted(QStringLiteral("no document says this"));
    QVERIFY2(!relevant.hasError(), qPrintable(relevant.error));
    QCOMPARE(*relevant.score, 1.0);
    ResultsModel perfect;
    QAbstractItemModelTester perfectTester(&perfect, QAbstractItemModelTester::FailureReportingMode::QtTest);
    perfect.addResult(relevant);
    QVERIFY(perfect.rescore(relevant.metricId, {{QStringLiteral("strict_mode"), true}}));
    QVERIFY(perfect.rescore(relevant.metricId, {}));
    QCOMPARE(cell(perfect, 0, ResultsModel::ScoreColumn), QStringLiteral("1.000"));
}

void TestResultsModel::rowsKeepTheirWindowsInTheSpool()
{
    int withWindows = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const MetricResult &brief = m_model->result(row);
        QVERIFY(brief.windows.isEmpty());
        const MetricResult original = OfflineRunner::find(m_run.results, brief.testCaseIndex, brief.metricId);
        QCOMPARE(m_model->wholeResult(row), original);
        withWindows += original.windows.isEmpty() ? 0 : 1;
    }
    QVERIFY(withWindows >= 20);
    QCOMPARE(m_model->wholeResults().size(), m_model->rowCount());
    QVERIFY(m_model->spool()->sizeOnDisk() > 0);
    // A replaced row gets a new revision; clear() starts a new spool.
    const quint64 before = m_model->revision(0);
    m_model->addResult(m_model->wholeResult(0));
    QVERIFY(m_model->revision(0) != before);
    const std::shared_ptr<BlobSpool> spool = m_model->spool();
    m_model->clear();
    QVERIFY(m_model->spool() != spool);
    QCOMPARE(m_model->spool()->sizeOnDisk(), 0);
}

void TestResultsModel::aRunOfFewerMetricsDropsScatteredRows()
{
    // 300 test cases × two metrics, then a run of one: every other row goes, in 300 blocks
    // (more than are removed one by one), or in 3 when only three test cases had the other.
    const auto result = [](quint64 runId, int testCase, const QString &metric) {
        MetricResult made;
        made.runId = runId;
        made.testCaseIndex = testCase;
        made.metricId = metric;
        made.score = testCase % 3 / 2.0;
        made.threshold = 0.5;
        made.success = passes(made.score, made.threshold);
        return made;
    };
    const QString faithfulness = QStringLiteral("faithfulness");
    const QString relevancy = QStringLiteral("turn_relevancy");
    for (const int withBoth : {300, 3}) {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<MetricResult> first;
        for (int testCase = 0; testCase < 300; ++testCase) {
            first.append(result(1, testCase, faithfulness));
            if (testCase < withBoth)
                first.append(result(1, testCase, relevancy));
        }
        model.beginRun(1);
        model.addResults(first);
        model.endRun(1, false);
        QCOMPARE(model.rowCount(), 300 + withBoth);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.beginRun(2);
        QList<MetricResult> second;
        for (int testCase = 0; testCase < 300; ++testCase)
            second.append(result(2, testCase, faithfulness));
        model.addResults(second);
        model.endRun(2, false);
        QCOMPARE(model.rowCount(), 300);
        QCOMPARE(reset.count(), withBoth > 64 ? 1 : 0);
        QCOMPARE(removed.count(), withBoth > 64 ? 0 : withBoth);
        for (int testCase = 0; testCase < 300; ++testCase) {
            QCOMPARE(model.rowOf(testCase, faithfulness), testCase);
            QCOMPARE(model.rowOf(testCase, relevancy), -1);
            QCOMPARE(model.result(testCase).runId, quint64(2));
        }
        checkTallies(model);
    }
}

// A run is named as the Runs dock names it: the engine counts this session's runs from 1, the
// store counts every run kept (the dock said "run #1" for the run kept as #5).
void TestResultsModel::runsAreNamedByTheirKeptNumber()
{
    QCOMPARE(m_model->runName(2), QStringLiteral("2 of this session"));
    m_model->noteKept(2, 5);
    QCOMPARE(m_model->runName(2), QStringLiteral("#5"));
    QCOMPARE(m_model->runName(ResultsModel::KeptRunBase + 3), QStringLiteral("#3"));
}

QTEST_GUILESS_MAIN(TestResultsModel)
#include "tst_resultsmodel.moc"
