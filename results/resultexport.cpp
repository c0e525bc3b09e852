#include "resultexport.h"

#include "model/appversion.h"
#include "model/csvtable.h"
#include "model/humanlabels.h"
#include "model/labelledscores.h"
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

std::optional<HumanLabel> labelOf(const MetricResult &result, const HumanLabels *labels)
{
    if (!labels)
        return std::nullopt;
    return labels->find(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
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

bool writeJson(QIODevice *out, qsizetype count, const std::function<MetricResult(qsizetype)> &resultAt,
               const HumanLabels *labels)
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
        QJsonObject json = resultToJson(masked(result));
        if (const std::optional<HumanLabel> label = labelOf(result, labels)) {
            QJsonObject human{{QStringLiteral("pass"), label->pass}};
            if (label->rating)
                human.insert(QStringLiteral("rating"), *label->rating);
            if (label->ratesExchange()) {
                // What the label rates, and the score it is compared with (or why there is none).
                human.insert(QStringLiteral("exchange"), HumanLabel::scopeSuffix(label->exchange).mid(1));
                const ScoreForLabel paired = scoreForLabel(result, *label);
                if (paired.score)
                    human.insert(QStringLiteral("compared_score"), *paired.score);
                else if (!paired.cannotScore.isEmpty())
                    human.insert(QStringLiteral("cannot_score"), paired.cannotScore);
            }
            json.insert(QStringLiteral("human_label"), human);
        }
        written = out->write(i == 0 ? "\n        " : ",\n        ") >= 0 && out->write(nested(json, 8)) >= 0;
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

QByteArray toCsv(const QList<MetricResult> &results, const HumanLabels *labels)
{
    static const QStringList columns{QStringLiteral("test_case"),     QStringLiteral("test_case_index"),
                                     QStringLiteral("metric"),        QStringLiteral("score"),
                                     QStringLiteral("raw_score"),     QStringLiteral("threshold"),
                                     QStringLiteral("strict_mode"),   QStringLiteral("success"),
                                     QStringLiteral("status"),        QStringLiteral("label"),
                                     QStringLiteral("reason"),        QStringLiteral("error"),
                                     QStringLiteral("error_step"),    QStringLiteral("judge_calls"),
                                     QStringLiteral("cached_calls"),  QStringLiteral("input_tokens"),
                                     QStringLiteral("output_tokens"), QStringLiteral("cost_usd"),
                                     QStringLiteral("warning"),       QStringLiteral("claimscope_version")};
    const bool labelled = labels && !labels->isEmpty();
    QStringList header = columns;
    if (labelled)
        header << QStringLiteral("human_label") << QStringLiteral("human_rating");
    CsvTable csv(header);
    for (const MetricResult &result : results) {
        QStringList row = csvRow(masked(result));
        if (labelled) {
            const std::optional<HumanLabel> label = labelOf(result, labels);
            row << (label ? (label->pass ? QStringLiteral("pass") : QStringLiteral("fail")) : QString())
                << (label && label->rating ? number(*label->rating) : QString());
        }
        csv.addRow(row);
    }
    return csv.bytes();
}

} // namespace claimscope::ResultExport
