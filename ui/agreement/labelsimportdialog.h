#pragma once

#include "experiments/labelsreader.h"

#include <QDialog>
#include <QFutureWatcher>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace claimscope {

class UserPrompts;

// Edit › Import Human Labels: from a field of the test cases' metadata (a boolean, or a rating
// passing at N or above) for a chosen metric, or from a CSV file test_case,metric,label. Shows
// how many labels it found and every problem and left-out label (LabelsReader's messages)
// before anything is imported; the CSV is read on a pool thread. UI thread.
class LabelsImportDialog : public QDialog
{
    Q_OBJECT
public:
    LabelsImportDialog(const QList<TestCase> &cases, UserPrompts *prompts, QWidget *parent = nullptr);

    // What Import would add (valid once the preview is done).
    const HumanLabels &labels() const { return m_labels; }
    QRadioButton *fromMetadata() const { return m_fromMetadata; }
    QRadioButton *fromCsv() const { return m_fromCsv; }
    QComboBox *metric() const { return m_metric; }
    QComboBox *field() const { return m_field; }
    QCheckBox *rated() const { return m_rated; }
    QDoubleSpinBox *minimum() const { return m_minimum; }
    // What the metadata labels rate: the whole test case, the last answer, or exchange N.
    QComboBox *rates() const { return m_rates; }
    QSpinBox *exchangeNumber() const { return m_exchangeNumber; }
    // Shown when the labels rate one exchange of conversations and the metric scores them whole.
    QLabel *scopeWarning() const { return m_scopeWarning; }
    QLineEdit *csvPath() const { return m_csvPath; }
    QLabel *preview() const { return m_preview; }
    QPlainTextEdit *problems() const { return m_problems; }
    QPushButton *importButton() const { return m_import; }
    // The metadata mapping as LabelsReader reads it: "faithfulness=human.faithful", "…>=3.5",
    // "…@last", "…@2".
    QString mapping() const;

Q_SIGNALS:
    // A preview finished (tests wait for it).
    void previewed();

private:
    struct Read {
        LabelsRead result;
        quint64 generation = 0;
    };
    void updatePreview();
    void showRead(const Read &preview);
    void browse();
    int exchange() const; // HumanLabel::exchange of what the metadata labels rate
    void updateScopeWarning();

    QList<TestCase> m_cases;
    UserPrompts *m_prompts;
    QRadioButton *m_fromMetadata;
    QRadioButton *m_fromCsv;
    QComboBox *m_metric;
    QComboBox *m_field;
    QCheckBox *m_rated;
    QDoubleSpinBox *m_minimum;
    QComboBox *m_rates;
    QSpinBox *m_exchangeNumber;
    QLabel *m_scopeWarning;
    QLineEdit *m_csvPath;
    QLabel *m_preview;
    QPlainTextEdit *m_problems;
    QDialogButtonBox *m_buttons;
    QPushButton *m_import;
    QFutureWatcher<Read> m_reading;
    quint64 m_generation = 0; // previews started; a CSV read that is not the latest is dropped
    HumanLabels m_labels;
};

} // namespace claimscope
