#pragma once

#include "steps.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace claimscope {

// What a metric asks of the judge: a step and the values of its placeholders.
struct StepCall {
    QString step;           // e.g. "faithfulness__verdicts"
    QJsonObject vars;       // placeholder name → value (string, number, bool, list, object)
    int expectedCount = -1; // verdict/list length the answer must have; -1: not checked
    double temperature = 0.0;
    int sampleIndex = -1; // generator samples only: part of the cache key
    QString scope;        // where it belongs, for logs: "window 2", "node 3"
};

struct ChatMessage {
    QString role; // "system", "user" or "assistant"
    QString content;
};

// A step as sent to a judge: the rendered conversation plus the structured call behind it.
struct JudgeQuery {
    StepCall call;
    AnswerKind kind = AnswerKind::Reason;
    QList<ChatMessage> messages; // rendered template (and, for a repair, the bad answer + note)
};

// A judge's answer to one query (after the transport's own retries).
struct JudgeReply {
    bool ok = false;
    QString content;       // choices[0].message.content (or the offline judge's JSON)
    int promptTokens = -1; // -1: the server did not say
    int completionTokens = -1;
    int httpStatus = 0;
    int attempts = 1;
    qint64 latencyMs = 0;
    QString error; // why it failed, for the user (server's error text included)
    bool cancelled = false;
    bool batchPrice = false; // answered through a provider batch: its tokens cost BatchPriceFactor
    bool remembered = false; // the offline judge gave this answer before in this session (its memo)
};

// What a provider batch costs relative to direct requests (OpenAI's Batch API: half price).
inline constexpr double BatchPriceFactor = 0.5;

// Answers judge steps (and plain generations). Lives on the engine's worker thread and
// calls `done` there, exactly once, unless cancelAll() came first.
class Judge
{
public:
    virtual ~Judge() = default;
    // Shown to users beside every verdict, e.g. "Offline (lexical)" or "gpt-4o-mini".
    virtual QString label() const = 0;
    // Provider, base URL and model; empty when answers must not be cached.
    virtual QByteArray cacheIdentity() const = 0;
    // The exact request body this judge would send (part of the cache key).
    virtual QByteArray requestBody(const JudgeQuery &query) const = 0;
    virtual void send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done) = 0;
    virtual void cancelAll() = 0;
    // False when it cannot answer plain-text generations (consistency samples).
    virtual bool canGenerate() const { return true; }
    // Why it will not take `call` at all, told before the prompt is rendered (the offline judge:
    // more text than it reads); empty when it will.
    virtual QString refusal(const StepCall &call) const
    {
        Q_UNUSED(call);
        return {};
    }
};

struct EmbedReply {
    bool ok = false;
    QList<QList<double>> vectors; // one per input, in input order
    int promptTokens = -1;
    int requests = 0;
    QString error;
    bool cancelled = false;
};

// Turns texts into vectors. Same threading contract as Judge.
class Embedder
{
public:
    virtual ~Embedder() = default;
    virtual QString label() const = 0;
    virtual QByteArray cacheIdentity() const = 0;
    virtual void embed(const QStringList &texts, std::function<void(const EmbedReply &)> done) = 0;
    virtual void cancelAll() = 0;
};

} // namespace claimscope
