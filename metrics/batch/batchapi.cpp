#include "batchapi.h"
#include "batchfiles.h"

#include "judge/endpointurl.h"
#include "judge/transport/httpfailures.h"
#include "judge/transport/requestscheduler.h"
#include "model/secretmask.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QTimer>

#include <algorithm>

namespace claimscope {

namespace {

SchedulerOptions batchSchedulerOptions(const JudgeSettings &settings)
{
    SchedulerOptions options = SchedulerOptions::fromSettings(settings);
    // Uploads and output files are large and rare: no chat budgets, a long timeout and room
    // for an output file of many answers.
    options.maxConcurrency = 2;
    options.requestsPerMinute = 0;
    options.tokensPerMinute = 0;
    options.followRateLimitHeaders = false;
    options.timeoutMs = std::max(options.timeoutMs, 300000);
    options.maxReplyBytes = qint64(512) * 1024 * 1024;
    return options;
}

BatchStatus statusFromJson(const QJsonObject &object)
{
    BatchStatus status;
    status.id = object.value(QLatin1String("id")).toString();
    status.status = object.value(QLatin1String("status")).toString();
    status.outputFileId = object.value(QLatin1String("output_file_id")).toString();
    status.errorFileId = object.value(QLatin1String("error_file_id")).toString();
    const QJsonObject counts = object.value(QLatin1String("request_counts")).toObject();
    status.total = counts.value(QLatin1String("total")).toInt();
    status.completed = counts.value(QLatin1String("completed")).toInt();
    status.failed = counts.value(QLatin1String("failed")).toInt();
    const QJsonArray errors = object.value(QLatin1String("errors")).toObject().value(QLatin1String("data")).toArray();
    for (const QJsonValue &value : errors) {
        const QJsonObject error = value.toObject();
        QString text = error.value(QLatin1String("message")).toString();
        if (const QJsonValue line = error.value(QLatin1String("line")); line.isDouble())
            text = BatchApi::tr("line %1: %2").arg(QString::number(line.toInt()), text);
        status.errors.append(text);
    }
    return status;
}

} // namespace

bool BatchStatus::isFinal() const
{
    return status == QLatin1String("completed") || status == QLatin1String("failed")
        || status == QLatin1String("expired") || status == QLatin1String("cancelled");
}

BatchApi::BatchApi(const JudgeSettings &settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_base(settings.baseUrl.trimmed())
    , m_scheduler(std::make_unique<RequestScheduler>(batchSchedulerOptions(settings)))
{
    while (m_base.endsWith(QLatin1Char('/')))
        m_base.chop(1);
}

BatchApi::~BatchApi() = default;

QNetworkRequest BatchApi::request(const QStringList &segments) const
{
    QUrl url = apiEndpoint(m_base, QString());
    QByteArray path = url.path(QUrl::FullyEncoded).toLatin1();
    for (const QString &segment : segments)
        path += '/' + QUrl::toPercentEncoding(segment);
    url.setPath(QString::fromLatin1(path), QUrl::TolerantMode);
    QNetworkRequest request(url);
    if (!m_settings.apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_settings.apiKey.toUtf8());
    return request;
}

bool BatchApi::isPathId(const QString &id)
{
    // "." and ".." would be read as "this folder" and "the folder above", even percent-encoded.
    return !id.isEmpty() && id != QLatin1String(".") && id != QLatin1String("..");
}

QString BatchApi::refusal(const QString &what, const QString &id) const
{
    return tr("%1: \"%2\" is not a valid id (an id of a batch or file is one part of a URL path: it cannot be "
              "empty, \".\" or \"..\"); nothing was sent to %3")
        .arg(what, id, httpfailures::displayUrl(QUrl(m_base)));
}

QString BatchApi::unusableId(const QString &what, const QString &id) const
{
    return tr("%1: %2 named it \"%3\", which cannot be part of a URL path: it cannot be checked, read or "
              "cancelled from here")
        .arg(what, httpfailures::displayUrl(QUrl(m_base)), id);
}

void BatchApi::later(std::function<void()> call)
{
    QTimer::singleShot(0, this, [this, aborts = m_aborts, call = std::move(call)] {
        if (aborts == m_aborts)
            call();
    });
}

QString BatchApi::failure(const HttpOutcome &outcome, const QString &what) const
{
    const QString error = maskSecrets(outcome.error, m_settings.secrets()); // a server may echo the key
    if (outcome.httpStatus == 404)
        return tr("%1: %2 — does this endpoint offer the Batch API (…/files, …/batches)? Run without batch "
                  "mode otherwise")
            .arg(what, error);
    if (outcome.httpStatus == 401)
        return tr("%1: %2 — check the API key in the environment variable %3").arg(what, error, m_settings.apiKeyEnv);
    return tr("%1: %2").arg(what, error);
}

void BatchApi::upload(const QByteArray &jsonl, const QString &fileName, Callback<QString> done)
{
    const MultipartForm form = BatchFiles::uploadForm(jsonl, fileName);
    QNetworkRequest request = this->request({QStringLiteral("files")});
    request.setHeader(QNetworkRequest::ContentTypeHeader, form.contentType);
    m_scheduler->post(request, form.body, [this, fileName, done = std::move(done)](const HttpOutcome &outcome) {
        if (outcome.cancelled)
            return;
        const QString what = tr("uploading the batch file %1").arg(fileName);
        if (!outcome.ok) {
            done({}, failure(outcome, what));
            return;
        }
        const QString id = QJsonDocument::fromJson(outcome.body).object().value(QLatin1String("id")).toString();
        if (id.isEmpty())
            done({},
                 tr("%1: the answer has no file id: %2").arg(what, httpfailures::serverErrorText(outcome.body, 200)));
        else if (!isPathId(id))
            done({}, unusableId(what, id));
        else
            done(id, {});
    });
}

void BatchApi::batchCall(const HttpOutcome &outcome, const QString &what, const Callback<BatchStatus> &done) const
{
    if (!outcome.ok) {
        BatchStatus failed;
        failed.httpStatus = outcome.httpStatus;
        done(failed, failure(outcome, what));
        return;
    }
    const BatchStatus status = statusFromJson(QJsonDocument::fromJson(outcome.body).object());
    if (status.id.isEmpty() || status.status.isEmpty())
        done(
            {},
            tr("%1: the answer is not a batch object: %2").arg(what, httpfailures::serverErrorText(outcome.body, 200)));
    else if (!isPathId(status.id))
        done({}, unusableId(what, status.id));
    else
        done(status, {});
}

void BatchApi::create(const QString &inputFileId, Callback<BatchStatus> done)
{
    QNetworkRequest request = this->request({QStringLiteral("batches")});
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    const QJsonObject body{{QStringLiteral("input_file_id"), inputFileId},
                           {QStringLiteral("endpoint"), QLatin1String(BatchFiles::ChatEndpoint)},
                           {QStringLiteral("completion_window"), QStringLiteral("24h")}};
    const QByteArray json = QJsonDocument(body).toJson(QJsonDocument::Compact);
    m_scheduler->post(request, json, [this, done = std::move(done)](const HttpOutcome &outcome) {
        if (!outcome.cancelled)
            batchCall(outcome, tr("creating the batch"), done);
    });
}

void BatchApi::status(const QString &batchId, Callback<BatchStatus> done)
{
    const QString what = tr("checking the batch %1").arg(batchId);
    if (!isPathId(batchId)) {
        later([done = std::move(done), error = refusal(what, batchId)] { done({}, error); });
        return;
    }
    const QNetworkRequest request = this->request({QStringLiteral("batches"), batchId});
    m_scheduler->get(request, [this, what, done = std::move(done)](const HttpOutcome &outcome) {
        if (!outcome.cancelled)
            batchCall(outcome, what, done);
    });
}

void BatchApi::download(const QString &fileId, Callback<QByteArray> done)
{
    const QString what = tr("downloading the batch file %1").arg(fileId);
    if (!isPathId(fileId)) {
        later([done = std::move(done), error = refusal(what, fileId)] { done({}, error); });
        return;
    }
    const QNetworkRequest request = this->request({QStringLiteral("files"), fileId, QStringLiteral("content")});
    m_scheduler->get(request, [this, what, done = std::move(done)](const HttpOutcome &outcome) {
        if (outcome.cancelled)
            return;
        if (outcome.ok)
            done(outcome.body, {});
        else
            done({}, failure(outcome, what));
    });
}

void BatchApi::cancel(const QString &batchId, Callback<BatchStatus> done)
{
    const QString what = tr("cancelling the batch %1").arg(batchId);
    if (!isPathId(batchId)) {
        later([done = std::move(done), error = refusal(what, batchId)] { done({}, error); });
        return;
    }
    QNetworkRequest request = this->request({QStringLiteral("batches"), batchId, QStringLiteral("cancel")});
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    m_scheduler->post(request, QByteArrayLiteral("{}"),
                      [this, what, done = std::move(done)](const HttpOutcome &outcome) {
                          if (!outcome.cancelled)
                              batchCall(outcome, what, done);
                      });
}

void BatchApi::abortAll()
{
    ++m_aborts;
    m_scheduler->cancelAll();
}

void BatchApi::cancelDetached(const JudgeSettings &settings, const QString &batchId)
{
    auto *api = new BatchApi(settings);
    api->cancel(batchId, [api](const BatchStatus &, const QString &) { api->deleteLater(); });
}

} // namespace claimscope
