#pragma once

#include "metric.h"
#include "registry.h"

namespace claimscope {

// DeepEval Contextual Relevancy (METRICS.md §3): the share of the retrieval context's
// statements that are relevant to the input; no statements → 0. Engine worker thread.
class ContextualRelevancy : public Metric
{
public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
