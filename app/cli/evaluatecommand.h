#pragma once

#include <QStringList>

namespace claimscope::cli {

// Exit codes of `claimscope-cli evaluate` (INTERFACES.md §3).
enum ExitCode { AllPassed = 0, BelowThreshold = 1, InputError = 2, JudgeError = 3 };

// `claimscope-cli evaluate`: load files, run the engine, print results. CLI main thread.
int runEvaluate(const QStringList &arguments);

} // namespace claimscope::cli
