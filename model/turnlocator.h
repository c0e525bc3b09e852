#pragma once

#include "metricresult.h"
#include "testcase.h"

#include <QList>
#include <QString>

namespace claimscope {

// Where a breakdown item sits in its conversation, for items the metric did not tie to a turn
// (turn_faithfulness claims and truths come from a whole window). Pure functions, any thread.
namespace TurnLocator {

// The assistant turn among `windowTurns` whose content and retrieval context share the most
// words with `text`; the window's last assistant turn when none shares any; −1 for a
// single-turn case or an empty window.
int locate(const TestCase &testCase, const QList<int> &windowTurns, const QString &text);

// The turn a breakdown item points at: its own turn when the metric gave one, else the turn
// locate() finds for `evidence` in `testCase` (when known), else the window's last turn.
int itemTurn(const TestCase *testCase, const QList<int> &windowTurns, int ownTurn, const QString &evidence);

// The longest passage a judge's reason quotes ("closest: "Check-in begins at 15:00 …"") when it
// is long enough to point at a context sentence; empty otherwise.
QString quotedEvidence(const QString &reason);

// Where a passage a judge names sits in `text`, as the editor marks it: the whole passage
// (case-insensitive), else its first words when it is long; {-1, 0} when neither is there.
struct Span {
    qsizetype start = -1;
    qsizetype length = 0;
};
Span findPassage(const QString &text, const QString &passage);

// For a turn edited since a result read it: the passage the editor marked for `passage` in the
// turn as it was read (`before`: its context items, then its content), when the turn as it is
// now (`after`) still holds it word for word; empty when the edit changed or removed it.
QString passageStillThere(const Turn &before, const Turn &after, const QString &passage);

// What a breakdown item points at: its turn (−1: none) and the passage to mark there, the
// passage its reason quotes or else the item's own text.
struct Evidence {
    int turnIndex = -1;
    QString passage;
};
Evidence evidenceOf(const TestCase &testCase, const BreakdownWindow &window, const BreakdownItem &item);

} // namespace TurnLocator

} // namespace claimscope
