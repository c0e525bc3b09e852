#pragma once

#include "runstoreworker.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;
class QTextBrowser;

namespace claimscope {

// Two kept runs side by side: per metric the mean and pass rate with their deltas, every
// (test case, metric) with A → B, regressions first and marked with symbols as well as colour,
// filters for regressions and pass/fail flips, the setup changes, and for the selected row
// both breakdowns aligned by window and claim with the verdicts that changed. UI thread.
class ComparisonView : public QDialog
{
    Q_OBJECT
public:
    explicit ComparisonView(QWidget *parent = nullptr);

    void setPair(const RunPair &pair);
    QTableWidget *metricTable() const { return m_metrics; }
    QTableWidget *caseTable() const { return m_cases; }
    QComboBox *filter() const { return m_filter; }
    QTextBrowser *breakdown() const { return m_breakdown; }

private:
    void fillCases();
    void showBreakdown();

    RunPair m_pair;
    QLabel *m_header;
    QTableWidget *m_metrics;
    QComboBox *m_filter;
    QTableWidget *m_cases;
    QTextBrowser *m_breakdown;
    QList<int> m_shown;         // rows of m_cases → index into m_pair.comparison.cases
};

} // namespace claimscope
