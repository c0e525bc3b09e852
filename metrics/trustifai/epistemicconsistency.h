#pragma once

#include "metric.h"
#include "registry.h"
#include "trustifai/trustunits.h"

#include <QCoreApplication>

namespace claimscope {

// TrustifAI Epistemic Consistency (METRICS.md §7.3): mean cosine between the answer and k
// generator samples (or the test case's pre-generated samples). Engine worker thread.
class EpistemicConsistency : public Metric
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::EpistemicConsistency)

public:
    static MetricInfo info();
    static void evaluate(MetricRun &run, const TrustUnit &unit, const QJsonObject &params, UnitDone done);
    // Why the unit cannot be sampled with this run's judge (empty: it can).
    static QString cannotSample(const MetricRun &run, const TrustUnit &unit);
    void start(MetricRun &run) override;
};

} // namespace claimscope
