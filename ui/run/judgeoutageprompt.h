#pragma once

#include "metrics/engine/judgeoutage.h"

#include <QObject>

class QWidget;

namespace claimscope {

class RunController;
class UserPrompts;

// When a run's judge goes away the run pauses: this asks the person whether to retry, skip
// the rest or cancel, and tells the run. The status bar says why meanwhile (RunStatusWidget
// reads it from the run's progress). UI thread.
class JudgeOutagePrompt : public QObject
{
    Q_OBJECT
public:
    JudgeOutagePrompt(RunController *runs, UserPrompts *prompts, QWidget *window);

private:
    void ask(const JudgeOutage &outage);

    RunController *m_runs;
    UserPrompts *m_prompts;
    QWidget *m_window;
};

} // namespace claimscope
