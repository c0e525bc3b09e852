#include "resultwriter.h"

#include "clioutput.h"
#include "resultprinter.h"

#include <QDateTime>

namespace claimscope::cli {

ResultWriter::ResultWriter(OutputFormat format, bool details, const RunRequest &request)
    : m_format(format)
    , m_details(details)
    , m_request(request)
{
    if (format == OutputFormat::Html)
        m_report = std::make_unique<HtmlReportWriter>(ReportSetup::of(request),
                                                      HtmlReportOptions{{}, QDateTime::currentDateTime()});
}

bool ResultWriter::open(const QString &path, QString *error)
{
    m_out = std::make_unique<OutputFile>(path);
    if (!m_out->open()) {
        *error = m_out->errorString();
        return false;
    }
    return true;
}

void ResultWriter::put(const QString &text)
{
    if (text.isEmpty())
        return;
    // A failure is kept and reported by finish(). Text is for a terminal: no escape sequences.
    m_out->write((m_format == OutputFormat::Text ? terminalSafe(text) : text).toUtf8());
}

void ResultWriter::reportCasesBefore(int caseIndex)
{
    for (; m_reportedCases < caseIndex; ++m_reportedCases) {
        const TestCase *testCase =
            m_reportedCases < m_request.testCases.size() ? &m_request.testCases[m_reportedCases] : nullptr;
        QList<MetricResult> results;
        if (!m_caseResults.isEmpty() && m_caseResults.first().testCaseIndex == m_reportedCases)
            results.swap(m_caseResults);
        m_report->addCase(m_reportedCases, testCase, results);
    }
}

void ResultWriter::write(const MetricResult &result)
{
    m_tally.add(result);
    if (m_report) {
        reportCasesBefore(result.testCaseIndex);
        m_caseResults.append(result);
        return;
    }
    if (!m_started) {
        put(resultsHeader(m_format, result.judgeLabel));
        m_started = true;
    }
    put(formatResult(result, m_format, m_details, m_tally.results == 1));
}

bool ResultWriter::finish(const QStringList &skipped, const AgreementReport &agreement, QString *error)
{
    if (m_report) {
        reportCasesBefore(int(m_request.testCases.size()));
        if (!m_report->finish(m_out->device(), error))
            return false;
    } else {
        if (!m_started && m_format == OutputFormat::Json)
            put(resultsHeader(m_format, {}));
        put(resultsFooter(m_tally, skipped, m_format, m_tally.results > 0, agreement));
    }
    if (!m_out->commit()) {
        *error = m_out->errorString();
        return false;
    }
    return true;
}

} // namespace claimscope::cli
