#pragma once

#include <QStringList>

namespace claimscope::cli {

// `claimscope-cli metrics`: every metric with its params, defaults and ranges.
int runMetrics(const QStringList &arguments);
// `claimscope-cli templates [ID]`: the default templates of every step (of one metric).
int runTemplates(const QStringList &arguments);

} // namespace claimscope::cli
