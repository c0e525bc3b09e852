#pragma once

#include "metric.h"
#include "registry.h"
#include "trustifai/trustunits.h"

#include <QCoreApplication>

namespace claimscope {

// TrustifAI Semantic Drift (METRICS.md §7.2): the best cosine between the answer (or the
// query) and any sentence of the documents; embeddings only. Engine worker thread.
class SemanticDrift : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::SemanticDrift)

public:
    static MetricInfo info();
    static void evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done);
    void start(MetricRun &run) override;
};

} // namespace claimscope
