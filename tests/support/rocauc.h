#pragma once

#include <QList>

namespace claimscope {

// ROC-AUC by the Mann–Whitney statistic: the chance that a random positive scores above a
// random negative, ties counting one half. NaN without positives or negatives. Any thread.
double rocAuc(const QList<double> &scores, const QList<bool> &positive);

} // namespace claimscope
