#include "elidedlabel.h"

#include "wordelide.h"

namespace claimscope {

namespace {
// The least width asked for, in average characters.
constexpr int MinimumCharacters = 12;
} // namespace

void ElidedLabel::setFullText(const QString &text, const QString &shorter)
{
    if (text == m_fullText && shorter == m_shorterText)
        return;
    m_fullText = text;
    m_shorterText = shorter;
    updateGeometry();
    elide();
}

QSize ElidedLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_fullText) + margins.left() + margins.right() + 2 * margin(),
            QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {qMin(sizeHint().width(), fontMetrics().averageCharWidth() * MinimumCharacters),
            QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide()
{
    const int width = contentsRect().width() - 2 * margin();
    const bool fits = fontMetrics().horizontalAdvance(m_fullText) <= width;
    const QString shown =
        fits ? m_fullText : elideAtWord(m_shorterText.isEmpty() ? m_fullText : m_shorterText, fontMetrics(), width);
    setText(shown);
    setToolTip(shown == m_fullText ? QString() : m_fullText);
}

} // namespace claimscope
