#include "resultjson.h"

#include "appversion.h"

namespace claimscope {

namespace {

// A repeated evaluation's spread, with how each repetition came out (so a new threshold can
// decide them again).
QJsonObject repeatJson(const RepeatStats &repeat)
{
    QJsonArray outcomes;
    for (const RepeatStats::Outcome &outcome : repeat.outcomes) {
        QJsonObject one{{QStringLiteral("score"), outcome.score ? QJsonValue(*outcome.score) : QJsonValue()},
                        {QStringLiteral("passed"), outcome.success}};
        if (outcome.decidedBy)
            one.insert(QStringLiteral("raw_score"), *outcome.decidedBy);
        if (outcome.partial)
            one.insert(QStringLiteral("partial"), true);
        outcomes.append(one);
    }
    return QJsonObject{{QStringLiteral("repetitions"), repeat.repetitions},
                       {QStringLiteral("scored"), repeat.scored},
                       {QStringLiteral("mean"), repeat.mean},
                       {QStringLiteral("sd"), repeat.sd},
                       {QStringLiteral("min"), repeat.min},
                       {QStringLiteral("max"), repeat.max},
                       {QStringLiteral("passes"), repeat.passes},
                       {QStringLiteral("flip_rate"), repeat.flipRate()},
                       {QStringLiteral("outcomes"), outcomes}};
}

// The outcomes decide when they are there; a spread written without them is taken as it is.
RepeatStats repeatFromJson(const QJsonObject &repeat)
{
    const QJsonArray outcomes = repeat.value(QStringLiteral("outcomes")).toArray();
    if (!outcomes.isEmpty()) {
        QList<RepeatStats::Outcome> read;
        for (const QJsonValue &value : outcomes) {
            const QJsonObject one = value.toObject();
            const QJsonValue score = one.value(QStringLiteral("score"));
            const QJsonValue raw = one.value(QStringLiteral("raw_score"));
            read.append({score.isDouble() ? std::optional<double>(score.toDouble()) : std::nullopt,
                         one.value(QStringLiteral("passed")).toBool(),
                         raw.isDouble() ? std::optional<double>(raw.toDouble()) : std::nullopt,
                         one.value(QStringLiteral("partial")).toBool()});
        }
        return RepeatStats::of(read);
    }
    RepeatStats stats;
    stats.repetitions = repeat.value(QStringLiteral("repetitions")).toInt();
    stats.scored = repeat.value(QStringLiteral("scored")).toInt();
    stats.mean = repeat.value(QStringLiteral("mean")).toDouble();
    stats.sd = repeat.value(QStringLiteral("sd")).toDouble();
    stats.min = repeat.value(QStringLiteral("min")).toDouble();
    stats.max = repeat.value(QStringLiteral("max")).toDouble();
    stats.passes = repeat.value(QStringLiteral("passes")).toInt();
    return stats;
}

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
        QJsonObject entry{{QStringLiteral("kind"), breakdownKindName(item.kind)}, {QStringLiteral("text"), item.text}};
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
        {QStringLiteral("test_case"),
         result.testCaseName.isEmpty() ? QJsonValue(result.testCaseIndex) : QJsonValue(result.testCaseName)},
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
        {QStringLiteral("cost_usd"), optionalNumber(result.calls.knownCost())},
        {QStringLiteral("claimscope_version"), appVersion()},
    };
    if (result.calls.batchCalls > 0)
        json.insert(QStringLiteral("batch_calls"), result.calls.batchCalls);
    if (!result.label.isEmpty())
        json.insert(QStringLiteral("label"), result.label);
    if (result.isPartial())
        json.insert(QStringLiteral("warning"), result.warning);
    if (result.isSkipped()) {
        json.insert(QStringLiteral("skipped"), true);
        json.insert(QStringLiteral("skip_reason"), result.skipReason);
    }
    if (const std::optional<RepeatStats> &repeat = result.repeat)
        json.insert(QStringLiteral("repeat"), repeatJson(*repeat));
    if (const std::optional<ExchangeScore> &alone = result.exchangeAlone)
        json.insert(QStringLiteral("exchange_alone"),
                    QJsonObject{{QStringLiteral("exchange"), alone->exchange},
                                {QStringLiteral("exchanges"), alone->exchanges},
                                {QStringLiteral("score"), optionalNumber(alone->score)},
                                {QStringLiteral("why"), orNull(alone->why)}});
    return json;
}

namespace {

std::optional<double> numberOrNone(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

BreakdownItem::Kind kindFromName(const QString &name)
{
    for (const auto kind :
         {BreakdownItem::Kind::Claim, BreakdownItem::Kind::Truth, BreakdownItem::Kind::Statement,
          BreakdownItem::Kind::Span, BreakdownItem::Kind::Sample, BreakdownItem::Kind::Message,
          BreakdownItem::Kind::Document, BreakdownItem::Kind::Sentence, BreakdownItem::Kind::Component}) {
        if (breakdownKindName(kind) == name)
            return kind;
    }
    return BreakdownItem::Kind::Claim;
}

BreakdownWindow breakdownFromJson(const QJsonObject &json)
{
    BreakdownWindow window;
    window.title = json.value(QStringLiteral("title")).toString();
    for (const QJsonValue &turn : json.value(QStringLiteral("turns")).toArray())
        window.turnIndices.append(turn.toInt());
    window.score = numberOrNone(json.value(QStringLiteral("score")));
    window.reason = json.value(QStringLiteral("reason")).toString();
    window.skipped = json.value(QStringLiteral("skipped")).toBool();
    window.skipReason = json.value(QStringLiteral("skip_reason")).toString();
    for (const QJsonValue &value : json.value(QStringLiteral("items")).toArray()) {
        const QJsonObject entry = value.toObject();
        BreakdownItem item;
        item.kind = kindFromName(entry.value(QStringLiteral("kind")).toString());
        item.text = entry.value(QStringLiteral("text")).toString();
        item.verdict = entry.value(QStringLiteral("verdict")).toString();
        item.reason = entry.value(QStringLiteral("reason")).toString();
        item.turnIndex = entry.value(QStringLiteral("turn")).toInt(-1);
        item.hasValue = entry.contains(QStringLiteral("value"));
        item.value = entry.value(QStringLiteral("value")).toDouble();
        window.items.append(item);
    }
    return window;
}

} // namespace

MetricResult resultFromJson(const QJsonObject &json)
{
    MetricResult result;
    const QJsonValue testCase = json.value(QStringLiteral("test_case"));
    if (testCase.isString())
        result.testCaseName = testCase.toString();
    result.metricId = json.value(QStringLiteral("metric")).toString();
    result.score = numberOrNone(json.value(QStringLiteral("score")));
    result.threshold = json.value(QStringLiteral("threshold")).toDouble(0.5);
    result.success = json.value(QStringLiteral("success")).toBool();
    result.strictMode = json.value(QStringLiteral("strict_mode")).toBool();
    result.reason = json.value(QStringLiteral("reason")).toString();
    result.error = json.value(QStringLiteral("error")).toString();
    result.label = json.value(QStringLiteral("label")).toString();
    result.warning = json.value(QStringLiteral("warning")).toString();
    result.skipped = json.value(QStringLiteral("skipped")).toBool();
    result.skipReason = json.value(QStringLiteral("skip_reason")).toString();
    QJsonObject details = json.value(QStringLiteral("details")).toObject();
    for (const QJsonValue &window : details.take(QStringLiteral("windows")).toArray())
        result.windows.append(breakdownFromJson(window.toObject()));
    result.judgeLabel = details.take(QStringLiteral("judge")).toString();
    result.errorStep = details.take(QStringLiteral("error_step")).toString();
    result.errorRaw = details.take(QStringLiteral("error_raw_answer")).toString();
    result.details = details;
    result.calls.judgeCalls = json.value(QStringLiteral("judge_calls")).toInt();
    result.calls.cachedCalls = json.value(QStringLiteral("cached_calls")).toInt();
    result.calls.batchCalls = json.value(QStringLiteral("batch_calls")).toInt();
    result.calls.inputTokens = json.value(QStringLiteral("input_tokens")).toInteger();
    result.calls.outputTokens = json.value(QStringLiteral("output_tokens")).toInteger();
    const QJsonValue cost = json.value(QStringLiteral("cost_usd"));
    result.calls.costKnown = cost.isDouble();
    result.calls.costUsd = cost.toDouble();
    if (const QJsonValue value = json.value(QStringLiteral("repeat")); value.isObject())
        result.repeat = repeatFromJson(value.toObject());
    if (const QJsonValue value = json.value(QStringLiteral("exchange_alone")); value.isObject()) {
        const QJsonObject alone = value.toObject();
        result.exchangeAlone = ExchangeScore{
            alone.value(QStringLiteral("exchange")).toInt(), alone.value(QStringLiteral("exchanges")).toInt(),
            numberOrNone(alone.value(QStringLiteral("score"))), alone.value(QStringLiteral("why")).toString()};
    }
    return result;
}

void ResultTally::add(const MetricResult &result)
{
    ++results;
    partial += result.isPartial() ? 1 : 0;
    if (result.errorKind == MetricResult::ErrorKind::Input)
        ++inputErrors;
    if (result.hasError())
        ++errors;
    else if (result.isSkipped())
        ++skipped;
    else if (result.success)
        ++passed;
    else
        ++failed;
    calls.add(result.calls);
}

QJsonObject ResultTally::toJson() const
{
    QJsonObject json{{QStringLiteral("results"), results},
                     {QStringLiteral("passed"), passed},
                     {QStringLiteral("failed"), failed},
                     {QStringLiteral("errors"), errors},
                     {QStringLiteral("partial"), partial},
                     {QStringLiteral("skipped_results"), skipped},
                     {QStringLiteral("judge_calls"), calls.judgeCalls},
                     {QStringLiteral("cached_calls"), calls.cachedCalls},
                     {QStringLiteral("input_tokens"), calls.inputTokens},
                     {QStringLiteral("output_tokens"), calls.outputTokens},
                     {QStringLiteral("cost_usd"), optionalNumber(calls.knownCost())},
                     {QStringLiteral("claimscope_version"), appVersion()}};
    if (calls.batchCalls > 0)
        json.insert(QStringLiteral("batch_calls"), calls.batchCalls);
    return json;
}

QJsonObject summaryToJson(const QList<MetricResult> &results)
{
    ResultTally tally;
    for (const MetricResult &result : results)
        tally.add(result);
    return tally.toJson();
}

} // namespace claimscope
