#pragma once

#include "model/claimlabels.h"
#include "model/metricresult.h"

#include <QAbstractItemModel>
#include <QList>

namespace claimscope {

// The "why" of one result as a tree: window → its items (claims, statements, spans, samples,
// components, messages, sentences, documents) → for items with one, the judge's reason. A
// window's truths follow its items in one "Truths" group, which views keep collapsed: they are
// the context restated, not what was judged. QtCore only; lives on the UI thread.
class BreakdownModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { TextColumn, KindColumn, VerdictColumn, ScoreColumn, ColumnCount };
    enum class NodeType { Window, Item, Reason, Group };
    Q_ENUM(NodeType)
    enum Role {
        NodeTypeRole = Qt::UserRole + 1, // int(NodeType)
        KindRole,                        // "window", "reason", "truths" (the group), or the item kind ("claim" ...)
        VerdictRole,                     // normalised verdict: "yes", "no", "idk", "best" ...; empty when not judged
        TurnIndexRole,                   // the item's turn, −1 when the result does not say
        WindowTurnsRole,                 // QList<int>: the turns of the node's window
        ValueRole,                       // double: window score or item value (similarity ...); invalid when none
        SkippedRole,                     // bool: the node's window was skipped
        FullTextRole,                    // the whole text (display elides nothing, but drops line breaks)
        WindowIndexRole,                 // index of the node's window in the result
        ItemIndexRole,                   // index of the node's item in its window, −1 for windows
        HumanVerdictRole,                // a claim's verdict given by a person ("yes", "no", "idk"); empty when none
    };

    explicit BreakdownModel(QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setResult(const MetricResult &result);
    // People's verdicts on claims: shown beside the judge's in the verdict column.
    void setClaimLabels(const ClaimLabels &labels);
    void clear();
    const MetricResult &result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }

private:
    struct Node {
        NodeType type = NodeType::Window;
        int parent = -1; // node index, −1 for windows
        int row = 0;     // row under its parent
        int window = 0;
        int item = -1;       // −1 for windows and groups
        QList<int> children; // node indices
    };

    const Node *node(const QModelIndex &index) const;
    QVariant display(const Node &node, int column) const;
    QString fullText(const Node &node) const;
    QString tooltip(const Node &node) const;
    // Appends an item node (and its reason) under `parentNode`.
    void appendItem(int parentNode, int window, int item);
    int truthCount(int window) const;

    QString humanVerdict(const BreakdownItem &item) const;

    MetricResult m_result;
    bool m_hasResult = false;
    ClaimLabels m_claimLabels;
    QList<Node> m_nodes;
    QList<int> m_windowNodes; // the top-level rows
};

// How a kind of item is named in every view: "Claim", "Statement" …
QString breakdownKindTitle(BreakdownItem::Kind kind);

// Whether a verdict is a failure the breakdown leads with: "no" or "idk".
bool isFailingVerdict(const QString &verdict);
// The window's items judged "no" or "idk", by index, in the order the breakdown tree lists
// them: its items, then its truths (grouped at the end).
QList<int> failingItemsInTreeOrder(const BreakdownWindow &window);

// An item judged "no" or "idk" once per result: overlapping windows that judged the same item
// (same kind, turn and text) the same way are one, found at its first window.
struct FailingItemOnce {
    int window = -1;
    int item = -1;
    QList<int> windows; // every window that judged it so, ascending
};
// The result's failing items, window by window in tree order, each judged the same way once.
QList<FailingItemOnce> failingItemsOnce(const QList<BreakdownWindow> &windows);
// "window 3", "windows 2–4", "windows 1, 3" (numbered from 1), for "judged ✗ in …".
QString windowNumbersText(const QList<int> &windows);

// How a verdict reads in every view: "✓ yes", "✗ no", "? idk", "★ best" (symbol and word, so
// colour is never the only cue).
QString verdictText(const QString &verdict);

} // namespace claimscope
