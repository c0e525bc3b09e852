#pragma once

#include <QString>

namespace claimscope {

// `plain` as HTML element text or attribute value: escaped (& < > "), and control characters,
// which HTML does not allow (NUL, escape …), shown as their Unicode pictures (␀, ␛) so they stay
// visible without breaking the page. Pure, any thread.
QString htmlText(const QString &plain);

} // namespace claimscope
