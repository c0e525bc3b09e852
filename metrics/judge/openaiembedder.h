#pragma once

#include "judge.h"
#include "model/judgesettings.h"

#include <QCoreApplication>
#include <QHash>
#include <QPointer>
#include <QUrl>

#include <memory>

class QNetworkRequest;

namespace claimscope {

class RequestScheduler;
struct HttpOutcome;

// Embeddings from an OpenAI-compatible POST {base}/embeddings, in batches of at most 256
// inputs sent concurrently through a RequestScheduler it does not own. Lives on the engine's
// worker thread.
class OpenAiEmbedder : public Embedder
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::OpenAiEmbedder)
public:
    static constexpr int kMaxBatch = 256;

    // Uses settings.embeddingModel on settings.baseUrl.
    OpenAiEmbedder(const JudgeSettings &settings, RequestScheduler *scheduler);
    // Drops its pending requests without calling back.
    ~OpenAiEmbedder() override;

    QUrl endpoint() const { return m_endpoint; }

    QString label() const override;
    QByteArray cacheIdentity() const override;
    // Calls `done` exactly once (at once for an empty list); the first failing batch fails the
    // whole call and cancels its other batches. cancelAll() calls back with cancelled=true.
    void embed(const QStringList &texts, std::function<void(const EmbedReply &)> done) override;
    void cancelAll() override;

private:
    struct Call;

    void onBatch(const std::shared_ptr<Call> &call, int first, int count, const HttpOutcome &outcome);
    QString readBatch(const QByteArray &body, int count, QList<QList<double>> &vectors, int &promptTokens) const;
    void end(const std::shared_ptr<Call> &call, const QString &error, bool cancelled);
    QNetworkRequest networkRequest() const;

    JudgeSettings m_settings;
    QString m_baseUrl; // without a trailing slash
    QUrl m_endpoint;
    QPointer<RequestScheduler> m_scheduler;
    QHash<quint64, std::shared_ptr<Call>> m_pending; // scheduler id → the call it serves
    bool m_dropCallbacks = false;
};

} // namespace claimscope
