#pragma once

#include "model/metricresult.h"
#include "runsnapshot.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <optional>

namespace claimscope {

// One metric's figures in a run: how many results, passes, failures, errors and the mean score.
struct MetricFigures {
    int results = 0;
    int passed = 0;
    int failed = 0;
    int errors = 0;
    std::optional<double> mean; // over results with a score
    // Over the results with a score, as everywhere (skipped results and errors have none).
    int scored() const { return passed + failed; }
    double passRate() const { return scored() > 0 ? double(passed) / scored() : 0.0; }
};

// A kept run as listed: when, its name and note, whether it was cancelled or pinned as a
// baseline, what changed against the run before it, and its figures per metric.
struct StoredRunInfo {
    qint64 id = 0;
    QString name;
    QString note;
    QDateTime created;
    bool cancelled = false;
    bool pinned = false;
    QString appVersion;
    DatasetRef dataset;
    QStringList changes;             // against the previous run of its dataset in the store, by id
    QStringList readableChanges;     // the same as a person reads them (RunSnapshot::Wording::ForPeople)
    QMap<QString, int> templateUses; // RunSnapshot::templateUses
    QMap<QString, MetricFigures> metrics;
    qint64 judgeCalls = 0;
    qint64 cachedCalls = 0;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    std::optional<double> costUsd; // none when a call had no known price
};

// A run to keep: what produced it and all its results with their details.
struct NewRun {
    QString name;    // empty: RunSnapshot::automaticName() against the previous run, after `purpose`
    QString purpose; // what the run is for ("try on 277 tuning cases"), empty for a plain run
    // The kept run whose setup a run made for `purpose` is named against (a held-out check: its
    // try); 0: the dataset's baseline for a purpose, the run before for a plain run.
    qint64 namedAgainst = 0;
    QString note;
    RunSnapshot snapshot;
    QList<MetricResult> results;
    bool cancelled = false;
    QJsonObject labels;      // the human labels in effect (HumanLabels::toJson), may be empty
    QJsonObject claimLabels; // the person's claim verdicts in effect (ClaimLabels::toJson), may be empty
};

struct StoredRun {
    StoredRunInfo info;
    RunSnapshot snapshot;
    QList<MetricResult> results; // in the order they were saved
    QJsonObject labels;
    QJsonObject claimLabels;
};

// Runs kept in one SQLite file (Qt SQL), beside the project or in the app data folder. Each
// run names its dataset (RunSnapshot::dataset); its changes and automatic name are against the
// run of that dataset before it, never another dataset's. Every write is one transaction (WAL),
// so a process killed mid-write leaves the earlier runs intact; beyond the size cap the oldest
// unpinned runs are dropped. One instance per thread: the
// engine side writes, never the UI thread.
class RunStore
{
public:
    static constexpr qint64 kDefaultSizeCapBytes = 512LL * 1024 * 1024;

    // "<data>/claimscope/runs.sqlite" (~/.local/share/claimscope/runs.sqlite): where runs of an
    // unsaved project and the CLI's go, the same for both programs. A store the workbench kept
    // at its older place (<data>/Claimscope/Claimscope/runs.sqlite) is copied here the first time.
    static QString defaultPath();
    // "chat.claimscope.json" → "chat.claimscope-runs.sqlite" beside it.
    static QString pathBeside(const QString &projectPath);

    explicit RunStore(const QString &path, qint64 sizeCapBytes = kDefaultSizeCapBytes);
    ~RunStore();
    RunStore(const RunStore &) = delete;
    RunStore &operator=(const RunStore &) = delete;

    enum class Access { ReadWrite, ReadOnly };
    // Opens or creates the store; ReadOnly only opens it, writing nothing (no schema, no
    // migration), for a reader beside the writer. The message names the file and the fix.
    bool open(QString *error, Access access = Access::ReadWrite);
    QString path() const { return m_path; }
    qint64 sizeCapBytes() const { return m_sizeCap; }
    qint64 sizeBytes() const;

    // Keeps a run; returns its id. Names of runs the size cap dropped go to *dropped.
    std::optional<qint64> save(const NewRun &run, QString *error, QStringList *dropped = nullptr);
    // The same in steps, for results that stream in: begin() with the run's header (its
    // results are ignored), add() each result, commit(). All in one transaction: a process
    // killed before commit() leaves the store as it was.
    bool begin(const NewRun &header, QString *error);
    bool add(const MetricResult &result, QString *error);
    std::optional<qint64> commit(QString *error, QStringList *dropped = nullptr, bool cancelled = false);
    // Between begin() and commit(): the prompts each template rendered, known once the run has
    // run (RunSnapshot::countTemplateUses), kept with the run's snapshot.
    bool recordTemplateUses(const QMap<QString, int> &rendered, QString *error);
    QList<StoredRunInfo> list(QString *error) const; // newest first
    // A run with every result whole: windows, claims, verdicts, reasons. With `each`, every
    // result goes to it as it is read, not into the run's results: a large run is never whole
    // in memory at once.
    using ResultSink = std::function<void(MetricResult &&)>;
    std::optional<StoredRun> load(qint64 id, QString *error, const ResultSink &each = {}) const;
    // A run as its columns keep it, without reading any result's details: each result has its
    // test case, metric, score, threshold and pass or fail; errors and skipped results (few, and
    // their messages matter) come whole. results[i] is the run's result at position i.
    std::optional<StoredRun> loadSummaries(qint64 id, QString *error) const;
    // One result whole, by its position in run `id`.
    std::optional<MetricResult> loadResult(qint64 id, int position, QString *error) const;
    // Makes whole the results of loadSummaries(id) that `wanted` picks.
    using ResultFilter = std::function<bool(const MetricResult &)>;
    bool addDetails(qint64 id, QList<MetricResult> &results, const ResultFilter &wanted, QString *error) const;
    // A run by keyword ("latest"; "baseline", the newest pinned run), id ("12" or "#12") or
    // name (the newest of that name), in that order.
    std::optional<qint64> find(const QString &idOrName) const;
    // Why `name` cannot name a run (it is a keyword or looks like an id), or empty.
    static QString nameProblem(const QString &name);

    bool rename(qint64 id, const QString &name, QString *error);
    bool setNote(qint64 id, const QString &note, QString *error);
    bool setPinned(qint64 id, bool pinned, QString *error);
    // Makes run `id` the baseline of its dataset: pins it and unpins the dataset's other runs,
    // so each dataset has one baseline, and runs of other datasets keep theirs.
    bool keepAsBaseline(qint64 id, QString *error);
    // The baseline of `dataset`: its newest pinned run (runs that recorded no dataset are one
    // dataset of their own).
    std::optional<qint64> baselineOf(const DatasetRef &dataset) const;
    // What run `id` was made with; none when there is no such run.
    std::optional<RunSnapshot> snapshotOf(qint64 id) const;
    bool remove(qint64 id, QString *error);

private:
    bool exec(const QString &sql, QString *error) const;
    bool hasColumn(const QString &table, const QString &column) const;
    bool update(qint64 id, const QString &column, const QVariant &value, QString *error);
    QStringList enforceCap(qint64 keep);
    // The runs table's dataset column, or '' in a store that predates it.
    QString datasetColumn() const;
    // The newest run of `dataset` (runs that recorded none are one dataset of their own).
    std::optional<qint64> latestOf(const DatasetRef &dataset) const;
    // The newest run of `dataset` that ran every test case (not partial); else latestOf().
    std::optional<qint64> latestFullOf(const DatasetRef &dataset) const;
    // The newest run of every case, not cancelled, whose setup is `snapshot`'s; none when no run had it.
    std::optional<qint64> fullRunWithSetupOf(const RunSnapshot &snapshot) const;
    // The kept runs as listed, or only run `only` (its changes against the run before it).
    QList<StoredRunInfo> infos(std::optional<qint64> only, QString *error) const;
    // Run `id` without its results: info, snapshot and the labels kept with it.
    std::optional<StoredRun> header(qint64 id, QString *error) const;
    // Replaces results[p] by run `id`'s result at position p, for each p.
    bool makeWhole(qint64 id, QList<MetricResult> &results, const QList<int> &positions, QString *error) const;
    std::optional<MetricResult> resultOf(const QByteArray &detail, int testCaseIndex, int errorKind, qint64 id,
                                         QString *error) const;

    QString m_path;
    QString m_connection;
    qint64 m_sizeCap;
    // The run being written between begin() and commit().
    std::optional<qint64> m_writing;
    RunSnapshot m_writingSnapshot;
    int m_position = 0;
    CallStats m_calls;
};

} // namespace claimscope
