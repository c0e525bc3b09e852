#include "htmlreport.h"

#include "metrics/engine/runplan.h"
#include "metrics/registry.h"
#include "model/scoreprose.h"
#include "reportcasesection.h"
#include "reporthtml.h"
#include "reportsetupsection.h"
#include "resultexport.h"

#include <QBuffer>
#include <QDir>

#include <algorithm>

namespace claimscope {

namespace {

using H = ReportHtml;

constexpr qint64 CopyChunk = 1 << 20;

// Copies a spool into the report; on failure *error names whichever side failed.
bool copyInto(QTemporaryFile &from, QIODevice *to, QString *error)
{
    if (!from.isOpen())
        return true;
    // The spool's last buffered bytes reach its file here: a full temporary folder shows now.
    if (!from.flush() || !from.seek(0)) {
        *error = HtmlReportWriter::spoolError(from);
        return false;
    }
    while (!from.atEnd()) {
        const QByteArray chunk = from.read(CopyChunk);
        if (chunk.isEmpty()) {
            *error = HtmlReportWriter::spoolError(from);
            return false;
        }
        if (to->write(chunk) != chunk.size()) {
            *error = to->errorString();
            return false;
        }
    }
    return true;
}

} // namespace

HtmlReportWriter::HtmlReportWriter(ReportSetup setup, HtmlReportOptions options)
    : m_setup(std::move(setup))
    , m_options(std::move(options))
    , m_metricOrder(m_setup.metricIds)
{
    for (const QString &id : std::as_const(m_metricOrder))
        m_metrics.insert(id,
                         ScoreDistribution(m_setup.params.value(id).value(QStringLiteral("threshold")).toDouble(0.5)));
}

bool HtmlReportWriter::spool(QTemporaryFile &file, const QString &html)
{
    if (!m_spoolError.isEmpty())
        return false;
    if ((!file.isOpen() && !file.open()) || !file.write(html.toUtf8())) {
        m_spoolError = spoolError(file);
        return false;
    }
    return true;
}

QString HtmlReportWriter::spoolError(const QTemporaryFile &file)
{
    const QString name = file.fileName().isEmpty() ? QDir::tempPath() : file.fileName();
    return tr("cannot write the report's temporary file %1 (set TMPDIR to a folder with room): %2")
        .arg(QDir::toNativeSeparators(name), file.errorString());
}

void HtmlReportWriter::addCase(int caseIndex, const TestCase *testCase, const QList<MetricResult> &results)
{
    ++m_cases;
    QList<MetricResult> masked;
    for (const MetricResult &result : results) {
        masked.append(ResultExport::masked(result));
        if (m_judgeLabel.isEmpty())
            m_judgeLabel = result.judgeLabel;
        if (!m_metrics.contains(result.metricId))
            m_metricOrder.append(result.metricId);
        m_metrics[result.metricId].add(result);
    }
    // A metric left out where it does not apply made no result there: it is no result of the
    // run, as the workbench counts, but the report names it, in the words of the status bar.
    if (testCase) {
        for (const QString &id : std::as_const(m_setup.metricIds)) {
            const MetricInfo *info = MetricRegistry::find(id);
            const bool ran =
                std::any_of(results.begin(), results.end(), [&](const MetricResult &r) { return r.metricId == id; });
            const QString missing = info && !ran ? info->missingInput(*testCase) : QString();
            if (missing.isEmpty())
                continue;
            NotRun &notRun = m_notRun[id];
            notRun.cases += 1;
            if (notRun.why.isEmpty())
                notRun.why = missing;
        }
    }
    if (results.isEmpty())
        return;
    const bool attention = ReportCaseSection::needsAttention(results);
    m_casesNeedingAttention += attention ? 1 : 0;
    spool(attention ? m_attention : m_passing, ReportCaseSection::html(caseIndex, testCase, masked));
}

QString HtmlReportWriter::head() const
{
    const QString title = m_options.title.isEmpty() ? tr("Claimscope report") : m_options.title;
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">\n"
                                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                                  "<title>%2</title>\n<style>%3</style></head>\n<body>\n<h1>%2</h1>\n")
                       .arg(H::text(tr("en", "the language of the report's text, as an HTML lang code")),
                            H::text(title), H::styleSheet());
    std::array<int, size_t(ResultsModel::Status::Skipped) + 1> counts{};
    int results = 0;
    for (const ScoreDistribution &metric : m_metrics) {
        results += metric.results();
        for (size_t status = 0; status < counts.size(); ++status)
            counts[status] += metric.count(ResultsModel::Status(status));
    }
    const auto count = [&counts](ResultsModel::Status status) { return counts[size_t(status)]; };
    using Status = ResultsModel::Status;
    QString meta = tr("%n test case(s),", nullptr, m_cases) + QLatin1Char(' ') + tr("%n result(s):", nullptr, results)
        + QLatin1Char(' ')
        + tr("%1 passed, %2 failed, %n error(s).", nullptr, count(Status::Error))
              .arg(QString::number(count(Status::Pass)), QString::number(count(Status::Fail)));
    if (count(Status::Partial) > 0)
        meta += QLatin1Char(' ') + tr("%n partial (scored, but part of it failed).", nullptr, count(Status::Partial));
    if (count(Status::Skipped) > 0)
        meta += QLatin1Char(' ') + tr("%n skipped (the metric does not apply).", nullptr, count(Status::Skipped));
    if (m_options.generatedAt.isValid())
        meta = tr("Generated %1. %2").arg(m_options.generatedAt.toString(Qt::ISODate), meta);
    meta = tr("Claimscope %1. %2").arg(m_setup.isKnown() ? m_setup.appVersion : QString(), meta);
    return html + QStringLiteral("<p class=\"meta\">%1</p>\n").arg(H::text(meta));
}

QString HtmlReportWriter::summary() const
{
    using Status = ResultsModel::Status;
    QString html =
        QStringLiteral("<h2 id=\"summary\">%1</h2>\n<table class=\"summary\"><colgroup><col class=\"metric\">"
                       "<col span=\"7\"><col class=\"dist\"></colgroup>\n<thead><tr><th>%2</th>")
            .arg(H::text(tr("Summary")), H::text(tr("Metric")));
    for (const QString &heading :
         {tr("✓ Passed"), tr("✗ Failed"), tr("⚠ Errors"), tr("⚠ Partial"), tr("Skipped"), tr("Pass rate"), tr("Mean")})
        html += QStringLiteral("<th class=\"num\">%1</th>").arg(H::text(heading));
    html += QStringLiteral("<th>%1</th></tr></thead><tbody>\n").arg(H::text(tr("Scores and threshold")));
    for (const QString &id : m_metricOrder) {
        const ScoreDistribution &metric = m_metrics[id];
        if (metric.results() == 0)
            continue; // not run on any test case: said below the table
        const bool scored = metric.scored() > 0;
        html += QStringLiteral("<tr><td>%1</td>").arg(H::text(H::metricName(id)));
        for (const Status status : {Status::Pass, Status::Fail, Status::Error, Status::Partial, Status::Skipped})
            html += QStringLiteral("<td class=\"num\">%1</td>").arg(metric.count(status));
        html += QStringLiteral("<td class=\"num\">%1</td><td class=\"num\">%2</td><td>%3</td></tr>\n")
                    .arg(scored ? H::text(passRateText(metric.passRate())) : QStringLiteral("—"),
                         scored ? H::number(metric.mean()) : QStringLiteral("—"),
                         scored ? metric.svg() : QStringLiteral("—"));
    }
    html += QStringLiteral("</tbody></table>\n<p class=\"meta\">%1</p>\n")
                .arg(H::text(tr("Pass rate and mean count the results with a score. Partial: scored, but part of it "
                                "failed. Skipped: the metric does not apply (the test case lacks what it reads, or the "
                                "judge cannot run it). In each chart the line is the threshold; bars at or below it "
                                "are orange.")));
    for (const QString &id : m_metricOrder) {
        if (const auto notRun = m_notRun.constFind(id); notRun != m_notRun.constEnd()) {
            const MetricInfo *info = MetricRegistry::find(id);
            html += QStringLiteral("<p class=\"meta\">⊘ %1</p>\n")
                        .arg(H::text(RunPlan::notApplicableLine(info ? info->displayName : id, notRun->cases, m_cases,
                                                                notRun->why)));
        }
    }
    return html;
}

bool HtmlReportWriter::finish(QIODevice *out, QString *error)
{
    if (!m_spoolError.isEmpty()) {
        *error = m_spoolError;
        return false;
    }
    QString html = head() + summary() + ReportSetupSection::html(m_setup, m_judgeLabel);
    html += QStringLiteral("<h2 id=\"cases\">%1</h2>\n<p class=\"meta\">%2</p>\n")
                .arg(H::text(tr("Test cases")),
                     H::text(tr("%n test case(s) with a failing, erroneous or partial result come first.", nullptr,
                                m_casesNeedingAttention)));
    const QByteArray start = html.toUtf8();
    const QByteArray end = QByteArrayLiteral("</body></html>\n");
    if (out->write(start) != start.size()) {
        *error = out->errorString();
        return false;
    }
    if (!copyInto(m_attention, out, error) || !copyInto(m_passing, out, error))
        return false;
    if (out->write(end) != end.size()) {
        *error = out->errorString();
        return false;
    }
    return true;
}

namespace HtmlReport {

bool write(QIODevice *out, const ReportSetup &setup, const QList<TestCase> &testCases,
           const QList<MetricResult> &results, const HtmlReportOptions &options, QString *error)
{
    QMap<int, QList<MetricResult>> byCase;
    for (const MetricResult &result : results)
        byCase[result.testCaseIndex].append(result);
    const int cases = std::max(int(testCases.size()), byCase.isEmpty() ? 0 : byCase.lastKey() + 1);
    return write(
        out, setup, testCases, cases, [&byCase](int c) { return byCase.value(c); }, options, error);
}

bool write(QIODevice *out, const ReportSetup &setup, const QList<TestCase> &testCases, int caseCount,
           const std::function<QList<MetricResult>(int)> &resultsOf, const HtmlReportOptions &options, QString *error)
{
    QList<QString> order = setup.metricIds;
    for (const MetricInfo &info : MetricRegistry::all()) {
        if (!order.contains(info.id))
            order.append(info.id);
    }
    HtmlReportWriter writer(setup, options);
    for (int c = 0; c < caseCount; ++c) {
        QList<MetricResult> caseResults = resultsOf(c);
        std::stable_sort(caseResults.begin(), caseResults.end(), [&](const MetricResult &a, const MetricResult &b) {
            return order.indexOf(a.metricId) < order.indexOf(b.metricId);
        });
        writer.addCase(c, c < testCases.size() ? &testCases[c] : nullptr, caseResults);
    }
    return writer.finish(out, error);
}

QString render(const ReportSetup &setup, const QList<TestCase> &testCases, const QList<MetricResult> &results,
               const HtmlReportOptions &options)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    write(&buffer, setup, testCases, results, options, &error);
    return QString::fromUtf8(bytes);
}

} // namespace HtmlReport

} // namespace claimscope
