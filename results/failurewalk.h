#pragma once

#include "model/metricresult.h"
#include "resultsmodel.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace claimscope {

class ResultsHub;

// One stop of the walk through the failures: an item judged "no" or "idk" (a claim, an
// unsupported span …), or a result that failed as a whole when none of its items failed (a low
// score alone).
struct FailureStop {
    int testCaseIndex = -1;
    QString testCaseName; // as the results table shows it
    QString metricId;
    QString metricName;
    int window = -1;     // −1 for a whole result; the first window that judged the item so
    QList<int> windows;  // every window that judged the item the same way (one stop for them all)
    int item = -1;       // index in the window's items, −1 for a whole result
    QString windowTitle; // the first window's: "Window 3 · exchanges 1–3"; a whole result's lowest-scored one
    BreakdownItem::Kind kind = BreakdownItem::Kind::Claim;
    QString text;    // the claim (statement, message …); empty for a whole result
    QString verdict; // "no" or "idk"; empty for a whole result
    QString reason;  // the judge's reason for the item, else the result's reason
    // A whole result's: the reason of its lowest-scored window, the one framed in the chat (the
    // result's own reason may speak of another window first); empty for an item
    QString windowReason;
    int turnIndex =
        -1; // the turn holding the evidence (a whole result: its lowest window's last); −1 for none or a single turn
    QString evidence;  // the passage to mark in that turn
    QString outOfDate; // why its result needs a new run ("turn 6 edited"); empty when current

    bool isWholeResult() const { return item < 0; }
    bool operator==(const FailureStop &) const = default;
};

// The presenter's walk through the failures of the shown results: the ordered stops (every
// item judged "no" or "idk", once per result however many overlapping windows judged it so, in
// passing results too unless "failed results only" is set; the
// worst result first — failed before passing, then the furthest below its threshold, ties in
// table order; within one result its failing items in breakdown-tree order) and where the walk
// is. The stops follow the results as they change; the walk stays on
// the same stop when it still exists, and starts afresh when no failure is left. Only where
// each stop is is kept; its texts are read back from the result when it is shown. QtCore only;
// UI thread.
class FailureWalk : public QObject
{
    Q_OBJECT
public:
    explicit FailureWalk(ResultsHub *hub, QObject *parent = nullptr);

    // The stops of the hub's results now, and of one row of its results model. `failedOnly`:
    // only results that failed (or are partial) have stops.
    static QList<FailureStop> stopsOf(const ResultsHub &hub, bool failedOnly = false);
    static QList<FailureStop> stopsOfRow(const ResultsHub &hub, int row, bool failedOnly = false);

    bool failedResultsOnly() const { return m_failedOnly; }
    // Stops only in results that failed (the ✗ claims of passing results are left out); the
    // walk stays on its stop when it is still one.
    void setFailedResultsOnly(bool only);

    // Every stop whole (read back from the results: for a test or a one-off, not per frame).
    QList<FailureStop> stops() const;
    int count() const { return m_count; }
    // What the stops are: the results that failed (or are partial) among those walked, and the
    // stops at an item judged "no" or "idk" (the others are failed results as a whole).
    int failedResultCount() const;
    int itemStopCount() const;
    // −1 before the walk starts; 0 … count−1 on a stop; count once past the last one.
    int position() const { return m_position; }
    bool isStarted() const { return m_position >= 0; }
    bool isAtEnd() const { return isStarted() && m_position >= m_count; }
    // The stop shown, null before the start and at the end.
    const FailureStop *current() const;

public Q_SLOTS:
    // Starts at the first stop, else moves on one; from the last stop to the end, and no further.
    void next();
    // Moves back one, from the end to the last stop; stays on the first.
    void previous();
    // Back to "not started".
    void reset();

Q_SIGNALS:
    // The position or the stops changed.
    void changed();

private:
    void setPosition(int position);
    // Follows m_rowStops: the count at once, the list when the walk is on (keeping its stop).
    // `shownChanged`: the stops are where they were, but what the shown one says changed.
    void rebuild(bool shownChanged = false);
    void recomputeAll();

    // Where a stop is: the result (and which revision of it) and the item in it.
    struct StopKey {
        int testCaseIndex = -1;
        QString metricId;
        int window = -1;
        int item = -1;
        quint64 revision = 0;
        bool sameStop(const StopKey &other) const;
        bool operator==(const StopKey &) const = default;
    };
    // A row's stops and what they were read from.
    struct RowStops {
        quint64 revision = 0;
        ResultsModel::Status status;
        double badness = 0; // the walk shows the worst rows first
        QString testCaseName;
        QString outOfDate;
        QList<StopKey> stops;
        bool readsAs(const ResultsModel &model, int row) const;
    };
    RowStops readRow(int row) const;
    const QList<StopKey> &keys() const;

    ResultsHub *m_hub;
    QList<RowStops> m_rowStops;    // per row of the results model
    int m_total = 0;               // their stops, counted as rows come and go
    mutable QList<StopKey> m_keys; // m_rowStops in one list, when asked for
    mutable bool m_flatDirty = false;
    mutable std::optional<FailureStop> m_current; // current(), read back
    mutable StopKey m_currentKey;
    int m_count = 0;
    int m_position = -1;
    bool m_failedOnly = false;
};

} // namespace claimscope
