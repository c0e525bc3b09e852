#include "turnwidget.h"

#include "chatlayout.h"
#include "contextitemseditor.h"
#include "growingtextedit.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace claimscope {

namespace {

// Re-reads the style sheet after a dynamic property changed.
void restyle(QWidget *widget)
{
    widget->style()->unpolish(widget);
    widget->style()->polish(widget);
}

} // namespace

TurnWidget::TurnWidget(int index, int turnCount, QWidget *parent)
    : QFrame(parent)
    , m_index(index)
    , m_roleLabel(new QLabel(this))
    , m_number(new QLabel(this))
    , m_content(new GrowingTextEdit(this))
    , m_context(new ContextItemsEditor(this))
{
    setObjectName(QStringLiteral("turn"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 8);
    layout->setSpacing(4);

    auto *header = new QHBoxLayout;
    m_roleLabel->setObjectName(QStringLiteral("roleLabel"));
    m_number->setObjectName(QStringLiteral("turnNumber"));
    m_number->setText(tr("turn %1").arg(index + 1));
    auto *up = ChatLayout::symbolButton(this, QStringLiteral("↑"), tr("Move this turn up"));
    auto *down = ChatLayout::symbolButton(this, QStringLiteral("↓"), tr("Move this turn down"));
    auto *insert = ChatLayout::symbolButton(this, QStringLiteral("+"), tr("Insert a turn below this one"));
    auto *remove = ChatLayout::symbolButton(this, QStringLiteral("✕"), tr("Delete this turn"));
    up->setEnabled(index > 0);
    down->setEnabled(index < turnCount - 1);
    auto *menu = new QMenu(insert);
    menu->addAction(tr("User turn below"), this, [this] { Q_EMIT insertRequested(Role::User); });
    menu->addAction(tr("Assistant turn below"), this, [this] { Q_EMIT insertRequested(Role::Assistant); });
    insert->setMenu(menu);
    insert->setPopupMode(QToolButton::InstantPopup);
    header->addWidget(m_roleLabel);
    header->addWidget(m_number);
    header->addStretch();
    header->addWidget(up);
    header->addWidget(down);
    header->addWidget(insert);
    header->addWidget(remove);
    layout->addLayout(header);

    m_content->setObjectName(QStringLiteral("turnContent"));
    layout->addWidget(m_content);
    layout->addWidget(m_context);

    // A passage marked as evidence belongs to the text the result was computed from: an edit
    // of the turn takes the mark away (the frame stays, to show where the person is).
    const auto dropMarks = [this] {
        m_context->clearMarks();
        m_content->clearMark();
    };
    connect(m_content, &GrowingTextEdit::edited, this, dropMarks);
    connect(m_context, &ContextItemsEditor::itemsEdited, this, dropMarks);
    connect(m_content, &GrowingTextEdit::edited, this, &TurnWidget::contentEdited);
    connect(m_context, &ContextItemsEditor::itemsEdited, this, &TurnWidget::contextEdited);
    connect(up, &QToolButton::clicked, this, [this] { Q_EMIT moveRequested(-1); });
    connect(down, &QToolButton::clicked, this, [this] { Q_EMIT moveRequested(1); });
    connect(remove, &QToolButton::clicked, this, &TurnWidget::deleteRequested);
}

void TurnWidget::setTurn(const Turn &turn)
{
    m_role = turn.role;
    const bool user = turn.role == Role::User;
    setProperty("role", roleName(turn.role));
    m_roleLabel->setProperty("role", roleName(turn.role));
    m_roleLabel->setText(user ? tr("User") : tr("Assistant"));
    restyle(this);
    restyle(m_roleLabel);
    m_content->setPlaceholderText(user ? tr("What the user asks") : tr("What the assistant answers"));
    m_content->setAccessibleName(user ? tr("User turn %1").arg(m_index + 1) : tr("Assistant turn %1").arg(m_index + 1));
    m_content->setText(turn.content);
    // The metrics read only the assistant turns' context; a user turn shows it only if it has some.
    m_context->setVisible(!user || !turn.retrievalContext.isEmpty());
    m_context->setItems(turn.retrievalContext);
}

void TurnWidget::highlight(const QString &evidence)
{
    setHighlighted(true);
    if (!m_context->markText(evidence))
        m_content->markText(evidence);
}

void TurnWidget::clearHighlight()
{
    setHighlighted(false);
    m_context->clearMarks();
    m_content->clearMark();
}

void TurnWidget::setHighlighted(bool on)
{
    setProperty("highlighted", on);
    restyle(this);
}

} // namespace claimscope
