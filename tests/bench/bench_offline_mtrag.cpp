// Measures the offline judge through the real metric code (EngineHost, Faithfulness,
// Evidence Coverage) on the MTRAG human-evaluation subset: ROC-AUC against the human
// `faithful` label (all cases, the even-indexed tuning half and the odd-indexed held-out
// half) and the wall time of each run over all cases. "with context" (of the half shown last)
// leaves out the answers without retrieval context, whose claims the verdict contract makes `idk`.
// The first line is the ceiling of that contract: the AUC of a judge that is right on every
// answer with context while every answer without context scores 1 (all claims `idk`).
//
// Usage: bench_offline_mtrag [--tuning] [--dump FILE] [mtrag-conversations.json]
// --tuning prints the even half only, so that tuning never looks at the held-out odd half;
// --dump writes that half's results (label, score, claims and verdicts) as JSON lines.

#include "engine/enginehost.h"
#include "model/resultjson.h"
#include "support/mtragcases.h"
#include "support/rocauc.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QThreadPool>

#include <cstdio>
#include <optional>

using namespace claimscope;

namespace {

void report(const char *name, const QList<MtragCase> &cases, const QList<std::optional<double>> &scores, bool tuning)
{
    QList<double> all, even, odd, withContext;
    QList<bool> allLabels, evenLabels, oddLabels, withContextLabels;
    for (int i = 0; i < cases.size(); ++i) {
        if (!scores[i])
            continue;
        all.append(*scores[i]);
        allLabels.append(cases[i].faithful);
        (i % 2 == 0 ? even : odd).append(*scores[i]);
        (i % 2 == 0 ? evenLabels : oddLabels).append(cases[i].faithful);
        if (!cases[i].passages.isEmpty() && i % 2 == (tuning ? 0 : 1)) {
            withContext.append(*scores[i]);
            withContextLabels.append(cases[i].faithful);
        }
    }
    if (tuning) {
        std::printf("%-44s AUC even %.4f (n=%lld)  even with context %.4f (n=%lld)\n", name, rocAuc(even, evenLabels),
                    qint64(even.size()), rocAuc(withContext, withContextLabels), qint64(withContext.size()));
        return;
    }
    std::printf("%-44s AUC all %.4f (n=%lld)  even %.4f (n=%lld)  odd %.4f (n=%lld)  "
                "odd with context %.4f (n=%lld)\n",
                name, rocAuc(all, allLabels), qint64(all.size()), rocAuc(even, evenLabels), qint64(even.size()),
                rocAuc(odd, oddLabels), qint64(odd.size()), rocAuc(withContext, withContextLabels),
                qint64(withContext.size()));
}

// One engine run of one metric over every case; scores by case index (none for errors).
QList<std::optional<double>> run(const QList<MtragCase> &cases, const QString &metric, const QJsonObject &params,
                                 qint64 *elapsedMs, int *errors, QFile *dump)
{
    RunRequest request;
    for (int i = 0; i < cases.size(); ++i) {
        TestCase c;
        c.kind = TestCase::Kind::SingleTurn;
        c.input = cases[i].input;
        c.actualOutput = cases[i].answer;
        for (const QString &passage : cases[i].passages)
            c.retrievalContext.append(ContextItem::fromText(passage));
        request.testCases.append(c);
        request.testCaseIndices.append(i);
    }
    request.addMetric(metric, params);
    request.useCache = false;
    request.skipInapplicable = true;

    EngineHost host;
    QList<std::optional<double>> scores(cases.size());
    QEventLoop loop;
    *errors = 0;
    QObject::connect(&host, &EngineHost::resultReady, &host, [&](const MetricResult &result) {
        if (result.hasError())
            ++*errors;
        else if (result.testCaseIndex >= 0 && result.testCaseIndex < scores.size())
            scores[result.testCaseIndex] = result.score;
        if (dump && result.testCaseIndex % 2 == 0) {
            QJsonObject line = resultToJson(result);
            line.insert(QStringLiteral("case"), result.testCaseIndex);
            line.insert(QStringLiteral("faithful"), cases.value(result.testCaseIndex).faithful);
            dump->write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
        }
    });
    QObject::connect(&host, &EngineHost::runFinished, &host, [&](const RunSummary &summary) {
        if (!summary.error.isEmpty())
            std::fprintf(stderr, "run error: %s\n", qPrintable(summary.error));
        loop.quit();
    });
    QElapsedTimer timer;
    timer.start();
    host.start(request);
    loop.exec();
    *elapsedMs = timer.elapsed();
    return scores;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Offline judge on MTRAG human judgements"));
    parser.addHelpOption();
    const QCommandLineOption tuning(QStringLiteral("tuning"), QStringLiteral("Report the even (tuning) half only."));
    parser.addOption(tuning);
    const QCommandLineOption dumpOption(
        QStringLiteral("dump"), QStringLiteral("Write the even half's results to FILE."), QStringLiteral("FILE"));
    parser.addOption(dumpOption);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("mtrag-conversations.json"));
    parser.process(app);
    const QString path = parser.positionalArguments().value(0, MtragCases::defaultPath());

    QString error;
    const QList<MtragCase> cases = MtragCases::load(path, &error);
    if (cases.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    QFile dump(parser.value(dumpOption));
    if (parser.isSet(dumpOption) && !dump.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(dump.fileName()));
        return 2;
    }
    QList<std::optional<double>> ceiling;
    for (const MtragCase &c : cases)
        ceiling.append(c.passages.isEmpty() || c.faithful ? 1.0 : 0.0);
    report("Ceiling: perfect with context, 1 without", cases, ceiling, parser.isSet(tuning));
    struct Job {
        const char *name;
        QString metric;
        QJsonObject params;
    };
    const QList<Job> jobs = {
        {"Faithfulness (default params)", QStringLiteral("faithfulness"), {}},
        {"Faithfulness (penalize_ambiguous_claims)",
         QStringLiteral("faithfulness"),
         {{QStringLiteral("penalize_ambiguous_claims"), true}}},
        {"Evidence Coverage (cases with documents)", QStringLiteral("evidence_coverage"), {}},
        {"Semantic Drift (offline embedder)", QStringLiteral("semantic_drift"), {}},
    };
    for (const Job &job : jobs) {
        qint64 elapsed = 0;
        int errors = 0;
        const auto scores =
            run(cases, job.metric, job.params, &elapsed, &errors, parser.isSet(dumpOption) ? &dump : nullptr);
        report(job.name, cases, scores, parser.isSet(tuning));
        std::printf("%-44s %lld ms for %lld cases (%d errors, %d pool threads)\n", "", elapsed, qint64(cases.size()),
                    errors, QThreadPool::globalInstance()->maxThreadCount());
    }
    return 0;
}
