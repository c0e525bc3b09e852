#include "labelscommand.h"

#include "projectdocument.h"

namespace claimscope {

LabelsCommand::LabelsCommand(ProjectDocument *document, HumanLabels before, HumanLabels after,
                             const QString &description)
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

ClaimLabelsCommand::ClaimLabelsCommand(ProjectDocument *document, ClaimLabels before, ClaimLabels after,
                                       const QString &description)
    : QUndoCommand(description)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void ClaimLabelsCommand::undo()
{
    m_document->applyClaimLabels(m_before);
}

void ClaimLabelsCommand::redo()
{
    m_document->applyClaimLabels(m_after);
}

} // namespace claimscope
