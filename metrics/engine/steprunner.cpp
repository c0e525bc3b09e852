#include "steprunner.h"

#include "engine/stepcache.h"
#include "judge/answerparser.h"
#include "model/textpreview.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonDocument>

#include <new>

namespace claimscope {

namespace {

QByteArray embeddingKey(const QByteArray &identity, const QString &text)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(identity);
    hash.addData(QByteArrayView("\nembedding\n", 11));
    hash.addData(text.toUtf8());
    return hash.result().toHex();
}

// An embedding call's texts as the call log shows them: numbered, the first 50, each cut at
// 300 characters.
QString embeddingTexts(const QStringList &texts)
{
    constexpr int MaxTexts = 50;
    constexpr int MaxChars = 300;
    QStringList lines{StepRunner::tr("%n text(s) to embed:", nullptr, int(texts.size()))};
    for (int i = 0; i < texts.size() && i < MaxTexts; ++i) {
        const QString &text = texts[i];
        lines.append(QStringLiteral("[%1] %2").arg(i + 1).arg(
            text.size() > MaxChars ? text.left(MaxChars) + QStringLiteral("…") : text));
    }
    if (texts.size() > MaxTexts)
        lines.append(StepRunner::tr("… and %n more", nullptr, int(texts.size()) - MaxTexts));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

// One step in flight: the query as sent, whether it is the repair, and where it goes.
struct StepRunner::Attempt {
    CallOrigin origin;
    JudgeQuery query;
    Judge *judge = nullptr;
    QString model;
    QByteArray cacheKey; // empty: not cached
    bool repair = false;
    JudgeReply lastReply;
    QString problem; // why the answer was rejected, for people
    CallStats stats;
    std::function<void(const StepResult &)> done;
};

StepRunner::StepRunner(StepServices services, QObject *parent)
    : QObject(parent)
    , m_services(std::move(services))
{
}

QString StepRunner::promptText(const QList<ChatMessage> &messages)
{
    QStringList blocks;
    for (const ChatMessage &message : messages)
        blocks.append(message.role + QStringLiteral(":\n") + message.content);
    return blocks.join(QStringLiteral("\n\n"));
}

void StepRunner::ask(const CallOrigin &origin, const StepCall &call, std::function<void(const StepResult &)> done)
{
    if (m_cancelled)
        return;
    const StepInfo *info = findStep(call.step);
    Q_ASSERT_X(info, "StepRunner::ask", "a metric asked for a step outside the catalogue");
    auto attempt = std::make_shared<Attempt>();
    attempt->origin = origin;
    const bool plain = info->kind == AnswerKind::PlainText;
    attempt->judge = plain ? m_services.generator : m_services.judge;
    attempt->model = plain ? m_services.generatorModel : m_services.judgeModel;
    attempt->done = std::move(done);
    if (const QString refusal = attempt->judge->refusal(call); !refusal.isEmpty()) {
        // Refused before the prompt is rendered: a huge text costs no copies.
        Q_EMIT stepIssued();
        CallRecord entry = callOf(origin, call.step, attempt->judge->label());
        entry.scope = call.scope;
        entry.error = refusal;
        Q_EMIT callRecorded(entry);
        finish(attempt, {false, {}, refusal, {}, attempt->stats});
        return;
    }
    attempt->query = {call, info->kind, m_services.templates.render(call)};
    Q_EMIT templateRendered(call.step);
    Q_EMIT stepIssued();

    const QByteArray identity = attempt->judge->cacheIdentity();
    if (m_services.cache && !identity.isEmpty()) {
        attempt->cacheKey = StepCache::key(identity, attempt->judge->requestBody(attempt->query), call.step,
                                           call.sampleIndex, m_services.repetition);
        if (const auto cached = m_services.cache->answer(attempt->cacheKey)) {
            const ParsedAnswer parsed = AnswerParser::parse(info->kind, cached->content, call.expectedCount);
            if (parsed.ok) {
                attempt->lastReply.content = cached->content;
                attempt->lastReply.ok = true;
                const CallRecord entry = record(*attempt, true);
                Q_EMIT callRecorded(entry);
                attempt->stats.cachedCalls = 1;
                attempt->stats.addCost(entry.costUsd);
                finish(attempt, {true, parsed.value, {}, {}, attempt->stats});
                return;
            }
        }
    }
    send(attempt);
}

void StepRunner::send(std::shared_ptr<Attempt> attempt)
{
    attempt->judge->send(attempt->query, [this, attempt](const JudgeReply &reply) {
        if (!m_cancelled && !reply.cancelled)
            onReply(attempt, reply);
    });
}

void StepRunner::onReply(std::shared_ptr<Attempt> attempt, const JudgeReply &reply)
{
    std::optional<StepResult> result;
    try {
        result = judged(attempt, reply);
    } catch (const std::bad_alloc &) {
        attempt->lastReply = JudgeReply();
        result = StepResult{false,
                            {},
                            tr("out of memory while reading the judge's answer (%1 characters)")
                                .arg(QString::number(reply.content.size())),
                            {},
                            attempt->stats};
    }
    if (result)
        finish(attempt, *result);
}

std::optional<StepResult> StepRunner::judged(std::shared_ptr<Attempt> attempt, const JudgeReply &reply)
{
    attempt->lastReply = reply;
    // The offline judge's remembered answer is its cache: counted as cached here too, as the
    // run's progress counts it, so the two counts of one run agree.
    attempt->stats.judgeCalls += reply.remembered ? 0 : 1;
    attempt->stats.cachedCalls += reply.remembered ? 1 : 0;
    attempt->stats.batchCalls += reply.batchPrice ? 1 : 0;
    attempt->stats.inputTokens += qMax(0, reply.promptTokens);
    attempt->stats.outputTokens += qMax(0, reply.completionTokens);
    // The result's cost adds up exactly what the call log says each call cost.
    attempt->stats.addCost(costOf(attempt->model, reply, false));
    const StepCall &call = attempt->query.call;
    if (!reply.ok) {
        attempt->lastReply.content = TextPreview::of(reply.content);
        Q_EMIT callRecorded(record(*attempt, reply.remembered));
        return StepResult{false, {}, reply.error, attempt->lastReply.content, attempt->stats};
    }
    const ParsedAnswer parsed = AnswerParser::parse(attempt->query.kind, reply.content, call.expectedCount);
    attempt->problem = parsed.ok ? QString() : parsed.problem.shown();
    // An unusable answer is only ever shown again: what is kept of it is a preview.
    if (!parsed.ok)
        attempt->lastReply.content = TextPreview::of(reply.content);
    Q_EMIT callRecorded(record(*attempt, reply.remembered));
    if (parsed.ok) {
        if (!attempt->cacheKey.isEmpty())
            m_services.cache->storeAnswer(attempt->cacheKey,
                                          {reply.content, reply.promptTokens, reply.completionTokens});
        return StepResult{true, parsed.value, {}, {}, attempt->stats};
    }
    if (attempt->repair) {
        return StepResult{false,
                          {},
                          tr("the judge's answer was unusable even after a repair request: %1").arg(attempt->problem),
                          attempt->lastReply.content,
                          attempt->stats};
    }
    // A repair asks for the JSON object again; a plain text has none to ask for.
    if (attempt->query.kind == AnswerKind::PlainText) {
        return StepResult{false,
                          {},
                          tr("the generated text was unusable: %1").arg(attempt->problem),
                          attempt->lastReply.content,
                          attempt->stats};
    }
    // One repair retry: the same conversation, the bad answer, and what was wrong with it, all in
    // English like every prompt, whatever the UI language.
    attempt->repair = true;
    // Only an excerpt of the bad answer goes back: a huge answer must not double the request.
    constexpr int MaxEchoedChars = 4000;
    const QString echoed = reply.content.size() <= MaxEchoedChars ? reply.content
                                                                  : reply.content.left(MaxEchoedChars)
            + QStringLiteral("\n[… %1 more characters cut]").arg(reply.content.size() - MaxEchoedChars);
    attempt->query.messages.append({QStringLiteral("assistant"), echoed});
    attempt->query.messages.append(
        {QStringLiteral("user"),
         QStringLiteral("Your answer could not be used: %1. Reply again with only the JSON object in the "
                        "requested format.")
             .arg(parsed.problem.english())});
    send(attempt);
    return std::nullopt;
}

void StepRunner::finish(std::shared_ptr<Attempt> attempt, StepResult result)
{
    // The offline judge's remembered answers are its cache: a rerun counts them as cached steps.
    Q_EMIT stepDone(attempt->stats.cachedCalls > 0 || attempt->lastReply.remembered, !result.ok);
    attempt->done(result);
}

CallRecord StepRunner::callOf(const CallOrigin &origin, const QString &step, const QString &judgeLabel) const
{
    CallRecord entry;
    entry.runId = m_services.runId;
    entry.testCaseIndex = origin.testCaseIndex;
    entry.metricId = origin.metricId;
    entry.step = step;
    entry.judgeLabel = judgeLabel;
    return entry;
}

CallRecord StepRunner::record(const Attempt &attempt, bool cached) const
{
    const JudgeReply &reply = attempt.lastReply;
    CallRecord entry = callOf(attempt.origin, attempt.query.call.step, attempt.judge->label());
    entry.scope = attempt.query.call.scope;
    entry.cached = cached;
    entry.repair = attempt.repair;
    entry.ok = reply.ok && attempt.problem.isEmpty();
    entry.attempts = reply.attempts;
    entry.httpStatus = reply.httpStatus;
    entry.latencyMs = reply.latencyMs;
    entry.promptTokens = reply.promptTokens;
    entry.completionTokens = reply.completionTokens;
    entry.batch = reply.batchPrice;
    entry.costUsd = costOf(attempt.model, reply, cached);
    entry.prompt = promptText(attempt.query.messages);
    entry.request =
        QString::fromUtf8(
            QJsonDocument::fromJson(attempt.judge->requestBody(attempt.query)).toJson(QJsonDocument::Indented))
            .trimmed();
    entry.answer = reply.content;
    entry.error = !reply.ok ? reply.error : attempt.problem;
    return entry;
}

CallRecord StepRunner::embedRecord(const CallOrigin &origin, const Embedder &embedder, const QStringList &texts,
                                   const EmbedReply &reply, qint64 latencyMs) const
{
    CallRecord entry = callOf(origin, QStringLiteral("embeddings"), embedder.label());
    entry.ok = reply.ok;
    entry.attempts = reply.requests;
    entry.promptTokens = reply.promptTokens;
    entry.prompt = embeddingTexts(texts);
    if (reply.ok && !reply.vectors.isEmpty())
        entry.answer = tr("%1 of %2 dimensions")
                           .arg(tr("%n vector(s)", nullptr, int(reply.vectors.size())))
                           .arg(reply.vectors.first().size());
    entry.latencyMs = latencyMs;
    entry.error = reply.error;
    return entry;
}

std::optional<double> StepRunner::costOf(const QString &model, const JudgeReply &reply, bool cached) const
{
    // An answer from the cache costs nothing, which is known only where a call would have a price.
    if (cached)
        return m_services.prices.contains(model) ? std::optional(0.0) : std::nullopt;
    const std::optional<double> cost = callCost(m_services.prices, model, reply.promptTokens, reply.completionTokens);
    return cost && reply.batchPrice ? std::optional(*cost * BatchPriceFactor) : cost;
}

void StepRunner::embed(const CallOrigin &origin, const QStringList &texts,
                       std::function<void(const EmbedResult &)> done)
{
    if (m_cancelled)
        return;
    Embedder *embedder = m_services.embedder;
    const QByteArray identity = embedder->cacheIdentity();
    const bool cacheable = m_services.cache && !identity.isEmpty();
    auto result = std::make_shared<EmbedResult>();
    result->vectors.resize(texts.size());
    QStringList missing;
    QList<int> missingAt;
    for (int i = 0; i < texts.size(); ++i) {
        std::optional<QList<double>> vector;
        if (cacheable)
            vector = m_services.cache->embedding(embeddingKey(identity, texts[i]));
        if (vector) {
            result->vectors[i] = *vector;
        } else {
            missing.append(texts[i]);
            missingAt.append(i);
        }
    }
    Q_EMIT stepIssued();
    if (missing.isEmpty()) {
        result->ok = true;
        result->stats.cachedCalls = 1;
        result->stats.addCost(std::nullopt); // embeddings have no price
        Q_EMIT stepDone(true, false);
        done(*result);
        return;
    }
    QElapsedTimer clock;
    clock.start();
    embedder->embed(missing, [=, this](const EmbedReply &reply) {
        if (m_cancelled || reply.cancelled)
            return;
        Q_EMIT callRecorded(embedRecord(origin, *embedder, missing, reply, clock.elapsed()));
        result->stats.judgeCalls = reply.requests;
        result->stats.inputTokens = qMax(0, reply.promptTokens);
        result->stats.addCost(std::nullopt); // embeddings have no price: the log says "—" too
        if (!reply.ok || reply.vectors.size() != missing.size()) {
            result->error = reply.ok ? tr("the embedder returned %1 for %2")
                                           .arg(tr("%n vector(s)", nullptr, int(reply.vectors.size())),
                                                tr("%n text(s)", nullptr, int(missing.size())))
                                     : reply.error;
            Q_EMIT stepDone(false, true);
            done(*result);
            return;
        }
        for (int j = 0; j < missing.size(); ++j) {
            result->vectors[missingAt[j]] = reply.vectors[j];
            if (cacheable)
                m_services.cache->storeEmbedding(embeddingKey(identity, missing[j]), reply.vectors[j]);
        }
        result->ok = true;
        Q_EMIT stepDone(false, false);
        done(*result);
    });
}

void StepRunner::cancel()
{
    m_cancelled = true;
    m_services.judge->cancelAll();
    if (m_services.generator && m_services.generator != m_services.judge)
        m_services.generator->cancelAll();
    if (m_services.embedder)
        m_services.embedder->cancelAll();
}

} // namespace claimscope
