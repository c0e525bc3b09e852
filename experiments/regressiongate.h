#pragma once

#include "runcomparison.h"
#include "stats/bootstrap.h"

#include <QStringList>

namespace claimscope {

// The CI gate that fails only on a regression that is more than noise: why B regresses against
// A with this tolerance at this significance. A metric's mean dropped by more than `tolerance`
// and the paired bootstrap interval of the drop (level 1 − significance, over the test cases
// scored in both runs) lies wholly below zero; or more test cases flipped pass → fail than
// fail → pass, with McNemar's exact p below `significance`; or a test case that had a result
// now has an error (an error is never noise). Empty: it does not. Pure, any thread.
QStringList significantRegressions(const RunComparison &comparison, double tolerance, double significance);

} // namespace claimscope
