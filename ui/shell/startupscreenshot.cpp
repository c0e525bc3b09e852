#include "startupscreenshot.h"

#include "mainwindow.h"
#include "ui/document/projectdocument.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QTimer>

#include <cstdio>

namespace claimscope {

namespace {
// Loading is asynchronous; the panels settle one event-loop pass after the reset.
constexpr int kSettleMs = 300;
constexpr int kLoadTimeoutMs = 30000;
} // namespace

StartupScreenshot::StartupScreenshot(MainWindow *window, const QString &pngPath)
    : QObject(window)
    , m_window(window)
    , m_pngPath(pngPath)
{
    connect(window->document(), &ProjectDocument::projectReset, this,
            [this] { QTimer::singleShot(kSettleMs, this, &StartupScreenshot::capture); });
    QTimer::singleShot(kLoadTimeoutMs, this, &StartupScreenshot::giveUp);
}

void StartupScreenshot::capture()
{
    if (m_done)
        return;
    m_done = true;
    const ProjectDocument *document = m_window->document();
    if (!m_window->grab().save(m_pngPath, "PNG")) {
        std::fprintf(
            stderr, "%s\n",
            qUtf8Printable(
                tr("Cannot write the screenshot to %1: check that its folder exists and is writable.").arg(m_pngPath)));
        QCoreApplication::exit(1);
        return;
    }
    std::printf(
        "%s\n",
        qUtf8Printable(tr("Screenshot of \"%1\" (%n test case(s)) written to %2", nullptr, document->caseCount())
                           .arg(document->displayName(), m_pngPath)));
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

void StartupScreenshot::giveUp()
{
    if (m_done)
        return;
    m_done = true;
    std::fprintf(
        stderr, "%s\n",
        qUtf8Printable(tr("No document loaded within %1 s: no screenshot written.").arg(kLoadTimeoutMs / 1000)));
    QCoreApplication::exit(1);
}

} // namespace claimscope
