#pragma once

#include "model/metricresult.h"
#include "model/testcase.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace claimscope {

// One test case of the HTML report: its outcome per metric, the failing claims first with the
// turn they point at, the conversation with their evidence marked, the truths once for all
// windows, then each metric's windows (failing results and items first). Pure, any thread.
class ReportCaseSection
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::HtmlReport)

public:
    // `testCase` may be null (not known): the conversation is left out. Texts are masked here.
    static QString html(int caseIndex, const TestCase *testCase, QList<MetricResult> results);
    // Whether any result of the case failed, errored or is partial.
    static bool needsAttention(const QList<MetricResult> &results);
};

} // namespace claimscope
