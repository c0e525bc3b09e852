#pragma once

#include <QString>

class QScrollArea;
class QToolButton;
class QVBoxLayout;
class QWidget;

namespace claimscope {

// The layout rules the chat views share: the scrolling page, a bubble's place (questions on the
// left, answers on the right, an eighth of the width left free) and the small symbol buttons on
// bubbles and context items. Free functions, UI thread.
namespace ChatLayout {

// Gives `area` its scrolling page and returns the page's layout.
QVBoxLayout *setUpPage(QScrollArea *area);
// A full-width row holding `bubble`, pushed right when `right`.
QWidget *alignedRow(QWidget *bubble, bool right, QWidget *parent);
// A flat button showing a symbol ("↑", "✕"), described by `tip` for tooltips and screen readers;
// an edit control, hidden while the editor only displays.
QToolButton *symbolButton(QWidget *parent, const QString &symbol, const QString &tip);

} // namespace ChatLayout

} // namespace claimscope
