#pragma once

#include "testcase.h"

#include <QHash>
#include <QList>
#include <QString>

namespace claimscope {

// The names a person reads for the test cases that results, calls and comparisons name by
// their ids: TestCase::readableName of the project's test case, worked out when first asked
// (10,000 test cases open at once). Value type, one thread at a time.
class CaseTitles
{
public:
    CaseTitles() = default;
    explicit CaseTitles(QList<TestCase> cases);

    qsizetype count() const { return m_cases.size(); }
    // The readable name of the project's test case at `index` (empty past the end).
    QString of(int index) const;
    // The readable name of the test case a result names: the project's test case at
    // `testCaseIndex` when it has that name, else the one so named (a kept run's test case may
    // have moved since), else the name as the result gives it ("#n" when it has none).
    QString of(const QString &testCaseName, int testCaseIndex) const;

private:
    QList<TestCase> m_cases;
    mutable QList<QString> m_titles;      // null until asked
    mutable QHash<QString, int> m_byName; // filled when first needed
};

} // namespace claimscope
