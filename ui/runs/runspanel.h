#pragma once

#include "experiments/runstore.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace claimscope {

class RunKeeper;

// The Runs dock: every kept run of the open document, newest first, with what changed against
// the run of its dataset before it, its mean scores and pass rates; rename and note in place,
// pin as baseline, delete, compare two runs, open a run's results. UI thread.
class RunsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RunsPanel(RunKeeper *keeper, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QList<StoredRunInfo> runs() const { return m_runs; }
    // Compares the selected runs: two selected (the older is A), or the selected one against
    // the baseline (the pinned run), or against the run before it.
    void compareSelected();

Q_SIGNALS:
    void openRequested(qint64 id);

private:
    // Another document is shown: none of the runs listed is its own.
    void forget();
    void show(const QList<claimscope::StoredRunInfo> &runs, const QString &path, qint64 sizeBytes, qint64 capBytes);
    void cellEdited(int row, int column);
    QList<int> selectedRows() const;
    void updateButtons();

    RunKeeper *m_keeper;
    QLabel *m_status;
    QTableWidget *m_table;
    QPushButton *m_compare;
    QPushButton *m_pin;
    QPushButton *m_open;
    QPushButton *m_delete;
    QList<StoredRunInfo> m_runs;
    bool m_filling = false;
};

} // namespace claimscope
