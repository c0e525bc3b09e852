#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

class QFile;
class QIODevice;
class QSaveFile;

namespace claimscope {

// One output written the Unix way. A regular file (or one that does not exist yet) is written
// to a temporary file beside it and renamed over it only when every byte was written; a device,
// FIFO, socket, standard output (an empty path) or a path under /dev or /proc is written in
// place, never replaced. Every write and flush error is kept and named with the file. Any
// thread, one owner.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::OutputFile)

public:
    explicit OutputFile(QString path);
    // Without commit(), a replaced file stays as it was and the temporary file is removed.
    ~OutputFile();
    OutputFile(const OutputFile &) = delete;
    OutputFile &operator=(const OutputFile &) = delete;

    bool open();
    // Where to write between open() and commit(); errors on it are found by commit().
    QIODevice *device() const;
    bool write(const QByteArray &bytes);
    // Flushes, and renames a regular file's temporary copy over it. False when anything written
    // since open() failed.
    bool commit();

    // "cannot write PATH: reason", after open(), write() or commit() failed.
    // A failed write through device() counts too.
    QString errorString() const;
    // The file as messages name it.
    QString displayName() const;

    // Writes `bytes` whole to `path` (empty: standard output); false with *error set.
    static bool writeAll(const QString &path, const QByteArray &bytes, QString *error);

private:
    bool fail(const QString &reason);
    bool writesInPlace() const;

    QString m_path;
    std::unique_ptr<QSaveFile> m_replacing;
    std::unique_ptr<QFile> m_inPlace;
    QString m_error;
};

} // namespace claimscope
