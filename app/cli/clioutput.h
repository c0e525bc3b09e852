#pragma once

#include <QByteArray>
#include <QString>

namespace claimscope::cli {

// `text` with control characters (escape sequences, carriage returns …) shown as \xNN and
// bidirectional overrides as \uNNNN (visibleControls), newlines and tabs kept.
QString terminalSafe(const QString &text);

// A line on stderr, in the locale's encoding, terminal-safe.
void printErr(const QString &text);
// Text on stdout (UTF-8), terminal-safe: a listing or a report.
void print(const QString &text);

// Writes bytes to stdout (empty `file`) or to `file` as OutputFile does; false, with the reason
// printed, when they could not all be written. CLI main thread.
bool writeOutput(const QByteArray &bytes, const QString &file);
// writeOutput() of a text for people: terminal-safe, UTF-8.
bool writeText(const QString &text, const QString &file);

} // namespace claimscope::cli
