#include "runstore.h"

#include "model/resultjson.h"
#include "results/resultexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QUuid>
#include <algorithm>

namespace claimscope {

namespace {

// A run id as people type it: "12" or "#12", as lists show it.
const QRegularExpression &idReference()
{
    static const QRegularExpression pattern(QStringLiteral(R"(^#?([0-9]{1,18})$)"));
    return pattern;
}

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::RunStore", text, disambiguation, n);
}

const char *const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS runs ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',"
    " created TEXT NOT NULL, cancelled INTEGER NOT NULL, pinned INTEGER NOT NULL DEFAULT 0,"
    " app_version TEXT NOT NULL, snapshot TEXT NOT NULL, labels TEXT NOT NULL DEFAULT '{}',"
    " claim_labels TEXT NOT NULL DEFAULT '{}', dataset TEXT NOT NULL DEFAULT '',"
    " judge_calls INTEGER NOT NULL, cached_calls INTEGER NOT NULL, input_tokens INTEGER NOT NULL,"
    " output_tokens INTEGER NOT NULL, cost_usd REAL)",
    "CREATE TABLE IF NOT EXISTS results ("
    " run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
    " test_case_index INTEGER NOT NULL, test_case_name TEXT NOT NULL, metric TEXT NOT NULL,"
    " score REAL, threshold REAL NOT NULL, status TEXT NOT NULL, error_kind INTEGER NOT NULL,"
    " detail BLOB NOT NULL, PRIMARY KEY (run_id, position))",
    "CREATE INDEX IF NOT EXISTS results_by_metric ON results(run_id, metric)",
};

QString statusOf(const MetricResult &result)
{
    if (result.hasError())
        return QStringLiteral("error");
    if (result.isSkipped())
        return QStringLiteral("skipped");
    return result.success ? QStringLiteral("pass") : QStringLiteral("fail");
}

// Qt binds a null QString as SQL NULL; empty texts are stored as ''.
QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

QString queryError(const QSqlQuery &query)
{
    return query.lastError().text();
}

} // namespace

QString RunStore::defaultPath()
{
    // By the data folder alone, not the program's names: the workbench (organisation and
    // application "Claimscope") and the command line ("claimscope") share one store.
    const QDir data(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation));
    const QString path = data.filePath(QStringLiteral("claimscope/runs.sqlite"));
    // The workbench kept its runs in a folder of its own names before: the first time, its store
    // is copied here (with its write-ahead log), and the older file stays for older versions.
    const QString older = data.filePath(QStringLiteral("Claimscope/Claimscope/runs.sqlite"));
    if (!QFileInfo::exists(path) && QFileInfo::exists(older) && QDir().mkpath(QFileInfo(path).path())) {
        if (QFile::copy(older, path + QStringLiteral(".part"))) {
            if (QFileInfo::exists(older + QStringLiteral("-wal")))
                QFile::copy(older + QStringLiteral("-wal"), path + QStringLiteral("-wal"));
            QFile::rename(path + QStringLiteral(".part"), path);
        }
    }
    return path;
}

QString RunStore::pathBeside(const QString &projectPath)
{
    const QFileInfo info(projectPath);
    QString base = info.fileName();
    for (const QString &suffix : {QStringLiteral(".claimscope.json"), QStringLiteral(".json")}) {
        if (base.endsWith(suffix)) {
            base.chop(suffix.size());
            break;
        }
    }
    return info.dir().filePath(base + QStringLiteral(".claimscope-runs.sqlite"));
}

RunStore::RunStore(const QString &path, qint64 sizeCapBytes)
    : m_path(path)
    , m_connection(QStringLiteral("runstore-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_sizeCap(sizeCapBytes)
{
}

RunStore::~RunStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool RunStore::exec(const QString &sql, QString *error) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (query.exec(sql))
        return true;
    if (error)
        *error = tr("%1: %2").arg(QDir::toNativeSeparators(m_path), queryError(query));
    return false;
}

bool RunStore::hasColumn(const QString &table, const QString &column) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)))
        return false;
    while (query.next()) {
        if (query.value(1).toString() == column)
            return true;
    }
    return false;
}

bool RunStore::open(QString *error, Access access)
{
    if (access == Access::ReadOnly && !QFileInfo::exists(m_path)) {
        *error = tr("No run store at %1: keep a run first.").arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    if (access == Access::ReadWrite) {
        const QFileInfo file(m_path);
        QDir().mkpath(file.absolutePath());
        // SQLite would call a read-only store "a readonly database" at the first write: say so
        // plainly, before anything is written. (WAL also needs its folder writable.)
        const QFileInfo folder(file.absolutePath());
        if ((file.exists() && !file.isWritable()) || (folder.exists() && !folder.isWritable())) {
            *error = tr("The run store %1 is read-only: make it and its folder writable, or choose another store "
                        "(--runs FILE).")
                         .arg(QDir::toNativeSeparators(m_path));
            return false;
        }
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    db.setConnectOptions(access == Access::ReadOnly ? QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_READONLY")
                                                    : QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (access == Access::ReadOnly && !QFileInfo(QFileInfo(m_path).absolutePath()).isWritable()) {
        // A WAL store in a folder nobody can write (a read-only mount) cannot get its shared-
        // memory file; nobody can be writing it either, so SQLite may read it as immutable.
        QUrl uri = QUrl::fromLocalFile(QFileInfo(m_path).absoluteFilePath());
        uri.setQuery(QStringLiteral("immutable=1"));
        db.setDatabaseName(uri.toString(QUrl::FullyEncoded));
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    }
    if (!db.open()) {
        *error = tr("Cannot open the run store %1: %2. Check that its folder is writable.")
                     .arg(QDir::toNativeSeparators(m_path), db.lastError().text());
        return false;
    }
    if (access == Access::ReadOnly)
        return true;
    QString problem;
    // auto_vacuum only takes effect before the first table; WAL keeps earlier runs readable if
    // a writer is killed; foreign keys make deleting a run delete its results.
    if (!exec(QStringLiteral("PRAGMA auto_vacuum = INCREMENTAL"), &problem)
        || !exec(QStringLiteral("PRAGMA journal_mode = WAL"), &problem)
        || !exec(QStringLiteral("PRAGMA foreign_keys = ON"), &problem)) {
        *error = tr("%1 is not a Claimscope run store (%2). Move it aside, or choose another file.")
                     .arg(QDir::toNativeSeparators(m_path), problem);
        return false;
    }
    if (!db.transaction()) {
        *error = tr("Cannot write the run store %1: %2").arg(QDir::toNativeSeparators(m_path), db.lastError().text());
        return false;
    }
    for (const char *statement : kSchema) {
        if (!exec(QString::fromLatin1(statement), &problem)) {
            db.rollback();
            *error = tr("%1 is not a Claimscope run store (%2). Move it aside, or choose another file.")
                         .arg(QDir::toNativeSeparators(m_path), problem);
            return false;
        }
    }
    // A store written before claim verdicts were kept with runs gains their column.
    if (!hasColumn(QStringLiteral("runs"), QStringLiteral("claim_labels"))
        && !exec(QStringLiteral("ALTER TABLE runs ADD COLUMN claim_labels TEXT NOT NULL DEFAULT '{}'"), &problem)) {
        db.rollback();
        *error = tr("Cannot write the run store %1: %2").arg(QDir::toNativeSeparators(m_path), problem);
        return false;
    }
    // A store written before runs named their dataset gains its column ('': not recorded).
    if (!hasColumn(QStringLiteral("runs"), QStringLiteral("dataset"))
        && !exec(QStringLiteral("ALTER TABLE runs ADD COLUMN dataset TEXT NOT NULL DEFAULT ''"), &problem)) {
        db.rollback();
        *error = tr("Cannot write the run store %1: %2").arg(QDir::toNativeSeparators(m_path), problem);
        return false;
    }
    if (!db.commit()) {
        *error = tr("Cannot write the run store %1: %2").arg(QDir::toNativeSeparators(m_path), db.lastError().text());
        return false;
    }
    return true;
}

qint64 RunStore::sizeBytes() const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    qint64 pages = 0;
    qint64 freePages = 0;
    qint64 pageSize = 0;
    if (query.exec(QStringLiteral("PRAGMA page_count")) && query.next())
        pages = query.value(0).toLongLong();
    if (query.exec(QStringLiteral("PRAGMA freelist_count")) && query.next())
        freePages = query.value(0).toLongLong();
    if (query.exec(QStringLiteral("PRAGMA page_size")) && query.next())
        pageSize = query.value(0).toLongLong();
    return (pages - freePages) * pageSize;
}

std::optional<qint64> RunStore::save(const NewRun &run, QString *error, QStringList *dropped)
{
    if (!begin(run, error))
        return std::nullopt;
    for (const MetricResult &result : run.results) {
        if (!add(result, error))
            return std::nullopt;
    }
    return commit(error, dropped);
}

bool RunStore::begin(const NewRun &run, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QString name = run.name;
    if (const QString problem = nameProblem(name); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    if (name.isEmpty() && run.purpose.isEmpty()) {
        // A run of every case is named against the last run of every case, not a try between.
        const std::optional<qint64> latest = latestOf(run.snapshot.dataset);
        const std::optional<qint64> previous = run.snapshot.partial ? latest : latestFullOf(run.snapshot.dataset);
        const std::optional<RunSnapshot> before = previous ? snapshotOf(*previous) : std::nullopt;
        const QStringList changes =
            before ? RunSnapshot::changes(*before, run.snapshot, RunSnapshot::Wording::ForPeople) : QStringList();
        // Tries came between: which run it is the same as (the Runs dock's column lists what
        // changed since the try right before).
        const bool triesBetween = before && previous != latest;
        // A setup an earlier run of every case had (a new session's first run): which one.
        const std::optional<qint64> sameAs =
            !changes.isEmpty() && !run.snapshot.partial ? fullRunWithSetupOf(run.snapshot) : std::nullopt;
        name = sameAs                           ? tr("same setup as #%1").arg(*sameAs)
            : triesBetween && changes.isEmpty() ? tr("same setup as #%1").arg(*previous)
            : triesBetween ? tr("%1 (against #%2)").arg(RunSnapshot::automaticName(changes, true)).arg(*previous)
                           : RunSnapshot::automaticName(changes, before.has_value());
    } else if (name.isEmpty()) {
        // A run made for a purpose names what its setup changed from the run it is for: a
        // held-out check from its try, a try from the baseline; nothing when it is the same.
        std::optional<qint64> reference =
            run.namedAgainst > 0 ? std::optional<qint64>(run.namedAgainst) : baselineOf(run.snapshot.dataset);
        if (!reference)
            reference = latestOf(run.snapshot.dataset);
        const std::optional<RunSnapshot> before = reference ? snapshotOf(*reference) : std::nullopt;
        QStringList changes =
            before ? RunSnapshot::setupChanges(*before, run.snapshot, RunSnapshot::Wording::ForPeople) : QStringList();
        // What this run changed since the run before it leads, as the Runs dock's "Changed since
        // the run before" reads it: a second try's name starts with its own edit, not the first's.
        const std::optional<qint64> previous = latestOf(run.snapshot.dataset);
        if (previous && changes.size() > 1) {
            if (const std::optional<RunSnapshot> last = snapshotOf(*previous)) {
                const QStringList recent =
                    RunSnapshot::setupChanges(*last, run.snapshot, RunSnapshot::Wording::ForPeople);
                std::stable_partition(changes.begin(), changes.end(),
                                      [&recent](const QString &change) { return recent.contains(change); });
            }
        }
        // Named against another run than the one right before it: which, so the name and the
        // dock's column, each true, are not read as one.
        QString changed = RunSnapshot::automaticName(changes, true);
        if (reference && reference != previous)
            changed = tr("%1 (against #%2)").arg(changed).arg(*reference);
        name = changes.isEmpty() ? run.purpose : tr("%1: %2").arg(run.purpose, changed);
    }
    if (!db.transaction()) {
        *error = tr("Cannot write the run store %1: %2").arg(QDir::toNativeSeparators(m_path), db.lastError().text());
        return false;
    }
    QSqlQuery insertRun(db);
    insertRun.prepare(QStringLiteral(
        "INSERT INTO runs (name, note, created, cancelled, app_version, snapshot, labels, claim_labels, dataset,"
        " judge_calls, cached_calls, input_tokens, output_tokens, cost_usd)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, NULL)"));
    insertRun.addBindValue(text(name));
    insertRun.addBindValue(text(run.note));
    insertRun.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    insertRun.addBindValue(run.cancelled ? 1 : 0);
    insertRun.addBindValue(text(run.snapshot.appVersion));
    insertRun.addBindValue(QString::fromUtf8(QJsonDocument(run.snapshot.toJson()).toJson(QJsonDocument::Compact)));
    insertRun.addBindValue(QString::fromUtf8(QJsonDocument(run.labels).toJson(QJsonDocument::Compact)));
    insertRun.addBindValue(QString::fromUtf8(QJsonDocument(run.claimLabels).toJson(QJsonDocument::Compact)));
    insertRun.addBindValue(text(run.snapshot.dataset.key));
    if (!insertRun.exec()) {
        *error = tr("Cannot keep the run in %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(insertRun));
        db.rollback();
        return false;
    }
    m_writing = insertRun.lastInsertId().toLongLong();
    m_writingSnapshot = run.snapshot;
    m_position = 0;
    m_calls = CallStats();
    return true;
}

bool RunStore::add(const MetricResult &original, QString *error)
{
    Q_ASSERT_X(m_writing, "RunStore::add", "begin() first");
    const MetricResult result = ResultExport::masked(original);
    QSqlQuery insertResult(QSqlDatabase::database(m_connection));
    insertResult.prepare(QStringLiteral(
        "INSERT INTO results (run_id, position, test_case_index, test_case_name, metric, score, threshold, status,"
        " error_kind, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    insertResult.addBindValue(*m_writing);
    insertResult.addBindValue(m_position++);
    insertResult.addBindValue(result.testCaseIndex);
    insertResult.addBindValue(text(result.testCaseName));
    insertResult.addBindValue(text(result.metricId));
    insertResult.addBindValue(result.score ? QVariant(*result.score) : QVariant());
    insertResult.addBindValue(result.threshold);
    insertResult.addBindValue(statusOf(result));
    insertResult.addBindValue(int(result.errorKind));
    insertResult.addBindValue(qCompress(QJsonDocument(resultToJson(result)).toJson(QJsonDocument::Compact)));
    if (!insertResult.exec()) {
        *error = tr("Cannot keep the run in %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(insertResult));
        QSqlDatabase::database(m_connection).rollback();
        m_writing.reset();
        return false;
    }
    m_calls.add(result.calls);
    return true;
}

bool RunStore::recordTemplateUses(const QMap<QString, int> &rendered, QString *error)
{
    Q_ASSERT_X(m_writing, "RunStore::recordTemplateUses", "begin() first");
    m_writingSnapshot.countTemplateUses(rendered);
    QSqlQuery update(QSqlDatabase::database(m_connection));
    update.prepare(QStringLiteral("UPDATE runs SET snapshot = ? WHERE id = ?"));
    update.addBindValue(QString::fromUtf8(QJsonDocument(m_writingSnapshot.toJson()).toJson(QJsonDocument::Compact)));
    update.addBindValue(*m_writing);
    if (!update.exec()) {
        *error = tr("Cannot keep the run in %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(update));
        return false;
    }
    return true;
}

std::optional<qint64> RunStore::commit(QString *error, QStringList *dropped, bool cancelled)
{
    Q_ASSERT_X(m_writing, "RunStore::commit", "begin() first");
    const qint64 id = *m_writing;
    m_writing.reset();
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery totals(db);
    totals.prepare(QStringLiteral(
        "UPDATE runs SET judge_calls = ?, cached_calls = ?, input_tokens = ?, output_tokens = ?, cost_usd = ?,"
        " cancelled = max(cancelled, ?) WHERE id = ?"));
    totals.addBindValue(m_calls.judgeCalls);
    totals.addBindValue(m_calls.cachedCalls);
    totals.addBindValue(m_calls.inputTokens);
    totals.addBindValue(m_calls.outputTokens);
    totals.addBindValue(m_calls.knownCost() ? QVariant(*m_calls.knownCost()) : QVariant());
    totals.addBindValue(cancelled ? 1 : 0);
    totals.addBindValue(id);
    if (!totals.exec() || !db.commit()) {
        *error = tr("Cannot keep the run in %1: %2")
                     .arg(QDir::toNativeSeparators(m_path),
                          totals.lastError().isValid() ? queryError(totals) : db.lastError().text());
        db.rollback();
        return std::nullopt;
    }
    const QStringList removed = enforceCap(id);
    if (dropped)
        *dropped = removed;
    return id;
}

QStringList RunStore::enforceCap(qint64 keep)
{
    QStringList removed;
    while (sizeBytes() > m_sizeCap) {
        QSqlQuery oldest(QSqlDatabase::database(m_connection));
        oldest.prepare(QStringLiteral("SELECT id, name FROM runs WHERE pinned = 0 AND id <> ? ORDER BY id LIMIT 1"));
        oldest.addBindValue(keep);
        if (!oldest.exec() || !oldest.next())
            break; // only pinned runs (and the new one) are left: they stay
        const qint64 id = oldest.value(0).toLongLong();
        removed.append(oldest.value(1).toString());
        QString ignored;
        if (!remove(id, &ignored))
            break;
    }
    if (!removed.isEmpty())
        exec(QStringLiteral("PRAGMA incremental_vacuum"), nullptr);
    return removed;
}

QString RunStore::datasetColumn() const
{
    // A store opened only to read may predate the column: its runs recorded no dataset.
    return hasColumn(QStringLiteral("runs"), QStringLiteral("dataset")) ? QStringLiteral("dataset")
                                                                        : QStringLiteral("''");
}

std::optional<qint64> RunStore::latestOf(const DatasetRef &dataset) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT MAX(id) FROM runs WHERE %1 = ?").arg(datasetColumn()));
    query.addBindValue(text(dataset.key));
    if (!query.exec() || !query.next() || query.value(0).isNull())
        return std::nullopt;
    return query.value(0).toLongLong();
}

std::optional<qint64> RunStore::latestFullOf(const DatasetRef &dataset) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT id FROM runs WHERE %1 = ? ORDER BY id DESC").arg(datasetColumn()));
    query.addBindValue(text(dataset.key));
    if (!query.exec())
        return std::nullopt;
    std::optional<qint64> latest;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (!latest)
            latest = id;
        if (const std::optional<RunSnapshot> setup = snapshotOf(id); setup && !setup->partial)
            return id;
    }
    return latest; // no run of every case: the latest of any
}

std::optional<qint64> RunStore::fullRunWithSetupOf(const RunSnapshot &snapshot) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(
        QStringLiteral("SELECT id FROM runs WHERE %1 = ? AND cancelled = 0 ORDER BY id DESC").arg(datasetColumn()));
    query.addBindValue(text(snapshot.dataset.key));
    if (!query.exec())
        return std::nullopt;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        const std::optional<RunSnapshot> setup = snapshotOf(id);
        if (setup && !setup->partial
            && RunSnapshot::changes(*setup, snapshot, RunSnapshot::Wording::ForPeople).isEmpty())
            return id;
    }
    return std::nullopt;
}

std::optional<RunSnapshot> RunStore::snapshotOf(qint64 id) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT snapshot FROM runs WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return RunSnapshot::fromJson(QJsonDocument::fromJson(query.value(0).toString().toUtf8()).object());
}

QList<StoredRunInfo> RunStore::list(QString *error) const
{
    return infos(std::nullopt, error);
}

QList<StoredRunInfo> RunStore::infos(std::optional<qint64> only, QString *error) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery query(db);
    // One run is read with the one of its dataset before it, which its changes are against.
    const QString dataset = datasetColumn();
    query.prepare(
        QStringLiteral("SELECT id, name, note, created, cancelled, pinned, app_version, snapshot, judge_calls,"
                       " cached_calls, input_tokens, output_tokens, cost_usd FROM runs%1 ORDER BY id")
            .arg(only ? QStringLiteral(" WHERE id = ? OR id = (SELECT MAX(id) FROM runs WHERE id < ? AND %1 ="
                                       " (SELECT %1 FROM runs WHERE id = ?))")
                            .arg(dataset)
                      : QString()));
    if (only) {
        query.addBindValue(*only);
        query.addBindValue(*only);
        query.addBindValue(*only);
    }
    if (!query.exec()) {
        *error = tr("Cannot read the run store %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(query));
        return {};
    }
    QList<StoredRunInfo> runs;
    QHash<QString, RunSnapshot> previousOf; // the latest run read so far of each dataset
    while (query.next()) {
        StoredRunInfo info;
        info.id = query.value(0).toLongLong();
        info.name = query.value(1).toString();
        info.note = query.value(2).toString();
        info.created = QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs);
        info.cancelled = query.value(4).toBool();
        info.pinned = query.value(5).toBool();
        info.appVersion = query.value(6).toString();
        const RunSnapshot snapshot =
            RunSnapshot::fromJson(QJsonDocument::fromJson(query.value(7).toString().toUtf8()).object());
        info.dataset = snapshot.dataset;
        info.templateUses = snapshot.templateUses;
        if (const auto previous = previousOf.constFind(snapshot.dataset.key); previous != previousOf.constEnd()) {
            info.changes = RunSnapshot::changes(*previous, snapshot);
            info.readableChanges = RunSnapshot::changes(*previous, snapshot, RunSnapshot::Wording::ForPeople);
        }
        previousOf.insert(snapshot.dataset.key, snapshot);
        info.judgeCalls = query.value(8).toLongLong();
        info.cachedCalls = query.value(9).toLongLong();
        info.inputTokens = query.value(10).toLongLong();
        info.outputTokens = query.value(11).toLongLong();
        if (!query.value(12).isNull())
            info.costUsd = query.value(12).toDouble();
        runs.append(info);
    }
    if (only)
        runs.removeIf([&](const StoredRunInfo &run) { return run.id != *only; });
    QSqlQuery figures(db);
    figures.prepare(QStringLiteral("SELECT run_id, metric, COUNT(*), SUM(status = 'pass'), SUM(status = 'fail'),"
                                   " SUM(status = 'error'), AVG(score) FROM results%1 GROUP BY run_id, metric")
                        .arg(only ? QStringLiteral(" WHERE run_id = ?") : QString()));
    if (only)
        figures.addBindValue(*only);
    if (!figures.exec()) {
        *error = tr("Cannot read the run store %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(figures));
        return {};
    }
    QHash<qint64, int> position;
    for (int i = 0; i < runs.size(); ++i)
        position.insert(runs[i].id, i);
    while (figures.next()) {
        const auto it = position.constFind(figures.value(0).toLongLong());
        if (it == position.constEnd())
            continue;
        MetricFigures metric;
        metric.results = figures.value(2).toInt();
        metric.passed = figures.value(3).toInt();
        metric.failed = figures.value(4).toInt();
        metric.errors = figures.value(5).toInt();
        if (!figures.value(6).isNull())
            metric.mean = figures.value(6).toDouble();
        runs[*it].metrics.insert(figures.value(1).toString(), metric);
    }
    std::reverse(runs.begin(), runs.end());
    return runs;
}

std::optional<StoredRun> RunStore::header(qint64 id, QString *error) const
{
    QString problem;
    const QList<StoredRunInfo> runs = infos(id, &problem);
    if (runs.isEmpty()) {
        *error = problem.isEmpty() ? tr("No run %1 in %2 (claimscope-cli runs list shows the kept runs).")
                                         .arg(id)
                                         .arg(QDir::toNativeSeparators(m_path))
                                   : problem;
        return std::nullopt;
    }
    StoredRun run;
    run.info = runs.first();
    run.snapshot = snapshotOf(id).value_or(RunSnapshot());
    QSqlQuery query(QSqlDatabase::database(m_connection));
    // A store opened only to read may predate the claim verdicts' column.
    const bool claimColumn = hasColumn(QStringLiteral("runs"), QStringLiteral("claim_labels"));
    query.prepare(QStringLiteral("SELECT labels, %1 FROM runs WHERE id = ?")
                      .arg(claimColumn ? QStringLiteral("claim_labels") : QStringLiteral("'{}'")));
    query.addBindValue(id);
    if (query.exec() && query.next()) {
        run.labels = QJsonDocument::fromJson(query.value(0).toString().toUtf8()).object();
        run.claimLabels = QJsonDocument::fromJson(query.value(1).toString().toUtf8()).object();
    }
    return run;
}

std::optional<MetricResult> RunStore::resultOf(const QByteArray &detail, int testCaseIndex, int errorKind, qint64 id,
                                               QString *error) const
{
    const QJsonDocument document = QJsonDocument::fromJson(qUncompress(detail));
    if (!document.isObject()) {
        *error = tr("Run %1 in %2 is damaged: a result cannot be read. Delete the run (claimscope-cli runs delete %1).")
                     .arg(id)
                     .arg(QDir::toNativeSeparators(m_path));
        return std::nullopt;
    }
    MetricResult result = resultFromJson(document.object());
    result.testCaseIndex = testCaseIndex;
    result.errorKind = MetricResult::ErrorKind(errorKind);
    return result;
}

std::optional<StoredRun> RunStore::load(qint64 id, QString *error, const ResultSink &each) const
{
    std::optional<StoredRun> run = header(id, error);
    if (!run)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(
        QStringLiteral("SELECT test_case_index, error_kind, detail FROM results WHERE run_id = ? ORDER BY position"));
    query.addBindValue(id);
    if (!query.exec()) {
        *error = tr("Cannot read the run store %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(query));
        return std::nullopt;
    }
    while (query.next()) {
        std::optional<MetricResult> result =
            resultOf(query.value(2).toByteArray(), query.value(0).toInt(), query.value(1).toInt(), id, error);
        if (!result)
            return std::nullopt;
        if (each)
            each(std::move(*result));
        else
            run->results.append(std::move(*result));
    }
    return run;
}

std::optional<StoredRun> RunStore::loadSummaries(qint64 id, QString *error) const
{
    std::optional<StoredRun> run = header(id, error);
    if (!run)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT test_case_index, error_kind, test_case_name, metric, score, threshold, status"
                                 " FROM results WHERE run_id = ? ORDER BY position"));
    query.addBindValue(id);
    if (!query.exec()) {
        *error = tr("Cannot read the run store %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(query));
        return std::nullopt;
    }
    const QString pass = QStringLiteral("pass");
    const QString fail = QStringLiteral("fail");
    QList<MetricResult> &results = run->results;
    QList<int> errorsAndSkips; // positions read whole below
    while (query.next()) {
        MetricResult result;
        result.testCaseIndex = query.value(0).toInt();
        result.errorKind = MetricResult::ErrorKind(query.value(1).toInt());
        result.testCaseName = query.value(2).toString();
        result.metricId = query.value(3).toString();
        if (!query.value(4).isNull())
            result.score = query.value(4).toDouble();
        result.threshold = query.value(5).toDouble();
        const QString status = query.value(6).toString();
        result.success = status == pass;
        if (status != pass && status != fail)
            errorsAndSkips.append(int(results.size()));
        results.append(result);
    }
    if (!makeWhole(id, results, errorsAndSkips, error))
        return std::nullopt;
    return run;
}

std::optional<MetricResult> RunStore::loadResult(qint64 id, int position, QString *error) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(
        QStringLiteral("SELECT test_case_index, error_kind, detail FROM results WHERE run_id = ? AND position = ?"));
    query.addBindValue(id);
    query.addBindValue(position);
    if (!query.exec()) {
        *error = tr("Cannot read the run store %1: %2").arg(QDir::toNativeSeparators(m_path), queryError(query));
        return std::nullopt;
    }
    if (!query.next()) {
        *error = tr("Run %1 in %2 has no result %3: it was deleted or replaced. Compare the runs again.")
                     .arg(QString::number(id), QDir::toNativeSeparators(m_path), QString::number(position));
        return std::nullopt;
    }
    return resultOf(query.value(2).toByteArray(), query.value(0).toInt(), query.value(1).toInt(), id, error);
}

bool RunStore::addDetails(qint64 id, QList<MetricResult> &results, const ResultFilter &wanted, QString *error) const
{
    QList<int> positions;
    for (int position = 0; position < results.size(); ++position) {
        if (wanted(results[position]))
            positions.append(position);
    }
    return makeWhole(id, results, positions, error);
}

bool RunStore::makeWhole(qint64 id, QList<MetricResult> &results, const QList<int> &positions, QString *error) const
{
    for (const int position : positions) {
        std::optional<MetricResult> whole = loadResult(id, position, error);
        if (!whole)
            return false;
        results[position] = std::move(*whole);
    }
    return true;
}

std::optional<qint64> RunStore::find(const QString &idOrName) const
{
    const auto first = [this](const QString &sql, const QVariant &value = {}) -> std::optional<qint64> {
        QSqlQuery query(QSqlDatabase::database(m_connection));
        query.prepare(sql);
        if (value.isValid())
            query.addBindValue(value);
        if (query.exec() && query.next())
            return query.value(0).toLongLong();
        return std::nullopt;
    };
    // Keywords, then ids, then names: nameProblem() keeps names from looking like the others.
    if (idOrName == QLatin1String("latest"))
        return first(QStringLiteral("SELECT id FROM runs ORDER BY id DESC LIMIT 1"));
    if (idOrName == QLatin1String("baseline"))
        return first(QStringLiteral("SELECT id FROM runs WHERE pinned = 1 ORDER BY id DESC LIMIT 1"));
    if (const QRegularExpressionMatch id = idReference().match(idOrName); id.hasMatch())
        return first(QStringLiteral("SELECT id FROM runs WHERE id = ?"), id.captured(1).toLongLong());
    return first(QStringLiteral("SELECT id FROM runs WHERE name = ? ORDER BY id DESC LIMIT 1"), idOrName);
}

QString RunStore::nameProblem(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.compare(QLatin1String("latest"), Qt::CaseInsensitive) != 0
        && trimmed.compare(QLatin1String("baseline"), Qt::CaseInsensitive) != 0
        && !idReference().match(trimmed).hasMatch())
        return {};
    return tr("\"%1\" cannot name a run: \"latest\", \"baseline\" and run ids (12 or #12) already refer to runs. "
              "Choose another name.")
        .arg(name);
}

bool RunStore::update(qint64 id, const QString &column, const QVariant &value, QString *error)
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("UPDATE runs SET %1 = ? WHERE id = ?").arg(column));
    query.addBindValue(value);
    query.addBindValue(id);
    if (!query.exec()) {
        *error = tr("Cannot change run %1 in %2: %3").arg(id).arg(QDir::toNativeSeparators(m_path), queryError(query));
        return false;
    }
    if (query.numRowsAffected() == 0) {
        *error = tr("No run %1 in %2.").arg(id).arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    return true;
}

bool RunStore::rename(qint64 id, const QString &name, QString *error)
{
    if (const QString problem = nameProblem(name); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    return update(id, QStringLiteral("name"), text(name), error);
}

bool RunStore::setNote(qint64 id, const QString &note, QString *error)
{
    return update(id, QStringLiteral("note"), text(note), error);
}

bool RunStore::setPinned(qint64 id, bool pinned, QString *error)
{
    return update(id, QStringLiteral("pinned"), pinned ? 1 : 0, error);
}

bool RunStore::keepAsBaseline(qint64 id, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery query(db);
    const QString dataset = datasetColumn();
    query.prepare(
        QStringLiteral("UPDATE runs SET pinned = (id = ?) WHERE %1 = (SELECT %1 FROM runs WHERE id = ?)").arg(dataset));
    query.addBindValue(id);
    query.addBindValue(id);
    if (!query.exec()) {
        *error = tr("Cannot change run %1 in %2: %3")
                     .arg(QString::number(id), QDir::toNativeSeparators(m_path), queryError(query));
        return false;
    }
    if (query.numRowsAffected() == 0) {
        *error = tr("No run %1 in %2.").arg(QString::number(id), QDir::toNativeSeparators(m_path));
        return false;
    }
    return true;
}

std::optional<qint64> RunStore::baselineOf(const DatasetRef &dataset) const
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT MAX(id) FROM runs WHERE pinned = 1 AND %1 = ?").arg(datasetColumn()));
    query.addBindValue(text(dataset.key));
    if (!query.exec() || !query.next() || query.value(0).isNull())
        return std::nullopt;
    return query.value(0).toLongLong();
}

bool RunStore::remove(qint64 id, QString *error)
{
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        *error = tr("Cannot delete run %1 in %2: %3").arg(id).arg(QDir::toNativeSeparators(m_path), queryError(query));
        return false;
    }
    if (query.numRowsAffected() == 0) {
        *error = tr("No run %1 in %2.").arg(id).arg(QDir::toNativeSeparators(m_path));
        return false;
    }
    return true;
}

} // namespace claimscope
