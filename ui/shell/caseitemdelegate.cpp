#include "caseitemdelegate.h"

#include "ui/agreement/suffixkeepingdelegate.h"
#include "ui/document/caselistmodel.h"
#include "ui/widgets/wordelide.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPainter>

namespace claimscope {

namespace {
constexpr int Padding = 6;
}

void CaseItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    // Within what the list shows: an item laid out wider than a narrowed list would be cut at
    // its edge ("· referenc") rather than shortened.
    QRect item = option.rect;
    if (const auto *view = qobject_cast<const QAbstractScrollArea *>(option.widget))
        item.setRight(qMin(item.right(), view->viewport()->width() - 1));
    const QRect area = item.adjusted(Padding, Padding / 2, -Padding, -Padding / 2);
    QFont nameFont = option.font;
    nameFont.setBold(true);
    const QFontMetrics nameMetrics(nameFont);
    const QColor text = option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    painter->save();
    painter->setFont(nameFont);
    painter->setPen(text);
    const QRect nameRect(area.left(), area.top(), area.width(), nameMetrics.height());
    // A readable name ("“Thank you!” · gpt-4o · #4f70") keeps what tells it from its neighbours.
    const QString name = index.data(Qt::DisplayRole).toString();
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      name.contains(QStringLiteral(" · ")) ? elideKeepingSuffix(name, nameMetrics, area.width())
                                                           : elideAtWord(name, nameMetrics, area.width()));
    painter->setFont(option.font);
    QColor secondary = text;
    secondary.setAlphaF(0.7f);
    painter->setPen(secondary);
    const QRect summaryRect(area.left(), nameRect.bottom() + 1, area.width(), option.fontMetrics.height());
    painter->drawText(
        summaryRect, Qt::AlignLeft | Qt::AlignVCenter,
        option.fontMetrics.elidedText(index.data(CaseListModel::SummaryRole).toString(), Qt::ElideRight, area.width()));
    painter->restore();
}

QSize CaseItemDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    QFont nameFont = option.font;
    nameFont.setBold(true);
    return {option.rect.width(), QFontMetrics(nameFont).height() + option.fontMetrics.height() + 2 * Padding};
}

} // namespace claimscope
