#include "labelledscores.h"

#include <QCoreApplication>

namespace claimscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("claimscope", text);
}

// The window a label's exchange is, or -1 past the last one.
qsizetype windowOf(const MetricResult &result, int exchange)
{
    const qsizetype index = exchange == HumanLabel::LastExchange ? result.windows.size() - 1 : exchange - 1;
    return index < result.windows.size() ? index : -1;
}

// Window `index` holds its own exchange only: it shares no turn with the window before it.
bool holdsOneExchange(const MetricResult &result, qsizetype index)
{
    if (index == 0)
        return true;
    const QList<int> &turns = result.windows[index].turnIndices;
    const QList<int> &before = result.windows[index - 1].turnIndices;
    return !turns.isEmpty() && !before.isEmpty() && turns.first() > before.last();
}

ScoreForLabel cannot(const QString &why)
{
    return {std::nullopt, why};
}

ScoreForLabel windowScore(const MetricResult &result, qsizetype index)
{
    const BreakdownWindow &window = result.windows[index];
    if (window.skipped)
        return cannot(tr("%1 was skipped: %2").arg(window.title, window.skipReason));
    if (!window.score)
        return cannot(tr("%1 has no score").arg(window.title));
    return {window.score, {}, index};
}

// The exchange judged alone with the result, when it is the one the label rates.
std::optional<ScoreForLabel> scoreJudgedAlone(const MetricResult &result, const HumanLabel &label)
{
    const std::optional<ExchangeScore> &alone = result.exchangeAlone;
    if (!alone
        || !(label.exchange == alone->exchange
             || (label.exchange == HumanLabel::LastExchange && alone->exchange == alone->exchanges)))
        return std::nullopt;
    if (!alone->score)
        return cannot(tr("%1 judged alone has no score: %2").arg(HumanLabel::scopeText(label.exchange), alone->why));
    return ScoreForLabel{alone->score, {}, -1, true};
}

} // namespace

ExchangeScoring exchangeScoring(const QString &metricId)
{
    if (metricId == QLatin1String("turn_faithfulness") || metricId == QLatin1String("turn_contextual_relevancy"))
        return ExchangeScoring::OwnWindow;
    if (metricId == QLatin1String("turn_relevancy"))
        return ExchangeScoring::VerdictOnMessage;
    if (metricId == QLatin1String("conversation_relevance"))
        return ExchangeScoring::LastWindowOnly;
    if (metricId == QLatin1String("evidence_coverage") || metricId == QLatin1String("semantic_drift")
        || metricId == QLatin1String("epistemic_consistency") || metricId == QLatin1String("source_diversity")
        || metricId == QLatin1String("trust_score"))
        return ExchangeScoring::OwnUnit;
    return ExchangeScoring::WholeCase;
}

ScoreForLabel scoreForLabel(const MetricResult &result, const HumanLabel &label)
{
    if (!result.score || !label.ratesExchange())
        return {result.score, {}};
    if (const std::optional<ScoreForLabel> alone = scoreJudgedAlone(result, label))
        return *alone;
    const QString what = HumanLabel::scopeText(label.exchange);
    const ExchangeScoring scoring = exchangeScoring(result.metricId);
    if (result.windows.isEmpty()) {
        // A single-turn test case (or metric) is one exchange.
        if (scoring != ExchangeScoring::OwnWindow && scoring != ExchangeScoring::VerdictOnMessage
            && label.exchange <= 1)
            return {result.score, {}};
        return cannot(tr("the result has no exchange to compare with %1").arg(what));
    }
    const qsizetype index = windowOf(result, label.exchange);
    if (index < 0)
        return cannot(
            tr("the result has %1 exchange(s), none for %2").arg(QString::number(result.windows.size()), what));
    switch (scoring) {
    case ExchangeScoring::WholeCase: return cannot(tr("this metric scores the whole test case only"));
    case ExchangeScoring::OwnWindow:
        if (!holdsOneExchange(result, index)) {
            ScoreForLabel unscored = cannot(tr("its window also holds earlier exchanges, and this run did not judge "
                                               "%1 alone: run the metric again with these labels and it does")
                                                .arg(what));
            unscored.needsRun = true;
            return unscored;
        }
        return windowScore(result, index);
    case ExchangeScoring::VerdictOnMessage:
    case ExchangeScoring::OwnUnit: return windowScore(result, index);
    case ExchangeScoring::LastWindowOnly:
        if (index != result.windows.size() - 1)
            return cannot(tr("only its last window is judged on one answer, the last"));
        return windowScore(result, index);
    }
    return cannot(what);
}

std::optional<qsizetype> labelledWindow(const MetricResult &result, const HumanLabel &label)
{
    if (!label.ratesExchange() || result.windows.isEmpty())
        return std::nullopt;
    const qsizetype index = windowOf(result, label.exchange);
    return index < 0 ? std::nullopt : std::optional<qsizetype>(index);
}

QMap<QString, UnscoredLabels> unscoredLabels(const QList<MetricResult> &results, const HumanLabels &labels)
{
    QMap<QString, UnscoredLabels> unscored;
    for (const MetricResult &result : results) {
        const std::optional<HumanLabel> label =
            labels.find(HumanLabels::caseName(result.testCaseName, result.testCaseIndex), result.metricId);
        if (!label || !result.score)
            continue;
        const ScoreForLabel paired = scoreForLabel(result, *label);
        if (paired.score)
            continue;
        UnscoredLabels &entry = unscored[result.metricId];
        if (entry.count++ == 0)
            entry.why = paired.cannotScore;
    }
    return unscored;
}

QStringList unscoredLabelsText(const QMap<QString, UnscoredLabels> &unscored, const HumanLabels &labels)
{
    QStringList lines;
    for (auto it = unscored.cbegin(); it != unscored.cend(); ++it) {
        // A metric's labels are read with one scope: name one label's.
        const int exchange = labels.anyExchange(it.key());
        lines.append(QCoreApplication::translate("claimscope::LabelledScores",
                                                 "%1: %n labelled result(s) cannot score %2 alone and are left out "
                                                 "of agreement: %3",
                                                 nullptr, it->count)
                         .arg(it.key(), HumanLabel::scopeText(exchange), it->why));
    }
    return lines;
}

QString exchangeAloneText(const ExchangeScore &alone)
{
    const bool last = alone.exchange == alone.exchanges;
    if (!alone.score)
        return last ? tr("last answer alone: no score (%1) — not compared with the human label").arg(alone.why)
                    : tr("exchange %1 alone: no score (%2) — not compared with the human label")
                          .arg(QString::number(alone.exchange), alone.why);
    const QString score = QString::number(*alone.score, 'f', 2);
    return last
        ? tr("last answer alone: %1 — compared with the human label").arg(score)
        : tr("exchange %1 alone: %2 — compared with the human label").arg(QString::number(alone.exchange), score);
}

MetricResult scoresOnly(const MetricResult &result)
{
    MetricResult compact;
    compact.testCaseIndex = result.testCaseIndex;
    compact.testCaseName = result.testCaseName;
    compact.metricId = result.metricId;
    compact.score = result.score;
    compact.threshold = result.threshold;
    compact.exchangeAlone = result.exchangeAlone;
    for (const BreakdownWindow &window : result.windows)
        compact.windows.append(
            {window.title, window.turnIndices, window.score, window.skipped, window.skipReason, {}, {}});
    return compact;
}

std::optional<int> exchangeToScoreAlone(const QString &metricId, int windowSize, int exchanges, int labelExchange)
{
    if (exchangeScoring(metricId) != ExchangeScoring::OwnWindow || windowSize <= 1
        || labelExchange == HumanLabel::WholeCase)
        return std::nullopt;
    const int exchange = labelExchange == HumanLabel::LastExchange ? exchanges : labelExchange;
    // Exchange 1's window holds it alone; past the end there is nothing to judge.
    if (exchange < 2 || exchange > exchanges)
        return std::nullopt;
    return exchange;
}

bool scopesDiffer(int exchange, bool conversational)
{
    return conversational && exchange != HumanLabel::WholeCase;
}

} // namespace claimscope
