#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QSqlQuery;

#include <optional>

namespace claimscope {

// A memoised judge answer.
struct CachedAnswer {
    QString content;
    int promptTokens = -1;
    int completionTokens = -1;
};

// Every judge, generation and embedding answer memoised in one SQLite file (WAL, bounded
// size). Used only on the engine's worker thread: it owns a thread-local Qt SQL connection.
// A file that is not a database is moved aside; failures after opening are noted once.
class StepCache
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::StepCache)

public:
    static constexpr qint64 DefaultMaxEntries = 200000;

    // The cache file in the app data directory.
    static QString defaultPath();
    // The key of a request: provider/base/model identity, exact body, step and sample index, and
    // for a repetition after the first of a repeated evaluation its number (its own slot, so an
    // LLM judge really answers again).
    static QByteArray key(const QByteArray &identity, const QByteArray &body, const QString &step, int sampleIndex,
                          int repetition = 0);

    explicit StepCache(const QString &path, qint64 maxEntries = DefaultMaxEntries);
    ~StepCache();
    StepCache(const StepCache &) = delete;
    StepCache &operator=(const StepCache &) = delete;

    bool isOpen() const { return m_open; }
    QString errorText() const { return m_error; }
    // What went wrong without stopping the cache (a file moved aside, the first failed lookup
    // or store), each said once: returns them and forgets them.
    QStringList takeNotices();

    std::optional<CachedAnswer> answer(const QByteArray &key);
    void storeAnswer(const QByteArray &key, const CachedAnswer &answer);

    std::optional<QList<double>> embedding(const QByteArray &key);
    void storeEmbedding(const QByteArray &key, const QList<double> &vector);

    qint64 entryCount();
    void clear();

private:
    // Creates the schema, waiting for other processes that create it at the same moment.
    bool createSchema(const QString &path);
    // Runs a lookup or store; on failure notes the first problem and returns false.
    bool run(QSqlQuery &query);
    void trim();

    QString m_connection;
    QString m_error;
    QStringList m_notices;
    bool m_failureNoted = false;
    qint64 m_maxEntries;
    int m_writesSinceTrim = 0;
    bool m_open = false;
};

} // namespace claimscope
