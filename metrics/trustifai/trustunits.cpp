#include "trustunits.h"

#include "engine/metricrun.h"
#include "windows.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace claimscope::TrustUnits {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::TrustUnits", text, disambiguation, n);
}

struct Progress {
    QList<UnitOutcome> outcomes; // by unit index
    int pending = 0;
};

void finishRun(MetricRun &run, const QList<TrustUnit> &units, const QList<int> &evaluated,
               const QList<UnitOutcome> &outcomes)
{
    double sum = 0;
    QJsonArray unitScores;
    for (int index : evaluated) {
        sum += outcomes[index].score;
        unitScores.append(outcomes[index].score);
    }
    const double raw = sum / evaluated.size();
    const QJsonObject &params = run.params();
    QString chosen = run.info().thresholdLabel(raw, params);
    if (evaluated.size() == 1 && !outcomes[evaluated.first()].label.isEmpty())
        chosen = outcomes[evaluated.first()].label;
    MetricResult &result = run.result();
    QStringList warnings;
    for (int index : evaluated) {
        if (!outcomes[index].warning.isEmpty())
            warnings.append(units.size() == 1 ? outcomes[index].warning
                                              : units[index].title + QStringLiteral(": ") + outcomes[index].warning);
    }
    result.warning = warnings.join(QStringLiteral("; "));
    result.label = chosen;
    result.details.insert(QStringLiteral("raw_score"), raw);
    result.details.insert(QStringLiteral("rounded_score"), round2(raw));
    result.details.insert(QStringLiteral("unit_scores"), unitScores);
    if (evaluated.size() == 1) {
        const QJsonObject unitDetails = outcomes[evaluated.first()].details;
        for (auto it = unitDetails.begin(); it != unitDetails.end(); ++it)
            result.details.insert(it.key(), it.value());
    }
    QString reason;
    if (run.includeReason()) {
        if (evaluated.size() == 1 && units.size() == 1) {
            reason = outcomes[evaluated.first()].reason;
        } else {
            QStringList parts;
            for (int index : evaluated)
                parts.append(units[index].title + QStringLiteral(": ") + outcomes[index].reason);
            reason = tr("Mean of %n exchange(s): %1 (%2). %3", nullptr, int(evaluated.size()))
                         .arg(round2(raw), 0, 'f', 2)
                         .arg(chosen, parts.join(QLatin1Char(' ')));
        }
    }
    const double strict = run.strictScore(raw);
    run.finish(run.info().reportedScore(strict), run.passes(strict), reason);
}

} // namespace

QList<TrustUnit> unitsOf(const TestCase &testCase)
{
    if (!testCase.isConversational()) {
        TrustUnit unit;
        unit.title = tr("Answer");
        unit.query = testCase.input;
        unit.answer = testCase.actualOutput;
        unit.documents = testCase.retrievalContext;
        unit.samples = testCase.samples;
        unit.hasSamples = !testCase.samples.isEmpty();
        return {unit};
    }
    QList<TrustUnit> units;
    const QList<Unit> exchanges = unitInteractions(testCase.turns);
    for (int i = 0; i < exchanges.size(); ++i) {
        const UnitText text = unitText(testCase.turns, exchanges[i]);
        units.append({tr("Exchange %1").arg(i + 1), exchanges[i], text.query, text.answer, text.documents, text.samples,
                      text.hasSamples});
    }
    return units;
}

QString missingDocuments(const TestCase &testCase)
{
    if (!testCase.isConversational())
        return testCase.retrievalContext.isEmpty()
            ? tr("needs retrieval_context (the documents the answer was based on)")
            : QString();
    // What unitsOf() would give each exchange as documents, without putting its texts together:
    // a run asks this of every test case before it starts.
    const QList<Unit> exchanges = unitInteractions(testCase.turns);
    const auto hasDocuments = [&testCase](int index) {
        const Turn &turn = testCase.turns[index];
        return turn.role != Role::User && !turn.retrievalContext.isEmpty();
    };
    const bool anyDocuments = std::any_of(exchanges.begin(), exchanges.end(), [&hasDocuments](const Unit &exchange) {
        return std::any_of(exchange.begin(), exchange.end(), hasDocuments);
    });
    return anyDocuments ? QString()
                        : tr("no retrieval context to evaluate: no assistant turn carries retrieval_context");
}

QList<ParamInfo> params(double high, double mid)
{
    QList<ParamInfo> list = MetricRegistry::commonParams(mid);
    list.append(ParamInfo{QStringLiteral("label_high"),
                          ParamInfo::Type::Number,
                          high,
                          0,
                          1,
                          {},
                          tr("Scores at or above this get the top label.")}
                    .rescoring());
    list.append(ParamInfo{QStringLiteral("label_mid"),
                          ParamInfo::Type::Number,
                          mid,
                          0,
                          1,
                          {},
                          tr("Scores at or above this (and below label_high) get the middle label.")}
                    .rescoring());
    return list;
}

QString label(double score, const QJsonObject &params, const LabelNames &names)
{
    if (score >= params.value(QStringLiteral("label_high")).toDouble())
        return names.high;
    if (score >= params.value(QStringLiteral("label_mid")).toDouble())
        return names.mid;
    return names.low;
}

double round2(double value)
{
    // glibc formats the exact binary value, ties to even, like Python's round(); Qt's own
    // formatter rounds ties away from zero (0.125 → 0.13), which is not what TrustifAI does.
    char text[64];
    std::snprintf(text, sizeof text, "%.2f", value);
    return std::strtod(text, nullptr);
}

double cosine(const QList<double> &a, const QList<double> &b)
{
    double dot = 0;
    double normA = 0;
    double normB = 0;
    for (qsizetype i = 0; i < qMin(a.size(), b.size()); ++i) {
        dot += a[i] * b[i];
        normA += a[i] * a[i];
        normB += b[i] * b[i];
    }
    if (normA == 0 || normB == 0)
        return 0;
    return dot / (std::sqrt(normA) * std::sqrt(normB));
}

void run(MetricRun &run, const UnitEvaluator &evaluate, const UnitSkip &skip)
{
    const QList<TrustUnit> units = unitsOf(run.testCase());
    for (const TrustUnit &unit : units) {
        if (unit.query.trimmed().isEmpty() || unit.answer.trimmed().isEmpty()) {
            run.failInput(tr("%1: the query and the answer must not be blank").arg(unit.title));
            return;
        }
    }
    QList<int> evaluated;
    QString judgeSkip; // why the judge could not evaluate a unit that has documents
    QList<BreakdownWindow> &windows = run.result().windows;
    for (int i = 0; i < units.size(); ++i) {
        BreakdownWindow window;
        window.title = units[i].title;
        window.turnIndices = units[i].turnIndices;
        const QString why = units[i].documents.isEmpty() || !skip ? QString() : skip(run, units[i]);
        if (units[i].documents.isEmpty()) {
            window.skipped = true;
            window.skipReason = tr("no retrieval context");
        } else if (!why.isEmpty()) {
            window.skipped = true;
            window.skipReason = judgeSkip = why;
        } else {
            evaluated.append(i);
        }
        windows.append(window);
    }
    if (evaluated.isEmpty() && !judgeSkip.isEmpty()) {
        run.skip(judgeSkip);
        return;
    }
    if (evaluated.isEmpty()) {
        run.failInput(run.testCase().isConversational()
                          ? tr("no retrieval context to evaluate: no assistant turn carries retrieval_context")
                          : tr("needs retrieval_context (the documents the answer was based on)"));
        return;
    }
    auto progress = std::make_shared<Progress>();
    progress->outcomes.resize(units.size());
    progress->pending = int(evaluated.size());
    MetricRun *runPtr = &run;
    for (int index : evaluated) {
        evaluate(run, units[index], run.params(), [=](const UnitOutcome &outcome) {
            MetricRun &run = *runPtr;
            if (!outcome.ok()) {
                if (outcome.inputError)
                    run.failInput(outcome.error);
                else
                    run.failJudge(outcome.errorStep, outcome.error, outcome.errorRaw);
                return;
            }
            progress->outcomes[index] = outcome;
            BreakdownWindow &window = run.result().windows[index];
            window.score = outcome.score;
            window.reason = outcome.reason;
            window.items = outcome.items;
            if (--progress->pending == 0)
                finishRun(run, units, evaluated, progress->outcomes);
        });
    }
}

} // namespace claimscope::TrustUnits
