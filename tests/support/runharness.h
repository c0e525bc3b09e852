#pragma once

#include "fakejudgeserver.h"
#include "metrics/engine/enginehost.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace claimscope {

// Runs the real engine (EngineHost, worker thread) on test cases and collects everything it
// reports, for tests and benchmarks. Lives on the test's thread; run() spins its event loop,
// so a FakeJudgeServer on the same thread keeps answering.
class RunHarness
{
public:
    struct Outcome {
        QList<MetricResult> results; // in arrival order
        QList<CallRecord> calls;
        RunSummary summary;
        bool finished = false;
        const MetricResult *result(const QString &metricId, int testCaseIndex = 0) const;
    };

    // A run request against `server` with `metrics` (id → params), no cache by default.
    static RunRequest request(const FakeJudgeServer &server, const QList<TestCase> &cases,
                              const QList<MetricSelection> &metrics);
    // The same with the built-in offline judge.
    static RunRequest offlineRequest(const QList<TestCase> &cases, const QList<MetricSelection> &metrics);

    // Starts the run and waits (up to `timeoutMs`) until it finishes.
    Outcome run(const RunRequest &request, int timeoutMs = 20000);

    EngineHost &host() { return m_host; }

private:
    EngineHost m_host;
};

// A judge handler that answers every step from `answers` (step → answer JSON object) and every
// embeddings request with `embedding` vectors; unknown steps get HTTP 400.
FakeJudgeServer::Handler scriptedJudge(const QHash<QString, QJsonObject> &answers);

// {"verdicts": [{"verdict": v, "reason": ...}]} for faithfulness steps.
QJsonObject faithfulnessVerdicts(const QStringList &verdicts);

// Runs `metric` on `testCase` against a loopback judge answering with `handler`, and returns
// its result (a default one, with an empty metricId, if none came).
MetricResult runScripted(const FakeJudgeServer::Handler &handler, const TestCase &testCase,
                         const MetricSelection &metric);

// A judge for turn_relevancy: the first `irrelevant` replies it is asked about are irrelevant,
// every other one relevant (which windows those are depends on the order the engine asks in;
// how many does not). Reason steps get a fixed reason.
FakeJudgeServer::Handler turnRelevancyJudge(int irrelevant);

// A judge for turn_contextual_relevancy and contextual_relevancy: each retrieved document it is
// asked about holds one statement, irrelevant when the document's prompt contains
// `irrelevantMarker`, relevant otherwise. Reason steps get a fixed reason.
FakeJudgeServer::Handler contextRelevanceJudge(const QString &irrelevantMarker);

} // namespace claimscope
