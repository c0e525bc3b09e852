#pragma once

#include <QString>

class QTextDocument;

namespace claimscope {

// The template text an editor's document holds, every character as typed: no-break spaces stay
// (QTextDocument::toPlainText turns them into spaces) and each block ends in '\n'.
QString documentText(const QTextDocument *document);

// `edited` (lines ending in '\n', as an editor holds them) with the line endings of `original`:
// a template saved with "\r\n" keeps them, line by line, so an edit changes only what was typed.
// Lines past the original's end take its last line's ending.
QString withLineEndingsOf(const QString &original, const QString &edited);

} // namespace claimscope
