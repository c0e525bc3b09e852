#include "projectsettings.h"

#include "urlcredentials.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace claimscope {

namespace {

// Reads typed fields of one JSON object, reporting each mismatch with its path. Its tr() is
// the whole file's.
class FieldReader
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::ProjectSettings)

public:
    FieldReader(const QJsonObject &object, QString path, QString file, QStringList *errors)
        : m_object(object)
        , m_path(std::move(path))
        , m_file(std::move(file))
        , m_errors(errors)
    {
    }

    void text(const char *key, QString &out) const
    {
        const QJsonValue value = m_object.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull())
            return;
        if (value.isString())
            out = value.toString();
        else
            error(key, tr("expected a string"));
    }

    void integer(const char *key, int &out, int minimum) const
    {
        const QJsonValue value = m_object.value(QLatin1String(key));
        if (value.isUndefined() || value.isNull())
            return;
        const double number = value.toDouble(-1e300);
        if (value.isDouble() && number == int(number) && number >= minimum)
            out = int(number);
        else
            error(key, tr("expected a whole number ≥ %1").arg(minimum));
    }

    void error(const char *key, const QString &message) const
    {
        m_errors->append(QStringLiteral("%1: %2.%3: %4").arg(m_file, m_path, QLatin1String(key), message));
    }

private:
    QJsonObject m_object;
    QString m_path;
    QString m_file;
    QStringList *m_errors;
};

JudgeSettings judgeFromJson(const QJsonObject &json, const QString &file, QStringList *errors)
{
    JudgeSettings judge;
    FieldReader reader(json, QStringLiteral("judge"), file, errors);
    reader.text("provider", judge.provider);
    if (judge.provider != QLatin1String("offline") && judge.provider != QLatin1String("openai-compatible"))
        reader.error("provider",
                     FieldReader::tr("expected \"offline\" or \"openai-compatible\", got \"%1\"").arg(judge.provider));
    reader.text("base_url", judge.baseUrl);
    reader.text("model", judge.model);
    reader.text("embedding_model", judge.embeddingModel);
    reader.text("generator_model", judge.generatorModel);
    reader.text("api_key_env", judge.apiKeyEnv);
    QString structured = structuredOutputName(judge.structuredOutput);
    reader.text("structured_output", structured);
    if (const auto mode = structuredOutputFromName(structured))
        judge.structuredOutput = *mode;
    else
        reader.error("structured_output", FieldReader::tr("expected json_schema, json_object or none"));
    reader.integer("max_concurrency", judge.maxConcurrency, 1);
    reader.integer("timeout_seconds", judge.timeoutSeconds, 1);
    reader.integer("max_retries", judge.maxRetries, 0);
    reader.integer("requests_per_minute", judge.requestsPerMinute, 0);
    reader.integer("tokens_per_minute", judge.tokensPerMinute, 0);
    reader.integer("max_reply_mib", judge.maxReplyMiB, 1);
    reader.integer("unreachable_after", judge.unreachableAfter, 0);
    const QJsonObject prices = json.value(QStringLiteral("prices")).toObject();
    for (auto it = prices.begin(); it != prices.end(); ++it) {
        const QJsonObject price = it.value().toObject();
        const QJsonValue in = price.value(QStringLiteral("input_per_1k"));
        const QJsonValue out = price.value(QStringLiteral("output_per_1k"));
        if (!in.isDouble() || !out.isDouble() || in.toDouble() < 0 || out.toDouble() < 0) {
            reader.error("prices",
                         FieldReader::tr("\"%1\" needs input_per_1k and output_per_1k as numbers ≥ 0").arg(it.key()));
            continue;
        }
        judge.prices.insert(it.key(), {in.toDouble(), out.toDouble()});
    }
    return judge;
}

QJsonObject judgeToJson(const JudgeSettings &judge)
{
    QJsonObject prices;
    for (auto it = judge.prices.begin(); it != judge.prices.end(); ++it) {
        prices.insert(it.key(),
                      QJsonObject{{QStringLiteral("input_per_1k"), it->inputPer1K},
                                  {QStringLiteral("output_per_1k"), it->outputPer1K}});
    }
    // The key itself is never written: only the name of the variable that holds it; nor are
    // credentials in the URL.
    return {{QStringLiteral("provider"), judge.provider},
            {QStringLiteral("base_url"), UrlCredentials::stripped(judge.baseUrl)},
            {QStringLiteral("model"), judge.model},
            {QStringLiteral("embedding_model"), judge.embeddingModel},
            {QStringLiteral("generator_model"), judge.generatorModel},
            {QStringLiteral("api_key_env"), judge.apiKeyEnv},
            {QStringLiteral("structured_output"), structuredOutputName(judge.structuredOutput)},
            {QStringLiteral("max_concurrency"), judge.maxConcurrency},
            {QStringLiteral("timeout_seconds"), judge.timeoutSeconds},
            {QStringLiteral("max_retries"), judge.maxRetries},
            {QStringLiteral("requests_per_minute"), judge.requestsPerMinute},
            {QStringLiteral("tokens_per_minute"), judge.tokensPerMinute},
            {QStringLiteral("max_reply_mib"), judge.maxReplyMiB},
            {QStringLiteral("unreachable_after"), judge.unreachableAfter},
            {QStringLiteral("prices"), prices}};
}

} // namespace

QJsonObject projectSettingsToJson(const ProjectSettings &settings)
{
    QJsonObject metrics;
    for (const MetricSelection &metric : settings.metrics) {
        QJsonObject entry = metric.params;
        entry.insert(QStringLiteral("enabled"), metric.enabled);
        metrics.insert(metric.id, entry);
    }
    QJsonObject templates;
    for (auto it = settings.templates.begin(); it != settings.templates.end(); ++it)
        templates.insert(it.key(), it.value());
    return {{QStringLiteral("judge"), judgeToJson(settings.judge)},
            {QStringLiteral("metrics"), metrics},
            {QStringLiteral("templates"), templates},
            {QStringLiteral("label_split"), QJsonObject{{QStringLiteral("tuning_share"), settings.tuningShare}}}};
}

ProjectSettings projectSettingsFromJson(const QJsonObject &json, const QString &file, QStringList *errors)
{
    ProjectSettings settings;
    const QJsonValue judge = json.value(QStringLiteral("judge"));
    if (judge.isObject())
        settings.judge = judgeFromJson(judge.toObject(), file, errors);
    else if (!judge.isUndefined())
        errors->append(QStringLiteral("%1: judge: %2").arg(file, FieldReader::tr("expected an object")));

    const QJsonValue metrics = json.value(QStringLiteral("metrics"));
    if (metrics.isObject()) {
        const QJsonObject map = metrics.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (!it.value().isObject()) {
                errors->append(QStringLiteral("%1: metrics.%2: %3")
                                   .arg(file, it.key(), FieldReader::tr("expected an object of parameters")));
                continue;
            }
            QJsonObject params = it.value().toObject();
            const QJsonValue enabled = params.take(QStringLiteral("enabled"));
            if (!enabled.isUndefined() && !enabled.isBool()) {
                errors->append(QStringLiteral("%1: metrics.%2.enabled: %3")
                                   .arg(file, it.key(), FieldReader::tr("expected true or false")));
                continue;
            }
            settings.metrics.append({it.key(), enabled.toBool(true), params});
        }
    } else if (!metrics.isUndefined()) {
        errors->append(QStringLiteral("%1: metrics: %2")
                           .arg(file, FieldReader::tr("expected an object of metric id → parameters")));
    }

    const QJsonValue templates = json.value(QStringLiteral("templates"));
    if (templates.isObject()) {
        const QJsonObject map = templates.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (it.value().isString())
                settings.templates.insert(it.key(), it.value().toString());
            else
                errors->append(QStringLiteral("%1: templates.%2: %3")
                                   .arg(file, it.key(), FieldReader::tr("expected the template text")));
        }
    } else if (!templates.isUndefined()) {
        errors->append(QStringLiteral("%1: templates: %2")
                           .arg(file, FieldReader::tr("expected an object of step → template text")));
    }

    const QJsonValue split = json.value(QStringLiteral("label_split"));
    if (split.isObject()) {
        const QJsonValue share = split.toObject().value(QStringLiteral("tuning_share"));
        if (share.isDouble() && share.toDouble() >= 0.0 && share.toDouble() <= 1.0)
            settings.tuningShare = share.toDouble();
        else if (!share.isUndefined())
            errors->append(
                QStringLiteral("%1: label_split.tuning_share: %2")
                    .arg(file,
                         FieldReader::tr("expected a number from 0 to 1, the share of labelled "
                                         "test cases to tune on (e.g. 0.6), got %1")
                             .arg(QString::fromUtf8(
                                 QJsonDocument(QJsonArray{share}).toJson(QJsonDocument::Compact).mid(1).chopped(1)))));
    } else if (!split.isUndefined()) {
        errors->append(QStringLiteral("%1: label_split: %2")
                           .arg(file, FieldReader::tr("expected an object such as {\"tuning_share\": 0.6}")));
    }
    return settings;
}

void ProjectSettings::setMetric(const MetricSelection &metric)
{
    const auto it =
        std::find_if(metrics.begin(), metrics.end(), [&](const MetricSelection &m) { return m.id == metric.id; });
    if (it != metrics.end())
        *it = metric;
    else
        metrics.append(metric);
}

} // namespace claimscope
