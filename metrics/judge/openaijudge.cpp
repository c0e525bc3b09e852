#include "openaijudge.h"

#include "endpointurl.h"
#include "judge/transport/httpfailures.h"
#include "judge/transport/requestscheduler.h"
#include "model/secretmask.h"
#include "model/urlcredentials.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>

namespace claimscope {

namespace {

QString normalizedBase(const QString &baseUrl)
{
    QString base = baseUrl.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return base;
}

int tokenCount(const QJsonObject &usage, const char *key)
{
    const QJsonValue value = usage.value(QLatin1String(key));
    return value.isDouble() ? value.toInt(-1) : -1;
}

} // namespace

OpenAiJudge::OpenAiJudge(const JudgeSettings &settings, RequestScheduler *scheduler, const QString &modelOverride)
    : m_settings(settings)
    , m_model(modelOverride.isEmpty() ? settings.model : modelOverride)
    , m_baseUrl(normalizedBase(settings.baseUrl))
    , m_endpoint(apiEndpoint(m_baseUrl, QStringLiteral("/chat/completions")))
    , m_secrets(settings.secrets())
    , m_scheduler(scheduler)
{
}

OpenAiJudge::~OpenAiJudge()
{
    m_dropCallbacks = true;
    if (!m_scheduler)
        return;
    const QSet<quint64> pending = m_pending;
    for (quint64 id : pending)
        m_scheduler->cancel(id);
}

std::unique_ptr<OpenAiJudge> OpenAiJudge::generator(const JudgeSettings &settings, RequestScheduler *scheduler)
{
    const QString model = settings.generatorModel.isEmpty() ? settings.model : settings.generatorModel;
    return std::make_unique<OpenAiJudge>(settings, scheduler, model);
}

QString OpenAiJudge::label() const
{
    return m_model;
}

QByteArray OpenAiJudge::cacheIdentity() const
{
    // Credentials do not change answers: a rotated key keeps the cache.
    return QStringLiteral("openai-compatible\n%1\n%2").arg(UrlCredentials::stripped(m_baseUrl), m_model).toUtf8();
}

QByteArray OpenAiJudge::requestBody(const JudgeQuery &query) const
{
    QJsonArray messages;
    for (const ChatMessage &message : query.messages) {
        messages.append(
            QJsonObject{{QStringLiteral("role"), message.role}, {QStringLiteral("content"), message.content}});
    }
    QJsonObject body{{QStringLiteral("model"), m_model},
                     {QStringLiteral("temperature"), query.call.temperature},
                     {QStringLiteral("messages"), messages}};
    if (query.kind != AnswerKind::PlainText) {
        switch (m_settings.structuredOutput) {
        case JudgeSettings::StructuredOutput::JsonSchema: {
            const QJsonObject schema{{QStringLiteral("name"), query.call.step},
                                     {QStringLiteral("strict"), true},
                                     {QStringLiteral("schema"), answerSchema(query.kind)}};
            body.insert(QStringLiteral("response_format"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("json_schema")},
                                    {QStringLiteral("json_schema"), schema}});
            break;
        }
        case JudgeSettings::StructuredOutput::JsonObject:
            body.insert(QStringLiteral("response_format"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("json_object")}});
            break;
        case JudgeSettings::StructuredOutput::None: break;
        }
    }
    // QJsonObject keeps its keys sorted: the same query always gives the same bytes, which
    // the step cache relies on.
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QNetworkRequest OpenAiJudge::networkRequest(const QString &step) const
{
    QNetworkRequest request(m_endpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("X-Claimscope-Step", step.toUtf8());
    if (!m_settings.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_settings.apiKey.toUtf8());
    return request;
}

void OpenAiJudge::send(const JudgeQuery &query, std::function<void(const JudgeReply &)> done)
{
    if (!m_scheduler) {
        JudgeReply reply;
        reply.error = tr("the judge at %1 has no request scheduler").arg(httpfailures::displayUrl(m_endpoint));
        done(reply);
        return;
    }
    const quint64 id = m_scheduler->post(networkRequest(query.call.step), requestBody(query),
                                         [this, done = std::move(done)](const HttpOutcome &outcome) {
                                             m_pending.remove(outcome.requestId);
                                             if (m_dropCallbacks)
                                                 return;
                                             JudgeReply reply;
                                             reply.httpStatus = outcome.httpStatus;
                                             reply.attempts = outcome.attempts;
                                             reply.latencyMs = outcome.latencyMs;
                                             reply.cancelled = outcome.cancelled;
                                             if (outcome.cancelled)
                                                 reply.error = outcome.error;
                                             else if (!outcome.ok)
                                                 reply.error = failureText(outcome);
                                             else
                                                 readAnswer(outcome, m_endpoint, reply);
                                             // A server may echo the key in its answer or error: masked here, before
                                             // the cache, the results or any output can keep it.
                                             reply.content = maskSecrets(reply.content, m_secrets);
                                             reply.error = maskSecrets(reply.error, m_secrets);
                                             done(reply);
                                         });
    m_pending.insert(id);
}

void OpenAiJudge::cancelAll()
{
    if (!m_scheduler)
        return;
    const QSet<quint64> pending = m_pending;
    for (quint64 id : pending)
        m_scheduler->cancel(id);
}

QString OpenAiJudge::failureText(const HttpOutcome &outcome) const
{
    const bool redirect = outcome.httpStatus >= 300 && outcome.httpStatus < 400;
    if (outcome.httpStatus != 0 && !redirect && httpfailures::looksLikeHtml(outcome.body, outcome.contentType)) {
        return tr("the judge at %1 answered HTTP %2 with an HTML page, not JSON: is the base URL "
                  "right (…/v1)?")
            .arg(httpfailures::displayUrl(m_endpoint), QString::number(outcome.httpStatus));
    }
    if (outcome.httpStatus == 401) {
        if (m_settings.apiKey.isEmpty()) {
            return tr("%1 — no API key is set: put it in the environment variable %2")
                .arg(outcome.error, m_settings.apiKeyEnv);
        }
        return tr("%1 — check the API key in the environment variable %2").arg(outcome.error, m_settings.apiKeyEnv);
    }
    if (outcome.httpStatus == 404) {
        return tr("%1 — is the base URL right (…/v1) and does the model \"%2\" exist there?")
            .arg(outcome.error, m_model);
    }
    return outcome.error;
}

void OpenAiJudge::readAnswer(const HttpOutcome &outcome, const QUrl &endpoint, JudgeReply &reply)
{
    const QString url = httpfailures::displayUrl(endpoint);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(outcome.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        reply.error = httpfailures::looksLikeHtml(outcome.body, outcome.contentType)
            ? tr("the judge at %1 answered with HTML, not JSON: is the base URL right (…/v1)?").arg(url)
            : tr("the judge at %1 answered with something that is not JSON: %2")
                  .arg(url, httpfailures::serverErrorText(outcome.body, 200));
        return;
    }
    const QJsonObject root = document.object();
    const QJsonArray choices = root.value(QLatin1String("choices")).toArray();
    if (choices.isEmpty()) {
        reply.error = tr("the judge at %1 answered without any choices: %2")
                          .arg(url, httpfailures::serverErrorText(outcome.body, 200));
        return;
    }
    const QJsonObject message = choices.first().toObject().value(QLatin1String("message")).toObject();
    const QJsonValue content = message.value(QLatin1String("content"));
    if (!content.isString()) {
        const QString refusal = message.value(QLatin1String("refusal")).toString();
        reply.error = refusal.isEmpty() ? tr("the judge at %1 answered without choices[0].message.content").arg(url)
                                        : tr("the judge at %1 refused to answer: %2").arg(url, refusal);
        return;
    }
    const QJsonObject usage = root.value(QLatin1String("usage")).toObject();
    reply.content = content.toString();
    reply.promptTokens = tokenCount(usage, "prompt_tokens");
    reply.completionTokens = tokenCount(usage, "completion_tokens");
    reply.ok = true;
}

} // namespace claimscope
