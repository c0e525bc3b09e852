#include "wordelide.h"

#include <algorithm>

namespace claimscope {

QString elideAtWord(const QString &text, const QFontMetrics &metrics, int width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    // The longest start that ends before a space and fits with the ellipsis, without a
    // separator left hanging ("“Which is the most popular?” ·…").
    // A mark that leads the next part ("⊘ Faithfulness …") goes with it.
    static const QString separators = QStringLiteral("·-–—,;⊘⚠");
    for (qsizetype end = text.lastIndexOf(u' '); end > 0; end = text.lastIndexOf(u' ', end - 1)) {
        QString start = text.left(end).trimmed();
        while (!start.isEmpty() && separators.contains(start.back()))
            start = start.chopped(1).trimmed();
        // A mark alone ("★…") reads nothing: better the first word cut short.
        const bool hasWord = std::any_of(start.begin(), start.end(), [](QChar c) { return c.isLetterOrNumber(); });
        if (hasWord && metrics.horizontalAdvance(start + ellipsis) <= width)
            return start + ellipsis;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
}

} // namespace claimscope
