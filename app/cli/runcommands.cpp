#include "runcommands.h"

#include "clioutput.h"
#include "evaluatecommand.h"
#include "experiments/agreement.h"
#include "experiments/claimagreement.h"
#include "experiments/comparisonexport.h"
#include "experiments/labelledcomparison.h"
#include "experiments/regressiongate.h"
#include "experiments/runcomparison.h"
#include "experiments/runstore.h"
#include "experiments/splitagreement.h"
#include "model/humanlabels.h"
#include "model/labelledscores.h"
#include "model/linediff.h"
#include "resultprinter.h"
#include "results/resultexport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <memory>

namespace claimscope::cli {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::cli", text, disambiguation, n);
}

QString figure(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 3) : QStringLiteral("–");
}

QString signedFigure(const std::optional<double> &value)
{
    if (!value)
        return QStringLiteral("–");
    return (*value >= 0 ? QStringLiteral("+") : QString()) + QString::number(*value, 'f', 3);
}

// The options every subcommand has: --runs, --format, --output.
struct CommonOptions {
    QCommandLineOption runs;
    QCommandLineOption format;
    QCommandLineOption output;
};

CommonOptions commonOptions()
{
    return {
        QCommandLineOption(QStringLiteral("runs"),
                           tr("The run store file (default: claimscope/runs.sqlite in the user's data folder, "
                              "~/.local/share, shared with the workbench)."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("format"), tr("text or json (export: json or csv)."),
                           QStringLiteral("FORMAT")),
        QCommandLineOption(QStringLiteral("output"), tr("Write to FILE instead of stdout."), QStringLiteral("FILE"))};
}

// Reading commands open the store read-only: they work on a store they may not change.
std::unique_ptr<RunStore> openStore(const QCommandLineParser &parser, const CommonOptions &common,
                                    RunStore::Access access)
{
    auto store =
        std::make_unique<RunStore>(parser.isSet(common.runs) ? parser.value(common.runs) : RunStore::defaultPath());
    QString error;
    if (!store->open(&error, access)) {
        printErr(tr("error: %1").arg(error));
        return nullptr;
    }
    return store;
}

std::optional<qint64> findRun(const RunStore &store, const QString &idOrName)
{
    const std::optional<qint64> id = store.find(idOrName);
    if (!id)
        printErr(tr("error: no run \"%1\" in %2 (claimscope-cli runs list shows the kept runs; \"latest\" and "
                    "\"baseline\" name the newest and the pinned one)")
                     .arg(idOrName, store.path()));
    return id;
}

QString infoText(const StoredRunInfo &info)
{
    QString out = tr("#%1 %2%3 · %4%5\n")
                      .arg(info.id)
                      .arg(info.name, info.pinned ? tr(" [baseline]") : QString(),
                           info.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                           info.cancelled ? tr(" · cancelled") : QString());
    if (info.dataset.isKnown())
        out += tr("    dataset: %1\n").arg(info.dataset.name);
    if (!info.note.isEmpty())
        out += tr("    note: %1\n").arg(info.note);
    if (!info.changes.isEmpty())
        out += tr("    changed: %1\n").arg(info.changes.join(QStringLiteral("; ")));
    for (auto it = info.metrics.begin(); it != info.metrics.end(); ++it)
        out += tr("    %1: mean %2, pass rate %3 (%4 passed, %5 failed, %6 errors)\n")
                   .arg(it.key(), figure(it->mean))
                   .arg(it->passRate(), 0, 'f', 3)
                   .arg(it->passed)
                   .arg(it->failed)
                   .arg(it->errors);
    return out;
}

int listRuns(RunStore &store, bool json, const QString &output)
{
    QString error;
    const QList<StoredRunInfo> runs = store.list(&error);
    if (!error.isEmpty()) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    const qint64 size = store.sizeBytes();
    if (json) {
        QJsonArray list;
        for (const StoredRunInfo &info : runs)
            list.append(storedRunInfoToJson(info));
        const QJsonObject document{{QStringLiteral("store"), store.path()},
                                   {QStringLiteral("size_bytes"), size},
                                   {QStringLiteral("size_cap_bytes"), store.sizeCapBytes()},
                                   {QStringLiteral("runs"), list}};
        return writeOutput(QJsonDocument(document).toJson(QJsonDocument::Indented), output) ? AllPassed : InputError;
    }
    QString out = tr("%n run(s) in %1, %2 MB of its %3 MB cap (beyond it the oldest unpinned runs are dropped)\n",
                     nullptr, int(runs.size()))
                      .arg(store.path(), QString::number(double(size) / (1024.0 * 1024.0), 'f', 1),
                           QString::number(double(store.sizeCapBytes()) / (1024.0 * 1024.0), 'f', 0));
    for (const StoredRunInfo &info : runs)
        out += infoText(info);
    return writeText(out, output) ? AllPassed : InputError;
}

int showRun(RunStore &store, qint64 id, bool json, const QString &output)
{
    QString error;
    const std::optional<StoredRun> run = store.load(id, &error);
    if (!run) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    const HumanLabels labels = HumanLabels::fromJson(run->labels);
    const LabelSplit split{run->snapshot.tuningShare.value_or(LabelSplit::DefaultTuningShare)};
    const AgreementReport agreement{splitAgreementByMetric(run->results, labels, split), std::nullopt, split};
    for (const QString &line : unscoredLabelsText(unscoredLabels(run->results, labels), labels))
        printErr(tr("warning: %1").arg(line));
    if (json) {
        QJsonObject document = storedRunInfoToJson(run->info);
        document.insert(QStringLiteral("setup"), run->snapshot.toJson());
        document.insert(QStringLiteral("agreement"), agreement.toJson());
        return writeOutput(QJsonDocument(document).toJson(QJsonDocument::Indented), output) ? AllPassed : InputError;
    }
    QString out = infoText(run->info);
    out +=
        tr("    judge: %1\n").arg(QString::fromUtf8(QJsonDocument(run->snapshot.judge).toJson(QJsonDocument::Compact)));
    int customised = 0;
    for (auto it = run->snapshot.templates.begin(); it != run->snapshot.templates.end(); ++it)
        customised += TemplateSet::defaultText(it.key()) != it.value() ? 1 : 0;
    out += tr("    templates: %1 used, %2 edited\n").arg(run->snapshot.templates.size()).arg(customised);
    if (!agreement.isEmpty())
        out += agreement.text();
    return writeText(out, output) ? AllPassed : InputError;
}

int exportRun(RunStore &store, qint64 id, const QString &format, const QString &output)
{
    QString error;
    const std::optional<StoredRun> run = store.load(id, &error);
    if (!run) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    if (format == QLatin1String("csv"))
        return writeOutput(ResultExport::toCsv(run->results), output) ? AllPassed : InputError;
    QJsonObject document = QJsonDocument::fromJson(ResultExport::toJson(run->results)).object();
    document.insert(QStringLiteral("run"), storedRunInfoToJson(run->info));
    document.insert(QStringLiteral("setup"), run->snapshot.toJson());
    return writeOutput(QJsonDocument(document).toJson(QJsonDocument::Indented), output) ? AllPassed : InputError;
}

} // namespace

int runRuns(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("The kept runs: list, show, export, rename, note, pin, unpin, delete."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("ACTION"),
        tr("list | show RUN | export RUN | rename RUN NAME | note RUN TEXT | pin RUN | unpin RUN | delete RUN"));
    const CommonOptions common = commonOptions();
    parser.addOptions({common.runs, common.format, common.output});
    if (!parser.parse(QStringList{QStringLiteral("claimscope-cli runs")} + arguments)) {
        printErr(tr("error: %1").arg(parser.errorText()));
        return InputError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return AllPassed;
    }
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0, QStringLiteral("list"));
    const QString format = parser.value(common.format);
    const bool json = format == QLatin1String("json");
    if (!format.isEmpty() && !json && format != QLatin1String("text")
        && !(action == QLatin1String("export") && format == QLatin1String("csv"))) {
        printErr(tr("error: --format %1: expected text or json (export: json or csv)").arg(format));
        return InputError;
    }
    static const QStringList actions{QStringLiteral("list"),   QStringLiteral("show"),  QStringLiteral("export"),
                                     QStringLiteral("rename"), QStringLiteral("note"),  QStringLiteral("pin"),
                                     QStringLiteral("unpin"),  QStringLiteral("delete")};
    if (!actions.contains(action)) {
        printErr(tr("error: unknown action \"%1\": expected %2").arg(action, actions.join(QStringLiteral(", "))));
        return InputError;
    }
    const int needed = action == QLatin1String("list")                           ? 1
        : (action == QLatin1String("rename") || action == QLatin1String("note")) ? 3
                                                                                 : 2;
    if (positional.size() < needed && action != QLatin1String("list")) {
        printErr(tr("error: runs %1 needs %2")
                     .arg(action, needed == 3 ? tr("a run and a value") : tr("a run (id or name)")));
        return InputError;
    }
    const bool reading =
        action == QLatin1String("list") || action == QLatin1String("show") || action == QLatin1String("export");
    const std::unique_ptr<RunStore> store =
        openStore(parser, common, reading ? RunStore::Access::ReadOnly : RunStore::Access::ReadWrite);
    if (!store)
        return InputError;
    if (action == QLatin1String("list"))
        return listRuns(*store, json, parser.value(common.output));
    const std::optional<qint64> id = findRun(*store, positional[1]);
    if (!id)
        return InputError;
    if (action == QLatin1String("show"))
        return showRun(*store, *id, json, parser.value(common.output));
    if (action == QLatin1String("export"))
        return exportRun(*store, *id, format.isEmpty() ? QStringLiteral("json") : format, parser.value(common.output));
    QString error;
    bool ok = false;
    if (action == QLatin1String("rename"))
        ok = store->rename(*id, positional[2], &error);
    else if (action == QLatin1String("note"))
        ok = store->setNote(*id, positional[2], &error);
    else if (action == QLatin1String("pin") || action == QLatin1String("unpin"))
        ok = store->setPinned(*id, action == QLatin1String("pin"), &error);
    else
        ok = store->remove(*id, &error);
    if (!ok) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    return AllPassed;
}

namespace {

QString caseLabel(const CaseDelta &delta)
{
    return HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex);
}

QString symbolOf(const CaseDelta &delta)
{
    switch (delta.change) {
    case CaseDelta::Change::PassToFail: return QStringLiteral("✗ pass→fail");
    case CaseDelta::Change::FailToPass: return QStringLiteral("✓ fail→pass");
    case CaseDelta::Change::NewError: return QStringLiteral("⚠ new error");
    case CaseDelta::Change::ErrorFixed: return QStringLiteral("✓ error fixed");
    case CaseDelta::Change::Worse: return QStringLiteral("▼ worse");
    case CaseDelta::Change::Better: return QStringLiteral("▲ better");
    case CaseDelta::Change::OnlyInA: return QStringLiteral("only in A");
    case CaseDelta::Change::OnlyInB: return QStringLiteral("only in B");
    case CaseDelta::Change::Same: return QStringLiteral("= same");
    }
    return {};
}

QString alignedText(const QList<AlignedWindow> &windows)
{
    QString out;
    for (const AlignedWindow &window : windows) {
        out += tr("      %1: %2 → %3%4\n")
                   .arg(window.title, figure(window.scoreA), figure(window.scoreB),
                        window.presence == AlignedItem::Presence::Both
                            ? QString()
                            : QStringLiteral(" (%1)").arg(presenceName(window.presence)));
        for (const AlignedItem &item : window.items) {
            const bool judged = !item.verdictA.isEmpty() || !item.verdictB.isEmpty(); // truths are not
            if (!judged || (item.presence == AlignedItem::Presence::Both && !item.verdictChanged()))
                continue;
            const QString change = item.presence == AlignedItem::Presence::OnlyA
                ? tr("only in A (%1)").arg(item.verdictA)
                : item.presence == AlignedItem::Presence::OnlyB
                ? tr("only in B (%1)").arg(item.verdictB)
                : QStringLiteral("%1 → %2").arg(item.verdictA, item.verdictB);
            out += tr("        %1 %2: %3\n").arg(item.kind, change, item.text);
        }
    }
    return out;
}

} // namespace

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compare two kept runs: per metric, per test case (regressions first), their setups."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("A"), tr("The baseline run (id, name, latest or baseline)."));
    parser.addPositionalArgument(QStringLiteral("B"), tr("The run compared with it."));
    const CommonOptions common = commonOptions();
    const QCommandLineOption failOn(
        QStringLiteral("fail-on-regression"),
        tr("Exit 1 when a metric's mean drops by more than TOL or a test case flips from pass to fail."),
        QStringLiteral("TOL"));
    const QCommandLineOption significance(
        QStringLiteral("significance"),
        tr("With --fail-on-regression: fail only on a regression that is more than noise at level P (e.g. 0.05): a "
           "mean's drop whose paired bootstrap interval lies below zero, more pass → fail than fail → pass flips "
           "by McNemar's exact test, or a new error. Also the level of the verdicts on agreement with human labels "
           "(0.05 by default)."),
        QStringLiteral("P"));
    const QCommandLineOption split(QStringLiteral("split"),
                                   tr("Compare agreement with human labels on the tuning part of the labelled cases, "
                                      "the held-out part or all of them (the default), split at the tuning share "
                                      "kept with B (with A when B has none; 0.6 for runs kept without one)."),
                                   QStringLiteral("tuning|held-out|all"));
    const QCommandLineOption details(QStringLiteral("details"),
                                     tr("Text format: the claims and verdicts that changed, per changed test case."));
    parser.addOptions({common.runs, common.format, common.output, failOn, significance, split, details});
    if (!parser.parse(QStringList{QStringLiteral("claimscope-cli compare")} + arguments)) {
        printErr(tr("error: %1").arg(parser.errorText()));
        return InputError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return AllPassed;
    }
    if (parser.positionalArguments().size() != 2) {
        printErr(tr("error: compare needs two runs: claimscope-cli compare A B"));
        return InputError;
    }
    const QString format = parser.value(common.format);
    if (!format.isEmpty() && format != QLatin1String("text") && format != QLatin1String("json")) {
        printErr(tr("error: --format %1: expected text or json").arg(format));
        return InputError;
    }
    double tolerance = 0;
    if (parser.isSet(failOn)) {
        bool ok = false;
        tolerance = parser.value(failOn).toDouble(&ok);
        if (!ok || tolerance < 0) {
            printErr(tr("error: --fail-on-regression %1: expected a number ≥ 0, e.g. 0.02").arg(parser.value(failOn)));
            return InputError;
        }
    }
    LabelledComparisonOptions labelledOptions;
    if (parser.isSet(significance)) {
        bool ok = false;
        labelledOptions.significance = parser.value(significance).toDouble(&ok);
        if (!ok || labelledOptions.significance <= 0 || labelledOptions.significance >= 1) {
            printErr(tr("error: --significance %1: expected a level between 0 and 1, e.g. 0.05")
                         .arg(parser.value(significance)));
            return InputError;
        }
    }
    if (parser.isSet(split) && !splitPartFromName(parser.value(split), &labelledOptions.part)) {
        printErr(tr("error: --split %1: expected tuning, held-out or all").arg(parser.value(split)));
        return InputError;
    }
    const std::unique_ptr<RunStore> store = openStore(parser, common, RunStore::Access::ReadOnly);
    if (!store)
        return InputError;
    const std::optional<qint64> idA = findRun(*store, parser.positionalArguments()[0]);
    const std::optional<qint64> idB = findRun(*store, parser.positionalArguments()[1]);
    if (!idA || !idB)
        return InputError;
    QString error;
    // The results' columns first; details only where an output needs them.
    std::optional<StoredRun> a = store->loadSummaries(*idA, &error);
    std::optional<StoredRun> b = a ? store->loadSummaries(*idB, &error) : std::nullopt;
    if (!a || !b) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    // Split as the runs were: at B's share, else A's.
    labelledOptions.split.tuningShare =
        b->snapshot.tuningShare.value_or(a->snapshot.tuningShare.value_or(LabelSplit::DefaultTuningShare));
    if (a->snapshot.tuningShare && b->snapshot.tuningShare && *a->snapshot.tuningShare != *b->snapshot.tuningShare)
        printErr(tr("warning: A was split at the tuning share %1, B at %2: both are split at B's")
                     .arg(QString::number(*a->snapshot.tuningShare, 'f', 2),
                          QString::number(*b->snapshot.tuningShare, 'f', 2)));
    QStringList claimErrors;
    const ClaimLabels claimLabels =
        ClaimLabels::fromJson(b->claimLabels.isEmpty() ? a->claimLabels : b->claimLabels, store->path(), &claimErrors);
    for (const QString &claimError : std::as_const(claimErrors))
        printErr(tr("warning: %1 (left out of the claim agreement)").arg(claimError));
    if (!readClaimJudgedResults(*store, *a, claimLabels, &error)
        || !readClaimJudgedResults(*store, *b, claimLabels, &error)) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    // Agreement with human labels in each run, against the labels kept with B (or A).
    const HumanLabels labels = HumanLabels::fromJson(b->labels.isEmpty() ? a->labels : b->labels);
    if (!readExchangeLabelledResults(*store, *a, labels, &error)
        || !readExchangeLabelledResults(*store, *b, labels, &error)) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }
    // Labelled cases are compared on what their labels rate, as the workbench shows them.
    const RunComparison comparison = RunComparison::compare(a->results, b->results, labels);
    const QStringList changes = RunSnapshot::changes(a->snapshot, b->snapshot);
    // With --significance the gate looks past noise; without, any drop beyond the tolerance counts.
    const QStringList regressions = parser.isSet(significance)
        ? significantRegressions(comparison, tolerance, labelledOptions.significance)
        : comparison.regressions(tolerance);
    const QString mismatch = DatasetRef::mismatch(a->snapshot.dataset, b->snapshot.dataset);
    if (!mismatch.isEmpty())
        printErr(tr("warning: %1").arg(mismatch));
    // Each run's agreement on the test cases both have, as the paired comparison counts them.
    const QMap<QString, Agreement> agreementA = agreementByMetric(sharedWith(a->results, b->results), labels);
    const QMap<QString, Agreement> agreementB = agreementByMetric(sharedWith(b->results, a->results), labels);
    // And the judge's claim verdicts against the person's kept with B (or A).
    ComparisonExport exported{*a, *b, comparison, regressions, agreementA, agreementB};
    exported.claimAgreementA = claimAgreementByMetric(a->results, claimLabels, a->snapshot.metrics);
    exported.claimAgreementB = claimAgreementByMetric(b->results, claimLabels, b->snapshot.metrics);
    exported.labelled = compareLabelled(a->results, b->results, labels, labelledOptions);
    exported.labelledPart = labelledOptions.part;

    // The JSON and --details show the breakdowns of what changed.
    if ((format == QLatin1String("json") || parser.isSet(details))
        && !readChangedBreakdowns(*store, exported, &error)) {
        printErr(tr("error: %1").arg(error));
        return InputError;
    }

    QByteArray out;
    if (format == QLatin1String("json")) {
        const QJsonObject document = exported.toJson();
        out = QJsonDocument(document).toJson(QJsonDocument::Indented);
    } else {
        QString text = tr("A: #%1 %2\nB: #%3 %4\n")
                           .arg(QString::number(a->info.id), a->info.name, QString::number(b->info.id), b->info.name);
        if (!mismatch.isEmpty())
            text += mismatch + QLatin1Char('\n');
        text += changes.isEmpty() ? tr("Setup: the same\n")
                                  : tr("Setup changes: %1\n").arg(changes.join(QStringLiteral("; ")));
        if (const QString offline = RunSnapshot::offlineEditsText(a->snapshot, b->snapshot); !offline.isEmpty())
            text += tr("warning: %1\n").arg(offline);
        for (auto it = b->snapshot.templates.begin(); it != b->snapshot.templates.end(); ++it) {
            if (!a->snapshot.templates.contains(it.key()) || a->snapshot.templates.value(it.key()) == it.value())
                continue;
            text += tr("  template %1:\n").arg(it.key());
            for (const DiffLine &line : LineDiff::compare(a->snapshot.templates.value(it.key()), it.value())) {
                if (line.kind != DiffLine::Kind::Same)
                    text += (line.kind == DiffLine::Kind::Added ? QStringLiteral("    + ") : QStringLiteral("    - "))
                        + line.text + QLatin1Char('\n');
            }
        }
        text += tr("\nPer metric (A → B):\n");
        for (const MetricDelta &metric : comparison.metrics) {
            if (const QString notRun = notRunText(metric); metric.skippedInBoth())
                text += tr("  %1: %2\n").arg(metric.metric, notRun);
            else if (!notRun.isEmpty()) {
                const MetricFigures &ran = metric.ranInA() ? metric.a : metric.b;
                text += tr("  %1: mean %2, pass rate %3 (%4)\n")
                            .arg(metric.metric, figure(ran.mean))
                            .arg(ran.passRate(), 0, 'f', 3)
                            .arg(notRun);
            } else
                text += tr("  %1: mean %2 → %3 (%4), pass rate %5 → %6 (%7)\n")
                            .arg(metric.metric, figure(metric.a.mean), figure(metric.b.mean),
                                 signedFigure(metric.meanDelta))
                            .arg(metric.a.passRate(), 0, 'f', 3)
                            .arg(metric.b.passRate(), 0, 'f', 3)
                            .arg(signedFigure(metric.passRateDelta));
            if (const QString scope = pairedScopeText(metric); !scope.isEmpty())
                text += QStringLiteral("    ") + scope + QLatin1Char('\n');
            if (const QString paired = exported.labelledComparisonText(metric.metric); !paired.isEmpty())
                text += QStringLiteral("    ") + QString(paired).replace(QLatin1Char('\n'), QStringLiteral("\n    "))
                    + QLatin1Char('\n');
            if (const QString claims = exported.claimAgreementText(metric.metric); !claims.isEmpty())
                text += QStringLiteral("    ") + claims + QLatin1Char('\n');
        }
        text += tr("\nPer test case (changed ones, regressions first):\n");
        int unchanged = 0;
        for (const CaseDelta &delta : comparison.cases) {
            if (delta.change == CaseDelta::Change::Same) {
                ++unchanged;
                continue;
            }
            text += tr("  %1  %2 · %3: %4 → %5 (%6)")
                        .arg(symbolOf(delta), caseLabel(delta), delta.metric, figure(delta.scoreA),
                             figure(delta.scoreB), signedFigure(delta.delta()));
            // A labelled row is scored on what its label rates, as its label is compared.
            text += delta.scoredExchange == HumanLabel::WholeCase
                ? QStringLiteral("\n")
                : tr(" — %1, as labelled\n").arg(HumanLabel::scopeText(delta.scoredExchange));
            if (parser.isSet(details)) {
                const MetricResult *resultA = resultFor(exported.a.results, delta);
                const MetricResult *resultB = resultFor(exported.b.results, delta);
                if (resultA && resultB)
                    text += alignedText(alignBreakdowns(*resultA, *resultB));
            }
        }
        text += tr("  %n unchanged\n", nullptr, unchanged);
        if (parser.isSet(failOn) && parser.isSet(significance))
            text += regressions.isEmpty()
                ? tr("\nNo regression beyond %1 that is more than noise at %2.\n")
                      .arg(QString::number(tolerance, 'f', 3), QString::number(labelledOptions.significance, 'g', 3))
                : tr("\nRegressions beyond %1 that are more than noise at %2:\n  %3\n")
                      .arg(QString::number(tolerance, 'f', 3), QString::number(labelledOptions.significance, 'g', 3),
                           regressions.join(QStringLiteral("\n  ")));
        else if (parser.isSet(failOn))
            text += regressions.isEmpty() ? tr("\nNo regression beyond %1.\n").arg(tolerance, 0, 'f', 3)
                                          : tr("\nRegressions beyond %1:\n  %2\n")
                                                .arg(tolerance, 0, 'f', 3)
                                                .arg(regressions.join(QStringLiteral("\n  ")));
        out = terminalSafe(text).toUtf8();
    }
    if (!writeOutput(out, parser.value(common.output)))
        return InputError;
    return parser.isSet(failOn) && !regressions.isEmpty() ? BelowThreshold : AllPassed;
}

} // namespace claimscope::cli
