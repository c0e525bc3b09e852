#include "textfinder.h"

#include <QChar>

#include <algorithm>

namespace claimscope {

TextFinder::TextFinder(const QString &text)
    : m_text(text)
{
    m_folded.reserve(text.size());
    for (QChar c : text) {
        m_folded.append(fold(c.unicode()));
        m_hasBlank = m_hasBlank || c.isSpace();
        m_hasSurrogates = m_hasSurrogates || c.isSurrogate();
    }
    // How far the window may move when its last unit is u: from the last place u occurs in the
    // text (before its end). Units sharing a low byte share the smallest shift, which is safe.
    const qsizetype length = m_folded.size();
    m_skip.fill(std::max<qsizetype>(length, 1));
    for (qsizetype i = 0; i + 1 < length; ++i)
        m_skip[m_folded[i] & 0xFF] = length - 1 - i;
}

char16_t TextFinder::fold(char16_t c)
{
    if (c < 0x80)
        return c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c;
    return QChar::toCaseFolded(c);
}

bool TextFinder::foundIn(QStringView haystack) const
{
    const qsizetype length = m_folded.size();
    if (length == 0)
        return true;
    // A letter beyond the BMP folds as a pair of units; one in the haystack without one in the
    // text cannot fold into the text's units, which are all in the BMP.
    if (m_hasSurrogates)
        return haystack.contains(m_text, Qt::CaseInsensitive);
    const char16_t *units = haystack.utf16();
    const char16_t last = m_folded[length - 1];
    for (qsizetype end = length - 1; end < haystack.size();) {
        const char16_t unit = fold(units[end]);
        if (unit == last) {
            qsizetype matched = 1;
            while (matched < length && fold(units[end - matched]) == m_folded[length - 1 - matched])
                ++matched;
            if (matched == length)
                return true;
        }
        end += m_skip[unit & 0xFF];
    }
    return false;
}

} // namespace claimscope
