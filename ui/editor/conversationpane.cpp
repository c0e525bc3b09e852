#include "conversationpane.h"

#include "chatlayout.h"
#include "editcontrols.h"
#include "turnwidget.h"

#include "growingtextedit.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace claimscope {

namespace {
// Room kept above and below a marked turn when it fits the chat with it.
constexpr int MarkMargin = 40;
} // namespace

ConversationPane::ConversationPane(QWidget *parent)
    : QScrollArea(parent)
    , m_turnsLayout(new QVBoxLayout)
{
    QVBoxLayout *layout = ChatLayout::setUpPage(this);
    QWidget *content = widget();
    m_turnsLayout->setSpacing(layout->spacing());
    layout->addLayout(m_turnsLayout);

    auto *buttons = new QHBoxLayout;
    auto *addUser = new QPushButton(tr("+ User turn"), content);
    auto *addAssistant = new QPushButton(tr("+ Assistant turn"), content);
    addUser->setObjectName(QStringLiteral("addUserTurn"));
    addAssistant->setObjectName(QStringLiteral("addAssistantTurn"));
    addUser->setToolTip(tr("Append a user message to the conversation"));
    addAssistant->setToolTip(tr("Append an assistant answer (with its retrieval context) to the conversation"));
    EditControls::markButton(addUser);
    EditControls::markButton(addAssistant);
    buttons->addWidget(addUser);
    buttons->addStretch();
    buttons->addWidget(addAssistant);
    layout->addLayout(buttons);
    layout->addStretch();

    content->installEventFilter(this);
    connect(addUser, &QPushButton::clicked, this, [this] { insertTurn(int(m_case.turns.size()), Role::User); });
    connect(addAssistant, &QPushButton::clicked, this,
            [this] { insertTurn(int(m_case.turns.size()), Role::Assistant); });
}

void ConversationPane::setCase(const TestCase &testCase)
{
    const bool keep = sameShape(testCase);
    m_case = testCase;
    m_marked = nullptr; // an edit or another case: the user scrolls from here
    if (!keep) {
        rebuild();
        return;
    }
    for (int i = 0; i < m_turns.size(); ++i)
        m_turns[i]->setTurn(m_case.turns[i]);
}

TurnWidget *ConversationPane::turnWidget(int index) const
{
    return index >= 0 && index < m_turns.size() ? m_turns[index] : nullptr;
}

void ConversationPane::highlight(int turnIndex, const QString &evidence)
{
    for (TurnWidget *turn : m_turns)
        turn->clearHighlight();
    m_marked = turnWidget(turnIndex);
    if (m_marked) {
        m_marked->highlight(evidence);
        scrollToMark();
    }
}

void ConversationPane::scrollToMark()
{
    // The whole turn, badge to last line, near the top when it fits (with some room above it).
    // A taller turn fills the chat from as near the marked passage's top as its end allows: the
    // passage and what follows it in the turn (the retrieval context it is judged against) in
    // view, not the turn's first lines above it. Where the chat was scrolled before plays no
    // part: a turn looks the same however it was reached.
    QWidget *content = widget();
    const QRect turn(m_marked->mapTo(content, QPoint(0, 0)), m_marked->size());
    const int height = viewport()->height();
    QScrollBar *bar = verticalScrollBar();
    if (turn.height() <= height) {
        bar->setValue(turn.top() - qMin(MarkMargin, (height - turn.height()) / 2));
        return;
    }
    // A short chat (a zoom's largest type) keeps less room above the passage for what follows it.
    const std::optional<int> mark = markTop();
    bar->setValue(mark ? qBound(turn.top(), *mark - qMin(MarkMargin, height / 8), turn.bottom() + 1 - height)
                       : turn.top());
}

std::optional<int> ConversationPane::markTop() const
{
    for (GrowingTextEdit *field : m_marked->findChildren<GrowingTextEdit *>()) {
        const QList<QTextEdit::ExtraSelection> marks = field->extraSelections();
        if (marks.isEmpty())
            continue;
        QTextCursor start = marks.first().cursor;
        start.setPosition(marks.first().cursor.selectionStart());
        return field->viewport()->mapTo(widget(), field->cursorRect(start).topLeft()).y();
    }
    return std::nullopt;
}

bool ConversationPane::eventFilter(QObject *watched, QEvent *event)
{
    // Event filters see the resize before the content's layout places the turns in it: the
    // mark is scrolled to once they are placed (a test case just shown read its old places, and
    // the walked turn sat at the bottom of the chat).
    if (watched == widget() && event->type() == QEvent::Resize && m_marked && !m_scrollQueued) {
        m_scrollQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_scrollQueued = false;
                if (m_marked)
                    scrollToMark();
            },
            Qt::QueuedConnection);
    }
    return QScrollArea::eventFilter(watched, event);
}

void ConversationPane::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    if (m_marked)
        scrollToMark();
}

bool ConversationPane::sameShape(const TestCase &testCase) const
{
    if (testCase.turns.size() != m_turns.size())
        return false;
    for (int i = 0; i < testCase.turns.size(); ++i) {
        // A turn's context items are rebuilt by its own editor; only roles move bubbles.
        if (testCase.turns[i].role != m_case.turns[i].role)
            return false;
    }
    return true;
}

void ConversationPane::rebuild()
{
    // Later: a rebuild can start inside the clicked() of a button a bubble owns.
    for (QWidget *row : m_rows) {
        row->hide();
        row->deleteLater();
    }
    m_rows.clear();
    m_turns.clear();
    const int count = int(m_case.turns.size());
    for (int i = 0; i < count; ++i) {
        auto *turn = new TurnWidget(i, count);
        turn->setTurn(m_case.turns[i]);
        QWidget *row = ChatLayout::alignedRow(turn, m_case.turns[i].role == Role::Assistant, widget());
        m_turnsLayout->addWidget(row);
        m_rows.append(row);
        m_turns.append(turn);

        connect(turn, &TurnWidget::contentEdited, this, [this, i](const QString &text) {
            TestCase updated = m_case;
            updated.turns[i].content = text;
            Q_EMIT edited(updated, tr("Edit turn %1").arg(i + 1), QStringLiteral("turn %1 content").arg(i));
        });
        connect(turn, &TurnWidget::contextEdited, this,
                [this, i](const QList<ContextItem> &items, const QString &description, const QString &mergeKey) {
                    TestCase updated = m_case;
                    updated.turns[i].retrievalContext = items;
                    Q_EMIT edited(updated, tr("Turn %1: %2").arg(i + 1).arg(description),
                                  mergeKey.isEmpty() ? QString() : QStringLiteral("turn %1 %2").arg(i).arg(mergeKey));
                });
        connect(turn, &TurnWidget::moveRequested, this, [this, i](int delta) {
            const int target = i + delta;
            if (target < 0 || target >= m_case.turns.size())
                return;
            TestCase updated = m_case;
            updated.turns.move(i, target);
            Q_EMIT edited(updated, tr("Move turn %1").arg(i + 1), QString());
        });
        connect(turn, &TurnWidget::insertRequested, this, [this, i](Role role) { insertTurn(i + 1, role); });
        connect(turn, &TurnWidget::deleteRequested, this, [this, i] {
            TestCase updated = m_case;
            updated.turns.removeAt(i);
            Q_EMIT edited(updated, tr("Delete turn %1").arg(i + 1), QString());
        });
    }
}

void ConversationPane::insertTurn(int index, Role role)
{
    Turn turn;
    turn.role = role;
    TestCase updated = m_case;
    updated.turns.insert(index, turn);
    Q_EMIT edited(updated, role == Role::User ? tr("Add user turn") : tr("Add assistant turn"), QString());
}

} // namespace claimscope
