#pragma once

#include "model/casetitles.h"
#include "model/humanlabels.h"
#include "model/metricresult.h"
#include "model/testcase.h"
#include "packedresult.h"
#include "runscope.h"
#include "textfinder.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include "model/labelledscores.h"
#include <array>
#include <deque>

#include <functional>
#include <memory>
#include <optional>

namespace claimscope {

// One row per test case × metric shown: the latest result of each, whichever run computed it
// (a run of one metric or one test case replaces only its own). Score, threshold, pass/fail, the
// human label beside it, the flip rate of a repeated evaluation, TrustifAI label, reason, calls
// and cost. Each row keeps the result's brief; its windows wait in a BlobSpool until
// wholeResult() asks. Re-scores locally when a threshold changes, and marks results a re-score
// cannot bring up to date. QtCore only; UI thread.
class ResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TestCaseColumn,
        MetricColumn,
        ScoreColumn,
        ThresholdColumn,
        StatusColumn,
        HumanColumn,
        AsLabelledColumn, // a label on one exchange: the judge's score and pass/fail on that exchange
        FlipRateColumn,   // a repeated evaluation: how often the verdict changed across repetitions
        LabelColumn,
        ReasonColumn,
        CallsColumn,
        CostColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers for score (errors −1), threshold, flip rate, calls, cost
        StatusRole,                  // int(Status)
        TestCaseIndexRole,
        MetricIdRole,
        StaleRole,     // bool: from an earlier run that the last run was to replace (running, or cancelled)
        OutOfDateRole, // QString: why it needs a new run; empty when current
        HumanRole,     // int(Human): the person's label and whether the judge agrees
        CaseKeyRole,   // QString: the test case as labels name it (HumanLabels::caseName)
    };
    // A person's label beside the judge's pass/fail: none, or pass/fail agreeing or not.
    enum class Human { None, Pass, Fail, PassJudgeFails, FailJudgePasses };
    enum class Status { Pass, Fail, Error, Running, Partial, Skipped };
    Q_ENUM(Status)

    explicit ResultsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void clear();
    // The project's test cases, indexed like MetricResult::testCaseIndex: the table shows their
    // readable names (TestCase::readableName) and their metadata columns.
    void setTestCases(const QList<TestCase> &testCases);
    // The human labels shown in the Human column, beside the judge's verdict.
    void setHumanLabels(const HumanLabels &labels);
    const HumanLabels &humanLabels() const { return m_labels; }
    Human human(int row) const;
    // The Human column's title: "Human", or with the scope every label shares ("Human (last
    // answer)"), which its cells then leave out.
    QString humanHeader() const;
    // The scopes the Human cells name (HumanLabel::exchange): none but WholeCase when every
    // label rates the same, which the title names instead; the column is sized to them.
    const QList<int> &humanCellScopes() const { return m_humanCellScopes; }
    // Whether some label rates one exchange: the As labelled column has something to show.
    bool hasExchangeLabels() const;
    // Labelled rows whose label came after their run: no score of the exchange alone until a run.
    int labelsNeedingRun() const;
    // Metadata paths shown as extra columns after the fixed ones ("model_id", "human.faithful").
    void setMetadataColumns(const QStringList &paths);
    QStringList metadataColumns() const { return m_metadataColumns; }
    // Adds results, each replacing an older result for the same test case × metric.
    void addResult(const MetricResult &result);
    void addResults(const QList<MetricResult> &results);
    // The same for results already packed into spool() (on another thread).
    void addPacked(const QList<PackedResult> &results);
    // Where the rows' windows are; a new one after clear().
    std::shared_ptr<BlobSpool> spool() const { return m_spool; }
    // The row's result without its windows: what tables, charts and summaries read.
    const MetricResult &result(int row) const { return m_rows[row].result; }
    // The row's result with its windows, read back from the spool: for a breakdown or report.
    MetricResult wholeResult(int row) const;
    // The row's metric's place in MetricRegistry::all() (its size for a metric not there).
    int metricRank(int row) const { return m_rows[row].metricRank; }
    // The row's items judged "no" or "idk", without reading its windows back.
    const QList<PackedResult::ItemAt> &failingItems(int row) const { return m_rows[row].failingItems; }
    // Changes whenever the row's result is replaced or rescored.
    quint64 revision(int row) const { return m_rows[row].revision; }
    QList<MetricResult> wholeResults() const;
    // The score the row's label is compared with (scoreForLabel): the brief's for a label on the
    // whole test case, that exchange's own (read from the windows once per revision) for one
    // on an exchange.
    ScoreForLabel labelledScore(int row, const HumanLabel &label) const;
    int rowOf(int testCaseIndex, const QString &metricId) const; // −1 if absent
    // Whether a result shown comes from a repeated evaluation (the flip-rate column has values).
    bool hasRepeats() const { return m_repeatedRows > 0; }
    Status status(int row) const;
    // Whether the text is in the row's test case name or id, metric, reason as shown, or a
    // metadata column shown: the text filter's test, read field by field so that a filter over
    // many rows builds no strings.
    bool containsText(int row, const TextFinder &text) const;
    // The number a column sorts by (what SortRole holds), read without a QVariant: the proxy
    // compares a whole table's rows this way. None for columns sorted by text or metadata.
    std::optional<double> sortNumber(int row, int column) const;
    // How many rows have each status (indexed by int(Status)), kept as rows change: a summary
    // line asks after every batch of a large run.
    std::array<int, 6> statusCounts() const;
    // The first row of each test case shown, in row order.
    QList<int> testCaseFirstRows() const;
    // The rows of one test case, in row order (they are neighbours).
    QList<int> rowsOf(int testCaseIndex) const;
    // Each (run id, metric id) that some row comes from, once.
    QList<QPair<quint64, QString>> runsAndMetrics() const { return m_tallies.keys(); }

    // A run started: the rows in its scope become "running" until it replaces them; the others
    // stay as they are.
    void beginRun(quint64 runId, const RunScope &scope = RunScope::everything());
    // The run ended. Completed: rows in its scope it did not replace are dropped (the metric no
    // longer applies, the test case is gone). Cancelled: they stay, marked stale.
    void endRun(quint64 runId, bool cancelled);
    bool isRunning() const { return m_running; }

    // Applies new params (overrides of that metric; defaults filled in from the registry) to
    // every result of the metric. Returns false when some score needs a new run (strict mode
    // switched off on a strict result); those rows keep their score and take the new threshold.
    bool rescore(const QString &metricId, const QJsonObject &params);

    // Why the results of a run (id) and metric no longer show what a run would give now.
    using OutOfDate = QHash<QPair<quint64, QString>, QString>;
    void setOutOfDate(const OutOfDate &outOfDate);
    // Why the results of a run (id) on a test case (index) no longer show what a run would
    // give now: the test case was edited since ("turn 6 edited").
    using CaseOutOfDate = QHash<QPair<quint64, int>, QString>;
    void setCaseOutOfDate(const CaseOutOfDate &outOfDate);
    // Why this row needs a new run, empty when it is current.
    QString outOfDate(int row) const;
    // The setting the row's kept verdicts were re-decided for since its run, exactly and without
    // the judge ("strict mode on", "threshold 0.20"); empty when it reads as its run decided.
    QString redecidedFor(int row) const;
    int outOfDateCount() const;
    // The distinct reasons rows are out of date for, at most `most` ("turn 6 edited", …).
    QStringList outOfDateReasons(int most = 3) const;

    // A kept run opened from the store is shown as run KeptRunBase + its kept number, apart from
    // the engine's runs of this session.
    static constexpr quint64 KeptRunBase = quint64(1) << 62;
    // The engine's run `engineRunId` was kept as run `keptId` (the number the Runs dock shows).
    void noteKept(quint64 engineRunId, qint64 keptId) { m_keptIds.insert(engineRunId, keptId); }
    // How a person names the run `runId` of a result, after the word "run": "#5", its kept number,
    // as the Runs dock, the comparisons and the status bar do; a run not kept (yet) "2 of this
    // session".
    QString runName(quint64 runId) const;

private:
    struct ExchangeScore {
        quint64 revision = 0;
        int exchange = HumanLabel::WholeCase;
        ScoreForLabel paired;
    };
    mutable QHash<QPair<int, QString>, ExchangeScore> m_exchangeScores; // (test case, metric)
    struct CaseInfo {
        QString id; // TestCase::displayName: what results call it
        QJsonObject metadata;
    };
    struct Row {
        MetricResult result; // windows empty: they are in m_spool
        BlobSpool::Ref windows;
        QList<PackedResult::ItemAt> failingItems;
        QString testCaseName;
        QString metricName;
        int metricRank = 0;      // the metric's place in the catalogue, which the Metric column sorts by
        bool strictLost = false; // strict mode switched off on a score it had zeroed
        quint64 revision = 0;
        double ranThreshold = 0; // the threshold and strict mode its run decided it with
        bool ranStrict = false;
        bool waiting = false; // in the running run's scope, not replaced yet: shown as running
        bool stale = false;   // in the scope of a run that was cancelled before it replaced it
    };

    // Adds (sign 1) or removes (sign −1) a row from the tallies behind statusCounts(),
    // outOfDateCount() and hasRepeats(): before a row changes and after.
    void tally(const Row &row, int sign);
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;
    void reindexFrom(int first);
    // Changes the picked rows, keeping the tallies, and signals them as one range.
    void changeRows(const std::function<bool(const Row &)> &picked, const std::function<void(Row &)> &change);
    // After a run that completed: the rows in its scope it did not replace go.
    void dropWaitingRows();
    // The status a row shows: running while it waits for the run, else its result's.
    static Status shownStatus(const Row &row);
    QString tooltip(int row) const;
    // The As labelled column: the score a label on one exchange is compared with, and the
    // judge's pass/fail on it; why there is none; empty for other rows.
    QString asLabelledText(int row) const;
    // The readable name of the row's test case when the project still has it under that name.
    QString shownName(const Row &row) const;
    const CaseInfo *caseInfo(const Row &row) const;

    std::shared_ptr<BlobSpool> m_spool;
    quint64 m_revisions = 0;
    std::deque<Row> m_rows; // grows without moving its rows: a large run would copy them on each doubling
    QList<CaseInfo> m_cases;
    CaseTitles m_titles; // the names shown, told apart where two would read the same
    QStringList m_metadataColumns;
    QHash<QPair<int, QString>, int> m_rowByKey;
    bool m_running = false;
    quint64 m_runId = 0;
    OutOfDate m_outOfDate;
    CaseOutOfDate m_caseOutOfDate;
    // The tallies, per run and metric: rows, strict-lost rows and rows per shownStatus().
    struct Tally {
        int rows = 0;
        int strictLost = 0;
        std::array<int, 6> statuses{};
    };
    QHash<QPair<quint64, QString>, Tally> m_tallies;
    int m_repeatedRows = 0;
    HumanLabels m_labels;
    std::optional<int> m_sharedLabelScope;               // what every label rates, when they share it
    QList<int> m_humanCellScopes{HumanLabel::WholeCase}; // humanCellScopes()
    QHash<quint64, qint64> m_keptIds;                    // the engine's run id → its kept number
};

// The text of a score as every view shows it: "0.607" (a TrustifAI component's unrounded score,
// which decides it); "—" when there is none.
QString resultScoreText(const MetricResult &result);
QString resultStatusText(ResultsModel::Status status);
// The result column's text: the status, marked when the result is out of date.
QString resultStatusText(ResultsModel::Status status, bool outOfDate);
// "✓ Pass" / "✗ Fail", with what a label on one exchange rates ("✗ Fail (last answer)") and
// "≠ judge" when the judge decided otherwise there; empty for none. The Human column leaves
// the scope to its header when every label rates the same (ResultsModel::humanHeader).
QString humanLabelText(ResultsModel::Human human, int exchange = HumanLabel::WholeCase);
// Error, Skipped (the metric does not apply), Partial (scored, but part of it failed), Pass or Fail.
ResultsModel::Status resultStatus(const MetricResult &result);

} // namespace claimscope
