#pragma once

#include "metrics/engine/runrequest.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace claimscope {

// What results are computed from, as far as a re-score cannot follow it: every metric's params
// (defaults filled in), the templates and whether the judge reads them, the judge (never its
// key), and each test case as the run read it. The basis of a run against the project's current one says which of its
// results are out of date. Value type.
struct ResultBasis {
    Q_DECLARE_TR_FUNCTIONS(claimscope::ResultBasis)

public:
    QHash<QString, QJsonObject> params; // metric id → resolved params; empty: unknown
    TemplateSet templates;
    bool judgeReadsTemplates = true; // the offline judge does not
    QString judge;                   // which judge answered: "the offline judge", "gpt-4o at https://…/v1"
    QHash<int, TestCase> testCases;  // by index in the project: the content each result read

    static ResultBasis of(const RunRequest &request);
    bool isKnown() const { return !params.isEmpty(); }

    // Why results of `metricId` computed on this basis cannot show what `now` would give:
    // another judge, params whose change needs a run (the registry says which), of the metric
    // and of its components, and edited templates of their steps. Empty when a re-score covers
    // it all.
    QStringList outOfDate(const QString &metricId, const ResultBasis &now) const;
    // What changed in test case `index` since the run read it ("turn 6 edited"), given its
    // content now (null: no longer in the project). Empty when it reads the same, or when the
    // run did not read it.
    QString caseOutOfDate(int index, const TestCase *now) const;
    // The test case as the run read it; null when the run did not.
    const TestCase *testCase(int index) const;

    bool operator==(const ResultBasis &) const = default;
};

} // namespace claimscope
