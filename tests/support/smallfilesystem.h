#pragma once

#include <QString>
#include <QTemporaryDir>

namespace claimscope {

// A private tmpfs of a few KiB mounted on a temporary folder, for tests of full disks and
// read-only stores; it needs root (mount), and isValid() is false with skipReason() set
// otherwise. Unmounted when destroyed. Test thread.
class SmallFileSystem
{
public:
    explicit SmallFileSystem(int kibibytes);
    ~SmallFileSystem();
    SmallFileSystem(const SmallFileSystem &) = delete;
    SmallFileSystem &operator=(const SmallFileSystem &) = delete;

    bool isValid() const { return m_mounted; }
    QString skipReason() const { return m_skipReason; }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }
    // Writes until the file system has no room left; true when it is full.
    bool fill();
    // Makes the whole file system read-only (even for root).
    bool remountReadOnly();

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    QString m_skipReason;
};

// Makes a character device at `path` like /dev/null (mknod, root only); false with *why set
// otherwise.
bool makeNullDevice(const QString &path, QString *why);

} // namespace claimscope
