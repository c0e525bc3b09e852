#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTableView;

namespace claimscope {

class CallLogFilterModel;
class ResultsHub;

// The judge-call log: every call of the runs so far (filterable by status and metric) and, for
// the selected call, the rendered prompt and the raw answer in monospace — copyable with
// Ctrl+C or the Copy buttons. Follows the newest call while scrolled to the end. UI thread.
class CallLogView : public QWidget
{
    Q_OBJECT
public:
    explicit CallLogView(ResultsHub *hub, QWidget *parent = nullptr);

    // A bottom dock: about 300 px of a 1280x800 window, leaving the chat editor the rest.
    QSize sizeHint() const override { return {900, 300}; }

    QTableView *table() const { return m_table; }
    CallLogFilterModel *filter() const { return m_filter; }
    QComboBox *statusBox() const { return m_status; }
    QComboBox *metricBox() const { return m_metric; }
    QPlainTextEdit *promptView() const { return m_prompt; }
    QPlainTextEdit *answerView() const { return m_answer; }
    // "prompt … answer" of the selected call, as Ctrl+C on the table copies it.
    QString selectedCallText() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void copySelectedCall();
    void callSelected();
    void rowsArrived();
    void updateCount();
    QWidget *textPane(const QString &title, QPlainTextEdit *edit);

    ResultsHub *m_hub;
    CallLogFilterModel *m_filter;
    QComboBox *m_status;
    QComboBox *m_metric;
    QLabel *m_count;
    QTableView *m_table;
    QLabel *m_error;
    QPlainTextEdit *m_prompt;
    QPlainTextEdit *m_answer;
};

} // namespace claimscope
