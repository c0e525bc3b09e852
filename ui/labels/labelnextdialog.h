#pragma once

#include "experiments/labelqueue.h"

#include <QDialog>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QTimer;

namespace claimscope {

class ResultsHub;

// Labels › Label Next: the unlabelled results one at a time, the most telling first
// (LabelQueue), each selected in the window so the person reads its conversation and
// breakdown; P, F and S label it pass or fail or skip it, and move on. Shows how many are
// labelled and to go, which metric the current one is for, why it is asked, and the κ of its
// metric with its interval and n. The queue holds one metric (or all, if the person picks so).
// A label taken back (Ctrl+Z) is asked again at once. The dialog holds the keyboard (no field in
// it takes keys; the metric is picked with the mouse); Esc closes it. UI thread.
class LabelNextDialog : public QDialog
{
    Q_OBJECT
public:
    LabelNextDialog(ResultsHub *hub, QWidget *parent = nullptr);

    // Shows the dialog on the most telling result of `metricId` (of every metric when empty or
    // without results), over `area` (global coordinates: a part of the window the person does not
    // need while labelling), and takes the keyboard.
    void start(const QRect &area, const QString &metricId = {});
    // The metric whose results are asked; empty: every metric's.
    QString metric() const;
    // A run starts: the results shown now become the run before, which the next queue checks
    // the new verdicts against.
    void keepResultsBeforeRun();
    // Another document: nothing of the old one's runs or skips stays.
    void forgetDocument();
    // Recomputes the queue now (label and result changes schedule it).
    void refresh();

    std::optional<LabelQueueItem> current() const { return m_current; }
    QLabel *progress() const { return m_progress; }
    QLabel *metricLine() const { return m_metricLine; }
    QComboBox *metricChoice() const { return m_metricChoice; }
    // The result asked: its test case by the name the list shows (its id in the tooltip).
    QLabel *caseLine() const { return m_caseLine; }
    QLabel *reason() const { return m_reason; }
    QLabel *agreement() const { return m_agreement; }

Q_SIGNALS:
    void labelRequested(const QString &testCase, const QString &metricId, bool pass);
    // The result to read: select its test case and show it in the breakdown.
    void resultShown(int testCaseIndex, const QString &metricId);

private:
    void label(bool pass);
    void skip();
    void showQueue(const QList<LabelQueueItem> &queue, int labelled);
    void fitHeight();
    // Grows by what a wrapped line lacks at the width the frame really gives it (its border is
    // not in the layouts' sums: a line that fits by them can wrap once more on screen).
    void growForCutLines();
    QString agreementText(const QString &metricId) const;
    QList<MetricResult> shownResults() const;
    // The metrics with results, in catalogue order, to pick from; keeps the one picked.
    void fillMetricChoice(const QList<MetricResult> &results);

    ResultsHub *m_hub;
    QList<MetricResult> m_before;            // the results shown when the last run started
    QSet<QPair<QString, QString>> m_skipped; // (test case, metric) the person skipped: asked last
    // (test case, metric) labelled here, the latest last: one whose label is gone was taken back.
    QList<QPair<QString, QString>> m_labelledHere;
    std::optional<LabelQueueItem> m_current;
    QTimer *m_refresh;
    QLabel *m_progress;
    QComboBox *m_metricChoice;
    QLabel *m_metricLine;
    QLabel *m_caseLine;
    QLabel *m_reason;
    QLabel *m_agreement;
    QLabel *m_keys;
    QAction *m_pass;
    QAction *m_fail;
    QAction *m_skip;
};

} // namespace claimscope
