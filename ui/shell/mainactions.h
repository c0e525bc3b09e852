#pragma once

#include <QHash>
#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QStringList>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QToolBar;
class QUndoStack;

namespace claimscope {

struct ExampleFile;

// The window's actions with standard shortcuts and tooltips, and the menus and toolbar built
// from them; MainWindow connects them to the panels. UI thread.
class MainActions : public QObject
{
    Q_OBJECT
public:
    MainActions(QMainWindow *window, QUndoStack *undoStack);

    void buildMenus(const QList<QDockWidget *> &docks, const QList<ExampleFile> &examples);
    void setRecentFiles(const QStringList &paths);
    void setRunning(bool running);
    // Presenting: Esc leaves presentation mode (instead of cancelling a run) and the presenter's
    // keys walk the failures (Space, arrows, Page Up/Down as clickers send them).
    void setPresenting(bool presenting);
    QToolBar *toolBar() const { return m_toolBar; }

    QAction *newProject;
    QAction *open;
    QAction *importCases;
    QAction *recoverWork;
    QAction *save;
    QAction *saveAs;
    QAction *exportResults;
    QAction *quit;
    QAction *undo;
    QAction *redo;
    QAction *find;
    QAction *importLabels;
    QAction *labelNext;
    QAction *newConversation;
    QAction *newSingleTurn;
    QAction *duplicateCase;
    QAction *deleteCase;
    QAction *runAll;
    QAction *runAsBatch;
    QAction *repeatRun;
    QAction *runCase;
    QAction *tryLabelled;
    QAction *cancelRun;
    QAction *judgeSettings;
    QAction *presentation;
    QAction *zoomIn;
    QAction *zoomOut;
    QAction *resetZoom;
    QAction *nextSlide;
    QAction *previousSlide;
    QAction *lockLayout;
    QAction *resetLayout;
    QAction *nextFailure;
    QAction *previousFailure;
    QAction *about;

Q_SIGNALS:
    void recentFileTriggered(const QString &path);
    void exampleTriggered(int index);
    void metricRunTriggered(const QString &metricId);
    void fileMenuAboutToShow();

private:
    QAction *make(const QString &text, const QString &tip, const QList<QKeySequence> &keys = {});

    QMainWindow *m_window;
    QHash<QAction *, QList<QKeySequence>> m_normalKeys; // while presenting: the keys to restore
    QMenu *m_recent = nullptr;
    QToolBar *m_toolBar = nullptr;
};

} // namespace claimscope
