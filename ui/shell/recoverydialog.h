#pragma once

#include "userprompts.h"

#include <QDialog>

class QPushButton;
class QTreeWidget;

namespace claimscope {

// Lists every autosave crashed sessions left (project, its file or what it was opened from, how
// many edits and the last, when) and lets
// the user recover one, discard some or keep them all for later. UI thread.
class RecoveryDialog : public QDialog
{
    Q_OBJECT
public:
    RecoveryDialog(const QList<RecoveryFile> &files, QWidget *parent = nullptr);

    // What the user chose; Keep when the dialog was closed.
    RecoveryChoice choice() const { return result() == Accepted ? m_choice : RecoveryChoice(); }
    QTreeWidget *list() const { return m_list; }
    QPushButton *recoverButton() const { return m_recover; }
    QPushButton *discardButton() const { return m_discard; }

private:
    // The File column: the project's file, or that it was never saved and what it was opened from.
    static QString fileText(const RecoveryFile &file);
    // The Changes column: how many edits, and the last one ("2 edits, the last: Edit Threshold").
    static QString changesText(const RecoveryFile &file);
    QList<RecoveryFile> selectedFiles() const;
    void updateButtons();
    void finish(RecoveryChoice::Action action);

    QList<RecoveryFile> m_files;
    QTreeWidget *m_list;
    QPushButton *m_recover;
    QPushButton *m_discard;
    RecoveryChoice m_choice;
};

} // namespace claimscope
