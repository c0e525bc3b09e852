#pragma once

#include "experiments/agreement.h"
#include "experiments/claimagreement.h"
#include "experiments/splitagreement.h"
#include "model/scoreprose.h"
#include "ui/widgets/refreshthrottle.h"

#include <QMap>

#include <QWidget>
#include <array>

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QStackedWidget;
class QTableWidget;

namespace claimscope {

class ResultsHub;
class RocChart;

// One result the judge decided against the person's label, and by how much: the distance of
// its score from the threshold, on the wrong side.
struct Disagreement {
    int testCaseIndex = -1;
    QString testCase; // as the results table names it
    double score = 0;
    bool humanPass = false;
    double off = 0; // |score − threshold|
    // Out of date since its run: that run's id and why (the Results table's reason); 0 when current.
    quint64 outOfDateRun = 0;
    QString outOfDateWhy;
};

// The Agreement dock: per labelled metric, how the judge agrees with the human labels of the
// shown results — n, accuracy, Cohen's κ, ROC-AUC with their 95 % intervals on the tuning part,
// the held-out part and all labelled cases (the share tuned on adjustable, undoably), the
// confusion matrix at the current threshold, the ROC curve, the threshold with the best
// balanced accuracy on the tuning part with its figures on the held-out part (one click sets
// it, undoably) and the disagreements, the most wrong first, each a click from its breakdown. For
// claim metrics, the judge's claim verdicts against the person's and the score had the judge
// agreed with them.
// Recomputed after result, label or threshold changes: at most every 60 ms (longer on large
// tables) and only while on screen. UI thread.
class AgreementView : public QWidget
{
    Q_OBJECT
public:
    explicit AgreementView(ResultsHub *hub, QWidget *parent = nullptr);

    // A bottom dock: about 300 px of a 1280x800 window, leaving the chat editor the rest.
    QSize sizeHint() const override { return {900, 300}; }

    // People's claim verdicts, and per metric whether ambiguous claims count against it.
    void setClaimLabels(const ClaimLabels &labels, const QHash<QString, bool> &penalizeAmbiguous);
    // Claim verdicts of the current metric against the judge's; none without any.
    std::optional<ClaimAgreement> claimAgreement() const;
    QLabel *claims() const { return m_claims; }

    // Recomputes now (changes otherwise schedule one recomputation).
    void refresh();
    // Shows this metric's agreement, when it has labelled results.
    void showMetric(const QString &metricId);
    // A run has started: when the keyboard is still in the "Tune on" box, it goes to the
    // disagreements, where the person works through the results, so the next keys cannot change
    // the share.
    void leaveShareBox();
    // How many of the metric's results shown are out of date.
    int outOfDateResults(const QString &metricId) const;
    // What the figures count, set against the Summary's count of every result of the metric:
    // "Counts the 477 labelled result(s) compared: 277 tuning + 200 held-out. The Summary counts
    // every result of Turn Faithfulness: 477." and, when the labels rate one exchange, on which
    // score each counts a judge pass.
    QString countScopeText(const QString &metricId, const SplitAgreement &split) const;
    QString currentMetric() const;
    // The figures shown for the current metric over all its labelled results; none without any.
    std::optional<Agreement> agreement() const;
    // The same per part of the split, with the threshold fit on the tuning part.
    std::optional<SplitAgreement> splitAgreement() const;
    // The share of labelled test cases tuned on (the project's setting).
    void setTuningShare(double share);
    QList<Disagreement> disagreements() const { return m_disagreements.value(currentMetric()); }

    QComboBox *metricChoice() const { return m_metric; }
    QLabel *figures() const { return m_figures; }
    // What the current metric's labels rate, and which results cannot score it alone.
    QLabel *scopeNote() const { return m_scopeNote; }
    // Above the figures: results out of date (and which parts they are from), labels the last
    // run could not score alone yet; hidden when there is nothing to warn of.
    QLabel *warning() const { return m_warning; }
    // "run #12", "runs #12 and #13": the runs a note's figures come from, named as the Runs dock does.
    static QString runsText(const QStringList &names);
    // Under the figures and the advice: what they count and what their intervals are.
    QLabel *countNote() const { return m_countNote; }
    // Shown while results have come that the figures do not count yet.
    QLabel *updatingMark() const { return m_updating; }
    QTableWidget *confusion() const { return m_confusion; }
    QLabel *best() const { return m_best; }
    QSpinBox *tuningShare() const { return m_share; }
    QPushButton *useThreshold() const { return m_useThreshold; }
    QTableWidget *disagreementTable() const { return m_disagreementTable; }
    RocChart *roc() const { return m_roc; }

protected:
    // Zoom and presentation mode change the type: the figures' column is refitted to it.
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    // "Use threshold 0.63": the metric's threshold should become this (an undoable edit).
    void thresholdRequested(const QString &metricId, double threshold);
    // The person changed the share of labelled test cases to tune on (0..1): a project setting.
    void tuningShareRequested(double share);
    // A disagreement was opened (double click, Enter): show that result and its breakdown.
    void resultRequested(int testCaseIndex, const QString &metricId);

private:
    void showCurrent();
    QWidget *buildFigures();
    QWidget *buildControls();
    // The figures' table, each part's header saying when its results are from an older run.
    QString figuresTable(const SplitAgreement &split) const;
    QString warningText(const QString &metricId) const;
    // The figures' column is as wide as their table needs at its narrowest (headers and
    // intervals wrapped), and as tall, so no column or row of it is cut off.
    void fitFiguresWidth();

    ResultsHub *m_hub;
    QStackedWidget *m_pages;
    QLabel *m_empty;
    QComboBox *m_metric;
    QLabel *m_figures;
    QLabel *m_scopeNote;
    QLabel *m_warning;
    QLabel *m_updating = nullptr; // "⟳ updating…" while new results wait for the next refresh
    QLabel *m_countNote;
    QTableWidget *m_confusion;
    QLabel *m_best;
    QSpinBox *m_share;
    LabelSplit m_split;
    QLabel *m_claims;
    QPushButton *m_useThreshold;
    QTableWidget *m_disagreementTable;
    RocChart *m_roc;
    QScrollArea *m_figuresScroll = nullptr;
    QScrollArea *m_sideways = nullptr; // the whole view, scrolled sideways only
    bool m_running = false;            // a run is adding results: no threshold advice yet
    // Per metric: what its labels rate (the first label's scope) and the results that cannot
    // score that alone, with why (the last reason seen).
    struct LabelScopeNote {
        int exchange = 0;
        bool conversational = false;
        int cannotScore = 0;
        QString why;
        int needRun = 0; // labelled after the run, which judged no exchange alone for them
    };
    // Per metric and part of the split (tuning, held-out): its compared results, how many of them
    // are out of date and the runs those come from.
    struct PartFreshness {
        int results = 0;
        int outOfDate = 0;
        QList<quint64> staleRuns;
        QList<quint64> runs;
        int redecided = 0; // current results re-decided for a setting since their run
        QList<quint64> redecidedRuns;
        QString redecidedFor; // the setting ("strict mode on")
    };
    QMap<QString, std::array<PartFreshness, 2>> m_freshness;
    // Under a part's header, two short lines: none when current; "⟳ run #1" over "out of date",
    // "⟳ partly" over "out of date", or, for All over parts from different runs, "⟳ mixed" over "runs".
    QStringList freshnessLines(const PartFreshness &part) const;
    // Why no threshold advice stands while the held-out figures are older than the tuning ones.
    QString heldOutBehindText(const PartFreshness &heldOut) const;
    // "200 held-out score(s) of run #14 re-decided for strict mode on without a new run: …";
    // empty when every current figure reads as its run decided it.
    QString redecidedText(const QString &metricId) const;
    // The runs' names as the Runs dock gives them, each once, in order.
    QStringList runNames(const QList<quint64> &runs) const;

    QString scopeNoteText(const QString &metricId) const;
    QMap<QString, LabelScopeNote> m_scopeNotes;
    QMap<QString, SplitAgreement> m_agreements;
    QMap<QString, QList<Disagreement>> m_disagreements;
    QMap<QString, ClaimAgreement> m_claimAgreements;
    ClaimLabels m_claimLabels;
    QHash<QString, bool> m_penalizeAmbiguous;
    RefreshThrottle *m_throttle;
};

} // namespace claimscope
