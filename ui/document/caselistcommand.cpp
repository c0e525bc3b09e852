#include "caselistcommand.h"

#include "projectdocument.h"

namespace claimscope {

CaseListCommand::CaseListCommand(ProjectDocument *document, Action action, int index, QList<TestCase> cases,
                                 const QString &description)
    : QUndoCommand(description)
    , m_document(document)
    , m_action(action)
    , m_index(index)
    , m_cases(std::move(cases))
{
}

void CaseListCommand::undo()
{
    if (m_action == Action::Insert)
        remove();
    else
        insert();
}

void CaseListCommand::redo()
{
    if (m_action == Action::Insert)
        insert();
    else
        remove();
}

void CaseListCommand::insert()
{
    m_document->applyInsert(m_index, m_cases);
}

void CaseListCommand::remove()
{
    m_document->applyRemove(m_index, int(m_cases.size()));
}

} // namespace claimscope
