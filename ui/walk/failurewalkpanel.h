#pragma once

#include <QColor>
#include <QWidget>

class QAction;
class QBoxLayout;
class QCheckBox;
class QLabel;
class QScrollArea;
class QToolButton;

namespace claimscope {

class FailureWalk;
class FoldedLabel;
struct FailureStop;

// One stop per screen, for meetings: where the walk is ("Stop 3 of 17 · Claim judged ✗ no ·
// metric · test case", wrapped rather than cut), the verdict as symbol, word and colour, the claim
// in large type and the judge's reason, folded with "more" to fit the pane; before the first stop
// what went wrong and how to start, after the last "End of the walk". Its buttons, on a row of their own above the
// heading, are the walk's actions, so their tooltips name the keys; "Failed results only" leaves out the ✗ claims of
// passing results. UI thread.
class FailureWalkPanel : public QWidget
{
    Q_OBJECT
public:
    FailureWalkPanel(FailureWalk *walk, QAction *next, QAction *previous, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {900, 300}; }

    QString positionText() const;
    // The claim (or the reason of a whole result, or the message before and after the stops) as
    // shown: folded, it ends with "… more".
    QString claimText() const;
    QString verdictText() const;
    QString reasonText() const;
    QCheckBox *failedResultsOnly() const { return m_failedOnly; }
    // The height the stop (or message) shown takes unfolded at the panel's width: heading,
    // verdict, the whole claim and reason, margins.
    int contentHeight();
    // Whether the person clicked "more" on the stop's claim or reason: it asks for more room.
    bool unfolded() const;

Q_SIGNALS:
    // What is shown, or its type, changed: contentHeight() may have.
    void contentChanged();

protected:
    // The labels' sizes follow the panel's font (presentation mode enlarges it).
    void changeEvent(QEvent *event) override;
    // Folds the stop again when the pane's size changes.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void showStop(const FailureStop &stop);
    void showMessage(const QString &position, const QString &message);
    void applyFonts();
    // Folds the claim and the reason so that the stop fits the pane whole.
    void fit();
    // The verdict beside where the item is, wrapped at `width`.
    int verdictRowHeight(int width) const;
    QString keyName(const QAction *action) const;

    FailureWalk *m_walk;
    QAction *m_next;
    QAction *m_previous;
    QWidget *m_page;
    QBoxLayout *m_top;
    QWidget *m_controls;
    QLabel *m_position;
    QLabel *m_verdict;
    QLabel *m_where;
    FoldedLabel *m_claim;
    FoldedLabel *m_reason;
    QScrollArea *m_scroll;
    QToolButton *m_previousButton;
    QToolButton *m_nextButton;
    QCheckBox *m_failedOnly;
    bool m_fitting = false;
    bool m_showingMessage = false; // what went wrong, or the end: no stop shown
    QColor m_verdictColour;
};

} // namespace claimscope
