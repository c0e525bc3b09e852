// Measures the offline judge on the MTRAG human-evaluation subset: Faithfulness and Evidence
// Coverage ROC-AUC against the human `faithful` label (all cases, the even-indexed tuning half
// and the odd-indexed held-out half) and the wall time for all cases.
//
// Usage: bench_offline_mtrag [mtrag-conversations.json] [--dump-tuning FILE]

#include "metrics/judge/offline/offlinejudge.h"
#include "support/mtragcases.h"
#include "support/rocauc.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThreadPool>

#include <cstdio>

using namespace claimscope;

namespace {

struct CaseResult {
    QJsonArray truths;
    QJsonArray claims;
    QJsonArray verdicts;
    QJsonArray spans;
    int pending = 0;
    bool failed = false;
};

JudgeQuery query(const QString &step, const QJsonObject &vars)
{
    JudgeQuery q;
    q.call.step = step;
    q.call.vars = vars;
    q.kind = findStep(step)->kind;
    return q;
}

QJsonObject parse(const JudgeReply &reply)
{
    return QJsonDocument::fromJson(reply.content.toUtf8()).object();
}

// METRICS.md §1: score = (#not "no" − penalty · #idk) / n, 1 without verdicts.
double faithfulness(const QJsonArray &verdicts, bool penalize)
{
    if (verdicts.isEmpty())
        return 1.0;
    int count = 0;
    for (const QJsonValue &v : verdicts) {
        const QString verdict = v.toObject().value(QLatin1String("verdict")).toString();
        count += verdict != QLatin1String("no") ? 1 : 0;
        count -= penalize && verdict == QLatin1String("idk") ? 1 : 0;
    }
    return double(count) / double(verdicts.size());
}

// METRICS.md §7.1: supported spans over spans, a "supported" reason that says otherwise does not count.
double evidenceCoverage(const QJsonArray &spans)
{
    static const char *negative[] = {"not supported", "not directly supported", "unsupported",
                                     "insufficient evidence", "not found", "does not match", "incorrect"};
    if (spans.isEmpty())
        return 0;
    int supported = 0;
    for (const QJsonValue &value : spans) {
        const QJsonObject span = value.toObject();
        const QString reason = span.value(QLatin1String("reason")).toString().toLower();
        bool ok = span.value(QLatin1String("supported")).toBool();
        for (const char *phrase : negative)
            ok = ok && !reason.contains(QLatin1String(phrase));
        supported += ok ? 1 : 0;
    }
    return double(supported) / double(spans.size());
}

void report(const char *name, const QList<MtragCase> &cases, const QList<double> &scores,
            const QList<bool> &include)
{
    QList<double> all, even, odd;
    QList<bool> allLabels, evenLabels, oddLabels;
    for (int i = 0; i < cases.size(); ++i) {
        if (!include[i])
            continue;
        all.append(scores[i]);
        allLabels.append(cases[i].faithful);
        (i % 2 == 0 ? even : odd).append(scores[i]);
        (i % 2 == 0 ? evenLabels : oddLabels).append(cases[i].faithful);
    }
    std::printf("%-44s AUC all %.4f (n=%lld)  even %.4f (n=%lld)  odd %.4f (n=%lld)\n", name,
                rocAuc(all, allLabels), qint64(all.size()), rocAuc(even, evenLabels),
                qint64(even.size()), rocAuc(odd, oddLabels), qint64(odd.size()));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Offline judge on MTRAG human judgements"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("mtrag-conversations.json"));
    const QCommandLineOption dump(QStringLiteral("dump-tuning"),
                                  QStringLiteral("Write the even-indexed (tuning) cases' claims and verdicts as JSON lines."),
                                  QStringLiteral("file"));
    parser.addOption(dump);
    parser.process(app);
    const QString path = parser.positionalArguments().value(0, MtragCases::defaultPath());

    QString error;
    const QList<MtragCase> cases = MtragCases::load(path, &error);
    if (cases.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }

    OfflineJudge judge;
    QList<CaseResult> results(cases.size());
    int open = 0;
    // One open pipeline per case (truths + claims → verdicts) and one per span request.
    auto finishOne = [&](int) {
        if (--open == 0)
            QCoreApplication::quit();
    };
    auto sendVerdicts = [&](int i) {
        CaseResult &r = results[i];
        if (r.claims.isEmpty()) {
            finishOne(i);
            return;
        }
        judge.send(query(QStringLiteral("faithfulness__verdicts"),
                         {{QStringLiteral("claims"), r.claims}, {QStringLiteral("truths"), r.truths}}),
                   [&, i](const JudgeReply &reply) {
                       results[i].failed = results[i].failed || !reply.ok;
                       results[i].verdicts = parse(reply).value(QLatin1String("verdicts")).toArray();
                       finishOne(i);
                   });
    };

    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < cases.size(); ++i) {
        const MtragCase &c = cases[i];
        CaseResult &r = results[i];
        open += 1;
        r.pending = 1;
        if (!c.passages.isEmpty()) {
            ++r.pending;
            ++open;     // the spans
            judge.send(query(QStringLiteral("faithfulness__truths"),
                             {{QStringLiteral("context"), c.passages.join(QStringLiteral("\n\n"))},
                              {QStringLiteral("limit_note"), QString()}}),
                       [&, i](const JudgeReply &reply) {
                           results[i].truths = parse(reply).value(QLatin1String("truths")).toArray();
                           if (--results[i].pending == 0)
                               sendVerdicts(i);
                       });
            judge.send(query(QStringLiteral("evidence_coverage__spans"),
                             {{QStringLiteral("query"), c.input},
                              {QStringLiteral("documents"), QJsonArray::fromStringList(c.passages)},
                              {QStringLiteral("answer"), c.answer}}),
                       [&, i](const JudgeReply &reply) {
                           results[i].spans = parse(reply).value(QLatin1String("spans")).toArray();
                           finishOne(i);
                       });
        }
        judge.send(query(QStringLiteral("faithfulness__claims"), {{QStringLiteral("text"), c.answer}}),
                   [&, i](const JudgeReply &reply) {
                       results[i].claims = parse(reply).value(QLatin1String("claims")).toArray();
                       if (--results[i].pending == 0)
                           sendVerdicts(i);
                   });
    }
    app.exec();
    const qint64 elapsed = timer.elapsed();

    QList<double> plain, penalized, coverage;
    QList<bool> everyCase, withDocuments;
    int claims = 0, yes = 0, no = 0, idk = 0, failures = 0;
    for (const CaseResult &r : std::as_const(results)) {
        plain.append(faithfulness(r.verdicts, false));
        penalized.append(faithfulness(r.verdicts, true));
        coverage.append(evidenceCoverage(r.spans));
        everyCase.append(true);
        withDocuments.append(!r.spans.isEmpty() || !r.truths.isEmpty());
        failures += r.failed ? 1 : 0;
        claims += int(r.claims.size());
        for (const QJsonValue &v : r.verdicts) {
            const QString verdict = v.toObject().value(QLatin1String("verdict")).toString();
            yes += verdict == QLatin1String("yes");
            no += verdict == QLatin1String("no");
            idk += verdict == QLatin1String("idk");
        }
    }
    std::printf("cases %lld, claims %d (yes %d, no %d, idk %d), failed steps %d\n",
                qint64(cases.size()), claims, yes, no, idk, failures);
    report("Faithfulness (default params)", cases, plain, everyCase);
    report("Faithfulness (penalize_ambiguous_claims)", cases, penalized, everyCase);
    report("Evidence Coverage (cases with documents)", cases, coverage, withDocuments);
    std::printf("time for all %lld cases: %lld ms on %d pool threads\n", qint64(cases.size()),
                elapsed, QThreadPool::globalInstance()->maxThreadCount());

    if (parser.isSet(dump)) {
        QFile out(parser.value(dump));
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(out.fileName()));
            return 2;
        }
        for (int i = 0; i < cases.size(); i += 2) {
            const QJsonObject line{{QStringLiteral("index"), i},
                                   {QStringLiteral("faithful"), cases[i].faithful},
                                   {QStringLiteral("score"), plain[i]},
                                   {QStringLiteral("coverage"), coverage[i]},
                                   {QStringLiteral("input"), cases[i].input},
                                   {QStringLiteral("claims"), results[i].claims},
                                   {QStringLiteral("verdicts"), results[i].verdicts},
                                   {QStringLiteral("spans"), results[i].spans}};
            out.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
        }
    }
    return 0;
}
