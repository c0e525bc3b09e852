#pragma once

#include "metric.h"
#include "registry.h"
#include "windowscoring.h"

#include <QCoreApplication>

namespace claimscope {

// DeepEval Turn Faithfulness (METRICS.md §2): claim checks per sliding window of unit
// interactions, all windows concurrently, mean of the window scores. Engine worker thread.
class TurnFaithfulness : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TurnFaithfulness)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;

private:
    WindowScoring m_scoring;
};

} // namespace claimscope
