#include "dialogprompts.h"

#include "ui/document/autosaver.h"

#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace claimscope {

UserPrompts::SaveChoice DialogPrompts::askSaveChanges(QWidget *parent, const QString &documentName)
{
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
    return QFileDialog::getOpenFileName(parent, title, directory, filter);
}

QString DialogPrompts::askSaveFile(QWidget *parent, const QString &title, const QString &filter,
                                   const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, title, suggestedPath, filter);
}

bool DialogPrompts::askRecover(QWidget *parent, const RecoveryFile &file)
{
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved work?"),
                    tr("Claimscope closed without saving “%1”. An autosaved copy from %2 is available.")
                        .arg(file.title, QLocale().toString(file.savedAt.toLocalTime(), QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Recover it now? If you discard it, it is deleted."));
    QPushButton *recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover;
}

void DialogPrompts::showError(QWidget *parent, const QString &title, const QString &text)
{
    // A long list of read errors: the first few in sight, all of them behind "Show Details".
    constexpr int Shown = 6;
    const QStringList lines = text.split(QLatin1Char('\n'));
    QMessageBox box(QMessageBox::Warning, title, lines.mid(0, Shown).join(QLatin1Char('\n')), QMessageBox::Ok, parent);
    if (lines.size() > Shown) {
        box.setInformativeText(tr("… and %n more (Show Details).", nullptr, int(lines.size()) - Shown));
        box.setDetailedText(text);
    }
    box.exec();
}

} // namespace claimscope
