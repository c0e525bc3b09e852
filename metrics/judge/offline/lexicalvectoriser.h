#pragma once

#include <QList>
#include <QString>

namespace claimscope {

// The offline embedder's vectors: sublinear term frequencies of Snowball stems plus character
// 3–5-grams, feature-hashed (signed, FNV-1a) into `dimension` slots and L2-normalised. A text's
// vector depends on that text alone (never on a batch), so it can be cached per text. Pure, any thread.
class LexicalVectoriser
{
public:
    static constexpr int dimension = 1024;
    // Unit length; all zeros for a text without letters or digits.
    static QList<double> vector(const QString &text);
};

} // namespace claimscope
