#pragma once

#include "metric.h"
#include "registry.h"

#include <QCoreApplication>

namespace claimscope {

// DeepEval Contextual Relevancy (METRICS.md §3): the share of the retrieval context's
// statements that are relevant to the input; no statements → 0. Engine worker thread.
class ContextualRelevancy : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::ContextualRelevancy)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
