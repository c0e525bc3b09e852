#pragma once

#include "ui/widgets/foldingbrowser.h"

#include <QByteArray>
#include <QString>
#include <QWidget>

#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QModelIndex;
class QSplitter;
class QTextBrowser;
class QTreeView;

namespace claimscope {

class FailingItemsFilter;
class ResultsHub;

// The "why" of the selected result: a tree of windows → claims/statements/… → the judge's
// reason, with verdicts as colour + symbol + word, and a detail pane with the full text of the
// selected node — or, for an error, the failing step and the judge's raw answer. Opens on what
// failed, in the window of the exchange a human label rates when it rates one: the first ✗/?
// item is selected (its evidence shown in the conversation at once),
// truths stay collapsed, and "Failing only" hides the rest. Says when the result is out of
// date. The human label of the result is shown beside the judge's and can be set here too, and
// a person's verdict on a claim beside the judge's in the details (with the keys that give one).
// UI thread.
class BreakdownView : public QWidget
{
    Q_OBJECT
public:
    explicit BreakdownView(ResultsHub *hub, QWidget *parent = nullptr);

    QLabel *title() const { return m_title; }
    QTreeView *tree() const { return m_tree; }
    QCheckBox *failingOnly() const { return m_failingOnly; }
    QTextBrowser *details() const { return m_details; }
    // On a projector the breakdown sits beside the results table: the items above their
    // details instead of beside them, without the kind column.
    void setPresenting(bool presenting);
    // The width the breakdown needs for its item column to hold `characters` average characters
    // a line beside the verdict and score columns, at the current type.
    int widthForTextOf(int characters) const;
    // "—", "✓ Pass", "✗ Fail": the person's label of the shown result.
    QComboBox *humanLabel() const { return m_human; }
    // Your verdict on the selected claim (Y, N, I, Backspace on the tree, or its context menu).
    QAction *claimYesAction() const { return m_claimActions[0]; }
    QAction *claimNoAction() const { return m_claimActions[1]; }
    QAction *claimIdkAction() const { return m_claimActions[2]; }
    QAction *claimClearAction() const { return m_claimActions[3]; }
    // Selects item `item` of window `window` of the shown result, as a click does (its evidence
    // is shown); false when the tree does not show it.
    bool selectItem(int window, int item);

Q_SIGNALS:
    // A claim, truth, statement, message … (or its reason) was selected. `turnIndex` is −1 for
    // a single-turn case; `evidence` is the item's text, or the passage its reason quotes.
    void turnActivated(int testCaseIndex, int turnIndex, const QString &evidence);
    // The same, when the result shown was read again (a run replaced it) and its item chosen
    // anew: the person may have moved the chat to another test case meanwhile.
    void turnReselected(int testCaseIndex, int turnIndex, const QString &evidence);
    // The label combo was changed by the person (none: cleared).
    void humanLabelRequested(const QString &testCase, const QString &metricId, std::optional<bool> pass);
    // The person judged (none: cleared their verdict on) a claim of the shown result.
    void claimVerdictRequested(const QString &testCase, const QString &metricId, const QString &claim,
                               const std::optional<QString> &verdict);

protected:
    // Keeps the selected item in view when the breakdown is laid out anew (presenting, zoom).
    void resizeEvent(QResizeEvent *event) override;

private:
    // Scrolls the selected item's whole row into view.
    void keepCurrentInView();
    // The claims above their details, six tenths to four.
    void splitForPresenting();
    void resultChanged();
    void updateTitle();
    void updateHumanLabel();
    void buildClaimActions();
    // The selected claim's text; empty when the selection is not a judged claim.
    QString selectedClaim() const;
    void nodeSelected(const QModelIndex &index);
    void showResultDetails();
    void showNodeDetails(const QModelIndex &index);
    void expandInterestingItems();
    // Selects the first item with a failing verdict; false when there is none.
    bool selectFirstFailure();
    // The same within one window.
    bool selectFirstFailureIn(const QModelIndex &window);
    // A result whose human label rates one exchange opens on that exchange's window (its first
    // failing item, else the window itself): that is what the label is compared with.
    bool selectLabelledWindow();
    void applyFailingOnly();
    // The turn an item or reason node points at, and the evidence text for it.
    int turnOf(const QModelIndex &node, QString *evidence) const;
    // turnActivated, or turnReselected while the shown result is being read again.
    void announceTurn(int testCaseIndex, int turnIndex, const QString &evidence);

    ResultsHub *m_hub;
    bool m_presenting = false;
    bool m_presenterMovedHandle = false; // while presenting; the split then stays where it was put
    QByteArray m_normalSplitterState;    // the claims beside their details, as the person left them
    QLabel *m_title;
    QCheckBox *m_failingOnly;
    QComboBox *m_human;
    QAction *m_claimActions[4];
    QTreeView *m_tree;
    FailingItemsFilter *m_filter;
    FoldingBrowser *m_details;
    QSplitter *m_splitter;
    bool m_outOfDate = false;      // the shown result, as the title last said
    bool m_relayoutQueued = false; // wrapped rows are laid out again for a new column width
    int m_shownCase = -1;          // the result last shown (kept while a run empties the pane): its case, metric
    QString m_shownMetric;
    bool m_rereading = false; // the shown result is the one before, read again
};

} // namespace claimscope
