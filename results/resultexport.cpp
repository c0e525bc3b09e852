#include "resultexport.h"

#include "model/appversion.h"
#include "model/csvtable.h"
#include "model/resultjson.h"
#include "model/secretmask.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QLocale>
#include <QStringList>

namespace claimscope::ResultExport {

namespace {

QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString statusName(const MetricResult &result)
{
    if (result.hasError())
        return QStringLiteral("error");
    if (result.isSkipped())
        return QStringLiteral("skipped");
    if (result.isPartial())
        return QStringLiteral("partial");
    return result.success ? QStringLiteral("pass") : QStringLiteral("fail");
}

QStringList csvRow(const MetricResult &result)
{
    const QJsonValue raw = result.details.value(QStringLiteral("raw_score"));
    return {result.testCaseName,
            QString::number(result.testCaseIndex),
            result.metricId,
            result.score ? number(*result.score) : QString(),
            raw.isDouble() ? number(raw.toDouble()) : QString(),
            number(result.threshold),
            result.strictMode ? QStringLiteral("true") : QStringLiteral("false"),
            result.success ? QStringLiteral("true") : QStringLiteral("false"),
            statusName(result),
            result.label,
            result.isSkipped() ? result.skipReason : result.reason,
            result.error,
            result.errorStep,
            QString::number(result.calls.judgeCalls),
            QString::number(result.calls.cachedCalls),
            QString::number(result.calls.inputTokens),
            QString::number(result.calls.outputTokens),
            result.calls.knownCost() ? number(*result.calls.knownCost()) : QString(),
            result.isPartial() ? result.warning : QString(),
            appVersion()};
}

} // namespace

MetricResult masked(const MetricResult &result)
{
    MetricResult copy = result;
    copy.reason = maskSecrets(copy.reason);
    copy.error = maskSecrets(copy.error);
    copy.errorRaw = maskSecrets(copy.errorRaw);
    copy.warning = maskSecrets(copy.warning);
    for (BreakdownWindow &window : copy.windows) {
        window.reason = maskSecrets(window.reason);
        for (BreakdownItem &item : window.items) {
            item.text = maskSecrets(item.text);
            item.reason = maskSecrets(item.reason);
        }
    }
    return copy;
}

bool writeJson(QIODevice *out, qsizetype count, const std::function<MetricResult(qsizetype)> &resultAt)
{
    // An object laid out as QJsonDocument indents it, its lines shifted `depth` spaces right.
    const auto nested = [](const QJsonObject &object, int depth) {
        QByteArray newline("\n");
        newline.append(depth, ' ');
        return QJsonDocument(object).toJson(QJsonDocument::Indented).trimmed().replace("\n", newline);
    };
    ResultTally tally;
    bool written = out->write("{\n    \"results\": [") >= 0;
    for (qsizetype i = 0; written && i < count; ++i) {
        const MetricResult result = resultAt(i);
        tally.add(result);
        written = out->write(i == 0 ? "\n        " : ",\n        ") >= 0
            && out->write(nested(resultToJson(masked(result)), 8)) >= 0;
    }
    return written && out->write(count > 0 ? "\n    ],\n    \"summary\": " : "],\n    \"summary\": ") >= 0
        && out->write(nested(tally.toJson(), 4)) >= 0 && out->write("\n}\n") >= 0;
}

QByteArray toJson(const QList<MetricResult> &results)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeJson(&buffer, results.size(), [&results](qsizetype i) { return results[i]; });
    return bytes;
}

QByteArray toCsv(const QList<MetricResult> &results)
{
    static const QStringList header{QStringLiteral("test_case"),     QStringLiteral("test_case_index"),
                                    QStringLiteral("metric"),        QStringLiteral("score"),
                                    QStringLiteral("raw_score"),     QStringLiteral("threshold"),
                                    QStringLiteral("strict_mode"),   QStringLiteral("success"),
                                    QStringLiteral("status"),        QStringLiteral("label"),
                                    QStringLiteral("reason"),        QStringLiteral("error"),
                                    QStringLiteral("error_step"),    QStringLiteral("judge_calls"),
                                    QStringLiteral("cached_calls"),  QStringLiteral("input_tokens"),
                                    QStringLiteral("output_tokens"), QStringLiteral("cost_usd"),
                                    QStringLiteral("warning"),       QStringLiteral("claimscope_version")};
    CsvTable csv(header);
    for (const MetricResult &result : results)
        csv.addRow(csvRow(masked(result)));
    return csv.bytes();
}

} // namespace claimscope::ResultExport
