#pragma once

#include "model/testcase.h"

#include <QString>
#include <QUndoCommand>

namespace claimscope {

class ProjectDocument;

// Replaces one test case with an edited copy (a turn's text, a context item, a new turn …).
// Edits of the same field in a row merge into one step. UI thread, owned by the undo stack.
class CaseEditCommand : public QUndoCommand
{
public:
    CaseEditCommand(ProjectDocument *document, int index, TestCase before, TestCase after, const QString &description,
                    QString mergeKey);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    ProjectDocument *m_document;
    int m_index;
    TestCase m_before;
    TestCase m_after;
    QString m_mergeKey;
};

} // namespace claimscope
