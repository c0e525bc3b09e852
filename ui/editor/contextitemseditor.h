#pragma once

#include "model/testcase.h"

#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace claimscope {

class GrowingTextEdit;

// The retrieval-context items of a turn or single-turn case: text and source id per item, with
// add, remove and reorder. Reports each change as the whole new list and shows it only when the
// owner (an undoable edit) calls setItems() back. UI thread.
class ContextItemsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ContextItemsEditor(QWidget *parent = nullptr);

    // Updates in place when the number of items is unchanged (typing keeps its cursor).
    void setItems(const QList<ContextItem> &items);
    QList<ContextItem> items() const { return m_items; }
    // Marks `needle` in the first item that holds it; false when none does.
    bool markText(const QString &needle);
    void clearMarks();
    GrowingTextEdit *textEdit(int item) const;
    QLineEdit *sourceEdit(int item) const;

Q_SIGNALS:
    // `mergeKey` non-empty for typing, so a burst of keystrokes is one undo step.
    void itemsEdited(const QList<ContextItem> &items, const QString &description, const QString &mergeKey);

private:
    struct Row {
        QWidget *box = nullptr;
        QLabel *number = nullptr;
        QLineEdit *source = nullptr;
        GrowingTextEdit *text = nullptr;
    };

    void rebuild();
    Row makeRow(int index);
    void fillRow(const Row &row, int index);
    void move(int index, int delta);
    void emitEdit(const QList<ContextItem> &updated, const QString &description, const QString &mergeKey = {});

    QList<ContextItem> m_items; // what the rows show
    QList<Row> m_rows;
    QVBoxLayout *m_rowsLayout;
    QLabel *m_title;
    QPushButton *m_add;
};

} // namespace claimscope
