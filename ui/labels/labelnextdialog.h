#pragma once

#include "experiments/labelqueue.h"

#include <QDialog>
#include <QList>
#include <QPair>
#include <QSet>
#include <QString>

#include <optional>

class QAction;
class QLabel;
class QTimer;

namespace claimscope {

class ResultsHub;

// Labels › Label Next: the unlabelled results one at a time, the most telling first
// (LabelQueue), each selected in the window so the person reads its conversation and
// breakdown; P, F and S label it pass or fail or skip it, and move on. Shows how many are
// labelled and to go, why the current one is asked, and the κ of its metric with its interval and n. The
// dialog holds the keyboard (no field in it takes keys); Esc closes it. UI thread.
class LabelNextDialog : public QDialog
{
    Q_OBJECT
public:
    LabelNextDialog(ResultsHub *hub, QWidget *parent = nullptr);

    // Shows the dialog on the most telling result, over `area` (global coordinates: a part of
    // the window the person does not need while labelling), and takes the keyboard.
    void start(const QRect &area);
    // A run starts: the results shown now become the run before, which the next queue checks
    // the new verdicts against.
    void keepResultsBeforeRun();
    // Another document: nothing of the old one's runs or skips stays.
    void forgetDocument();
    // Recomputes the queue now (label and result changes schedule it).
    void refresh();

    std::optional<LabelQueueItem> current() const { return m_current; }
    QLabel *progress() const { return m_progress; }
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
    QString agreementText(const QString &metricId) const;
    QList<MetricResult> shownResults() const;

    ResultsHub *m_hub;
    QList<MetricResult> m_before;            // the results shown when the last run started
    QSet<QPair<QString, QString>> m_skipped; // (test case, metric) the person skipped: asked last
    std::optional<LabelQueueItem> m_current;
    QTimer *m_refresh;
    QLabel *m_progress;
    QLabel *m_caseLine;
    QLabel *m_reason;
    QLabel *m_agreement;
    QLabel *m_keys;
    QAction *m_pass;
    QAction *m_fail;
    QAction *m_skip;
};

} // namespace claimscope
