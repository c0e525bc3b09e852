#include "clirun.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>

namespace claimscope {

QJsonObject CliRun::json() const
{
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

CliRun runCli(const QStringList &arguments, const QTemporaryDir &home, const QProcessEnvironment &environment)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(environment);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.insert(QStringLiteral("TEST_JUDGE_KEY"), QStringLiteral("sk-test-secret-abcd"));
    env.remove(QStringLiteral("CLAIMSCOPE_JUDGE_URL"));
    process.setProcessEnvironment(env);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(CLAIMSCOPE_CLI), arguments);
    if (!finished.wait(30000))
        process.kill();
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
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
