#include "conversationrelevance.h"

#include "engine/metricrun.h"
#include "model/phrase.h"
#include "windows.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace claimscope {

namespace {

struct Pair {
    QString input;
    QString output;
    QList<int> turns;
};

QList<Pair> pairsOf(const TestCase &testCase)
{
    if (!testCase.isConversational())
        return {{testCase.input, testCase.actualOutput, {}}};
    QList<Pair> pairs;
    for (const Unit &unit : unitInteractions(testCase.turns)) {
        const UnitText text = unitText(testCase.turns, unit);
        pairs.append({text.query, text.answer, unit});
    }
    return pairs;
}

// [first, last) pair ranges of each window.
QList<QPair<int, int>> windowRanges(int pairs, int size, bool trailing)
{
    QList<QPair<int, int>> ranges;
    if (trailing) {
        for (int i = 0; i < pairs; ++i)
            ranges.append({qMax(0, i - size + 1), i + 1});
    } else {
        for (int i = 0; i < qMax(1, pairs - size + 1); ++i)
            ranges.append({i, qMin(pairs, i + size)});
    }
    return ranges;
}

} // namespace

MetricInfo ConversationRelevance::info()
{
    MetricInfo info;
    info.id = QStringLiteral("conversation_relevance");
    info.displayName = tr("Conversation Relevance");
    info.anchor = QStringLiteral("promptfoo");
    info.description = tr("Share of conversation windows whose last reply is relevant, the earlier "
                          "exchanges being context.");
    info.singleTurn = true;
    info.conversational = true;
    info.params = MetricRegistry::commonParams();
    ParamInfo window = MetricRegistry::windowSizeParam(5);
    window.description = tr("How many input/output pairs each window covers.");
    info.params.append(window);
    info.params.append({QStringLiteral("windowing"),
                        ParamInfo::Type::Choice,
                        QStringLiteral("forward"),
                        0,
                        0,
                        {QStringLiteral("forward"), QStringLiteral("trailing")},
                        tr("forward: windows pairs[i..i+w) as the product page documents; trailing: one "
                           "window ending at every pair (promptfoo ≥ 0.118).")});
    info.steps = {info.id + QStringLiteral("__verdict"), info.id + QStringLiteral("__reason")};
    info.create = [] { return std::make_unique<ConversationRelevance>(); };
    info.missingInput = [](const TestCase &) { return QString(); };
    return info;
}

void ConversationRelevance::start(MetricRun &run)
{
    const QList<Pair> pairs = pairsOf(run.testCase());
    if (pairs.isEmpty()) {
        run.failInput(tr("conversation_relevance needs at least one complete user → assistant exchange; "
                         "this conversation has none"));
        return;
    }
    const bool trailing = run.text(QStringLiteral("windowing")) == QLatin1String("trailing");
    const QList<QPair<int, int>> ranges =
        windowRanges(int(pairs.size()), run.integer(QStringLiteral("window_size")), trailing);
    // The titles of irrelevant windows reach the reason prompt, in English whatever the UI language.
    const auto phrase = [](const char *source) { return Phrase("claimscope::ConversationRelevance", source); };
    QList<StepCall> calls;
    QStringList englishTitles;
    QList<BreakdownWindow> &windows = run.result().windows;
    for (const auto &[first, last] : ranges) {
        QJsonArray messages;
        BreakdownWindow window;
        const Phrase title = first + 1 == last ? phrase(QT_TR_NOOP("Window · pair %1")).arg(last)
                                               : phrase(QT_TR_NOOP("Window · pairs %1–%2")).arg(first + 1).arg(last);
        window.title = title.shown();
        englishTitles.append(title.english());
        for (int p = first; p < last; ++p) {
            messages.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                        {QStringLiteral("content"), pairs[p].input}});
            messages.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                        {QStringLiteral("content"), pairs[p].output}});
            window.turnIndices.append(pairs[p].turns);
        }
        windows.append(window);
        StepCall call;
        call.step = run.info().id + QStringLiteral("__verdict");
        call.vars = {{QStringLiteral("messages"), messages}};
        call.scope = window.title;
        calls.append(call);
    }
    MetricRun *runPtr = &run;
    run.askAll(calls, [runPtr, pairs, ranges, englishTitles](const QList<QJsonObject> &answers) {
        MetricRun &run = *runPtr;
        int relevant = 0;
        QStringList irrelevant;
        for (int i = 0; i < answers.size(); ++i) {
            const QString verdict = answers[i].value(QStringLiteral("verdict")).toString();
            const QString reason = answers[i].value(QStringLiteral("reason")).toString();
            BreakdownWindow &window = run.result().windows[i];
            const Pair &judged = pairs[ranges[i].second - 1];
            window.score = verdict == QLatin1String("yes") ? 1.0 : 0.0;
            window.reason = reason;
            window.items = {{BreakdownItem::Kind::Message, judged.output, verdict, reason,
                             judged.turns.isEmpty() ? -1 : judged.turns.last()}};
            if (verdict == QLatin1String("yes"))
                ++relevant;
            else
                irrelevant.append(englishTitles[i] + QStringLiteral(": ") + reason);
        }
        const double score = run.strictScore(double(relevant) / answers.size());
        run.finishExplained(
            score, irrelevant.isEmpty(),
            tr("%1 out of %n conversation window(s) were relevant", nullptr, int(answers.size())).arg(relevant),
            {{QStringLiteral("score"), scoreText(score)},
             {QStringLiteral("irrelevant"), QJsonArray::fromStringList(irrelevant)}});
    });
}

} // namespace claimscope
