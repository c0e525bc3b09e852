#include "caseeditcommand.h"

#include "projectdocument.h"

namespace claimscope {

namespace {
constexpr int CaseEditId = 0x43415345; // "CASE"
}

CaseEditCommand::CaseEditCommand(ProjectDocument *document, int index, TestCase before, TestCase after,
                                 const QString &description, QString mergeKey)
    : QUndoCommand(description)
    , m_document(document)
    , m_index(index)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{
}

void CaseEditCommand::undo()
{
    m_document->applyCase(m_index, m_before);
}

void CaseEditCommand::redo()
{
    m_document->applyCase(m_index, m_after);
}

int CaseEditCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : CaseEditId;
}

bool CaseEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const CaseEditCommand *>(other);
    if (edit->m_index != m_index || edit->m_mergeKey != m_mergeKey)
        return false;
    m_after = edit->m_after;
    setObsolete(m_after == m_before); // typed back to where it started: no step at all
    return true;
}

} // namespace claimscope
