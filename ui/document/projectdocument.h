#pragma once

#include "metrics/judge/promptrenderer.h"
#include "model/projectfile.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace claimscope {

// The open project: test cases, settings (judge without key, metrics, template overrides), its
// file and an undo stack whose clean state is the saved one. Every edit goes through edit*()
// as a QUndoCommand; the commands call apply*(). Lives on the UI thread.
class ProjectDocument : public QObject
{
    Q_OBJECT
public:
    explicit ProjectDocument(QObject *parent = nullptr);

    const Project &project() const { return m_project; }
    const QList<TestCase> &cases() const { return m_project.cases; }
    int caseCount() const { return int(m_project.cases.size()); }
    const TestCase &testCase(int index) const { return m_project.cases.at(index); }
    const ProjectSettings &settings() const { return m_project.settings; }
    const HumanLabels &labels() const { return m_project.labels; }
    const ClaimLabels &claimLabels() const { return m_project.claimLabels; }
    TemplateSet templates() const;
    // A metric's configuration: what the settings hold, else enabled with default params.
    MetricSelection metric(const QString &id) const;

    QString filePath() const { return m_filePath; }
    // The file the test cases came from: the project's file once there is one, else the
    // test-case file the document was opened from; empty for a new project.
    QString sourcePath() const { return m_filePath.isEmpty() ? m_sourcePath : m_filePath; }
    // The file name, else the title given to reset() ("Untitled", an example's name).
    QString displayName() const;
    bool isModified() const;
    QUndoStack *undoStack() const { return m_undoStack; }

    // Replaces the whole project (new, open, example, recovery) and forgets the undo history.
    // projectAboutToBeReset() ends what belongs to the old project (a run in progress) while it
    // is still there; projectReset() tells every pane to show the new one in its place.
    // `modified`: the content is not what `filePath` holds (a recovered autosave).
    // `sourcePath`: the test-case file an unsaved project was read from.
    void reset(const Project &project, const QString &filePath, const QString &title = {}, bool modified = false,
               const QString &sourcePath = {});
    // After a successful save: the file now holds exactly this project.
    void markSaved(const QString &filePath);

    // Undoable edits. Consecutive edits with the same non-empty `mergeKey` ("turn 3 content")
    // become one undo step, so typing a sentence is undone at once.
    void editCase(int index, const TestCase &updated, const QString &description, const QString &mergeKey = {});
    void insertCases(int index, const QList<TestCase> &cases, const QString &description);
    void removeCase(int index);
    void editSettings(const ProjectSettings &updated, const QString &description, const QString &mergeKey = {});
    void editMetric(const MetricSelection &metric, const QString &description, const QString &mergeKey = {});
    void editTemplates(const TemplateSet &templates, const QString &description, const QString &mergeKey = {});
    void editLabels(const HumanLabels &labels, const QString &description);
    // Sets (or, with none, clears) the human label of one test case (named as results name it) and metric.
    void setLabel(const QString &testCase, const QString &metric, const std::optional<HumanLabel> &label);
    // Sets (none: clears) a person's verdict on a claim: "yes", "no" or "idk".
    void setClaimVerdict(const QString &testCase, const QString &metric, const QString &claim,
                         const std::optional<QString> &verdict);

    // Called by the undo commands only.
    void applyCase(int index, const TestCase &testCase);
    void applyInsert(int index, const QList<TestCase> &cases);
    void applyRemove(int index, int count);
    void applySettings(const ProjectSettings &settings);
    void applyLabels(const HumanLabels &labels);
    void applyClaimLabels(const ClaimLabels &labels);

Q_SIGNALS:
    void projectAboutToBeReset();
    void projectReset();
    void caseChanged(int index);
    void casesAboutToBeInserted(int first, int count);
    void casesInserted(int first, int count);
    void casesAboutToBeRemoved(int first, int count);
    void casesRemoved(int first, int count);
    void settingsChanged();
    void labelsChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    Project m_project;
    QString m_filePath;
    QString m_sourcePath;
    QString m_title;
    QUndoStack *m_undoStack;
    bool m_modifiedWithoutUndo = false; // a recovered autosave: dirty until saved
};

} // namespace claimscope
