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
    QJsonObject json() const; // stdout parsed as a JSON object
};

// Runs the built CLI with its app data in `home` (and a test API key in $TEST_JUDGE_KEY, plus
// `environment`) while this thread's event loop keeps a loopback judge answering. Test thread.
CliRun runCli(const QStringList &arguments, const QTemporaryDir &home,
              const QProcessEnvironment &environment = QProcessEnvironment());

// Writes `content` to `name` in `dir` and returns its path.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content);

} // namespace claimscope
