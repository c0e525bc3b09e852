#include "evaluateoptions.h"

#include "experiments/splitagreement.h"

#include "judgeoptions.h"
#include "registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace claimscope::cli {

namespace {

// lupdate files the strings of free functions in namespace claimscope::cli under
// "claimscope::cli".
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

QJsonValue parseValue(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray("[") + text.toUtf8() + QByteArray("]"), &error);
    if (error.error == QJsonParseError::NoError && doc.array().size() == 1)
        return doc.array().first();
    return text;
}

MetricSelection &selection(QList<MetricSelection> &metrics, const QString &id)
{
    for (MetricSelection &metric : metrics) {
        if (metric.id == id)
            return metric;
    }
    metrics.append({id, true, {}});
    return metrics.last();
}

// Sets params[path...] = value, creating nested objects as needed.
void setPath(QJsonObject &object, QStringList path, const QJsonValue &value)
{
    const QString key = path.takeFirst();
    if (path.isEmpty()) {
        object.insert(key, value);
        return;
    }
    QJsonObject inner = object.value(key).toObject();
    setPath(inner, path, value);
    object.insert(key, inner);
}

} // namespace

bool applySet(const QString &assignment, QList<MetricSelection> &metrics, QString *error)
{
    const qsizetype equals = assignment.indexOf(QLatin1Char('='));
    const QStringList path = assignment.left(equals).split(QLatin1Char('.'));
    if (equals < 0 || path.size() < 2 || path.contains(QString())) {
        *error = tr("--set %1: expected ID.PARAM=VALUE, e.g. --set turn_faithfulness.window_size=3").arg(assignment);
        return false;
    }
    if (!MetricRegistry::find(path.first())) {
        *error = tr("--set %1: unknown metric \"%2\" (see claimscope-cli metrics)").arg(assignment, path.first());
        return false;
    }
    MetricSelection &metric = selection(metrics, path.first());
    setPath(metric.params, path.mid(1), parseValue(assignment.mid(equals + 1)));
    return true;
}

ParsedEvaluate parseEvaluate(const QStringList &arguments)
{
    ParsedEvaluate parsed;
    EvaluateOptions &options = parsed.options;
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Evaluate test cases with judge metrics."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Test case files (JSON, JSONL, YAML)."),
                                 QStringLiteral("FILE..."));
    const QCommandLineOption metric(QStringLiteral("metric"), tr("Metric to run (repeatable)."), QStringLiteral("ID"));
    const QCommandLineOption set(QStringLiteral("set"), tr("Metric parameter (repeatable)."),
                                 QStringLiteral("ID.PARAM=VALUE"));
    const JudgeOptions judgeOptions;
    const QCommandLineOption noCache(QStringLiteral("no-cache"), tr("Neither read nor write the step cache."));
    const QCommandLineOption format(QStringLiteral("format"), tr("text, json, jsonl or html (a standalone report)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption output(QStringLiteral("output"), tr("Write results to FILE instead of stdout."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    tr("Show windows, steps and request counts; send nothing."));
    const QCommandLineOption showPrompts(QStringLiteral("show-prompts"),
                                         tr("With --dry-run: print the rendered prompts."));
    const QCommandLineOption details(QStringLiteral("details"),
                                     tr("Text format: print every window, claim and verdict."));
    const QCommandLineOption quiet(QStringLiteral("quiet"), tr("No progress on stderr."));
    const QCommandLineOption saveRun(QStringLiteral("save-run"),
                                     tr("Keep the run in the run store (--save-run=NAME names it)."));
    const QCommandLineOption runName(QStringLiteral("run-name"),
                                     tr("The kept run's name (default: what changed since the last run)."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption runNote(QStringLiteral("run-note"), tr("A note kept with the run."),
                                     QStringLiteral("TEXT"));
    const QCommandLineOption runs(QStringLiteral("runs"),
                                  tr("The run store file (default: claimscope/runs.sqlite in the user's data folder, "
                                     "~/.local/share, shared with the workbench)."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption batch(
        QStringLiteral("batch"),
        tr("Send the judge steps through the provider's Batch API (half price, answers within 24 h), one batch per "
           "round of steps; run the same command again to resume."));
    const QCommandLineOption batchPoll(
        QStringLiteral("batch-poll"),
        tr("Seconds before the first batch status check (default 5; later checks wait longer, up to 60)."),
        QStringLiteral("S"));
    const QCommandLineOption batchState(
        QStringLiteral("batch-state"),
        tr("The pending-batch file that batch mode resumes from (default: batches.json in the app data folder)."),
        QStringLiteral("FILE"));
    const QCommandLineOption repeat(
        QStringLiteral("repeat"),
        tr("Run the evaluation N times, each repetition with its own step-cache slot so an LLM judge answers again; "
           "print per result the mean, standard deviation, range, passes and flip rate over the repetitions."),
        QStringLiteral("N"));
    const QCommandLineOption keepGoing(
        QStringLiteral("keep-going"),
        tr("Go on through every test case when the judge stops answering (by default the run stops after "
           "unreachable_after requests in a row get no answer, 5 unless --config says otherwise, or at once on a "
           "refused key, and exits with 3)."));
    const QCommandLineOption labels(QStringLiteral("labels"),
                                    tr("Human labels: a CSV file test_case,metric,label[,exchange], or "
                                       "METRIC=METADATA.PATH[>=N][@last|@N] (@: the label rates that exchange "
                                       "alone); print the judge's agreement with them."),
                                    QStringLiteral("SPEC"));
    const QCommandLineOption split(QStringLiteral("split"),
                                   tr("With --labels: print agreement on the tuning part of the labelled cases, the "
                                      "held-out part or all of them (the default); the share tuned on is --config's "
                                      "label_split.tuning_share, 0.6 by default."),
                                   QStringLiteral("tuning|held-out|all"));
    parser.addOptions({metric, set});
    parser.addOptions(judgeOptions.all());
    parser.addOptions({noCache, format, output, dryRun, showPrompts, details, quiet, saveRun, runName, runNote, runs,
                       labels, split, batch, batchPoll, batchState, repeat, keepGoing});
    // --save-run=NAME is --save-run --run-name NAME.
    QStringList expanded;
    for (const QString &argument : arguments) {
        if (argument.startsWith(QLatin1String("--save-run="))) {
            expanded << QStringLiteral("--save-run") << QStringLiteral("--run-name") << argument.mid(11);
        } else {
            expanded << argument;
        }
    }
    if (!parser.parse(QStringList{QStringLiteral("claimscope-cli evaluate")} + expanded)) {
        parsed.errors.append(parser.errorText());
        return parsed;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        parsed.helpShown = true;
        return parsed;
    }
    options.files = parser.positionalArguments();
    if (options.files.isEmpty())
        parsed.errors.append(tr("no test case file given: claimscope-cli evaluate FILE..."));

    QList<MetricSelection> metrics;
    if (const std::optional<ProjectSettings> configured = judgeOptions.readConfig(parser, parsed.errors)) {
        options.request.judge = configured->judge;
        for (auto it = configured->templates.begin(); it != configured->templates.end(); ++it)
            options.request.templates.setText(it.key(), it.value());
        metrics = configured->metrics;
        options.split.tuningShare = configured->tuningShare;
    }
    JudgeSettings &settings = options.request.judge;
    judgeOptions.apply(parser, settings, parsed.errors);
    if (parser.isSet(keepGoing))
        settings.unreachableAfter = 0;
    if (!settings.isOffline()) {
        if (settings.baseUrl.isEmpty())
            parsed.errors.append(tr("the openai-compatible judge needs --judge-url (or CLAIMSCOPE_JUDGE_URL)"));
        if (settings.model.isEmpty())
            parsed.errors.append(tr("the openai-compatible judge needs --judge-model (or CLAIMSCOPE_JUDGE_MODEL)"));
        JudgeOptions::readApiKey(settings, options.warnings);
    }

    for (const QString &id : parser.values(metric)) {
        if (!MetricRegistry::find(id))
            parsed.errors.append(tr("--metric %1: unknown metric (see claimscope-cli metrics)").arg(id));
        else
            selection(metrics, id).enabled = true;
    }
    // Metrics only configured (not named by --metric) run when no --metric narrows the choice.
    const QStringList named = parser.values(metric);
    for (const QString &assignment : parser.values(set)) {
        QString error;
        if (!applySet(assignment, metrics, &error))
            parsed.errors.append(error);
    }
    options.allMetrics = named.isEmpty();
    for (const MetricInfo &info : MetricRegistry::all()) {
        MetricSelection *chosen = nullptr;
        for (MetricSelection &candidate : metrics)
            chosen = candidate.id == info.id ? &candidate : chosen;
        const bool wanted = named.isEmpty() ? (!chosen || chosen->enabled) : named.contains(info.id);
        if (wanted)
            options.request.metrics.append(info.id);
    }
    for (const MetricSelection &configured : metrics)
        options.request.params.insert(configured.id, configured.params);
    options.request.useCache = !parser.isSet(noCache);
    options.request.dryRun = parser.isSet(dryRun);
    options.request.skipInapplicable = options.allMetrics;
    options.showPrompts = parser.isSet(showPrompts);
    options.details = parser.isSet(details);
    options.quiet = parser.isSet(quiet);
    options.outputFile = parser.value(output);
    options.saveRun = parser.isSet(saveRun) || parser.isSet(runName);
    options.runName = parser.value(runName);
    options.runNote = parser.value(runNote);
    options.runsFile = parser.value(runs);
    if (parser.isSet(labels))
        options.labelsSpec = parser.value(labels);
    if (parser.isSet(split)) {
        if (!splitPartFromName(parser.value(split), &options.splitPart))
            parsed.errors.append(tr("--split %1: expected tuning, held-out or all").arg(parser.value(split)));
        else if (!parser.isSet(labels))
            parsed.errors.append(tr("--split needs --labels: only labelled test cases are split"));
    }
    options.request.batch = parser.isSet(batch);
    options.request.batchStatePath = parser.value(batchState);
    if (parser.isSet(batchPoll)) {
        bool ok = false;
        const double seconds = parser.value(batchPoll).toDouble(&ok);
        if (!ok || seconds <= 0 || seconds > 3600)
            parsed.errors.append(
                tr("--batch-poll %1: expected seconds from 0.001 to 3600").arg(parser.value(batchPoll)));
        else
            options.request.batchPollMs = std::max(1, int(seconds * 1000));
    }
    if (parser.isSet(repeat)) {
        bool ok = false;
        options.repeat = parser.value(repeat).toInt(&ok);
        if (!ok || options.repeat < 1 || options.repeat > RunRequest::MaxRepetitions)
            parsed.errors.append(tr("--repeat %1: expected a whole number from 1 to %2")
                                     .arg(parser.value(repeat))
                                     .arg(RunRequest::MaxRepetitions));
        if (options.request.dryRun)
            parsed.errors.append(tr("--repeat with --dry-run: a dry run sends nothing, so every repetition would be "
                                    "the same plan (leave out --repeat)"));
    }
    if (options.request.batch && settings.isOffline())
        parsed.errors.append(
            tr("--batch needs an LLM judge (--judge openai-compatible): the offline judge answers at once"));
    if (options.request.batch && options.request.dryRun)
        parsed.errors.append(tr("--batch with --dry-run: a dry run sends nothing (leave out --batch to see the plan)"));
    if (options.saveRun && options.request.dryRun)
        parsed.errors.append(tr("--save-run with --dry-run: a dry run sends nothing and has no results to keep"));
    const QString formatName = parser.value(format);
    if (formatName == QLatin1String("json"))
        options.format = OutputFormat::Json;
    else if (formatName == QLatin1String("jsonl"))
        options.format = OutputFormat::Jsonl;
    else if (formatName == QLatin1String("html"))
        options.format = OutputFormat::Html;
    else if (formatName != QLatin1String("text"))
        parsed.errors.append(tr("--format %1: expected text, json, jsonl or html").arg(formatName));
    if (options.format == OutputFormat::Html && options.request.dryRun)
        parsed.errors.append(tr("--format html with --dry-run: a dry run has no results to report (use text or json)"));
    return parsed;
}

} // namespace claimscope::cli
