#include "connectiontester.h"

#include "metrics/engine/enginehost.h"

namespace claimscope {

ConnectionTester::ConnectionTester(QObject *parent)
    : QObject(parent)
    , m_host(new EngineHost(this))
{
    connect(m_host, &EngineHost::callRecorded, this, [this](const CallRecord &call) {
        m_ok = call.ok;
        m_message = call.ok
            ? tr("Connected: %1 answered %2 in %3 ms (HTTP %4).")
                  .arg(call.judgeLabel, call.step, QString::number(call.latencyMs), QString::number(call.httpStatus))
            : tr("The judge did not answer: %1").arg(call.error);
    });
    connect(m_host, &EngineHost::resultReady, this, [this](const MetricResult &result) {
        if (result.hasError()) {
            m_ok = false;
            m_message = tr("The judge's answer was not usable: %1").arg(result.error);
        }
    });
    connect(m_host, &EngineHost::runFinished, this, [this](const RunSummary &summary) {
        if (!summary.error.isEmpty())
            Q_EMIT finished(false, summary.error);
        else
            Q_EMIT finished(m_ok, m_message.isEmpty() ? tr("No request was made.") : m_message);
    });
}

void ConnectionTester::test(const JudgeSettings &settings)
{
    if (settings.isOffline()) {
        Q_EMIT finished(true, tr("The offline judge is built in: there is nothing to connect to."));
        return;
    }
    TestCase probe;
    probe.name = tr("connection test");
    probe.input = QStringLiteral("What is 2 + 2?");
    probe.actualOutput = QStringLiteral("2 + 2 = 4.");
    RunRequest request;
    request.testCases = {probe};
    request.testCaseIndices = {0};
    request.addMetric(QStringLiteral("conversation_relevance"), {{QStringLiteral("include_reason"), false}});
    request.judge = settings;
    request.useCache = false;
    m_ok = false;
    m_message.clear();
    m_host->start(request);
}

} // namespace claimscope
