#include "contextitemseditor.h"

#include "chatlayout.h"
#include "contextitemfields.h"
#include "editcontrols.h"
#include "growingtextedit.h"
#include "undoshortcutfilter.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace claimscope {

namespace {

QString sourceTip()
{
    return ContextItemsEditor::tr("Where the passage comes from. Source Diversity counts distinct ids; "
                                  "items without one are told apart by their text.");
}

} // namespace

ContextItemsEditor::ContextItemsEditor(QWidget *parent)
    : QWidget(parent)
    , m_rowsLayout(new QVBoxLayout)
    , m_title(new QLabel(this))
    , m_add(new QPushButton(tr("+ Context item"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    m_title->setObjectName(QStringLiteral("contextTitle"));
    m_add->setToolTip(tr("Add a retrieval-context item (a passage the answer may rely on)"));
    m_add->setObjectName(QStringLiteral("addContext"));
    EditControls::markButton(m_add);
    auto *header = new QHBoxLayout;
    header->addWidget(m_title);
    header->addStretch();
    header->addWidget(m_add);
    layout->addLayout(header);
    m_rowsLayout->setSpacing(6);
    layout->addLayout(m_rowsLayout);
    connect(m_add, &QPushButton::clicked, this, [this] {
        QList<ContextItem> updated = m_items;
        updated.append(ContextItem::fromText(QString()));
        emitEdit(updated, tr("Add context item"));
        if (m_rows.size() == updated.size())
            m_rows.last().text->setFocus();
    });
    rebuild();
}

void ContextItemsEditor::setItems(const QList<ContextItem> &items)
{
    m_items = items;
    if (items.size() != m_rows.size()) {
        rebuild();
        return;
    }
    for (int i = 0; i < m_rows.size(); ++i)
        fillRow(m_rows[i], i);
}

bool ContextItemsEditor::markText(const QString &needle)
{
    clearMarks();
    for (const Row &row : m_rows) {
        if (row.text->markText(needle))
            return true;
    }
    return false;
}

void ContextItemsEditor::clearMarks()
{
    for (const Row &row : m_rows)
        row.text->clearMark();
}

GrowingTextEdit *ContextItemsEditor::textEdit(int item) const
{
    return item >= 0 && item < m_rows.size() ? m_rows[item].text : nullptr;
}

QLineEdit *ContextItemsEditor::sourceEdit(int item) const
{
    return item >= 0 && item < m_rows.size() ? m_rows[item].source : nullptr;
}

void ContextItemsEditor::rebuild()
{
    // Later: rebuild() runs inside the clicked() of a button these rows own.
    for (const Row &row : m_rows) {
        row.box->hide();
        row.box->deleteLater();
    }
    m_rows.clear();
    for (int i = 0; i < m_items.size(); ++i) {
        m_rows.append(makeRow(i));
        m_rowsLayout->addWidget(m_rows.last().box);
        fillRow(m_rows.last(), i);
    }
    m_title->setText(m_items.isEmpty() ? tr("No retrieval context")
                                       : tr("Retrieval context (%n item(s))", nullptr, int(m_items.size())));
}

ContextItemsEditor::Row ContextItemsEditor::makeRow(int index)
{
    Row row;
    row.box = new QWidget(this);
    row.box->setObjectName(QStringLiteral("contextItem"));
    row.box->setAttribute(Qt::WA_StyledBackground);
    auto *layout = new QVBoxLayout(row.box);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->setSpacing(2);
    auto *top = new QHBoxLayout;
    row.number = new QLabel(row.box);
    row.number->setObjectName(QStringLiteral("contextNumber"));
    row.source = new QLineEdit(row.box);
    row.source->setPlaceholderText(tr("source / id (optional)"));
    UndoShortcutFilter::install(row.source);
    EditControls::markOptionalField(row.source);
    auto *up = ChatLayout::symbolButton(row.box, QStringLiteral("↑"), tr("Move this item up"));
    auto *down = ChatLayout::symbolButton(row.box, QStringLiteral("↓"), tr("Move this item down"));
    auto *remove = ChatLayout::symbolButton(row.box, QStringLiteral("✕"), tr("Remove this item"));
    up->setEnabled(index > 0);
    down->setEnabled(index < m_items.size() - 1);
    top->addWidget(row.number);
    top->addWidget(row.source, 1);
    top->addWidget(up);
    top->addWidget(down);
    top->addWidget(remove);
    layout->addLayout(top);
    row.text = new GrowingTextEdit(row.box);
    row.text->setPlaceholderText(tr("Passage text"));
    row.text->setAccessibleName(tr("Context item %1").arg(index + 1));
    layout->addWidget(row.text);

    connect(row.text, &GrowingTextEdit::edited, this, [this, index](const QString &text) {
        QList<ContextItem> updated = m_items;
        updated[index] = ContextItemFields::withText(updated[index], text);
        emitEdit(updated, tr("Edit context item %1").arg(index + 1), QStringLiteral("context %1 text").arg(index));
    });
    connect(row.source, &QLineEdit::textEdited, this, [this, index](const QString &id) {
        QList<ContextItem> updated = m_items;
        updated[index] = ContextItemFields::withSourceId(updated[index], id.trimmed());
        emitEdit(updated, tr("Edit source of context item %1").arg(index + 1),
                 QStringLiteral("context %1 source").arg(index));
    });
    connect(up, &QToolButton::clicked, this, [this, index] { move(index, -1); });
    connect(down, &QToolButton::clicked, this, [this, index] { move(index, 1); });
    connect(remove, &QToolButton::clicked, this, [this, index] {
        QList<ContextItem> updated = m_items;
        updated.removeAt(index);
        emitEdit(updated, tr("Remove context item %1").arg(index + 1));
    });
    return row;
}

void ContextItemsEditor::fillRow(const Row &row, int index)
{
    const ContextItem &item = m_items[index];
    row.number->setText(QStringLiteral("[%1]").arg(index + 1));
    const QString id = ContextItemFields::sourceId(item);
    if (row.source->text().trimmed() != id)
        row.source->setText(id);
    const QString key = ContextItemFields::sourceKey(item);
    row.source->setToolTip(key.isEmpty() ? sourceTip() : tr("Source id, kept in “%1”. %2").arg(key, sourceTip()));
    row.text->setText(item.text);
}

void ContextItemsEditor::move(int index, int delta)
{
    const int target = index + delta;
    if (target < 0 || target >= m_items.size())
        return;
    QList<ContextItem> updated = m_items;
    updated.move(index, target);
    emitEdit(updated, tr("Move context item %1").arg(index + 1));
}

void ContextItemsEditor::emitEdit(const QList<ContextItem> &updated, const QString &description,
                                  const QString &mergeKey)
{
    Q_EMIT itemsEdited(updated, description, mergeKey);
}

} // namespace claimscope
