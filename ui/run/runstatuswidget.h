#pragma once

#include "metrics/engine/runrequest.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QStringList>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;

namespace claimscope {

class ElidedLabel;

// The run's progress in the status bar: steps answered/sent so far, then
// cached hits, errors, elapsed time and an estimate of the time left — shortened with "…" when
// the status bar is narrow — and a bar of finished metrics with their count beside it. While the run is paused because
// its judge went away, the judge's address and the cause instead of the estimate. UI thread.
class RunStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RunStatusWidget(QWidget *parent = nullptr);

    // A run starts: its metrics that do not apply to some test cases are named when it ends.
    void runStarted(quint64 runId, const claimscope::RunRequest &request);
    void showProgress(const RunProgress &progress);
    void runFinished(const RunSummary &summary);
    // Another document is shown: nothing of the last run stays.
    void clear();
    QString text() const;

    // "0:07", "1:02:03"
    static QString duration(qint64 ms);

Q_SIGNALS:
    void cancelRequested();

private:
    void refresh();
    void showOutcome();
    // "Batch 2 of ~4 · in_progress · 45/120 answered · next check in 0:20 · …"
    static QString batchText(const RunProgress &progress);
    // "Paused: the judge at http://… is not answering (Connection refused) · 0:12 elapsed"
    static QString pausedText(const RunProgress &progress);
    // "the judge at http://… is not answering (Connection refused)": shorter than JudgeOutage::text()
    static QString outageText(const JudgeOutage &outage);

    QProgressBar *m_bar;
    QLabel *m_count; // "2849/4158 metrics", beside the bar: nothing is drawn over it
    ElidedLabel *m_label;
    QToolButton *m_cancel;
    QTimer *m_tick;
    QElapsedTimer m_clock;
    QElapsedTimer m_shown; // since the figures were last redrawn
    RunProgress m_progress;
    // RunPlan::notApplicable() of the run, worked out on a pool thread; added to the outcome
    // line when both are there.
    QFutureWatcher<QStringList> m_notApplicable;
    QString m_outcome; // of the run that ended, without those lines
};

} // namespace claimscope
