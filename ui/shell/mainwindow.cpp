#include "mainwindow.h"

#include "aboutdialog.h"
#include "documentcontroller.h"
#include "mainactions.h"
#include "metrics/engine/runplan.h"
#include "metrics/registry.h"
#include "model/turnlocator.h"
#include "model/urlcredentials.h"
#include "presentationkeys.h"
#include "presentationmode.h"
#include "presentationslides.h"
#include "results/breakdownmodel.h"
#include "results/failurewalk.h"
#include "results/reportsetup.h"
#include "results/resultbasis.h"
#include "results/resultshub.h"
#include "results/runscope.h"
#include "resultsexporter.h"
#include "testcaselistpanel.h"
#include "typescale.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/charts/chartsview.h"
#include "ui/document/projectdocument.h"
#include "ui/editor/caseeditor.h"
#include "ui/labels/labelnextdialog.h"
#include "ui/metrics/metricspanel.h"
#include "ui/results/breakdownview.h"
#include "ui/results/calllogview.h"
#include "ui/results/resultsview.h"
#include "ui/run/judgeoutageprompt.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runstatuswidget.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/labelledtry.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/runspanel.h"
#include "ui/settings/apikeystore.h"
#include "ui/settings/appsettings.h"
#include "ui/settings/judgepanel.h"
#include "ui/settings/judgesettingsdialog.h"
#include "ui/summary/summaryview.h"
#include "ui/templates/placeholderhighlighter.h"
#include "ui/templates/templateeditor.h"
#include "ui/walk/failurewalkpanel.h"
#include "ui/widgets/wrappingstatusbar.h"
#include "userprompts.h"
#include "walkroomfitter.h"
#include "windowlayout.h"
#include "windowshortcutfilter.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMimeData>
#include <QStatusBar>
#include <QTreeView>
#include <QUndoStack>

#include <utility>

namespace claimscope {

MainWindow::MainWindow(AppSettings *settings, UserPrompts *prompts, const QString &autosaveDirectory, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_prompts(prompts)
    , m_document(new ProjectDocument(this))
    , m_documents(new DocumentController(m_document, settings, prompts, autosaveDirectory, this))
    , m_keys(new ApiKeyStore(this))
    , m_runs(new RunController(m_document, settings, m_keys, this))
    , m_caseList(new TestCaseListPanel(m_document, this))
    , m_editor(new CaseEditor(m_document, this))
    , m_metrics(new MetricsPanel(m_document, this))
    , m_templates(new TemplateEditor(m_document, prompts, this))
    , m_runStatus(new RunStatusWidget(this))
    , m_judgeLabel(new QLabel(this))
    , m_judgePanel(new JudgePanel(m_document, settings, this))
    , m_actions(new MainActions(this, m_document->undoStack()))
    , m_results(new ResultsHub(this))
    , m_resultsView(new ResultsView(m_results, this))
    , m_exporter(new ResultsExporter(m_results, prompts, this))
    , m_agreement(new AgreementView(m_results, this))
    , m_keeper(new RunKeeper(m_document, m_runs, this))
    , m_runsPanel(new RunsPanel(m_keeper, this))
    , m_try(new LabelledTry(m_document, m_runs, m_keeper, this))
    , m_walk(new FailureWalk(m_results, this))
    , m_walkPanel(new FailureWalkPanel(m_walk, m_actions->nextFailure, m_actions->previousFailure, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    // The test-case list gets the full height; the results span the editor and the metrics,
    // wide enough for every column of the table.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    setCentralWidget(m_editor);
    addDock(Dock::TestCases, tr("Test cases"), m_caseList, Qt::LeftDockWidgetArea);
    QDockWidget *metrics = addDock(Dock::Metrics, tr("Metrics"), m_metrics, Qt::RightDockWidgetArea);
    tabifyDockWidget(metrics, addDock(Dock::Judge, tr("Judge"), m_judgePanel, Qt::RightDockWidgetArea));
    QDockWidget *results = addDock(Dock::Results, tr("Results"), m_resultsView, Qt::BottomDockWidgetArea);
    // The walk through the results' failures, the tab beside them (presenting pages the tabs in order).
    QDockWidget *failures = addDock(Dock::Failures, tr("Walk"), m_walkPanel, Qt::BottomDockWidgetArea);
    tabifyDockWidget(results, failures);
    failures->hide(); // until a walk starts (or presentation mode shows it)
    // The template editor and its prompt preview want height and width: they share the results'
    // room, a tab away from them, rather than the narrow column of the metrics. Its text boxes
    // take the height there is (in a scroll area they would take what they like and scroll away).
    tabifyDockWidget(results, addDock(Dock::Templates, tr("Templates"), m_templates, Qt::BottomDockWidgetArea));
    auto *summary = new SummaryView(m_results, this);
    tabifyDockWidget(results, addDock(Dock::Summary, tr("Summary"), summary, Qt::BottomDockWidgetArea));
    connect(
        summary, &SummaryView::showResults, this,
        [this, results](const QString &metricId, std::optional<ResultsModel::Status> status, std::optional<int> bin) {
            m_resultsView->showOnly(metricId, status, bin);
            results->raise();
        });
    tabifyDockWidget(results, addDock(Dock::Agreement, tr("Agreement"), m_agreement, Qt::BottomDockWidgetArea));
    tabifyDockWidget(results,
                     addDock(Dock::Charts, tr("Charts"), new ChartsView(m_results, this), Qt::BottomDockWidgetArea));
    tabifyDockWidget(
        results, addDock(Dock::CallLog, tr("Judge calls"), new CallLogView(m_results, this), Qt::BottomDockWidgetArea));
    tabifyDockWidget(results, addDock(Dock::Runs, tr("Runs"), m_runsPanel, Qt::BottomDockWidgetArea));
    metrics->raise();
    results->raise();

    m_actions->buildMenus(m_docks, DocumentController::examples());
    WindowShortcutFilter::install(this);
    m_actions->setRecentFiles(m_documents->recentFiles());
    m_type = new TypeScale(this, settings);
    // The comparison and Summary slides must read too while they are the one on screen.
    m_type->setReadableCheck([this, summary] {
        const bool presenting = m_presentation && m_presentation->isActive();
        const bool comparisonShown = presenting && m_comparison && m_comparison->isVisible();
        const bool summaryShown = presenting && !comparisonShown && m_slides->current() == dock(Dock::Summary);
        return m_resultsView->showsRowsReadably() && (!comparisonShown || m_comparison->readsWhole())
            && (!summaryShown || summary->showsCardsWhole());
    });
    m_type->setWholeCheck([this] { return m_resultsView->showsEveryRowWhole(); });
    QDockWidget *summaryDock = dock(Dock::Summary);
    m_presentation = new PresentationMode(this, m_type, {results, failures, summaryDock});
    m_slides = new PresentationSlides(
        this, {results, failures, summaryDock}, [this] { return m_comparison.data(); }, this);
    m_walkRoom = new WalkRoomFitter(this, failures, m_walkPanel, m_presentation, m_slides);
    connect(m_presentation, &PresentationMode::starting, summary, [summary] { summary->setPresenting(true); });
    connect(m_presentation, &PresentationMode::activeChanged, summary, [summary](bool active) {
        if (!active)
            summary->setPresenting(false);
    });
    // A message (file opened, export written) takes the run's line while it shows, then gives it
    // back: the two never share the line, each cut short. A long message wraps rather than
    // running under the judge's name.
    setStatusBar(new WrappingStatusBar(this));
    statusBar()->addWidget(m_runStatus, 1);
    m_presentation->hideWhilePresenting(m_runStatus); // the room reads the results, not the run's summary
    m_presentationKeys = new PresentationKeys(
        this, [this] { return m_comparison.data(); }, this);
    connect(m_presentation, &PresentationMode::activeChanged, m_presentationKeys, &PresentationKeys::setActive);
    connect(m_presentationKeys, &PresentationKeys::leaveRequested, this,
            [this] { m_actions->presentation->setChecked(false); });
    m_slidePosition = new QLabel(this);
    m_slidePosition->setObjectName(QStringLiteral("slidePosition"));
    m_slidePosition->hide();
    m_slidePosition->setContentsMargins(0, 0, m_slidePosition->fontMetrics().averageCharWidth() * 3, 0);
    statusBar()->addPermanentWidget(m_slidePosition);
    connect(m_slides, &PresentationSlides::changed, this, [this] {
        if (!m_presentation->isActive())
            return;
        m_slidePosition->setText(m_slides->positionText());
        if (m_comparison)
            m_comparison->showSlidePosition(m_slides->positionText());
    });
    // A message (where the zoom stopped) takes the slide's place while it shows: beside it, it
    // was squeezed to a word a line.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        m_slidePosition->setVisible(m_presentation->isActive() && message.isEmpty());
    });
    statusBar()->addPermanentWidget(m_judgeLabel);

    wireDocument();
    wireRuns();
    wireResults();
    wireExperiments();
    wireLabels();
    wireFailureWalk();
    connect(m_actions->judgeSettings, &QAction::triggered, this, &MainWindow::openJudgeSettings);
    connect(m_judgePanel, &JudgePanel::editRequested, this, &MainWindow::openJudgeSettings);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->presentation, &QAction::toggled, m_presentation, &PresentationMode::setActive);
    connect(m_actions->zoomIn, &QAction::triggered, m_type, &TypeScale::zoomIn);
    connect(m_actions->zoomOut, &QAction::triggered, m_type, &TypeScale::zoomOut);
    connect(m_actions->resetZoom, &QAction::triggered, m_type, &TypeScale::resetZoom);
    // "The largest type" no longer holds, and its two lines would keep the bar tall.
    connect(m_actions->resetZoom, &QAction::triggered, statusBar(), &QStatusBar::clearMessage);
    connect(m_actions->resetZoom, &QAction::triggered, this, [this] {
        if (m_comparison)
            m_comparison->showMessage(QString());
    });
    connect(m_type, &TypeScale::largestReached, this, [this](const QString &message) {
        statusBar()->showMessage(message, 8000);
        if (m_comparison && m_comparison->isVisible())
            m_comparison->showMessage(message); // the slide on screen has no status bar of its own
    });
    connect(m_actions->nextSlide, &QAction::triggered, m_slides, &PresentationSlides::next);
    connect(m_actions->previousSlide, &QAction::triggered, m_slides, &PresentationSlides::previous);
    // The results enter presenting before the docks change, and leave it once they are back (as
    // presenting ends), so their splits come back as the person left them.
    connect(m_presentation, &PresentationMode::starting, m_resultsView, [this] { m_resultsView->setPresenting(true); });
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool active) {
        if (!active)
            m_resultsView->setPresenting(false); // its filters back before the selection is
        keepSelectionWhilePresenting(active);
        statusBar()->clearMessage(); // a message sized for the old font would run into the run status
        // The walk marks other evidence, maybe in other test cases: leaving gives back what was marked.
        if (active) {
            m_caseBeforePresenting = m_caseList->currentCase();
            m_markBeforePresenting = m_editor->mark();
            m_walk->reset(); // every presentation walks from the first stop
        } else {
            m_caseList->selectCase(m_caseBeforePresenting);
            m_editor->restoreMark(m_markBeforePresenting);
        }
        if (m_comparison)
            m_comparison->setPresenting(active);
        if (active)
            m_slides->start();
        else
            m_slides->stop();
        m_slidePosition->setVisible(active && statusBar()->currentMessage().isEmpty());
        m_slidePosition->setText(m_slides->positionText());
        m_actions->presentation->setChecked(active);
        m_actions->setPresenting(active);
        m_editor->setEditable(!active);
        m_templates->highlighter()->setHighContrast(active);
    });

    m_layout = new WindowLayout(this, settings);
    m_layout->restore();
    m_actions->lockLayout->setChecked(m_layout->isLocked());
    connect(m_actions->lockLayout, &QAction::toggled, m_layout, &WindowLayout::setLocked);
    connect(m_actions->resetLayout, &QAction::triggered, m_layout, &WindowLayout::reset);
    updateTitle();
    updateJudgeLabel();
}

MainWindow::~MainWindow()
{
    delete m_type; // the normal type back, while every widget is whole
    // The docks go first: one out of the window closes its own window as it goes, and its views
    // must still find their models (the results hub's, which goes with the other children).
    qDeleteAll(m_docks);
}

QDockWidget *MainWindow::addDock(Dock which, const QString &title, QWidget *content, Qt::DockWidgetArea area)
{
    static const char *const names[] = {"testCasesDock", "metricsDock", "templatesDock", "judgeDock",
                                        "resultsDock",   "summaryDock", "agreementDock", "chartsDock",
                                        "callLogDock",   "runsDock",    "failuresDock"};
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(QLatin1String(names[int(which)]));
    dock->setWidget(content); // what it allows the layout decides (WindowLayout::setLocked)
    addDockWidget(area, dock);
    // Kept by kind, whatever the order the docks are made in.
    if (m_docks.size() <= int(which))
        m_docks.resize(int(which) + 1);
    m_docks[int(which)] = dock;
    return dock;
}

QDockWidget *MainWindow::dock(Dock which) const
{
    return m_docks.value(int(which));
}

ComparisonView *MainWindow::comparison() const
{
    return m_comparison;
}

JudgeSettingsDialog *MainWindow::judgeDialog() const
{
    return m_judgeDialog;
}

LabelsImportDialog *MainWindow::labelsDialog() const
{
    return m_labelsDialog;
}

void MainWindow::wireDocument()
{
    DocumentController *documents = m_documents;
    connect(m_actions->newProject, &QAction::triggered, documents, &DocumentController::newProject);
    connect(m_actions->open, &QAction::triggered, documents, &DocumentController::open);
    connect(m_actions->importCases, &QAction::triggered, documents, &DocumentController::import);
    connect(m_actions->save, &QAction::triggered, documents, &DocumentController::save);
    connect(m_actions->saveAs, &QAction::triggered, documents, &DocumentController::saveAs);
    connect(m_actions->recoverWork, &QAction::triggered, documents, &DocumentController::offerRecovery);
    connect(m_actions, &MainActions::fileMenuAboutToShow, this,
            [this] { m_actions->recoverWork->setEnabled(m_documents->hasRecoverableWork()); });
    connect(m_actions, &MainActions::recentFileTriggered, documents, &DocumentController::openPath);
    connect(m_actions, &MainActions::exampleTriggered, documents,
            [documents](int index) { documents->openExample(DocumentController::examples().at(index)); });
    connect(documents, &DocumentController::recentFilesChanged, this,
            [this] { m_actions->setRecentFiles(m_documents->recentFiles()); });
    connect(documents, &DocumentController::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_actions->find, &QAction::triggered, m_caseList, &TestCaseListPanel::focusSearch);
    connect(m_actions->newConversation, &QAction::triggered, m_caseList, &TestCaseListPanel::newConversation);
    connect(m_actions->newSingleTurn, &QAction::triggered, m_caseList, &TestCaseListPanel::newSingleTurn);
    connect(m_actions->duplicateCase, &QAction::triggered, m_caseList, &TestCaseListPanel::duplicateCurrent);
    connect(m_actions->deleteCase, &QAction::triggered, m_caseList, &TestCaseListPanel::deleteCurrent);
    connect(m_caseList, &TestCaseListPanel::currentCaseChanged, this, [this](int index) {
        m_editor->setCurrentCase(index);
        m_templates->setCurrentCase(index);
        m_metrics->setCurrentCase(index >= 0 ? &m_document->testCase(index) : nullptr);
    });
    connect(m_document, &ProjectDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::projectReset, this, &MainWindow::showNewDocument);
    connect(m_document, &ProjectDocument::settingsChanged, this, &MainWindow::updateJudgeLabel);
}

void MainWindow::wireRuns()
{
    connect(m_actions->runAll, &QAction::triggered, m_runs, &RunController::runAll);
    connect(m_actions->runAsBatch, &QAction::triggered, m_runs, &RunController::runAllAsBatch);
    connect(m_actions->repeatRun, &QAction::triggered, this, &MainWindow::repeatRun);
    // A batch of this project still at the provider is offered once the project is shown.
    connect(m_documents, &DocumentController::fileLoaded, this, [this](const QString &, bool ok) {
        if (ok)
            QMetaObject::invokeMethod(this, &MainWindow::offerBatchResume, Qt::QueuedConnection);
    });
    connect(m_actions->runCase, &QAction::triggered, this, [this] { m_runs->runCase(m_caseList->currentCase()); });
    connect(m_actions->cancelRun, &QAction::triggered, m_runs, &RunController::cancel);
    connect(m_actions, &MainActions::metricRunTriggered, m_runs, &RunController::runMetric);
    connect(m_metrics, &MetricsPanel::runMetricRequested, m_runs, &RunController::runMetric);
    connect(m_runStatus, &RunStatusWidget::cancelRequested, m_runs, &RunController::cancel);
    connect(m_runs, &RunController::runningChanged, m_actions, &MainActions::setRunning);
    connect(m_runs, &RunController::runStarted, m_runStatus, &RunStatusWidget::runStarted);
    connect(m_runs, &RunController::runStarted, m_agreement, &AgreementView::leaveShareBox);
    connect(m_runs->engine(), &EngineHost::progressed, m_runStatus, &RunStatusWidget::showProgress);
    new JudgeOutagePrompt(m_runs, m_prompts, this); // a judge gone mid-run: retry, skip the rest or cancel
    // Its status line (the cause, the endpoint) gets the room of a passing message.
    connect(m_runs->engine(), &EngineHost::judgeUnreachable, statusBar(), &QStatusBar::clearMessage);
    connect(m_runs, &RunController::runFinished, m_runStatus, &RunStatusWidget::runFinished);
    connect(m_runs, &RunController::runNote, this,
            [this](const QString &note) { statusBar()->showMessage(note, 8000); });
    connect(m_runs, &RunController::runRefused, this, [this](const QString &reason) {
        // Invalid params are explained on their metric's card: bring it into view.
        if (const QString invalid = m_metrics->firstInvalidMetric(); !invalid.isEmpty()) {
            dock(Dock::Metrics)->raise();
            m_metrics->showMetric(invalid);
        }
        m_prompts->showError(this, tr("Nothing was run"), reason);
    });
}

void MainWindow::wireResults()
{
    m_templates->setResults(m_results);
    connect(m_runs, &RunController::runStarted, m_results, [this](quint64 runId, const RunRequest &request) {
        m_results->runStarted(runId, ResultBasis::of(request), RunScope::of(request));
        m_exporter->setRunSetup(ReportSetup::of(request));
    });
    // Params and templates a re-score cannot follow mark the results they change out of date.
    const auto syncBasis = [this] { m_results->setCurrentBasis(ResultBasis::of(m_runs->settingsRequest())); };
    connect(m_document, &ProjectDocument::settingsChanged, m_results, syncBasis);
    connect(m_document, &ProjectDocument::projectReset, m_results, syncBasis);
    connect(m_runs->engine(), &EngineHost::resultReady, m_results, &ResultsHub::addResult);
    connect(m_runs->engine(), &EngineHost::callRecorded, m_results, &ResultsHub::addCall);
    connect(m_runs, &RunController::runFinished, m_results, &ResultsHub::runFinished);
    // Thresholds, strict mode and label thresholds re-score at once, with no request.
    connect(m_metrics, &MetricsPanel::paramsChanged, m_results, &ResultsHub::rescore);
    connect(m_results, &ResultsHub::rerunNeeded, this, [this](const QString &metricId) {
        const MetricInfo *info = MetricRegistry::find(metricId);
        statusBar()->showMessage(tr("%1 needs a run to show its score without strict mode: press F5 "
                                    "(unchanged steps come from the cache).")
                                     .arg(info ? info->displayName : metricId),
                                 10000);
    });
    // The chat shows the test case of the selected result.
    connect(m_results, &ResultsHub::currentResultChanged, this, [this](int testCaseIndex) {
        if (testCaseIndex >= 0 && testCaseIndex < m_document->caseCount())
            m_caseList->selectCase(testCaseIndex);
    });
    // The breakdown shows the hub's selected result: the evidence is that result's.
    connect(m_resultsView, &ResultsView::turnActivated, this,
            [this](int testCaseIndex, int turnIndex, const QString &evidence) {
                showEvidence(testCaseIndex, turnIndex, evidence, m_results->breakdownModel()->result().metricId);
            });
    // A run replaced the shown result: its evidence is marked again, unless the person has moved
    // the chat to another test case since (clicked in the test-case list).
    connect(m_resultsView, &ResultsView::turnReselected, this,
            [this](int testCaseIndex, int turnIndex, const QString &evidence) {
                if (m_caseList->currentCase() == testCaseIndex)
                    showEvidence(testCaseIndex, turnIndex, evidence, m_results->breakdownModel()->result().metricId);
            });
    connect(m_actions->exportResults, &QAction::triggered, m_exporter, &ResultsExporter::exportResults);
    connect(m_exporter, &ResultsExporter::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    // The hub names test cases in the log and traces claims to turns: keep it current.
    const auto syncCases = [this] { m_results->setTestCases(m_document->cases()); };
    connect(m_document, &ProjectDocument::projectReset, m_results, syncCases);
    connect(m_document, &ProjectDocument::caseChanged, m_results, syncCases);
    connect(m_document, &ProjectDocument::casesInserted, m_results, syncCases);
    connect(m_document, &ProjectDocument::casesRemoved, m_results, syncCases);
    connect(m_document, &ProjectDocument::projectReset, m_results, &ResultsHub::clear);
    // A note that a turn was edited since the result is no longer true once the text changes
    // again (an undo back to the computed text), another file opens or a run reads it anew.
    connect(m_document, &ProjectDocument::caseChanged, this, &MainWindow::dropEditedTurnNote);
    connect(m_document, &ProjectDocument::casesRemoved, this, &MainWindow::dropEditedTurnNote);
    connect(m_document, &ProjectDocument::projectReset, this, &MainWindow::dropEditedTurnNote);
    connect(m_runs, &RunController::runFinished, this, &MainWindow::dropEditedTurnNote);
}

void MainWindow::wireExperiments()
{
    connect(m_keeper, &RunKeeper::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    // Results name their run by the number the Runs dock shows, once it is kept.
    connect(m_keeper, &RunKeeper::kept, this, [this](qint64 id, quint64 engineRunId) {
        m_results->resultsModel()->noteKept(engineRunId, id);
        m_agreement->refresh(); // its notes name runs: by this number from now on
    });
    connect(m_keeper, &RunKeeper::compared, this, [this](const RunPair &pair) {
        if (!m_comparison) {
            m_comparison = new ComparisonView(m_prompts, this);
            m_comparison->setAttribute(Qt::WA_DeleteOnClose);
            connect(m_comparison, &ComparisonView::keepAsBaselineRequested, m_keeper, &RunKeeper::keepAsBaseline);
            connect(m_comparison, &ComparisonView::heldOutRunRequested, m_try, &LabelledTry::startHeldOut);
            connect(m_try, &LabelledTry::heldOutNotStarted, m_comparison, &ComparisonView::offerHeldOutAgain);
            // A slide itself: presenting starts, pages and zooms from it too. The next try starts from
            // it as well: the tweaker reads the verdict, edits, and tries again without a click back.
            m_comparison->addActions({m_actions->presentation, m_actions->nextSlide, m_actions->previousSlide,
                                      m_actions->zoomIn, m_actions->zoomOut, m_actions->resetZoom,
                                      m_actions->tryLabelled});
        }
        m_comparison->setCaseTitles(m_results->caseTitles());
        m_comparison->setPresenting(m_presentation->isActive());
        if (!m_tryRunning.isEmpty() && statusBar()->currentMessage() == std::exchange(m_tryRunning, QString()))
            statusBar()->clearMessage(); // what was running is done: its comparison is here
        m_comparison->setPair(pair);
        m_comparison->show();
        m_comparison->raise();
        m_comparison->activateWindow(); // the keyboard goes with it: Esc closes it at once
    });
    // Keep as Baseline (the comparison's or the Runs dock's) says what it did, and the comparison shows it.
    connect(m_keeper, &RunKeeper::madeBaseline, this, [this](qint64 id, const QString &datasetName) {
        const QString text = datasetName.isEmpty()
            ? tr("Run #%1 is now the baseline of its dataset: the next tries are compared with it.").arg(id)
            : tr("Run #%1 is now the baseline of %2: the next tries are compared with it.").arg(id).arg(datasetName);
        statusBar()->showMessage(text, 15000);
        if (m_comparison)
            m_comparison->showBaseline(id, text);
    });
    connect(m_actions->tryLabelled, &QAction::triggered, m_try, &LabelledTry::start);
    m_templates->addTryButton(m_actions->tryLabelled);
    const auto showTryScope = [this](const QString &scope) {
        m_templates->setTryScope(scope);
        QAction *action = m_actions->tryLabelled;
        action->setStatusTip(tr("%1 Then compares the run with the baseline.").arg(scope));
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(action->statusTip(), action->shortcut().toString(QKeySequence::NativeText)));
    };
    connect(m_try, &LabelledTry::scopeChanged, this, showTryScope);
    showTryScope(m_try->scopeText());
    connect(m_try, &LabelledTry::message, this, [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    // "Running the held-out cases …" stays while they run, and goes when their comparison opens.
    connect(m_try, &LabelledTry::running, this, [this](const QString &text) {
        m_tryRunning = text;
        statusBar()->showMessage(text);
    });
    // A kept run's results go back into the results, breakdown and charts.
    connect(m_runsPanel, &RunsPanel::openRequested, m_keeper,
            [this](qint64 id) { m_keeper->load(id, m_results->resultsModel()->spool()); });
    connect(m_keeper, &RunKeeper::loaded, this, [this](const OpenedRun &opened) {
        const StoredRun &run = opened.run;
        m_exporter->setRunSetup(run.snapshot.reportSetup());
        m_results->showKeptRun(ResultsModel::KeptRunBase + quint64(run.info.id), opened.results, opened.spool);
        dock(Dock::Results)->raise();
        statusBar()->showMessage(tr("Showing kept run #%1 \"%2\".").arg(run.info.id).arg(run.info.name), 8000);
    });
}

void MainWindow::wireLabels()
{
    // The project's labels are shown beside the judge's verdicts and kept with every run.
    const auto syncLabels = [this] {
        m_results->resultsModel()->setHumanLabels(m_document->labels());
        m_results->setClaimLabels(m_document->claimLabels());
        m_keeper->setLabels(m_document->labels().toJson());
        m_keeper->setClaimLabels(m_document->claimLabels().toJson());
        QHash<QString, bool> penalize;
        const RunPlan plan = RunPlan::of(m_runs->settingsRequest());
        for (auto it = plan.params.begin(); it != plan.params.end(); ++it)
            penalize.insert(it.key(), it.value().value(QStringLiteral("penalize_ambiguous_claims")).toBool());
        m_agreement->setClaimLabels(m_document->claimLabels(), penalize);
    };
    connect(m_document, &ProjectDocument::labelsChanged, this, syncLabels);
    connect(m_document, &ProjectDocument::settingsChanged, this, syncLabels);
    connect(m_document, &ProjectDocument::projectReset, this, syncLabels);
    connect(m_resultsView, &ResultsView::claimVerdictRequested, m_document, &ProjectDocument::setClaimVerdict);
    connect(m_resultsView, &ResultsView::humanLabelRequested, this,
            [this](const QString &testCase, const QString &metricId, std::optional<bool> pass) {
                // A label given by hand keeps what the label there rated (the last answer, …).
                const std::optional<HumanLabel> before = m_document->labels().find(testCase, metricId);
                const int exchange = before ? before->exchange : HumanLabel::WholeCase;
                m_document->setLabel(testCase, metricId,
                                     pass ? std::optional<HumanLabel>(HumanLabel{*pass, std::nullopt, exchange})
                                          : std::nullopt);
            });
    connect(m_actions->importLabels, &QAction::triggered, this, &MainWindow::openLabelsImport);
    // Label Next labels through the same undoable edit; Ctrl+Z works while it holds the keyboard.
    m_labelNext = new LabelNextDialog(m_results, this);
    m_labelNext->addActions({m_actions->undo, m_actions->redo});
    connect(m_actions->labelNext, &QAction::triggered, this, &MainWindow::openLabelNext);
    connect(m_labelNext, &LabelNextDialog::labelRequested, this,
            [this](const QString &testCase, const QString &metricId, bool pass) {
                m_document->setLabel(testCase, metricId, HumanLabel{pass, std::nullopt});
            });
    connect(m_labelNext, &LabelNextDialog::resultShown, m_results, &ResultsHub::selectResult);
    // The hub has taken in the last results when a run starts: they are the run before.
    connect(m_runs, &RunController::runStarted, m_labelNext, &LabelNextDialog::keepResultsBeforeRun);
    connect(m_document, &ProjectDocument::projectReset, m_labelNext, &LabelNextDialog::forgetDocument);
    // No labelling while presenting: a stray key in front of a room labels nothing.
    connect(m_presentation, &PresentationMode::activeChanged, m_labelNext, [this](bool active) {
        if (active)
            m_labelNext->hide();
    });
    connect(m_document, &ProjectDocument::labelsChanged, m_labelNext, [this] {
        if (m_labelNext->isVisible())
            m_labelNext->refresh();
    });
    // The agreement view's one-click threshold is an ordinary, undoable metric edit.
    connect(m_agreement, &AgreementView::thresholdRequested, this, [this](const QString &metricId, double threshold) {
        MetricSelection selection = m_document->metric(metricId);
        selection.params.insert(QStringLiteral("threshold"), threshold);
        const MetricInfo *info = MetricRegistry::find(metricId);
        m_document->editMetric(
            selection,
            tr("Use threshold %1 for %2").arg(thresholdText(threshold), info ? info->displayName : metricId));
    });
    // The share of labelled test cases tuned on is a project setting, undoable like the others.
    connect(m_agreement, &AgreementView::tuningShareRequested, this, [this](double share) {
        ProjectSettings settings = m_document->settings();
        settings.tuningShare = share;
        m_document->editSettings(
            settings, tr("Tune on %1 % of the labelled test cases").arg(QString::number(std::lround(share * 100))),
            QStringLiteral("tuning_share"));
    });
    const auto syncTuningShare = [this] { m_agreement->setTuningShare(m_document->settings().tuningShare); };
    connect(m_document, &ProjectDocument::settingsChanged, m_agreement, syncTuningShare);
    connect(m_document, &ProjectDocument::projectReset, m_agreement, syncTuningShare);
    syncTuningShare();
    connect(m_agreement, &AgreementView::resultRequested, this, [this](int testCaseIndex, const QString &metricId) {
        m_resultsView->showOnly(metricId, std::nullopt);
        m_results->selectResult(testCaseIndex, metricId);
        dock(Dock::Results)->raise();
    });
}

void MainWindow::openLabelsImport()
{
    if (m_labelsDialog) {
        m_labelsDialog->raise();
        return;
    }
    m_labelsDialog = new LabelsImportDialog(m_document->cases(), m_prompts, this);
    m_labelsDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_labelsDialog, &QDialog::accepted, this, [this] {
        HumanLabels merged = m_document->labels();
        merged.merge(m_labelsDialog->labels());
        m_document->editLabels(merged, tr("Import %n human label(s)", nullptr, m_labelsDialog->labels().size()));
        statusBar()->showMessage(
            tr("Imported %n human label(s); undo takes them back.", nullptr, m_labelsDialog->labels().size()), 8000);
    });
    // The keyboard back to the window however the dialog closed, with or without a window
    // manager to hand it back: the F5 that follows an import ran nothing.
    connect(m_labelsDialog, &QDialog::finished, this, [this] {
        if (isVisible())
            activateWindow();
    });
    m_labelsDialog->open();
}

void MainWindow::openLabelNext()
{
    // Over the metric cards (or the window's top right third): the case list, the chat, the
    // results and the breakdown stay in view.
    const QDockWidget *metrics = dock(Dock::Metrics);
    const QRect area = metrics->isVisible()
        ? QRect(metrics->mapToGlobal(QPoint(0, 0)), metrics->size())
        : QRect(mapToGlobal(QPoint(width() * 2 / 3, 0)), QSize(width() / 3, height() / 3));
    m_labelNext->start(area, m_agreement->currentMetric()); // the metric the person tunes on
}

void MainWindow::wireFailureWalk()
{
    m_walk->setFailedResultsOnly(m_settings->walkFailedResultsOnly());
    connect(m_walkPanel->failedResultsOnly(), &QCheckBox::toggled, this, [this](bool only) {
        m_settings->setWalkFailedResultsOnly(only);
        if (m_walk->current())
            showCurrentFailure(); // the walk stayed on its stop, or moved to a neighbour
    });
    connect(m_actions->nextFailure, &QAction::triggered, this, [this] {
        if (pageSummarySlide(true) || pageComparisonSlide(true))
            return;
        // A clicker's forward on the Results slide brings the walk's slide where the walk is
        // (its introduction at first): a stop the room has not seen is never skipped.
        if (!onResultsSlide())
            m_walk->next();
        showCurrentFailure();
    });
    connect(m_actions->previousFailure, &QAction::triggered, this, [this] {
        if (pageSummarySlide(false) || pageComparisonSlide(false) || onResultsSlide())
            return; // nothing comes before the Results slide
        m_walk->previous();
        showCurrentFailure();
    });
}

bool MainWindow::onResultsSlide() const
{
    return m_presentation->isActive() && m_slides->current() == dock(Dock::Results);
}

bool MainWindow::pageSummarySlide(bool forward)
{
    QDockWidget *summaryDock = dock(Dock::Summary);
    if (!m_presentation->isActive() || m_slides->current() != summaryDock)
        return false;
    auto *summary = static_cast<SummaryView *>(summaryDock->widget());
    if (forward)
        summary->showNextCards();
    else
        summary->showPreviousCards();
    return true;
}

bool MainWindow::pageComparisonSlide(bool forward)
{
    if (!m_presentation->isActive() || !m_comparison || m_slides->current() != m_comparison)
        return false;
    m_comparison->raise();
    m_comparison->activateWindow(); // its next keys its own
    m_comparison->stepCase(forward ? 1 : -1);
    return true;
}

void MainWindow::keepSelectionWhilePresenting(bool presenting)
{
    const QTreeView *tree = m_resultsView->breakdown()->tree();
    if (presenting) {
        const QModelIndex item = tree->currentIndex();
        m_selectedBeforePresenting = {m_results->currentTestCase(), m_results->currentMetric(),
                                      item.isValid() ? item.data(BreakdownModel::WindowIndexRole).toInt() : -1,
                                      item.isValid() ? item.data(BreakdownModel::ItemIndexRole).toInt() : -1};
        return;
    }
    const SelectedItem before = std::exchange(m_selectedBeforePresenting, {});
    if (before.testCaseIndex < 0 || m_results->resultsModel()->rowOf(before.testCaseIndex, before.metricId) < 0)
        return;
    m_results->selectResult(before.testCaseIndex, before.metricId);
    if (before.item >= 0)
        m_resultsView->breakdown()->selectItem(before.window, before.item);
}

void MainWindow::showCurrentFailure()
{
    QDockWidget *failures = dock(Dock::Failures);
    failures->show();
    failures->raise();
    m_walkRoom->fit(); // before the chat scrolls to the evidence, in the room it then has
    const FailureStop *stop = m_walk->current();
    if (!stop)
        return;
    // The results table and the breakdown show the same result and claim as the walk.
    m_results->selectResult(stop->testCaseIndex, stop->metricId);
    if (!stop->isWholeResult())
        m_resultsView->breakdown()->selectItem(stop->window, stop->item);
    showEvidence(stop->testCaseIndex, stop->turnIndex, stop->evidence, stop->metricId);
}

void MainWindow::startUp(const QString &path)
{
    if (m_documents->offerRecovery())
        return;
    if (!path.isEmpty())
        m_documents->openPath(path);
    else
        m_documents->openExample(DocumentController::examples().first());
}

void MainWindow::showEvidence(int testCaseIndex, int turnIndex, const QString &evidence, const QString &metricId)
{
    m_caseList->selectCase(testCaseIndex);
    if (metricId.isEmpty() || turnIndex < 0 || !m_results->turnEditedSince(testCaseIndex, metricId, turnIndex)) {
        m_editor->highlight(turnIndex, evidence);
        return;
    }
    // The evidence was in the text as the result read it: a passage is marked in the new text
    // only when the edit left it word for word.
    const TestCase *now = m_results->testCase(testCaseIndex);
    const TestCase *read = m_results->computedCase(testCaseIndex, metricId);
    if (!now || turnIndex < 0 || turnIndex >= now->turns.size()) {
        m_editor->highlight(-1, QString());
        showEditedTurnNote(tr("Turn %1 was removed after this result was computed: its evidence is gone. "
                              "Press F5 to run again.")
                               .arg(turnIndex + 1));
        return;
    }
    const QString kept = read && turnIndex < read->turns.size()
        ? TurnLocator::passageStillThere(read->turns[turnIndex], now->turns[turnIndex], evidence)
        : QString();
    m_editor->highlight(turnIndex, kept);
    showEditedTurnNote(kept.isEmpty()
                           ? tr("Turn %1 was edited after this result was computed: its evidence is not marked in "
                                "the new text. Press F5 to run again.")
                                 .arg(turnIndex + 1)
                           : tr("Turn %1 was edited after this result was computed; the passage it quotes is still "
                                "there word for word and is marked. Press F5 to run again.")
                                 .arg(turnIndex + 1));
}

void MainWindow::showEditedTurnNote(const QString &note)
{
    m_editedTurnNote = note;
    statusBar()->showMessage(note, 10000);
}

void MainWindow::dropEditedTurnNote()
{
    if (!m_editedTurnNote.isEmpty() && statusBar()->currentMessage() == m_editedTurnNote)
        statusBar()->clearMessage();
    m_editedTurnNote.clear();
}

void MainWindow::offerBatchResume()
{
    const QList<PendingBatch> pending = m_runs->pendingBatches();
    if (pending.isEmpty() || m_runs->isRunning())
        return;
    const PendingBatch &batch = pending.first();
    const QString text = tr("A batch run of this project is still at the provider: %1, round %2, %n request(s), "
                            "submitted %3.\n\nResume it now? Its answers are read back, nothing is sent again.",
                            nullptr, int(batch.customIds.size()))
                             .arg(batch.batchId, QString::number(batch.round),
                                  QLocale().toString(batch.submitted.toLocalTime(), QLocale::ShortFormat));
    if (m_prompts->askYesNo(this, tr("Resume Batch Run"), text))
        m_runs->runAllAsBatch();
}

void MainWindow::repeatRun()
{
    const std::optional<int> repetitions = m_prompts->askNumber(
        this, tr("Repeat Run"),
        tr("Run every enabled metric on every test case this many times. Each repetition asks the judge again "
           "(the offline judge always answers the same); the results show the spread and how often each verdict "
           "flipped."),
        m_repetitions, 2, RunRequest::MaxRepetitions);
    if (!repetitions)
        return;
    m_repetitions = *repetitions;
    m_runs->runAllRepeated(*repetitions);
}

void MainWindow::openJudgeSettings()
{
    if (m_judgeDialog) {
        m_judgeDialog->raise();
        return;
    }
    m_judgeDialog = new JudgeSettingsDialog(m_document->settings().judge, m_settings->keyInKeychain(), m_keys, this);
    m_judgeDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_judgeDialog, &QDialog::accepted, this, &MainWindow::applyJudgeSettings);
    takeKeyboardBackFrom(m_judgeDialog);
    m_judgeDialog->open();
}

void MainWindow::applyJudgeSettings()
{
    const JudgeSettings judge = m_judgeDialog->settings();
    ProjectSettings settings = m_document->settings();
    settings.judge = judge;
    m_document->editSettings(settings, tr("Change judge settings"));
    m_settings->setJudge(judge);
    m_settings->setKeyInKeychain(m_judgeDialog->keyInKeychain());
}

void MainWindow::showAbout()
{
    auto *about = new AboutDialog(this);
    about->setAttribute(Qt::WA_DeleteOnClose);
    takeKeyboardBackFrom(about);
    about->open();
}

void MainWindow::takeKeyboardBackFrom(QDialog *dialog)
{
    // However the dialog closes, with or without a window manager to hand the keyboard back:
    // the F5 that followed a label import ran nothing.
    connect(dialog, &QDialog::finished, this, [this] {
        if (isVisible())
            activateWindow();
    });
}

void MainWindow::showNewDocument()
{
    // The panels showing the document itself follow it on their own (test cases, editor,
    // metrics, templates, judge), as do the results (wireResults), the runs (RunKeeper) and the
    // labels (wireLabels); a run of the document before was cancelled before it went.
    updateTitle();
    updateJudgeLabel();
    m_runStatus->clear();
    m_editor->highlight(-1, QString());               // no mark of the document before, even in the same text
    m_resultsView->showOnly(QString(), std::nullopt); // no filter set for the results before
    m_exporter->setRunSetup({});
    if (m_comparison)
        m_comparison->close();
    if (m_labelsDialog)
        m_labelsDialog->reject();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Claimscope").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateJudgeLabel()
{
    const JudgeSettings &judge = m_document->settings().judge;
    m_judgeLabel->setText(
        judge.isOffline()
            ? tr("Judge: offline (lexical)")
            : tr("Judge: %1").arg(judge.model.isEmpty() ? UrlCredentials::stripped(judge.baseUrl) : judge.model));
    m_judgeLabel->setToolTip(judge.isOffline()
                                 ? tr("The built-in judge: no network, no key. Change it in Run › Judge Settings.")
                                 : UrlCredentials::stripped(judge.baseUrl));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documents->maybeSave()) {
        event->ignore();
        return;
    }
    m_runs->leave();
    m_presentation->setActive(false);
    m_layout->save();
    m_documents->closing();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    // A project replaces the open one; test-case files are added to it.
    for (const QUrl &url : event->mimeData()->urls()) {
        if (!url.isLocalFile())
            continue;
        if (ProjectFile::hasProjectSuffix(url.toLocalFile()))
            m_documents->openPath(url.toLocalFile());
        else
            m_documents->importPath(url.toLocalFile());
    }
    event->acceptProposedAction();
}

} // namespace claimscope
