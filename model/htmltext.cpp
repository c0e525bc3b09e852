#include "htmltext.h"

#include <algorithm>

namespace claimscope {

namespace {

bool isDisallowedControl(QChar c)
{
    const char16_t u = c.unicode();
    return (u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || (u >= 0x7f && u <= 0x9f);
}

// U+2400…U+241F picture C0 controls and U+2421 pictures DEL; C1 controls have no picture.
QChar picture(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x20)
        return QChar(char16_t(0x2400 + u));
    return u == 0x7f ? QChar(char16_t(0x2421)) : QChar(QChar::ReplacementCharacter);
}

} // namespace

QString htmlText(const QString &plain)
{
    if (std::none_of(plain.begin(), plain.end(), isDisallowedControl))
        return plain.toHtmlEscaped();
    QString visible = plain;
    for (QChar &c : visible) {
        if (isDisallowedControl(c))
            c = picture(c);
    }
    return visible.toHtmlEscaped();
}

} // namespace claimscope
