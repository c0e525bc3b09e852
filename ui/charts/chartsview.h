#pragma once

#include "ui/widgets/refreshthrottle.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QGridLayout;
class QLabel;
class QScrollArea;

namespace claimscope {

class ResultsHub;
class ScoreBarChart;
class TrustComponentChart;
class VerdictMixChart;
class WindowLineChart;

// One test case's charts in a 2 × 2 grid: scores vs thresholds, score per window, verdict mix,
// trust components. Follows the hub's selected result; rebuilds after model changes (results
// arriving, thresholds edited; throttled, and only while on screen); says which are out of
// date. One column when two would cut the charts' labels. UI thread.
class ChartsView : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsView(ResultsHub *hub, QWidget *parent = nullptr);

    // A bottom dock: about 300 px of a 1280x800 window, leaving the chat editor the rest.
    QSize sizeHint() const override { return {900, 300}; }

    void setTestCase(int testCaseIndex);
    int testCase() const { return m_testCase; }
    // Rebuilds the charts now (model changes otherwise schedule one rebuild).
    void refresh();

    ScoreBarChart *scoreChart() const { return m_scores; }
    WindowLineChart *windowChart() const { return m_windows; }
    VerdictMixChart *verdictChart() const { return m_verdicts; }
    TrustComponentChart *trustChart() const { return m_trust; }
    QComboBox *testCaseBox() const { return m_caseBox; }
    // "Out of date — press F5: …", hidden when every shown result is current.
    QLabel *outOfDateNote() const { return m_outOfDate; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Two columns when the charts fit side by side at their minimum widths, else one.
    void arrange();
    void fillTestCaseBox();

    ResultsHub *m_hub;
    QComboBox *m_caseBox;
    QLabel *m_outOfDate;
    ScoreBarChart *m_scores;
    WindowLineChart *m_windows;
    VerdictMixChart *m_verdicts;
    TrustComponentChart *m_trust;
    QScrollArea *m_scroll;
    QGridLayout *m_grid;
    int m_columns = 0;
    RefreshThrottle *m_throttle;
    int m_testCase = -1;
    // What the charts show: the test case, its rows' revisions and why they are out of date.
    struct Shown {
        int testCase = -1;
        QList<quint64> revisions;
        QStringList outOfDate;
        bool operator==(const Shown &) const = default;
    };
    std::optional<Shown> m_shown; // none before the first refresh
};

} // namespace claimscope
