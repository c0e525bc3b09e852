#pragma once

#include "metric.h"
#include "registry.h"

#include <QCoreApplication>

namespace claimscope {

// DeepEval Turn Relevancy (METRICS.md §5, formerly Conversation Relevancy): one verdict per
// sliding window on its last assistant message; share of relevant ones. Engine worker thread.
class TurnRelevancy : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TurnRelevancy)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
