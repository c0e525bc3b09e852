#include "resultwriter.h"

#include "resultprinter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

#include <cstdio>

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
    if (path.isEmpty())
        return true;
    m_file = std::make_unique<QSaveFile>(path);
    if (!m_file->open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("claimscope::cli", "cannot write %1: %2").arg(path, m_file->errorString());
        return false;
    }
    return true;
}

void ResultWriter::put(const QString &text)
{
    if (text.isEmpty())
        return;
    const QByteArray bytes = text.toUtf8();
    if (m_file) {
        m_file->write(bytes);
        return;
    }
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
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

bool ResultWriter::finish(const QStringList &skipped, const QMap<QString, Agreement> &agreement, QString *error)
{
    if (m_report) {
        reportCasesBefore(int(m_request.testCases.size()));
        QFile out;
        if (!m_file)
            out.open(stdout, QIODevice::WriteOnly);
        if (!m_report->finish(m_file ? static_cast<QIODevice *>(m_file.get()) : &out, error))
            return false;
    } else {
        if (!m_started && m_format == OutputFormat::Json)
            put(resultsHeader(m_format, {}));
        put(resultsFooter(m_tally, skipped, m_format, m_tally.results > 0, agreement));
    }
    if (m_file && !m_file->commit()) {
        *error = QCoreApplication::translate("claimscope::cli", "cannot write %1: %2")
                     .arg(m_file->fileName(), m_file->errorString());
        return false;
    }
    return true;
}

} // namespace claimscope::cli
