#include "tonedelegate.h"

#include "ui/widgets/wordelide.h"

#include <QApplication>
#include <QStyle>

namespace claimscope {

ToneDelegate::ToneDelegate(ToneOf toneOf, int extraHeight, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_toneOf(std::move(toneOf))
    , m_extraHeight(extraHeight)
{
}

QSize ToneDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    return QStyledItemDelegate::sizeHint(option, index) + QSize(0, m_extraHeight);
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
    if (tone.elideAtWord && option->rect.isValid()) {
        // The style puts this margin on either side of the text (QCommonStyle::viewItemDrawText).
        const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
        option->text = elideAtWord(option->text, QFontMetrics(option->font), option->rect.width() - 2 * margin);
    }
}

} // namespace claimscope
