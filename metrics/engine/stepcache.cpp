#include "stepcache.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUuid>
#include <QVariant>

#include <utility>

namespace claimscope {

namespace {

QByteArray packVector(const QList<double> &vector)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << vector;
    return bytes;
}

QList<double> unpackVector(const QByteArray &bytes)
{
    QList<double> vector;
    QDataStream stream(bytes);
    stream >> vector;
    return vector;
}

} // namespace

QString StepCache::defaultPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(folder).filePath(QStringLiteral("stepcache.sqlite"));
}

QByteArray StepCache::key(const QByteArray &identity, const QByteArray &body, const QString &step, int sampleIndex,
                          int repetition)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(identity);
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(body);
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(step.toUtf8());
    hash.addData(QByteArrayView("\n", 1));
    hash.addData(QByteArray::number(sampleIndex));
    if (repetition > 0) // the first repetition keeps the key of an evaluation that is not repeated
        hash.addData(QByteArray(QByteArrayLiteral("\nrepetition ") + QByteArray::number(repetition)));
    return hash.result().toHex();
}

StepCache::StepCache(const QString &path, qint64 maxEntries)
    : m_connection(QStringLiteral("stepcache-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
    , m_maxEntries(maxEntries)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_open = createSchema(path);
    if (m_open || !m_error.contains(QLatin1String("not a database")))
        return;
    // Not SQLite at all (or its header is gone): keep the file for whoever wants it, and start
    // afresh, saying so.
    QSqlDatabase::database(m_connection, false).close();
    const QString aside =
        path + QStringLiteral(".broken-") + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (!QFile::rename(path, aside)) {
        m_error = tr("%1 is not a step cache (%2) and cannot be moved aside; move or delete it, or "
                     "run with --no-cache")
                      .arg(path, m_error);
        return;
    }
    m_notices.append(tr("the step cache %1 was not a database: moved it aside to %2 and started an "
                        "empty one")
                         .arg(path, aside));
    m_error.clear();
    m_open = createSchema(path);
}

bool StepCache::createSchema(const QString &path)
{
    QSqlDatabase db = QSqlDatabase::contains(m_connection)
        ? QSqlDatabase::database(m_connection, false)
        : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        m_error = db.lastError().text();
        return false;
    }
    const char *statements[] = {
        "PRAGMA journal_mode=WAL",
        "PRAGMA synchronous=NORMAL",
        "CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, content TEXT NOT NULL, "
        "prompt_tokens INTEGER, completion_tokens INTEGER, stored INTEGER NOT NULL)",
        "CREATE TABLE IF NOT EXISTS embeddings (key TEXT PRIMARY KEY, vector BLOB NOT NULL, "
        "stored INTEGER NOT NULL)",
    };
    // Switching a new file to WAL takes an exclusive lock for which SQLite does not always
    // wait (busy handler or not): processes starting together on a file that does not exist
    // yet get "database is locked". That is worth a short wait and another try.
    constexpr int SchemaWaitMs = 10000;
    QElapsedTimer waited;
    waited.start();
    QSqlQuery query(db);
    for (const char *statement : statements) {
        while (!query.exec(QString::fromLatin1(statement))) {
            // SQLITE_BUSY or SQLITE_LOCKED, plain or extended (BUSY_SNAPSHOT is 517).
            const int code = query.lastError().nativeErrorCode().toInt() & 0xFF;
            const bool busy = code == 5 || code == 6;
            if (!busy || waited.elapsed() > SchemaWaitMs) {
                m_error = query.lastError().text();
                return false;
            }
            QThread::msleep(20);
        }
    }
    return true;
}

QStringList StepCache::takeNotices()
{
    return std::exchange(m_notices, {});
}

bool StepCache::run(QSqlQuery &query)
{
    if (query.exec())
        return true;
    if (!m_failureNoted) {
        m_failureNoted = true;
        m_notices.append(
            tr("the step cache %1 failed (%2): its answers may be neither read nor stored; "
               "delete the file or run with --no-cache")
                .arg(QSqlDatabase::database(m_connection, false).databaseName(), query.lastError().text()));
    }
    return false;
}

StepCache::~StepCache()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

std::optional<CachedAnswer> StepCache::answer(const QByteArray &key)
{
    if (!m_open)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT content, prompt_tokens, completion_tokens FROM answers WHERE key = ?"));
    query.addBindValue(QString::fromLatin1(key));
    if (!run(query) || !query.next())
        return std::nullopt;
    return CachedAnswer{query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt()};
}

void StepCache::storeAnswer(const QByteArray &key, const CachedAnswer &answer)
{
    if (!m_open)
        return;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(QString::fromLatin1(key));
    query.addBindValue(answer.content);
    query.addBindValue(answer.promptTokens);
    query.addBindValue(answer.completionTokens);
    query.addBindValue(QDateTime::currentSecsSinceEpoch());
    run(query);
    trim();
}

std::optional<QList<double>> StepCache::embedding(const QByteArray &key)
{
    if (!m_open)
        return std::nullopt;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("SELECT vector FROM embeddings WHERE key = ?"));
    query.addBindValue(QString::fromLatin1(key));
    if (!run(query) || !query.next())
        return std::nullopt;
    return unpackVector(query.value(0).toByteArray());
}

void StepCache::storeEmbedding(const QByteArray &key, const QList<double> &vector)
{
    if (!m_open)
        return;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO embeddings VALUES (?, ?, ?)"));
    query.addBindValue(QString::fromLatin1(key));
    query.addBindValue(packVector(vector));
    query.addBindValue(QDateTime::currentSecsSinceEpoch());
    run(query);
    trim();
}

qint64 StepCache::entryCount()
{
    if (!m_open)
        return 0;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM answers) + (SELECT COUNT(*) FROM embeddings)"))
        || !query.next())
        return 0;
    return query.value(0).toLongLong();
}

void StepCache::clear()
{
    if (!m_open)
        return;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.exec(QStringLiteral("DELETE FROM answers"));
    query.exec(QStringLiteral("DELETE FROM embeddings"));
}

// Keeps the store bounded: past the limit the oldest entries of each table go first.
void StepCache::trim()
{
    if (++m_writesSinceTrim < 500)
        return;
    m_writesSinceTrim = 0;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    for (const char *table : {"answers", "embeddings"}) {
        query.exec(QStringLiteral("DELETE FROM %1 WHERE key IN (SELECT key FROM %1 ORDER BY stored DESC, rowid DESC "
                                  "LIMIT -1 OFFSET %2)")
                       .arg(QString::fromLatin1(table))
                       .arg(m_maxEntries));
    }
}

} // namespace claimscope
