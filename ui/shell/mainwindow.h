#pragma once

#include "ui/editor/caseeditor.h"

#include <QMainWindow>
#include <QPointer>

class QDialog;
class QDockWidget;
class QLabel;

namespace claimscope {

class AgreementView;
class ApiKeyStore;
class AppSettings;
class DocumentController;
class FailureWalk;
class FailureWalkPanel;
class JudgePanel;
class LabelsImportDialog;
class LabelNextDialog;
class JudgeSettingsDialog;
class MainActions;
class MetricsPanel;
class PresentationMode;
class ProjectDocument;
class ResultsExporter;
class ResultsHub;
class ResultsView;
class ComparisonView;
class PresentationKeys;
class PresentationSlides;
class WalkRoomFitter;
class TypeScale;
class RunController;
class RunKeeper;
class RunsPanel;
class LabelledTry;
class RunStatusWidget;
class TemplateEditor;
class TestCaseListPanel;
class UserPrompts;
class WindowLayout;

// The main window. It only wires panels together: test cases on the left, the editor in the
// centre, metrics, templates and the judge on the right, results, charts, the judge-call log and
// the agreement with human labels and the failure walk at the bottom; menus, toolbar, status bar, presentation mode,
// layout persistence and drag-and-drop. UI thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Dock {
        TestCases,
        Metrics,
        Templates,
        Judge,
        Results,
        Summary,
        Agreement,
        Charts,
        CallLog,
        Runs,
        Failures
    };

    MainWindow(AppSettings *settings, UserPrompts *prompts, const QString &autosaveDirectory,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    // Offers the work crashed sessions left and recovers the one the user picks, else opens
    // `path`, else the bundled hotel example (offline judge) so F5 shows results at once.
    void startUp(const QString &path);

    ProjectDocument *document() const { return m_document; }
    DocumentController *documents() const { return m_documents; }
    RunController *runs() const { return m_runs; }
    TestCaseListPanel *caseList() const { return m_caseList; }
    CaseEditor *caseEditor() const { return m_editor; }
    MetricsPanel *metricsPanel() const { return m_metrics; }
    TemplateEditor *templateEditor() const { return m_templates; }
    RunStatusWidget *runStatus() const { return m_runStatus; }
    MainActions *actions() const { return m_actions; }
    PresentationMode *presentation() const { return m_presentation; }
    QDockWidget *dock(Dock which) const;
    JudgeSettingsDialog *judgeDialog() const;
    // Edit › Import Human Labels, while it is open.
    LabelsImportDialog *labelsDialog() const;
    // Labels › Label Next (hidden until opened).
    LabelNextDialog *labelNextDialog() const { return m_labelNext; }

    ResultsHub *results() const { return m_results; }
    ResultsView *resultsView() const { return m_resultsView; }
    ResultsExporter *exporter() const { return m_exporter; }
    AgreementView *agreementView() const { return m_agreement; }
    RunKeeper *runKeeper() const { return m_keeper; }
    RunsPanel *runsPanel() const { return m_runsPanel; }
    ComparisonView *comparison() const;
    FailureWalk *failureWalk() const { return m_walk; }
    FailureWalkPanel *failureWalkPanel() const { return m_walkPanel; }

public Q_SLOTS:
    // A claim or verdict was picked in the results: show its test case, turn and evidence.
    // `metricId` names the result it belongs to: when that turn was edited since the result
    // was computed, the turn is shown without a mark and the status bar says why.
    void showEvidence(int testCaseIndex, int turnIndex, const QString &evidence, const QString &metricId = {});
    // Opens the judge settings (not modal: runs and edits go on meanwhile).
    void openJudgeSettings();
    // Asks whether to resume a batch run of the open project kept from an earlier session.
    void offerBatchResume();
    // Run › Repeat Run…: asks how many times, then runs.
    void repeatRun();
    void openLabelsImport();
    // Labels › Label Next: the queue of unlabelled results, beside the window.
    void openLabelNext();
    void showAbout();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The window takes the keyboard back when `dialog` closes, however it closes.
    void takeKeyboardBackFrom(QDialog *dialog);
    // The status bar's note on an edited turn, and its removal once it no longer holds.
    void showEditedTurnNote(const QString &note);
    void dropEditedTurnNote();
    QDockWidget *addDock(Dock which, const QString &title, QWidget *content, Qt::DockWidgetArea area);
    void wireDocument();
    void wireRuns();
    void wireResults();
    void wireExperiments();
    void wireLabels();
    void wireFailureWalk();
    // Brings the walk into view and shows its current failure in the conversation.
    void showCurrentFailure();
    // On the Summary slide the walk's keys page its cards (walking would turn to another slide):
    // whether this was that slide.
    bool pageSummarySlide(bool forward);
    // On the comparison's slide a clicker's key that reached the main window behind it steps
    // the comparison's cases, in front again, as its own keys do; false on any other slide.
    bool pageComparisonSlide(bool forward);
    // Whether the Results slide is on screen while presenting: the walk's keys show the walk there.
    bool onResultsSlide() const;
    // The walk selects its stops' results and claims while presenting: leaving gives back the
    // result and claim that were selected before.
    void keepSelectionWhilePresenting(bool presenting);
    // Opening (a file, an example, a recent file), recovering or creating a document: every pane
    // shows it, in one step, and nothing of the document before stays on screen.
    void showNewDocument();
    void updateTitle();
    void updateJudgeLabel();
    void applyJudgeSettings();

    AppSettings *m_settings;
    UserPrompts *m_prompts;
    int m_repetitions = 3; // what Repeat Run offers: the last count chosen
    ProjectDocument *m_document;
    DocumentController *m_documents;
    ApiKeyStore *m_keys;
    RunController *m_runs;
    TestCaseListPanel *m_caseList;
    CaseEditor *m_editor;
    MetricsPanel *m_metrics;
    TemplateEditor *m_templates;
    RunStatusWidget *m_runStatus;
    QLabel *m_judgeLabel;
    QLabel *m_slidePosition = nullptr; // while presenting: which slide, and what comes next
    JudgePanel *m_judgePanel;
    MainActions *m_actions;
    ResultsHub *m_results;
    ResultsView *m_resultsView;
    ResultsExporter *m_exporter;
    AgreementView *m_agreement;
    PresentationMode *m_presentation;
    TypeScale *m_type;
    PresentationSlides *m_slides;
    WalkRoomFitter *m_walkRoom;
    PresentationKeys *m_presentationKeys;
    int m_caseBeforePresenting = -1;
    EvidenceMark m_markBeforePresenting;
    QString m_tryRunning;     // the status bar's note of what a try runs, while shown
    QString m_editedTurnNote; // the status bar's note that a picked claim's turn was edited, while shown
    RunKeeper *m_keeper;
    RunsPanel *m_runsPanel;
    LabelledTry *m_try;
    FailureWalk *m_walk;
    FailureWalkPanel *m_walkPanel;
    // The result and breakdown item selected when presentation mode began (−1: none).
    struct SelectedItem {
        int testCaseIndex = -1;
        QString metricId;
        int window = -1;
        int item = -1;
    } m_selectedBeforePresenting;
    QPointer<ComparisonView> m_comparison;
    QList<QDockWidget *> m_docks;
    QPointer<JudgeSettingsDialog> m_judgeDialog;
    QPointer<LabelsImportDialog> m_labelsDialog;
    LabelNextDialog *m_labelNext = nullptr;
    WindowLayout *m_layout = nullptr;
};

} // namespace claimscope
