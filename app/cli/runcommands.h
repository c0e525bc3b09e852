#pragma once

#include <QStringList>

namespace claimscope::cli {

// `claimscope-cli runs list|show|export|rename|note|pin|unpin|delete`: the kept runs.
// CLI main thread.
int runRuns(const QStringList &arguments);

// `claimscope-cli compare A B`: two kept runs per metric and per test case, regressions first;
// with --fail-on-regression TOL, exit 1 when B regresses. CLI main thread.
int runCompare(const QStringList &arguments);

} // namespace claimscope::cli
