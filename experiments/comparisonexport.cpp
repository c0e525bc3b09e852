#include "comparisonexport.h"

#include "splitagreement.h"

#include "model/appversion.h"
#include "model/csvtable.h"
#include "model/htmltext.h"
#include "model/humanlabels.h"
#include "model/scoreprose.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>

namespace claimscope {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::ComparisonExport", text, disambiguation, n);
}

QJsonValue orNull(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString csvNumber(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 17) : QString();
}

QString esc(const QString &text)
{
    return htmlText(text);
}

} // namespace

QString figureText(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'f', 3) : QStringLiteral("–");
}

QString presenceName(AlignedItem::Presence presence)
{
    switch (presence) {
    case AlignedItem::Presence::Both: return QStringLiteral("both");
    case AlignedItem::Presence::OnlyA: return QStringLiteral("only_in_a");
    case AlignedItem::Presence::OnlyB: return QStringLiteral("only_in_b");
    }
    return {};
}

QJsonObject storedRunInfoToJson(const StoredRunInfo &info)
{
    QJsonObject metrics;
    for (auto it = info.metrics.begin(); it != info.metrics.end(); ++it)
        metrics.insert(it.key(),
                       QJsonObject{{QStringLiteral("results"), it->results},
                                   {QStringLiteral("passed"), it->passed},
                                   {QStringLiteral("failed"), it->failed},
                                   {QStringLiteral("errors"), it->errors},
                                   {QStringLiteral("mean"), orNull(it->mean)},
                                   {QStringLiteral("pass_rate"), it->passRate()}});
    return {{QStringLiteral("id"), info.id},
            {QStringLiteral("name"), info.name},
            {QStringLiteral("dataset"), info.dataset.isKnown() ? QJsonValue(info.dataset.toJson()) : QJsonValue()},
            {QStringLiteral("note"), info.note},
            {QStringLiteral("created"), info.created.toString(Qt::ISODate)},
            {QStringLiteral("cancelled"), info.cancelled},
            {QStringLiteral("pinned"), info.pinned},
            {QStringLiteral("claimscope_version"), info.appVersion},
            {QStringLiteral("changes"), QJsonArray::fromStringList(info.changes)},
            {QStringLiteral("metrics"), metrics},
            {QStringLiteral("judge_calls"), info.judgeCalls},
            {QStringLiteral("cached_calls"), info.cachedCalls},
            {QStringLiteral("input_tokens"), info.inputTokens},
            {QStringLiteral("output_tokens"), info.outputTokens},
            {QStringLiteral("cost_usd"), orNull(info.costUsd)}};
}

QJsonArray alignedToJson(const QList<AlignedWindow> &windows)
{
    QJsonArray list;
    for (const AlignedWindow &window : windows) {
        QJsonArray items;
        for (const AlignedItem &item : window.items)
            items.append(QJsonObject{{QStringLiteral("kind"), item.kind},
                                     {QStringLiteral("text"), item.text},
                                     {QStringLiteral("presence"), presenceName(item.presence)},
                                     {QStringLiteral("verdict_a"), item.verdictA},
                                     {QStringLiteral("verdict_b"), item.verdictB},
                                     {QStringLiteral("reason_a"), item.reasonA},
                                     {QStringLiteral("reason_b"), item.reasonB},
                                     {QStringLiteral("verdict_changed"), item.verdictChanged()}});
        list.append(QJsonObject{{QStringLiteral("title"), window.title},
                                {QStringLiteral("presence"), presenceName(window.presence)},
                                {QStringLiteral("score_a"), orNull(window.scoreA)},
                                {QStringLiteral("score_b"), orNull(window.scoreB)},
                                {QStringLiteral("items"), items}});
    }
    return list;
}

QString ComparisonExport::changeText(CaseDelta::Change change)
{
    switch (change) {
    case CaseDelta::Change::PassToFail: return tr("✗ pass → fail");
    case CaseDelta::Change::NewError: return tr("⚠ new error");
    case CaseDelta::Change::Worse: return tr("▼ worse");
    case CaseDelta::Change::FailToPass: return tr("✓ fail → pass");
    case CaseDelta::Change::ErrorFixed: return tr("✓ error fixed");
    case CaseDelta::Change::Better: return tr("▲ better");
    case CaseDelta::Change::OnlyInA: return tr("only in A");
    case CaseDelta::Change::OnlyInB: return tr("only in B");
    case CaseDelta::Change::Same: return tr("= same");
    }
    return {};
}

QString ComparisonExport::claimAgreementText(const QString &metric) const
{
    if (!claimAgreementA.contains(metric) || !claimAgreementB.contains(metric))
        return {};
    const ClaimAgreement &a = claimAgreementA[metric];
    const ClaimAgreement &b = claimAgreementB[metric];
    return tr("claims κ %1 → %2, agreement %3 → %4 (n %5 → %6)")
        .arg(figureText(a.kappa), figureText(b.kappa), figureText(a.accuracy()), figureText(b.accuracy()))
        .arg(a.n)
        .arg(b.n);
}

QString ComparisonExport::labelledComparisonText(const QString &metric) const
{
    const auto paired = std::find_if(labelled.begin(), labelled.end(),
                                     [&](const LabelledMetricComparison &c) { return c.metric == metric; });
    if (paired == labelled.end())
        return {};
    const auto change = [](const FigureChange &figure) -> QString {
        QString text =
            QStringLiteral("%1 → %2 (%3")
                .arg(figureText(figure.a), figureText(figure.b), signedFigureText(figure.delta, 3, MinusSign::Ascii));
        if (figure.deltaInterval)
            text += QStringLiteral(" [%1, %2]")
                        .arg(signedFigureText(figure.deltaInterval->low, 3, MinusSign::Ascii),
                             signedFigureText(figure.deltaInterval->high, 3, MinusSign::Ascii));
        return text + QLatin1Char(')');
    };
    const QString part = !labelledPart              ? tr("all labelled test cases")
        : *labelledPart == LabelSplit::Part::Tuning ? tr("the tuning part")
                                                    : tr("the held-out part");
    return tr("agreement with humans on %1, n %2 (%3 human pass, %4 human fail): κ %5, accuracy %6, ROC-AUC %7 "
              "(Δ with its paired %8 % interval)\n"
              "%9 case(s) now agree with the person, %10 no longer do (McNemar p %11)\n"
              "verdict: %12 (%13)")
               .arg(part, QString::number(paired->n), QString::number(paired->humanPass),
                    QString::number(paired->humanFail), change(paired->kappa), change(paired->accuracy),
                    change(paired->rocAuc), QString::number(100 * paired->level, 'g', 3),
                    QString::number(paired->toward))
               .arg(QString::number(paired->away), pValueText(paired->mcnemarP), verdictText(paired->verdict),
                    paired->reason)
        + (paired->readingsNote.isEmpty() ? QString() : QLatin1Char('\n') + paired->readingsNote);
}

bool readChangedBreakdowns(const RunStore &store, ComparisonExport &exported, QString *error)
{
    QSet<QString> changed;
    for (const CaseDelta &delta : std::as_const(exported.comparison.cases)) {
        if (delta.change != CaseDelta::Change::Same)
            changed.insert(resultKey(delta.testCaseName, delta.testCaseIndex, delta.metric));
    }
    const auto wanted = [&](const MetricResult &result) {
        return changed.contains(resultKey(result.testCaseName, result.testCaseIndex, result.metricId));
    };
    return store.addDetails(exported.a.info.id, exported.a.results, wanted, error)
        && store.addDetails(exported.b.info.id, exported.b.results, wanted, error);
}

bool readClaimJudgedResults(const RunStore &store, StoredRun &run, const ClaimLabels &labels, QString *error)
{
    if (labels.isEmpty())
        return true;
    return store.addDetails(
        run.info.id, run.results,
        [&labels](const MetricResult &result) {
            return labels.covers(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
        },
        error);
}

bool readExchangeLabelledResults(const RunStore &store, StoredRun &run, const HumanLabels &labels, QString *error)
{
    if (labels.isEmpty())
        return true;
    return store.addDetails(
        run.info.id, run.results,
        [&labels](const MetricResult &result) {
            const std::optional<HumanLabel> label =
                labels.find(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
            return label && label->ratesExchange();
        },
        error);
}

QJsonObject ComparisonExport::toJson() const
{
    QJsonArray metrics;
    for (const MetricDelta &metric : comparison.metrics) {
        QJsonObject entry{{QStringLiteral("metric"), metric.metric},
                          {QStringLiteral("mean_a"), orNull(metric.a.mean)},
                          {QStringLiteral("mean_b"), orNull(metric.b.mean)},
                          {QStringLiteral("mean_delta"), orNull(metric.meanDelta)},
                          {QStringLiteral("pass_rate_a"),
                           metric.ranInA() ? QJsonValue(metric.a.passRate()) : QJsonValue(QJsonValue::Null)},
                          {QStringLiteral("pass_rate_b"),
                           metric.ranInB() ? QJsonValue(metric.b.passRate()) : QJsonValue(QJsonValue::Null)},
                          {QStringLiteral("pass_rate_delta"), orNull(metric.passRateDelta)},
                          {QStringLiteral("results_paired"), metric.a.results},
                          {QStringLiteral("only_in_a"), metric.onlyInA},
                          {QStringLiteral("only_in_b"), metric.onlyInB}};
        if (metric.skippedInBoth())
            entry.insert(QStringLiteral("skipped_in_both"), true);
        else if (!metric.ranInA() || !metric.ranInB())
            entry.insert(QStringLiteral("not_run_in"), metric.ranInA() ? QStringLiteral("b") : QStringLiteral("a"));
        if (agreementA.contains(metric.metric) && agreementB.contains(metric.metric)) {
            entry.insert(QStringLiteral("agreement_a"), agreementToJson(agreementA[metric.metric]));
            entry.insert(QStringLiteral("agreement_b"), agreementToJson(agreementB[metric.metric]));
        }
        if (claimAgreementA.contains(metric.metric) && claimAgreementB.contains(metric.metric)) {
            entry.insert(QStringLiteral("claim_agreement_a"), claimAgreementToJson(claimAgreementA[metric.metric]));
            entry.insert(QStringLiteral("claim_agreement_b"), claimAgreementToJson(claimAgreementB[metric.metric]));
        }
        for (const LabelledMetricComparison &paired : labelled) {
            if (paired.metric != metric.metric)
                continue;
            QJsonObject json = labelledMetricComparisonToJson(paired);
            json.insert(QStringLiteral("part"), splitPartName(labelledPart));
            entry.insert(QStringLiteral("labelled_comparison"), json);
        }
        metrics.append(entry);
    }
    QJsonArray cases;
    for (const CaseDelta &delta : comparison.cases) {
        QJsonObject entry{{QStringLiteral("test_case"), HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex)},
                          {QStringLiteral("metric"), delta.metric},
                          {QStringLiteral("score_a"), orNull(delta.scoreA)},
                          {QStringLiteral("score_b"), orNull(delta.scoreB)},
                          {QStringLiteral("delta"), orNull(delta.delta())},
                          {QStringLiteral("status_a"), delta.statusA},
                          {QStringLiteral("status_b"), delta.statusB},
                          {QStringLiteral("change"), changeName(delta.change)}};
        // A labelled row is scored on what its label rates: said, with the whole case's scores.
        if (delta.scoredExchange != HumanLabel::WholeCase) {
            entry.insert(QStringLiteral("scored_for"), HumanLabel::scopeSuffix(delta.scoredExchange).mid(1));
            entry.insert(QStringLiteral("whole_score_a"), orNull(delta.wholeScoreA));
            entry.insert(QStringLiteral("whole_score_b"), orNull(delta.wholeScoreB));
        }
        if (delta.change != CaseDelta::Change::Same) {
            const MetricResult *resultA = resultFor(a.results, delta);
            const MetricResult *resultB = resultFor(b.results, delta);
            if (resultA && resultB)
                entry.insert(QStringLiteral("breakdown"), alignedToJson(alignBreakdowns(*resultA, *resultB)));
        }
        cases.append(entry);
    }
    QJsonObject templates;
    for (auto it = b.snapshot.templates.begin(); it != b.snapshot.templates.end(); ++it) {
        const QString before = a.snapshot.templates.value(it.key());
        if (a.snapshot.templates.contains(it.key()) && before != it.value())
            templates.insert(it.key(), QJsonObject{{QStringLiteral("a"), before}, {QStringLiteral("b"), it.value()}});
    }
    QJsonObject json{
        {QStringLiteral("a"), storedRunInfoToJson(a.info)},
        {QStringLiteral("b"), storedRunInfoToJson(b.info)},
        {QStringLiteral("changes"), QJsonArray::fromStringList(RunSnapshot::changes(a.snapshot, b.snapshot))},
        {QStringLiteral("templates_changed"), templates},
        {QStringLiteral("metrics"), metrics},
        {QStringLiteral("cases"), cases},
        {QStringLiteral("regressions"), QJsonArray::fromStringList(regressions)}};
    if (const QString mismatch = DatasetRef::mismatch(a.snapshot.dataset, b.snapshot.dataset); !mismatch.isEmpty())
        json.insert(QStringLiteral("warning"), mismatch);
    if (const QString offline = RunSnapshot::offlineEditsText(a.snapshot, b.snapshot); !offline.isEmpty())
        json.insert(QStringLiteral("offline_judge_warning"), offline);
    return json;
}

QByteArray ComparisonExport::toCsv() const
{
    CsvTable csv({QStringLiteral("test_case"), QStringLiteral("metric"), QStringLiteral("score_a"),
                  QStringLiteral("score_b"), QStringLiteral("delta"), QStringLiteral("status_a"),
                  QStringLiteral("status_b"), QStringLiteral("change")});
    for (const CaseDelta &delta : comparison.cases) {
        csv.addRow({HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex), delta.metric,
                    csvNumber(delta.scoreA), csvNumber(delta.scoreB), csvNumber(delta.delta()), delta.statusA,
                    delta.statusB, changeName(delta.change)});
    }
    return csv.bytes();
}

QByteArray ComparisonExport::toHtml() const
{
    const QString title = tr("Claimscope comparison: #%1 %2 → #%3 %4")
                              .arg(QString::number(a.info.id), a.info.name, QString::number(b.info.id), b.info.name);
    QString html = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                                  "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
                                  "td,th{border:1px solid #ccc;padding:3px 8px}td.n{text-align:right}"
                                  ".worse{color:#b3401a}.better{color:#00795c}</style></head><body>\n")
                       .arg(esc(title));
    html += QStringLiteral("<h1>%1</h1>\n").arg(esc(title));
    if (const QString mismatch = DatasetRef::mismatch(a.snapshot.dataset, b.snapshot.dataset); !mismatch.isEmpty())
        html += QStringLiteral("<p class=\"worse\"><strong>%1</strong></p>\n").arg(esc(mismatch));
    const QStringList changes = RunSnapshot::changes(a.snapshot, b.snapshot, RunSnapshot::Wording::ForPeople);
    html += QStringLiteral("<p>%1</p>\n")
                .arg(esc(changes.isEmpty() ? tr("Same setup.")
                                           : tr("Changed: %1").arg(changes.join(QStringLiteral("; ")))));
    if (const QString offline = RunSnapshot::offlineEditsText(a.snapshot, b.snapshot); !offline.isEmpty())
        html += QStringLiteral("<p class=\"worse\"><strong>⚠ %1</strong></p>\n").arg(esc(offline));
    // The verdict on each labelled metric, as the window's banner gives it.
    for (const LabelledMetricComparison &paired : labelled)
        html += QStringLiteral("<p><strong>%1: %2</strong> — %3</p>\n")
                    .arg(esc(paired.metric), esc(verdictText(paired.verdict)), esc(paired.explanation));
    html += QStringLiteral("<h2>%1</h2>\n<table><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th><th>%7</"
                           "th><th>%8</th><th>%9</th></tr>\n")
                .arg(esc(tr("Per metric")), esc(tr("Metric")), esc(tr("Mean A")), esc(tr("Mean B")), esc(tr("Δ mean")),
                     esc(tr("Pass rate A")), esc(tr("Pass rate B")), esc(tr("Δ pass rate")),
                     esc(tr("Agreement with humans")));
    for (const MetricDelta &metric : comparison.metrics) {
        QString agreement;
        if (agreementA.contains(metric.metric) && agreementB.contains(metric.metric))
            agreement =
                tr("κ %1 → %2, ROC-AUC %3 → %4 (n %5)")
                    .arg(figureText(agreementA[metric.metric].kappa), figureText(agreementB[metric.metric].kappa),
                         figureText(agreementA[metric.metric].rocAuc), figureText(agreementB[metric.metric].rocAuc))
                    .arg(agreementB[metric.metric].n);
        if (const QString claims = claimAgreementText(metric.metric); !claims.isEmpty())
            agreement += (agreement.isEmpty() ? QString() : QStringLiteral("; ")) + claims;
        const QString tone = metric.meanDelta && *metric.meanDelta < -1e-9 ? QStringLiteral(" worse")
            : metric.meanDelta && *metric.meanDelta > 1e-9                 ? QStringLiteral(" better")
                                                                           : QString();
        const QString notRun = esc(notRunText(metric));
        const QString scope = pairedScopeText(metric);
        html +=
            QStringLiteral("<tr><td>%1</td><td class=\"n\">%2</td><td class=\"n\">%3</td><td class=\"n%4\">%5</td>"
                           "<td class=\"n\">%6</td><td class=\"n\">%7</td><td class=\"n\">%8</td><td>%9</td></tr>\n")
                .arg(esc(metric.metric), metric.ranInA() ? figureText(metric.a.mean) : notRun,
                     metric.ranInB() ? figureText(metric.b.mean) : notRun, tone, signedFigureText(metric.meanDelta),
                     metric.ranInA() ? passRateText(metric.a.passRate()) : notRun,
                     metric.ranInB() ? passRateText(metric.b.passRate()) : notRun,
                     metric.passRateDelta ? passRateDeltaText(*metric.passRateDelta) : QStringLiteral("–"),
                     esc(scope.isEmpty() ? agreement : agreement + QStringLiteral(" (%1)").arg(scope)));
    }
    html += QStringLiteral("</table>\n<h2>%1</h2>\n<table><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</"
                           "th><th>%7</th></tr>\n")
                .arg(esc(tr("Changed test cases, regressions first")), esc(tr("Change")), esc(tr("Test case")),
                     esc(tr("Metric")), esc(tr("A")), esc(tr("B")), esc(tr("Δ")));
    int unchanged = 0;
    for (const CaseDelta &delta : comparison.cases) {
        if (delta.change == CaseDelta::Change::Same) {
            ++unchanged;
            continue;
        }
        html += QStringLiteral(
                    "<tr class=\"%1\"><td>%2</td><td>%3</td><td>%4</td><td class=\"n\">%5</td><td class=\"n\">%6</td>"
                    "<td class=\"n\">%7</td></tr>\n")
                    .arg(delta.isRegression() ? QStringLiteral("worse") : QStringLiteral("better"),
                         esc(changeText(delta.change)),
                         esc(HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex)), esc(delta.metric),
                         figureText(delta.scoreA), figureText(delta.scoreB), signedFigureText(delta.delta()));
    }
    html += QStringLiteral("</table>\n<p>%1</p>\n<p><small>%2</small></p></body></html>\n")
                .arg(esc(tr("%n unchanged result(s).", nullptr, unchanged)),
                     esc(tr("Written by Claimscope %1").arg(appVersion())));
    return html.toUtf8();
}

} // namespace claimscope
