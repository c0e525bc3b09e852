#pragma once

#include <QColor>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace claimscope {

class ElidedLabel;
class FailureWalk;
struct FailureStop;

// One failure per screen, for meetings: where the walk is ("Failure 3 of 17 · metric · test
// case"), the verdict as symbol, word and colour, the claim in large type and the judge's
// reason; before the first stop how to start, after the last "End of failures". Its buttons
// are the walk's actions, so their tooltips name the keys. UI thread.
class FailureWalkPanel : public QWidget
{
    Q_OBJECT
public:
    FailureWalkPanel(FailureWalk *walk, QAction *next, QAction *previous, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {900, 300}; }

    QString positionText() const;
    QString claimText() const;
    QString verdictText() const;
    QString reasonText() const;

protected:
    // The labels' sizes follow the panel's font (presentation mode enlarges it).
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void showStop(const FailureStop &stop);
    void showMessage(const QString &position, const QString &message);
    void applyFonts();
    QString keyName(const QAction *action) const;

    FailureWalk *m_walk;
    QAction *m_next;
    QAction *m_previous;
    QWidget *m_page;
    ElidedLabel *m_position;
    QLabel *m_verdict;
    QLabel *m_where;
    QLabel *m_claim;
    QLabel *m_reason;
    QToolButton *m_previousButton;
    QToolButton *m_nextButton;
    QColor m_verdictColour;
};

} // namespace claimscope
