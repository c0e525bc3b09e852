#pragma once

#include "testcase.h"

#include <QHash>
#include <QList>
#include <QString>

namespace claimscope {

// The names a person reads for the test cases that results, calls and comparisons name by
// their ids: TestCase::readableName of the project's test case; two test cases that would read
// the same get the end of their ids' hash after it ("“Thank you!” · llama-3.1-405b-instruct · #4f70"),
// so every list tells them apart. Worked out for all once first asked. Value type, one thread
// at a time.
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
    void nameAll() const;

    QList<TestCase> m_cases;
    mutable QList<QString> m_titles;      // empty until first asked
    mutable QHash<QString, int> m_byName; // filled when first needed
};

} // namespace claimscope
