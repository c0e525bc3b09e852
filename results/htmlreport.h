#pragma once

#include "model/metricresult.h"
#include "model/testcase.h"
#include "reportsetup.h"
#include "scoredistribution.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QTemporaryFile>

#include <functional>

class QIODevice;

namespace claimscope {

struct HtmlReportOptions {
    QString title;         // empty: "Claimscope report"
    QDateTime generatedAt; // shown in the header; invalid: left out
};

// The standalone HTML report (no scripts, no external resources, every text escaped and
// masked), written case by case in memory that does not grow with the run: each finished case
// goes at once to a temporary file — one for cases that need attention, one for the rest —
// while a ScoreDistribution per metric keeps the summary. finish() writes the head, summary and
// setup, then copies the failing cases, then the passing ones. The CLI and the GUI export both
// write through it. One thread at a time.
class HtmlReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::HtmlReport)

public:
    HtmlReportWriter(ReportSetup setup, HtmlReportOptions options);
    // A spool file's failure, naming the file (or the temporary folder) and the fix.
    static QString spoolError(const QTemporaryFile &file);

    // Every test case in order, each once, with all its results (none: every metric skipped
    // it or was not run on it). `testCase` may be null when it is not known.
    void addCase(int caseIndex, const TestCase *testCase, const QList<MetricResult> &results);
    bool finish(QIODevice *out, QString *error);

private:
    QString head() const;
    QString summary() const;
    bool spool(QTemporaryFile &file, const QString &html);

    ReportSetup m_setup;
    HtmlReportOptions m_options;
    QString m_judgeLabel;
    QStringList m_metricOrder;
    QMap<QString, ScoreDistribution> m_metrics;
    // The setup's metrics left out where they do not apply: on how many test cases, and why
    // (the first case's reason stands for all).
    struct NotRun {
        int cases = 0;
        QString why;
    };
    QMap<QString, NotRun> m_notRun;
    int m_cases = 0;
    int m_casesNeedingAttention = 0;
    QTemporaryFile m_attention;
    QTemporaryFile m_passing;
    QString m_spoolError;
};

// The whole report of results held in memory (the GUI export, tests): results are grouped by
// MetricResult::testCaseIndex into `testCases` (indexed alike), each case's in the setup's
// metric order, and written through HtmlReportWriter.
namespace HtmlReport {
bool write(QIODevice *out, const ReportSetup &setup, const QList<TestCase> &testCases,
           const QList<MetricResult> &results, const HtmlReportOptions &options, QString *error);
// The same with each case's results read when its turn comes (resultsOf(c), c < caseCount): a
// large run is never whole in memory.
bool write(QIODevice *out, const ReportSetup &setup, const QList<TestCase> &testCases, int caseCount,
           const std::function<QList<MetricResult>(int)> &resultsOf, const HtmlReportOptions &options, QString *error);
QString render(const ReportSetup &setup, const QList<TestCase> &testCases, const QList<MetricResult> &results,
               const HtmlReportOptions &options = {});
} // namespace HtmlReport

} // namespace claimscope
