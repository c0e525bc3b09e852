#include "evaluatecommand.h"

#include "clioutput.h"
#include "engine/enginehost.h"
#include "engine/runplan.h"
#include "evaluateoptions.h"
#include "experiments/labelsreader.h"
#include "experiments/runstore.h"
#include "model/labelledscores.h"
#include "model/testcasereader.h"
#include "model/urlcredentials.h"
#include "progressreporter.h"
#include "registry.h"
#include "resultorder.h"
#include "resultprinter.h"
#include "resultwriter.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

namespace claimscope::cli {

namespace {

// lupdate files the strings of free functions in namespace claimscope::cli under
// "claimscope::cli".
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

// Reads every file into the request. A test case with a text too long to judge is run all the
// same: each of its metrics reports the reader's message, so the run shows it per test case.
bool loadCases(const QStringList &files, RunRequest &request)
{
    bool ok = true;
    for (const QString &file : files) {
        const LoadedCases loaded = TestCaseReader::readFile(file);
        if (!loaded.errors.isEmpty()) {
            printErr(loaded.errorText());
            ok = false;
            continue;
        }
        const int first = int(request.testCases.size());
        for (const RefusedText &text : loaded.refused) {
            printErr(tr("error: %1").arg(text.error.toString()));
            QString &refusal = request.refusedCases[first + text.caseIndex];
            refusal += (refusal.isEmpty() ? QString() : QStringLiteral("\n")) + text.error.toString();
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
        for (const QString &id : request.metrics) {
            const MetricInfo *info = MetricRegistry::find(id);
            const QString missing = info->missingInput(request.testCases[c]);
            if (!missing.isEmpty())
                skipped.append(tr("%1 on %2: %3").arg(info->id, request.testCases[c].displayName(c), missing));
        }
    }
    return skipped;
}

int exitCode(const ResultTally &tally, bool judgeErrors)
{
    if (tally.inputErrors > 0)
        return InputError;
    // A partial score (a component failed at the judge) hides a judge failure: exit 3 too.
    if (judgeErrors)
        return JudgeError;
    if (tally.failed > 0 || tally.errors > 0)
        return BelowThreshold;
    return AllPassed;
}

// The results a run reports, in the order they are written: test case, then metric.
QList<ResultOrder::Key> expectedResults(const RunRequest &request)
{
    QList<ResultOrder::Key> expected;
    for (int c = 0; c < request.testCases.size(); ++c) {
        for (const QString &id : request.metrics) {
            const MetricInfo *info = MetricRegistry::find(id);
            if (!request.skipInapplicable || info->missingInput(request.testCases[c]).isEmpty())
                expected.append({request.testCaseIndices.value(c, c), id});
        }
    }
    return expected;
}

// The metrics this run computes on at least one test case: labels of others have nothing to
// agree with.
QStringList computedMetrics(const RunRequest &request)
{
    QStringList metrics;
    for (const ResultOrder::Key &result : expectedResults(request)) {
        if (!metrics.contains(result.second))
            metrics.append(result.second);
    }
    return metrics;
}

// What a dry run's plan shows of a call: who asked for which step, and its prompt only when the
// prompts are shown — a plan of long test cases must not keep every rendered prompt and request.
CallRecord planEntry(const CallRecord &call, bool withPrompt)
{
    CallRecord entry;
    entry.testCaseIndex = call.testCaseIndex;
    entry.metricId = call.metricId;
    entry.step = call.step;
    entry.scope = call.scope;
    entry.cached = call.cached;
    if (withPrompt)
        entry.prompt = call.prompt;
    return entry;
}

// Runs `request` through `host` and waits for it: each result goes to `onResult`, the plan entry
// of each call to `calls` when given (a dry run's plan). A judge that goes away stops the run:
// what is not sent yet is skipped (--keep-going turns the stop off in the judge settings).
RunSummary runOnce(EngineHost &host, const RunRequest &request, ProgressReporter &progress,
                   const std::function<void(const MetricResult &)> &onResult, QList<CallRecord> *calls,
                   bool withPrompts)
{
    RunSummary summary;
    QEventLoop loop;
    QObject context;
    QObject::connect(&host, &EngineHost::progressed, &context, [&](const RunProgress &p) { progress.progressed(p); });
    QObject::connect(&host, &EngineHost::resultReady, &context, [&](const MetricResult &result) {
        progress.resultReady(result);
        onResult(result);
    });
    if (calls)
        QObject::connect(&host, &EngineHost::callRecorded, &context,
                         [calls, withPrompts](const CallRecord &call) { calls->append(planEntry(call, withPrompts)); });
    QObject::connect(&host, &EngineHost::judgeUnreachable, &context, [&host] { host.skipRest(); });
    QObject::connect(&host, &EngineHost::runFinished, &context, [&](const RunSummary &finished) {
        summary = finished;
        progress.finished(finished);
        loop.quit();
    });
    host.start(request);
    loop.exec();
    return summary;
}

// Opens the run store and starts keeping the run; null (with the message printed) when it cannot.
std::unique_ptr<RunStore> startKeeping(const EvaluateOptions &options, const HumanLabels &labels)
{
    auto store = std::make_unique<RunStore>(options.runsFile.isEmpty() ? RunStore::defaultPath() : options.runsFile);
    QString error;
    NewRun header;
    header.name = options.runName;
    header.note = options.runNote;
    header.snapshot = RunSnapshot::of(options.request);
    header.snapshot.dataset = DatasetRef::ofFiles(options.files);
    header.snapshot.tuningShare = options.split.tuningShare;
    header.labels = labels.toJson();
    if (!store->open(&error) || !store->begin(header, &error)) {
        printErr(tr("error: %1").arg(error));
        return nullptr;
    }
    return store;
}

// Commits the kept run with the prompts each template rendered; false (with the message
// printed) when it cannot.
bool finishKeeping(RunStore &store, const QMap<QString, int> &templateUses)
{
    QString error;
    QStringList dropped;
    if (!store.recordTemplateUses(templateUses, &error)) {
        printErr(tr("error: %1").arg(error));
        return false;
    }
    const std::optional<qint64> id = store.commit(&error, &dropped);
    if (!id) {
        printErr(tr("error: %1").arg(error));
        return false;
    }
    const QList<StoredRunInfo> kept = store.list(&error);
    printErr(
        tr("kept as run %1 \"%2\" in %3").arg(*id).arg(kept.isEmpty() ? QString() : kept.first().name, store.path()));
    if (!dropped.isEmpty())
        printErr(tr("the run store is over its size cap: dropped the oldest unpinned run(s) %1")
                     .arg(dropped.join(QStringLiteral(", "))));
    return true;
}

// A run in which every result errored has no score to compare with: kept, it would become a
// silent baseline of errors. False (with why, per metric, and what to do printed) then.
bool keepsAScore(const ResultTally &tally, const QMap<QString, QString> &firstErrors)
{
    if (tally.passed + tally.failed > 0 || tally.errors == 0)
        return true;
    for (auto it = firstErrors.cbegin(); it != firstErrors.cend(); ++it)
        printErr(tr("error: %1: %2").arg(it.key(), it.value()));
    printErr(tr("error: not kept as a run: all %n result(s) are errors, so it has no score to compare with. Fix the "
                "error above (another metric, or other test cases) and run again with --save-run.",
                nullptr, tally.errors));
    return false;
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
    if (const QStringList problems = RunPlan::of(request).templateProblems; !problems.isEmpty()) {
        for (const QString &problem : problems)
            printErr(tr("template error: %1").arg(problem));
        return InputError;
    }
    const QStringList skipped = options.allMetrics ? skippedMetrics(request) : QStringList();
    for (const QString &skip : skipped)
        printErr(tr("skipped: %1").arg(skip));
    // After the skipped metrics, which say why labels for them are left out.
    HumanLabels labels;
    if (options.labelsSpec) {
        const LabelsRead read = LabelsReader::read(*options.labelsSpec, {request.testCases, computedMetrics(request)});
        for (const QString &note : read.notes)
            printErr(tr("warning: %1").arg(note));
        for (const QString &error : read.errors)
            printErr(tr("error: %1").arg(error));
        if (!read.ok())
            return InputError;
        labels = read.labels;
        request.addExchangeLabels(labels);
    }

    // Results are written as they come (in test case, then metric order) and not kept: memory
    // does not grow with the dataset. A dry run is small and prints a plan of everything.
    ResultWriter writer(options.format, options.details, request);
    QString error;
    if (!request.dryRun && !writer.open(options.outputFile, &error)) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    // A repeated evaluation is one run: the host reports the last repetition's results, each
    // with the spread of every repetition (and the kept run's snapshot says how many).
    request.repetitions = options.repeat;
    std::unique_ptr<RunStore> store;
    if (options.saveRun && !(store = startKeeping(options, labels)))
        return InputError;
    bool storeOk = true;
    bool judgeErrors = false;
    QList<MetricResult> scored;         // score-only copies, for agreement with labels
    QList<MetricResult> planned;        // dry run only
    QList<CallRecord> calls;            // dry run only
    QMap<QString, QString> firstErrors; // per metric: the first error, for a run kept with no score
    ResultOrder order(expectedResults(request), [&](const MetricResult &result) {
        writer.write(result);
        if (!result.error.isEmpty() && !firstErrors.contains(result.metricId))
            firstErrors.insert(result.metricId, result.error);
        judgeErrors = judgeErrors || result.errorKind == MetricResult::ErrorKind::Judge || result.isPartial();
        if (!labels.isEmpty())
            scored.append(scoresOnly(result));
        if (store && storeOk)
            storeOk = store->add(result, &error);
    });

    if (request.batch) {
        QStringList origin;
        for (const QString &file : std::as_const(options.files))
            origin.append(QFileInfo(file).absoluteFilePath());
        request.batchOrigin = origin.join(QLatin1Char(' '));
        if (!options.quiet)
            printErr(tr("batch mode: judge steps go to the Batch API of %1, one batch per round of steps that are "
                        "ready, at batch price; answers can take up to 24 h. Embeddings and a generator model of "
                        "its own go direct. Interrupted? Run the same command again to resume.")
                         .arg(UrlCredentials::stripped(request.judge.baseUrl)));
    }
    EngineHost host;
    ProgressReporter progress(!options.quiet);
    const RunSummary summary = runOnce(
        host, request, progress,
        [&](const MetricResult &result) {
            if (request.dryRun)
                planned.append(result);
            else
                order.add(result);
        },
        request.dryRun ? &calls : nullptr, options.showPrompts);
    if (!summary.error.isEmpty()) {
        printErr(tr("error: %1").arg(summary.error));
        return InputError;
    }
    for (const QString &warning : summary.warnings)
        printErr(tr("warning: %1").arg(warning));
    if (summary.outage) {
        // One message for the whole run; each result says what became of it.
        judgeErrors = true;
        const int notRun = summary.progress.metricsNotRun;
        printErr(tr("error: %1; the run stopped: %2. Start the judge and run again, or pass --keep-going to go on "
                    "through every test case.")
                     .arg(summary.outage->text(),
                          notRun > 0 ? tr("%n metric result(s) were not run", nullptr, notRun)
                                     : tr("nothing was left to run")));
    }
    if (request.dryRun) {
        // Results arrive in completion order; the plan lists them in test case, then registry order.
        const auto metricOrder = [](const QString &id) {
            const auto &all = MetricRegistry::all();
            return std::find_if(all.begin(), all.end(), [&](const MetricInfo &m) { return m.id == id; }) - all.begin();
        };
        std::stable_sort(planned.begin(), planned.end(), [&](const MetricResult &a, const MetricResult &b) {
            return a.testCaseIndex != b.testCaseIndex ? a.testCaseIndex < b.testCaseIndex
                                                      : metricOrder(a.metricId) < metricOrder(b.metricId);
        });
        const QString plan = formatPlan(calls, planned, options.format, options.showPrompts);
        if (!(options.format == OutputFormat::Text ? writeText(plan, options.outputFile)
                                                   : writeOutput(plan.toUtf8(), options.outputFile)))
            return InputError;
        return std::any_of(planned.begin(), planned.end(),
                           [](const MetricResult &r) { return r.errorKind == MetricResult::ErrorKind::Input; })
            ? InputError
            : AllPassed;
    }
    order.flush();
    const AgreementReport agreement{labels.isEmpty() ? QMap<QString, SplitAgreement>()
                                                     : splitAgreementByMetric(scored, labels, options.split),
                                    options.splitPart, options.split};
    for (const QString &line : unscoredLabelsText(unscoredLabels(scored, labels), labels))
        printErr(tr("warning: %1").arg(line));
    if (!writer.finish(skipped, agreement, &error)) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    if (writer.tally().results == 0) {
        printErr(tr("error: no metric applies to these test cases"));
        return InputError;
    }
    if (store && !keepsAScore(writer.tally(), firstErrors))
        return InputError; // the open transaction is dropped with the store: nothing is kept
    if (store) {
        if (!storeOk) {
            printErr(tr("error: %1").arg(error));
            return InputError;
        }
        if (!finishKeeping(*store, summary.progress.templateUses))
            return InputError;
    }
    return exitCode(writer.tally(), judgeErrors);
}

} // namespace claimscope::cli
