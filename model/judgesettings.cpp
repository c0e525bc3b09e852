#include "judgesettings.h"

#include "urlcredentials.h"

namespace claimscope {

std::optional<double> callCost(const PriceTable &prices, const QString &model, int promptTokens, int completionTokens)
{
    const auto it = prices.constFind(model);
    if (it == prices.constEnd() || promptTokens < 0 || completionTokens < 0)
        return std::nullopt;
    return promptTokens / 1000.0 * it->inputPer1K + completionTokens / 1000.0 * it->outputPer1K;
}

QString structuredOutputName(JudgeSettings::StructuredOutput mode)
{
    switch (mode) {
    case JudgeSettings::StructuredOutput::JsonSchema: return QStringLiteral("json_schema");
    case JudgeSettings::StructuredOutput::JsonObject: return QStringLiteral("json_object");
    case JudgeSettings::StructuredOutput::None: return QStringLiteral("none");
    }
    return {};
}

std::optional<JudgeSettings::StructuredOutput> structuredOutputFromName(const QString &name)
{
    for (auto mode : {JudgeSettings::StructuredOutput::JsonSchema, JudgeSettings::StructuredOutput::JsonObject,
                      JudgeSettings::StructuredOutput::None}) {
        if (structuredOutputName(mode) == name)
            return mode;
    }
    return std::nullopt;
}

QString maskedKey(const QString &key)
{
    if (key.isEmpty())
        return {};
    const QString prefix = key.startsWith(QLatin1String("sk-")) ? QStringLiteral("sk-") : QString();
    if (key.size() <= 8)
        return prefix + QStringLiteral("…");
    return prefix + QStringLiteral("…") + key.right(4);
}

QStringList JudgeSettings::secrets() const
{
    QStringList all = UrlCredentials::secrets(baseUrl);
    if (!apiKey.isEmpty())
        all.prepend(apiKey);
    return all;
}

QString JudgeSettings::keyFromEnvironment() const
{
    return apiKeyEnv.isEmpty() ? QString() : qEnvironmentVariable(apiKeyEnv.toLocal8Bit().constData());
}

} // namespace claimscope
