#pragma once

#include "model/testcase.h"

#include <QScrollArea>

namespace claimscope {

class ContextItemsEditor;
class GrowingTextEdit;

// A single-turn test case: input, actual output with its retrieval context, and the optional
// expected output, laid out like the chat so questions and answers look the same everywhere.
// Every change is reported as the edited test case. UI thread.
class SingleTurnPane : public QScrollArea
{
    Q_OBJECT
public:
    explicit SingleTurnPane(QWidget *parent = nullptr);

    void setCase(const TestCase &testCase);
    GrowingTextEdit *inputEdit() const { return m_input; }
    GrowingTextEdit *outputEdit() const { return m_output; }
    ContextItemsEditor *contextEditor() const { return m_context; }
    // Marks `evidence` in the context, else in the answer.
    void highlight(const QString &evidence);

Q_SIGNALS:
    void edited(const claimscope::TestCase &testCase, const QString &description, const QString &mergeKey);

private:
    QWidget *bubble(const QString &role, const QString &title, QWidget *content, QWidget *extra = nullptr);

    TestCase m_case;
    GrowingTextEdit *m_input;
    GrowingTextEdit *m_output;
    GrowingTextEdit *m_expected;
    ContextItemsEditor *m_context;
};

} // namespace claimscope
