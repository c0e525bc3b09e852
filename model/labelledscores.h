#pragma once

#include "model/humanlabels.h"
#include "model/metricresult.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

// How a metric's results give the score of one exchange, for labels that rate one.
enum class ExchangeScoring {
    WholeCase,        // single-turn metrics: the test case is one exchange
    OwnWindow,        // window i ends at exchange i; exact when it holds exchange i alone
    VerdictOnMessage, // window i's verdict rates exchange i's last answer (earlier ones are context)
    OwnUnit,          // one breakdown unit per exchange, judged alone (TrustifAI)
    LastWindowOnly,   // only the last window is judged on the last answer (promptfoo's pairs)
};
ExchangeScoring exchangeScoring(const QString &metricId);

// The score a label is compared with, or why there is none to compare: the result's score for
// a label on the whole test case; for a label on one exchange, that exchange's own score (the
// exchange judged alone, MetricResult::exchangeAlone, when the run kept it).
struct ScoreForLabel {
    std::optional<double> score;
    QString cannotScore; // set when the result has a score but not one for what the label rates
    // Where `score` comes from, for a label on one exchange: the result's window at this index,
    // or (judgedAlone) the exchange judged alone; -1 and false for the whole test case's score.
    qsizetype window = -1;
    bool judgedAlone = false;
    // The run judged no exchange alone because the label came after it: a new run scores it.
    bool needsRun = false;
};

// The one pairing of a label with a result that agreement, the results table, comparisons, the
// command line and the report all use. Pure, any thread.
ScoreForLabel scoreForLabel(const MetricResult &result, const HumanLabel &label);

// The window (0-based) of the exchange a label on one exchange rates, the window a breakdown
// opens on; none for a label on the whole test case or past the result's windows.
std::optional<qsizetype> labelledWindow(const MetricResult &result, const HumanLabel &label);

// Per metric, the labelled results that have a score but none for what their label rates, and
// why (the first reason seen): these are left out of agreement and must be said so.
struct UnscoredLabels {
    int count = 0;
    QString why;
};
QMap<QString, UnscoredLabels> unscoredLabels(const QList<MetricResult> &results, const HumanLabels &labels);
// One line per metric: "turn_faithfulness: 3 labelled result(s) cannot score the last answer alone…".
QStringList unscoredLabelsText(const QMap<QString, UnscoredLabels> &unscored, const HumanLabels &labels);

// The exchange (1-based) a run must also judge alone for a label on `labelExchange` of a
// conversation with `exchanges` exchanges: the metric's window there also holds earlier
// exchanges (an own-window metric with window_size above 1). None when its result gives that
// exchange's score exactly, or the conversation has no such exchange.
std::optional<int> exchangeToScoreAlone(const QString &metricId, int windowSize, int exchanges, int labelExchange);

// The exchange judged alone as the breakdown and the command line show it: "last answer alone:
// 0.83 — compared with the human label", or why it has no score.
QString exchangeAloneText(const ExchangeScore &alone);

// What agreement needs of a result: its score, its windows' scores without their items, and
// the exchange judged alone.
MetricResult scoresOnly(const MetricResult &result);

// True when a label on `exchange` rates less than the metric's score covers: a label on one
// exchange of a conversation, whose metric score is a mean over all its windows or exchanges.
bool scopesDiffer(int exchange, bool conversational);

} // namespace claimscope
