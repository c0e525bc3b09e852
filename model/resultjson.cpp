#include "resultjson.h"

namespace claimscope {

namespace {

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

} // namespace

QJsonObject breakdownToJson(const BreakdownWindow &window)
{
    QJsonArray turns;
    for (int turn : window.turnIndices)
        turns.append(turn);
    QJsonArray items;
    for (const BreakdownItem &item : window.items) {
        QJsonObject entry{{QStringLiteral("kind"), breakdownKindName(item.kind)},
                          {QStringLiteral("text"), item.text}};
        if (!item.verdict.isEmpty())
            entry.insert(QStringLiteral("verdict"), item.verdict);
        if (!item.reason.isEmpty())
            entry.insert(QStringLiteral("reason"), item.reason);
        if (item.turnIndex >= 0)
            entry.insert(QStringLiteral("turn"), item.turnIndex);
        if (item.hasValue)
            entry.insert(QStringLiteral("value"), item.value);
        items.append(entry);
    }
    QJsonObject json{{QStringLiteral("title"), window.title},
                     {QStringLiteral("turns"), turns},
                     {QStringLiteral("score"), optionalNumber(window.score)},
                     {QStringLiteral("reason"), orNull(window.reason)},
                     {QStringLiteral("items"), items}};
    if (window.skipped) {
        json.insert(QStringLiteral("skipped"), true);
        json.insert(QStringLiteral("skip_reason"), window.skipReason);
    }
    return json;
}

QJsonObject resultToJson(const MetricResult &result)
{
    QJsonObject details = result.details;
    QJsonArray windows;
    for (const BreakdownWindow &window : result.windows)
        windows.append(breakdownToJson(window));
    details.insert(QStringLiteral("windows"), windows);
    details.insert(QStringLiteral("judge"), result.judgeLabel);
    if (!result.errorStep.isEmpty()) {
        details.insert(QStringLiteral("error_step"), result.errorStep);
        details.insert(QStringLiteral("error_raw_answer"), result.errorRaw);
    }
    QJsonObject json{
        {QStringLiteral("test_case"), result.testCaseName.isEmpty() ? QJsonValue(result.testCaseIndex)
                                                                     : QJsonValue(result.testCaseName)},
        {QStringLiteral("metric"), result.metricId},
        {QStringLiteral("score"), optionalNumber(result.score)},
        {QStringLiteral("threshold"), result.threshold},
        {QStringLiteral("success"), result.success},
        {QStringLiteral("strict_mode"), result.strictMode},
        {QStringLiteral("reason"), orNull(result.reason)},
        {QStringLiteral("error"), orNull(result.error)},
        {QStringLiteral("details"), details},
        {QStringLiteral("judge_calls"), result.calls.judgeCalls},
        {QStringLiteral("cached_calls"), result.calls.cachedCalls},
        {QStringLiteral("input_tokens"), result.calls.inputTokens},
        {QStringLiteral("output_tokens"), result.calls.outputTokens},
        {QStringLiteral("cost_usd"), result.calls.costKnown ? QJsonValue(result.calls.costUsd)
                                                            : QJsonValue(QJsonValue::Null)},
    };
    if (!result.label.isEmpty())
        json.insert(QStringLiteral("label"), result.label);
    if (result.isPartial())
        json.insert(QStringLiteral("warning"), result.warning);
    return json;
}

QJsonObject summaryToJson(const QList<MetricResult> &results)
{
    int passed = 0;
    int failed = 0;
    int errors = 0;
    int partial = 0;    // also counted as failed: a partial score never passes
    CallStats calls;
    for (const MetricResult &result : results) {
        partial += result.isPartial() ? 1 : 0;
        if (result.hasError())
            ++errors;
        else if (result.success)
            ++passed;
        else
            ++failed;
        calls.add(result.calls);
    }
    return {{QStringLiteral("results"), int(results.size())},
            {QStringLiteral("passed"), passed},
            {QStringLiteral("failed"), failed},
            {QStringLiteral("errors"), errors},
            {QStringLiteral("partial"), partial},
            {QStringLiteral("judge_calls"), calls.judgeCalls},
            {QStringLiteral("cached_calls"), calls.cachedCalls},
            {QStringLiteral("input_tokens"), calls.inputTokens},
            {QStringLiteral("output_tokens"), calls.outputTokens},
            {QStringLiteral("cost_usd"), calls.costKnown ? QJsonValue(calls.costUsd) : QJsonValue(QJsonValue::Null)}};
}

} // namespace claimscope
