#include "clirun.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>

#include <sys/resource.h>

namespace claimscope {

QJsonObject CliRun::json() const
{
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

namespace {

CliRun run(const QStringList &arguments, const QTemporaryDir &home, const QProcessEnvironment &environment,
           qint64 addressSpaceBytes, int timeoutMs)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(environment);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.insert(QStringLiteral("TEST_JUDGE_KEY"), QStringLiteral("sk-test-secret-abcd"));
    env.remove(QStringLiteral("CLAIMSCOPE_JUDGE_URL"));
    process.setProcessEnvironment(env);
    if (addressSpaceBytes > 0) {
        process.setChildProcessModifier([addressSpaceBytes] {
            const rlimit limit{rlim_t(addressSpaceBytes), rlim_t(addressSpaceBytes)};
            setrlimit(RLIMIT_AS, &limit);
        });
    }
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(CLAIMSCOPE_CLI), arguments);
    if (!finished.wait(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    CliRun result{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                  QString::fromUtf8(process.readAllStandardError())};
    result.crashed = process.exitStatus() == QProcess::CrashExit;
    return result;
}

} // namespace

CliRun runCli(const QStringList &arguments, const QTemporaryDir &home, const QProcessEnvironment &environment)
{
    return run(arguments, home, environment, 0, 30000);
}

CliRun runCliWithMemoryLimit(const QStringList &arguments, const QTemporaryDir &home, qint64 addressSpaceBytes,
                             int timeoutMs)
{
    return run(arguments, home, QProcessEnvironment(), addressSpaceBytes, timeoutMs);
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(content);
    return path;
}

} // namespace claimscope
