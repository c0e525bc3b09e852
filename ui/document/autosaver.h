#pragma once

#include <QDateTime>
#include <QFuture>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace claimscope {

class ProjectDocument;

// What an earlier session left behind: an autosaved project and where it came from.
struct RecoveryFile {
    QString autosavePath;       // "<dir>/<session>.claimscope.json"
    QString originalPath;       // the project's own file, empty for an unsaved one
    QString title;
    QDateTime savedAt;
};

// Writes a modified project every ~30 s to the autosave folder (on a pool thread), removes it
// once the project is saved or replaced, and finds what crashed sessions left there. A lock
// file, held while an autosave exists, keeps a running instance's autosave from being offered.
// UI thread.
class Autosaver : public QObject
{
    Q_OBJECT
public:
    Autosaver(ProjectDocument *document, QString directory, QObject *parent = nullptr);
    ~Autosaver() override;

    QString filePath() const { return m_filePath; }
    // Writes the project now if it changed since the last autosave; false when nothing to do.
    bool saveNow();
    // Removes this session's autosave (the project was saved, replaced or closed cleanly).
    void discard();

    // Autosaves of sessions that are no longer running, newest first.
    static QList<RecoveryFile> pending(const QString &directory);
    static void remove(const RecoveryFile &file);

Q_SIGNALS:
    void saved(const QString &path);

private:
    ProjectDocument *m_document;
    QString m_directory;
    QString m_filePath;
    QTimer *m_timer;
    std::unique_ptr<QLockFile> m_lock;
    QFuture<bool> m_write;      // the write under way, if any
    int m_savedGeneration = -1;
    int m_generation = 0;       // bumped by every change of the document
};

} // namespace claimscope
