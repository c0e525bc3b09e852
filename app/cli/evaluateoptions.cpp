#include "evaluateoptions.h"

#include "registry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
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

void readConfig(const QString &path, EvaluateOptions &options, QList<MetricSelection> &configured, QStringList &errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors.append(tr("cannot read the config file %1: %2").arg(path, file.errorString()));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        errors.append(
            tr("%1: not a JSON object (%2 at byte %3)").arg(path, parseError.errorString()).arg(parseError.offset));
        return;
    }
    const ProjectSettings settings = projectSettingsFromJson(doc.object(), path, &errors);
    options.request.judge = settings.judge;
    for (auto it = settings.templates.begin(); it != settings.templates.end(); ++it)
        options.request.templates.setText(it.key(), it.value());
    configured = settings.metrics;
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
    const QCommandLineOption config(QStringLiteral("config"), tr("Judge, metrics and templates from a JSON file."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption judge(QStringLiteral("judge"), tr("offline or openai-compatible."),
                                   QStringLiteral("KIND"));
    const QCommandLineOption url(QStringLiteral("judge-url"), tr("Base URL, e.g. http://127.0.0.1:11434/v1."),
                                 QStringLiteral("URL"));
    const QCommandLineOption model(QStringLiteral("judge-model"), tr("Judge model name."), QStringLiteral("NAME"));
    const QCommandLineOption embedding(QStringLiteral("embedding-model"),
                                       tr("Embedding model (\"offline\": built in)."), QStringLiteral("NAME"));
    const QCommandLineOption generator(QStringLiteral("generator-model"), tr("Model that writes consistency samples."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption keyEnv(QStringLiteral("api-key-env"), tr("Environment variable holding the API key."),
                                    QStringLiteral("VAR"));
    const QCommandLineOption concurrency(QStringLiteral("concurrency"), tr("Requests in flight at most."),
                                         QStringLiteral("N"));
    const QCommandLineOption timeout(QStringLiteral("timeout"), tr("Seconds per request, counted from sending."),
                                     QStringLiteral("S"));
    const QCommandLineOption retries(QStringLiteral("retries"), tr("Retries after transient failures."),
                                     QStringLiteral("N"));
    const QCommandLineOption rpm(QStringLiteral("rpm"),
                                 tr("Requests per minute at most (0: no limit); overrides --config."),
                                 QStringLiteral("N"));
    const QCommandLineOption maxReply(
        QStringLiteral("max-reply-mib"),
        tr("Longest judge answer accepted, in MiB (default 16); a longer one fails as too large."),
        QStringLiteral("N"));
    const QCommandLineOption tpm(
        QStringLiteral("tpm"),
        tr("Tokens per minute at most, estimated before sending (0: no limit); overrides --config."),
        QStringLiteral("N"));
    const QCommandLineOption structured(QStringLiteral("structured-output"), tr("json_schema, json_object or none."),
                                        QStringLiteral("MODE"));
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
                                  tr("The run store file (default: runs.sqlite in the app data folder)."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption batch(
        QStringLiteral("batch"),
        tr("Send the judge steps through the provider's Batch API (half price, answers within 24 h), one batch per "
           "round of steps; run the same command again to resume."));
    const QCommandLineOption batchPoll(
        QStringLiteral("batch-poll"),
        tr("Seconds before the first batch status check (default 5; later checks wait longer, up to 60)."),
        QStringLiteral("S"));
    const QCommandLineOption repeat(
        QStringLiteral("repeat"),
        tr("Run the evaluation N times, each repetition with its own step-cache slot so an LLM judge answers again; "
           "print per result the mean, standard deviation, range, passes and flip rate over the repetitions."),
        QStringLiteral("N"));
    const QCommandLineOption labels(QStringLiteral("labels"),
                                    tr("Human labels: a CSV file test_case,metric,label, or METRIC=METADATA.PATH[>=N]; "
                                       "print the judge's agreement with them."),
                                    QStringLiteral("SPEC"));
    parser.addOptions({metric,  set,         config,  judge,   url,         model,     embedding, generator,
                       keyEnv,  concurrency, timeout, retries, rpm,         tpm,       maxReply,  structured,
                       noCache, format,      output,  dryRun,  showPrompts, details,   quiet,     saveRun,
                       runName, runNote,     runs,    labels,  batch,       batchPoll, repeat});
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
    if (parser.isSet(config))
        readConfig(parser.value(config), options, metrics, parsed.errors);
    JudgeSettings &settings = options.request.judge;
    const QString envUrl = qEnvironmentVariable("CLAIMSCOPE_JUDGE_URL");
    if (!envUrl.isEmpty()) {
        settings.baseUrl = envUrl;
        settings.provider = QStringLiteral("openai-compatible");
    }
    if (qEnvironmentVariableIsSet("CLAIMSCOPE_JUDGE_MODEL"))
        settings.model = qEnvironmentVariable("CLAIMSCOPE_JUDGE_MODEL");
    if (qEnvironmentVariableIsSet("CLAIMSCOPE_API_KEY_ENV"))
        settings.apiKeyEnv = qEnvironmentVariable("CLAIMSCOPE_API_KEY_ENV");
    if (parser.isSet(url)) {
        settings.baseUrl = parser.value(url);
        settings.provider = QStringLiteral("openai-compatible");
    }
    if (parser.isSet(judge)) {
        settings.provider = parser.value(judge);
        if (!settings.isOffline() && settings.provider != QLatin1String("openai-compatible"))
            parsed.errors.append(tr("--judge %1: expected offline or openai-compatible").arg(settings.provider));
    }
    if (parser.isSet(model))
        settings.model = parser.value(model);
    if (parser.isSet(embedding))
        settings.embeddingModel = parser.value(embedding);
    if (parser.isSet(generator))
        settings.generatorModel = parser.value(generator);
    if (parser.isSet(keyEnv))
        settings.apiKeyEnv = parser.value(keyEnv);
    const auto readCount = [&](const QCommandLineOption &option, int minimum, int &out) {
        if (!parser.isSet(option))
            return;
        bool ok = false;
        const int value = parser.value(option).toInt(&ok);
        if (!ok || value < minimum)
            parsed.errors.append(tr("--%1 %2: expected a whole number ≥ %3")
                                     .arg(option.names().first(), parser.value(option))
                                     .arg(minimum));
        else
            out = value;
    };
    readCount(concurrency, 1, settings.maxConcurrency);
    readCount(timeout, 1, settings.timeoutSeconds);
    readCount(retries, 0, settings.maxRetries);
    readCount(rpm, 0, settings.requestsPerMinute);
    readCount(tpm, 0, settings.tokensPerMinute);
    readCount(maxReply, 1, settings.maxReplyMiB);
    if (parser.isSet(structured)) {
        if (const auto mode = structuredOutputFromName(parser.value(structured)))
            settings.structuredOutput = *mode;
        else
            parsed.errors.append(
                tr("--structured-output %1: expected json_schema, json_object or none").arg(parser.value(structured)));
    }
    if (!settings.isOffline()) {
        if (settings.baseUrl.isEmpty())
            parsed.errors.append(tr("the openai-compatible judge needs --judge-url (or CLAIMSCOPE_JUDGE_URL)"));
        if (settings.model.isEmpty())
            parsed.errors.append(tr("the openai-compatible judge needs --judge-model (or CLAIMSCOPE_JUDGE_MODEL)"));
        settings.apiKey = settings.keyFromEnvironment();
        if (settings.apiKey.isEmpty())
            options.warnings.append(
                tr("no API key in $%1: requests go without an Authorization header").arg(settings.apiKeyEnv));
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
    options.labelsSpec = parser.value(labels);
    options.request.batch = parser.isSet(batch);
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
