#include "judgeoptions.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>

namespace claimscope::cli {

JudgeOptions::JudgeOptions()
    : config(QStringLiteral("config"), tr("Judge, metrics and templates from a JSON file."), QStringLiteral("FILE"))
    , judge(QStringLiteral("judge"), tr("offline or openai-compatible."), QStringLiteral("KIND"))
    , url(QStringLiteral("judge-url"), tr("Base URL, e.g. http://127.0.0.1:11434/v1."), QStringLiteral("URL"))
    , model(QStringLiteral("judge-model"), tr("Judge model name."), QStringLiteral("NAME"))
    , embedding(QStringLiteral("embedding-model"), tr("Embedding model (\"offline\": built in)."),
                QStringLiteral("NAME"))
    , generator(QStringLiteral("generator-model"), tr("Model that writes consistency samples."), QStringLiteral("NAME"))
    , keyEnv(QStringLiteral("api-key-env"), tr("Environment variable holding the API key."), QStringLiteral("VAR"))
    , concurrency(QStringLiteral("concurrency"), tr("Requests in flight at most."), QStringLiteral("N"))
    , timeout(QStringLiteral("timeout"), tr("Seconds per request, counted from sending."), QStringLiteral("S"))
    , retries(QStringLiteral("retries"), tr("Retries after transient failures."), QStringLiteral("N"))
    , rpm(QStringLiteral("rpm"), tr("Requests per minute at most (0: no limit); overrides --config."),
          QStringLiteral("N"))
    , tpm(QStringLiteral("tpm"),
          tr("Tokens per minute at most, estimated before sending (0: no limit); overrides --config."),
          QStringLiteral("N"))
    , maxReply(QStringLiteral("max-reply-mib"),
               tr("Longest judge answer accepted, in MiB (default 16); a longer one fails as too large."),
               QStringLiteral("N"))
    , structured(QStringLiteral("structured-output"), tr("json_schema, json_object or none."), QStringLiteral("MODE"))
{
}

QList<QCommandLineOption> JudgeOptions::all() const
{
    return {config,      judge,   url,     model, embedding, generator, keyEnv,
            concurrency, timeout, retries, rpm,   tpm,       maxReply,  structured};
}

std::optional<ProjectSettings> JudgeOptions::readConfig(const QCommandLineParser &parser, QStringList &errors) const
{
    if (!parser.isSet(config))
        return std::nullopt;
    const QString path = parser.value(config);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors.append(tr("cannot read the config file %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        errors.append(tr("%1: not a JSON object (%2 at byte %3)")
                          .arg(path, parseError.errorString(), QString::number(parseError.offset)));
        return std::nullopt;
    }
    return projectSettingsFromJson(doc.object(), path, &errors);
}

void JudgeOptions::apply(const QCommandLineParser &parser, JudgeSettings &settings, QStringList &errors) const
{
    const QString envUrl = qEnvironmentVariable("CLAIMSCOPE_JUDGE_URL");
    if (!envUrl.isEmpty()) {
        settings.baseUrl = envUrl;
        settings.provider = QStringLiteral("openai-compatible");
    }
    if (qEnvironmentVariableIsSet("CLAIMSCOPE_JUDGE_MODEL"))
        settings.model = qEnvironmentVariable("CLAIMSCOPE_JUDGE_MODEL");
    if (qEnvironmentVariableIsSet("CLAIMSCOPE_API_KEY_ENV"))
        settings.apiKeyEnv = qEnvironmentVariable("CLAIMSCOPE_API_KEY_ENV");
    if (parser.isSet(url)) {
        settings.baseUrl = parser.value(url);
        settings.provider = QStringLiteral("openai-compatible");
    }
    if (parser.isSet(judge)) {
        settings.provider = parser.value(judge);
        if (!settings.isOffline() && settings.provider != QLatin1String("openai-compatible"))
            errors.append(tr("--judge %1: expected offline or openai-compatible").arg(settings.provider));
    }
    if (parser.isSet(model))
        settings.model = parser.value(model);
    if (parser.isSet(embedding))
        settings.embeddingModel = parser.value(embedding);
    if (parser.isSet(generator))
        settings.generatorModel = parser.value(generator);
    if (parser.isSet(keyEnv))
        settings.apiKeyEnv = parser.value(keyEnv);
    const auto readCount = [&](const QCommandLineOption &option, int minimum, int &out) {
        if (!parser.isSet(option))
            return;
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < minimum)
            errors.append(tr("--%1 %2: expected a whole number ≥ %3")
                              .arg(option.names().first(), parser.value(option), QString::number(minimum)));
        else
            out = value;
    };
    readCount(concurrency, 1, settings.maxConcurrency);
    readCount(timeout, 1, settings.timeoutSeconds);
    readCount(retries, 0, settings.maxRetries);
    readCount(rpm, 0, settings.requestsPerMinute);
    readCount(tpm, 0, settings.tokensPerMinute);
    readCount(maxReply, 1, settings.maxReplyMiB);
    if (parser.isSet(structured)) {
        if (const auto mode = structuredOutputFromName(parser.value(structured)))
            settings.structuredOutput = *mode;
        else
            errors.append(
                tr("--structured-output %1: expected json_schema, json_object or none").arg(parser.value(structured)));
    }
}

void JudgeOptions::readApiKey(JudgeSettings &settings, QStringList &warnings)
{
    settings.apiKey = settings.keyFromEnvironment();
    if (settings.apiKey.isEmpty())
        warnings.append(tr("no API key in $%1: requests go without an Authorization header").arg(settings.apiKeyEnv));
}

} // namespace claimscope::cli
