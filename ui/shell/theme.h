#pragma once

#include <QPalette>
#include <QString>

namespace claimscope {

// The look of the window in one place: the palette and the style sheet that colours chat
// bubbles (user blue on the left, assistant green on the right), metric cards and notes, in a
// normal and a high-contrast (presentation) variant. Pure functions, UI thread.
namespace Theme {

QPalette palette(bool highContrast);
QString styleSheet(bool highContrast);

} // namespace Theme

} // namespace claimscope
