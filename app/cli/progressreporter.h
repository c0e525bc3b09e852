#pragma once

#include "engine/runrequest.h"
#include "model/metricresult.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace claimscope::cli {

// Progress of a run on stderr: one redrawn bar on a terminal, plain lines otherwise.
// CLI main thread.
class ProgressReporter
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::cli::ProgressReporter)

public:
    explicit ProgressReporter(bool enabled);

    void progressed(const RunProgress &progress);
    void resultReady(const MetricResult &result);
    void finished(const RunSummary &summary);

private:
    void clearBar();
    // A line for each change of the batch in flight: round, status, counts, next check.
    void reportBatch(const RunProgress &progress);

    bool m_enabled;
    bool m_terminal;
    bool m_barShown = false;
    qint64 m_waitAnnouncedUntilMs = 0;
    int m_repetitionShown = -1; // a repeated evaluation: the repetition last announced
    BatchProgress m_batchShown; // the batch state last printed (without its next check)
    QElapsedTimer m_lastDraw;
};

} // namespace claimscope::cli
