#include "judgeoutageprompt.h"

#include "runcontroller.h"
#include "ui/shell/userprompts.h"

#include <QWidget>

namespace claimscope {

JudgeOutagePrompt::JudgeOutagePrompt(RunController *runs, UserPrompts *prompts, QWidget *window)
    : QObject(window)
    , m_runs(runs)
    , m_prompts(prompts)
    , m_window(window)
{
    // Queued: the status bar shows the pause before the question holds the person's attention.
    connect(runs->engine(), &EngineHost::judgeUnreachable, this, &JudgeOutagePrompt::ask, Qt::QueuedConnection);
}

void JudgeOutagePrompt::ask(const JudgeOutage &outage)
{
    if (!m_runs->engine()->isRunning())
        return;
    switch (m_prompts->askJudgeUnreachable(m_window, tr("The run is paused because %1.").arg(outage.text()))) {
    case UserPrompts::OutageChoice::Retry: m_runs->engine()->retryJudge(); break;
    case UserPrompts::OutageChoice::SkipRest: m_runs->engine()->skipRest(); break;
    case UserPrompts::OutageChoice::Cancel: m_runs->cancel(); break;
    }
}

} // namespace claimscope
