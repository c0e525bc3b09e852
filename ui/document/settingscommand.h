#pragma once

#include "model/projectsettings.h"

#include <QString>
#include <QUndoCommand>

namespace claimscope {

class ProjectDocument;

// Replaces the project settings (a metric param, the judge, a template). Changes of the same
// setting in a row (spin box steps, typing in a template) merge. UI thread, owned by the stack.
class SettingsCommand : public QUndoCommand
{
public:
    SettingsCommand(ProjectDocument *document, ProjectSettings before, ProjectSettings after,
                    const QString &description, QString mergeKey);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument *m_document;
    ProjectSettings m_before;
    ProjectSettings m_after;
    QString m_mergeKey;
};

} // namespace claimscope
