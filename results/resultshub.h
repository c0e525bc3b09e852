#pragma once

#include "breakdownmodel.h"
#include "calllogmodel.h"
#include "metrics/engine/runrequest.h"
#include "model/callrecord.h"
#include "model/casetitles.h"
#include "model/metricresult.h"
#include "model/testcase.h"
#include "resultbasis.h"
#include "resultsmodel.h"
#include "runscope.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <optional>

namespace claimscope {

// The results side in one object: owns the results, breakdown and call-log models, takes the
// engine's signals (batched, so a burst of results is one model update), keeps track of the
// result the user is looking at and of which results the project's params and templates have
// left out of date. The one object the shell wires. UI thread.
class ResultsHub : public QObject
{
    Q_OBJECT
public:
    explicit ResultsHub(QObject *parent = nullptr);

    ResultsModel *resultsModel() const { return m_results; }
    BreakdownModel *breakdownModel() const { return m_breakdown; }
    CallLogModel *callLogModel() const { return m_calls; }

    // The project's test cases (indexed like MetricResult::testCaseIndex): names for the call
    // log, and the turns that selected claims are traced back to.
    void setTestCases(const QList<TestCase> &testCases);
    const TestCase *testCase(int index) const;
    const QList<TestCase> &testCases() const { return m_testCases; }
    // The names a person reads for them, wherever a result names its test case.
    const CaseTitles &caseTitles() const { return m_titles; }

    // Every result shown, in table order, whole (for export).
    QList<MetricResult> wholeResults() const { return m_results->wholeResults(); }
    bool hasResults() const { return m_results->rowCount() > 0; }

    // People's claim verdicts, shown in the breakdown beside the judge's.
    void setClaimLabels(const ClaimLabels &labels)
    {
        m_claimLabels = labels;
        m_breakdown->setClaimLabels(labels);
    }
    const ClaimLabels &claimLabels() const { return m_claimLabels; }

    // The result whose breakdown is shown (and whose test case the charts follow).
    void selectResult(int testCaseIndex, const QString &metricId);
    int currentTestCase() const { return m_currentCase; }
    QString currentMetric() const { return m_currentMetric; }
    // Why a shown result needs a new run (empty: it is current).
    QString outOfDate(int testCaseIndex, const QString &metricId) const;
    // The test case as the shown result of (test case, metric) read it: its evidence is found
    // there. The project's test case when the run's content is not known (a kept run).
    const TestCase *computedCase(int testCaseIndex, const QString &metricId) const;
    // Whether turn `turnIndex` of the test case was edited (or removed) since that result read it.
    bool turnEditedSince(int testCaseIndex, const QString &metricId, int turnIndex) const;
    // What the run of the shown result of `metricId` on a test case sent at `step`: its call at
    // `scope` ("Window 1 · exchange 1") if it made one there, else its first at that step, with
    // the prompt as sent, and why a run now would send another one (empty: the same). None when
    // no result is shown or its run left no such call in the log (a kept run keeps no calls).
    struct SentPrompt {
        CallRecord call;
        QString outOfDate;
    };
    std::optional<SentPrompt> sentPrompt(int testCaseIndex, const QString &metricId, const QString &step,
                                         const QString &scope) const;

public Q_SLOTS:
    // `basis`: what the run computes from (unknown: its results are never out of date).
    // `scope`: the results it recomputes; the others shown stay.
    void runStarted(quint64 runId, const claimscope::ResultBasis &basis = {},
                    const claimscope::RunScope &scope = claimscope::RunScope::everything());
    // The project's params and templates now: results of runs on another basis are marked.
    void setCurrentBasis(const claimscope::ResultBasis &basis);
    void addResult(const claimscope::MetricResult &result);
    void addCall(const claimscope::CallRecord &record);
    void runFinished(const claimscope::RunSummary &summary);
    // Re-decides success (and TrustifAI labels) of every result of a metric from its params
    // (the user's overrides; defaults fill the rest). No judge request is made. Results of the
    // running run that arrive later are re-scored the same way (they were started with the old
    // params); the next runStarted() forgets it, as a new run carries the current params.
    void rescore(const QString &metricId, const QJsonObject &params);
    void clear();
    // Shows a kept run (as run `runId`) in place of the results shown: its results packed into
    // `spool`, the results model's (if the model has started a new one since, they are moved).
    void showKeptRun(quint64 runId, const QList<PackedResult> &results, const std::shared_ptr<BlobSpool> &spool);
    // Pushes pending results and calls into the models now (otherwise done every 50 ms, once a
    // pool thread has packed them into the models' spools).
    void flush();

Q_SIGNALS:
    // The selected result changed or was replaced by a newer one (−1 / empty: none).
    void currentResultChanged(int testCaseIndex, const QString &metricId);
    // Rescoring could not be exact for this metric (strict mode switched off): run it again.
    void rerunNeeded(const QString &metricId);
    // A run started or ended.
    void runningChanged(bool running);

private:
    bool isShown(quint64 runId) const;
    void scheduleFlush();
    // The timer's flush: results and calls once a pool thread has packed them.
    void flushInBackground();
    void startPacking();
    // Puts the calls and results being packed into the models, waiting for them if need be.
    void takePacked();
    // Packed results into the table, rescored by params edited during the run.
    void showResults(const QList<PackedResult> &arrived);
    void refreshBreakdown();
    void updateOutOfDate();
    // Marks the results of test cases edited since their run read them.
    void updateCaseOutOfDate();
    const ResultBasis *basisOf(int testCaseIndex, const QString &metricId) const;

    ResultsModel *m_results;
    BreakdownModel *m_breakdown;
    CallLogModel *m_calls;
    QTimer m_flushTimer;
    QElapsedTimer m_batchAge; // since the first pending result or call arrived
    QList<MetricResult> m_pendingResults;
    QList<CallLogModel::Entry> m_pendingCalls;
    struct Packed {
        QList<CallLogModel::PackedCall> calls;
        QList<PackedResult> results;
    };
    QFutureWatcher<Packed> m_packing;
    bool m_packingTaken = true; // the last packing is in the models (or dropped by clear())
    QList<TestCase> m_testCases;
    CaseTitles m_titles;
    QHash<QString, QJsonObject> m_rescored; // params edited since the run started
    QHash<quint64, ResultBasis> m_bases;    // of the runs whose results are shown
    ResultBasis m_currentBasis;
    quint64 m_runId = 0;
    quint64 m_breakdownRevision = 0; // of the row the breakdown shows
    int m_currentCase = -1;
    QString m_currentMetric;
    ClaimLabels m_claimLabels;
};

} // namespace claimscope
