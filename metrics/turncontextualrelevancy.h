#pragma once

#include "metric.h"
#include "registry.h"
#include "windowscoring.h"

#include <QCoreApplication>

namespace claimscope {

// DeepEval Turn Contextual Relevancy (METRICS.md §4): per sliding window, the share of the
// assistant turns' retrieval statements relevant to the window's user messages; mean over
// windows. Engine worker thread.
class TurnContextualRelevancy : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TurnContextualRelevancy)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;

private:
    WindowScoring m_scoring;
};

} // namespace claimscope
