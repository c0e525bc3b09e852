#pragma once

#include <QByteArray>
#include <QString>

namespace claimscope::cli {

// A line on stderr, in the locale's encoding.
void printErr(const QString &text);
// Text on stdout as it is (UTF-8): a listing or a report.
void print(const QString &text);

// Writes bytes to stdout (empty `file`) or atomically to `file`; false, with the reason printed,
// when the file cannot be written. CLI main thread.
bool writeOutput(const QByteArray &bytes, const QString &file);

} // namespace claimscope::cli
