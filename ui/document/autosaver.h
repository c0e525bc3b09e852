#pragma once

#include "recoveryfile.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;

namespace claimscope {

class ProjectDocument;

// Writes a modified project every ~30 s to the autosave folder (on a pool thread), removes it
// once the project is saved or replaced, finds what crashed sessions left there and takes over
// the one recovered. A lock file, held while an autosave exists, keeps a running instance's
// autosave from being offered. UI thread.
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
    // The document now holds `file`'s project: that autosave becomes this session's (locked,
    // rewritten on changes, removed on save), so the recovered work is on disk at every moment.
    // When another instance holds it, the document is autosaved to a file of its own at once.
    void adopt(const RecoveryFile &file);

    // Autosaves of sessions that are no longer running, newest first.
    static QList<RecoveryFile> pending(const QString &directory);
    // Deletes an autosave the user discarded; false when a running session took it over meanwhile.
    static bool remove(const RecoveryFile &file);

Q_SIGNALS:
    void saved(const QString &path);

private:
    ProjectDocument *m_document;
    QString m_directory;
    QString m_filePath;
    QTimer *m_timer;
    std::unique_ptr<QLockFile> m_lock;
    QFuture<bool> m_write; // the write under way, if any
    int m_savedGeneration = -1;
    int m_generation = 0; // bumped by every change of the document
};

} // namespace claimscope
