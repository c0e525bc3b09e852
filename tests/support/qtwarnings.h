#pragma once

namespace claimscope {

// Makes every Qt warning until the end of the current test function a failure, so a warning
// that a change brings fails the suite instead of scrolling by. Call it from init(). Let through
// are only the offscreen platform's notices of what it cannot do ("This plugin does not support
// raise()", "… propagateSizeHints()"): it says them whenever a window is shown or raised under
// QT_QPA_PLATFORM=offscreen, and they say nothing about the program.
void failOnQtWarnings();

} // namespace claimscope
