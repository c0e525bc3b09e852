#pragma once

#include "ui/document/recoveryfile.h"

#include <QList>
#include <QString>

#include <optional>

class QWidget;

namespace claimscope {

// The answer to the list of autosaves crashed sessions left. Keep leaves every one on disk.
struct RecoveryChoice {
    enum class Action { Keep, Recover, Discard };
    Action action = Action::Keep;
    QList<RecoveryFile> files; // Recover: exactly one; Discard: those to delete
};

// Every question the window asks the user (save changes?, which file?, recover?, the judge is
// gone: retry?) behind one
// interface, so tests answer them without modal dialogs. UI thread.
class UserPrompts
{
public:
    enum class SaveChoice { Save, Discard, Cancel };
    // What a run whose judge went away does next.
    enum class OutageChoice { Retry, SkipRest, Cancel };

    virtual ~UserPrompts() = default;
    virtual SaveChoice askSaveChanges(QWidget *parent, const QString &documentName) = 0;
    // Empty: cancelled.
    virtual QString askOpenFile(QWidget *parent, const QString &title, const QString &filter,
                                const QString &directory) = 0;
    virtual QString askSaveFile(QWidget *parent, const QString &title, const QString &filter,
                                const QString &suggestedPath) = 0;
    // Discard is only returned once the user confirmed the deletion.
    virtual RecoveryChoice askRecovery(QWidget *parent, const QList<RecoveryFile> &files) = 0;
    virtual void showError(QWidget *parent, const QString &title, const QString &text) = 0;
    // A yes/no question; true for yes.
    virtual bool askYesNo(QWidget *parent, const QString &title, const QString &text) = 0;
    // A whole number from minimum to maximum, starting at `value`; std::nullopt: cancelled.
    virtual std::optional<int> askNumber(QWidget *parent, const QString &title, const QString &label, int value,
                                         int minimum, int maximum) = 0;
    // The run is paused because its judge went away; `problem` says where and why.
    virtual OutageChoice askJudgeUnreachable(QWidget *parent, const QString &problem) = 0;
};

} // namespace claimscope
