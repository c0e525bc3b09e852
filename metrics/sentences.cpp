#include "sentences.h"

#include <QTextBoundaryFinder>

namespace claimscope {

QStringList splitSentences(const QString &text)
{
    QStringList sentences;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Sentence, text);
    qsizetype start = 0;
    while (finder.toNextBoundary() != -1) {
        const qsizetype end = finder.position();
        const QString sentence = text.mid(start, end - start).trimmed();
        if (!sentence.isEmpty())
            sentences.append(sentence);
        start = end;
    }
    return sentences;
}

} // namespace claimscope
