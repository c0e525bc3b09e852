#include "placeholderhighlighter.h"

#include <QRegularExpression>

namespace claimscope {

PlaceholderHighlighter::PlaceholderHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    makeFormats();
}

void PlaceholderHighlighter::setKnownPlaceholders(const QStringList &names)
{
    m_known = names;
    rehighlight();
}

void PlaceholderHighlighter::setHighContrast(bool on)
{
    m_highContrast = on;
    makeFormats();
    rehighlight();
}

void PlaceholderHighlighter::makeFormats()
{
    m_knownFormat = {};
    m_knownFormat.setForeground(m_highContrast ? QColor(0x00, 0x33, 0x99) : QColor(0x1a, 0x5f, 0xb4));
    m_knownFormat.setBackground(m_highContrast ? QColor(0xd6, 0xe4, 0xff) : QColor(0xe8, 0xf0, 0xfe));
    m_knownFormat.setFontWeight(QFont::Bold);
    m_unknownFormat = {};
    m_unknownFormat.setForeground(QColor(0xb0, 0x00, 0x20));
    m_unknownFormat.setBackground(QColor(0xfd, 0xe7, 0xe9));
    m_unknownFormat.setFontWeight(QFont::Bold);
    m_unknownFormat.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    m_unknownFormat.setUnderlineColor(QColor(0xd0, 0x00, 0x00));
    m_unknownFormat.setToolTip(tr("This step offers no such placeholder"));
    m_markerFormat = {};
    m_markerFormat.setForeground(m_highContrast ? QColor(0x20, 0x20, 0x20) : QColor(0x5f, 0x63, 0x68));
    m_markerFormat.setFontWeight(QFont::Bold);
}

void PlaceholderHighlighter::highlightBlock(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral(R"(^=== (system|user) ===\s*$)"));
    if (marker.match(text).hasMatch()) {
        setFormat(0, int(text.size()), m_markerFormat);
        return;
    }
    // Same grammar as the renderer: {{ name }} with optional spaces.
    static const QRegularExpression placeholder(QStringLiteral(R"(\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\})"));
    auto it = placeholder.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const bool known = m_known.contains(match.captured(1));
        setFormat(int(match.capturedStart()), int(match.capturedLength()), known ? m_knownFormat : m_unknownFormat);
    }
}

} // namespace claimscope
