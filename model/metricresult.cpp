#include "metricresult.h"

namespace claimscope {

QString breakdownKindName(BreakdownItem::Kind kind)
{
    switch (kind) {
    case BreakdownItem::Kind::Claim: return QStringLiteral("claim");
    case BreakdownItem::Kind::Truth: return QStringLiteral("truth");
    case BreakdownItem::Kind::Statement: return QStringLiteral("statement");
    case BreakdownItem::Kind::Span: return QStringLiteral("span");
    case BreakdownItem::Kind::Sample: return QStringLiteral("sample");
    case BreakdownItem::Kind::Message: return QStringLiteral("message");
    case BreakdownItem::Kind::Document: return QStringLiteral("document");
    case BreakdownItem::Kind::Sentence: return QStringLiteral("sentence");
    case BreakdownItem::Kind::Component: return QStringLiteral("component");
    }
    return {};
}

void CallStats::add(const CallStats &other)
{
    judgeCalls += other.judgeCalls;
    cachedCalls += other.cachedCalls;
    inputTokens += other.inputTokens;
    outputTokens += other.outputTokens;
    costUsd += other.costUsd;
    costKnown = costKnown && other.costKnown;
    batchCalls += other.batchCalls;
}

void CallStats::addCost(std::optional<double> cost)
{
    if (cost)
        costUsd += *cost;
    else
        costKnown = false;
}

std::optional<double> CallStats::knownCost() const
{
    if (!costKnown || judgeCalls + cachedCalls == 0)
        return std::nullopt;
    return costUsd;
}

QString costText(std::optional<double> usd, int decimals)
{
    return usd ? QStringLiteral("$%1").arg(*usd, 0, 'f', decimals) : QStringLiteral("—");
}

bool passes(const std::optional<double> &score, double threshold)
{
    return score.has_value() && *score >= threshold - 1e-12;
}

RepeatStats::Outcome repeatOutcome(const MetricResult &result)
{
    RepeatStats::Outcome outcome{result.score, result.success, std::nullopt, result.isPartial()};
    // TrustifAI's metrics decide on their raw score and show it rounded.
    if (const QJsonValue raw = result.details.value(QStringLiteral("raw_score"));
        raw.isDouble() && result.score && raw.toDouble() != *result.score)
        outcome.decidedBy = raw.toDouble();
    return outcome;
}

} // namespace claimscope
