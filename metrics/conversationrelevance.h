#pragma once

#include "metric.h"
#include "registry.h"

#include <QCoreApplication>

namespace claimscope {

// promptfoo Conversation Relevance (METRICS.md §6): windows of input/output pairs, each judged
// on its last output; share of relevant windows. Engine worker thread.
class ConversationRelevance : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::ConversationRelevance)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
