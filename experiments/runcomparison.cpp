#include "runcomparison.h"

#include "model/labelledscores.h"
#include "registry.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace claimscope {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("claimscope::RunComparison", text, disambiguation, n);
}

constexpr double kScoreEpsilon = 1e-9;

QString statusOf(const MetricResult &result)
{
    if (result.hasError())
        return QStringLiteral("error");
    if (result.isSkipped())
        return QStringLiteral("skipped");
    return result.success ? QStringLiteral("pass") : QStringLiteral("fail");
}

// Test cases are matched by name when they have one (a re-ordered file still matches), by
// position otherwise.
QString testCaseKey(const MetricResult &result)
{
    return result.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(result.testCaseIndex) : result.testCaseName;
}

QString caseKey(const MetricResult &result)
{
    return testCaseKey(result) + QLatin1Char('\x1f') + result.metricId;
}

QSet<QString> keysOf(const QList<MetricResult> &results, QString (*key)(const MetricResult &) = caseKey)
{
    QSet<QString> keys;
    for (const MetricResult &result : results)
        keys.insert(key(result));
    return keys;
}

// `results`' figures for `metric`, on the keys in `shared` when given (by `key`: the (test case,
// metric) pair, or the test case alone); `leftOut` counts the results outside it.
MetricFigures figuresOf(const QList<MetricResult> &results, const QString &metric,
                        const QSet<QString> *shared = nullptr, int *leftOut = nullptr,
                        QString (*key)(const MetricResult &) = caseKey)
{
    MetricFigures figures;
    double sum = 0;
    int scored = 0;
    for (const MetricResult &result : results) {
        // A skipped metric has nothing to compare.
        if (result.metricId != metric || result.isSkipped())
            continue;
        if (shared && !shared->contains(key(result))) {
            ++*leftOut;
            continue;
        }
        ++figures.results;
        if (result.hasError())
            ++figures.errors;
        else if (result.success)
            ++figures.passed;
        else
            ++figures.failed;
        if (result.score) {
            sum += *result.score;
            ++scored;
        }
    }
    if (scored > 0)
        figures.mean = sum / scored;
    return figures;
}

CaseDelta::Change changeOf(const CaseDelta &delta)
{
    if (delta.statusA.isEmpty())
        return CaseDelta::Change::OnlyInB;
    if (delta.statusB.isEmpty())
        return CaseDelta::Change::OnlyInA;
    if (delta.statusA != QLatin1String("error") && delta.statusB == QLatin1String("error"))
        return CaseDelta::Change::NewError;
    if (delta.statusA == QLatin1String("error") && delta.statusB != QLatin1String("error"))
        return CaseDelta::Change::ErrorFixed;
    if (delta.statusA == QLatin1String("pass") && delta.statusB == QLatin1String("fail"))
        return CaseDelta::Change::PassToFail;
    if (delta.statusA == QLatin1String("fail") && delta.statusB == QLatin1String("pass"))
        return CaseDelta::Change::FailToPass;
    const std::optional<double> d = delta.delta();
    if (d && *d < -kScoreEpsilon)
        return CaseDelta::Change::Worse;
    if (d && *d > kScoreEpsilon)
        return CaseDelta::Change::Better;
    return CaseDelta::Change::Same;
}

// A case delta whose label rates one exchange takes that exchange's scores, and its pass or
// fail there, when both runs score it: the figures a person reads beside "toward" or "away".
void scoreAsLabelled(CaseDelta &delta, const MetricResult *resultA, const MetricResult *resultB,
                     const HumanLabels &labels)
{
    if (!resultA || !resultB || resultA->hasError() || resultB->hasError())
        return;
    const std::optional<HumanLabel> label =
        labels.find(HumanLabels::caseName(delta.testCaseName, delta.testCaseIndex), delta.metric);
    if (!label || !label->ratesExchange())
        return;
    const std::optional<double> scoreA = scoreForLabel(*resultA, *label).score;
    const std::optional<double> scoreB = scoreForLabel(*resultB, *label).score;
    if (!scoreA || !scoreB)
        return;
    delta.scoredExchange = label->exchange;
    delta.wholeScoreA = delta.scoreA;
    delta.wholeScoreB = delta.scoreB;
    delta.wholeStatusA = delta.statusA;
    delta.wholeStatusB = delta.statusB;
    delta.scoreA = scoreA;
    delta.scoreB = scoreB;
    delta.statusA = passes(scoreA, resultA->threshold) ? QStringLiteral("pass") : QStringLiteral("fail");
    delta.statusB = passes(scoreB, resultB->threshold) ? QStringLiteral("pass") : QStringLiteral("fail");
}

// Regressions first (pass → fail and new errors, then the largest drops), improvements next,
// then the cases only the whole of which changed.
int rank(const CaseDelta &delta)
{
    // A case whose label's score stayed while the whole case moved comes after those that moved.
    if (delta.changedOnlyAsAWhole())
        return 4;
    switch (delta.change) {
    case CaseDelta::Change::PassToFail:
    case CaseDelta::Change::NewError: return 0;
    case CaseDelta::Change::Worse: return 1;
    case CaseDelta::Change::FailToPass:
    case CaseDelta::Change::ErrorFixed: return 2;
    case CaseDelta::Change::Better: return 3;
    case CaseDelta::Change::OnlyInA:
    case CaseDelta::Change::OnlyInB: return 5;
    case CaseDelta::Change::Same: return 6;
    }
    return 6;
}

QString normalised(const QString &text)
{
    return text.simplified().toCaseFolded();
}

} // namespace

std::optional<double> CaseDelta::delta() const
{
    if (scoreA && scoreB)
        return *scoreB - *scoreA;
    return std::nullopt;
}

bool CaseDelta::isRegression() const
{
    return change == Change::Worse || change == Change::PassToFail || change == Change::NewError;
}

RunComparison RunComparison::compare(const QList<MetricResult> &a, const QList<MetricResult> &b,
                                     const HumanLabels &labels)
{
    RunComparison comparison;
    const QSet<QString> keysA = keysOf(a);
    const QSet<QString> keysB = keysOf(b);
    const QSet<QString> testCasesA = keysOf(a, testCaseKey);
    const QSet<QString> testCasesB = keysOf(b, testCaseKey);
    for (const MetricInfo &info : MetricRegistry::all()) {
        MetricDelta delta;
        delta.metric = info.id;
        delta.a = figuresOf(a, info.id);
        delta.b = figuresOf(b, info.id);
        const auto skipped = [&info](const QList<MetricResult> &results) {
            return int(std::count_if(results.cbegin(), results.cend(), [&info](const MetricResult &result) {
                return result.metricId == info.id && result.isSkipped();
            }));
        };
        delta.skippedA = skipped(a);
        delta.skippedB = skipped(b);
        // A metric whose every result was skipped keeps its row, as the Summary keeps its card.
        if (delta.a.results == 0 && delta.b.results == 0 && !delta.skippedInBoth())
            continue;
        // Figures set side by side are over the same test cases: those both runs have.
        if (delta.a.results > 0 && delta.b.results > 0) {
            delta.a = figuresOf(a, info.id, &keysB, &delta.onlyInA);
            delta.b = figuresOf(b, info.id, &keysA, &delta.onlyInB);
            delta.passRateDelta = delta.b.passRate() - delta.a.passRate();
        } else if (delta.a.results > 0 && !b.isEmpty()) {
            // A metric only A ran, beside a try on part of the cases: A's figures on B's cases.
            delta.a = figuresOf(a, info.id, &testCasesB, &delta.onlyInA, testCaseKey);
        } else if (delta.b.results > 0 && !a.isEmpty()) {
            delta.b = figuresOf(b, info.id, &testCasesA, &delta.onlyInB, testCaseKey);
        }
        if (delta.a.mean && delta.b.mean)
            delta.meanDelta = *delta.b.mean - *delta.a.mean;
        comparison.metrics.append(delta);
    }

    QHash<QString, int> indexOfKey;
    QList<std::pair<const MetricResult *, const MetricResult *>> resultsOfCase; // A's and B's, beside cases
    const auto entry = [&](const MetricResult &result) {
        const QString key = caseKey(result);
        auto it = indexOfKey.constFind(key);
        if (it == indexOfKey.constEnd()) {
            CaseDelta delta;
            delta.testCaseIndex = result.testCaseIndex;
            delta.testCaseName = result.testCaseName;
            delta.metric = result.metricId;
            comparison.cases.append(delta);
            resultsOfCase.append({nullptr, nullptr});
            it = indexOfKey.insert(key, int(comparison.cases.size() - 1));
        }
        return *it;
    };
    for (const MetricResult &result : a) {
        const int index = entry(result);
        CaseDelta &delta = comparison.cases[index];
        delta.scoreA = result.score;
        delta.statusA = statusOf(result);
        resultsOfCase[index].first = &result;
    }
    for (const MetricResult &result : b) {
        const int index = entry(result);
        CaseDelta &delta = comparison.cases[index];
        delta.testCaseIndex = result.testCaseIndex;
        delta.scoreB = result.score;
        delta.statusB = statusOf(result);
        resultsOfCase[index].second = &result;
    }
    if (!labels.isEmpty()) {
        for (int i = 0; i < comparison.cases.size(); ++i)
            scoreAsLabelled(comparison.cases[i], resultsOfCase[i].first, resultsOfCase[i].second, labels);
    }
    for (CaseDelta &delta : comparison.cases) {
        delta.change = changeOf(delta);
        delta.wholeChange = delta.change;
        if (delta.scoredExchange != HumanLabel::WholeCase) {
            CaseDelta whole = delta;
            whole.scoreA = delta.wholeScoreA;
            whole.scoreB = delta.wholeScoreB;
            whole.statusA = delta.wholeStatusA;
            whole.statusB = delta.wholeStatusB;
            delta.wholeChange = changeOf(whole);
        }
    }
    std::stable_sort(comparison.cases.begin(), comparison.cases.end(), [](const CaseDelta &x, const CaseDelta &y) {
        if (rank(x) != rank(y))
            return rank(x) < rank(y);
        return x.delta().value_or(0) < y.delta().value_or(0);
    });
    return comparison;
}

QStringList RunComparison::regressions(double tolerance) const
{
    QStringList reasons;
    for (const MetricDelta &metric : metrics) {
        if (metric.meanDelta && *metric.meanDelta < -tolerance - kScoreEpsilon)
            reasons.append(tr("%1: mean %2 → %3 (%4, tolerance %5)")
                               .arg(metric.metric)
                               .arg(*metric.a.mean, 0, 'f', 3)
                               .arg(*metric.b.mean, 0, 'f', 3)
                               .arg(*metric.meanDelta, 0, 'f', 3)
                               .arg(tolerance, 0, 'f', 3));
    }
    for (const CaseDelta &delta : cases) {
        const QString name =
            delta.testCaseName.isEmpty() ? QStringLiteral("#%1").arg(delta.testCaseIndex + 1) : delta.testCaseName;
        if (delta.change == CaseDelta::Change::PassToFail)
            reasons.append(tr("%1 on %2: pass → fail (%3 → %4)")
                               .arg(delta.metric, name, QString::number(delta.scoreA.value_or(0), 'f', 3),
                                    QString::number(delta.scoreB.value_or(0), 'f', 3)));
        else if (delta.change == CaseDelta::Change::NewError)
            reasons.append(tr("%1 on %2: %3 → error").arg(delta.metric, name, delta.statusA));
    }
    return reasons;
}

QString notRunText(const MetricDelta &metric)
{
    if (metric.skippedInBoth())
        return QCoreApplication::translate("claimscope::RunComparison", "⊘ skipped in both");
    if (!metric.ranInB())
        return QCoreApplication::translate("claimscope::RunComparison", "not run in B");
    if (!metric.ranInA())
        return QCoreApplication::translate("claimscope::RunComparison", "not run in A");
    return {};
}

QString pairedScopeText(const MetricDelta &metric)
{
    if (metric.onlyInA == 0 && metric.onlyInB == 0)
        return {};
    // A metric one run did not run has the other run's figures only: said, with what they cover
    // (the cases the runs share; 264 + 186 did not add up to the 477 cases a metric skips some of).
    if (!metric.ranInB())
        return QCoreApplication::translate("claimscope::RunComparison",
                                           "A's only, on its %n result(s) for the test cases B ran; %1 left out",
                                           nullptr, metric.a.results)
            .arg(metric.onlyInA);
    if (!metric.ranInA())
        return QCoreApplication::translate("claimscope::RunComparison",
                                           "B's only, on its %n result(s) for the test cases A ran; %1 left out",
                                           nullptr, metric.b.results)
            .arg(metric.onlyInB);
    QString text = QCoreApplication::translate("claimscope::RunComparison", "on the %n result(s) both runs have",
                                               nullptr, metric.a.results);
    if (metric.onlyInA > 0)
        text += QCoreApplication::translate("claimscope::RunComparison", "; %n only in A left out", nullptr,
                                            metric.onlyInA);
    if (metric.onlyInB > 0)
        text += QCoreApplication::translate("claimscope::RunComparison", "; %n only in B left out", nullptr,
                                            metric.onlyInB);
    return text;
}

QStringList onlyInOneRunTexts(const RunComparison &comparison)
{
    // Metrics one run did not run at all are named together, each run's apart.
    QStringList notInB;
    QStringList notInA;
    int rowsNotInB = 0;
    int rowsNotInA = 0;
    QStringList cases;
    // Every metric the rows have, also one whose results were all skipped (it has no figures).
    for (const MetricInfo &info : MetricRegistry::all()) {
        int onlyA = 0;
        int onlyB = 0;
        bool inA = false;
        bool inB = false;
        for (const CaseDelta &delta : comparison.cases) {
            if (delta.metric != info.id)
                continue;
            onlyA += delta.change == CaseDelta::Change::OnlyInA ? 1 : 0;
            onlyB += delta.change == CaseDelta::Change::OnlyInB ? 1 : 0;
            inA = inA || !delta.statusA.isEmpty();
            inB = inB || !delta.statusB.isEmpty();
        }
        const QString &name = info.displayName;
        if (!inB && onlyA > 0) {
            notInB.append(name);
            rowsNotInB += onlyA;
        } else if (!inA && onlyB > 0) {
            notInA.append(name);
            rowsNotInA += onlyB;
        } else {
            if (onlyA > 0)
                cases.append(QCoreApplication::translate("claimscope::RunComparison",
                                                         "%1: %n test case(s) B did not run", nullptr, onlyA)
                                 .arg(name));
            if (onlyB > 0)
                cases.append(QCoreApplication::translate("claimscope::RunComparison",
                                                         "%1: %n test case(s) A did not run", nullptr, onlyB)
                                 .arg(name));
        }
    }
    QStringList texts = cases;
    if (!notInB.isEmpty())
        texts.append(
            QCoreApplication::translate("claimscope::RunComparison", "%1 not run in B: %n row(s)", nullptr, rowsNotInB)
                .arg(notInB.join(QStringLiteral(", "))));
    if (!notInA.isEmpty())
        texts.append(
            QCoreApplication::translate("claimscope::RunComparison", "%1 not run in A: %n row(s)", nullptr, rowsNotInA)
                .arg(notInA.join(QStringLiteral(", "))));
    return texts;
}

QList<MetricResult> sharedWith(const QList<MetricResult> &results, const QList<MetricResult> &other)
{
    const QSet<QString> keys = keysOf(other);
    QList<MetricResult> shared;
    for (const MetricResult &result : results) {
        if (keys.contains(caseKey(result)))
            shared.append(result);
    }
    return shared;
}

QString changeName(CaseDelta::Change change)
{
    switch (change) {
    case CaseDelta::Change::Same: return QStringLiteral("same");
    case CaseDelta::Change::Better: return QStringLiteral("better");
    case CaseDelta::Change::Worse: return QStringLiteral("worse");
    case CaseDelta::Change::PassToFail: return QStringLiteral("pass_to_fail");
    case CaseDelta::Change::FailToPass: return QStringLiteral("fail_to_pass");
    case CaseDelta::Change::NewError: return QStringLiteral("new_error");
    case CaseDelta::Change::ErrorFixed: return QStringLiteral("error_fixed");
    case CaseDelta::Change::OnlyInA: return QStringLiteral("only_in_a");
    case CaseDelta::Change::OnlyInB: return QStringLiteral("only_in_b");
    }
    return {};
}

const MetricResult *resultFor(const QList<MetricResult> &results, const CaseDelta &delta)
{
    for (const MetricResult &result : results) {
        if (result.metricId == delta.metric && result.testCaseName == delta.testCaseName
            && (!delta.testCaseName.isEmpty() || result.testCaseIndex == delta.testCaseIndex))
            return &result;
    }
    return nullptr;
}

QString resultKey(const QString &testCaseName, int testCaseIndex, const QString &metric)
{
    return testCaseName + QLatin1Char('\x1f') + (testCaseName.isEmpty() ? QString::number(testCaseIndex) : QString())
        + QLatin1Char('\x1f') + metric;
}

QList<AlignedWindow> alignBreakdowns(const MetricResult &a, const MetricResult &b)
{
    QList<AlignedWindow> aligned;
    QHash<QString, int> bWindowByTitle;
    for (int i = 0; i < b.windows.size(); ++i)
        bWindowByTitle.insert(b.windows[i].title, i);
    QList<bool> bWindowUsed(b.windows.size(), false);

    const auto itemsOf = [](const BreakdownWindow &window, AlignedItem::Presence presence) {
        QList<AlignedItem> items;
        for (const BreakdownItem &item : window.items) {
            AlignedItem entry{breakdownKindName(item.kind), item.text, presence, {}, {}, {}, {}};
            (presence == AlignedItem::Presence::OnlyB ? entry.verdictB : entry.verdictA) = item.verdict;
            (presence == AlignedItem::Presence::OnlyB ? entry.reasonB : entry.reasonA) = item.reason;
            items.append(entry);
        }
        return items;
    };

    for (const BreakdownWindow &windowA : a.windows) {
        AlignedWindow window{
            windowA.title, AlignedItem::Presence::OnlyA, windowA.score, std::nullopt, windowA.reason, {}, {}};
        const auto match = bWindowByTitle.constFind(windowA.title);
        if (match == bWindowByTitle.constEnd() || bWindowUsed[*match]) {
            window.items = itemsOf(windowA, AlignedItem::Presence::OnlyA);
            aligned.append(window);
            continue;
        }
        bWindowUsed[*match] = true;
        const BreakdownWindow &windowB = b.windows[*match];
        window.presence = AlignedItem::Presence::Both;
        window.scoreB = windowB.score;
        window.reasonB = windowB.reason;
        // Items match by kind and text (whitespace and case aside), each B item once.
        QList<bool> bItemUsed(windowB.items.size(), false);
        for (const BreakdownItem &itemA : windowA.items) {
            AlignedItem entry{breakdownKindName(itemA.kind),
                              itemA.text,
                              AlignedItem::Presence::OnlyA,
                              itemA.verdict,
                              {},
                              itemA.reason,
                              {}};
            for (int j = 0; j < windowB.items.size(); ++j) {
                const BreakdownItem &itemB = windowB.items[j];
                if (!bItemUsed[j] && itemB.kind == itemA.kind && normalised(itemB.text) == normalised(itemA.text)) {
                    bItemUsed[j] = true;
                    entry.presence = AlignedItem::Presence::Both;
                    entry.verdictB = itemB.verdict;
                    entry.reasonB = itemB.reason;
                    break;
                }
            }
            window.items.append(entry);
        }
        for (int j = 0; j < windowB.items.size(); ++j) {
            if (bItemUsed[j])
                continue;
            const BreakdownItem &itemB = windowB.items[j];
            window.items.append({breakdownKindName(itemB.kind),
                                 itemB.text,
                                 AlignedItem::Presence::OnlyB,
                                 {},
                                 itemB.verdict,
                                 {},
                                 itemB.reason});
        }
        aligned.append(window);
    }
    for (int i = 0; i < b.windows.size(); ++i) {
        if (bWindowUsed[i])
            continue;
        const BreakdownWindow &windowB = b.windows[i];
        aligned.append({windowB.title,
                        AlignedItem::Presence::OnlyB,
                        std::nullopt,
                        windowB.score,
                        {},
                        windowB.reason,
                        itemsOf(windowB, AlignedItem::Presence::OnlyB)});
    }
    return aligned;
}

} // namespace claimscope
