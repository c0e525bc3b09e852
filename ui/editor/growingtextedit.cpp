#include "growingtextedit.h"

#include "model/turnlocator.h"
#include "undoshortcutfilter.h"

#include <QAbstractTextDocumentLayout>

namespace claimscope {

GrowingTextEdit::GrowingTextEdit(QWidget *parent)
    : QTextEdit(parent)
{
    setAcceptRichText(false);
    setTabChangesFocus(true);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    UndoShortcutFilter::install(this);
    connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            &GrowingTextEdit::fitHeight);
    connect(this, &QTextEdit::textChanged, this, [this] {
        if (!m_settingText)
            Q_EMIT edited(toPlainText());
    });
}

void GrowingTextEdit::setText(const QString &text)
{
    if (text == toPlainText())
        return;
    m_settingText = true;
    setPlainText(text);
    m_settingText = false;
}

bool GrowingTextEdit::markText(const QString &needle)
{
    clearMark();
    const TurnLocator::Span span = TurnLocator::findPassage(toPlainText(), needle);
    if (span.start < 0 || span.length == 0)
        return false;
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(document());
    mark.cursor.setPosition(int(span.start));
    mark.cursor.setPosition(int(span.start + span.length), QTextCursor::KeepAnchor);
    mark.format.setBackground(QColor(0xff, 0xe0, 0x66));
    mark.format.setForeground(QColor(0x20, 0x20, 0x20));
    setExtraSelections({mark});
    return true;
}

void GrowingTextEdit::clearMark()
{
    setExtraSelections({});
}

QSize GrowingTextEdit::sizeHint() const
{
    const int height = int(document()->size().height()) + 2 * frameWidth() + 2;
    return {QTextEdit::sizeHint().width(), qMax(height, fontMetrics().height() + 2 * frameWidth() + 8)};
}

QSize GrowingTextEdit::minimumSizeHint() const
{
    return {80, sizeHint().height()};
}

void GrowingTextEdit::resizeEvent(QResizeEvent *event)
{
    QTextEdit::resizeEvent(event);
    fitHeight();
}

void GrowingTextEdit::fitHeight()
{
    document()->setTextWidth(viewport()->width());
    const int height = sizeHint().height();
    if (height != this->height()) {
        setFixedHeight(height);
        updateGeometry();
    }
}

} // namespace claimscope
