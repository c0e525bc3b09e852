#include "model/breakdownmodel.h"
#include "support/offlinerun.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

namespace {

QVariant role(const QModelIndex &index, int role)
{
    return index.data(role);
}

} // namespace

// The window → item → reason tree on real offline-engine results.
class TestBreakdownModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void windowsHoldTruthsClaimsAndReasons();
    void rolesCarryKindVerdictAndTurn();
    void similaritiesAndBestSentence();
    void skippedWindowsAreMarked();
    void trustComponentsShowTheirWeight();
    void anEmptyResultIsAnEmptyTree();

private:
    QList<TestCase> m_hotel;
    OfflineRun m_run;
    BreakdownModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestBreakdownModel::initTestCase()
{
    m_hotel = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
    m_run = OfflineRunner::run(m_hotel);
    QCOMPARE(m_run.results.size(), 9);
}

void TestBreakdownModel::init()
{
    delete m_tester;
    delete m_model;
    m_model = new BreakdownModel(this);
    m_tester = new QAbstractItemModelTester(m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, m_model);
}

void TestBreakdownModel::windowsHoldTruthsClaimsAndReasons()
{
    const MetricResult result = OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"));
    QSignalSpy reset(m_model, &QAbstractItemModel::modelReset);
    m_model->setResult(result);
    QCOMPARE(reset.count(), 1);
    QVERIFY(m_model->hasResult());
    QCOMPARE(m_model->rowCount(), 4);
    QCOMPARE(m_model->columnCount(), int(BreakdownModel::ColumnCount));

    const QModelIndex window = m_model->index(0, 0);
    QCOMPARE(window.data().toString(), QStringLiteral("Window 1 · exchange 1"));
    QCOMPARE(m_model->index(0, BreakdownModel::ScoreColumn).data().toString(), QStringLiteral("0.500"));
    QCOMPARE(role(window, BreakdownModel::ValueRole).toDouble(), 0.5);
    QCOMPARE(role(window, BreakdownModel::NodeTypeRole).toInt(), int(BreakdownModel::NodeType::Window));
    QCOMPARE(role(window, BreakdownModel::WindowTurnsRole).value<QList<int>>(), (QList<int>{0, 1}));
    // 4 truths, then 4 claims.
    QCOMPARE(m_model->rowCount(window), 8);
    const QModelIndex truth = m_model->index(0, 0, window);
    QCOMPARE(truth.data().toString(), QStringLiteral("Check-in begins at 15:00 and check-out is at 11:00."));
    QCOMPARE(m_model->rowCount(truth), 0);
    QCOMPARE(m_model->index(0, BreakdownModel::KindColumn, window).data().toString(), QStringLiteral("Truth"));

    const QModelIndex claim = m_model->index(4, 0, window);
    QCOMPARE(claim.data().toString(), QStringLiteral("Check-in normally starts at 3 pm"));
    QCOMPARE(m_model->index(4, BreakdownModel::VerdictColumn, window).data().toString(), QStringLiteral("✗ no"));
    QCOMPARE(m_model->index(5, BreakdownModel::VerdictColumn, window).data().toString(), QStringLiteral("✓ yes"));
    QCOMPARE(m_model->rowCount(claim), 1);
    const QModelIndex reason = m_model->index(0, 0, claim);
    QCOMPARE(reason.parent(), claim);
    QCOMPARE(claim.parent(), window);
    QCOMPARE(role(reason, BreakdownModel::NodeTypeRole).toInt(), int(BreakdownModel::NodeType::Reason));
    QVERIFY(reason.data().toString().startsWith(QStringLiteral("Judge: The context covers this topic")));
    QVERIFY(role(reason, BreakdownModel::FullTextRole).toString().contains(QStringLiteral("closest: \"Check-in begins")));
    QCOMPARE(role(reason, BreakdownModel::ItemIndexRole).toInt(), 4);

    // The last window holds all 14 truths and 11 claims of the conversation.
    QCOMPARE(m_model->rowCount(m_model->index(3, 0)), 25);
}

void TestBreakdownModel::rolesCarryKindVerdictAndTurn()
{
    m_model->setResult(OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_contextual_relevancy")));
    const QModelIndex window = m_model->index(1, 0);
    const QModelIndex statement = m_model->index(5, 0, window);
    QCOMPARE(role(statement, BreakdownModel::KindRole).toString(), QStringLiteral("statement"));
    QCOMPARE(role(statement, BreakdownModel::VerdictRole).toString(), QStringLiteral("yes"));
    QCOMPARE(statement.data().toString(), QStringLiteral("Breakfast is included in Superior, Deluxe and Suite rates."));
    QCOMPARE(role(statement, BreakdownModel::TurnIndexRole).toInt(), 3);
    QCOMPARE(role(statement, BreakdownModel::WindowIndexRole).toInt(), 1);
    QVERIFY(!role(statement, BreakdownModel::SkippedRole).toBool());

    m_model->setResult(OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_relevancy")));
    const QModelIndex message = m_model->index(0, 0, m_model->index(3, 0));
    QCOMPARE(role(message, BreakdownModel::KindRole).toString(), QStringLiteral("message"));
    QCOMPARE(role(message, BreakdownModel::VerdictRole).toString(), QStringLiteral("no"));
    QCOMPARE(role(message, BreakdownModel::TurnIndexRole).toInt(), 7);
    QVERIFY(!role(message, BreakdownModel::ValueRole).isValid());
}

void TestBreakdownModel::similaritiesAndBestSentence()
{
    m_model->setResult(OfflineRunner::find(m_run.results, 0, QStringLiteral("semantic_drift")));
    const QModelIndex exchange = m_model->index(0, 0);
    QCOMPARE(exchange.data().toString(), QStringLiteral("Exchange 1"));
    QCOMPARE(m_model->rowCount(exchange), 4);
    const QModelIndex best = m_model->index(1, 0, exchange);
    QCOMPARE(role(best, BreakdownModel::VerdictRole).toString(), QStringLiteral("best"));
    QCOMPARE(m_model->index(1, BreakdownModel::VerdictColumn, exchange).data().toString(), QStringLiteral("★ best"));
    const double similarity = role(best, BreakdownModel::ValueRole).toDouble();
    QCOMPARE(QString::number(similarity, 'f', 3), m_model->index(1, BreakdownModel::ScoreColumn, exchange).data().toString());
    // The best sentence's similarity is the exchange's score.
    QCOMPARE(similarity, role(exchange, BreakdownModel::ValueRole).toDouble());
    QCOMPARE(role(m_model->index(0, 0, exchange), BreakdownModel::VerdictRole).toString(), QString());
}

void TestBreakdownModel::skippedWindowsAreMarked()
{
    // Take the retrieval context off the second assistant turn: exchange 2 is skipped.
    QList<TestCase> cases = m_hotel;
    cases[0].turns[3].retrievalContext.clear();
    const OfflineRun run = OfflineRunner::run(cases, {{QStringLiteral("evidence_coverage"), true, {}}});
    m_model->setResult(OfflineRunner::find(run.results, 0, QStringLiteral("evidence_coverage")));
    QCOMPARE(m_model->rowCount(), 4);
    const QModelIndex skipped = m_model->index(1, 0);
    QVERIFY(role(skipped, BreakdownModel::SkippedRole).toBool());
    QVERIFY(!role(m_model->index(0, 0), BreakdownModel::SkippedRole).toBool());
    QCOMPARE(m_model->index(1, BreakdownModel::VerdictColumn).data().toString(), QStringLiteral("⊘ skipped"));
    QCOMPARE(m_model->index(1, BreakdownModel::ScoreColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(m_model->rowCount(skipped), 0);
    QCOMPARE(role(skipped, BreakdownModel::FullTextRole).toString(), QStringLiteral("no retrieval context"));
    QVERIFY(skipped.data(Qt::ToolTipRole).toString().contains(QStringLiteral("skipped")));
}

void TestBreakdownModel::trustComponentsShowTheirWeight()
{
    m_model->setResult(OfflineRunner::find(m_run.results, 0, QStringLiteral("trust_score")));
    const QModelIndex exchange = m_model->index(0, 0);
    QCOMPARE(m_model->rowCount(exchange), 4);
    const QModelIndex coverage = m_model->index(0, 0, exchange);
    QCOMPARE(coverage.data().toString(), QStringLiteral("evidence_coverage"));
    QCOMPARE(role(coverage, BreakdownModel::ValueRole).toDouble(), 0.5);
    QCOMPARE(m_model->index(0, 0, coverage).data().toString(), QStringLiteral("Weight: weight 0.400 × 0.50"));
}

void TestBreakdownModel::anEmptyResultIsAnEmptyTree()
{
    m_model->setResult(OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness")));
    m_model->clear();
    QVERIFY(!m_model->hasResult());
    QCOMPARE(m_model->rowCount(), 0);
    MetricResult error = OfflineRunner::find(m_run.results, 0, QStringLiteral("epistemic_consistency"));
    QVERIFY(error.hasError());
    m_model->setResult(error);
    QCOMPARE(m_model->result().errorStep, QStringLiteral("epistemic_consistency__sample"));
}

QTEST_GUILESS_MAIN(TestBreakdownModel)
#include "tst_breakdownmodel.moc"
