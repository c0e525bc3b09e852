#pragma once

#include "model/testcase.h"

#include <QList>
#include <QUndoCommand>

namespace claimscope {

class ProjectDocument;

// Inserts test cases into the project (new, duplicate, import) or removes one; undo does the
// opposite. UI thread, owned by the undo stack.
class CaseListCommand : public QUndoCommand
{
public:
    enum class Action { Insert, Remove };

    CaseListCommand(ProjectDocument *document, Action action, int index, QList<TestCase> cases,
                    const QString &description);

    void undo() override;
    void redo() override;

private:
    void insert();
    void remove();

    ProjectDocument *m_document;
    Action m_action;
    int m_index;
    QList<TestCase> m_cases;
};

} // namespace claimscope
