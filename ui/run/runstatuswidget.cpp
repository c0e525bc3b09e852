#include "runstatuswidget.h"

#include "results/metriccounts.h"

#include "metrics/engine/runplan.h"
#include "ui/widgets/elidedlabel.h"

#include <QHBoxLayout>

#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace claimscope {

namespace {
// A long run reports every judge step; the figures are redrawn at most this often (and every
// second by the tick), so thousands of reports cost the UI thread next to nothing.
constexpr int ShowIntervalMs = 100;
} // namespace

RunStatusWidget::RunStatusWidget(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QProgressBar(this))
    , m_count(new QLabel(this))
    , m_label(new ElidedLabel(this))
    , m_cancel(new QToolButton(this))
    , m_tick(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar->setTextVisible(false);
    m_bar->setFixedWidth(8 * fontMetrics().averageCharWidth());
    m_bar->setToolTip(tr("Metric results finished out of those the run computes"));
    m_count->setToolTip(m_bar->toolTip());
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Cancel the run (Esc): requests in flight are aborted, no partial score is kept"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_bar);
    layout->addWidget(m_count);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, this, &RunStatusWidget::cancelRequested);
    // The elapsed time keeps moving while a slow judge answers nothing.
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &RunStatusWidget::refresh);
    connect(&m_notApplicable, &QFutureWatcherBase::finished, this, [this] {
        if (!m_outcome.isEmpty())
            showOutcome();
    });
    m_bar->hide();
    m_count->hide();
    m_cancel->hide();
}

void RunStatusWidget::runStarted(quint64, const RunRequest &request)
{
    m_progress = {};
    // Every test case against every metric: thousands of them would hold up the start.
    m_outcome.clear();
    m_notApplicable.setFuture(
        QtConcurrent::run([request] { return RunPlan::of(request).notApplicable(request.testCases); }));
    m_clock.start();
    m_tick->start();
    m_bar->show();
    m_count->clear();
    m_count->show();
    m_cancel->show();
    m_bar->setRange(0, 0);
    m_label->setFullText(tr("Starting…"));
}

void RunStatusWidget::showProgress(const RunProgress &progress)
{
    // A pause, and its end, show at once.
    const bool pauseChanged = progress.pausedFor.has_value() != m_progress.pausedFor.has_value();
    m_progress = progress;
    if (!pauseChanged && m_shown.isValid() && m_shown.elapsed() < ShowIntervalMs)
        return;
    m_shown.start();
    refresh();
}

void RunStatusWidget::runFinished(const RunSummary &summary)
{
    m_tick->stop();
    m_bar->hide();
    m_count->hide();
    m_cancel->hide();
    m_progress = summary.progress;
    const RunProgress &p = summary.progress;
    QString outcome;
    if (!summary.error.isEmpty())
        outcome = tr("Run failed: %1").arg(summary.error);
    else if (summary.cancelled)
        outcome = tr("Cancelled after %1 · the metrics still running were dropped").arg(duration(p.elapsedMs));
    else if (summary.outage) // the rest skipped, or nothing left but what the judge failed
        outcome = tr("Stopped after %1").arg(duration(p.elapsedMs));
    else // a repeated run's results are those of its last repetition; its steps add up all of them
        outcome =
            tr("Finished in %1 · %2 · %3 (%4 cached, %5 failed)")
                .arg(duration(p.elapsedMs), tr("%n result(s)", nullptr, p.metricsDone / std::max(1, p.repetitions)),
                     tr("%n judge step(s)", nullptr, p.stepsDone))
                .arg(p.cachedSteps)
                .arg(p.failedSteps);
    // The judge that went away comes right after: it is what to act on.
    if (summary.outage) {
        outcome += QStringLiteral(" · ⚠ ") + outageText(*summary.outage);
        if (p.metricsNotRun > 0)
            outcome += QStringLiteral(" · ") + tr("%n metric result(s) not run", nullptr, p.metricsNotRun);
    }
    const bool completed = !summary.cancelled && summary.error.isEmpty() && !summary.outage;
    if (p.repetitions > 1)
        outcome += QStringLiteral(" · ")
            + (completed ? tr("%n repetition(s): the results show the last one with the spread of all", nullptr,
                              p.repetitions)
                         : tr("in repetition %1 of %2").arg(p.repetition + 1).arg(p.repetitions));
    for (const QString &warning : summary.warnings)
        outcome += QStringLiteral(" · ⚠ ") + warning;
    m_outcome = outcome;
    showOutcome();
}

void RunStatusWidget::clear()
{
    m_tick->stop();
    m_bar->hide();
    m_count->hide();
    m_cancel->hide();
    m_progress = {};
    m_outcome.clear();
    m_label->setFullText(QString());
}

void RunStatusWidget::showOutcome()
{
    // The metrics that did not apply come after the run's own line, once they are known.
    // Where they do not fit, they are counted (their lines in the tooltip).
    QString text = m_outcome;
    QString shorter = m_outcome;
    if (m_notApplicable.isFinished() && m_notApplicable.future().resultCount() > 0) {
        const QStringList lines = m_notApplicable.result();
        for (const QString &line : lines)
            text += QStringLiteral(" · ⊘ ") + line;
        if (!lines.isEmpty())
            shorter += QStringLiteral(" · ⊘ ")
                + tr("%n metric(s) not run where they do not apply", nullptr, int(lines.size()));
    }
    m_label->setFullText(text, shorter);
}

QString RunStatusWidget::text() const
{
    return m_label->fullText();
}

QString RunStatusWidget::duration(qint64 ms)
{
    const qint64 seconds = qMax<qint64>(0, ms / 1000);
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void RunStatusWidget::refresh()
{
    if (!m_tick->isActive())
        return;
    RunProgress shown = m_progress;
    shown.elapsedMs = qMax(shown.elapsedMs, m_clock.elapsed());
    // QProgressBar repaints at once on every new value it prints, and a repaint of the status
    // bar can redraw the window; with updates off it just schedules one, like every widget.
    m_bar->setUpdatesEnabled(false);
    m_bar->setRange(0, qMax(1, shown.metricsTotal));
    m_bar->setValue(shown.metricsDone);
    m_bar->setUpdatesEnabled(true);
    m_count->setText(resultsProgressText(shown.metricsDone, shown.metricsTotal));
    if (shown.pausedFor) {
        m_label->setFullText(pausedText(shown));
        return;
    }
    if (shown.batchMode) {
        m_label->setFullText(batchText(shown));
        return;
    }
    const qint64 left = shown.remainingMs();
    const QString repetition = shown.repetitions > 1
        ? tr("Repetition %1 of %2").arg(shown.repetition + 1).arg(shown.repetitions) + QStringLiteral(" · ")
        : QString();
    m_label->setFullText(repetition
                         + tr("Steps %1 answered of %2 sent so far · %3 cached · %4 · %5 elapsed · %6")
                               .arg(shown.stepsDone)
                               .arg(shown.stepsIssued)
                               .arg(shown.cachedSteps)
                               .arg(tr("%n error(s)", nullptr, shown.failedSteps), duration(shown.elapsedMs))
                               .arg(left < 0 ? tr("estimating time left") : tr("about %1 left").arg(duration(left))));
    if (shown.judgeWaitUntilMs > shown.elapsedMs) {
        const int seconds = int((shown.judgeWaitUntilMs - shown.elapsedMs + 999) / 1000);
        m_label->setText(m_label->text() + QStringLiteral(" · ")
                         + tr("waiting %n s for the judge's rate limit", nullptr, seconds));
    }
}

QString RunStatusWidget::pausedText(const RunProgress &progress)
{
    // The address and the cause come first: a narrow status bar cuts the end.
    return tr("Paused: %1").arg(outageText(*progress.pausedFor)) + QStringLiteral(" · ")
        + tr("%1 elapsed").arg(duration(progress.elapsedMs));
}

QString RunStatusWidget::outageText(const JudgeOutage &outage)
{
    return outage.keyRefused ? tr("the judge at %1 refused the key (%2)").arg(outage.endpoint, outage.cause)
                             : tr("the judge at %1 is not answering (%2)").arg(outage.endpoint, outage.cause);
}

QString RunStatusWidget::batchText(const RunProgress &progress)
{
    const BatchProgress &batch = progress.batch;
    if (batch.round == 0)
        return tr("Batch mode · preparing the first batch · %1 elapsed").arg(duration(progress.elapsedMs));
    QString text = tr("Batch %1 of ~%2 · %3 · %4/%5 answered")
                       .arg(batch.round)
                       .arg(std::max(batch.round, batch.roundsEstimate))
                       .arg(batch.status)
                       .arg(batch.completed + batch.failed)
                       .arg(batch.requests);
    if (batch.resumed)
        text += QStringLiteral(" · ") + tr("resumed %1").arg(batch.batchId);
    if (batch.nextCheckMs > progress.elapsedMs)
        text +=
            QStringLiteral(" · ") + tr("next check in %1").arg(duration(batch.nextCheckMs - progress.elapsedMs + 999));
    return text + QStringLiteral(" · ") + tr("%1 elapsed · batch price").arg(duration(progress.elapsedMs));
}

} // namespace claimscope
