#include "textfold.h"

namespace claimscope {

QString foldedStart(const QString &text, const std::function<bool(const QString &start)> &fits)
{
    int longest = 0;
    int low = 1;
    int high = int(text.size()) - 1;
    while (low <= high) {
        const int middle = (low + high) / 2;
        if (fits(text.left(middle))) {
            longest = middle;
            low = middle + 1;
        } else {
            high = middle - 1;
        }
    }
    QString start = text.left(longest);
    const int space = int(start.lastIndexOf(QLatin1Char(' ')));
    if (space > 0 && longest < text.size() && !text.at(longest).isSpace())
        start.truncate(space);
    return start.trimmed();
}

} // namespace claimscope
