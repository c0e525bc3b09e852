#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace claimscope {

class AppSettings;
class Autosaver;
class DocumentLoader;
class ProjectDocument;
class UserPrompts;
struct LoadOutcome;
struct RecoveryFile;

// A bundled example: its resource path and the name the menu shows.
struct ExampleFile {
    QString path; // ":/examples/hotel-concierge.json"
    QString title;
};

// The file side of the window: new, open (projects and every test-case format, read off the UI
// thread), import, examples, save / save as with the unsaved-changes prompt, recent files, and
// autosave with recovery of what a crashed session left. UI thread.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    DocumentController(ProjectDocument *document, AppSettings *settings, UserPrompts *prompts,
                       const QString &autosaveDirectory, QWidget *window);

    static QList<ExampleFile> examples();
    static QString openFilter();

    void newProject();
    void open();                        // asks for a file
    void openPath(const QString &path); // a project, or test cases as a new project
    void openExample(const ExampleFile &example);
    void import();                        // asks for a file
    void importPath(const QString &path); // appends its test cases (undoable)
    bool save();
    bool saveAs();
    // Before the project is replaced or the window closes: false when the user cancelled.
    bool maybeSave();
    // Lists every autosave crashed sessions left, to recover one, discard some or keep them for
    // later; shown again after a discard or a failed recovery. True when one was recovered.
    bool offerRecovery();
    bool hasRecoverableWork() const;
    void closing();

    QStringList recentFiles() const;
    Autosaver *autosaver() const { return m_autosaver; }

Q_SIGNALS:
    void statusMessage(const QString &message);
    void recentFilesChanged();
    // A file was read and shown (opened or imported); `ok` false when it was rejected.
    void fileLoaded(const QString &path, bool ok);

private:
    void loaded(const LoadOutcome &outcome);
    bool writeTo(const QString &path);
    bool recover(const RecoveryFile &file);

    ProjectDocument *m_document;
    AppSettings *m_settings;
    UserPrompts *m_prompts;
    QWidget *m_window;
    DocumentLoader *m_loader;
    Autosaver *m_autosaver;
    QString m_autosaveDirectory;
    QString m_pendingTitle; // the example being opened
};

} // namespace claimscope
