#pragma once

#include "metric.h"
#include "registry.h"

namespace claimscope {

// promptfoo Conversation Relevance (METRICS.md §6): windows of input/output pairs, each judged
// on its last output; share of relevant windows. Engine worker thread.
class ConversationRelevance : public Metric
{
public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
