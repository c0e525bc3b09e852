#pragma once

#include <QString>

namespace claimscope {

// English Snowball stemming (libstemmer). sb_stemmer is not thread-safe, so every thread
// gets its own stemmer instance on first use; callable from any thread.
class Stemmer
{
public:
    // The Snowball "english" stem of a lower-case word; the word itself if it cannot be stemmed.
    static QString stem(const QString &word);
};

} // namespace claimscope
