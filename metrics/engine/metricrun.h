#pragma once

#include "engine/steprunner.h"
#include "metric.h"
#include "model/metricresult.h"
#include "model/testcase.h"
#include "registry.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

#include <functional>
#include <memory>

namespace claimscope {

// One metric on one test case: its params, the steps it asks for, the result it builds.
// Keeps itself alive while answers are pending; reports exactly once. Engine worker thread.
class MetricRun : public std::enable_shared_from_this<MetricRun>
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::MetricRun)

public:
    using Done = std::function<void(const MetricResult &)>;

    MetricRun(const TestCase &testCase, int testCaseIndex, const MetricInfo &info, QJsonObject params,
              StepRunner *runner, Done done);

    void start();

    const TestCase &testCase() const { return m_testCase; }
    const MetricInfo &info() const { return m_info; }
    double number(const QString &param) const;
    int integer(const QString &param) const;
    bool flag(const QString &param) const;
    QString text(const QString &param) const;
    QJsonValue param(const QString &param) const { return m_params.value(param); }
    const QJsonObject &params() const { return m_params; }
    bool strict() const { return flag(QStringLiteral("strict_mode")); }
    bool includeReason() const { return flag(QStringLiteral("include_reason")); }
    double threshold() const; // 1 in strict mode
    // Strict mode on a score: below 1 becomes 0 (METRICS.md §0.3).
    double strictScore(double score) const;
    bool passes(double score) const;

    MetricResult &result() { return m_result; }

    // Ask one step / several steps at once. On failure the run fails with the step named and
    // the callback is never called.
    void ask(const StepCall &call, std::function<void(const QJsonObject &)> done);
    void askAll(const QList<StepCall> &calls, std::function<void(const QList<QJsonObject> &)> done);
    void embed(const QStringList &texts, std::function<void(const QList<QList<double>> &)> done);
    // The same without failing the run: the callback sees failures too (trust score components).
    void tryAsk(const StepCall &call, std::function<void(const StepResult &)> done);
    void tryEmbed(const QStringList &texts, std::function<void(const EmbedResult &)> done);

    // The resolved params of another metric in this run's configuration (trust score components).
    QJsonObject componentParams(const QString &metricId) const;
    // Whether this run's generator can write consistency samples.
    bool canGenerate() const;
    void setComponentParams(QHash<QString, QJsonObject> params) { m_componentParams = std::move(params); }
    // A per-window metric judges only exchange `exchange` (1-based), alone in its one window:
    // the score of one exchange for a label on it. 0 (the default): the whole conversation.
    void setExchangeAlone(int exchange) { m_exchangeAlone = exchange; }
    int exchangeAlone() const { return m_exchangeAlone; }

    // Completes the run: score, success (from the threshold) and reason.
    void finish(double score, const QString &reason);
    // Completes the run with `success` decided by the metric (labels, raw scores).
    void finish(double score, bool success, const QString &reason);
    // Finishes with the judge's `<metric>__reason` for `vars`, or with `localReason` when there
    // is nothing to explain (no call), or with no reason when include_reason is off.
    void finishExplained(double score, bool nothingToExplain, const QString &localReason, const QJsonObject &vars);
    void failInput(const QString &message);
    // Completes the run without a score (MetricResult::skipped): the metric does not apply, or
    // the judge went away and the rest of the run is skipped.
    void skip(const QString &reason);
    void failJudge(const QString &step, const QString &message, const QString &raw);
    bool isDone() const { return m_done == nullptr; }

private:
    // Runs the metric's own code (its start, its handling of an answer): running out of memory
    // there fails this metric on this test case, not the program.
    void guarded(const std::function<void()> &work);
    void report();

    TestCase m_testCase;
    MetricInfo m_info;
    QJsonObject m_params;
    StepRunner *m_runner;
    Done m_done;
    std::unique_ptr<Metric> m_metric;
    MetricResult m_result;
    QHash<QString, QJsonObject> m_componentParams;
    int m_exchangeAlone = 0;
};

// The score as reasons show it: "0.67".
QString scoreText(double score);

} // namespace claimscope
