#include "reportsetupsection.h"

#include "metrics/judge/promptrenderer.h"
#include "metrics/paramnames.h"
#include "model/linediff.h"
#include "reporthtml.h"

namespace claimscope {

namespace {

using H = ReportHtml;

QString row(const QString &name, const QString &value)
{
    return QStringLiteral("<tr><th scope=\"row\">%1</th><td>%2</td></tr>\n").arg(H::text(name), H::text(value));
}

QString judgeTable(const ReportSetup &setup, const QString &judgeLabel)
{
    QString rows = row(ReportSetupSection::tr("Claimscope version"), setup.appVersion);
    rows += row(ReportSetupSection::tr("Judge provider"), setup.provider);
    if (!judgeLabel.isEmpty())
        rows += row(ReportSetupSection::tr("Judge"), judgeLabel);
    if (!setup.baseUrl.isEmpty())
        rows += row(ReportSetupSection::tr("Judge URL"), setup.baseUrl);
    if (!setup.model.isEmpty())
        rows += row(ReportSetupSection::tr("Judge model"), setup.model);
    if (!setup.embeddingModel.isEmpty())
        rows += row(ReportSetupSection::tr("Embedding model"), setup.embeddingModel);
    if (!setup.generatorModel.isEmpty())
        rows += row(ReportSetupSection::tr("Generator model"), setup.generatorModel);
    if (setup.judgeReadsTemplates)
        rows += row(ReportSetupSection::tr("Structured output"), setup.structuredOutput);
    QStringList names;
    for (const QString &id : setup.metricIds)
        names.append(H::metricName(id));
    rows += row(ReportSetupSection::tr("Metrics"), names.join(QStringLiteral(", ")));
    if (setup.outOfDateResults > 0)
        rows += row(ReportSetupSection::tr("Out of date"),
                    ReportSetupSection::tr("%n result(s) no longer show what a run would give now (%1); each test "
                                           "case shows the text they were computed from.",
                                           nullptr, setup.outOfDateResults)
                        .arg(setup.outOfDate.join(QStringLiteral("; "))));
    return QStringLiteral("<table class=\"setup\">\n%1</table>\n").arg(rows);
}

QString paramsTable(const ReportSetup &setup)
{
    const QList<ChangedParam> changed = changedParams(setup);
    if (changed.isEmpty())
        return QStringLiteral("<p>%1</p>\n")
            .arg(H::text(ReportSetupSection::tr("Every metric param has its default value.")));
    QString html =
        QStringLiteral(
            "<h3>%1</h3>\n<table><thead><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr></thead><tbody>\n")
            .arg(H::text(ReportSetupSection::tr("Params that differ from their defaults")),
                 H::text(ReportSetupSection::tr("Metric")), H::text(ReportSetupSection::tr("Param")),
                 H::text(ReportSetupSection::tr("Default")), H::text(ReportSetupSection::tr("Used")));
    for (const ChangedParam &param : changed) {
        html += QStringLiteral("<tr><td>%1</td><td><code>%2</code></td><td>%3</td><td><b>%4</b></td></tr>\n")
                    .arg(H::text(H::metricName(param.metricId)), H::text(param.name),
                         H::text(ParamNames::shown(param.name, param.defaultValue)),
                         H::text(ParamNames::shown(param.name, param.value)));
    }
    return html + QStringLiteral("</tbody></table>\n");
}

QString diffHtml(const QList<DiffLine> &lines)
{
    QString html = QStringLiteral("<pre>");
    for (const DiffLine &line : lines) {
        const QString text = H::text(line.text);
        switch (line.kind) {
        case DiffLine::Kind::Same: html += QStringLiteral("<span class=\"same\">  ") + text; break;
        case DiffLine::Kind::Removed: html += QStringLiteral("<span class=\"del\">- ") + text; break;
        case DiffLine::Kind::Added: html += QStringLiteral("<span class=\"add\">+ ") + text; break;
        }
        html += QStringLiteral("</span>\n");
    }
    return html + QStringLiteral("</pre>");
}

QString templatesPart(const ReportSetup &setup)
{
    if (setup.editedTemplates.isEmpty())
        return QStringLiteral("<p>%1</p>\n")
            .arg(H::text(ReportSetupSection::tr("Every judge template is the shipped default.")));
    QString html =
        QStringLiteral("<h3>%1</h3>\n").arg(H::text(ReportSetupSection::tr("Templates that differ from the defaults")));
    if (!setup.judgeReadsTemplates)
        html += QStringLiteral("<p class=\"muted\">%1</p>\n")
                    .arg(H::text(ReportSetupSection::tr("The offline judge does not read templates.")));
    for (auto it = setup.editedTemplates.begin(); it != setup.editedTemplates.end(); ++it) {
        const QList<DiffLine> lines = LineDiff::compare(TemplateSet::defaultText(it.key()), it.value());
        html += QStringLiteral("<details><summary><code>%1</code> — %2</summary>%3</details>\n")
                    .arg(H::text(it.key()),
                         H::text(ReportSetupSection::tr("%n line(s) changed against the default", nullptr,
                                                        LineDiff::changedLines(lines))),
                         diffHtml(lines));
    }
    return html;
}

} // namespace

QString ReportSetupSection::html(const ReportSetup &setup, const QString &judgeLabel)
{
    QString html = QStringLiteral("<h2 id=\"setup\">%1</h2>\n").arg(H::text(tr("Setup")));
    if (!setup.isKnown())
        return html + QStringLiteral("<p>%1</p>\n").arg(H::text(tr("The setup of these results is not known.")));
    return html + judgeTable(setup, judgeLabel) + paramsTable(setup) + templatesPart(setup);
}

} // namespace claimscope
