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
};

} // namespace claimscope
