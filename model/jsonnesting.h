#pragma once

#include <QByteArrayView>

// How deep JSON text nests, found by one linear scan before anything parses it, so that no
// recursive walk (conversion, dumping, destruction) ever meets a value deeper than the limit.
// Pure functions, any thread.
namespace claimscope::JsonNesting {

// The deepest nesting of lists and objects any reader accepts (YAML as well as JSON).
constexpr int MaxDepth = 200;

// The byte offset of the first '[' or '{' that opens level maxDepth + 1, or -1 when the text
// never nests deeper than maxDepth. Brackets inside strings do not count.
qint64 firstTooDeep(QByteArrayView text, int maxDepth = MaxDepth);

} // namespace claimscope::JsonNesting
