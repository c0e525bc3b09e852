#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace claimscope {

// What one claimscope-cli process gave back.
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
    bool crashed = false;     // ended by a signal (an abort, a segfault) or killed for taking too long
    QJsonObject json() const; // stdout parsed as a JSON object
};

// Runs the built CLI with its app data in `home` (and a test API key in $TEST_JUDGE_KEY, plus
// `environment`) while this thread's event loop keeps a loopback judge answering. Test thread.
CliRun runCli(const QStringList &arguments, const QTemporaryDir &home,
              const QProcessEnvironment &environment = QProcessEnvironment());

// The same with the process's address space capped at `addressSpaceBytes` (setrlimit
// RLIMIT_AS), so an allocation beyond it fails as it would on a machine that is out of memory.
CliRun runCliWithMemoryLimit(const QStringList &arguments, const QTemporaryDir &home, qint64 addressSpaceBytes,
                             int timeoutMs = 120000);

// Writes `content` to `name` in `dir` and returns its path.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content);

} // namespace claimscope
