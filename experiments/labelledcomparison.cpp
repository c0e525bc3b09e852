#include "labelledcomparison.h"

#include "agreementfigures.h"
#include "model/labelledscores.h"
#include "stats/mcnemar.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonValue>
#include <QSet>

#include <algorithm>
#include <numeric>

namespace claimscope {

namespace {

// One metric's labelled cases scored in both runs on what their labels rate, in the same order.
struct PairedMetric {
    QList<LabelledScore> a;
    QList<LabelledScore> b;
    double thresholdA = 0.5;
    double thresholdB = 0.5;
};

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject figureJson(const FigureChange &figure)
{
    return {{QStringLiteral("a"), optional(figure.a)},
            {QStringLiteral("b"), optional(figure.b)},
            {QStringLiteral("delta"), optional(figure.delta)},
            {QStringLiteral("delta_interval"), intervalToJson(figure.deltaInterval)}};
}

std::optional<double> difference(const std::optional<double> &a, const std::optional<double> &b)
{
    return a && b ? std::optional<double>(*b - *a) : std::nullopt;
}

// The labelled cases of each metric with a score for what the label rates in both runs.
QMap<QString, PairedMetric> pairedByMetric(const QList<MetricResult> &a, const QList<MetricResult> &b,
                                           const HumanLabels &labels, const LabelledComparisonOptions &options)
{
    QHash<QString, const MetricResult *> inB;
    for (const MetricResult &result : b)
        inB.insert(resultKey(result.testCaseName, result.testCaseIndex, result.metricId), &result);
    QMap<QString, PairedMetric> paired;
    for (const MetricResult &resultA : a) {
        const QString testCase = HumanLabels::caseName(resultA.testCaseName, resultA.testCaseIndex);
        if (options.part && options.split.partOf(testCase) != *options.part)
            continue;
        const std::optional<HumanLabel> label = labels.find(testCase, resultA.metricId);
        const MetricResult *resultB =
            inB.value(resultKey(resultA.testCaseName, resultA.testCaseIndex, resultA.metricId));
        if (!label || !resultB)
            continue;
        const std::optional<double> scoreA = scoreForLabel(resultA, *label).score;
        const std::optional<double> scoreB = scoreForLabel(*resultB, *label).score;
        if (!scoreA || !scoreB)
            continue;
        PairedMetric &metric = paired[resultA.metricId];
        metric.a.append({*scoreA, label->pass, testCase});
        metric.b.append({*scoreB, label->pass, testCase});
        metric.thresholdA = resultA.threshold;
        metric.thresholdB = resultB->threshold;
    }
    // In test-case order, not in the order the run finished its results: the bootstrap draws by
    // position, so the same two runs give the same intervals whatever order they were kept in.
    for (PairedMetric &metric : paired) {
        QList<qsizetype> order(metric.a.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
                  [&](qsizetype x, qsizetype y) { return metric.a[x].testCase < metric.a[y].testCase; });
        PairedMetric sorted{{}, {}, metric.thresholdA, metric.thresholdB};
        for (const qsizetype i : order) {
            sorted.a.append(metric.a[i]);
            sorted.b.append(metric.b[i]);
        }
        metric = std::move(sorted);
    }
    return paired;
}

// Whether the judge or the person says one thing only on `scores`: κ is then 0 or 0/0, which is
// undefined rather than "no agreement" (as the Agreement dock says).
bool oneClassOnly(const QList<LabelledScore> &scores, double threshold)
{
    const auto judgePasses = [threshold](const LabelledScore &item) { return passes(item.score, threshold); };
    const auto humanPasses = [](const LabelledScore &item) { return item.humanPass; };
    const auto oneKind = [&](auto &&pass) {
        return std::all_of(scores.begin(), scores.end(), pass) || std::none_of(scores.begin(), scores.end(), pass);
    };
    return oneKind(judgePasses) || oneKind(humanPasses);
}

LabelledMetricComparison compareMetric(const QString &metric, const PairedMetric &paired,
                                       const LabelledComparisonOptions &options)
{
    LabelledMetricComparison comparison;
    comparison.metric = metric;
    comparison.n = int(paired.a.size());
    Resample everyCase(comparison.n);
    for (int i = 0; i < comparison.n; ++i) {
        everyCase[i] = i;
        ++(paired.a[i].humanPass ? comparison.humanPass : comparison.humanFail);
        const bool agreedA = passes(paired.a[i].score, paired.thresholdA) == paired.a[i].humanPass;
        const bool agreesB = passes(paired.b[i].score, paired.thresholdB) == paired.b[i].humanPass;
        if (agreesB && !agreedA)
            ++comparison.toward;
        else if (agreedA && !agreesB)
            ++comparison.away;
    }
    comparison.mcnemarP = mcnemarExactP(comparison.toward, comparison.away);

    const AgreementFigures onA(paired.a, paired.thresholdA);
    const AgreementFigures onB(paired.b, paired.thresholdB);
    const FiguresOf figuresA = [&](const Resample &resample) { return onA.on(resample); };
    const FiguresOf figuresB = [&](const Resample &resample) { return onB.on(resample); };
    const Figures a = figuresA(everyCase);
    const Figures b = figuresB(everyCase);
    // The intervals are at the verdict's level: the interval of the judged figure decides it.
    Bootstrap bootstrap = options.bootstrap;
    bootstrap.level = 1 - options.significance;
    const QList<std::optional<Interval>> intervals = bootstrap.pairedDifferences(comparison.n, figuresA, figuresB);
    const auto figure = [&](int index) {
        return FigureChange{a.value(index), b.value(index), difference(a.value(index), b.value(index)),
                            intervals.value(index)};
    };
    comparison.accuracy = figure(AccuracyFigure);
    comparison.kappa = figure(KappaFigure);
    if (oneClassOnly(paired.a, paired.thresholdA))
        comparison.kappa.a.reset();
    if (oneClassOnly(paired.b, paired.thresholdB))
        comparison.kappa.b.reset();
    if (!comparison.kappa.a || !comparison.kappa.b) {
        comparison.kappa.delta.reset();
        comparison.kappa.deltaInterval.reset();
    }
    comparison.rocAuc = figure(RocAucFigure);

    // κ is what a person calibrating a judge reads; accuracy stands in when κ has no interval
    // (a run whose judge or whose person used one verdict throughout).
    comparison.judgesKappa = comparison.kappa.deltaInterval.has_value();
    const FigureChange &judged = comparison.judged();
    comparison.verdictFigure =
        comparison.judgesKappa ? QStringLiteral("κ") : QCoreApplication::translate("claimscope", "accuracy");
    const ChangeJudgement judgement =
        judgeChange({comparison.verdictFigure, judged.delta, judged.deltaInterval, comparison.toward, comparison.away,
                     comparison.mcnemarP, comparison.humanPass, comparison.humanFail, options.significance});
    comparison.verdict = judgement.verdict;
    comparison.detectable = judgement.detectable;
    comparison.level = bootstrap.level;
    comparison.reason = judgement.reason;
    comparison.explanation = judgement.explanation;
    comparison.readingsNote = judgement.readingsNote;
    return comparison;
}

} // namespace

std::optional<bool> agreesWithLabel(const MetricResult &result, const HumanLabel &label)
{
    if (result.hasError())
        return std::nullopt;
    const std::optional<double> score = scoreForLabel(result, label).score;
    if (!score)
        return std::nullopt;
    return passes(score, result.threshold) == label.pass;
}

HumanDirection humanDirection(const CaseDelta &delta, const QList<MetricResult> &a, const QList<MetricResult> &b,
                              const HumanLabels &labels)
{
    const std::optional<HumanLabel> label =
        labels.find(HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex), delta.metric);
    const MetricResult *resultA = resultFor(a, delta);
    const MetricResult *resultB = resultFor(b, delta);
    if (!label || !resultA || !resultB)
        return HumanDirection::Unlabelled;
    const std::optional<bool> agreedA = agreesWithLabel(*resultA, *label);
    const std::optional<bool> agreesB = agreesWithLabel(*resultB, *label);
    if (!agreedA || !agreesB)
        return HumanDirection::Unlabelled;
    if (*agreedA == *agreesB)
        return HumanDirection::Unchanged;
    return *agreesB ? HumanDirection::Toward : HumanDirection::Away;
}

QString humanDirectionId(HumanDirection direction)
{
    switch (direction) {
    case HumanDirection::Toward: return QStringLiteral("toward");
    case HumanDirection::Away: return QStringLiteral("away");
    case HumanDirection::Unchanged: return QStringLiteral("unchanged");
    case HumanDirection::Unlabelled: break;
    }
    return QStringLiteral("unlabelled");
}

QList<LabelledMetricComparison> compareLabelled(const QList<MetricResult> &a, const QList<MetricResult> &b,
                                                const HumanLabels &labels, const LabelledComparisonOptions &options)
{
    const QMap<QString, PairedMetric> paired = pairedByMetric(a, b, labels, options);
    QList<LabelledMetricComparison> comparisons;
    QStringList seen;
    for (const MetricResult &result : a) {
        if (seen.contains(result.metricId) || !paired.contains(result.metricId))
            continue;
        seen.append(result.metricId);
        comparisons.append(compareMetric(result.metricId, paired.value(result.metricId), options));
    }
    return comparisons;
}

int heldOutNotRun(const QList<MetricResult> &b, const HumanLabels &labels, double tuningShare,
                  const QSet<QString> &onlyMetrics)
{
    QSet<QString> ran;
    QSet<QString> metrics = onlyMetrics;
    for (const MetricResult &result : b) {
        ran.insert(HumanLabels::caseName(result.testCaseName, result.testCaseIndex) + QLatin1Char('\x1f')
                   + result.metricId);
        if (onlyMetrics.isEmpty())
            metrics.insert(result.metricId);
    }
    const LabelSplit split{tuningShare};
    QSet<QString> left;
    for (const QString &metric : labels.metrics()) {
        if (!metrics.contains(metric))
            continue;
        for (const QString &testCase : labels.testCases(metric)) {
            if (!split.isTuning(testCase) && !ran.contains(testCase + QLatin1Char('\x1f') + metric))
                left.insert(testCase);
        }
    }
    return int(left.size());
}

QString heldOutNotRunText(int cases)
{
    if (cases <= 0)
        return {};
    return QCoreApplication::translate("claimscope",
                                       "B did not run the %n labelled test case(s) of the held-out part (a try runs "
                                       "the tuning part only), so this comparison cannot say whether the change holds "
                                       "on cases the tuning did not look at: run them with \"Run the … held-out "
                                       "case(s) and compare\" above the case list, and the same verdict is given on "
                                       "them.",
                                       nullptr, cases);
}

QJsonObject labelledMetricComparisonToJson(const LabelledMetricComparison &comparison)
{
    return {{QStringLiteral("metric"), comparison.metric},
            {QStringLiteral("n"), comparison.n},
            {QStringLiteral("human_pass"), comparison.humanPass},
            {QStringLiteral("human_fail"), comparison.humanFail},
            {QStringLiteral("accuracy"), figureJson(comparison.accuracy)},
            {QStringLiteral("kappa"), figureJson(comparison.kappa)},
            {QStringLiteral("roc_auc"), figureJson(comparison.rocAuc)},
            {QStringLiteral("toward"), comparison.toward},
            {QStringLiteral("away"), comparison.away},
            {QStringLiteral("mcnemar_p"), comparison.mcnemarP},
            {QStringLiteral("verdict"), verdictId(comparison.verdict)},
            {QStringLiteral("verdict_figure"), comparison.verdictFigure},
            {QStringLiteral("detectable"), optional(comparison.detectable)},
            {QStringLiteral("level"), comparison.level},
            {QStringLiteral("reason"), comparison.reason},
            {QStringLiteral("explanation"), comparison.explanation},
            {QStringLiteral("readings_note"),
             comparison.readingsNote.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(comparison.readingsNote)}};
}

} // namespace claimscope
