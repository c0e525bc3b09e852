#pragma once

#include "metric.h"
#include "registry.h"
#include "trustifai/trustunits.h"

#include <QCoreApplication>

namespace claimscope {

// TrustifAI Evidence Coverage (METRICS.md §7.1): the judge splits the answer into spans and
// marks each supported by the documents or not; share of supported spans. Engine thread.
class EvidenceCoverage : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::EvidenceCoverage)

public:
    static MetricInfo info();
    static void evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done);
    void start(MetricRun &run) override;
};

} // namespace claimscope
