#include "reporthtml.h"

#include "metrics/registry.h"
#include "model/htmltext.h"
#include "model/secretmask.h"
#include "resultsmodel.h"

namespace claimscope {

namespace {

// Okabe–Ito colours (safe for colour-blind readers), dark enough for a projector; every
// colour comes with a symbol and a word. Sizes in rem so the page fits 1024 px and up.
const char *const Style = R"(
:root { font-size: 18px; }
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; margin: 0 auto; padding: 1rem 1.5rem; max-width: 64rem;
  color: #111; background: #fff; line-height: 1.5; overflow-wrap: anywhere; }
h1 { font-size: 1.8rem; margin: 0.4rem 0 0.2rem; } h2 { font-size: 1.4rem; margin-top: 2rem; border-bottom: 2px solid #bbb; }
h3 { font-size: 1.15rem; margin: 0; } h3 .case-id { font-size: 0.8rem; font-weight: normal; color: #555; }
.meta { color: #444; margin: 0.2rem 0; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #ddd; vertical-align: middle; }
th { background: #eee; font-size: 0.8rem; overflow-wrap: normal; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; padding: 0.3rem; } td.num { white-space: nowrap; }
table.summary col.metric { width: 24%; } table.summary col.dist { width: 11rem; }
table.setup th { width: 30%; font-size: 1rem; background: none; }
.pass { color: #00634a; font-weight: bold; } .fail { color: #a03800; font-weight: bold; }
.error { color: #b00020; font-weight: bold; } .muted, .skipped { color: #555; }
svg.hist { display: block; }
svg.hist .bar { fill: #5a7fa8; } svg.hist .bar.below { fill: #c77c3a; } svg.hist .threshold { stroke: #000; stroke-width: 2; }
svg.hist text { fill: #333; }
details { margin: 0.4rem 0; } summary { cursor: pointer; }
section.case { border: 1px solid #bbb; border-left: 6px solid #00634a; border-radius: 4px; margin: 1.2rem 0; padding: 0.6rem 1rem; }
section.case.attention { border-left-color: #a03800; }
.chips { margin: 0.3rem 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; }
.failing { background: #fff4ec; border: 1px solid #e8c3a8; border-radius: 4px; padding: 0.4rem 0.8rem; margin: 0.5rem 0; }
.failing h4, .block h4 { margin: 0.2rem 0; font-size: 1rem; }
ul.items { list-style: none; padding-left: 0; margin: 0.2rem 0; } ul.items li { margin: 0.35rem 0; }
.v { display: inline-block; min-width: 4.5rem; font-weight: bold; } .v.yes { color: #00634a; } .v.no { color: #a03800; }
.v.idk { color: #6b4e00; } .v.best { color: #005a8f; }
.kind { color: #555; font-size: 0.8rem; text-transform: uppercase; margin-right: 0.4rem; }
.why { color: #333; margin-left: 1.5rem; font-size: 0.95rem; }
.turn { margin: 0.5rem 0; padding: 0.3rem 0.7rem; border-radius: 4px; background: #f4f4f4; }
.turn.assistant { background: #eef3f8; } .turn .role { font-weight: bold; font-size: 0.85rem; text-transform: uppercase; color: #333; }
.turn p { margin: 0.2rem 0; white-space: pre-wrap; }
.ctx { margin: 0.2rem 0 0.2rem 1rem; font-size: 0.95rem; } .ctx li { margin: 0.3rem 0; white-space: pre-wrap; }
mark { background: #ffe066; color: #111; padding: 0 0.1em; border-bottom: 2px solid #a03800; }
.window { margin: 0.4rem 0 0.4rem 1rem; } .window h5 { margin: 0.3rem 0; font-size: 0.95rem; }
pre { background: #f4f4f4; padding: 0.5rem; white-space: pre-wrap; font-family: "DejaVu Sans Mono", monospace; font-size: 0.85rem; }
pre .del { background: #fde7e9; color: #8a0010; } pre .add { background: #e6f4ea; color: #0b5a26; } pre .same { color: #555; }
a { color: #004f8a; }
@media print {
  :root { font-size: 11pt; } body { max-width: none; padding: 0; }
  section.case, .turn, li { break-inside: avoid; } a { color: inherit; text-decoration: none; }
  summary { font-weight: bold; }
}
)";

} // namespace

QString ReportHtml::text(const QString &plain)
{
    return htmlText(maskSecrets(plain));
}

QString ReportHtml::styleSheet()
{
    return QString::fromUtf8(Style);
}

QString ReportHtml::outcomeClass(const MetricResult &result)
{
    if (result.hasError() || result.isPartial())
        return QStringLiteral("error");
    if (result.isSkipped())
        return QStringLiteral("skipped");
    return result.success ? QStringLiteral("pass") : QStringLiteral("fail");
}

QString ReportHtml::outcome(const MetricResult &result)
{
    return QStringLiteral("<span class=\"%1\">%2</span>")
        .arg(outcomeClass(result), text(resultStatusText(resultStatus(result))));
}

QString ReportHtml::metricName(const QString &metricId)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    return info ? info->displayName : metricId;
}

QString ReportHtml::number(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

} // namespace claimscope
