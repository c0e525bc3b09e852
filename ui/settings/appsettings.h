#pragma once

#include "model/judgesettings.h"

#include <QByteArray>
#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace claimscope {

// The window as a person left it on a screen of one size. Each part is empty when unknown.
struct SavedLayout {
    QByteArray geometry;     // QWidget::saveGeometry
    QByteArray docks;        // QMainWindow::saveState
    QByteArray resultsSplit; // the split between the results table and the breakdown

    bool isEmpty() const { return docks.isEmpty(); }
};

// The only code that touches QSettings: window layout and zoom, recent files, the default judge (never
// its key) and a few preferences. Whoever shows a preference listens to its change signal. The
// QSettings is injected so tests use a temporary file. UI thread.
class AppSettings : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxRecentFiles = 8;

    explicit AppSettings(std::unique_ptr<QSettings> settings, QObject *parent = nullptr);
    ~AppSettings() override;

    // One layout per screen size ("1280x800"): a layout left on a large screen would squeeze a
    // small one, and the small one's would waste a large one.
    SavedLayout windowLayout(QSize screen) const;
    void setWindowLayout(QSize screen, const SavedLayout &layout);
    void forgetWindowLayout(QSize screen);
    // The person's zoom of the type on a screen of this size, in steps (0: none).
    int zoom(QSize screen) const;
    void setZoom(QSize screen, int steps);
    // Docks stay in place (no drag moves or floats them) until the person unlocks the layout.
    bool layoutLocked() const;
    void setLayoutLocked(bool locked);

    QStringList recentFiles() const;
    void addRecentFile(const QString &path); // moves it to the top

    // The judge new projects start with; `apiKey` is never stored.
    JudgeSettings judge() const;
    void setJudge(const JudgeSettings &judge);
    // Look the key up in the system keychain when the environment variable is not set.
    bool keyInKeychain() const;
    void setKeyInKeychain(bool enabled);

    // The failure walk stops only in results that failed, not at the ✗ claims of passing ones.
    bool walkFailedResultsOnly() const;
    void setWalkFailedResultsOnly(bool only);

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
