#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// Price of a model in USD per 1K tokens. Edited by users; unknown model → unknown cost.
struct ModelPrice {
    double inputPer1K = 0;
    double outputPer1K = 0;
    bool operator==(const ModelPrice &) const = default;
};

using PriceTable = QHash<QString, ModelPrice>;

// Cost of one call, or nothing when the model has no price or the server sent no usage.
std::optional<double> callCost(const PriceTable &prices, const QString &model, int promptTokens, int completionTokens);

// Where and how to reach a judge endpoint. The API key itself is resolved at run time
// (environment variable or keychain) and only ever held in memory.
struct JudgeSettings {
    enum class StructuredOutput { JsonSchema, JsonObject, None };

    QString provider = QStringLiteral("offline"); // "offline" | "openai-compatible"
    QString baseUrl;                              // e.g. http://127.0.0.1:11434/v1
    QString model;
    QString embeddingModel; // empty: offline embedder
    QString generatorModel; // empty: the judge model
    QString apiKeyEnv = QStringLiteral("OPENAI_API_KEY");
    QString apiKey; // runtime only, never persisted
    StructuredOutput structuredOutput = StructuredOutput::JsonSchema;
    int maxConcurrency = 8;
    int timeoutSeconds = 120;
    int maxRetries = 4;
    int requestsPerMinute = 0; // 0: no limit
    int tokensPerMinute = 0;   // 0: no limit
    int maxReplyMiB = 16;      // a longer answer fails: "answer too large"
    // Requests in a row that got no answer at all (each after its retries) before a run stops
    // admitting work and asks what to do; a refused key (401/403) counts at once. 0: never stop.
    int unreachableAfter = 5;
    PriceTable prices;

    bool isOffline() const { return provider == QLatin1String("offline"); }
    // The API key in the environment variable apiKeyEnv names; empty when unnamed or unset.
    QString keyFromEnvironment() const;
    // What must never be stored or shown: the API key and the credentials in baseUrl.
    QStringList secrets() const;
    bool operator==(const JudgeSettings &) const = default;
};

QString structuredOutputName(JudgeSettings::StructuredOutput mode);
std::optional<JudgeSettings::StructuredOutput> structuredOutputFromName(const QString &name);

// "sk-…abcd": how a key may appear anywhere a user can see it.
QString maskedKey(const QString &key);

} // namespace claimscope
