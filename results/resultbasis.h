#pragma once

#include "metrics/engine/runrequest.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace claimscope {

// What results are computed from, as far as a re-score cannot follow it: every metric's params
// (defaults filled in), the templates and whether the judge reads them. The basis of a run
// against the project's current one says which of its results are out of date. Value type.
struct ResultBasis {
    Q_DECLARE_TR_FUNCTIONS(claimscope::ResultBasis)

public:
    QHash<QString, QJsonObject> params; // metric id → resolved params; empty: unknown
    TemplateSet templates;
    bool judgeReadsTemplates = true; // the offline judge does not

    static ResultBasis of(const RunRequest &request);
    bool isKnown() const { return !params.isEmpty(); }

    // Why results of `metricId` computed on this basis cannot show what `now` would give:
    // params whose change needs a run (the registry says which), of the metric and of its
    // components, and edited templates of their steps. Empty when a re-score covers it all.
    QStringList outOfDate(const QString &metricId, const ResultBasis &now) const;

    bool operator==(const ResultBasis &) const = default;
};

} // namespace claimscope
