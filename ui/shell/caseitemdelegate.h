#pragma once

#include <QStyledItemDelegate>

namespace claimscope {

// Draws a test case in the list as two lines: its name, and a grey summary ("Conversation ·
// 8 turns"). UI thread.
class CaseItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace claimscope
