#pragma once

#include <QString>

#include <optional>

namespace claimscope {

// Which minus a signed figure is written with: the typographic one (U+2212) where a person
// reads it, the ASCII hyphen in command-line lines that scripts read.
enum class MinusSign { Typographic, Ascii };

// A change as a signed figure: "+0.013", "−0.200"; "0.000" when it rounds to nothing (never
// "−0.000" or "+0.000"); "–" for none. The one way every signed figure is written. Any thread.
QString signedFigureText(const std::optional<double> &value, int places = 3,
                         MinusSign minus = MinusSign::Typographic);

} // namespace claimscope
