#pragma once

#include "testcasereader.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace claimscope {

// Collects the errors of one file read (capped at MaxErrors) and says where they are: a line
// and column in the source, or an optional line prefix ("line 3") joined with a JSON path.
// Owned by one read on the reading thread.
class ReadDiagnostics
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::ReadDiagnostics)

public:
    static constexpr int MaxErrors = 50;

    struct Position {
        int line = 1;   // 1-based
        int column = 1; // 1-based, in characters
    };

    explicit ReadDiagnostics(QString file);

    // Line of the JSONL record being read; 0 for none. Prefixes every path error.
    void setRecordLine(int line) { m_recordLine = line; }
    // An error at a JSON path ("turns[3].role"; empty: the record or document itself).
    void atPath(const QString &path, const QString &message);
    // The same error, made but not collected (for problems that do not reject the file).
    ReadError errorAt(const QString &path, const QString &message) const;
    // An error at a byte offset of `source` (the whole file as read).
    void atOffset(const QByteArray &source, qint64 offset, const QString &message);
    void atPosition(Position position, const QString &message);
    // An error about the file as a whole.
    void onFile(const QString &message);

    bool full() const { return m_errors.size() > MaxErrors; }
    bool isEmpty() const { return m_errors.isEmpty(); }
    int count() const { return m_errors.size(); }
    QList<ReadError> errors() const { return m_errors; }

    static Position positionAt(const QByteArray &source, qint64 offset);
    // Offset of the first byte that does not start a valid UTF-8 sequence, or -1.
    static qint64 firstInvalidUtf8(const QByteArray &source);
    static QString positionText(Position position);

private:
    void add(const QString &where, const QString &message);

    QString m_file;
    int m_recordLine = 0;
    QList<ReadError> m_errors;
};

} // namespace claimscope
