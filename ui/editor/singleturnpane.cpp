#include "singleturnpane.h"

#include "chatlayout.h"
#include "contextitemseditor.h"
#include "growingtextedit.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace claimscope {

SingleTurnPane::SingleTurnPane(QWidget *parent)
    : QScrollArea(parent)
    , m_input(new GrowingTextEdit)
    , m_output(new GrowingTextEdit)
    , m_expected(new GrowingTextEdit)
    , m_context(new ContextItemsEditor)
{
    QVBoxLayout *layout = ChatLayout::setUpPage(this);
    m_input->setPlaceholderText(tr("The question or request sent to the RAG system"));
    m_output->setPlaceholderText(tr("The answer it gave (what the metrics judge)"));
    m_expected->setPlaceholderText(tr("Optional: the ideal answer (kept with the test case, not scored)"));
    m_input->setAccessibleName(tr("Input"));
    m_output->setAccessibleName(tr("Actual output"));
    m_expected->setAccessibleName(tr("Expected output"));
    layout->addWidget(bubble(QStringLiteral("user"), tr("Input"), m_input));
    layout->addWidget(bubble(QStringLiteral("assistant"), tr("Actual output"), m_output, m_context));
    layout->addWidget(bubble(QStringLiteral("reference"), tr("Expected output"), m_expected));
    layout->addStretch();

    const auto field = [this](GrowingTextEdit *edit, QString TestCase::*member, const QString &description,
                              const QString &key) {
        connect(edit, &GrowingTextEdit::edited, this, [this, member, description, key](const QString &text) {
            TestCase updated = m_case;
            updated.*member = text;
            Q_EMIT edited(updated, description, key);
        });
    };
    field(m_input, &TestCase::input, tr("Edit input"), QStringLiteral("input"));
    field(m_output, &TestCase::actualOutput, tr("Edit actual output"), QStringLiteral("actual_output"));
    field(m_expected, &TestCase::expectedOutput, tr("Edit expected output"), QStringLiteral("expected_output"));
    connect(m_context, &ContextItemsEditor::itemsEdited, this,
            [this](const QList<ContextItem> &items, const QString &description, const QString &mergeKey) {
                TestCase updated = m_case;
                updated.retrievalContext = items;
                Q_EMIT edited(updated, description, mergeKey);
            });
}

void SingleTurnPane::setCase(const TestCase &testCase)
{
    m_case = testCase;
    m_input->setText(testCase.input);
    m_output->setText(testCase.actualOutput);
    m_expected->setText(testCase.expectedOutput);
    m_context->setItems(testCase.retrievalContext);
}

void SingleTurnPane::highlight(const QString &evidence)
{
    m_output->clearMark();
    if (!m_context->markText(evidence))
        m_output->markText(evidence);
    ensureWidgetVisible(m_context, 0, 40);
}

QWidget *SingleTurnPane::bubble(const QString &role, const QString &title, QWidget *content, QWidget *extra)
{
    auto *frame = new QFrame;
    frame->setObjectName(QStringLiteral("turn"));
    frame->setProperty("role", role);
    auto *layout = new QVBoxLayout(frame);
    layout->setContentsMargins(10, 6, 10, 8);
    auto *label = new QLabel(title, frame);
    label->setObjectName(QStringLiteral("roleLabel"));
    label->setProperty("role", role);
    auto *header = new QHBoxLayout;
    header->addWidget(label);
    header->addStretch();
    layout->addLayout(header);
    layout->addWidget(content);
    if (extra)
        layout->addWidget(extra);
    return ChatLayout::alignedRow(frame, role == QLatin1String("assistant"), widget());
}

} // namespace claimscope
