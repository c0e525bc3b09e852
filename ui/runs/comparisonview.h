#pragma once

#include "model/casetitles.h"
#include "runstoreworker.h"

#include <QDialog>
#include <QHash>
#include <QTimer>

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSplitter;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTextBrowser;

namespace claimscope {

class CaseDeltaModel;
class ComparisonScatterChart;
class DeltaBarChart;
class UserPrompts;
class VerdictBanner;

// The two results of one compared (test case, metric), read whole from the run store; `error`
// says why they could not be.
struct WholeResults {
    std::optional<MetricResult> a;
    std::optional<MetricResult> b;
    QString error;
};

// Two kept runs side by side: per metric the mean and pass rate with their deltas and, with
// human labels, on top the verdict per metric on the change in agreement (VerdictBanner) and
// each run's agreement ("κ 0.41 → 0.58"); every (test case, metric) with A → B, regressions
// first and marked with symbols as well as colour, with labels the person's label and whether B
// moved toward or away from it; filters for regressions, pass/fail flips and either direction; the setup changes; for
// the selected row both breakdowns aligned by window and claim with the verdicts that changed; charts (A against B per
// test case for the selected metric, the mean's change per metric); export as HTML, JSON or CSV; a Close button, and
// Esc, close it. The pair's results are summaries: the shown breakdown and an export read the whole results from the
// run store on a pool thread. UI thread.
class ComparisonView : public QDialog
{
    Q_OBJECT
public:
    explicit ComparisonView(UserPrompts *prompts, QWidget *parent = nullptr);

    void setPair(const RunPair &pair);
    // Run `id` became its dataset's baseline (`text` says so): shown, and B marked when it is B.
    void showBaseline(qint64 id, const QString &text);
    // The names a person reads for the test cases the runs name by id (the project's).
    void setCaseTitles(const CaseTitles &titles);
    // Which runs are compared: "A #1 first run → B #2 try on 277 tuning cases", on top.
    QLabel *pairLine() const { return m_pairLine; }
    // What changed from A to B, and what the figures below rest on.
    QLabel *header() const { return m_header; }
    // Per labelled metric the verdict on the change in agreement with the person.
    VerdictBanner *verdictBanner() const { return m_banner; }
    QTableWidget *metricTable() const { return m_metrics; }
    QTableView *caseTable() const { return m_cases; }
    QComboBox *filter() const { return m_filter; }
    // Per metric, the rows only one run has that the chosen filter does not list (hidden when none).
    QLabel *onlyInOneRunNote() const { return m_onlyInOneRunNote; }
    // What the metric table's figures are over: whole test cases, beside the labels' scores.
    QLabel *tableScopeNote() const { return m_tableScope; }
    // That B left the held-out part out, and how to check it (hidden when it did not).
    QLabel *heldOutNote() const { return m_heldOutNote; }
    // Under that note: runs the try's metrics on the held-out part and compares them with A there
    // (enabled only when A ran those cases, so both stand on equal footing).
    QPushButton *runHeldOutButton() const { return m_runHeldOut; }
    // That a run became the baseline from this window or the Runs dock (hidden until then).
    QLabel *baselineNote() const { return m_baselineNote; }
    QTextBrowser *breakdown() const { return m_breakdown; }
    QTabWidget *tabs() const { return m_tabs; }
    ComparisonScatterChart *scatter() const { return m_scatter; }
    DeltaBarChart *deltaBars() const { return m_deltaBars; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *keepBaselineButton() const { return m_keepBaseline; }
    // Writes the comparison to `path` on a pool thread (format by suffix: .json, .csv, else
    // HTML); exported() reports the outcome.
    void exportTo(const QString &path);
    // Whether the selected row's breakdown is still being read from the store.
    bool isReadingBreakdown() const { return m_readingBreakdown; }
    // The rows the case list has room for, whole (≥ 8 where the screen is 800 px tall, ≥ 5 at 768).
    int caseRowsShown() const;
    // The metric table's rows in sight, whole (every one where the window has the room).
    int metricRowsShown() const;
    // As a slide of presentation mode: the clicker's keys (Space, →, ↓, Page Down forward;
    // Backspace, ←, ↑, Page Up back) step through the case list, whose selection stays in
    // sight, instead of moving a selection the room does not see; the charts show the scatter
    // alone (the table above gives each mean's change in figures).
    void setPresenting(bool presenting);
    // Whether the slide still reads at its type: two whole rows of the metric table and of the
    // case list (when they have them), no figure or change cut short.
    bool readsWhole();
    // A line beside Close for a few seconds (where the zoom stopped, on the slide); empty: none.
    void showMessage(const QString &text);
    // While presenting, beside Close: which slide this is ("Slide 4 of 4: Comparison").
    void showSlidePosition(const QString &text);
    // Column of the metric table with "κ A → B" (hidden without human labels).
    static constexpr int KappaColumn = 7;
    static constexpr int AucColumn = 8;

Q_SIGNALS:
    // `error` is empty when the file was written.
    void exported(const QString &path, const QString &error);
    // The selected row's breakdown is shown (whole, or the reason it cannot be).
    void breakdownShown();
    // Keep as Baseline was clicked: run `id` is to become its dataset's baseline (B, or the try
    // whose held-out check B is).
    void keepAsBaselineRequested(qint64 id);
    // Run the held-out cases was clicked: run the try `idB`'s metrics on them, compare with `idA`
    // (with `setupOfA` run on them first when A never ran them, or the kept run `aOnHeldOut` of
    // A's setup on them when there is one). `tryOnHeldOut`: a kept run of the try's setup on
    // them, which stands for B instead of a new run (0: none).
    void heldOutRunRequested(qint64 idA, qint64 idB, const std::optional<claimscope::RunSnapshot> &setupOfA,
                             qint64 aOnHeldOut, qint64 tryOnHeldOut);

protected:
    // The panes are given their heights once the window has its size (fitPanes()).
    void showEvent(QShowEvent *event) override;
    // The metrics' columns fit again when the table's width (the slide fills the screen) or its
    // titles' type changes.
    bool eventFilter(QObject *watched, QEvent *event) override;

public:
    // The held-out run asked for did not start (a run going on, refused): its button is live again.
    void offerHeldOutAgain();
    // Selects the case `step` rows on (negative: back), kept in sight: the clicker on the slide,
    // also when the keys reach the main window behind it.
    void stepCase(int step);

private:
    // The case list's change and metric columns as wide as their words at the list's type.
    void fitCaseColumns();
    // The metric table's height for `rows` of its rows.
    int metricTableHeight(int rows) const;
    void fillHeader();
    // fillHeader() again, the lines setPair() added after its own kept.
    void refillHeader();
    // The held-out note and its button for a try that left the held-out part out.
    void offerHeldOut(const RunPair &pair);
    void fitTables();
    void fillCases();
    // The filter menu says how many rows each choice lists.
    void countFilters();
    // Heights for the three panes: the case list room for 8 rows (on the slide only for those it
    // lists; 5 on a short screen, 3 beside the charts or on the slide), the metric table every row beside that (the
    // fewest two, the rest a scroll away), the breakdown or the charts the remainder (the charts at least room for
    // their axes' labels).
    void fitPanes();
    void showBreakdown();
    void renderBreakdown(const CaseDelta &delta, const WholeResults &whole);
    void showScatter();
    void askExport();

    UserPrompts *m_prompts;
    RunPair m_pair;
    VerdictBanner *m_banner;
    QLabel *m_pairLine;
    QString m_slideText; // "Slide 4 of 4", which the slide's label follows with the runs' numbers
    QLabel *m_header;
    qsizetype m_headerLength = 0; // of what fillHeader() wrote; setPair() adds lines after it
    QTableWidget *m_metrics;
    QComboBox *m_filter;
    QLabel *m_onlyInOneRunNote;
    QLabel *m_tableScope;
    QLabel *m_heldOutNote;
    QPushButton *m_runHeldOut;
    QLabel *m_baselineNote;
    QTableView *m_cases;
    CaseDeltaModel *m_caseModel;
    CaseTitles m_titles;
    QTimer m_breakdownTimer;
    // Breakdowns read so far, by the row's case key; the latest request wins.
    QHash<QString, WholeResults> m_wholeResults;
    quint64 m_breakdownRequest = 0;
    bool m_readingBreakdown = false;
    QTextBrowser *m_breakdown;
    QTabWidget *m_tabs;
    int m_tabBeforePresenting = 0;
    QSplitter *m_splitter = nullptr;
    QSplitter *m_charts = nullptr;
    QScrollArea *m_topArea = nullptr;
    QWidget *m_casePane = nullptr;
    ComparisonScatterChart *m_scatter;
    DeltaBarChart *m_deltaBars;
    QPushButton *m_export;
    QPushButton *m_keepBaseline;
    std::optional<RunSnapshot> m_heldOutSetupOfA; // A's setup, when A never ran the held-out cases
    QLabel *m_message;
    QLabel *m_slidePosition;
    QTimer m_messageTimer;
    bool m_presenting = false;
    QStringList m_changeTexts; // the distinct texts of the case list's Change column
    int m_metricRowsShown = 0; // of the metric table, as fitPanes() gave it room (0: all)
};

} // namespace claimscope
