#pragma once

#include "model/metricresult.h"
#include "windows.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>

namespace claimscope {

class MetricRun;
struct TestCase;

// One breakdown entry per window: "Window 2 · exchanges 1–2" and the turns it covers.
QList<BreakdownWindow> windowBreakdowns(const QList<Window> &windows);

// Opens a per-window metric run: the sliding windows of its window_size over the
// conversation's exchanges. A conversation without a complete exchange finishes the run with
// score 1 and says why; the list is empty then.
QList<Window> openWindows(MetricRun &run);

// MetricInfo::missingInput of a per-window metric: a single-turn test case is pointed to
// `singleTurnMetric`, which evaluates the same for single turns.
std::function<QString(const TestCase &)> needsConversation(const QString &singleTurnMetric);

// The windows of turn_faithfulness and turn_contextual_relevancy: each one's reason, then the mean
// and the final reason, whose prompt quotes every window's title and reason in English whatever
// the UI language. One per metric run; engine thread.
class WindowScoring
{
public:
    // Titles the run's breakdown after `windows`; each then needs skip() or explain().
    void begin(MetricRun &run, const QList<Window> &windows);
    // Leaves window `index` out of the mean, for `reason`.
    void skip(MetricRun &run, int index, const QString &reason);
    // Sets the reason of window `index`, which has its score: nothing when reasons are off, a
    // local sentence when there is nothing to explain, otherwise the judge's answer to
    // `<metric>__reason` with `vars`.
    void explain(MetricRun &run, int index, const QJsonObject &vars, bool nothingToExplain);

private:
    // After the last window: the mean and the final reason.
    void windowDone(MetricRun &run);

    QStringList m_titles;  // English
    QStringList m_reasons; // a local sentence in English or the judge's reason; empty: none
    int m_pending = 0;
};

} // namespace claimscope
