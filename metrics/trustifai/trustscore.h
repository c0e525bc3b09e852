#pragma once

#include "metric.h"
#include "registry.h"
#include "trustifai/trustunits.h"

#include <QCoreApplication>

namespace claimscope {

// TrustifAI Trust Score (METRICS.md §7.5): the weighted sum of the four components' scores,
// each rounded to 2 decimals, weights renormalised over the enabled ones. Engine thread.
class TrustScore : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TrustScore)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
