#include "casetitles.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace claimscope {

namespace {

// What tells a test case from others of the same readable name: the machine id in its name (a
// hash), else its name, else its position; its end is shown.
QString distinguishingPart(const TestCase &testCase, int index)
{
    static const QRegularExpression hash(QStringLiteral("[0-9a-fA-F]{8,}"));
    if (const QRegularExpressionMatch match = hash.match(testCase.name); match.hasMatch())
        return match.captured().toLower();
    return testCase.name.isEmpty() ? QString::number(index + 1) : testCase.name;
}

} // namespace

CaseTitles::CaseTitles(QList<TestCase> cases)
    : m_cases(std::move(cases))
{
}

void CaseTitles::nameAll() const
{
    m_titles.resize(m_cases.size());
    QHash<QString, QList<int>> byTitle;
    for (int i = 0; i < m_cases.size(); ++i) {
        m_titles[i] = m_cases[i].readableName(i);
        byTitle[m_titles[i]].append(i);
    }
    for (const QList<int> &same : std::as_const(byTitle)) {
        if (same.size() < 2)
            continue;
        // The shortest end of the distinguishing parts (4, 6, 8 … characters) that differs for each.
        QStringList parts;
        for (int i : same)
            parts.append(distinguishingPart(m_cases[i], i));
        qsizetype length = 4;
        const qsizetype longest = std::max_element(parts.begin(), parts.end(), [](const QString &a, const QString &b) {
                                      return a.size() < b.size();
                                  })->size();
        for (;; length += 2) {
            QSet<QString> seen;
            for (const QString &part : std::as_const(parts))
                seen.insert(part.right(length));
            if (seen.size() == parts.size() || length >= longest)
                break;
        }
        for (qsizetype k = 0; k < same.size(); ++k)
            m_titles[same[k]] += QStringLiteral(" · #") + parts[k].right(length);
    }
}

QString CaseTitles::of(int index) const
{
    if (index < 0 || index >= m_cases.size())
        return QString();
    if (m_titles.isEmpty())
        nameAll();
    return m_titles[index];
}

QString CaseTitles::of(const QString &testCaseName, int testCaseIndex) const
{
    if (testCaseIndex >= 0 && testCaseIndex < m_cases.size() && m_cases[testCaseIndex].name == testCaseName)
        return of(testCaseIndex);
    if (!testCaseName.isEmpty()) {
        if (m_byName.isEmpty()) {
            for (int i = int(m_cases.size()) - 1; i >= 0; --i)
                m_byName.insert(m_cases[i].name, i); // the first of equal names wins
        }
        if (const auto found = m_byName.constFind(testCaseName); found != m_byName.cend())
            return of(*found);
        return testCaseName;
    }
    return QStringLiteral("#%1").arg(testCaseIndex + 1);
}

} // namespace claimscope
