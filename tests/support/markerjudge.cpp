#include "markerjudge.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

namespace claimscope {

MarkerJudge::MarkerJudge() = default;

MarkerJudge::~MarkerJudge()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(3000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
}

QString MarkerJudge::kitDir()
{
    return QDir::cleanPath(QStringLiteral(CLAIMSCOPE_SHARED_DIR "/conformance"));
}

bool MarkerJudge::start(QString *error)
{
    const QString script = QDir(kitDir()).filePath(QStringLiteral("fakejudge.py"));
    if (!QFileInfo::exists(script)) {
        *error = QStringLiteral("the conformance kit's marker judge is not at %1").arg(script);
        return false;
    }
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start(
        QStringLiteral("python3"),
        {script, QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--idle-exit"), QStringLiteral("300")});
    QElapsedTimer clock;
    clock.start();
    while (!m_process.canReadLine() && clock.elapsed() < 15000) {
        if (!m_process.waitForReadyRead(500) && m_process.state() == QProcess::NotRunning)
            break;
    }
    const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
    if (!line.startsWith(QLatin1String("URL "))) {
        *error = QStringLiteral("the marker judge did not start: %1 %2")
                     .arg(line, QString::fromUtf8(m_process.readAllStandardError()));
        return false;
    }
    m_url = line.mid(4);
    while (m_url.endsWith(QLatin1Char('/')))
        m_url.chop(1);
    return true;
}

} // namespace claimscope
