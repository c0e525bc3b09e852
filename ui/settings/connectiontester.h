#pragma once

#include "model/judgesettings.h"

#include <QObject>

namespace claimscope {

class EngineHost;

// "Test connection": one tiny real judge request (a single Conversation Relevance verdict on
// "2 + 2 = 4", no reason call, no cache) through its own EngineHost, so the worker thread sends
// it and the dialog stays responsive. Reports what came back. UI thread.
class ConnectionTester : public QObject
{
    Q_OBJECT
public:
    explicit ConnectionTester(QObject *parent = nullptr);

    // `settings` must carry the API key if the endpoint needs one.
    void test(const JudgeSettings &settings);

Q_SIGNALS:
    void finished(bool ok, const QString &message);

private:
    EngineHost *m_host;
    QString m_message;
    bool m_ok = false;
};

} // namespace claimscope
