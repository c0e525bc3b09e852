#pragma once

#include "userprompts.h"

#include <QCoreApplication>

namespace claimscope {

// UserPrompts with the standard Qt dialogs (QMessageBox, QFileDialog). UI thread.
class DialogPrompts : public UserPrompts
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::DialogPrompts)
public:
    SaveChoice askSaveChanges(QWidget *parent, const QString &documentName) override;
    QString askOpenFile(QWidget *parent, const QString &title, const QString &filter,
                        const QString &directory) override;
    QString askSaveFile(QWidget *parent, const QString &title, const QString &filter,
                        const QString &suggestedPath) override;
    RecoveryChoice askRecovery(QWidget *parent, const QList<RecoveryFile> &files) override;
    void showError(QWidget *parent, const QString &title, const QString &text) override;
    bool askYesNo(QWidget *parent, const QString &title, const QString &text) override;
    std::optional<int> askNumber(QWidget *parent, const QString &title, const QString &label, int value, int minimum,
                                 int maximum) override;
    OutageChoice askJudgeUnreachable(QWidget *parent, const QString &problem) override;
};

} // namespace claimscope
