#include "chatlayout.h"

#include "editcontrols.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace claimscope::ChatLayout {

namespace {
constexpr int BubbleStretch = 7; // of 8: a bubble leaves an eighth of the width free
}

QVBoxLayout *setUpPage(QScrollArea *area)
{
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(area);
    page->setObjectName(QStringLiteral("chat"));
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(10);
    area->setWidget(page);
    return layout;
}

QWidget *alignedRow(QWidget *bubble, bool right, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    bubble->setParent(row);
    if (right)
        layout->addStretch(1);
    layout->addWidget(bubble, BubbleStretch);
    if (!right)
        layout->addStretch(1);
    return row;
}

QToolButton *symbolButton(QWidget *parent, const QString &symbol, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setText(symbol);
    button->setToolTip(tip);
    button->setAccessibleName(tip);
    button->setAutoRaise(true);
    EditControls::markButton(button);
    return button;
}

} // namespace claimscope::ChatLayout
