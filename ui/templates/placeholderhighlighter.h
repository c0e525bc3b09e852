#pragma once

#include <QStringList>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace claimscope {

// Colours a template: {{placeholders}} the step offers in one colour, unknown ones in red with
// a wavy underline, and the "=== system ===" / "=== user ===" section markers. UI thread.
class PlaceholderHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit PlaceholderHighlighter(QTextDocument *document);

    void setKnownPlaceholders(const QStringList &names);
    // Switches to colours that read on a dark or projected background.
    void setHighContrast(bool on);

protected:
    void highlightBlock(const QString &text) override;

private:
    void makeFormats();

    QStringList m_known;
    bool m_highContrast = false;
    QTextCharFormat m_knownFormat;
    QTextCharFormat m_unknownFormat;
    QTextCharFormat m_markerFormat;
};

} // namespace claimscope
