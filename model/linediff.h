#pragma once

#include <QList>
#include <QString>

namespace claimscope {

// One line of a line-by-line comparison.
struct DiffLine {
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString text;
    bool operator==(const DiffLine &) const = default;
};

// A simple line diff (longest common subsequence) of a template against its default, and its
// rendering for the template editor. Pure functions, any thread.
namespace LineDiff {

QList<DiffLine> compare(const QString &before, const QString &after);
// "-"/"+" lines in red/green, unchanged ones grey, as HTML for a QTextBrowser.
QString toHtml(const QList<DiffLine> &lines);
int changedLines(const QList<DiffLine> &lines);

} // namespace LineDiff

} // namespace claimscope
