#pragma once

#include "model/humanlabels.h"
#include "model/metricresult.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace claimscope {

// One unlabelled result worth a person's label, and why it is in the queue.
struct LabelQueueItem {
    int testCaseIndex = -1;
    QString testCase; // as labels name it (HumanLabels::caseName)
    QString metricId;
    double distance = 0;       // |decision value − threshold|: the mean over repetitions when repeated
    int flips = 0;             // scored repetitions with the less common verdict (0 when not repeated)
    int repetitions = 0;       // scored repetitions (0 when not repeated)
    bool runsDisagree = false; // the run before decided it the other way at today's threshold
    QString reason;            // "flips in 2 of 5 repetitions; 0.02 from the threshold"
    bool operator==(const LabelQueueItem &) const = default;
};

// The unlabelled (test case, metric) results ordered by how much a label would tell: results
// whose verdict flips across repetitions or that the last two runs decided differently come
// first (the most unstable first), then the rest; within each, the closest to the threshold
// first. Errors and skipped results have no verdict to check and are left out. Pure, any thread.
class LabelQueue
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::LabelQueue)

public:
    // `previous` holds the results of the run before `current` (empty when there is none);
    // a result labelled in `labels` is not in the queue.
    static QList<LabelQueueItem> of(const QList<MetricResult> &current, const QList<MetricResult> &previous,
                                    const HumanLabels &labels);
    // How many results of `current` with a verdict already carry a label.
    static int labelled(const QList<MetricResult> &current, const HumanLabels &labels);
};

} // namespace claimscope
