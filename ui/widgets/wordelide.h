#pragma once

#include <QFontMetrics>
#include <QString>

namespace claimscope {

// `text` cut to `width` at the end of a word, with "…": a name reads "Hotel concierge: early…",
// never "Ho…og". A first word too long for the width is cut where it must. Any thread.
QString elideAtWord(const QString &text, const QFontMetrics &metrics, int width);

} // namespace claimscope
