#include "foldedlabel.h"

#include "ui/widgets/textfold.h"

namespace claimscope {

FoldedLabel::FoldedLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse); // "more", and no text to select
    setMinimumWidth(1); // it wraps (or folds) to the width it gets, and never widens the window
    connect(this, &QLabel::linkActivated, this, [this] {
        m_unfolded = true;
        show(m_fullText, false);
        Q_EMIT unfolded();
    });
}

void FoldedLabel::setFullText(const QString &text)
{
    m_fullText = text;
    m_unfolded = false;
    show(text, false);
}

void FoldedLabel::show(const QString &shown, bool folded)
{
    const QString more = tr("more");
    m_shownText = folded ? tr("%1… %2").arg(shown, more) : shown;
    if (m_shownText.isEmpty()) {
        clear();
        return;
    }
    // pre-wrap: the text's own spaces and line breaks, as a plain label shows them.
    QString html = QStringLiteral("<span style=\"white-space: pre-wrap\">%1</span>").arg(shown.toHtmlEscaped());
    if (folded)
        html = tr("%1… %2").arg(html, QStringLiteral("<a href=\"more\">%1</a>").arg(more.toHtmlEscaped()));
    setText(html);
}

int FoldedLabel::fullHeight(int width)
{
    show(m_fullText, false);
    return heightForWidth(width);
}

void FoldedLabel::foldTo(int width, int height)
{
    show(m_fullText, false);
    if (m_unfolded || heightForWidth(width) <= height)
        return;
    // The longest start, cut after a word, that fits with "… more".
    const QString start = foldedStart(m_fullText, [&](const QString &candidate) {
        show(candidate, true);
        return heightForWidth(width) <= height;
    });
    show(start, true);
}

} // namespace claimscope
