#include "regressiongate.h"

#include "model/humanlabels.h"
#include "stats/mcnemar.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope", text);
}

struct MetricCases {
    QList<double> a; // scores of the test cases scored in both runs
    QList<double> b;
    int passToFail = 0;
    int failToPass = 0;
};

Figures meanOf(const QList<double> &scores, const Resample &resample)
{
    double sum = 0;
    for (int index : resample)
        sum += scores[index];
    return {sum / double(resample.size())};
}

} // namespace

QStringList significantRegressions(const RunComparison &comparison, double tolerance, double significance)
{
    QMap<QString, MetricCases> byMetric;
    QStringList reasons;
    for (const CaseDelta &delta : comparison.cases) {
        MetricCases &metric = byMetric[delta.metric];
        if (delta.scoreA && delta.scoreB) {
            metric.a.append(*delta.scoreA);
            metric.b.append(*delta.scoreB);
        }
        metric.passToFail += delta.change == CaseDelta::Change::PassToFail ? 1 : 0;
        metric.failToPass += delta.change == CaseDelta::Change::FailToPass ? 1 : 0;
        if (delta.change == CaseDelta::Change::NewError) {
            reasons.append(
                tr("%1 on %2: %3 → error")
                    .arg(delta.metric, HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex), delta.statusA));
        }
    }
    Bootstrap bootstrap;
    bootstrap.level = 1.0 - significance;
    for (const MetricDelta &metric : comparison.metrics) {
        const MetricCases &cases = byMetric.value(metric.metric);
        if (metric.meanDelta && *metric.meanDelta < -tolerance && !cases.a.isEmpty()) {
            const std::optional<Interval> interval =
                bootstrap
                    .pairedDifferences(
                        int(cases.a.size()), [&](const Resample &r) { return meanOf(cases.a, r); },
                        [&](const Resample &r) { return meanOf(cases.b, r); })
                    .value(0);
            if (interval && interval->high < 0)
                reasons.append(
                    tr("%1: mean %2 → %3 (%4, tolerance %5; %6 % interval of the change %7 to %8)")
                        .arg(metric.metric, QString::number(*metric.a.mean, 'f', 3),
                             QString::number(*metric.b.mean, 'f', 3), QString::number(*metric.meanDelta, 'f', 3),
                             QString::number(tolerance, 'f', 3), QString::number(100.0 * bootstrap.level, 'g', 3),
                             QString::number(interval->low, 'f', 3), QString::number(interval->high, 'f', 3)));
        }
        const double p = mcnemarExactP(cases.passToFail, cases.failToPass);
        if (cases.passToFail > cases.failToPass && p < significance)
            reasons.append(tr("%1: %2 test case(s) pass → fail, %3 fail → pass (McNemar p %4 < %5)")
                               .arg(metric.metric, QString::number(cases.passToFail), QString::number(cases.failToPass),
                                    QString::number(p, 'g', 3), QString::number(significance, 'g', 3)));
    }
    return reasons;
}

} // namespace claimscope
