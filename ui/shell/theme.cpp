#include "theme.h"

#include <QColor>

namespace claimscope::Theme {

QPalette palette(bool highContrast)
{
    QPalette palette;
    const QColor window = highContrast ? QColor(0xff, 0xff, 0xff) : QColor(0xf4, 0xf5, 0xf7);
    const QColor text = highContrast ? QColor(0x00, 0x00, 0x00) : QColor(0x20, 0x21, 0x24);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::AlternateBase, QColor(0xf1, 0xf3, 0xf4));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, highContrast ? QColor(0xf0, 0xf0, 0xf0) : QColor(0xfa, 0xfa, 0xfb));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, highContrast ? QColor(0x00, 0x3d, 0xa5) : QColor(0x1a, 0x73, 0xe8));
    palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xe8));
    palette.setColor(QPalette::ToolTipText, QColor(0x20, 0x21, 0x24));
    palette.setColor(QPalette::PlaceholderText, highContrast ? QColor(0x55, 0x55, 0x55) : QColor(0x80, 0x86, 0x8b));
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0xa0, 0xa6));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0xa0, 0xa6));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a, 0xa0, 0xa6));
    return palette;
}

QString styleSheet(bool highContrast)
{
    // %1 user border, %2 user fill, %3 assistant border, %4 assistant fill, %5 border width,
    // %6 secondary text, %7 card border, %8 a turn's padding: with its border as wide as a marked
    // turn's, so marking a turn (or a restyle that forgot it was marked) never moves or re-wraps
    // its text.
    const QString sheet = QStringLiteral(R"(
QFrame#turn { border: %5px solid %1; border-radius: 10px; background: %2; padding: %8px; }
QFrame#turn[role="assistant"] { border-color: %3; background: %4; }
QFrame#turn[role="reference"] { border-color: #9aa0a6; border-style: dashed; background: #ffffff; }
QFrame#turn[highlighted="true"] { border: 3px solid #e37400; padding: 0px; }
QLabel#roleLabel { color: white; background: #1967d2; border-radius: 8px; padding: 1px 8px; font-weight: bold; }
QLabel#roleLabel[role="assistant"] { background: #137333; }
QLabel#roleLabel[role="reference"] { background: #5f6368; }
QLabel#turnNumber, QLabel#caseSummary, QLabel#metricAnchor, QLabel#contextNumber { color: %6; }
QLabel#metricDescription { color: %6; }
QLabel#contextTitle { color: %6; font-weight: bold; }
QLabel#emptyHint { color: %6; }
QTextEdit#turnContent { background: transparent; border: 1px solid transparent; }
QTextEdit#turnContent:focus { background: white; border: 1px solid #1a73e8; }
QWidget#contextItem { background: white; border: 1px solid %7; border-radius: 6px; }
QWidget#contextItem QTextEdit { border: none; background: transparent; }
QWidget#contextItem QLineEdit { border: 1px solid %7; border-radius: 4px; padding: 1px 4px; }
QFrame#metricCard { background: white; border: 1px solid %7; border-radius: 8px; }
QLabel#metricErrors { color: #b00020; }
QLabel#metricApplicability { color: %6; font-style: italic; }
QLineEdit#caseName { font-weight: bold; border: 1px solid transparent; background: transparent; }
QLineEdit#caseName:focus { border: 1px solid #1a73e8; background: white; }
QWidget#caseHeader { border-bottom: 1px solid %7; }
QLabel#placeholderList { color: %6; }
QPlainTextEdit#templateText, QPlainTextEdit#promptPreview, QTextBrowser#templateDiff, QTextBrowser#noticeText,
QPlainTextEdit#callPrompt, QPlainTextEdit#callAnswer {
    font-family: "DejaVu Sans Mono", monospace; }
)");
    // Presenting: a check box's mark as large as its words (the style draws it at 13 px at any
    // type), and a context item's source reads as text, not as a field to type in.
    const QString presenting = QStringLiteral(R"(
QCheckBox::indicator { width: 0.75em; height: 0.75em; }
QWidget#contextItem QLineEdit[readOnly="true"] { border: 1px solid transparent; background: transparent; }
)");
    if (highContrast)
        return sheet.arg(QStringLiteral("#003da5"), QStringLiteral("#e3ecff"), QStringLiteral("#0b5a26"),
                         QStringLiteral("#dff3e4"), QStringLiteral("2"), QStringLiteral("#202124"),
                         QStringLiteral("#5f6368"), QStringLiteral("1"))
            + presenting;
    return sheet.arg(QStringLiteral("#8ab4f8"), QStringLiteral("#eef3fd"), QStringLiteral("#81c995"),
                     QStringLiteral("#eaf6ec"), QStringLiteral("1"), QStringLiteral("#5f6368"),
                     QStringLiteral("#dadce0"), QStringLiteral("2"));
}

} // namespace claimscope::Theme
