#pragma once

#include "model/testcase.h"

#include <QList>

namespace claimscope {

// A unit interaction: indices into TestCase::turns of one user → assistant exchange.
using Unit = QList<int>;

// A sliding window over units: the units it covers (first..last, inclusive) and their turns.
struct Window {
    int firstUnit = 0;
    int lastUnit = 0;
    QList<int> turnIndices; // flattened, in conversation order

    bool operator==(const Window &) const = default;
};

// Groups turns into unit interactions (METRICS.md §0.2, DeepEval's rule). Pure function.
QList<Unit> unitInteractions(const QList<Turn> &turns);

// Window i = units max(0, i-w+1) .. i flattened; one window per unit. Requires w >= 1.
QList<Window> slidingWindows(const QList<Unit> &units, int windowSize);

// The texts of a window that every turn_* metric reads.
struct WindowText {
    QString userContent;        // concat of "\n" + content over user turns
    QString assistantContent;   // concat of "\n" + content over assistant turns
    QList<ContextItem> context; // assistant turns' retrieval_context, duplicates kept
};
WindowText windowText(const QList<Turn> &turns, const QList<int> &turnIndices);

// A unit's own texts (TrustifAI and promptfoo pairs): contents joined with "\n".
struct UnitText {
    QString query;
    QString answer;
    QList<ContextItem> documents; // assistant turns' retrieval contexts
    QStringList samples;          // assistant turns' pre-generated samples
    bool hasSamples = false;
};
UnitText unitText(const QList<Turn> &turns, const Unit &unit);

} // namespace claimscope
