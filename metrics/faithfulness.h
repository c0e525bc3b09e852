#pragma once

#include "metric.h"
#include "registry.h"

#include <QCoreApplication>

namespace claimscope {

// DeepEval Faithfulness (METRICS.md §1): claims of the answer judged against the truths of
// the retrieval context. Engine worker thread.
class Faithfulness : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::Faithfulness)

public:
    static MetricInfo info();
    void start(MetricRun &run) override;
};

} // namespace claimscope
