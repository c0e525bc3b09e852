#pragma once

#include "metrics/engine/runrequest.h"
#include "model/callrecord.h"

#include <QList>
#include <QObject>

class QTimer;

namespace claimscope {

class EngineHost;

// Renders the exact prompt one judge step would send for a test case, by a dry run of its metric
// through a private EngineHost: the real metric code builds the variables, nothing is sent, and
// the steps that need earlier answers get the planning judge's "(known after the run)"
// placeholders. Shows the first window of turn metrics. Requests are debounced. UI thread.
class PromptPreviewer : public QObject
{
    Q_OBJECT
public:
    explicit PromptPreviewer(QObject *parent = nullptr);
    ~PromptPreviewer() override;

    // Previews `step` of `metricId` on `testCase` with these templates and params (debounced;
    // a new request replaces one not yet shown).
    void request(const TestCase &testCase, const QString &metricId, const QString &step, const TemplateSet &templates,
                 const QHash<QString, QJsonObject> &params);

Q_SIGNALS:
    // `where` names the window or node ("Window 1 · exchange 1"), empty for single-turn steps.
    void previewReady(const QString &step, const QString &prompt, const QString &where);
    // The step is not reached for this test case; `reason` says why.
    void previewUnavailable(const QString &step, const QString &reason);

private:
    void startRun();
    void finish();

    EngineHost *m_host;
    QTimer *m_delay;
    RunRequest m_next;
    QString m_nextStep;
    QString m_step;
    QList<CallRecord> m_records;
    QString m_firstWindow;
    QString m_error;
};

} // namespace claimscope
