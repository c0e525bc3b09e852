#pragma once

#include <QObject>
#include <QString>

namespace claimscope {

class MainWindow;

// `claimscope --screenshot PNG`: once the window's first document has loaded, writes a picture
// of the window to PNG, prints what it shows and quits (exit 1 if nothing loads in time).
// Checks an installed build with no one at the screen. UI thread.
class StartupScreenshot : public QObject
{
    Q_OBJECT
public:
    StartupScreenshot(MainWindow *window, const QString &pngPath);

private:
    void capture();
    void giveUp();

    MainWindow *m_window;
    QString m_pngPath;
    bool m_done = false;
};

} // namespace claimscope
