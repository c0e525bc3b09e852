#include "promptpreviewer.h"

#include "metrics/engine/enginehost.h"
#include "metrics/registry.h"

#include <QTimer>

namespace claimscope {

namespace {
constexpr int DefaultDelayMs = 250;
}

PromptPreviewer::PromptPreviewer(QObject *parent)
    : QObject(parent)
    , m_host(new EngineHost(this))
    , m_delay(new QTimer(this))
{
    m_delay->setSingleShot(true);
    m_delay->setInterval(DefaultDelayMs);
    connect(m_delay, &QTimer::timeout, this, &PromptPreviewer::startRun);
    connect(m_host, &EngineHost::callRecorded, this, [this](const CallRecord &record) {
        if (record.step == m_step)
            m_records.append(record);
    });
    connect(m_host, &EngineHost::resultReady, this, [this](const MetricResult &result) {
        if (!result.windows.isEmpty())
            m_firstWindow = result.windows.first().title;
        if (result.errorKind == MetricResult::ErrorKind::Input)
            m_error = result.error;
    });
    connect(m_host, &EngineHost::runFinished, this, [this](const RunSummary &summary) {
        if (!summary.error.isEmpty())
            m_error = summary.error;
        finish();
    });
}

PromptPreviewer::~PromptPreviewer() = default;

void PromptPreviewer::request(const TestCase &testCase, const QString &metricId, const QString &step,
                              const TemplateSet &templates, const QHash<QString, QJsonObject> &params)
{
    RunRequest request;
    request.testCases = {testCase};
    request.testCaseIndices = {0};
    request.metrics = {metricId};
    request.params = params;
    request.templates = templates;
    request.judge = JudgeSettings(); // the offline judge: a dry run sends nothing anyway
    request.dryRun = true;
    request.useCache = false;
    m_next = request;
    m_nextStep = step;
    m_delay->start();
}

void PromptPreviewer::startRun()
{
    m_step = m_nextStep;
    m_records.clear();
    m_firstWindow.clear();
    m_error.clear();
    m_host->start(m_next);
}

void PromptPreviewer::finish()
{
    if (m_records.isEmpty()) {
        Q_EMIT previewUnavailable(m_step,
                                  m_error.isEmpty() ? tr("This step is not reached for the selected test case "
                                                         "(for example, there is no retrieval context to judge).")
                                                    : m_error);
        return;
    }
    const CallRecord *shown = &m_records.first();
    for (const CallRecord &record : m_records) {
        if (!m_firstWindow.isEmpty() && record.scope == m_firstWindow) {
            shown = &record;
            break;
        }
    }
    Q_EMIT previewReady(m_step, shown->prompt, shown->scope);
}

} // namespace claimscope
