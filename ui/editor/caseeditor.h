#pragma once

#include "model/testcase.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QStackedWidget;

namespace claimscope {

class ElidedLabel;

class ConversationPane;
class ProjectDocument;
class SingleTurnPane;

// The editor of the selected test case: its name, then a chat (ConversationPane) or the
// single-turn form (SingleTurnPane). Edits become undoable document commands; document changes
// (undo, redo) flow back into the widgets. UI thread.
// The evidence marked in the chat: which test case, which turn (-1: the single-turn answer)
// and which passage (empty: only the turn is framed).
struct EvidenceMark {
    int testCase = -1; // -1: nothing is marked
    int turn = -1;
    QString evidence;
};

class CaseEditor : public QWidget
{
    Q_OBJECT
public:
    explicit CaseEditor(ProjectDocument *document, QWidget *parent = nullptr);

    // The centre of the window: ask for room for a few chat turns, not just the header.
    QSize sizeHint() const override { return {640, 420}; }

    int currentCase() const { return m_index; }
    ConversationPane *conversationPane() const { return m_conversation; }
    SingleTurnPane *singleTurnPane() const { return m_singleTurn; }
    // Display only (presentation mode): no edit buttons, read-only text. Editing by default.
    void setEditable(bool editable);
    bool isEditable() const { return m_editable; }
    // What highlight() last marked in the shown test case, to be marked again as it was.
    EvidenceMark mark() const { return m_mark; }
    // Marks it again; an empty mark takes every mark away.
    void restoreMark(const EvidenceMark &mark);

public Q_SLOTS:
    void setCurrentCase(int index);
    // Shows a turn (-1: the single-turn answer) and marks a sentence of its context or text:
    // called when a claim or verdict is selected in the results.
    void highlight(int turnIndex, const QString &evidence);

protected:
    // Esc in the name field leaves it (its edits are already applied); a click on the readable
    // title of a machine id opens the id for editing.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void applyEdit(const TestCase &updated, const QString &description, const QString &mergeKey);

    ProjectDocument *m_document;
    int m_index = -1;
    bool m_editable = true;
    QString m_nameTip; // the name field's tooltip while it can be edited
    EvidenceMark m_mark;
    QLineEdit *m_name;
    // A machine id's readable name ("“Thank you!” · reference"), wrapped, in the name field's
    // place until the id is edited.
    QLabel *m_title;
    ElidedLabel *m_summary;
    QStackedWidget *m_pages;
    QLabel *m_empty;
    ConversationPane *m_conversation;
    SingleTurnPane *m_singleTurn;
};

} // namespace claimscope
