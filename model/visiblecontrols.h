#pragma once

#include <QString>

namespace claimscope {

// `text` with its control characters (escape sequences, NUL, carriage returns, C1) shown as
// \xNN and its bidirectional overrides as \uNNNN, so text echoed from a file or a judge can
// never drive a terminal or reorder a line. Line feeds and tabs stay when `keepLayout`. Pure,
// any thread.
QString visibleControls(const QString &text, bool keepLayout);
// A name from a file safe to print in one line: visibleControls() without layout, cut after 80
// characters (never inside a character) with "…".
QString visibleName(const QString &text);

} // namespace claimscope
