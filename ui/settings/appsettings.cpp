#include "appsettings.h"

#include "model/projectsettings.h"

#include <QJsonDocument>
#include <QSettings>

namespace claimscope {

namespace Keys {
constexpr auto Geometry = "window/geometry";
constexpr auto State = "window/state";
constexpr auto RecentFiles = "files/recent";
constexpr auto LastDirectory = "files/lastDirectory";
constexpr auto Judge = "judge/settings"; // the "judge" section of a project file
constexpr auto KeyInKeychain = "judge/keyInKeychain";
} // namespace Keys

namespace {
QString key(const char *name)
{
    return QString::fromLatin1(name);
}
} // namespace

AppSettings::AppSettings(std::unique_ptr<QSettings> settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
{
}

AppSettings::~AppSettings() = default;

QByteArray AppSettings::windowGeometry() const
{
    return m_settings->value(key(Keys::Geometry)).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(key(Keys::Geometry), geometry);
}

QByteArray AppSettings::windowState() const
{
    return m_settings->value(key(Keys::State)).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(key(Keys::State), state);
}

QStringList AppSettings::recentFiles() const
{
    return m_settings->value(key(Keys::RecentFiles)).toStringList();
}

void AppSettings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    m_settings->setValue(key(Keys::RecentFiles), files.mid(0, MaxRecentFiles));
}

JudgeSettings AppSettings::judge() const
{
    const QJsonObject judge = QJsonDocument::fromJson(m_settings->value(key(Keys::Judge)).toByteArray()).object();
    QStringList errors;
    const ProjectSettings settings = projectSettingsFromJson({{QStringLiteral("judge"), judge}}, QString(), &errors);
    return errors.isEmpty() ? settings.judge : JudgeSettings();
}

void AppSettings::setJudge(const JudgeSettings &judge)
{
    ProjectSettings settings;
    settings.judge = judge; // projectSettingsToJson leaves the key out
    const QJsonObject json = projectSettingsToJson(settings).value(QStringLiteral("judge")).toObject();
    const QByteArray stored = QJsonDocument(json).toJson(QJsonDocument::Compact);
    if (m_settings->value(key(Keys::Judge)).toByteArray() == stored)
        return;
    m_settings->setValue(key(Keys::Judge), stored);
    Q_EMIT judgeChanged(judge);
}

bool AppSettings::keyInKeychain() const
{
    return m_settings->value(key(Keys::KeyInKeychain), false).toBool();
}

void AppSettings::setKeyInKeychain(bool enabled)
{
    if (keyInKeychain() == enabled)
        return;
    m_settings->setValue(key(Keys::KeyInKeychain), enabled);
    Q_EMIT keyInKeychainChanged(enabled);
}

QString AppSettings::lastDirectory() const
{
    return m_settings->value(key(Keys::LastDirectory)).toString();
}

void AppSettings::setLastDirectory(const QString &directory)
{
    m_settings->setValue(key(Keys::LastDirectory), directory);
}

void AppSettings::sync()
{
    m_settings->sync();
}

} // namespace claimscope
