#pragma once

#include <QDateTime>
#include <QString>

namespace claimscope {

// What an earlier session left behind: an autosaved project and where it came from. A value.
struct RecoveryFile {
    QString autosavePath; // "<dir>/<session>.claimscope.json"
    QString originalPath; // the project's own file, empty for an unsaved one
    QString title;
    QDateTime savedAt;
    QString sourcePath; // ProjectDocument::sourcePath(): the file an unsaved one was opened from
    int edits = -1;     // the edits on the undo stack when it was autosaved, −1 when unknown
    QString lastEdit;   // the last of them, as Edit › Undo names it
};

} // namespace claimscope
