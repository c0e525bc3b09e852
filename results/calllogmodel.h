#pragma once

#include "blobspool.h"
#include "model/callrecord.h"
#include "model/casetitles.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

#include <deque>
#include <memory>

namespace claimscope {

// The judge-call log: one row per judge, generator or embedding call of the runs so far, with
// the rendered prompt and raw answer behind roles. Texts pass through maskSecrets() on the way
// in and are kept in a BlobSpool (they are most of a large run's memory), read back for the one
// call shown. Appends in batches (one beginInsertRows each), so 10 000 rows stay cheap. UI thread.
class CallLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        TestCaseColumn,
        MetricColumn,
        StepColumn,
        ScopeColumn,
        StatusColumn,
        HttpColumn,
        AttemptsColumn,
        LatencyColumn,
        TokensColumn,
        CostColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers for time, HTTP status, attempts, latency, tokens, cost
        StatusRole,                  // "ok", "cached", "repaired" or "error"
        MetricIdRole,
        PromptRole,  // the rendered messages
        AnswerRole,  // the raw answer, pretty-printed when it is JSON
        RequestRole, // what the call asked, in full: run, judge, step, then the request body
        ErrorRole,
        TestCaseIndexRole,
        StepRole, // the full step name ("faithfulness__verdicts"); shown without its metric
    };

    // A call and when it reached the UI (CallRecord carries no time of its own).
    struct Entry {
        CallRecord record;
        QDateTime time;
    };

    // A call as kept: masked, its prompt, request and answer in the spool, the rest as it came.
    struct PackedCall {
        CallRecord brief;
        QDateTime time;
        BlobSpool::Ref texts;
    };
    // Masks and packs calls into `spool` (this model's) for appendPacked(); any thread (the hub
    // packs on a pool thread).
    static QList<PackedCall> pack(const QList<Entry> &entries, BlobSpool &spool);

    explicit CallLogModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Where this model's calls keep their texts; a new one after clear().
    std::shared_ptr<BlobSpool> spool() const { return m_spool; }

    void clear();
    void append(const CallRecord &record, const QDateTime &time = QDateTime::currentDateTime());
    void append(const QList<Entry> &entries);
    void appendPacked(const QList<PackedCall> &calls);
    // A call whole, its texts unpacked.
    CallRecord record(int row) const;
    // A call without its texts (prompt, request, answer): cheap to read, for searching the log.
    const CallRecord &brief(int row) const { return m_rows[size_t(row)].brief; }
    // The log spans every run since it was cleared: how many runs, and the calls of the newest.
    int runCount() const { return int(m_callsPerRun.size()); }
    int callsOfNewestRun() const { return m_callsPerRun.value(m_newestRun); }

    // The project's test cases, shown by their readable names; the names setTestCaseName gives
    // (test cases of a kept run past the project's) are dropped. Others show "#n".
    void setCaseTitles(const CaseTitles &titles);
    void setTestCaseName(int index, const QString &name);

private:
    CallRecord unpacked(const PackedCall &row) const;
    QVariant display(const PackedCall &row, int column) const;
    QVariant sortValue(const PackedCall &row, int column) const;
    QString testCaseName(int index) const;

    std::shared_ptr<BlobSpool> m_spool;
    std::deque<PackedCall> m_rows; // grows without moving its rows: a long run logs 100,000s
    CaseTitles m_titles;
    QHash<int, QString> m_names; // set one by one, before the titles
    QHash<quint64, int> m_callsPerRun;
    quint64 m_newestRun = 0;
};

// "ok", "cached", "repaired" or "error": what a call came to.
QString callStatus(const CallRecord &record);
// What the log shows for a callStatus(): "✓ ok", "● cached", "↻ repaired", "⚠ error" (translated).
QString callStatusText(const QString &status);

} // namespace claimscope
