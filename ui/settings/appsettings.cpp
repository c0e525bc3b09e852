#include "appsettings.h"

#include "model/projectsettings.h"

#include <QJsonDocument>
#include <QSettings>

namespace claimscope {

namespace Keys {
constexpr auto Layouts = "layout"; // layout/1280x800/geometry, …/docks, …/resultsSplit
constexpr auto Zoom = "zoom";      // zoom/1280x800: steps of the type's size
constexpr auto LayoutLocked = "layout/locked";
constexpr auto RecentFiles = "files/recent";
constexpr auto LastDirectory = "files/lastDirectory";
constexpr auto Judge = "judge/settings"; // the "judge" section of a project file
constexpr auto KeyInKeychain = "judge/keyInKeychain";
constexpr auto WalkFailedResultsOnly = "walk/failedResultsOnly";
} // namespace Keys

namespace {
QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// A screen size as the settings name it: "1280x800".
QString screenName(QSize screen)
{
    return QStringLiteral("%1x%2").arg(QString::number(screen.width()), QString::number(screen.height()));
}

QString layoutGroup(QSize screen)
{
    return key(Keys::Layouts) + QLatin1Char('/') + screenName(screen);
}
} // namespace

AppSettings::AppSettings(std::unique_ptr<QSettings> settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
{
}

AppSettings::~AppSettings() = default;

SavedLayout AppSettings::windowLayout(QSize screen) const
{
    const QString group = layoutGroup(screen);
    return {m_settings->value(group + QStringLiteral("/geometry")).toByteArray(),
            m_settings->value(group + QStringLiteral("/docks")).toByteArray(),
            m_settings->value(group + QStringLiteral("/resultsSplit")).toByteArray()};
}

void AppSettings::setWindowLayout(QSize screen, const SavedLayout &layout)
{
    const QString group = layoutGroup(screen);
    m_settings->setValue(group + QStringLiteral("/geometry"), layout.geometry);
    m_settings->setValue(group + QStringLiteral("/docks"), layout.docks);
    m_settings->setValue(group + QStringLiteral("/resultsSplit"), layout.resultsSplit);
}

void AppSettings::forgetWindowLayout(QSize screen)
{
    m_settings->remove(layoutGroup(screen));
}

int AppSettings::zoom(QSize screen) const
{
    return m_settings->value(key(Keys::Zoom) + QLatin1Char('/') + screenName(screen), 0).toInt();
}

void AppSettings::setZoom(QSize screen, int steps)
{
    m_settings->setValue(key(Keys::Zoom) + QLatin1Char('/') + screenName(screen), steps);
}

bool AppSettings::layoutLocked() const
{
    return m_settings->value(key(Keys::LayoutLocked), true).toBool();
}

void AppSettings::setLayoutLocked(bool locked)
{
    m_settings->setValue(key(Keys::LayoutLocked), locked);
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

bool AppSettings::walkFailedResultsOnly() const
{
    return m_settings->value(key(Keys::WalkFailedResultsOnly), false).toBool();
}

void AppSettings::setWalkFailedResultsOnly(bool only)
{
    m_settings->setValue(key(Keys::WalkFailedResultsOnly), only);
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
