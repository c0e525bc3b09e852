#include "htmlreport.h"

#include "appversion.h"
#include "breakdownmodel.h"
#include "metrics/registry.h"
#include "resultexport.h"
#include "resultsmodel.h"

#include <QCoreApplication>

namespace claimscope::HtmlReport {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::HtmlReport", text, disambiguation, n);
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// Okabe–Ito colours (safe for colour-blind readers); every colour comes with a symbol and a word.
const char *const Style = R"(
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 2em auto; max-width: 72em; color: #1a1a1a; line-height: 1.45; }
h1 { font-size: 1.7em; margin-bottom: 0.2em; } h2 { margin-top: 1.6em; border-bottom: 1px solid #ccc; }
.meta { color: #555; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.35em 0.6em; border-bottom: 1px solid #e3e3e3; vertical-align: top; }
th { background: #f2f2f2; } td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.pass { color: #00634a; font-weight: bold; } .fail { color: #a04000; font-weight: bold; }
.error { color: #b00020; font-weight: bold; }
.bars { display: grid; grid-template-columns: minmax(14em, 30%) 1fr 5em; gap: 0.35em 0.8em; align-items: center; }
.track { position: relative; height: 1.1em; background: #eee; border-radius: 2px; }
.fill { height: 100%; border-radius: 2px; } .fill.pass { background: #009e73; } .fill.fail { background: #d55e00; }
.mark { position: absolute; top: -0.25em; bottom: -0.25em; width: 3px; background: #000; }
details { border: 1px solid #ddd; border-radius: 4px; margin: 0.6em 0; padding: 0.3em 0.8em; }
summary { cursor: pointer; font-weight: bold; }
.window { margin: 0.6em 0 0.6em 0.6em; } .window h4 { margin: 0.4em 0; }
ul.items { list-style: none; padding-left: 0.6em; margin: 0.2em 0; } ul.items li { margin: 0.25em 0; }
.v { display: inline-block; min-width: 4.2em; font-weight: bold; } .v.yes { color: #00634a; } .v.no { color: #a04000; }
.v.idk { color: #7a5a00; } .v.best { color: #005a8f; }
.kind { color: #666; font-size: 0.85em; text-transform: uppercase; margin-right: 0.4em; }
.why { color: #444; margin-left: 5em; font-size: 0.93em; }
pre { background: #f6f6f6; padding: 0.6em; white-space: pre-wrap; font-family: "DejaVu Sans Mono", monospace; }
)";

QString caseName(const MetricResult &result)
{
    return result.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(result.testCaseIndex + 1) : result.testCaseName;
}

QString metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

QString statusCell(const MetricResult &result)
{
    if (result.hasError())
        return QStringLiteral("<span class=\"error\">%1</span>").arg(esc(resultStatusText(ResultsModel::Status::Error)));
    if (result.isPartial())
        return QStringLiteral("<span class=\"error\">%1</span>").arg(esc(resultStatusText(ResultsModel::Status::Partial)));
    if (result.isSkipped())
        return esc(resultStatusText(ResultsModel::Status::Skipped));
    return result.success ? QStringLiteral("<span class=\"pass\">%1</span>").arg(esc(resultStatusText(ResultsModel::Status::Pass)))
                          : QStringLiteral("<span class=\"fail\">%1</span>").arg(esc(resultStatusText(ResultsModel::Status::Fail)));
}

QString percent(double value)
{
    return QString::number(qBound(0.0, value, 1.0) * 100, 'f', 1);
}

QString summary(const QList<MetricResult> &results)
{
    int passed = 0, failed = 0, errors = 0, skipped = 0;
    for (const MetricResult &result : results)
        (result.hasError() ? errors : result.isSkipped() ? skipped : result.success ? passed : failed) += 1;
    QString text = tr("%n result(s):", nullptr, int(results.size())) + QLatin1Char(' ')
        + tr("%1 passed, %2 failed, %n error(s).", nullptr, errors).arg(passed).arg(failed);
    if (skipped > 0)
        text += QLatin1Char(' ') + tr("%n skipped (the metric does not apply).", nullptr, skipped);
    return text;
}

QString scoreTable(const QList<MetricResult> &results)
{
    QString html = QStringLiteral("<table><thead><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                                  "<th>%6</th><th>%7</th></tr></thead><tbody>\n")
                       .arg(esc(tr("Test case")), esc(tr("Metric")), esc(tr("Score")), esc(tr("Threshold")),
                            esc(tr("Result")), esc(tr("Label")), esc(tr("Reason")));
    for (const MetricResult &result : results) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td class=\"num\">%3</td><td class=\"num\">%4</td>"
                               "<td>%5</td><td>%6</td><td>%7</td></tr>\n")
                    .arg(esc(caseName(result)), esc(metricName(result.metricId)), esc(resultScoreText(result)),
                         QString::number(result.threshold, 'f', 2), statusCell(result), esc(result.label),
                         esc(result.hasError() ? result.error : result.isSkipped() ? result.skipReason : result.reason));
    }
    return html + QStringLiteral("</tbody></table>\n");
}

QString bars(const QList<MetricResult> &results)
{
    QString html = QStringLiteral("<div class=\"bars\">\n");
    for (const MetricResult &result : results) {
        const QString name = esc(QStringLiteral("%1 · %2").arg(caseName(result), metricName(result.metricId)));
        const QString fill = result.score
            ? QStringLiteral("<div class=\"fill %1\" style=\"width:%2%\"></div>")
                  .arg(result.success ? QStringLiteral("pass") : QStringLiteral("fail"), percent(*result.score))
            : QString();
        html += QStringLiteral("<div>%1</div><div class=\"track\" title=\"%2\">%3"
                               "<div class=\"mark\" style=\"left:calc(%4% - 1px)\"></div></div><div>%5</div>\n")
                    .arg(name, esc(tr("threshold %1").arg(result.threshold, 0, 'f', 2)), fill,
                         percent(result.threshold),
                         result.score ? statusCell(result).replace(QStringLiteral("</span>"),
                                                                   QStringLiteral(" %1</span>").arg(*result.score, 0, 'f', 2))
                                      : statusCell(result));
    }
    return html + QStringLiteral("</div>\n");
}

// The kind of a breakdown item in words, in lower case: the stylesheet capitalises it.
QString kindText(BreakdownItem::Kind kind)
{
    switch (kind) {
    case BreakdownItem::Kind::Claim: return tr("claim");
    case BreakdownItem::Kind::Truth: return tr("truth");
    case BreakdownItem::Kind::Statement: return tr("statement");
    case BreakdownItem::Kind::Span: return tr("span");
    case BreakdownItem::Kind::Sample: return tr("sample");
    case BreakdownItem::Kind::Message: return tr("message");
    case BreakdownItem::Kind::Document: return tr("document");
    case BreakdownItem::Kind::Sentence: return tr("sentence");
    case BreakdownItem::Kind::Component: return tr("component");
    }
    return breakdownKindName(kind);
}

QString item(const BreakdownItem &item)
{
    const QString verdict = item.verdict.isEmpty()
        ? QStringLiteral("<span class=\"v\"></span>")
        : QStringLiteral("<span class=\"v %1\">%2</span>").arg(esc(item.verdict), esc(verdictText(item.verdict)));
    QString html = QStringLiteral("<li>%1<span class=\"kind\">%2</span>%3").arg(verdict, esc(kindText(item.kind)),
                                                                           esc(item.text));
    if (item.hasValue)
        html += QStringLiteral(" <span class=\"kind\">(%1)</span>").arg(item.value, 0, 'f', 3);
    if (!item.reason.isEmpty())
        html += QStringLiteral("<div class=\"why\">→ %1</div>").arg(esc(item.reason));
    return html + QStringLiteral("</li>\n");
}

QString breakdown(const MetricResult &result)
{
    QString html = QStringLiteral("<details><summary>%1 · %2 — %3 %4</summary>\n")
                       .arg(esc(caseName(result)), esc(metricName(result.metricId)), statusCell(result),
                            esc(resultScoreText(result)));
    if (result.hasError()) {
        html += QStringLiteral("<p class=\"error\">%1</p>").arg(esc(result.error));
        if (!result.errorStep.isEmpty())
            html += QStringLiteral("<p>%1 <code>%2</code></p>").arg(esc(tr("Failing step:")), esc(result.errorStep));
        if (!result.errorRaw.isEmpty())
            html += QStringLiteral("<p>%1</p><pre>%2</pre>").arg(esc(tr("The judge's raw answer:")), esc(result.errorRaw));
    } else if (result.isSkipped()) {
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("skipped: %1").arg(result.skipReason)));
    } else if (!result.reason.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(esc(result.reason));
    }
    for (const BreakdownWindow &window : result.windows) {
        html += QStringLiteral("<div class=\"window\"><h4>%1 — %2</h4>\n")
                    .arg(esc(window.title),
                         window.skipped ? esc(tr("skipped: %1").arg(window.skipReason))
                                        : window.score ? QString::number(*window.score, 'f', 3) : QStringLiteral("—"));
        if (!window.items.isEmpty()) {
            html += QStringLiteral("<ul class=\"items\">\n");
            for (const BreakdownItem &entry : window.items)
                html += item(entry);
            html += QStringLiteral("</ul>\n");
        }
        if (!window.reason.isEmpty())
            html += QStringLiteral("<p>%1</p>").arg(esc(window.reason));
        html += QStringLiteral("</div>\n");
    }
    return html + QStringLiteral("</details>\n");
}

} // namespace

QString render(const QList<MetricResult> &results, const Options &options)
{
    const QString title = options.title.isEmpty() ? tr("Claimscope report") : options.title;
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%3\"><head><meta charset=\"utf-8\">\n"
                                  "<title>%1</title>\n<style>%2</style></head>\n<body>\n<h1>%1</h1>\n")
                       .arg(esc(title), QLatin1String(Style),
                            esc(tr("en", "the language of the report's text, as an HTML lang code")));
    QString meta = summary(results);
    if (options.generatedAt.isValid())
        meta = tr("Generated %1. %2").arg(options.generatedAt.toString(Qt::ISODate), meta);
    meta = tr("Claimscope %1. %2").arg(appVersion(), meta);
    html += QStringLiteral("<p class=\"meta\">%1</p>\n").arg(esc(meta));
    QList<MetricResult> safe;
    for (const MetricResult &result : results)
        safe.append(ResultExport::masked(result));
    html += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Scores"))) + scoreTable(safe);
    html += QStringLiteral("<h2>%1</h2>\n<p class=\"meta\">%2</p>\n")
                .arg(esc(tr("Scores against thresholds")), esc(tr("The black mark on each bar is the threshold.")));
    html += bars(safe);
    html += QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Claim and verdict breakdown")));
    for (const MetricResult &result : safe)
        html += breakdown(result);
    return html + QStringLiteral("</body></html>\n");
}

} // namespace claimscope::HtmlReport
