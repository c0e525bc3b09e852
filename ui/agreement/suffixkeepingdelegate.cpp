#include "suffixkeepingdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>

namespace claimscope {

namespace {

constexpr int MinimumTitleLetters = 6;

// Where the suffix starts (at its " · "): after a quoted title's closing quote ("” · model ·
// #1d5f": the model and the part of the id that tells two equal names apart), else at the last
// separator; 0 or less when there is none.
qsizetype suffixStart(const QString &text)
{
    const QString separator = QStringLiteral(" · ");
    const qsizetype closing = text.startsWith(QChar(0x201C)) ? text.indexOf(QChar(0x201D) + separator) : -1;
    return closing > 0 ? closing + 1 : text.lastIndexOf(separator);
}

// A mark before a quoted name ("⟳ “…”"): its length, 0 when there is none.
qsizetype markLength(const QString &text)
{
    const qsizetype quote = text.indexOf(QChar(0x201C));
    return quote > 0 && quote <= 2 ? quote : 0;
}

} // namespace

QString elideKeepingSuffix(const QString &text, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    // A mark before the name stays, and the name after it is shortened as any other.
    if (const qsizetype mark = markLength(text); mark > 0)
        return text.left(mark)
            + elideKeepingSuffix(text.mid(mark), metrics, width - metrics.horizontalAdvance(text.left(mark)));
    const QString separator = QStringLiteral(" · ");
    const qsizetype at = suffixStart(text);
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

namespace {

// A title alone shortened at its end, a mark before it kept and its quotes around one "…".
QString elideTitle(const QString &title, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(title) <= width)
        return title;
    const QString mark = title.left(markLength(title));
    const QString name = title.mid(mark.size());
    const QChar ellipsis(0x2026);
    if (!name.startsWith(QChar(0x201C)) || !name.endsWith(QChar(0x201D)))
        return metrics.elidedText(title, Qt::ElideRight, width);
    QString inner = name.mid(1, name.size() - 2);
    while (inner.endsWith(ellipsis))
        inner.chop(1);
    const int room = width - metrics.horizontalAdvance(mark + name.left(1) + name.right(1));
    QString shortened = metrics.elidedText(inner + ellipsis, Qt::ElideRight, room);
    if (!shortened.endsWith(ellipsis))
        shortened += ellipsis;
    return mark + name.left(1) + shortened + name.right(1);
}

// Where the style paints an item's text, within the margins it leaves around it.
QRect textRect(const QStyleOptionViewItem &option)
{
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option.widget) + 1;
    return style->subElementRect(QStyle::SE_ItemViewItemText, &option, option.widget).adjusted(margin, 0, -margin, 0);
}

} // namespace

QString nameSource(const QString &text)
{
    const qsizetype mark = markLength(text);
    const qsizetype after = suffixStart(text.mid(mark));
    if (after <= 0)
        return {};
    const QString suffix = text.mid(mark + after + 3);
    return suffix.section(QStringLiteral(" · "), 0, 0);
}

QStringList twoLineName(const QString &text, const QFontMetrics &metrics, int width)
{
    const qsizetype mark = markLength(text);
    const qsizetype after = suffixStart(text.mid(mark));
    const qsizetype start = after > 0 ? mark + after : -1;
    if (metrics.horizontalAdvance(text) <= width || start <= 0)
        return {};
    const QString suffix = text.mid(start + 3); // after " · "
    if (elideKeepingSuffix(text, metrics, width).endsWith(suffix))
        return {};
    // A suffix of two parts too long for the line: the id's part joins the title ("“Thank you!”
    // · #4f70"), the model has the second line.
    const QString separator = QStringLiteral(" · ");
    const qsizetype last = suffix.lastIndexOf(separator);
    if (metrics.horizontalAdvance(suffix) > width && last > 0) {
        const QString idPart = suffix.mid(last);
        return {elideTitle(text.left(start), metrics, width - metrics.horizontalAdvance(idPart)) + idPart,
                metrics.elidedText(suffix.left(last), Qt::ElideRight, width)};
    }
    return {elideTitle(text.left(start), metrics, width), metrics.elidedText(suffix, Qt::ElideRight, width)};
}

void SuffixKeepingDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->text = elideKeepingSuffix(option->text, option->fontMetrics, textRect(*option).width());
}

void SuffixKeepingDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!m_twoLines) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem whole = option;
    QStyledItemDelegate::initStyleOption(&whole, index);
    const QRect text = textRect(whole);
    // Two lines where the row has room for them and one would cut the suffix (the model): the
    // title on the first, the suffix whole on the second. Painted here, never shortened again by
    // the style, whose own cut does not know the suffix.
    QStringList lines = whole.rect.height() >= 2 * whole.fontMetrics.height()
        ? twoLineName(whole.text, whole.fontMetrics, text.width())
        : QStringList();
    if (lines.isEmpty())
        lines = {elideKeepingSuffix(whole.text, whole.fontMetrics, text.width())};
    whole.text.clear();
    const QStyle *style = whole.widget ? whole.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &whole, painter, whole.widget);
    const QPalette::ColorRole role = whole.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text;
    const int lineHeight = whole.fontMetrics.height();
    const int top = whole.rect.top() + (whole.rect.height() - int(lines.size()) * lineHeight) / 2;
    painter->save();
    painter->setFont(whole.font);
    for (int line = 0; line < lines.size(); ++line) {
        const QRect rect(text.left(), top + line * lineHeight, text.width(), lineHeight);
        style->drawItemText(painter, rect, Qt::AlignLeft | Qt::AlignVCenter, whole.palette, true, lines[line], role);
    }
    painter->restore();
}

} // namespace claimscope
