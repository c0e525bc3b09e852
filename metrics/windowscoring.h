#pragma once

#include "model/metricresult.h"
#include "windows.h"

#include <QJsonObject>

#include <functional>

namespace claimscope {

class MetricRun;

// Shared by the windowed DeepEval metrics (turn_faithfulness, turn_contextual_relevancy):
// window titles, per-window reasons and the final mean with its reason. Engine thread.

// One breakdown entry per window: "Window 2 · exchanges 1–2" and the turns it covers.
QList<BreakdownWindow> windowBreakdowns(const QList<Window> &windows);

// The reason of a conversation without a single complete exchange.
QString noWindowsReason();

// Sets window `index`'s reason: nothing when reasons are off, a local sentence when there is
// nothing to explain, otherwise the judge's answer to `<metric>__reason` with `vars`.
void explainWindow(MetricRun &run, int index, const QJsonObject &vars, bool nothingToExplain,
                   std::function<void()> done);

// Final score = mean of the evaluated (not skipped) window scores, 1 if none; success is
// decided, then the final reason is asked (`<metric>__final_reason`) unless the score is 1.
void finishWithMean(MetricRun &run);

} // namespace claimscope
