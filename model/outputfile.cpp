#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace claimscope {

namespace {

// The descriptor a path names when it is this process's standard output or error.
int standardDescriptor(const QString &path)
{
    if (path.isEmpty() || path == QLatin1String("/dev/stdout") || path == QLatin1String("/dev/fd/1")
        || path == QLatin1String("/proc/self/fd/1"))
        return STDOUT_FILENO;
    if (path == QLatin1String("/dev/stderr") || path == QLatin1String("/dev/fd/2")
        || path == QLatin1String("/proc/self/fd/2"))
        return STDERR_FILENO;
    return -1;
}

} // namespace

OutputFile::OutputFile(QString path)
    : m_path(std::move(path))
{
}

OutputFile::~OutputFile() = default;

QString OutputFile::displayName() const
{
    return m_path.isEmpty() ? tr("standard output") : QDir::toNativeSeparators(m_path);
}

bool OutputFile::fail(const QString &reason)
{
    if (m_error.isEmpty())
        m_error = tr("cannot write %1: %2").arg(displayName(), reason);
    return false;
}

bool OutputFile::writesInPlace() const
{
    if (standardDescriptor(m_path) >= 0 || m_path.startsWith(QLatin1String("/dev/"))
        || m_path.startsWith(QLatin1String("/proc/")))
        return true;
    struct stat info;
    if (::stat(QFile::encodeName(m_path).constData(), &info) != 0)
        return false; // a new file (or one open() will explain)
    return !S_ISREG(info.st_mode) && !S_ISDIR(info.st_mode);
}

bool OutputFile::open()
{
    m_error.clear();
    m_inPlace.reset();
    m_replacing.reset();
    if (!writesInPlace()) {
        m_replacing = std::make_unique<QSaveFile>(m_path);
        if (!m_replacing->open(QIODevice::WriteOnly))
            return fail(m_replacing->errorString());
        return true;
    }
    int descriptor = standardDescriptor(m_path);
    QFileDevice::FileHandleFlags ownership = QFileDevice::DontCloseHandle;
    if (descriptor >= 0) {
        std::fflush(descriptor == STDOUT_FILENO ? stdout : stderr); // what stdio holds goes first
    } else {
        // No O_TRUNC, no O_CREAT, no seeking: a device or FIFO is written as it is.
        do
            descriptor = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
        while (descriptor < 0 && errno == EINTR);
        if (descriptor < 0)
            return fail(QString::fromLocal8Bit(std::strerror(errno)));
        ownership = QFileDevice::AutoCloseHandle;
    }
    m_inPlace = std::make_unique<QFile>();
    if (!m_inPlace->open(descriptor, QIODevice::WriteOnly | QIODevice::Unbuffered, ownership)) {
        if (ownership == QFileDevice::AutoCloseHandle)
            ::close(descriptor);
        return fail(m_inPlace->errorString());
    }
    return true;
}

QString OutputFile::errorString() const
{
    const QFileDevice *out = m_replacing ? static_cast<QFileDevice *>(m_replacing.get()) : m_inPlace.get();
    if (m_error.isEmpty() && out && out->error() != QFileDevice::NoError)
        return tr("cannot write %1: %2").arg(displayName(), out->errorString());
    return m_error;
}

QIODevice *OutputFile::device() const
{
    if (m_replacing)
        return m_replacing.get();
    return m_inPlace.get();
}

bool OutputFile::write(const QByteArray &bytes)
{
    QIODevice *out = device();
    if (!out)
        return fail(tr("not open"));
    if (out->write(bytes) != bytes.size())
        return fail(out->errorString());
    return true;
}

bool OutputFile::commit()
{
    if (m_replacing) {
        // QSaveFile::commit() loses the error of its final flush (a full disk then gives an
        // empty file and success): flush first, and give up the temporary file on failure.
        const bool flushed = m_replacing->flush() && m_replacing->error() == QFileDevice::NoError;
        if (!flushed) {
            fail(m_replacing->errorString());
            m_replacing->cancelWriting();
            m_replacing->commit();
            m_replacing.reset();
            return false;
        }
        const bool committed = m_replacing->commit();
        if (!committed)
            fail(m_replacing->errorString());
        m_replacing.reset();
        return committed;
    }
    if (!m_inPlace)
        return fail(tr("not open"));
    const bool written = m_inPlace->error() == QFileDevice::NoError;
    if (!written)
        fail(m_inPlace->errorString());
    m_inPlace->close();
    m_inPlace.reset();
    return written && m_error.isEmpty();
}

bool OutputFile::writeAll(const QString &path, const QByteArray &bytes, QString *error)
{
    OutputFile out(path);
    if (out.open() && out.write(bytes) && out.commit())
        return true;
    if (error)
        *error = out.errorString();
    return false;
}

} // namespace claimscope
