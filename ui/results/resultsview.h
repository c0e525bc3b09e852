#pragma once

#include "results/resultsmodel.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QWidget>

#include <array>
#include <optional>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSplitter;
class QTableView;
class QToolButton;

namespace claimscope {

class BreakdownView;
class ColumnFitter;
class ResultsFilterModel;
class ResultsHub;

// The results panel: the sortable results table (pass/fail as colour + symbol + word; errors in
// red with their failing step; metadata fields as optional columns) above the breakdown of the
// selected row, filtered by metric, result (also by clicking a count), score range and text.
// The Human column's label is set from the context menu or with P, F and Backspace on the
// table; the column shows once the project has a label. Selecting a row selects the hub's current result. UI thread.
class ResultsView : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsView(ResultsHub *hub, QWidget *parent = nullptr);

    // A bottom dock: about 300 px of a 1280x800 window, leaving the chat editor the rest (the
    // main window gives it the room of its default layout once shown).
    QSize sizeHint() const override { return {900, 300}; }
    // The height that shows `rows` whole rows of the table and `breakdown` px of the breakdown.
    int heightForRows(int rows, int breakdown) const;
    // Gives the table room for `rows` whole rows and the breakdown the rest, at every size,
    // until the person moves the handle between them.
    void keepTableRows(int rows);
    // The split between the table and the breakdown as the person left it.
    QByteArray saveSplit() const;
    void restoreSplit(const QByteArray &split);

    QTableView *table() const { return m_table; }
    // The counts above the table, of the rows shown: "12 results · ✓ 9 passed · …", or "3 of 12
    // results shown · ✓ 2 passed · … · Show all" while filters hide some.
    QLabel *summary() const { return m_summary; }
    ResultsFilterModel *filter() const { return m_proxy; }
    QComboBox *metricFilter() const { return m_metricFilter; }
    QComboBox *statusFilter() const { return m_statusFilter; }
    QLineEdit *textFilter() const { return m_textFilter; }
    // Shows or hides a metadata field ("model_id", "human.faithful") as a table column.
    void showMetadataColumn(const QString &path, bool shown);
    // Shows only results with this status (a clicked count), or all (−1); the other filters stay.
    void filterStatus(int status);
    // Shows exactly what a summary bar or count stands for: one metric, optionally one status
    // and one histogram bin; the other filters are cleared so the table's count is the bar's.
    void showOnly(const QString &metricId, std::optional<ResultsModel::Status> status,
                  std::optional<int> scoreBin = std::nullopt);
    BreakdownView *breakdown() const { return m_breakdown; }
    // The layout for a projector: the table beside the breakdown, only the columns read from
    // afar (test case, metric, score, result), no filter bar; leaving restores the normal one and
    // the filters as they were (a count or bar clicked meanwhile filtered for the room).
    void setPresenting(bool presenting);
    // Whether the table and the breakdown, where shown, each show at least two rows of the
    // current type and, side by side while presenting, the table's columns whole beside a
    // breakdown of a few words a line (the zoom stops before it squeezes them below that).
    bool showsRowsReadably() const;
    // Whether the table, where shown, shows every one of its rows whole (none cut at the bottom).
    bool showsEveryRowWhole() const;
    // Human label of the selected result: pass, fail, or clear.
    QAction *labelPassAction() const { return m_labelPass; }
    QAction *labelFailAction() const { return m_labelFail; }
    QAction *labelClearAction() const { return m_labelClear; }

Q_SIGNALS:
    // The person set (or, with none, cleared) the human label of a test case (as labels name
    // it) and metric.
    void humanLabelRequested(const QString &testCase, const QString &metricId, std::optional<bool> pass);
    // Forwarded from the breakdown: a person's verdict on a claim (none: cleared).
    void claimVerdictRequested(const QString &testCase, const QString &metricId, const QString &claim,
                               const std::optional<QString> &verdict);
    // Forwarded from the breakdown: highlight this turn and the passage `evidence`.
    void turnActivated(int testCaseIndex, int turnIndex, const QString &evidence);
    // Forwarded from the breakdown: the same, for the shown result read again after a run.
    void turnReselected(int testCaseIndex, int turnIndex, const QString &evidence);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // What the filter bar (or a clicked count or bar) shows.
    struct Filters {
        QString text;
        QString metricId; // empty: every metric
        int status = -1;  // −1: every result
        double minimum = 0;
        double maximum = 1;
        std::optional<int> scoreBin;
    };
    Filters filters() const;
    void restoreFilters(const Filters &filters);
    void splitForPresenting();
    void splitForRows();
    // The height of the table part (counts, filters, header) that shows `rows` whole rows.
    int tableHeightFor(int rows) const;
    void rowSelected();
    void followHub(int testCaseIndex, const QString &metricId);
    void updateSummary();
    // The Result column as wide as the statuses of the rows shown need.
    void fitResultColumnTo(const std::array<int, 6> &counts, bool outOfDate);
    // The Human column as wide as the labels' texts need (their scopes, "≠ judge"); all columns
    // fit again when it was just shown or hidden.
    void fitHumanColumn(bool shownOrHidden);
    // The first row, when the person has chosen none (or it was chosen for them and another row
    // came before it).
    void selectFirstRowIfNone();
    // The score boxes show the bin's bounds ("0.20" – "< 0.30") while a bin filters.
    void showScoreBin(std::optional<int> bin);
    QWidget *buildFilterBar();
    void fillColumnsMenu(QMenu *menu);
    void buildLabelActions();
    void requestLabel(std::optional<bool> pass);
    // After a filter changed: the selected result stays selected when still shown; when the
    // filter hides it, no row is current (the summary says so) and the selection stays with it.
    void keepSelectionThroughFilter();
    // The row of the selected result (the hub's) in the source model when the filters hide it, else -1.
    int hiddenSelectedRow() const;

    ResultsHub *m_hub;
    QLabel *m_summary;
    QTableView *m_table;
    ResultsFilterModel *m_proxy;
    QComboBox *m_metricFilter;
    QComboBox *m_statusFilter;
    QDoubleSpinBox *m_minimum;
    QDoubleSpinBox *m_maximum;
    QLineEdit *m_textFilter;
    QToolButton *m_columnsButton;
    QWidget *m_filterBar = nullptr;
    QSplitter *m_splitter = nullptr;
    ColumnFitter *m_fitter = nullptr;
    BreakdownView *m_breakdown;
    QByteArray m_normalSplitterState; // empty unless presenting
    Filters m_filtersBeforePresenting;
    QList<int> m_columnsHiddenForPresenting;
    bool m_presenterMovedSplitter = false;
    // The first row was selected for the person (none had chosen one): while so, the selection
    // stays on the first row as results arrive, instead of riding along with the row it was.
    bool m_firstRowChosenForThem = false;
    bool m_choosingFirstRow = false;
    // A filter is being set: the rows it removes do not move the selected result elsewhere.
    bool m_filtering = false;
    int m_tableRows = 0; // rows the table keeps room for; 0 once the person moved the handle
    QAction *m_labelPass;
    QAction *m_labelFail;
    QAction *m_labelClear;
};

} // namespace claimscope
