#pragma once

#include "experiments/humanlabels.h"

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

} // namespace claimscope
