#pragma once

#include "model/testcase.h"

#include <QList>
#include <QPointer>
#include <QScrollArea>

#include <optional>

class QVBoxLayout;

namespace claimscope {

class TurnWidget;

// A conversational test case as a chat: one TurnWidget per turn (user left, assistant right)
// and buttons to add turns. Every change is reported as the edited test case. UI thread.
class ConversationPane : public QScrollArea
{
    Q_OBJECT
public:
    explicit ConversationPane(QWidget *parent = nullptr);

    // Updates the bubbles in place when the turns' roles are unchanged, else rebuilds them.
    void setCase(const TestCase &testCase);
    TurnWidget *turnWidget(int index) const;
    int turnCount() const { return int(m_turns.size()); }
    void highlight(int turnIndex, const QString &evidence);

protected:
    // Keeps the marked passage in view while the chat is laid out anew (new fonts, new size).
    bool eventFilter(QObject *watched, QEvent *event) override;
    // And when the pane itself changes height (the walk's slide fitted to its stop, a zoom): the
    // marked turn rests where it would have had the pane been that high from the start.
    void resizeEvent(QResizeEvent *event) override;

Q_SIGNALS:
    void edited(const claimscope::TestCase &testCase, const QString &description, const QString &mergeKey);

private:
    void rebuild();
    bool sameShape(const TestCase &testCase) const;
    void insertTurn(int index, Role role);
    void scrollToMark();
    // Where the marked passage begins in the chat's content, none when nothing is marked in it.
    std::optional<int> markTop() const;

    TestCase m_case; // what the bubbles show; edits are reported, not applied here
    QList<TurnWidget *> m_turns;
    QList<QWidget *> m_rows;
    QVBoxLayout *m_turnsLayout;
    QPointer<TurnWidget> m_marked; // the highlighted turn, until the case changes
    bool m_scrollQueued = false;   // a scroll to the mark waits for the turns' new places
};

} // namespace claimscope
