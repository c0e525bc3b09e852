#pragma once

#include "model/claimlabels.h"
#include "model/humanlabels.h"

#include <QString>
#include <QUndoCommand>

namespace claimscope {

class ProjectDocument;

// Replaces the project's human labels: one label set by hand, or a whole import as one step.
// UI thread, owned by the undo stack.
class LabelsCommand : public QUndoCommand
{
public:
    LabelsCommand(ProjectDocument *document, HumanLabels before, HumanLabels after, const QString &description);

    void undo() override;
    void redo() override;

private:
    ProjectDocument *m_document;
    HumanLabels m_before;
    HumanLabels m_after;
};

// Replaces the people's verdicts on claims (one claim judged or cleared). UI thread, owned by
// the undo stack.
class ClaimLabelsCommand : public QUndoCommand
{
public:
    ClaimLabelsCommand(ProjectDocument *document, ClaimLabels before, ClaimLabels after, const QString &description);

    void undo() override;
    void redo() override;

private:
    ProjectDocument *m_document;
    ClaimLabels m_before;
    ClaimLabels m_after;
};

} // namespace claimscope
