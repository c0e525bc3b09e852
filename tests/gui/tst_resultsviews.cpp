#include "metrics/engine/enginehost.h"
#include "metrics/registry.h"
#include "results/calllogfiltermodel.h"
#include "results/resultsfiltermodel.h"
#include "results/resultshub.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/charts/trustcomponentchart.h"
#include "ui/charts/verdictmixchart.h"
#include "ui/charts/windowlinechart.h"
#include "ui/results/breakdownview.h"
#include "ui/results/calllogview.h"
#include "ui/results/resultsview.h"

#include <QApplication>
#include <QBarSet>
#include <QClipboard>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

// The tree index of the first item whose text is `text`, under any window.
QModelIndex findItem(const QAbstractItemModel *model, const QString &text, int window = -1)
{
    for (int w = 0; w < model->rowCount(); ++w) {
        if (window >= 0 && w != window)
            continue;
        const QModelIndex parent = model->index(w, 0);
        for (int i = 0; i < model->rowCount(parent); ++i) {
            if (model->index(i, 0, parent).data(BreakdownModel::FullTextRole).toString() == text)
                return model->index(i, 0, parent);
        }
    }
    return {};
}

// How the verdict of an item reads, written out here so that a wrong text cannot pass.
QString verdictCell(const QString &verdict)
{
    if (verdict == QLatin1String("yes"))
        return QStringLiteral("✓ yes");
    if (verdict == QLatin1String("no"))
        return QStringLiteral("✗ no");
    if (verdict == QLatin1String("idk"))
        return QStringLiteral("? idk");
    return verdict;
}

QSet<QString> words(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption);
    QSet<QString> set;
    for (auto it = word.globalMatch(text.toLower()); it.hasNext();)
        set.insert(it.next().captured());
    return set;
}

// The assistant turns among `turns`.
QList<int> assistantTurns(const TestCase &testCase, const QList<int> &turns)
{
    QList<int> assistants;
    for (int turn : turns) {
        if (testCase.turns[turn].role == Role::Assistant)
            assistants.append(turn);
    }
    return assistants;
}

QString contextOf(const Turn &turn)
{
    QStringList texts;
    for (const ContextItem &item : turn.retrievalContext)
        texts.append(item.text);
    return texts.join(QLatin1Char('\n'));
}

// The assistant turn among `turns` whose text (`passageIn`: content or documents) holds
// `passage` as written, when exactly one does and no other turn's content and documents hold
// all of its words: the passage points there and nowhere else. −1 otherwise.
int onlyTurnHolding(const TestCase &testCase, const QList<int> &turns, const QString &passage,
                    const std::function<QString(const Turn &)> &passageIn)
{
    int holder = -1;
    for (int turn : assistantTurns(testCase, turns)) {
        if (passageIn(testCase.turns[turn]).contains(passage)) {
            if (holder >= 0)
                return -1;
            holder = turn;
        }
    }
    if (holder < 0)
        return -1;
    const QSet<QString> wanted = words(passage);
    for (int turn : assistantTurns(testCase, turns)) {
        const Turn &other = testCase.turns[turn];
        if (turn != holder && words(other.content + QLatin1Char(' ') + contextOf(other)).contains(wanted))
            return -1;
    }
    return holder;
}

// The longest passage a reason quotes.
QString longestQuote(const QString &reason)
{
    static const QRegularExpression quote(QStringLiteral("[\"“]([^\"“”]+)[\"”]"));
    QString longest;
    for (auto it = quote.globalMatch(reason); it.hasNext();) {
        const QString passage = it.next().captured(1).trimmed();
        if (passage.size() > longest.size())
            longest = passage;
    }
    return longest;
}

// The category a score bar is labelled with: the name over the score and ✓ / ✗, or ⚠ error.
QString categoryOf(const MetricResult &result)
{
    const QString name = MetricRegistry::find(result.metricId)->displayName;
    if (result.hasError())
        return name + QStringLiteral("\n⚠ error");
    if (result.isSkipped())
        return name + QStringLiteral("\n⊘ skipped");
    return QStringLiteral("%1\n%2 %3")
        .arg(name, QString::number(*result.score, 'f', 2), result.success ? QStringLiteral("✓") : QStringLiteral("✗"));
}

} // namespace

// The results widgets, offscreen, fed by real offline-engine results through the hub. What they
// show is checked against those results, so it holds whatever verdicts the offline judge gives.
// Items a test needs are found by what the test case itself says (a passage only one turn
// holds), or made: an error (the hotel case without samples), a "no" verdict (a scripted judge).
class TestResultsViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void tableShowsEveryResultAndSelects();
    void filtersAndCountsNarrowTheTable();
    void selectingAClaimEmitsItsTurn();
    void selectingAReasonPointsAtTheQuotedContext();
    void noAndIdkVerdictsShowTheirReason();
    void statementsKeepTheirOwnTurn();
    void singleTurnClaimsHaveNoTurn();
    void errorsShowStepAndRawAnswer();
    void scoreBarsMatchScoresAndThresholds();
    void thresholdEditsMoveTheTick();
    void testCaseBoxFollowsTheResults();
    void windowLinesFollowWindowScores();
    void verdictMixCountsVerdicts();
    void trustComponentsSumToTheTrustScore();
    void callLogFiltersAndCopies();
    void liveRunsUpdateEveryView();

private:
    // The results of test case `testCaseIndex`, in table order.
    QList<MetricResult> resultsOf(int testCaseIndex) const;

    QList<TestCase> m_cases;
    OfflineRun m_run;
    ResultsHub *m_hub = nullptr;
};

QList<MetricResult> TestResultsViews::resultsOf(int testCaseIndex) const
{
    QList<MetricResult> results;
    for (const MetricResult &result : m_run.results) {
        if (result.testCaseIndex == testCaseIndex)
            results.append(result);
    }
    return results;
}

void TestResultsViews::initTestCase()
{
    // The hotel conversation without its pre-generated samples: its Epistemic Consistency is
    // skipped (the offline judge writes no samples), so the views have a skip to show.
    m_cases = OfflineRunner::withoutSamples(OfflineRunner::example(QStringLiteral("hotel-concierge.json")))
        + OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_run = OfflineRunner::run(m_cases);
    QCOMPARE(m_run.results.size(), 34);
    QVERIFY(OfflineRunner::find(m_run.results, 0, QStringLiteral("epistemic_consistency")).isSkipped());
    // The offline judge fails no call: one failed turn_relevancy call (said to be of a support
    // case, so the hotel case's calls stay what a live run makes) for the call log's filters.
    const auto relevancy = std::find_if(m_run.calls.begin(), m_run.calls.end(), [](const CallRecord &call) {
        return call.metricId == QLatin1String("turn_relevancy");
    });
    QVERIFY(relevancy != m_run.calls.end());
    CallRecord failedCall = *relevancy;
    failedCall.testCaseIndex = 1;
    failedCall.ok = false;
    failedCall.httpStatus = 503;
    failedCall.answer.clear();
    failedCall.error = QStringLiteral("HTTP 503 from the judge: overloaded");
    m_run.calls.append(failedCall);
}

void TestResultsViews::init()
{
    failOnQtWarnings();
    m_hub = new ResultsHub;
    m_hub->setTestCases(m_cases);
    m_hub->runStarted(m_run.runId);
    for (const MetricResult &result : m_run.results)
        m_hub->addResult(result);
    for (const CallRecord &call : m_run.calls)
        m_hub->addCall(call);
    m_hub->runFinished({m_run.runId, false, {}, {}});
}

void TestResultsViews::cleanup()
{
    delete m_hub;
    m_hub = nullptr;
}

void TestResultsViews::filtersAndCountsNarrowTheTable()
{
    ResultsView view(m_hub);
    const QAbstractItemModel *table = view.table()->model();
    const auto shownMetrics = [table] {
        QSet<QString> metrics;
        for (int row = 0; row < table->rowCount(); ++row)
            metrics.insert(table->index(row, 0).data(ResultsModel::MetricIdRole).toString());
        return metrics;
    };
    // One metric.
    view.metricFilter()->setCurrentIndex(view.metricFilter()->findData(QStringLiteral("faithfulness")));
    QVERIFY(table->rowCount() > 0);
    QCOMPARE(shownMetrics(), QSet<QString>{QStringLiteral("faithfulness")});
    view.metricFilter()->setCurrentIndex(0);
    QCOMPARE(table->rowCount(), 34);
    // A count above the table is a link to its results.
    int skipped = 0;
    for (const MetricResult &result : m_run.results)
        skipped += result.isSkipped() ? 1 : 0;
    QVERIFY(skipped > 0);
    QVERIFY2(view.summary()->text().contains(QStringLiteral("⊘ %1 skipped").arg(skipped)),
             qPrintable(view.summary()->text()));
    QVERIFY(view.summary()->text().contains(QStringLiteral("href=\"%1\"").arg(int(ResultsModel::Status::Skipped))));
    Q_EMIT view.summary()->linkActivated(QString::number(int(ResultsModel::Status::Skipped)));
    QCOMPARE(table->rowCount(), skipped);
    for (int row = 0; row < table->rowCount(); ++row)
        QCOMPARE(table->index(row, 0).data(ResultsModel::StatusRole).toInt(), int(ResultsModel::Status::Skipped));
    QCOMPARE(view.statusFilter()->currentData().toInt(), int(ResultsModel::Status::Skipped));
    view.filterStatus(-1);
    QCOMPARE(table->rowCount(), 34);
    // A score range leaves out what has no score.
    view.filter()->setScoreRange(0, 0.5);
    for (int row = 0; row < table->rowCount(); ++row)
        QVERIFY(table->index(row, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble() >= 0
                && table->index(row, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble() <= 0.5);
    view.filter()->setScoreRange(0, 1);
    // Text in the test case's name, the metric or the reason.
    view.textFilter()->setText(QStringLiteral("hotel"));
    QVERIFY(table->rowCount() > 0 && table->rowCount() < 34);
    for (int row = 0; row < table->rowCount(); ++row)
        QCOMPARE(table->index(row, 0).data(ResultsModel::TestCaseIndexRole).toInt(), 0);
    view.textFilter()->clear();
    QCOMPARE(table->rowCount(), 34);
}

void TestResultsViews::tableShowsEveryResultAndSelects()
{
    ResultsView view(m_hub);
    QCOMPARE(view.table()->model()->rowCount(), 34);
    // The first row is selected for the user and drives the breakdown.
    QCOMPARE(m_hub->currentMetric(), QStringLiteral("turn_faithfulness"));
    QCOMPARE(view.breakdown()->tree()->model()->rowCount(), 4);
    // Sorting by score puts the results without a score (skipped) first, then ascending scores.
    view.table()->sortByColumn(ResultsModel::ScoreColumn, Qt::AscendingOrder);
    const QAbstractItemModel *table = view.table()->model();
    QCOMPARE(table->index(0, ResultsModel::StatusColumn).data().toString(), QStringLiteral("⊘ Skipped"));
    double highest = -1;
    for (const MetricResult &result : m_run.results)
        highest = qMax(highest, result.score.value_or(-1));
    for (int row = 1; row < table->rowCount(); ++row) {
        QVERIFY(table->index(row - 1, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble()
                <= table->index(row, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble());
    }
    const int last = table->rowCount() - 1;
    QCOMPARE(table->index(last, ResultsModel::ScoreColumn).data(ResultsModel::SortRole).toDouble(), highest);
    // Selecting a row selects the hub's result.
    view.table()->selectRow(last);
    const QModelIndex selected = table->index(last, 0);
    QCOMPARE(m_hub->currentMetric(), selected.data(ResultsModel::MetricIdRole).toString());
    QCOMPARE(m_hub->currentTestCase(), selected.data(ResultsModel::TestCaseIndexRole).toInt());
    const auto *shown = qobject_cast<const QSortFilterProxyModel *>(view.breakdown()->tree()->model());
    QVERIFY(shown);
    QCOMPARE(shown->sourceModel(), m_hub->breakdownModel());
    // And the hub's selection moves the table.
    m_hub->selectResult(0, QStringLiteral("turn_relevancy"));
    QCOMPARE(view.table()->currentIndex().data(ResultsModel::MetricIdRole).toString(),
             QStringLiteral("turn_relevancy"));
}

void TestResultsViews::selectingAClaimEmitsItsTurn()
{
    ResultsView view(m_hub);
    QSignalSpy activated(&view, &ResultsView::turnActivated);
    m_hub->selectResult(0, QStringLiteral("turn_faithfulness"));
    const MetricResult &result = m_hub->breakdownModel()->result();
    QVERIFY2(!result.hasError(), qPrintable(result.error));
    // The last window pools every exchange: a claim there is traced back to the assistant turn
    // that made it. Take one that a single turn holds as written, and not the window's last
    // assistant turn (where an untraceable claim would end up too).
    const BreakdownWindow &window = result.windows.last();
    const int lastAssistant = assistantTurns(m_cases[0], window.turnIndices).last();
    QString claim;
    QString verdict;
    int turn = -1;
    for (const BreakdownItem &item : window.items) {
        if (item.kind != BreakdownItem::Kind::Claim || item.turnIndex >= 0)
            continue;
        const int holder =
            onlyTurnHolding(m_cases[0], window.turnIndices, item.text, [](const Turn &t) { return t.content; });
        if (holder >= 0 && holder != lastAssistant) {
            claim = item.text;
            verdict = item.verdict;
            turn = holder;
            break;
        }
    }
    if (claim.isEmpty())
        QSKIP("no claim of the last window is one earlier turn's text as written");
    const QModelIndex index = findItem(view.breakdown()->tree()->model(), claim, int(result.windows.size()) - 1);
    QVERIFY(index.isValid());
    view.breakdown()->tree()->setCurrentIndex(index);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toInt(), 0);
    QCOMPARE(activated.first().at(1).toInt(), turn);
    QCOMPARE(activated.first().at(2).toString(), claim);
    const QString details = view.breakdown()->details()->toPlainText();
    QVERIFY(details.contains(claim));
    QVERIFY(details.contains(QStringLiteral("Verdict: ") + verdictCell(verdict)));
    QVERIFY(details.contains(QStringLiteral("Turn %1 ·").arg(turn + 1)));
    // Selecting a window emits nothing.
    view.breakdown()->tree()->setCurrentIndex(view.breakdown()->tree()->model()->index(0, 0));
    QCOMPARE(activated.count(), 1);
}

void TestResultsViews::selectingAReasonPointsAtTheQuotedContext()
{
    ResultsView view(m_hub);
    QSignalSpy activated(&view, &ResultsView::turnActivated);
    m_hub->selectResult(0, QStringLiteral("turn_faithfulness"));
    const MetricResult &result = m_hub->breakdownModel()->result();
    QVERIFY2(!result.hasError(), qPrintable(result.error));
    // A reason in the last window that quotes a passage of one earlier turn's documents: the
    // reason points at that turn and that passage.
    const int w = int(result.windows.size()) - 1;
    const BreakdownWindow &window = result.windows[w];
    const int lastAssistant = assistantTurns(m_cases[0], window.turnIndices).last();
    QString claim;
    QString passage;
    int turn = -1;
    for (const BreakdownItem &item : window.items) {
        const QString quoted = longestQuote(item.reason);
        if (quoted.size() < 16) // shorter quotes are words the judge names, not evidence
            continue;
        const int holder = onlyTurnHolding(m_cases[0], window.turnIndices, quoted, &contextOf);
        if (holder >= 0 && holder != lastAssistant) {
            claim = item.text;
            passage = quoted;
            turn = holder;
            break;
        }
    }
    if (claim.isEmpty())
        QSKIP("no reason of the last window quotes one earlier turn's documents");
    const QModelIndex item = findItem(view.breakdown()->tree()->model(), claim, w);
    QVERIFY(item.isValid());
    const QModelIndex reason = view.breakdown()->tree()->model()->index(0, 0, item);
    QVERIFY(reason.isValid());
    view.breakdown()->tree()->setCurrentIndex(reason);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toInt(), 0);
    QCOMPARE(activated.first().at(1).toInt(), turn);
    QCOMPARE(activated.first().at(2).toString(), passage);
}

void TestResultsViews::noAndIdkVerdictsShowTheirReason()
{
    // turn_contextual_relevancy from a scripted judge that finds the Dogs document irrelevant,
    // in place of the offline judge's: a "no" statement with its reason, whatever the offline
    // judge decides elsewhere.
    MetricResult scripted = runScripted(contextRelevanceJudge(QStringLiteral("Dogs weighing up to 15 kg")), m_cases[0],
                                        {QStringLiteral("turn_contextual_relevancy"), true, {}});
    QVERIFY2(!scripted.hasError(), qPrintable(scripted.error));
    scripted.runId = m_run.runId;
    m_hub->addResult(scripted);
    m_hub->flush();
    BreakdownView view(m_hub);
    const QAbstractItemModel *model = view.tree()->model();
    // Every result of the table: windows open, and the items the judge found wrong ("no",
    // "idk") open on their reason; the others stay closed.
    int opened = 0;
    for (const MetricResult &result : m_hub->wholeResults()) {
        m_hub->selectResult(result.testCaseIndex, result.metricId);
        QCOMPARE(model->rowCount(), int(result.windows.size()));
        for (int w = 0; w < model->rowCount(); ++w) {
            const QModelIndex window = model->index(w, 0);
            QVERIFY(view.tree()->isExpanded(window));
            for (int i = 0; i < model->rowCount(window); ++i) {
                const QModelIndex item = model->index(i, 0, window);
                // The truths' group stays closed.
                if (item.data(BreakdownModel::NodeTypeRole).toInt() == int(BreakdownModel::NodeType::Group)) {
                    QVERIFY(!view.tree()->isExpanded(item));
                    continue;
                }
                const QString verdict =
                    result.windows[w].items[item.data(BreakdownModel::ItemIndexRole).toInt()].verdict;
                const bool wrong = verdict == QLatin1String("no") || verdict == QLatin1String("idk");
                QCOMPARE(item.data(BreakdownModel::VerdictRole).toString(), verdict);
                QVERIFY2(view.tree()->isExpanded(item) == wrong,
                         qPrintable(result.metricId + QLatin1Char(' ') + verdict));
                opened += wrong && model->rowCount(item) > 0;
            }
        }
    }
    QVERIFY(opened >= 2); // the Dogs statement in windows 3 and 4
}

void TestResultsViews::statementsKeepTheirOwnTurn()
{
    BreakdownView view(m_hub);
    QSignalSpy activated(&view, &BreakdownView::turnActivated);
    m_hub->selectResult(0, QStringLiteral("turn_contextual_relevancy"));
    const MetricResult &result = m_hub->breakdownModel()->result();
    QVERIFY2(!result.hasError(), qPrintable(result.error));
    // A statement that names its turn, other than its window's last assistant turn.
    int window = -1;
    BreakdownItem statement;
    for (int w = 0; w < result.windows.size() && window < 0; ++w) {
        const int lastAssistant = assistantTurns(m_cases[0], result.windows[w].turnIndices).last();
        for (const BreakdownItem &item : result.windows[w].items) {
            if (item.kind == BreakdownItem::Kind::Statement && item.turnIndex >= 0 && item.turnIndex != lastAssistant) {
                window = w;
                statement = item;
                break;
            }
        }
    }
    if (window < 0)
        QSKIP("no statement of an earlier turn in any window");
    const QModelIndex index = findItem(view.tree()->model(), statement.text, window);
    QVERIFY(index.isValid());
    view.tree()->setCurrentIndex({}); // opening the result selected its first failure
    activated.clear();
    view.tree()->setCurrentIndex(index);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(1).toInt(), statement.turnIndex);
    QCOMPARE(activated.first().at(2).toString(), statement.text);
}

void TestResultsViews::singleTurnClaimsHaveNoTurn()
{
    BreakdownView view(m_hub);
    QSignalSpy activated(&view, &BreakdownView::turnActivated);
    m_hub->selectResult(2, QStringLiteral("faithfulness")); // "Cancelling an annual plan"
    const QAbstractItemModel *model = view.tree()->model();
    QCOMPARE(model->rowCount(), 1);
    QModelIndex claim;
    for (int i = 0; i < model->rowCount(model->index(0, 0)) && !claim.isValid(); ++i) {
        const QModelIndex item = model->index(i, 0, model->index(0, 0));
        if (item.data(BreakdownModel::KindRole).toString() == QLatin1String("claim"))
            claim = item;
    }
    view.tree()->setCurrentIndex({}); // opening the result selected its first failure
    activated.clear();
    view.tree()->setCurrentIndex(claim);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toInt(), 2);
    QCOMPARE(activated.first().at(1).toInt(), -1);
    QCOMPARE(activated.first().at(2).toString(), claim.data(BreakdownModel::FullTextRole).toString());
}

void TestResultsViews::errorsShowStepAndRawAnswer()
{
    MetricResult failed = OfflineRunner::find(m_run.results, 1, QStringLiteral("faithfulness"));
    failed.error = QStringLiteral("step faithfulness__verdicts failed: 2 verdicts for 3 claims");
    failed.errorKind = MetricResult::ErrorKind::Judge;
    failed.errorStep = QStringLiteral("faithfulness__verdicts");
    failed.errorRaw = QStringLiteral("{\"verdicts\": [{\"verdict\": \"yes\"}, {\"verdict\": \"maybe\"}]}");
    failed.score.reset();
    failed.success = false;
    m_hub->addResult(failed);
    m_hub->flush();
    ResultsView view(m_hub);
    m_hub->selectResult(1, QStringLiteral("faithfulness"));
    const QString details = view.breakdown()->details()->toPlainText();
    QVERIFY(details.contains(QStringLiteral("⚠ step faithfulness__verdicts failed")));
    QVERIFY(details.contains(QStringLiteral("Failing step: faithfulness__verdicts")));
    QVERIFY(details.contains(QStringLiteral("{\"verdict\": \"maybe\"}")));
    const int row = m_hub->resultsModel()->rowOf(1, QStringLiteral("faithfulness"));
    QCOMPARE(m_hub->resultsModel()->index(row, ResultsModel::StatusColumn).data().toString(),
             QStringLiteral("⚠ Error"));
}

void TestResultsViews::scoreBarsMatchScoresAndThresholds()
{
    ChartsView charts(m_hub);
    charts.show();
    charts.setTestCase(0);
    const ScoreBarChart *chart = charts.scoreChart();
    const QList<MetricResult> results = resultsOf(0);
    QCOMPARE(results.size(), 9);
    QCOMPARE(chart->categories().size(), 9);
    QCOMPARE(chart->categories()[6], QStringLiteral("Epistemic Consistency\n⊘ skipped")); // no samples
    // Pass bars and fail bars are separate sets (colour), named with ✓ and ✗ (not colour alone).
    QCOMPARE(chart->passSet()->label(), QStringLiteral("✓ pass"));
    QCOMPARE(chart->failSet()->label(), QStringLiteral("✗ fail"));
    for (int i = 0; i < results.size(); ++i) {
        const MetricResult &result = results[i];
        QCOMPARE(chart->categories()[i], categoryOf(result));
        QCOMPARE(chart->scores()[i], result.score.value_or(0));
        QCOMPARE(chart->thresholds()[i], result.threshold);
        // Bottom-up: the first metric is the last bar.
        const int bar = int(results.size()) - 1 - i;
        QCOMPARE(chart->passSet()->at(bar), result.success ? *result.score : 0.0);
        QCOMPARE(chart->failSet()->at(bar), result.success ? 0.0 : result.score.value_or(0));
    }
    QCOMPARE(chart->categories().first(),
             categoryOf(OfflineRunner::find(m_run.results, 0, QStringLiteral("turn_faithfulness"))));
    QVERIFY(charts.testCaseBox()->count() == 4);
}

void TestResultsViews::thresholdEditsMoveTheTick()
{
    ChartsView charts(m_hub);
    charts.show(); // a hidden chart tab redraws only when shown
    charts.setTestCase(0);
    const QList<MetricResult> results = resultsOf(0);
    // A result scored strictly between 0 and 1 (the trust score, with a failed component, is
    // one), and a threshold on its other side, so that its bar changes sets.
    const auto deciding = [](const MetricResult &result) { // trust_score decides on its raw score
        return result.details.value(QStringLiteral("raw_score")).toDouble(result.score.value_or(0));
    };
    int i = -1;
    for (int r = 0; r < results.size() && i < 0; ++r) {
        const MetricResult &result = results[r];
        if (!result.hasError() && deciding(result) > 1e-6 && deciding(result) < 1.0 - 1e-6)
            i = r;
    }
    QVERIFY(i >= 0);
    const MetricResult &before = results[i];
    const double threshold = before.success ? (deciding(before) + 1.0) / 2 : deciding(before) / 2;
    const int bar = int(results.size()) - 1 - i;
    QCOMPARE(charts.scoreChart()->thresholds()[i], before.threshold);
    m_hub->rescore(before.metricId, {{QStringLiteral("threshold"), threshold}});
    QTRY_COMPARE(charts.scoreChart()->thresholds()[i], threshold);
    MetricResult after = before;
    after.threshold = threshold;
    after.success = !before.success;
    QCOMPARE(charts.scoreChart()->passSet()->at(bar), after.success ? *before.score : 0.0);
    QCOMPARE(charts.scoreChart()->failSet()->at(bar), after.success ? 0.0 : *before.score);
    QCOMPARE(charts.scoreChart()->categories()[i], categoryOf(after));
    // Following the selection: another test case's charts.
    m_hub->selectResult(3, QStringLiteral("turn_relevancy"));
    QCOMPARE(charts.testCase(), 3);
    QCOMPARE(charts.testCaseBox()->currentText(), QStringLiteral("Bank feed stopped syncing"));
}

void TestResultsViews::testCaseBoxFollowsTheResults()
{
    ResultsHub hub;
    hub.setTestCases(m_cases);
    hub.runStarted(m_run.runId);
    ChartsView charts(&hub);
    charts.show();
    const auto items = [&charts] {
        QStringList shown;
        for (int i = 0; i < charts.testCaseBox()->count(); ++i)
            shown.append(charts.testCaseBox()->itemText(i) + QLatin1Char('=')
                         + charts.testCaseBox()->itemData(i).toString());
        return shown;
    };
    const auto addCases = [&](const QList<int> &cases) {
        for (const MetricResult &result : m_run.results) {
            if (cases.contains(result.testCaseIndex))
                hub.addResult(result);
        }
        hub.flush();
    };
    const QString name0 = m_cases[0].displayName(0);
    const QString name1 = m_cases[1].displayName(1);
    const QString name2 = m_cases[2].displayName(2);
    QVERIFY(name0 != name1 && name1 != name2);
    addCases({0});
    QTRY_COMPARE(items(), (QStringList{name0 + QStringLiteral("=0")}));
    // A later test case finished first: an earlier one goes in before it.
    addCases({2});
    QTRY_COMPARE(items(), (QStringList{name0 + QStringLiteral("=0"), name2 + QStringLiteral("=2")}));
    addCases({1});
    QTRY_COMPARE(
        items(),
        (QStringList{name0 + QStringLiteral("=0"), name1 + QStringLiteral("=1"), name2 + QStringLiteral("=2")}));
    QCOMPARE(charts.testCaseBox()->currentData().toInt(), 0);
    // A newer run of a test case under another name lists it under that name.
    for (MetricResult result : m_run.results) {
        if (result.testCaseIndex != 1)
            continue;
        result.testCaseName = QStringLiteral("Renamed");
        hub.addResult(result);
    }
    hub.flush();
    QTRY_COMPARE(
        items(),
        (QStringList{name0 + QStringLiteral("=0"), QStringLiteral("Renamed=1"), name2 + QStringLiteral("=2")}));
    // A finished run without the middle test case drops it; the chosen one stays chosen.
    charts.setTestCase(2);
    QCOMPARE(charts.testCaseBox()->currentData().toInt(), 2);
    const quint64 laterRun = m_run.runId + 1;
    hub.runStarted(laterRun);
    for (MetricResult result : m_run.results) {
        if (result.testCaseIndex != 0 && result.testCaseIndex != 2)
            continue;
        result.runId = laterRun;
        hub.addResult(result);
    }
    hub.runFinished({laterRun, false, {}, {}});

    QTRY_COMPARE(items(), (QStringList{name0 + QStringLiteral("=0"), name2 + QStringLiteral("=2")}));
    QCOMPARE(charts.testCaseBox()->currentData().toInt(), 2);
    hub.clear();
    QTRY_VERIFY(items().isEmpty());
}

void TestResultsViews::windowLinesFollowWindowScores()
{
    ChartsView charts(m_hub);
    charts.show();
    charts.setTestCase(0);
    const QList<QLineSeries *> lines = charts.windowChart()->scoreLines();
    // The three turn metrics, one line each, one point per scored window.
    const QStringList turnMetrics{QStringLiteral("turn_faithfulness"), QStringLiteral("turn_contextual_relevancy"),
                                  QStringLiteral("turn_relevancy")};
    QCOMPARE(lines.size(), 3);
    for (int m = 0; m < turnMetrics.size(); ++m) {
        const MetricResult result = OfflineRunner::find(m_run.results, 0, turnMetrics[m]);
        QVERIFY2(!result.hasError(), qPrintable(result.error));
        QCOMPARE(lines[m]->name(), MetricRegistry::find(turnMetrics[m])->displayName);
        QCOMPARE(result.windows.size(), 4);
        QCOMPARE(lines[m]->count(), 4);
        for (int w = 0; w < 4; ++w)
            QCOMPARE(lines[m]->at(w), QPointF(w + 1, *result.windows[w].score));
    }
    QCOMPARE(lines[0]->name(), QStringLiteral("Turn Faithfulness"));
    QCOMPARE(charts.windowChart()->thresholdLines().size(), 1);
    QCOMPARE(charts.windowChart()->thresholdLines().first()->at(0).y(), 0.5);
    // A single-turn case has no turn metric.
    charts.setTestCase(1);
    QVERIFY(charts.windowChart()->scoreLines().isEmpty());
    QVERIFY(charts.windowChart()->chart()->title().contains(QStringLiteral("no turn metrics")));
}

void TestResultsViews::verdictMixCountsVerdicts()
{
    ChartsView charts(m_hub);
    charts.show();
    charts.setTestCase(0);
    const VerdictMixChart *chart = charts.verdictChart();
    QCOMPARE(chart->metricIds().first(), QStringLiteral("turn_faithfulness"));
    QVERIFY(!chart->metricIds().contains(QStringLiteral("semantic_drift"))); // "best" is no verdict
    for (int m = 0; m < chart->metricIds().size(); ++m) {
        const MetricResult result = OfflineRunner::find(m_run.results, 0, chart->metricIds()[m]);
        int yes = 0, no = 0, idk = 0, claims = 0;
        for (const BreakdownWindow &window : result.windows) {
            for (const BreakdownItem &item : window.items) {
                yes += item.verdict == QLatin1String("yes");
                no += item.verdict == QLatin1String("no");
                idk += item.verdict == QLatin1String("idk");
                claims += item.kind == BreakdownItem::Kind::Claim;
            }
        }
        QCOMPARE(chart->counts(QStringLiteral("yes"))[m], yes);
        QCOMPARE(chart->counts(QStringLiteral("no"))[m], no);
        QCOMPARE(chart->counts(QStringLiteral("idk"))[m], idk);
        QVERIFY(yes + no + idk > 0);
        // Every claim of turn_faithfulness is judged, in every window.
        if (result.metricId == QLatin1String("turn_faithfulness"))
            QCOMPARE(yes + no + idk, claims);
    }
    // Its metric names read whole down the left, not cut to "…".
    charts.resize(1000, 700);
    QCoreApplication::processEvents();
    QStringList labels;
    for (QGraphicsItem *item : chart->scene()->items()) {
        if (const auto *text = dynamic_cast<QGraphicsTextItem *>(item))
            labels.append(text->toPlainText());
    }
    for (const QString &metricId : chart->metricIds()) {
        const QString name = MetricRegistry::find(metricId)->displayName;
        QVERIFY2(
            std::any_of(labels.cbegin(), labels.cend(), [&](const QString &label) { return label.startsWith(name); }),
            qPrintable(name + QStringLiteral(" not among: ") + labels.join(QStringLiteral(" | "))));
    }
}

void TestResultsViews::trustComponentsSumToTheTrustScore()
{
    ChartsView charts(m_hub);
    charts.show();
    charts.setTestCase(0);
    const TrustComponentChart *chart = charts.trustChart();
    // The offline judge writes no samples and the case carries none: Epistemic Consistency
    // is skipped like a disabled component, and the other weights share its 0.2.
    const QStringList components{QStringLiteral("evidence_coverage"), QStringLiteral("semantic_drift"),
                                 QStringLiteral("source_diversity")};
    QCOMPARE(chart->components(), components);
    const QList<double> weights{0.4 / 0.8, 0.3 / 0.8, 0.1 / 0.8};
    for (int i = 0; i < weights.size(); ++i)
        QVERIFY(qAbs(chart->weights()[i] - weights[i]) < 1e-12);
    // A component is flagged when its standalone result errored.
    for (int i = 0; i < components.size(); ++i)
        QCOMPARE(chart->failed()[i], OfflineRunner::find(m_run.results, 0, components[i]).hasError());
    const MetricResult trust = OfflineRunner::find(m_run.results, 0, QStringLiteral("trust_score"));
    QVERIFY2(!trust.hasError(), qPrintable(trust.error));
    QVERIFY(!trust.isPartial());
    QVERIFY(trust.details.value(QStringLiteral("weights"))
                .toObject()
                .value(QStringLiteral("epistemic_consistency"))
                .isUndefined());
    QVERIFY(trust.details.value(QStringLiteral("skipped_components"))
                .toObject()
                .contains(QStringLiteral("epistemic_consistency")));
    // The contributions add up to the raw trust score.
    const double raw = trust.details.value(QStringLiteral("raw_score")).toDouble(-1);
    QVERIFY(raw >= 0);
    double sum = 0;
    for (double share : chart->contributions())
        sum += share;
    QVERIFY(qAbs(sum - raw) < 1e-9);
    QVERIFY(qAbs(chart->trustScore() - raw) < 1e-9);
    QCOMPARE(chart->thresholdMark(), 0.6);
    // Single turn: the components come from the result's details.
    charts.setTestCase(1);
    const MetricResult single = OfflineRunner::find(m_run.results, 1, QStringLiteral("trust_score"));
    const QJsonObject scores = single.details.value(QStringLiteral("components")).toObject();
    const QStringList all{components[0], components[1], QStringLiteral("epistemic_consistency"), components[2]};
    QCOMPARE(chart->components(), scores.keys().size() == 4 ? all : components);
    for (int i = 0; i < chart->components().size(); ++i) {
        const QString id = chart->components()[i];
        QCOMPARE(chart->componentScores()[i], scores.value(id).toDouble());
        QCOMPARE(chart->failed()[i],
                 OfflineRunner::find(m_run.results, 1, id).hasError()
                     || single.details.value(QStringLiteral("failed_components")).toArray().contains(QJsonValue(id)));
    }
}

void TestResultsViews::callLogFiltersAndCopies()
{
    CallLogView view(m_hub);
    const int total = int(m_run.calls.size());
    QCOMPARE(view.table()->model()->rowCount(), total);
    view.metricBox()->setCurrentIndex(view.metricBox()->findData(QStringLiteral("turn_relevancy")));
    QCOMPARE(view.filter()->metricFilter(), QStringLiteral("turn_relevancy"));
    const int relevancyCalls = view.table()->model()->rowCount();
    QVERIFY(relevancyCalls > 0 && relevancyCalls < total);
    for (int row = 0; row < relevancyCalls; ++row)
        QVERIFY(view.table()
                    ->model()
                    ->index(row, 0)
                    .data(CallLogModel::StepRole)
                    .toString()
                    .startsWith(QStringLiteral("turn_relevancy__")));
    view.statusBox()->setCurrentIndex(view.statusBox()->findData(QStringLiteral("error")));
    QCOMPARE(view.filter()->statusFilter(), QStringLiteral("error"));
    // Both filters apply: the failed calls of turn_relevancy ...
    const auto failed = [&](const QString &metricId) {
        return int(std::count_if(m_run.calls.begin(), m_run.calls.end(), [&](const CallRecord &call) {
            return !call.ok && (metricId.isEmpty() || call.metricId == metricId);
        }));
    };
    QCOMPARE(view.table()->model()->rowCount(), failed(QStringLiteral("turn_relevancy")));
    // ... then of every metric.
    view.metricBox()->setCurrentIndex(0);
    QVERIFY(failed(QString()) > 0);
    QCOMPARE(view.table()->model()->rowCount(), failed(QString()));
    for (int row = 0; row < view.table()->model()->rowCount(); ++row)
        QCOMPARE(view.table()->model()->index(row, 0).data(CallLogModel::StatusRole).toString(),
                 QStringLiteral("error"));
    view.metricBox()->setCurrentIndex(view.metricBox()->findData(QStringLiteral("turn_relevancy")));
    view.statusBox()->setCurrentIndex(0);
    QCOMPARE(view.table()->model()->rowCount(), relevancyCalls);
    view.table()->selectRow(0);
    const QString prompt = view.table()->model()->index(0, 0).data(CallLogModel::PromptRole).toString();
    QVERIFY(!prompt.isEmpty());
    // The request pane: the run, the judge and the step, the prompt, then the whole body.
    const QString request = view.table()->model()->index(0, 0).data(CallLogModel::RequestRole).toString();
    QVERIFY(request.contains(prompt));
    QVERIFY(request.contains(QStringLiteral("--- request body ---")));
    QCOMPARE(view.promptView()->toPlainText(), request);
    QCOMPARE(view.answerView()->toPlainText(),
             view.table()->model()->index(0, 0).data(CallLogModel::AnswerRole).toString());
    QVERIFY(view.promptView()->isReadOnly());
    QVERIFY(view.selectedCallText().startsWith(request));
    view.table()->setFocus();
    QTest::keySequence(view.table(), QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), view.selectedCallText());
}

void TestResultsViews::liveRunsUpdateEveryView()
{
    ResultsHub hub;
    hub.setTestCases(m_cases);
    ResultsView results(&hub);
    ChartsView charts(&hub);
    CallLogView calls(&hub);
    EngineHost engine;
    connect(&engine, &EngineHost::resultReady, &hub, &ResultsHub::addResult);
    connect(&engine, &EngineHost::callRecorded, &hub, &ResultsHub::addCall);
    connect(&engine, &EngineHost::runFinished, &hub, &ResultsHub::runFinished);
    QSignalSpy running(&hub, &ResultsHub::runningChanged);
    RunRequest request;
    request.testCases = {m_cases[0]};
    request.testCaseIndices = {0};
    for (const MetricInfo &info : MetricRegistry::all())
        request.addMetric(info.id);
    request.skipInapplicable = true;
    request.useCache = false;

    hub.runStarted(engine.start(request));
    QVERIFY(running.wait(10000));
    QCOMPARE(results.table()->model()->rowCount(), 9);
    // The first result to arrive was selected for the user (and stays selected as others arrive).
    QVERIFY(!hub.currentMetric().isEmpty());
    QCOMPARE(results.table()->currentIndex().data(ResultsModel::MetricIdRole).toString(), hub.currentMetric());
    // The charts are a hidden tab here: they draw the run once, when shown, not per batch.
    QCOMPARE(charts.scoreChart()->categories().size(), 0);
    charts.show();
    QTRY_COMPARE(charts.scoreChart()->categories().size(), 9);
    QCOMPARE(calls.table()->model()->rowCount(), hub.callLogModel()->rowCount());
    const auto hotelCalls = std::count_if(m_run.calls.begin(), m_run.calls.end(),
                                          [](const CallRecord &call) { return call.testCaseIndex == 0; });
    QCOMPARE(hub.callLogModel()->rowCount(), int(hotelCalls));

    // A second run of one metric: while it runs the old rows wait; then only its row remains.
    // Its threshold is set on the far side of the first run's score (when that is below 1), so
    // the row must flip to a fail.
    const MetricResult first = hub.wholeResults().first();
    QCOMPARE(first.metricId, QStringLiteral("turn_faithfulness"));
    QVERIFY2(!first.hasError(), qPrintable(first.error));
    const double threshold = *first.score < 1.0 - 1e-6 ? (*first.score + 1.0) / 2 : 0.65;
    hub.selectResult(0, QStringLiteral("turn_faithfulness"));
    request.metrics = {QStringLiteral("turn_faithfulness")};
    request.params.insert(QStringLiteral("turn_faithfulness"), {{QStringLiteral("threshold"), threshold}});
    running.clear();
    hub.runStarted(engine.start(request));
    QCOMPARE(results.table()->model()->index(8, ResultsModel::StatusColumn).data().toString(),
             QStringLiteral("⟳ Running"));
    QVERIFY(running.wait(10000));
    QCOMPARE(results.table()->model()->rowCount(), 1);
    const MetricResult second = hub.wholeResults().first();
    QCOMPARE(second.score, first.score); // the offline judge is deterministic
    QCOMPARE(second.threshold, threshold);
    QCOMPARE(second.success, *first.score >= threshold);
    QCOMPARE(results.table()->model()->index(0, ResultsModel::StatusColumn).data().toString(),
             second.success ? QStringLiteral("✓ Pass") : QStringLiteral("✗ Fail"));
    QCOMPARE(hub.breakdownModel()->result().threshold, threshold);
    QTRY_COMPARE(charts.scoreChart()->categories(), QStringList{categoryOf(second)});
    QCOMPARE(charts.scoreChart()->thresholds(), QList<double>{threshold});
}

QTEST_MAIN(TestResultsViews)
#include "tst_resultsviews.moc"
