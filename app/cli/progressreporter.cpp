#include "progressreporter.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace claimscope::cli {

namespace {

void printErr(const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
}

} // namespace

ProgressReporter::ProgressReporter(bool enabled)
    : m_enabled(enabled)
    , m_terminal(isatty(fileno(stderr)))
{
    m_lastDraw.start();
}

void ProgressReporter::progressed(const RunProgress &progress)
{
    if (m_enabled && progress.repetitions > 1 && progress.repetition != m_repetitionShown) {
        m_repetitionShown = progress.repetition;
        clearBar();
        printErr(tr("repetition %1 of %2\n").arg(progress.repetition + 1).arg(progress.repetitions));
    }
    if (m_enabled && progress.judgeWaitUntilMs > m_waitAnnouncedUntilMs) {
        m_waitAnnouncedUntilMs = progress.judgeWaitUntilMs;
        clearBar();
        const qint64 seconds = (progress.judgeWaitUntilMs - progress.elapsedMs + 999) / 1000;
        const qint64 left = progress.remainingMs();
        const QString finish = left < 0 ? tr("finish not yet known")
                                        : tr("expected to finish in about %n s", nullptr, int((left + 999) / 1000));
        printErr(tr("waiting %n s for the judge (its rate limit or a retry): %1; %2\n", nullptr, int(seconds))
                     .arg(progress.judgeWaitReason, finish));
    }
    if (m_enabled && progress.batchMode)
        reportBatch(progress);
    if (!m_enabled || !m_terminal || m_lastDraw.elapsed() < 100)
        return;
    m_lastDraw.restart();
    constexpr int width = 24;
    const int total = qMax(1, progress.stepsIssued);
    const int filled = progress.stepsDone * width / total;
    const QString bar = QString(filled, QLatin1Char('#')) + QString(width - filled, QLatin1Char('.'));
    printErr(QStringLiteral("\r[%1] ").arg(bar)
             + tr("%1 · %2 cached · %3 failed · %4 · %5 s")
                   .arg(tr("%1/%n step(s)", nullptr, progress.stepsIssued).arg(progress.stepsDone))
                   .arg(progress.cachedSteps)
                   .arg(progress.failedSteps)
                   .arg(tr("%1/%n metric(s)", nullptr, progress.metricsTotal).arg(progress.metricsDone))
                   .arg(progress.elapsedMs / 1000.0, 0, 'f', 1)
             + QStringLiteral("\x1b[K"));
    m_barShown = true;
}

void ProgressReporter::resultReady(const MetricResult &result)
{
    if (!m_enabled || m_terminal)
        return;
    const QString name =
        result.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(result.testCaseIndex + 1) : result.testCaseName;
    const QString outcome = result.hasError() ? tr("error")
        : result.isSkipped()                  ? tr("skipped: %1").arg(result.skipReason)
                                              : QString::number(*result.score, 'f', 3);
    printErr(tr("done: %1 on %2: %3\n").arg(result.metricId, name, outcome));
}

void ProgressReporter::finished(const RunSummary &summary)
{
    if (!m_enabled)
        return;
    clearBar();
    const RunProgress &p = summary.progress;
    // A repeated run reports its last repetition's results; its steps add up every repetition.
    printErr(tr("%1, %2 (%3 cached, %4 failed) in %5 s\n")
                 .arg(tr("%n metric result(s)", nullptr, p.metricsDone / std::max(1, p.repetitions)),
                      tr("%n judge step(s)", nullptr, p.stepsDone))
                 .arg(p.cachedSteps)
                 .arg(p.failedSteps)
                 .arg(p.elapsedMs / 1000.0, 0, 'f', 2));
}

void ProgressReporter::reportBatch(const RunProgress &progress)
{
    BatchProgress batch = progress.batch;
    batch.nextCheckMs = 0;
    if (batch.round == 0 || batch == m_batchShown)
        return;
    m_batchShown = batch;
    clearBar();
    QString line = tr("batch %1 of ~%2: %n request(s)", nullptr, batch.requests)
                       .arg(batch.round)
                       .arg(std::max(batch.round, batch.roundsEstimate));
    if (batch.resumed)
        line += tr(", resumed %1").arg(batch.batchId);
    line += tr(", %1 %2/%3").arg(batch.status).arg(batch.completed + batch.failed).arg(batch.requests);
    if (batch.failed > 0)
        line += tr(" (%n failed)", nullptr, batch.failed);
    if (progress.batch.nextCheckMs > progress.elapsedMs)
        line +=
            tr(", next check in %n s", nullptr, int((progress.batch.nextCheckMs - progress.elapsedMs + 999) / 1000));
    printErr(line + QLatin1Char('\n'));
}

void ProgressReporter::clearBar()
{
    if (m_barShown)
        printErr(QStringLiteral("\r\x1b[K"));
    m_barShown = false;
}

} // namespace claimscope::cli
