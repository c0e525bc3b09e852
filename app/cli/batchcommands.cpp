#include "batchcommands.h"

#include "batch/batchapi.h"
#include "batch/batchstate.h"
#include "clioutput.h"
#include "evaluatecommand.h"
#include "judge/transport/httpfailures.h"
#include "judgeoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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

// The statuses after which the provider runs no more of a batch: nothing left to cancel.
bool cancelTookEffect(const QString &status)
{
    static const QStringList ended{QStringLiteral("cancelling"), QStringLiteral("cancelled"),
                                   QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("expired")};
    return ended.contains(status);
}

QString endpointText(const PendingBatch &batch)
{
    return httpfailures::displayUrl(QUrl(batch.baseUrl()));
}

qint64 ageSeconds(const PendingBatch &batch, const QDateTime &now)
{
    return batch.submitted.isValid() ? std::max<qint64>(0, batch.submitted.secsTo(now)) : 0;
}

QString ageText(qint64 seconds)
{
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return tr("%1 min").arg(seconds / 60);
    if (seconds < 86400)
        return tr("%1 h %2 min").arg(seconds / 3600).arg(seconds % 3600 / 60);
    return tr("%1 d %2 h").arg(seconds / 86400).arg(seconds % 86400 / 3600);
}

QByteArray listJson(const QList<PendingBatch> &batches, const QDateTime &now)
{
    QJsonArray list;
    for (const PendingBatch &batch : batches)
        list.append(QJsonObject{{QStringLiteral("batch_id"), batch.batchId},
                                {QStringLiteral("endpoint"), endpointText(batch)},
                                {QStringLiteral("model"), batch.model()},
                                {QStringLiteral("origin"), batch.origin},
                                {QStringLiteral("round"), batch.round},
                                {QStringLiteral("requests"), int(batch.customIds.size())},
                                {QStringLiteral("submitted"), batch.submitted.toUTC().toString(Qt::ISODate)},
                                {QStringLiteral("age_seconds"), ageSeconds(batch, now)}});
    return QJsonDocument(list).toJson(QJsonDocument::Indented);
}

QString listText(const QList<PendingBatch> &batches, const QString &path, const QDateTime &now)
{
    if (batches.isEmpty())
        return tr("no pending batches in %1\n").arg(path);
    QList<QStringList> rows;
    for (const PendingBatch &batch : batches)
        rows.append({batch.batchId, QStringLiteral("%1 · %2").arg(endpointText(batch), batch.model()),
                     tr("round %1").arg(batch.round), tr("%n request(s)", nullptr, int(batch.customIds.size())),
                     batch.submitted.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                     tr("%1 ago").arg(ageText(ageSeconds(batch, now))), batch.origin});
    // Every column but the last (the origin, the longest) padded to its widest cell.
    QList<qsizetype> widths(rows.first().size() - 1, 0);
    for (const QStringList &row : std::as_const(rows)) {
        for (int column = 0; column < widths.size(); ++column)
            widths[column] = std::max(widths[column], row[column].size());
    }
    QString out;
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (int column = 0; column < widths.size(); ++column)
            line += row[column].leftJustified(widths[column]) + QStringLiteral("  ");
        out += QString(line + row.last()).trimmed() + QLatin1Char('\n');
    }
    out += tr("%n pending batch(es) in %1\n", nullptr, int(batches.size())).arg(path);
    return out;
}

// What the provider answered to POST /batches/{id}/cancel, waited for.
struct CancelAnswer {
    BatchStatus status;
    QString error;
};

CancelAnswer sendCancel(const JudgeSettings &settings, const QString &batchId)
{
    BatchApi api(settings);
    CancelAnswer answer;
    QEventLoop loop;
    api.cancel(batchId, [&](const BatchStatus &status, const QString &error) {
        answer = {status, error};
        loop.quit();
    });
    loop.exec();
    return answer;
}

// Cancels one batch at `settings`' endpoint and forgets it once the provider runs no more of it.
int cancelOne(const PendingBatch &batch, const JudgeSettings &settings, const BatchStateFile &state)
{
    const CancelAnswer answer = sendCancel(settings, batch.batchId);
    if (!answer.error.isEmpty()) {
        printErr(tr("error: %1\nThe batch %2 stays listed in %3. Check that %4 is the endpoint it was submitted to "
                    "(--judge-url) and that $%5 holds its API key (--api-key-env), then run claimscope-cli batches "
                    "cancel %2 again.")
                     .arg(answer.error, batch.batchId, state.path(), httpfailures::displayUrl(QUrl(settings.baseUrl)),
                          settings.apiKeyEnv));
        return JudgeError;
    }
    if (!cancelTookEffect(answer.status.status)) {
        printErr(tr("error: %1 still reports the batch %2 as %3; it stays listed in %4 (run claimscope-cli batches "
                    "cancel %2 again later)")
                     .arg(httpfailures::displayUrl(QUrl(settings.baseUrl)), batch.batchId, answer.status.status,
                          state.path()));
        return JudgeError;
    }
    QString error;
    if (!state.remove(batch.batchId, &error)) {
        printErr(
            tr("error: the batch %1 is %2 at the provider, but %3").arg(batch.batchId, answer.status.status, error));
        return InputError;
    }
    print(tr("%1: %2 (no longer listed in %3)\n").arg(batch.batchId, answer.status.status, state.path()));
    return AllPassed;
}

// Cancels each batch at the endpoint it was submitted to, or at --judge-url; the worst exit
// code of them all.
int cancelBatches(const QList<PendingBatch> &batches, const QCommandLineParser &parser,
                  const JudgeOptions &judgeOptions, const BatchStateFile &state)
{
    QStringList errors;
    JudgeSettings configured;
    if (const std::optional<ProjectSettings> config = judgeOptions.readConfig(parser, errors))
        configured = config->judge;
    judgeOptions.apply(parser, configured, errors);
    if (!errors.isEmpty()) {
        for (const QString &problem : std::as_const(errors))
            printErr(tr("error: %1").arg(problem));
        return InputError;
    }
    QStringList warnings;
    JudgeOptions::readApiKey(configured, warnings);
    for (const QString &warning : std::as_const(warnings))
        printErr(tr("warning: %1").arg(warning));
    int exitCode = AllPassed;
    for (const PendingBatch &batch : batches) {
        JudgeSettings settings = configured;
        // The key goes only where it belongs: --all sends it to a stored endpoint only when that
        // is the judge configured here (a single id names the batch, and so its endpoint).
        if (!parser.isSet(judgeOptions.url) && batches.size() > 1 && !batch.baseUrl().isEmpty()
            && batch.baseUrl() != configured.baseUrl) {
            printErr(tr("skipped: the batch %1 was submitted to %2, not to the judge configured here (%3); cancel it "
                        "with --judge-url %2 and the --api-key-env of that endpoint")
                         .arg(batch.batchId, httpfailures::displayUrl(QUrl(batch.baseUrl())),
                              httpfailures::displayUrl(QUrl(configured.baseUrl))));
            exitCode = std::max<int>(exitCode, InputError);
            continue;
        }
        if (!parser.isSet(judgeOptions.url) && !batch.baseUrl().isEmpty())
            settings.baseUrl = batch.baseUrl();
        if (settings.baseUrl.isEmpty()) {
            printErr(tr("error: %1 does not say where the batch %2 was submitted: name the endpoint with --judge-url")
                         .arg(state.path(), batch.batchId));
            exitCode = std::max<int>(exitCode, InputError);
            continue;
        }
        exitCode = std::max(exitCode, cancelOne(batch, settings, state));
    }
    return exitCode;
}

} // namespace

int runBatches(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("The batches submitted in batch mode and not yet read back: list them, or cancel them at the provider "
           "(each at the endpoint it was submitted to, unless --judge-url names another; the key comes from "
           "--api-key-env) and stop listing them."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ACTION"), tr("list | cancel ID | cancel --all"));
    const QCommandLineOption state(QStringLiteral("batch-state"),
                                   tr("The pending-batch file (default: batches.json in the app data folder)."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption format(QStringLiteral("format"), tr("list: text or json."), QStringLiteral("FORMAT"));
    const QCommandLineOption all(QStringLiteral("all"), tr("cancel: every pending batch."));
    const JudgeOptions judgeOptions;
    parser.addOptions({state, format, all});
    // Every judge option of evaluate is taken, so its command line works as it is; --help shows
    // those a cancel uses.
    const QStringList cancelUses{judgeOptions.config.names().first(), judgeOptions.url.names().first(),
                                 judgeOptions.keyEnv.names().first(), judgeOptions.retries.names().first()};
    for (QCommandLineOption option : judgeOptions.all()) {
        if (!cancelUses.contains(option.names().first()))
            option.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(option);
    }
    if (!parser.parse(QStringList{QStringLiteral("claimscope-cli batches")} + arguments)) {
        printErr(tr("error: %1").arg(parser.errorText()));
        return InputError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        print(parser.helpText()
              + tr("\nExit codes: 0 done, 2 usage error or no such pending batch, 3 the provider refused or could not "
                   "be reached (the batch stays listed).\n"));
        return AllPassed;
    }
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0, QStringLiteral("list"));
    const QString formatName = parser.value(format);
    if (!formatName.isEmpty() && formatName != QLatin1String("text") && formatName != QLatin1String("json")) {
        printErr(tr("error: --format %1: expected text or json").arg(formatName));
        return InputError;
    }
    if (action != QLatin1String("list") && action != QLatin1String("cancel")) {
        printErr(tr("error: unknown action \"%1\": expected list or cancel").arg(action));
        return InputError;
    }
    const QStringList ids = positional.mid(1);
    if (action == QLatin1String("list") && !ids.isEmpty()) {
        printErr(tr("error: batches list takes no argument, got \"%1\"").arg(ids.first()));
        return InputError;
    }
    if (action == QLatin1String("cancel") && (parser.isSet(all) ? !ids.isEmpty() : ids.size() != 1)) {
        printErr(tr("error: batches cancel needs one batch id or --all (claimscope-cli batches list shows them)"));
        return InputError;
    }
    const BatchStateFile stateFile(parser.isSet(state) ? parser.value(state) : BatchStateFile::defaultPath());
    QString error;
    const QList<PendingBatch> batches = stateFile.load(&error);
    if (!error.isEmpty()) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    if (action == QLatin1String("list")) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (formatName == QLatin1String("json"))
            std::fputs(listJson(batches, now).constData(), stdout);
        else
            print(listText(batches, stateFile.path(), now));
        return AllPassed;
    }

    QList<PendingBatch> chosen = batches;
    if (!parser.isSet(all)) {
        chosen.removeIf([&](const PendingBatch &batch) { return batch.batchId != ids.first(); });
        if (chosen.isEmpty()) {
            printErr(tr("error: no pending batch \"%1\" in %2 (claimscope-cli batches list shows them)")
                         .arg(ids.first(), stateFile.path()));
            return InputError;
        }
    } else if (chosen.isEmpty()) {
        print(tr("no pending batches in %1\n").arg(stateFile.path()));
        return AllPassed;
    }
    return cancelBatches(chosen, parser, judgeOptions, stateFile);
}

} // namespace claimscope::cli
