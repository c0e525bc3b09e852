#pragma once

#include "ui/document/autosaver.h"
#include "ui/shell/userprompts.h"

#include <QStringList>

namespace claimscope {

// UserPrompts for tests: answers from fields the test sets, records what was asked, and never
// opens a modal dialog. Test thread (the UI thread of the test).
class ScriptedPrompts : public UserPrompts
{
public:
    SaveChoice saveChoice = SaveChoice::Discard;
    QString openFile;
    QString saveFile;
    bool recover = true;
    QStringList asked;          // "save:<name>", "open:<title>", "recover:<title>" …
    QStringList errors;         // "<title>: <text>"

    SaveChoice askSaveChanges(QWidget *, const QString &documentName) override
    {
        asked.append(QStringLiteral("save:") + documentName);
        return saveChoice;
    }
    QString askOpenFile(QWidget *, const QString &title, const QString &, const QString &) override
    {
        asked.append(QStringLiteral("open:") + title);
        return openFile;
    }
    QString askSaveFile(QWidget *, const QString &title, const QString &, const QString &) override
    {
        asked.append(QStringLiteral("saveAs:") + title);
        return saveFile;
    }
    bool askRecover(QWidget *, const RecoveryFile &file) override
    {
        asked.append(QStringLiteral("recover:") + file.title);
        return recover;
    }
    void showError(QWidget *, const QString &title, const QString &text) override
    {
        errors.append(title + QStringLiteral(": ") + text);
    }
};

} // namespace claimscope
