#include "resultprinter.h"

#include "model/labelledscores.h"

#include "model/appversion.h"
#include "model/resultjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

namespace claimscope::cli {

namespace {

// lupdate files the strings of free functions in namespace claimscope::cli under
// "claimscope::cli".
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

QString json(const QJsonObject &object, QJsonDocument::JsonFormat format)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(format));
}

QString caseName(const MetricResult &result)
{
    return result.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(result.testCaseIndex + 1) : result.testCaseName;
}

QString indented(const QString &text, int spaces)
{
    const QString pad(spaces, QLatin1Char(' '));
    return pad + QString(text).replace(QLatin1Char('\n'), QLatin1Char('\n') + pad);
}

// A repeated evaluation's spread, indented under the result's line; empty for a single run.
QString repeatText(const MetricResult &result)
{
    return result.repeat ? indented(result.repeat->text(), 7) + QLatin1Char('\n') : QString();
}

QString textResult(const MetricResult &result, bool details)
{
    QString out;
    if (result.hasError()) {
        out += QStringLiteral("ERROR  %1  %2\n").arg(result.metricId, caseName(result));
        out += repeatText(result);
        out += indented(result.error, 7) + QLatin1Char('\n');
        if (!result.errorRaw.isEmpty())
            out += indented(tr("judge answered: %1").arg(result.errorRaw.left(400)), 7) + QLatin1Char('\n');
        return out;
    }
    if (result.isSkipped()) {
        out += QStringLiteral("SKIP   %1  %2\n").arg(result.metricId, caseName(result));
        return out + indented(result.skipReason, 7) + QLatin1Char('\n');
    }
    const QString verdict = result.isPartial() ? QStringLiteral("PARTIAL")
        : result.success                       ? QStringLiteral("PASS ")
                                               : QStringLiteral("FAIL ");
    const QString label = result.label.isEmpty() ? QString() : QStringLiteral("  ") + result.label;
    out += QStringLiteral("%1  %2  %3  %4 (%5 %6)%7\n")
               .arg(verdict, result.metricId, caseName(result), QString::number(*result.score, 'f', 3),
                    result.success ? QStringLiteral("≥") : QStringLiteral("<"),
                    QString::number(result.threshold, 'f', 2), label);
    out += repeatText(result);
    if (result.exchangeAlone)
        out += indented(exchangeAloneText(*result.exchangeAlone), 7) + QLatin1Char('\n');
    if (result.isPartial())
        out += indented(QStringLiteral("⚠ ") + result.warning, 7) + QLatin1Char('\n');
    if (!result.reason.isEmpty())
        out += indented(result.reason, 7) + QLatin1Char('\n');
    if (!details)
        return out;
    for (const BreakdownWindow &window : result.windows) {
        QString score = window.skipped ? tr("skipped: %1").arg(window.skipReason)
                                       : (window.score ? QString::number(*window.score, 'f', 3) : QString());
        out += QStringLiteral("       %1  %2\n").arg(window.title, score);
        for (const BreakdownItem &item : window.items) {
            const QString verdictTag = item.verdict.isEmpty()
                ? breakdownKindName(item.kind)
                : breakdownKindName(item.kind) + QLatin1Char(' ') + item.verdict;
            out += QStringLiteral("         [%1] %2\n").arg(verdictTag, item.text);
            if (!item.reason.isEmpty())
                out += indented(QStringLiteral("→ ") + item.reason, 11) + QLatin1Char('\n');
        }
        if (!window.reason.isEmpty())
            out += indented(window.reason, 9) + QLatin1Char('\n');
    }
    return out;
}

} // namespace

QString resultsHeader(OutputFormat format, const QString &judgeLabel)
{
    switch (format) {
    case OutputFormat::Jsonl:
    case OutputFormat::Html: return {}; // the HTML report has its own writer
    case OutputFormat::Json: return QStringLiteral("{\n  \"results\": [");
    case OutputFormat::Text: return tr("Claimscope %1 · judge: %2\n\n").arg(appVersion(), judgeLabel);
    }
    return {};
}

QString formatResult(const MetricResult &result, OutputFormat format, bool details, bool first)
{
    switch (format) {
    case OutputFormat::Jsonl: return json(resultToJson(result), QJsonDocument::Compact) + QLatin1Char('\n');
    case OutputFormat::Json:
        return (first ? QStringLiteral("\n") : QStringLiteral(",\n"))
            + indented(json(resultToJson(result), QJsonDocument::Indented).trimmed(), 4);
    case OutputFormat::Text: return textResult(result, details);
    case OutputFormat::Html: return {}; // the HTML report has its own writer
    }
    return {};
}

QString resultsFooter(const ResultTally &tally, const QStringList &skipped, OutputFormat format, bool anyResult,
                      const AgreementReport &agreement)
{
    if (format == OutputFormat::Jsonl || format == OutputFormat::Html)
        return {};
    QJsonObject summary = tally.toJson();
    if (format == OutputFormat::Json) {
        summary.insert(QStringLiteral("skipped"), QJsonArray::fromStringList(skipped));
        QString out = anyResult ? QStringLiteral("\n  ],\n") : QStringLiteral("],\n");
        out += QStringLiteral("  \"summary\": ") + indented(json(summary, QJsonDocument::Indented).trimmed(), 2).mid(2);
        if (!agreement.isEmpty())
            out += QStringLiteral(",\n  \"agreement\": ")
                + indented(json(agreement.toJson(), QJsonDocument::Indented).trimmed(), 2).mid(2);
        return out + QStringLiteral("\n}\n");
    }
    QString out =
        tr("\n%1 passed, %2 failed, %3 · %4, %5 cached")
            .arg(tally.passed)
            .arg(tally.failed)
            .arg(tr("%n error(s)", nullptr, tally.errors), tr("%n judge call(s)", nullptr, tally.calls.judgeCalls))
            .arg(tally.calls.cachedCalls);
    if (tally.skipped > 0)
        out += tr(" · %n skipped (the metric does not apply)", nullptr, tally.skipped);
    if (!tally.calls.knownCost())
        out += tr(" · cost unknown (no price for the model)\n");
    else if (tally.calls.batchCalls > 0)
        out += tr(" · $%1 at batch price (%n call(s) in provider batches)\n", nullptr, tally.calls.batchCalls)
                   .arg(tally.calls.costUsd, 0, 'f', 4);
    else
        out += tr(" · $%1\n").arg(tally.calls.costUsd, 0, 'f', 4);
    if (!agreement.isEmpty())
        out += QLatin1Char('\n') + agreement.text();
    return out;
}

QString formatPlan(const QList<CallRecord> &calls, const QList<MetricResult> &results, OutputFormat format,
                   bool showPrompts)
{
    int requests = 0;
    int cached = 0;
    for (const CallRecord &call : calls)
        (call.cached ? cached : requests) += 1;
    QMap<QPair<int, QString>, QString> names;
    for (const MetricResult &result : results)
        names.insert({result.testCaseIndex, result.metricId}, caseName(result));

    if (format != OutputFormat::Text) {
        QJsonArray list;
        for (const CallRecord &call : calls) {
            QJsonObject entry{{QStringLiteral("test_case"), names.value({call.testCaseIndex, call.metricId})},
                              {QStringLiteral("metric"), call.metricId},
                              {QStringLiteral("step"), call.step},
                              {QStringLiteral("scope"), call.scope},
                              {QStringLiteral("cached"), call.cached}};
            if (showPrompts)
                entry.insert(QStringLiteral("prompt"), call.prompt);
            list.append(entry);
        }
        QJsonArray errors;
        for (const MetricResult &result : results) {
            if (result.hasError())
                errors.append(QJsonObject{{QStringLiteral("test_case"), caseName(result)},
                                          {QStringLiteral("metric"), result.metricId},
                                          {QStringLiteral("error"), result.error}});
        }
        return json({{QStringLiteral("dry_run"), true},
                     {QStringLiteral("requests_at_most"), requests},
                     {QStringLiteral("cached"), cached},
                     {QStringLiteral("calls"), list},
                     {QStringLiteral("errors"), errors}},
                    QJsonDocument::Indented);
    }
    QString out;
    QString lastHeading;
    for (const CallRecord &call : calls) {
        const QString heading =
            QStringLiteral("%1 · %2").arg(call.metricId, names.value({call.testCaseIndex, call.metricId}));
        if (heading != lastHeading) {
            out += QLatin1Char('\n') + heading + QLatin1Char('\n');
            lastHeading = heading;
        }
        out += QStringLiteral("  %1  %2%3\n")
                   .arg(call.cached ? tr("cached ") : tr("request"), call.step,
                        call.scope.isEmpty() ? QString() : QStringLiteral("  (") + call.scope + QLatin1Char(')'));
        if (showPrompts && !call.cached)
            out += indented(call.prompt, 6) + QStringLiteral("\n");
    }
    for (const MetricResult &result : results) {
        if (result.hasError())
            out += tr("\n%1 · %2: cannot run: %3\n").arg(result.metricId, caseName(result), result.error);
    }
    out += tr("\nA run would send at most %n request(s)", nullptr, requests)
        + tr(" (%n answer(s) cached); nothing was sent.\n", nullptr, cached)
        + tr("Steps after the first depend on earlier answers: the count assumes every claim and "
             "statement needs judging and every window needs a reason.\n");
    return out;
}

} // namespace claimscope::cli
