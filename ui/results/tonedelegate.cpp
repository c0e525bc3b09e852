#include "tonedelegate.h"

#include "ui/agreement/suffixkeepingdelegate.h"

#include "ui/widgets/wordelide.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>

namespace claimscope {

ToneDelegate::ToneDelegate(ToneOf toneOf, int extraHeight, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_toneOf(std::move(toneOf))
    , m_extraHeight(extraHeight)
{
}

namespace {

// The width a tree's cell has for its text: its column's, less the indentation in the first.
int cellWidth(const QTreeView *tree, const QModelIndex &index)
{
    int width = tree->header()->sectionSize(index.column());
    if (index.column() == tree->header()->logicalIndex(0)) {
        int level = tree->rootIsDecorated() ? 1 : 0;
        for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent())
            ++level;
        width -= level * tree->indentation();
    }
    return width;
}

} // namespace

QSize ToneDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem cell = option;
    // A wrapping tree asks for heights without saying the width: the column's is the one painted.
    // A column sized to its contents asks for its natural width instead.
    if (const auto *tree = qobject_cast<const QTreeView *>(option.widget);
        tree && tree->wordWrap() && tree->header()->sectionResizeMode(index.column()) != QHeaderView::ResizeToContents)
        cell.rect = QRect(0, 0, qMax(1, cellWidth(tree, index)), qMax(1, option.rect.height())); // valid: wraps
    return QStyledItemDelegate::sizeHint(cell, index) + QSize(0, m_extraHeight);
}

void ToneDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const Tone tone = m_toneOf(index);
    if (tone.foreground.isValid())
        option->palette.setColor(QPalette::Text, tone.foreground);
    if (tone.background.isValid())
        option->backgroundBrush = tone.background;
    option->font.setBold(option->font.bold() || tone.bold);
    option->font.setItalic(option->font.italic() || tone.italic);
    if (tone.oneLine)
        option->features &= ~QStyleOptionViewItem::WrapText;
    if ((tone.elideAtWord || tone.keepSuffix) && option->rect.isValid()) {
        // The text's own rect in the cell (the style's), less the margin the style puts on either
        // side of the text (QCommonStyle::viewItemDrawText).
        const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
        const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, option, option->widget);
        // A few pixels to spare: the text layout that paints may round wider than the measure
        // ("1 out…" measured to fit 43 px and was painted "1 ou…").
        constexpr int LayoutSlack = 3;
        const int width = qMin(text.width(), option->rect.width()) - 2 * margin - LayoutSlack;
        // A readable name with a suffix ("“…” · gpt-4o · #4f70") keeps it; any other ends at a word.
        option->text = tone.keepSuffix && option->text.contains(QStringLiteral(" · "))
            ? elideKeepingSuffix(option->text, QFontMetrics(option->font), width)
            : elideAtWord(option->text, QFontMetrics(option->font), width);
    }
}

} // namespace claimscope
