#pragma once

#include "experiments/labelledcomparison.h"
#include "experiments/runcomparison.h"
#include "model/casetitles.h"
#include "model/humanlabels.h"

#include <QAbstractTableModel>

namespace claimscope {

// The (test case, metric) rows of a comparison the chosen filter keeps: change (symbol, word
// and colour; a row scored as labelled whose whole case alone changed shows that change, marked),
// test case (by the name a person reads), metric, A, B, Δ, the person's label and
// whether B moved toward or away from it. A model rather than table items, so
// thousands of rows are shown without building thousands of cells. UI thread.
class CaseDeltaModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // Changed leaves out the rows only one run has (a try on part of the cases beside a run of
    // them all): OnlyInOneRun lists them.
    enum class Filter { Changed, Regressions, Flips, TowardHuman, AwayFromHuman, OnlyInOneRun, Everything };
    enum Column {
        ChangeColumn,
        TestCaseColumn,
        MetricColumn,
        AColumn,
        BColumn,
        DeltaColumn,
        HumanColumn,
        DirectionColumn,
        ColumnCount
    };

    explicit CaseDeltaModel(QObject *parent = nullptr);

    void setComparison(const RunComparison &comparison, Filter filter);
    void setFilter(Filter filter);
    // The names shown for the test cases (their ids in the tooltip).
    void setCaseTitles(const CaseTitles &titles);
    // The human labels the Human column shows beside A and B (none: the column is empty).
    void setLabels(const HumanLabels &labels);
    // Whether the comparison judges the judge against people's labels: a score that fell is then
    // "lower", not "worse" (it may have moved toward the person).
    void setMeasuresAgreement(bool measuresAgreement);
    bool measuresAgreement() const { return m_measuresAgreement; }
    // Whether each case delta moved toward or away from its label (directions[i]: the
    // comparison's case i; none: nothing moved), for the Direction column and its filters.
    void setDirections(const QList<HumanDirection> &directions);
    // Its direction relative to the person's label of the case delta a row shows.
    HumanDirection directionAt(int row) const;
    // The rows whose test case only one of the runs has.
    int onlyInOneRunCount() const { return m_onlyInOneRun; }
    // How many rows `filter` lists (the filter menu says it beside each choice).
    int countOf(Filter filter) const;
    // The case delta a row shows (null past the end).
    const CaseDelta *deltaAt(int row) const;
    // The metric every listed row is of, which the Test case column's title then names (the
    // Metric column can go); empty when the rows are of several metrics or none.
    QString soleMetric() const { return m_soleMetric; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // What the Change column says of `delta`.
    QString changeText(const CaseDelta &delta) const;

private:
    bool matches(int caseIndex, Filter filter) const;

    RunComparison m_comparison;
    CaseTitles m_titles;
    HumanLabels m_labels;
    QList<HumanDirection> m_directions;
    Filter m_filter = Filter::Changed;
    QList<int> m_shown;              // rows → index into m_comparison.cases
    bool m_scoredAsLabelled = false; // some row is scored on the exchange its label rates
    bool m_measuresAgreement = false;
    int m_onlyInOneRun = 0;
    QString m_soleMetric;
};

} // namespace claimscope
