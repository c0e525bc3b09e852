#include "claimcheck.h"

#include "engine/metricrun.h"

#include <QJsonArray>

namespace claimscope {

namespace {

QStringList strings(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &item : list.toArray())
        out.append(item.toString());
    return out;
}

} // namespace

QString truthsLimitNote(const QJsonValue &limit)
{
    if (limit.isNull() || limit.isUndefined())
        return {};
    const int count = qMax(0, limit.toInt());
    if (count == 1)
        return QStringLiteral(" Give only the single most important truth.");
    return QStringLiteral(" Give only the %1 most important truths per document.").arg(count);
}

void checkClaims(MetricRun &run, const ClaimCheckInput &input, std::function<void(const ClaimCheckOutcome &)> done)
{
    const QString prefix = input.metricId + QStringLiteral("__");
    QList<StepCall> first;
    StepCall claims;
    claims.step = prefix + QStringLiteral("claims");
    claims.vars = input.claimVars;
    claims.scope = input.scope;
    first.append(claims);
    if (!input.context.isEmpty()) {
        StepCall truths;
        truths.step = prefix + QStringLiteral("truths");
        truths.vars = {
            {QStringLiteral("context"), input.context.join(QStringLiteral("\n\n"))},
            {QStringLiteral("limit_note"), truthsLimitNote(run.param(QStringLiteral("truths_extraction_limit")))}};
        truths.scope = input.scope;
        first.append(truths);
    }
    const bool penalize = run.flag(QStringLiteral("penalize_ambiguous_claims"));
    MetricRun *runPtr = &run;
    run.askAll(first, [=](const QList<QJsonObject> &answers) {
        ClaimCheckOutcome outcome;
        const QStringList claimList = strings(answers[0].value(QStringLiteral("claims")));
        if (answers.size() > 1)
            outcome.truths = strings(answers[1].value(QStringLiteral("truths")));
        if (claimList.isEmpty()) {
            done(outcome);
            return;
        }
        StepCall verdicts;
        verdicts.step = prefix + QStringLiteral("verdicts");
        verdicts.vars = {{QStringLiteral("claims"), QJsonArray::fromStringList(claimList)},
                         {QStringLiteral("truths"), QJsonArray::fromStringList(outcome.truths)}};
        verdicts.expectedCount = int(claimList.size());
        verdicts.scope = input.scope;
        runPtr->ask(verdicts, [=](const QJsonObject &answer) mutable {
            const QJsonArray list = answer.value(QStringLiteral("verdicts")).toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const QJsonObject item = list[i].toObject();
                ClaimVerdict verdict{claimList.value(i), item.value(QStringLiteral("verdict")).toString(),
                                     item.value(QStringLiteral("reason")).toString()};
                outcome.noCount += verdict.verdict == QLatin1String("no");
                outcome.idkCount += verdict.verdict == QLatin1String("idk");
                outcome.verdicts.append(verdict);
            }
            const double n = double(outcome.verdicts.size());
            const double faithful = n - outcome.noCount - (penalize ? outcome.idkCount : 0);
            outcome.score = faithful / n;
            done(outcome);
        });
    });
}

QStringList contradictions(const ClaimCheckOutcome &outcome, bool withAmbiguous)
{
    QStringList out;
    for (const ClaimVerdict &verdict : outcome.verdicts) {
        const QString reason = verdict.reason.isEmpty() ? verdict.claim : verdict.reason;
        if (verdict.verdict == QLatin1String("no"))
            out.append(reason);
        else if (withAmbiguous && verdict.verdict == QLatin1String("idk"))
            out.append(QStringLiteral("(Ambiguous) ") + reason);
    }
    return out;
}

QList<BreakdownItem> claimItems(const ClaimCheckOutcome &outcome)
{
    QList<BreakdownItem> items;
    for (const QString &truth : outcome.truths)
        items.append({BreakdownItem::Kind::Truth, truth, {}, {}});
    for (const ClaimVerdict &verdict : outcome.verdicts)
        items.append({BreakdownItem::Kind::Claim, verdict.claim, verdict.verdict, verdict.reason});
    return items;
}

} // namespace claimscope
