#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QHBoxLayout;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTextBrowser;

namespace claimscope {

class PlaceholderHighlighter;
class ProjectDocument;
class PromptPreviewer;
class ResultsHub;
class UserPrompts;

// Edits the template of every judge step (picked by metric and step): placeholders coloured,
// problems listed as you type, the exact prompt for the selected test case previewed (the one the
// last run sent while its result is current, else the plan, whose values from earlier judge
// answers are known only after a run, saying why), the changes from the default shown as a line
// diff, reset, and named template sets saved and loaded as JSON files. Edits are undoable project
// changes. Says so when the project's judge (the offline one) does not read templates. UI thread.
class TemplateEditor : public QWidget
{
    Q_OBJECT
public:
    TemplateEditor(ProjectDocument *document, UserPrompts *prompts, QWidget *parent = nullptr);

    // The results whose runs' prompts the preview shows.
    void setResults(const ResultsHub *results);
    // A button beside Reset that triggers `action` (Run › Try on Labelled Cases): an edit is
    // tried where it is made.
    void addTryButton(QAction *action);
    // What the try runs, said under its button (LabelledTry::scopeText).
    void setTryScope(const QString &text);
    QString tryScopeText() const;

    QString currentStep() const;
    // Which values of `step`'s preview are earlier judge answers the preview cannot know
    // ("{{claims}}"), whether their templates changed too (by the out-of-date reasons of the last
    // run's prompt), and which keys show the prompt the judge gets.
    QString earlierAnswersText(const QString &step, const QString &outOfDate) const;
    // Shows `step`'s template; from then on the editor stays on the step chosen.
    void selectStep(const QString &step);
    // The step the editor opens on: the first step of the first enabled metric that uses
    // templates and applies to the project's test cases, a labelled one first.
    QString openingStep() const;
    void setCurrentCase(int index);
    QPlainTextEdit *textEdit() const { return m_edit; }
    QString problemsText() const;
    QString previewText() const;
    QString previewNoteText() const;
    // Said while the project's judge is the offline one, which does not read templates.
    QString judgeNoteText() const;
    QString diffText() const;
    PlaceholderHighlighter *highlighter() const { return m_highlighter; }

    void saveSet();
    void loadSet();

protected:
    // Wide (a tab of the results' room): the preview beside the text; narrow: below it.
    void resizeEvent(QResizeEvent *event) override;

private:
    QHBoxLayout *m_buttons = nullptr;
    void fillSteps();
    // Until the person picks a step, the editor follows openingStep() as metrics, labels and
    // test cases change.
    void followOpeningStep();
    void showStep();
    void refresh();
    void requestPreview();
    // The planned prompt of `step` (at `where`), or what the last run sent in its place.
    void showPreview(const QString &step, const QString &planned, const QString &where);
    void scrollPreviewToValues();

    ProjectDocument *m_document;
    UserPrompts *m_prompts;
    int m_caseIndex = -1;
    bool m_updating = false;
    bool m_stepChosen = false; // the person (or a link to a step) picked the shown step
    QComboBox *m_steps;
    QLabel *m_description;
    QLabel *m_placeholders;
    QPlainTextEdit *m_edit;
    PlaceholderHighlighter *m_highlighter;
    QLabel *m_problems;
    QLabel *m_judgeNote;
    QTabWidget *m_tabs;
    QSplitter *m_splitter;
    QLabel *m_previewNote;
    QPlainTextEdit *m_preview;
    QLabel *m_diffNote;
    QTextBrowser *m_diff;
    QPushButton *m_reset;
    QLabel *m_tryScope;
    PromptPreviewer *m_previewer;
    const ResultsHub *m_results = nullptr;
};

} // namespace claimscope
