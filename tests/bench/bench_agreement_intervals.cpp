// Measures the statistics of the tuning loop on the 477 MTRAG human judgements with the offline
// judge: Faithfulness on the last answers run twice (threshold 0.5 and 0.7), then the time of
// agreement with its 95 % intervals (2,000 resamples; tuning, held-out and all parts) and of
// the paired comparison of the two runs (paired intervals, McNemar, verdict), each repeated and
// the median printed with the figures.
//
// Usage: bench_agreement_intervals [mtrag-conversations.json]

#include "engine/enginehost.h"
#include "experiments/agreementfigures.h"
#include "experiments/labelledcomparison.h"
#include "experiments/splitagreement.h"
#include "support/mtragcases.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>

#include <algorithm>
#include <cstdio>

using namespace claimscope;

namespace {

QList<MetricResult> run(const QList<MtragCase> &cases, double threshold)
{
    RunRequest request;
    for (int i = 0; i < cases.size(); ++i) {
        TestCase c;
        c.kind = TestCase::Kind::SingleTurn;
        c.name = QStringLiteral("mtrag-%1").arg(cases[i].index);
        c.input = cases[i].input;
        c.actualOutput = cases[i].answer;
        for (const QString &passage : cases[i].passages)
            c.retrievalContext.append(ContextItem::fromText(passage));
        request.testCases.append(c);
        request.testCaseIndices.append(i);
    }
    request.addMetric(QStringLiteral("faithfulness"), {{QStringLiteral("threshold"), threshold}});
    request.useCache = false;
    EngineHost host;
    QList<MetricResult> results;
    QEventLoop loop;
    QObject::connect(&host, &EngineHost::resultReady, &host,
                     [&](const MetricResult &result) { results.append(result); });
    QObject::connect(&host, &EngineHost::runFinished, &host, [&](const RunSummary &) { loop.quit(); });
    host.start(request);
    loop.exec();
    return results;
}

template<typename Work> double medianMs(Work work, int times = 7)
{
    QList<double> elapsed;
    for (int i = 0; i < times; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        elapsed.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(elapsed.begin(), elapsed.end());
    return elapsed[elapsed.size() / 2];
}

void printAgreement(const char *part, const Agreement &a)
{
    const auto interval = [](const std::optional<Interval> &i) {
        return i ? QStringLiteral("[%1, %2]").arg(QString::number(i->low, 'f', 3), QString::number(i->high, 'f', 3))
                 : QStringLiteral("[–]");
    };
    std::printf("  %-9s n %3d  accuracy %.3f %s  κ %.3f %s  ROC-AUC %.3f %s\n", part, a.n, a.accuracy,
                qPrintable(interval(a.intervals.accuracy)), a.kappa.value_or(0),
                qPrintable(interval(a.intervals.kappa)), a.rocAuc.value_or(0),
                qPrintable(interval(a.intervals.rocAuc)));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QString path = app.arguments().value(1, MtragCases::defaultPath());
    QString error;
    const QList<MtragCase> cases = MtragCases::load(path, &error);
    if (cases.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    const QList<MetricResult> a = run(cases, 0.5);
    const QList<MetricResult> b = run(cases, 0.7);
    HumanLabels labels;
    for (const MtragCase &c : cases) {
        HumanLabel label;
        label.pass = c.faithful;
        labels.set(QStringLiteral("mtrag-%1").arg(c.index), QStringLiteral("faithfulness"), label);
    }
    const LabelSplit split;

    QMap<QString, SplitAgreement> agreement;
    const double agreementMs = medianMs([&] { agreement = splitAgreementByMetric(a, labels, split); });
    const SplitAgreement &figures = agreement.first();
    std::printf("Agreement of Faithfulness (offline judge, threshold 0.5) with the MTRAG labels:\n");
    printAgreement("tuning", figures.tuning);
    printAgreement("held-out", figures.heldOut);
    printAgreement("all", figures.all);
    std::printf("agreement with intervals, three parts (%d bootstrap resamples each): median %.1f ms\n",
                Bootstrap::DefaultResamples, agreementMs);

    const MetricLabelledScores scores = labelledScoresByMetric(a, labels).first();
    const double oneMs = medianMs([&] { agreementIntervals(scores.scores, scores.threshold); });
    std::printf("intervals of accuracy, κ and ROC-AUC over %lld cases alone: median %.1f ms\n",
                qint64(scores.scores.size()), oneMs);

    QList<LabelledMetricComparison> compared;
    const double comparisonMs = medianMs([&] { compared = compareLabelled(a, b, labels); });
    const LabelledMetricComparison &c = compared.first();
    std::printf("paired comparison, threshold 0.5 → 0.7: n %d, Δκ %+.3f [%+.3f, %+.3f], toward %d, away %d, "
                "McNemar p %.3g, verdict %s: median %.1f ms\n  %s\n",
                c.n, c.kappa.delta.value_or(0), c.kappa.deltaInterval ? c.kappa.deltaInterval->low : 0,
                c.kappa.deltaInterval ? c.kappa.deltaInterval->high : 0, c.toward, c.away, c.mcnemarP,
                qPrintable(verdictId(c.verdict)), comparisonMs, qPrintable(c.explanation));
    return 0;
}
