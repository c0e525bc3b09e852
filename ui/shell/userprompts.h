#pragma once

#include <QString>

class QWidget;

namespace claimscope {

struct RecoveryFile;

// Every question the window asks the user (save changes?, which file?, recover?) behind one
// interface, so tests answer them without modal dialogs. UI thread.
class UserPrompts
{
public:
    enum class SaveChoice { Save, Discard, Cancel };

    virtual ~UserPrompts() = default;
    virtual SaveChoice askSaveChanges(QWidget *parent, const QString &documentName) = 0;
    // Empty: cancelled.
    virtual QString askOpenFile(QWidget *parent, const QString &title, const QString &filter,
                                const QString &directory) = 0;
    virtual QString askSaveFile(QWidget *parent, const QString &title, const QString &filter,
                                const QString &suggestedPath) = 0;
    virtual bool askRecover(QWidget *parent, const RecoveryFile &file) = 0;
    virtual void showError(QWidget *parent, const QString &title, const QString &text) = 0;
};

} // namespace claimscope
