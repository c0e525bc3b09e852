#include "dialogprompts.h"

#include "recoverydialog.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>

namespace claimscope {

namespace {

// The window a prompt came over has the keyboard again when it closes (F5, F11 …), with or
// without a window manager to hand it back: after "Save the changes first?" F5 ran nothing.
auto keyboardBackTo(QWidget *parent)
{
    return qScopeGuard([parent] {
        if (parent && parent->window()->isVisible())
            parent->window()->activateWindow();
    });
}

} // namespace

UserPrompts::SaveChoice DialogPrompts::askSaveChanges(QWidget *parent, const QString &documentName)
{
    const auto back = keyboardBackTo(parent);
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to “%1” first?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Without saving, your edits since the last save are lost."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return SaveChoice::Save;
    case QMessageBox::Discard: return SaveChoice::Discard;
    default: return SaveChoice::Cancel;
    }
}

QString DialogPrompts::askOpenFile(QWidget *parent, const QString &title, const QString &filter,
                                   const QString &directory)
{
    const auto back = keyboardBackTo(parent);
    return QFileDialog::getOpenFileName(parent, title, directory, filter);
}

QString DialogPrompts::askSaveFile(QWidget *parent, const QString &title, const QString &filter,
                                   const QString &suggestedPath)
{
    const auto back = keyboardBackTo(parent);
    return QFileDialog::getSaveFileName(parent, title, suggestedPath, filter);
}

RecoveryChoice DialogPrompts::askRecovery(QWidget *parent, const QList<RecoveryFile> &files)
{
    const auto back = keyboardBackTo(parent);
    RecoveryDialog dialog(files, parent);
    for (;;) {
        dialog.exec();
        const RecoveryChoice choice = dialog.choice();
        if (choice.action != RecoveryChoice::Action::Discard)
            return choice;
        QStringList titles;
        for (const RecoveryFile &file : choice.files)
            titles.append(QStringLiteral("“%1”").arg(file.title));
        QMessageBox box(QMessageBox::Warning, tr("Discard unsaved work?"),
                        tr("Delete the autosaved copy of %n project(s) for good?", nullptr, int(choice.files.size())),
                        QMessageBox::NoButton, parent);
        box.setInformativeText(titles.join(QLatin1Char('\n')) + QStringLiteral("\n\n")
                               + tr("Their changes were never saved to a file and cannot be brought back."));
        QPushButton *discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        box.setDefaultButton(box.addButton(QMessageBox::Cancel));
        box.exec();
        if (box.clickedButton() == discard)
            return choice;
    }
}

void DialogPrompts::showError(QWidget *parent, const QString &title, const QString &text)
{
    // A long list of read errors: the first few in sight, all of them behind "Show Details".
    constexpr int Shown = 6;
    const auto back = keyboardBackTo(parent);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QMessageBox box(QMessageBox::Warning, title, lines.mid(0, Shown).join(QLatin1Char('\n')), QMessageBox::Ok, parent);
    if (lines.size() > Shown) {
        box.setInformativeText(tr("… and %n more (Show Details).", nullptr, int(lines.size()) - Shown));
        box.setDetailedText(text);
    }
    box.exec();
}

bool DialogPrompts::askYesNo(QWidget *parent, const QString &title, const QString &text)
{
    const auto back = keyboardBackTo(parent);
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

std::optional<int> DialogPrompts::askNumber(QWidget *parent, const QString &title, const QString &label, int value,
                                            int minimum, int maximum)
{
    const auto back = keyboardBackTo(parent);
    bool ok = false;
    const int number = QInputDialog::getInt(parent, title, label, value, minimum, maximum, 1, &ok);
    return ok ? std::optional<int>(number) : std::nullopt;
}

UserPrompts::OutageChoice DialogPrompts::askJudgeUnreachable(QWidget *parent, const QString &problem)
{
    const auto back = keyboardBackTo(parent);
    QMessageBox box(QMessageBox::Warning, tr("Judge Unreachable"), problem, QMessageBox::NoButton, parent);
    box.setInformativeText(tr("The results scored so far are kept. Retry once the judge answers again, skip the "
                              "test cases not run yet (each is marked as skipped), or cancel the run."));
    QPushButton *retry = box.addButton(tr("Retry"), QMessageBox::AcceptRole);
    QPushButton *skip = box.addButton(tr("Skip the Rest"), QMessageBox::DestructiveRole);
    QPushButton *cancel = box.addButton(tr("Cancel Run"), QMessageBox::RejectRole);
    box.setDefaultButton(retry);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == retry)
        return OutageChoice::Retry;
    return box.clickedButton() == skip ? OutageChoice::SkipRest : OutageChoice::Cancel;
}

} // namespace claimscope
