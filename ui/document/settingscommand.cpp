#include "settingscommand.h"

#include "projectdocument.h"

namespace claimscope {

namespace {
constexpr int SettingsEditId = 0x53455453; // "SETS"
}

SettingsCommand::SettingsCommand(ProjectDocument *document, ProjectSettings before, ProjectSettings after,
                                 const QString &description, QString mergeKey)
    : QUndoCommand(description)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeKey(std::move(mergeKey))
{
}

void SettingsCommand::undo()
{
    m_document->applySettings(m_before);
}

void SettingsCommand::redo()
{
    m_document->applySettings(m_after);
}

int SettingsCommand::id() const
{
    return m_mergeKey.isEmpty() ? -1 : SettingsEditId;
}

bool SettingsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *edit = static_cast<const SettingsCommand *>(other);
    if (edit->m_mergeKey != m_mergeKey)
        return false;
    m_after = edit->m_after;
    setObsolete(m_after == m_before); // typed back to where it started: no step at all
    return true;
}

} // namespace claimscope
