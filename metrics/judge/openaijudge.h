#pragma once

#include "judge.h"
#include "model/judgesettings.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <memory>

class QNetworkRequest;

namespace claimscope {

class RequestScheduler;
struct HttpOutcome;

// A judge (or sample generator) behind an OpenAI-compatible POST {base}/chat/completions,
// reached through a RequestScheduler it does not own. Lives on the engine's worker thread.
class OpenAiJudge : public Judge
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::OpenAiJudge)
public:
    // modelOverride, when not empty, replaces settings.model (see generator()).
    OpenAiJudge(const JudgeSettings &settings, RequestScheduler *scheduler, const QString &modelOverride = {});
    // Drops its pending requests without calling back.
    ~OpenAiJudge() override;

    // The generator of Epistemic Consistency samples: settings.generatorModel, or the judge
    // model when that is empty, on the same endpoint.
    static std::unique_ptr<OpenAiJudge> generator(const JudgeSettings &settings, RequestScheduler *scheduler);

    QString model() const { return m_model; }
    QUrl endpoint() const { return m_endpoint; }

    QString label() const override;
    QByteArray cacheIdentity() const override;
    QByteArray requestBody(const JudgeQuery &query) const override;
    // Calls `done` exactly once; cancelAll() calls it at once with cancelled=true.
    void send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done) override;
    void cancelAll() override;

    // Content and usage of a 2xx answer, or an error saying what is wrong with it (also for
    // the chat completions a provider batch returns).
    static void readAnswer(const HttpOutcome &outcome, const QUrl &endpoint, JudgeReply &reply);

private:
    QNetworkRequest networkRequest(const QString &step) const;
    QString failureText(const HttpOutcome &outcome) const;

    JudgeSettings m_settings;
    QString m_model;
    QString m_baseUrl; // without a trailing slash
    QUrl m_endpoint;
    QStringList m_secrets; // JudgeSettings::secrets()
    QPointer<RequestScheduler> m_scheduler;
    QSet<quint64> m_pending;
    bool m_dropCallbacks = false;
};

} // namespace claimscope
