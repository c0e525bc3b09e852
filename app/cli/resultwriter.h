#pragma once

#include "agreementreport.h"
#include "evaluateoptions.h"
#include "model/metricresult.h"
#include "model/outputfile.h"
#include "model/resultjson.h"
#include "results/htmlreport.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace claimscope::cli {

// Writes results to stdout or --output as they come, in the chosen format (a regular file appears
// whole only when finished: OutputFile). Keeps the tally, never the results: the HTML report holds
// one test case's results until the next case starts and spools the rest. CLI main thread.
class ResultWriter
{
public:
    // `request`: the run, for the HTML report's setup and test cases; it must outlive the writer.
    ResultWriter(OutputFormat format, bool details, const RunRequest &request);
    // An empty path writes to stdout.
    bool open(const QString &path, QString *error);
    // Results come in test case order (ResultOrder).
    void write(const MetricResult &result);
    bool finish(const QStringList &skipped, const AgreementReport &agreement, QString *error);
    const ResultTally &tally() const { return m_tally; }

private:
    void put(const QString &text);
    // Hands the HTML report every case before `caseIndex` that it has not had yet.
    void reportCasesBefore(int caseIndex);

    OutputFormat m_format;
    bool m_details;
    const RunRequest &m_request;
    std::unique_ptr<OutputFile> m_out;
    bool m_started = false;
    ResultTally m_tally;
    std::unique_ptr<HtmlReportWriter> m_report;
    int m_reportedCases = 0;
    QList<MetricResult> m_caseResults; // of the case the report is waiting for
};

} // namespace claimscope::cli
