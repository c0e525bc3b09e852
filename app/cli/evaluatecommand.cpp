#include "evaluatecommand.h"

#include "engine/enginehost.h"
#include "evaluateoptions.h"
#include "model/testcasereader.h"
#include "progressreporter.h"
#include "registry.h"
#include "resultprinter.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>

namespace claimscope::cli {

namespace {

// lupdate files the strings of free functions in namespace claimscope::cli under
// "claimscope::cli".
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

void printErr(const QString &text)
{
    std::fputs((text + QLatin1Char('\n')).toLocal8Bit().constData(), stderr);
}

bool loadCases(const QStringList &files, RunRequest &request)
{
    bool ok = true;
    for (const QString &file : files) {
        const LoadedCases loaded = TestCaseReader::readFile(file);
        if (!loaded.ok()) {
            printErr(loaded.errorText());
            ok = false;
            continue;
        }
        for (const TestCase &testCase : loaded.cases) {
            request.testCaseIndices.append(int(request.testCases.size()));
            request.testCases.append(testCase);
        }
    }
    return ok;
}

// The metrics no test case can run, and why ("turn_faithfulness on #1: needs a conversational …").
QStringList skippedMetrics(const RunRequest &request)
{
    QStringList skipped;
    for (int c = 0; c < request.testCases.size(); ++c) {
        for (const MetricSelection &selection : request.metrics) {
            const MetricInfo *info = MetricRegistry::find(selection.id);
            const QString missing = info->missingInput(request.testCases[c]);
            if (!missing.isEmpty())
                skipped.append(tr("%1 on %2: %3")
                                   .arg(info->id, request.testCases[c].displayName(c), missing));
        }
    }
    return skipped;
}

QStringList templateProblems(const RunRequest &request)
{
    QStringList steps;
    for (const MetricSelection &selection : request.metrics)
        steps.append(MetricRegistry::find(selection.id)->steps);
    return request.templates.validate(steps);
}

bool write(const QString &text, const QString &file)
{
    if (file.isEmpty()) {
        std::fputs(text.toUtf8().constData(), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit()) {
        printErr(tr("cannot write %1: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

int exitCode(const QList<MetricResult> &results)
{
    const auto any = [&](auto predicate) { return std::any_of(results.begin(), results.end(), predicate); };
    if (any([](const MetricResult &r) { return r.errorKind == MetricResult::ErrorKind::Input; }))
        return InputError;
    // A partial score (a component failed at the judge) hides a judge failure: exit 3 too.
    if (any([](const MetricResult &r) { return r.errorKind == MetricResult::ErrorKind::Judge || r.isPartial(); }))
        return JudgeError;
    if (any([](const MetricResult &r) { return !r.success; }))
        return BelowThreshold;
    return AllPassed;
}

} // namespace

int runEvaluate(const QStringList &arguments)
{
    ParsedEvaluate parsed = parseEvaluate(arguments);
    if (parsed.helpShown)
        return AllPassed;
    EvaluateOptions &options = parsed.options;
    for (const QString &warning : options.warnings)
        printErr(tr("warning: %1").arg(warning));
    if (!parsed.errors.isEmpty()) {
        for (const QString &error : parsed.errors)
            printErr(tr("error: %1").arg(error));
        return InputError;
    }
    RunRequest &request = options.request;
    if (!loadCases(options.files, request))
        return InputError;
    if (const QStringList problems = templateProblems(request); !problems.isEmpty()) {
        for (const QString &problem : problems)
            printErr(tr("template error: %1").arg(problem));
        return InputError;
    }
    const QStringList skipped = options.allMetrics ? skippedMetrics(request) : QStringList();
    for (const QString &skip : skipped)
        printErr(tr("skipped: %1").arg(skip));

    EngineHost host;
    ProgressReporter progress(!options.quiet);
    QList<MetricResult> results;
    QList<CallRecord> calls;
    RunSummary summary;
    QEventLoop loop;
    QObject::connect(&host, &EngineHost::progressed, &host, [&](const RunProgress &p) { progress.progressed(p); });
    QObject::connect(&host, &EngineHost::resultReady, &host, [&](const MetricResult &result) {
        results.append(result);
        progress.resultReady(result);
    });
    QObject::connect(&host, &EngineHost::callRecorded, &host, [&](const CallRecord &call) { calls.append(call); });
    QObject::connect(&host, &EngineHost::runFinished, &host, [&](const RunSummary &finished) {
        summary = finished;
        progress.finished(finished);
        loop.quit();
    });
    host.start(request);
    loop.exec();
    if (!summary.error.isEmpty()) {
        printErr(tr("error: %1").arg(summary.error));
        return InputError;
    }
    for (const QString &warning : summary.warnings)
        printErr(tr("warning: %1").arg(warning));
    // Results arrive in completion order; print them in test case, then registry order.
    const auto metricOrder = [](const QString &id) {
        const auto &all = MetricRegistry::all();
        return std::find_if(all.begin(), all.end(), [&](const MetricInfo &m) { return m.id == id; }) - all.begin();
    };
    std::stable_sort(results.begin(), results.end(), [&](const MetricResult &a, const MetricResult &b) {
        return a.testCaseIndex != b.testCaseIndex ? a.testCaseIndex < b.testCaseIndex
                                                  : metricOrder(a.metricId) < metricOrder(b.metricId);
    });
    if (request.dryRun) {
        if (!write(formatPlan(calls, results, options.format, options.showPrompts), options.outputFile))
            return InputError;
        return std::any_of(results.begin(), results.end(),
                           [](const MetricResult &r) { return r.errorKind == MetricResult::ErrorKind::Input; })
            ? InputError : AllPassed;
    }
    if (!write(formatResults(results, skipped, options.format, options.details), options.outputFile))
        return InputError;
    if (results.isEmpty()) {
        printErr(tr("error: no metric applies to these test cases"));
        return InputError;
    }
    return exitCode(results);
}

} // namespace claimscope::cli
