#include "labelscommand.h"

#include "projectdocument.h"

namespace claimscope {

LabelsCommand::LabelsCommand(ProjectDocument *document, HumanLabels before, HumanLabels after, const QString &description)
    : QUndoCommand(description)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void LabelsCommand::undo()
{
    m_document->applyLabels(m_before);
}

void LabelsCommand::redo()
{
    m_document->applyLabels(m_after);
}

} // namespace claimscope
