#include "runscope.h"

namespace claimscope {

RunScope RunScope::of(const QList<int> &testCaseIndices, const QStringList &metricIds)
{
    RunScope scope;
    scope.m_everything = false;
    scope.m_testCases = QSet<int>(testCaseIndices.begin(), testCaseIndices.end());
    scope.m_metrics = QSet<QString>(metricIds.begin(), metricIds.end());
    return scope;
}

RunScope RunScope::of(const RunRequest &request)
{
    return request.partial ? of(request.testCaseIndices, request.metrics) : everything();
}

bool RunScope::contains(int testCaseIndex, const QString &metricId) const
{
    return m_everything || (m_testCases.contains(testCaseIndex) && m_metrics.contains(metricId));
}

} // namespace claimscope
