#include "visiblecontrols.h"

#include <algorithm>

namespace claimscope {

namespace {

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

QString visibleControls(const QString &text, bool keepLayout)
{
    const auto isControl = [keepLayout](QChar c) {
        if (keepLayout && (c == u'\n' || c == u'\t'))
            return false;
        return c.category() == QChar::Other_Control || isBidiControl(c.unicode());
    };
    if (std::none_of(text.begin(), text.end(), isControl))
        return text;
    QString shown;
    shown.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (!isControl(c))
            shown += c;
        else if (isBidiControl(c.unicode()))
            shown += QStringLiteral("\\u") + QString::number(c.unicode(), 16).toUpper();
        else
            shown += QStringLiteral("\\x") + QString::number(c.unicode(), 16).toUpper().rightJustified(2, u'0');
    }
    return shown;
}

QString visibleName(const QString &text)
{
    constexpr int MaxChars = 80;
    qsizetype end = std::min<qsizetype>(text.size(), MaxChars);
    if (end > 0 && text[end - 1].isHighSurrogate())
        --end; // half a character: cut before it
    QString shown = visibleControls(text.left(end), false);
    if (text.size() > MaxChars)
        shown += QStringLiteral("…");
    return shown;
}

} // namespace claimscope
