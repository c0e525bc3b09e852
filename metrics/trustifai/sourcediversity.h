#pragma once

#include "metric.h"
#include "model/testcase.h"
#include "registry.h"
#include "trustifai/trustunits.h"

#include <QCoreApplication>

namespace claimscope {

// TrustifAI Source Diversity (METRICS.md §7.4): how many distinct sources the documents come
// from; a single source is fine when only one document is relevant. Engine worker thread.
class SourceDiversity : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::SourceDiversity)

public:
    static MetricInfo info();
    static void evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done);
    // "<key>:<value>" from the first id key present in the item, then its metadata, else a content hash.
    static QString sourceId(const ContextItem &item);
    void start(MetricRun &run) override;
};

} // namespace claimscope
