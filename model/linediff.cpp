#include "linediff.h"

#include <QStringList>

#include <algorithm>

#include <vector>

namespace claimscope::LineDiff {

QList<DiffLine> compare(const QString &before, const QString &after)
{
    const QStringList a = before.split(QLatin1Char('\n'));
    const QStringList b = after.split(QLatin1Char('\n'));
    const auto n = size_t(a.size());
    const auto m = size_t(b.size());
    // common[i][j]: length of the longest common subsequence of a[i..] and b[j..].
    std::vector<std::vector<int>> common(n + 1, std::vector<int>(m + 1, 0));
    for (size_t i = n; i-- > 0;) {
        for (size_t j = m; j-- > 0;)
            common[i][j] = a[qsizetype(i)] == b[qsizetype(j)] ? common[i + 1][j + 1] + 1
                                                              : std::max(common[i + 1][j], common[i][j + 1]);
    }
    QList<DiffLine> lines;
    size_t i = 0;
    size_t j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[qsizetype(i)] == b[qsizetype(j)]) {
            lines.append({DiffLine::Kind::Same, a[qsizetype(i)]});
            ++i;
            ++j;
        } else if (j < m && (i == n || common[i][j + 1] >= common[i + 1][j])) {
            lines.append({DiffLine::Kind::Added, b[qsizetype(j++)]});
        } else {
            lines.append({DiffLine::Kind::Removed, a[qsizetype(i++)]});
        }
    }
    return lines;
}

QString toHtml(const QList<DiffLine> &lines)
{
    QString html = QStringLiteral("<pre style=\"margin:0\">");
    for (const DiffLine &line : lines) {
        const QString text = line.text.toHtmlEscaped();
        switch (line.kind) {
        case DiffLine::Kind::Same:
            html += QStringLiteral("<span style=\"color:#5f6368\">  %1</span>\n").arg(text);
            break;
        case DiffLine::Kind::Removed:
            html += QStringLiteral("<span style=\"background:#fde7e9;color:#8a0010\">- %1</span>\n").arg(text);
            break;
        case DiffLine::Kind::Added:
            html += QStringLiteral("<span style=\"background:#e6f4ea;color:#0b5a26\">+ %1</span>\n").arg(text);
            break;
        }
    }
    return html + QStringLiteral("</pre>");
}

int changedLines(const QList<DiffLine> &lines)
{
    return int(std::count_if(lines.begin(), lines.end(),
                             [](const DiffLine &line) { return line.kind != DiffLine::Kind::Same; }));
}

} // namespace claimscope::LineDiff
