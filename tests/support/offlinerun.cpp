#include "offlinerun.h"

#include "metrics/engine/enginehost.h"
#include "metrics/registry.h"
#include "model/testcasereader.h"

#include <QEventLoop>
#include <QTimer>

#include <algorithm>

namespace claimscope::OfflineRunner {

QList<TestCase> example(const QString &file)
{
    const LoadedCases loaded = TestCaseReader::readFile(QStringLiteral(":/examples/") + file);
    if (!loaded.ok())
        qFatal("cannot read example %s: %s", qPrintable(file), qPrintable(loaded.errorText()));
    return loaded.cases;
}

OfflineRun run(const QList<TestCase> &testCases, const QList<MetricSelection> &metrics)
{
    RunRequest request;
    request.testCases = testCases;
    for (int i = 0; i < testCases.size(); ++i)
        request.testCaseIndices.append(i);
    for (const MetricSelection &metric : metrics)
        request.addMetric(metric.id, metric.params);
    if (metrics.isEmpty()) {
        for (const MetricInfo &info : MetricRegistry::all())
            request.addMetric(info.id);
    }
    request.useCache = false;
    request.skipInapplicable = true;

    OfflineRun outcome;
    EngineHost host;
    QEventLoop loop;
    QObject::connect(&host, &EngineHost::resultReady, &loop, [&](const MetricResult &r) { outcome.results.append(r); });
    QObject::connect(&host, &EngineHost::callRecorded, &loop, [&](const CallRecord &c) { outcome.calls.append(c); });
    QObject::connect(&host, &EngineHost::runFinished, &loop, [&](const RunSummary &summary) {
        outcome.summary = summary;
        loop.quit();
    });
    // A guard against a hung engine, not a timing assertion: the offline judge takes milliseconds.
    QTimer::singleShot(30000, &loop, [&] { loop.exit(1); });
    outcome.runId = host.start(request);
    if (loop.exec() != 0)
        qFatal("the offline engine run did not finish");
    // Results arrive in completion order; tests read them in test case, then catalogue order.
    const auto order = [](const QString &id) {
        const QList<MetricInfo> &all = MetricRegistry::all();
        return std::find_if(all.begin(), all.end(), [&](const MetricInfo &m) { return m.id == id; }) - all.begin();
    };
    std::stable_sort(outcome.results.begin(), outcome.results.end(), [&](const MetricResult &a, const MetricResult &b) {
        return a.testCaseIndex != b.testCaseIndex ? a.testCaseIndex < b.testCaseIndex
                                                  : order(a.metricId) < order(b.metricId);
    });
    return outcome;
}

MetricResult find(const QList<MetricResult> &results, int testCaseIndex, const QString &metricId)
{
    for (const MetricResult &result : results) {
        if (result.testCaseIndex == testCaseIndex && result.metricId == metricId)
            return result;
    }
    return {};
}

MetricResult findIf(const QList<MetricResult> &results, const std::function<bool(const MetricResult &)> &wanted)
{
    const auto it = std::find_if(results.begin(), results.end(), wanted);
    return it == results.end() ? MetricResult{} : *it;
}

QList<TestCase> withoutSamples(QList<TestCase> testCases)
{
    for (TestCase &testCase : testCases) {
        testCase.samples.clear();
        for (Turn &turn : testCase.turns)
            turn.samples.clear();
    }
    return testCases;
}

} // namespace claimscope::OfflineRunner
