#pragma once

#include "metrics/engine/runrequest.h"
#include "model/callrecord.h"
#include "model/metricresult.h"
#include "model/projectsettings.h"
#include "model/testcase.h"

#include <QList>
#include <QString>

#include <functional>

namespace claimscope {

// What one real engine run produced.
struct OfflineRun {
    quint64 runId = 0;
    QList<MetricResult> results; // by test case, then in catalogue order of the metrics
    QList<CallRecord> calls;     // as the engine reported them
    RunSummary summary;
};

// Real results for tests: runs EngineHost with the offline judge (deterministic, no network,
// no cache) on test cases. Blocks in a local event loop on the caller's thread.
namespace OfflineRunner {

// Every test case of a bundled example (":/examples/<file>"); fails the running test if unreadable.
QList<TestCase> example(const QString &file);

// No metrics given: every metric that applies to each case, with default params.
OfflineRun run(const QList<TestCase> &testCases, const QList<MetricSelection> &metrics = {});

// The result of `metricId` on test case `testCaseIndex` (a default result if absent).
MetricResult find(const QList<MetricResult> &results, int testCaseIndex, const QString &metricId);

// The first result `wanted` accepts, in the order given (a default result, with an empty
// metricId, if none does). Tests pick results by what they need, not by the verdicts the
// offline judge happens to give.
MetricResult findIf(const QList<MetricResult> &results, const std::function<bool(const MetricResult &)> &wanted);

// The test cases without their pre-generated samples. Epistemic Consistency then has to ask the
// judge for samples, which the offline judge cannot write: a judge error by construction.
QList<TestCase> withoutSamples(QList<TestCase> testCases);

} // namespace OfflineRunner

} // namespace claimscope
