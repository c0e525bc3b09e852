#pragma once

#include "model/judgesettings.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace claimscope {

// The only code that touches QSettings: window layout, recent files, the default judge (never
// its key) and a few preferences. Whoever shows a preference listens to its change signal. The
// QSettings is injected so tests use a temporary file. UI thread.
class AppSettings : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxRecentFiles = 8;

    explicit AppSettings(std::unique_ptr<QSettings> settings, QObject *parent = nullptr);
    ~AppSettings() override;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    QStringList recentFiles() const;
    void addRecentFile(const QString &path); // moves it to the top

    // The judge new projects start with; `apiKey` is never stored.
    JudgeSettings judge() const;
    void setJudge(const JudgeSettings &judge);
    // Look the key up in the system keychain when the environment variable is not set.
    bool keyInKeychain() const;
    void setKeyInKeychain(bool enabled);

    QString lastDirectory() const;
    void setLastDirectory(const QString &directory);

    void sync();

Q_SIGNALS:
    void judgeChanged(const claimscope::JudgeSettings &judge);
    void keyInKeychainChanged(bool enabled);

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace claimscope
