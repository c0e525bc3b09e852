#include "openaiembedder.h"

#include "endpointurl.h"
#include "judge/transport/httpfailures.h"
#include "judge/transport/requestscheduler.h"
#include "model/secretmask.h"
#include "model/urlcredentials.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>

#include <cmath>

namespace claimscope {

// One embed() call: its batches fill `vectors` in place, whatever order they finish in.
struct OpenAiEmbedder::Call {
    std::function<void(const EmbedReply &)> done;
    QList<QList<double>> vectors;
    QList<quint64> ids; // batches still pending
    int requests = 0;
    int remaining = 0;
    int promptTokens = 0; // -1 once a batch came without usage
    qsizetype dimension = -1;
    bool ended = false;
};

OpenAiEmbedder::OpenAiEmbedder(const JudgeSettings &settings, RequestScheduler *scheduler)
    : m_settings(settings)
    , m_scheduler(scheduler)
{
    m_baseUrl = settings.baseUrl.trimmed();
    while (m_baseUrl.endsWith(QLatin1Char('/')))
        m_baseUrl.chop(1);
    m_endpoint = apiEndpoint(m_baseUrl, QStringLiteral("/embeddings"));
}

OpenAiEmbedder::~OpenAiEmbedder()
{
    m_dropCallbacks = true;
    if (!m_scheduler)
        return;
    const QList<quint64> ids = m_pending.keys();
    for (quint64 id : ids)
        m_scheduler->cancel(id);
}

QString OpenAiEmbedder::label() const
{
    return m_settings.embeddingModel;
}

QByteArray OpenAiEmbedder::cacheIdentity() const
{
    return QStringLiteral("openai-compatible\n%1\n%2")
        .arg(UrlCredentials::stripped(m_baseUrl), m_settings.embeddingModel)
        .toUtf8();
}

QNetworkRequest OpenAiEmbedder::networkRequest() const
{
    QNetworkRequest request(m_endpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!m_settings.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_settings.apiKey.toUtf8());
    return request;
}

void OpenAiEmbedder::embed(const QStringList &texts, std::function<void(const EmbedReply &)> done)
{
    auto call = std::make_shared<Call>();
    call->done = std::move(done);
    if (texts.isEmpty()) {
        end(call, {}, false);
        return;
    }
    if (!m_scheduler) {
        end(call,
            tr("the embeddings endpoint at %1 has no request scheduler").arg(httpfailures::displayUrl(m_endpoint)),
            false);
        return;
    }
    call->vectors.resize(texts.size());
    for (int first = 0; first < texts.size(); first += kMaxBatch) {
        const int count = int(std::min<qsizetype>(kMaxBatch, texts.size() - first));
        const QJsonObject body{{QStringLiteral("model"), m_settings.embeddingModel},
                               {QStringLiteral("input"), QJsonArray::fromStringList(texts.mid(first, count))}};
        const quint64 id = m_scheduler->post(
            networkRequest(), QJsonDocument(body).toJson(QJsonDocument::Compact),
            [this, call, first, count](const HttpOutcome &outcome) { onBatch(call, first, count, outcome); });
        m_pending.insert(id, call);
        call->ids.append(id);
        ++call->requests;
        ++call->remaining;
    }
}

void OpenAiEmbedder::cancelAll()
{
    if (!m_scheduler)
        return;
    const QList<quint64> ids = m_pending.keys();
    for (quint64 id : ids)
        m_scheduler->cancel(id);
}

void OpenAiEmbedder::onBatch(const std::shared_ptr<Call> &call, int first, int count, const HttpOutcome &outcome)
{
    m_pending.remove(outcome.requestId);
    call->ids.removeOne(outcome.requestId);
    if (m_dropCallbacks || call->ended)
        return;
    const QString url = httpfailures::displayUrl(m_endpoint);
    if (outcome.cancelled) {
        end(call, outcome.error, true);
        return;
    }
    if (!outcome.ok) {
        QString error = outcome.error;
        if (outcome.httpStatus == 401)
            error = tr("%1 — check the API key in the environment variable %2").arg(error, m_settings.apiKeyEnv);
        end(call, maskSecrets(error, m_settings.secrets()), false);
        return;
    }
    QList<QList<double>> vectors;
    int promptTokens = -1;
    const QString error = readBatch(outcome.body, count, vectors, promptTokens);
    if (!error.isEmpty()) {
        end(call, error, false);
        return;
    }
    if (call->dimension < 0)
        call->dimension = vectors.first().size();
    if (vectors.first().size() != call->dimension) {
        end(call,
            tr("the embeddings endpoint at %1 returned vectors of %2 and %3 dimensions")
                .arg(url, QString::number(call->dimension), QString::number(vectors.first().size())),
            false);
        return;
    }
    for (int i = 0; i < count; ++i)
        call->vectors[first + i] = std::move(vectors[i]);
    call->promptTokens = (promptTokens < 0 || call->promptTokens < 0) ? -1 : call->promptTokens + promptTokens;
    if (--call->remaining == 0)
        end(call, {}, false);
}

QString OpenAiEmbedder::readBatch(const QByteArray &body, int count, QList<QList<double>> &vectors,
                                  int &promptTokens) const
{
    const QString url = httpfailures::displayUrl(m_endpoint);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return httpfailures::looksLikeHtml(body, {})
            ? tr("the embeddings endpoint at %1 answered with HTML, not JSON: is the base URL "
                 "right (…/v1)?")
                  .arg(url)
            : tr("the embeddings endpoint at %1 answered with something that is not JSON: %2")
                  .arg(url, httpfailures::serverErrorText(body, 200));
    }
    const QJsonObject root = document.object();
    const QJsonArray data = root.value(QLatin1String("data")).toArray();
    if (data.size() != count) {
        return tr("the embeddings endpoint at %1 returned %2 for %3")
            .arg(url, tr("%n vector(s)", nullptr, int(data.size())), tr("%n input(s)", nullptr, count));
    }
    vectors.clear();
    vectors.resize(count);
    QList<bool> seen(count, false);
    qsizetype dimension = -1;
    for (const QJsonValue &itemValue : data) {
        const QJsonObject item = itemValue.toObject();
        const QJsonValue indexValue = item.value(QLatin1String("index"));
        const double index = indexValue.toDouble(-1);
        if (!indexValue.isDouble() || index < 0 || index >= count || std::floor(index) != index)
            return tr("the embeddings endpoint at %1 returned a vector without a valid index").arg(url);
        if (seen[int(index)])
            return tr("the embeddings endpoint at %1 returned index %2 twice").arg(url, QString::number(int(index)));
        seen[int(index)] = true;
        const QJsonArray embedding = item.value(QLatin1String("embedding")).toArray();
        if (embedding.isEmpty())
            return tr("the embeddings endpoint at %1 returned no embedding at index %2")
                .arg(url, QString::number(int(index)));
        if (dimension >= 0 && embedding.size() != dimension)
            return tr("the embeddings endpoint at %1 returned vectors of %2 and %3 dimensions")
                .arg(url, QString::number(dimension), QString::number(embedding.size()));
        dimension = embedding.size();
        QList<double> &vector = vectors[int(index)];
        vector.reserve(embedding.size());
        for (const QJsonValue &value : embedding) {
            if (!value.isDouble())
                return tr("the embeddings endpoint at %1 returned a non-numeric value at index %2")
                    .arg(url, QString::number(int(index)));
            vector.append(value.toDouble());
        }
    }
    const QJsonValue tokens = root.value(QLatin1String("usage")).toObject().value(QLatin1String("prompt_tokens"));
    promptTokens = tokens.isDouble() ? tokens.toInt(-1) : -1;
    return {};
}

void OpenAiEmbedder::end(const std::shared_ptr<Call> &call, const QString &error, bool cancelled)
{
    call->ended = true;
    if (m_scheduler) {
        const QList<quint64> others = call->ids; // their callbacks see `ended` and return
        for (quint64 id : others)
            m_scheduler->cancel(id);
    }
    EmbedReply reply;
    reply.requests = call->requests;
    reply.cancelled = cancelled;
    reply.error = error;
    reply.ok = error.isEmpty() && !cancelled;
    if (reply.ok) {
        reply.vectors = std::move(call->vectors);
        reply.promptTokens = call->promptTokens;
    }
    if (call->done)
        call->done(reply);
}

} // namespace claimscope
