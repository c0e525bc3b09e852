#include "wrappingstatusbar.h"

#include <QEvent>
#include <QPainter>
#include <QSizeGrip>

namespace claimscope {

namespace {

constexpr int Margin = 6;
constexpr Qt::Alignment MessageAlignment = Qt::AlignLeading | Qt::AlignVCenter;

} // namespace

WrappingStatusBar::WrappingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{
    connect(this, &QStatusBar::messageChanged, this, [this] {
        fitHeight();
        update();
    });
}

QRect WrappingStatusBar::messageArea() const
{
    // While a message shows, the status bar hides its other widgets: the ones still visible
    // (besides the size grip) are the permanent ones on the right.
    int right = width() - 2 * Margin;
    for (const QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isVisible() && !qobject_cast<const QSizeGrip *>(child))
            right = qMin(right, child->x() - Margin);
    }
    return QRect(Margin, 0, qMax(0, right - Margin), height());
}

void WrappingStatusBar::paintEvent(QPaintEvent *event)
{
    const QString message = currentMessage();
    if (message.isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    QPainter painter(this);
    painter.setPen(palette().windowText().color());
    painter.drawText(messageArea(), int(MessageAlignment) | Qt::TextWordWrap, message);
}

void WrappingStatusBar::resizeEvent(QResizeEvent *event)
{
    QStatusBar::resizeEvent(event);
    fitHeight();
}

void WrappingStatusBar::changeEvent(QEvent *event)
{
    QStatusBar::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitHeight(); // zoom: the lines are counted in the new type
}

void WrappingStatusBar::fitHeight()
{
    const QString message = currentMessage();
    int needed = 0;
    if (!message.isEmpty()) {
        const QRect area = messageArea();
        const int lines =
            fontMetrics().boundingRect(QRect(0, 0, area.width(), 100000), Qt::TextWordWrap, message).height();
        // One line fits the bar as it is; more take at most two lines' room, so the bar never
        // pushes the window past its screen.
        if (lines > fontMetrics().height())
            needed = qMin(lines, 2 * fontMetrics().lineSpacing()) + 4;
    }
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
}

} // namespace claimscope
