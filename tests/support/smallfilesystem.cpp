#include "smallfilesystem.h"

#include <QFile>
#include <QProcess>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace claimscope {

namespace {

bool run(const QString &program, const QStringList &arguments, QString *output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool ok =
        process.waitForFinished(20000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    *output = QString::fromLocal8Bit(process.readAll()).trimmed();
    return ok;
}

} // namespace

SmallFileSystem::SmallFileSystem(int kibibytes)
{
    if (::geteuid() != 0) {
        m_skipReason = QStringLiteral("mounting a small file system needs root");
        return;
    }
    QString output;
    m_mounted = run(QStringLiteral("mount"),
                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                     QStringLiteral("size=%1k,mode=0755").arg(kibibytes), QStringLiteral("tmpfs"), m_dir.path()},
                    &output);
    if (!m_mounted)
        m_skipReason = QStringLiteral("cannot mount a tmpfs here: ") + output;
}

SmallFileSystem::~SmallFileSystem()
{
    if (!m_mounted)
        return;
    QString output;
    run(QStringLiteral("umount"), {QStringLiteral("-l"), m_dir.path()}, &output);
}

bool SmallFileSystem::fill()
{
    QFile filler(filePath(QStringLiteral("filler")));
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return false;
    const QByteArray block(4096, 'x');
    while (filler.write(block) == block.size()) {
    }
    return filler.error() != QFileDevice::NoError;
}

bool SmallFileSystem::remountReadOnly()
{
    QString output;
    return run(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,ro"), m_dir.path()}, &output);
}

bool makeNullDevice(const QString &path, QString *why)
{
    if (::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0)
        return true;
    *why = QStringLiteral("cannot make a character device (mknod needs root): ")
        + QString::fromLocal8Bit(std::strerror(errno));
    return false;
}

} // namespace claimscope
