#pragma once

#include <QStringList>

namespace claimscope::cli {

// `claimscope-cli batches list|cancel`: the provider batches kept for resuming (batches.json):
// list them, or cancel them at the provider and forget them. CLI main thread.
int runBatches(const QStringList &arguments);

} // namespace claimscope::cli
