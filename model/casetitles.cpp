#include "casetitles.h"

namespace claimscope {

CaseTitles::CaseTitles(QList<TestCase> cases)
    : m_cases(std::move(cases))
    , m_titles(m_cases.size())
{
}

QString CaseTitles::of(int index) const
{
    if (index < 0 || index >= m_cases.size())
        return QString();
    if (m_titles[index].isNull())
        m_titles[index] = m_cases[index].readableName(index);
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
