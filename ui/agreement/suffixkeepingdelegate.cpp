#include "suffixkeepingdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStyle>

namespace claimscope {

namespace {

constexpr int MinimumTitleLetters = 6;

} // namespace

QString elideKeepingSuffix(const QString &text, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString separator = QStringLiteral(" · ");
    // A quoted title's suffix starts after its closing quote ("” · model · #1d5f": the model and
    // the part of the id that tells two equal names apart); else after the last separator.
    const qsizetype closing = text.startsWith(QChar(0x201C)) ? text.indexOf(QChar(0x201D) + separator) : -1;
    const qsizetype at = closing > 0 ? closing + 1 : text.lastIndexOf(separator);
    if (at <= 0)
        return metrics.elidedText(text, Qt::ElideRight, width);
    QString head = text.left(at);
    const QString tail = text.mid(at);
    const QChar ellipsis(0x2026);
    // A quoted title keeps its quotes around one ellipsis: "“I meant all t…”", never "t……”".
    const bool quoted = head.startsWith(QChar(0x201C)) && head.endsWith(QChar(0x201D));
    QString open, close;
    if (quoted) {
        open = head.left(1);
        close = QString(QChar(0x201D));
        head = head.mid(1, head.size() - 2);
        while (head.endsWith(ellipsis))
            head.chop(1);
    }
    // The title keeps at least its first few letters; what the suffix cannot have then goes from
    // its end ("llama-3.1-405b-i…" still tells llama from gpt-4o).
    const int least = metrics.horizontalAdvance(head.left(MinimumTitleLetters) + ellipsis);
    const int room = width - metrics.horizontalAdvance(open + close + tail);
    if (room < least) {
        // A suffix of two parts keeps the last whole (the id's part, which tells equal names
        // apart) and the model's first letters, the title fewer of its own.
        const qsizetype last = tail.lastIndexOf(separator);
        for (const int letters : {MinimumTitleLetters, 2}) {
            if (last <= 0)
                break;
            const QString kept = tail.mid(last);
            const QString title = open
                + metrics.elidedText(head, Qt::ElideRight, metrics.horizontalAdvance(head.left(letters) + ellipsis))
                + close;
            const int modelRoom = width - metrics.horizontalAdvance(title + kept);
            const QString model = tail.left(last);
            if (modelRoom >= metrics.horizontalAdvance(model.left(separator.size() + 1) + ellipsis))
                return title + metrics.elidedText(model, Qt::ElideRight, modelRoom) + kept;
        }
        const QString title = open + metrics.elidedText(head, Qt::ElideRight, least) + close;
        return title + metrics.elidedText(tail, Qt::ElideRight, width - metrics.horizontalAdvance(title));
    }
    // The parts' widths can add up to a pixel less than the whole's (kerning): shortened until
    // the whole fits, so the view never cuts it again at its end.
    QString shown;
    for (int titleRoom = room; titleRoom >= least - 2; titleRoom -= 2) {
        QString shortened = metrics.elidedText(head, Qt::ElideRight, titleRoom);
        if (!shortened.endsWith(ellipsis) && quoted)
            shortened = metrics.elidedText(head + ellipsis, Qt::ElideRight, titleRoom);
        shown = open + shortened + close + tail;
        if (metrics.horizontalAdvance(shown) <= width)
            break;
    }
    return shown;
}

void SuffixKeepingDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
    // The margins the style leaves around an item's text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
    option->text = elideKeepingSuffix(option->text, option->fontMetrics, option->rect.width() - 2 * margin);
}

} // namespace claimscope
