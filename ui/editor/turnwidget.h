#pragma once

#include "model/testcase.h"

#include <QFrame>

class QLabel;
class QToolButton;

namespace claimscope {

class ContextItemsEditor;
class GrowingTextEdit;

// One chat turn as a bubble: role label, alignment and colour tell user from assistant; the
// text, the turn's retrieval context, and buttons to move, insert after and delete. UI thread.
class TurnWidget : public QFrame
{
    Q_OBJECT
public:
    TurnWidget(int index, int turnCount, QWidget *parent = nullptr);

    void setTurn(const Turn &turn);
    int index() const { return m_index; }
    GrowingTextEdit *contentEdit() const { return m_content; }
    ContextItemsEditor *contextEditor() const { return m_context; }
    // Emphasises the bubble and marks `evidence` in its context (else its text).
    void highlight(const QString &evidence);
    void clearHighlight();

Q_SIGNALS:
    void contentEdited(const QString &text);
    void contextEdited(const QList<ContextItem> &items, const QString &description, const QString &mergeKey);
    void moveRequested(int delta);
    void insertRequested(Role role);
    void deleteRequested();

private:
    void setHighlighted(bool on);

    int m_index;
    Role m_role = Role::User;
    QLabel *m_roleLabel;
    QLabel *m_number;
    GrowingTextEdit *m_content;
    ContextItemsEditor *m_context;
};

} // namespace claimscope
