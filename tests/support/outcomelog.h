#pragma once

#include "metrics/judge/transport/requestscheduler.h"

#include <QList>
#include <QNetworkRequest>
#include <QString>

namespace claimscope {

// Records what RequestScheduler callbacks receive, for tests: every outcome and how many
// callbacks ran. Lives on the test's thread.
class OutcomeLog
{
public:
    RequestScheduler::Callback callback();

    QList<HttpOutcome> outcomes;
    int calls = 0;
};

// A JSON POST to {baseUrl}/chat/completions, as the judge sends it.
QNetworkRequest chatRequest(const QString &baseUrl);

// Scheduler options for tests: short backoff (10–20 ms), 5 s timeout, a fixed jitter seed.
SchedulerOptions fastSchedulerOptions();

} // namespace claimscope
