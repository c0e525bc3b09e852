#include "outcomelog.h"

#include <QUrl>

namespace claimscope {

RequestScheduler::Callback OutcomeLog::callback()
{
    return [this](const HttpOutcome &outcome) {
        ++calls;
        outcomes.append(outcome);
    };
}

QNetworkRequest chatRequest(const QString &baseUrl)
{
    QNetworkRequest request(QUrl(baseUrl + QStringLiteral("/chat/completions")));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    return request;
}

SchedulerOptions fastSchedulerOptions()
{
    SchedulerOptions options;
    options.backoffBaseMs = 10;
    options.backoffCapMs = 20;
    options.timeoutMs = 5000;
    options.jitterSeed = 42;
    return options;
}

} // namespace claimscope
