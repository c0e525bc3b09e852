#pragma once

#include "experiments/labelsplit.h"
#include "experiments/splitagreement.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace claimscope::cli {

// The judge's agreement with human labels as `evaluate` and `runs show` print it: per metric on
// the part of the labelled cases asked for (--split), each figure with its 95 % interval and
// the n behind it, and the threshold fit on the tuning part judged on the held-out part. Pure.
struct AgreementReport {
    QMap<QString, SplitAgreement> byMetric;
    std::optional<LabelSplit::Part> part; // none: all
    LabelSplit split;

    bool isEmpty() const { return byMetric.isEmpty(); }
    // "Agreement with human labels (…):\n  faithfulness: n 40, accuracy 0.825 [0.700, 0.925], …".
    QString text() const;
    // Per metric: the part's agreement (agreementToJson) with "part", "tuning_share", "tuning_n",
    // "held_out_n", "threshold_fit_on_tuning" and "held_out_at_fit_threshold".
    QJsonObject toJson() const;
};

} // namespace claimscope::cli
