#pragma once

#include "metrics/engine/runrequest.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace claimscope {

// Which of the results shown a run recomputes: every one (a run of the whole project), or those
// of some test cases × metrics (one metric, one test case, a selection). A result in scope is
// replaced by the run's, or dropped when the run completes without one; a result out of scope
// stays as it is. Value type.
class RunScope
{
public:
    static RunScope everything() { return {}; }
    // Test cases by their index in the project, metrics by id.
    static RunScope of(const QList<int> &testCaseIndices, const QStringList &metricIds);
    // What the request says it recomputes (RunRequest::partial).
    static RunScope of(const RunRequest &request);

    bool isEverything() const { return m_everything; }
    bool contains(int testCaseIndex, const QString &metricId) const;

    bool operator==(const RunScope &) const = default;

private:
    bool m_everything = true;
    QSet<int> m_testCases;
    QSet<QString> m_metrics;
};

} // namespace claimscope
