#include "mainactions.h"

#include "documentcontroller.h"

#include "metrics/registry.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

namespace claimscope {

MainActions::MainActions(QMainWindow *window, QUndoStack *undoStack)
    : QObject(window)
    , m_window(window)
{
    newProject = make(tr("&New Project"), tr("Start an empty project"), {QKeySequence::New});
    open = make(tr("&Open…"), tr("Open a project or a test-case file (JSON, JSONL, YAML)"), {QKeySequence::Open});
    importCases = make(tr("&Import Test Cases…"), tr("Add the test cases of a file to this project"),
                       {QKeySequence(Qt::CTRL | Qt::Key_I)});
    recoverWork = make(tr("Recover &Unsaved Work…"),
                       tr("List the autosaved projects that were never saved, to recover or discard them"));
    save = make(tr("&Save"), tr("Save the project"), {QKeySequence::Save});
    saveAs = make(tr("Save &As…"), tr("Save the project under a new name"),
                  {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    exportResults = make(tr("&Export Results…"), tr("Save the results as an HTML report, JSON or CSV"),
                         {QKeySequence(Qt::CTRL | Qt::Key_E)});
    quit = make(tr("&Quit"), tr("Close Claimscope"), {QKeySequence(Qt::CTRL | Qt::Key_Q)});
    undo = undoStack->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Z)});
    redo = undoStack->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    find = make(tr("&Find Test Case"), tr("Search the test cases by name"), {QKeySequence::Find});
    importLabels = make(tr("Import Human &Labels…"),
                        tr("Add human pass/fail labels from the test cases' metadata or from a CSV file"));
    labelNext = make(tr("Label &Next…"),
                     tr("Label the unlabelled results one by one with P, F and S, the most telling first (Ctrl+L)"),
                     {QKeySequence(Qt::CTRL | Qt::Key_L)});
    newConversation = make(tr("New &Conversation"), tr("Add a conversational test case"),
                           {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)});
    newSingleTurn = make(tr("New &Single-Turn Case"), tr("Add a single-turn test case (input, answer, context)"));
    duplicateCase = make(tr("&Duplicate"), tr("Copy the selected test case"), {QKeySequence(Qt::CTRL | Qt::Key_D)});
    deleteCase = make(tr("De&lete"), tr("Delete the selected test case (undo brings it back)"));
    runAll = make(tr("Run &All"), tr("Run every enabled metric on every test case (F5)"), {QKeySequence(Qt::Key_F5)});
    runAsBatch = make(tr("Run as &Batch"),
                      tr("Run every enabled metric on every test case through the provider's Batch "
                         "API: half price, answers within 24 h, resumed after the program is closed"));
    repeatRun = make(tr("&Repeat Run…"),
                     tr("Run every enabled metric on every test case several times, each time asking the judge "
                        "again, and show how far the scores spread and how often verdicts flip"));
    runCase = make(tr("Run &Selected Test Case"), tr("Run every enabled metric on the selected test case (Ctrl+F5)"),
                   {QKeySequence(Qt::CTRL | Qt::Key_F5)});
    tryLabelled = make(tr("&Try on Labelled Cases"),
                       tr("Run the labelled metrics on the labelled test cases of the tuning part and compare the "
                          "run with the baseline (Ctrl+Shift+F5)"),
                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5)});
    cancelRun = make(tr("&Cancel Run"), tr("Stop the run: requests in flight are aborted (Esc)"),
                     {QKeySequence(Qt::Key_Escape)});
    judgeSettings = make(tr("&Judge Settings…"), tr("Choose the judge: offline, or an OpenAI-compatible endpoint"),
                         {QKeySequence(Qt::CTRL | Qt::Key_Comma)});
    presentation = make(tr("&Presentation Mode"),
                        tr("Only the chat and the results, larger and in high contrast; Esc leaves (F11)"),
                        {QKeySequence(Qt::Key_F11), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    presentation->setCheckable(true);
    zoomIn = make(tr("Zoom &In"), tr("Larger type in the chat, the breakdown and the tables (Ctrl+=)"),
                  {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    zoomOut = make(tr("Zoom &Out"), tr("Smaller type (Ctrl+-)"), {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    resetZoom = make(tr("&Actual Size"), tr("The type at its normal size on this screen (Ctrl+0)"),
                     {QKeySequence(Qt::CTRL | Qt::Key_0)});
    nextSlide = make(
        tr("Next &Slide"),
        tr("While presenting: the next tab (the walk, the Summary), then the comparison of two runs (Ctrl+PgDown)"),
        {QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    previousSlide = make(tr("Pre&vious Slide"), tr("While presenting: back to the tab before (Ctrl+PgUp)"),
                         {QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    nextSlide->setEnabled(false); // until presenting
    previousSlide->setEnabled(false);
    lockLayout =
        make(tr("&Lock Layout"),
             tr("Keep the panels in place: unlocked, a panel's title drags it elsewhere or out of the window"));
    lockLayout->setCheckable(true);
    resetLayout = make(tr("R&eset Layout"), tr("Put every panel back where it starts, sized for this screen"));
    nextFailure = make(tr("&Next Stop of the Walk"),
                       tr("Show the next claim judged ✗ or ? (or failed result) with its evidence (F8)"),
                       {QKeySequence(Qt::Key_F8)});
    previousFailure = make(tr("P&revious Stop of the Walk"), tr("Show the previous stop of the walk (Shift+F8)"),
                           {QKeySequence(Qt::SHIFT | Qt::Key_F8)});
    // Their buttons on the walk say it short, beside the heading.
    nextFailure->setIconText(tr("Next Stop"));
    previousFailure->setIconText(tr("Previous Stop"));
    about = make(tr("&About Claimscope"), tr("Version, licences and the MTRAG data notice"));
    cancelRun->setEnabled(false);
}

QAction *MainActions::make(const QString &text, const QString &tip, const QList<QKeySequence> &keys)
{
    auto *action = new QAction(text, this);
    action->setShortcuts(keys);
    action->setStatusTip(tip);
    action->setToolTip(keys.isEmpty() ? tip
                                      : QStringLiteral("%1 (%2)").arg(tip.section(QStringLiteral(" ("), 0, 0),
                                                                      keys.first().toString(QKeySequence::NativeText)));
    // Shortcuts work wherever the focus is in the window, including in docks.
    action->setShortcutContext(Qt::WindowShortcut);
    m_window->addAction(action);
    return action;
}

void MainActions::buildMenus(const QList<QDockWidget *> &docks, const QList<ExampleFile> &examples)
{
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addActions({newProject, open});
    m_recent = file->addMenu(tr("Open &Recent"));
    file->addAction(importCases);
    file->addAction(recoverWork);
    file->addSeparator();
    file->addActions({save, saveAs});
    file->addSeparator();
    file->addAction(exportResults);
    file->addSeparator();
    file->addAction(quit);
    connect(file, &QMenu::aboutToShow, this, &MainActions::fileMenuAboutToShow);

    QMenu *edit = bar->addMenu(tr("&Edit"));
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addAction(find);
    edit->addSeparator();
    edit->addAction(importLabels);

    QMenu *labels = bar->addMenu(tr("&Labels"));
    labels->addActions({labelNext, importLabels});

    QMenu *cases = bar->addMenu(tr("&Test Case"));
    cases->addActions({newConversation, newSingleTurn, duplicateCase, deleteCase});

    QMenu *run = bar->addMenu(tr("&Run"));
    run->addActions({runAll, runAsBatch, repeatRun, runCase, tryLabelled});
    QMenu *metrics = run->addMenu(tr("Run &Metric"));
    for (const MetricInfo &info : MetricRegistry::all()) {
        metrics->addAction(info.displayName, this, [this, id = info.id] { Q_EMIT metricRunTriggered(id); })
            ->setStatusTip(info.description);
    }
    run->addSeparator();
    run->addActions({cancelRun});
    run->addSeparator();
    run->addAction(judgeSettings);

    QMenu *view = bar->addMenu(tr("&View"));
    for (QDockWidget *dock : docks)
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addActions({lockLayout, resetLayout});
    view->addSeparator();
    view->addActions({zoomIn, zoomOut, resetZoom});
    view->addSeparator();
    view->addActions({presentation, nextSlide, previousSlide});
    view->addSeparator();
    view->addActions({nextFailure, previousFailure});

    QMenu *help = bar->addMenu(tr("&Help"));
    QMenu *exampleMenu = help->addMenu(tr("&Examples"));
    for (int i = 0; i < examples.size(); ++i)
        exampleMenu->addAction(examples[i].title, this, [this, i] { Q_EMIT exampleTriggered(i); });
    help->addAction(about);

    // Short toolbar labels ("Undo", not "Undo Edit turn 3") so the toolbar never jumps.
    const QStyle *style = m_window->style();
    const struct {
        QAction *action;
        QStyle::StandardPixmap icon;
        QString label;
    } tools[] = {
        {newProject, QStyle::SP_FileIcon, tr("New")},
        {open, QStyle::SP_DialogOpenButton, tr("Open")},
        {save, QStyle::SP_DialogSaveButton, tr("Save")},
        {undo, QStyle::SP_ArrowBack, tr("Undo")},
        {redo, QStyle::SP_ArrowForward, tr("Redo")},
        {runAll, QStyle::SP_MediaPlay, tr("Run all")},
        {runCase, QStyle::SP_MediaSeekForward, tr("Run case")},
        {cancelRun, QStyle::SP_MediaStop, tr("Cancel")},
        {judgeSettings, QStyle::SP_ComputerIcon, tr("Judge")},
        {presentation, QStyle::SP_DesktopIcon, tr("Present")},
    };
    for (const auto &tool : tools) {
        tool.action->setIcon(style->standardIcon(tool.icon));
        tool.action->setIconText(tool.label);
    }
    undo->setToolTip(tr("Undo the last edit (Ctrl+Z)"));
    redo->setToolTip(tr("Redo (Ctrl+Shift+Z)"));

    m_toolBar = m_window->addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    m_toolBar->addActions({newProject, open, save});
    m_toolBar->addSeparator();
    m_toolBar->addActions({undo, redo});
    m_toolBar->addSeparator();
    m_toolBar->addActions({runAll, runCase, cancelRun});
    m_toolBar->addSeparator();
    m_toolBar->addActions({judgeSettings, presentation});
}

void MainActions::setRecentFiles(const QStringList &paths)
{
    m_recent->clear();
    for (const QString &path : paths) {
        QAction *action =
            m_recent->addAction(QFileInfo(path).fileName(), this, [this, path] { Q_EMIT recentFileTriggered(path); });
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    m_recent->setEnabled(!paths.isEmpty());
}

void MainActions::setRunning(bool running)
{
    cancelRun->setEnabled(running);
}

void MainActions::setPresenting(bool presenting)
{
    if (presenting == !m_normalKeys.isEmpty())
        return;
    // Presenting shows only its docks, without title buttons: the layout is its own until it ends.
    lockLayout->setEnabled(!presenting);
    resetLayout->setEnabled(!presenting);
    labelNext->setEnabled(!presenting); // no labelling while presenting
    nextSlide->setEnabled(presenting);
    previousSlide->setEnabled(presenting);
    if (!presenting) {
        for (auto it = m_normalKeys.cbegin(); it != m_normalKeys.cend(); ++it)
            it.key()->setShortcuts(it.value());
        m_normalKeys.clear();
        return;
    }
    // The first key stays the one menus and tooltips name. Esc leaves presentation mode through
    // PresentationKeys, which claims it before any window behind the slide.
    const QList<QPair<QAction *, QList<QKeySequence>>> presenterKeys{
        {cancelRun, {}},
        {nextFailure,
         nextFailure->shortcuts() + QList<QKeySequence>{Qt::Key_Space, Qt::Key_Right, Qt::Key_Down, Qt::Key_PageDown}},
        {previousFailure,
         previousFailure->shortcuts()
             + QList<QKeySequence>{Qt::Key_Backspace, Qt::Key_Left, Qt::Key_Up, Qt::Key_PageUp}},
    };
    for (const auto &[action, keys] : presenterKeys) {
        m_normalKeys.insert(action, action->shortcuts());
        action->setShortcuts(keys);
    }
}

} // namespace claimscope
