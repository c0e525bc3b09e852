#include "resultsexporter.h"

#include "model/outputfile.h"
#include "results/htmlreport.h"
#include "results/resultexport.h"
#include "results/resultshub.h"
#include "userprompts.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QWidget>

#include <algorithm>

namespace claimscope {

ResultsExporter::ResultsExporter(ResultsHub *hub, UserPrompts *prompts, QWidget *window)
    : QObject(window)
    , m_hub(hub)
    , m_prompts(prompts)
    , m_window(window)
{
}

bool ResultsExporter::exportTo(const QString &path, QString *error) const
{
    // Read back one result (or one test case) at a time: thousands of whole results at once
    // would take gigabytes.
    const ResultsModel *model = m_hub->resultsModel();
    const QString suffix = QFileInfo(path).suffix().toLower();
    OutputFile file(path);
    bool written = file.open();
    QString writeError;
    if (written && suffix == QLatin1String("json")) {
        // The human labels imported for these results go with them.
        written = ResultExport::writeJson(
            file.device(), model->rowCount(), [model](qsizetype row) { return model->wholeResult(int(row)); },
            &model->humanLabels());
    } else if (written && suffix == QLatin1String("csv")) {
        QList<MetricResult> briefs; // a row per result: no windows needed
        for (int row = 0; row < model->rowCount(); ++row)
            briefs.append(model->result(row));
        written = file.write(ResultExport::toCsv(briefs, &model->humanLabels()));
    } else if (written) {
        // The same writer as `claimscope-cli evaluate --format html`.
        const int lastCase = model->rowCount() > 0 ? model->result(model->rowCount() - 1).testCaseIndex : -1;
        const auto resultsOf = [model](int testCase) {
            QList<MetricResult> results;
            for (const int row : model->rowsOf(testCase))
                results.append(model->wholeResult(row));
            return results;
        };
        // Each test case as its results read it: evidence is marked in the text it came from,
        // and the report says which results an edit since has left out of date.
        QList<TestCase> computed = m_hub->testCases();
        for (int index = 0; index < computed.size(); ++index) {
            const QList<int> rows = model->rowsOf(index);
            if (!rows.isEmpty())
                computed[index] = *m_hub->computedCase(index, model->result(rows.first()).metricId);
        }
        ReportSetup setup = m_setup;
        setup.outOfDateResults = model->outOfDateCount();
        setup.outOfDate = model->outOfDateReasons();
        written =
            HtmlReport::write(file.device(), setup, computed, std::max(int(m_hub->testCases().size()), lastCase + 1),
                              resultsOf, {tr("Claimscope report"), QDateTime::currentDateTime()}, &writeError);
    }
    // Nothing half-written replaces the file. A failed write is named by the file; a report's
    // own failure (its spool) by writeError.
    if (written && file.commit())
        return true;
    *error = file.errorString().isEmpty() ? writeError : file.errorString();
    return false;
}

void ResultsExporter::exportResults()
{
    if (!m_hub->hasResults()) {
        m_prompts->showError(m_window, tr("Nothing to export"),
                             tr("Run the metrics first (F5): there are no results yet."));
        return;
    }
    const QString path =
        m_prompts->askSaveFile(m_window, tr("Export Results"),
                               tr("HTML report (*.html);;JSON (*.json);;CSV, one row per test case and metric (*.csv)"),
                               QDir::home().filePath(QStringLiteral("claimscope-report.html")));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error)) {
        m_prompts->showError(m_window, tr("Export failed"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Results exported to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace claimscope
