#pragma once

#include "metric.h"
#include "registry.h"
#include "trustifai/trustunits.h"

namespace claimscope {

// TrustifAI Trust Score (METRICS.md §7.5): the weighted sum of the four components' scores,
// each rounded to 2 decimals, weights renormalised over the enabled ones. Engine thread.
class TrustScore : public Metric
{
public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
