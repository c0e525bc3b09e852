#include "caseeditor.h"

#include "ui/widgets/elidedlabel.h"

#include "conversationpane.h"
#include "editcontrols.h"
#include "singleturnpane.h"
#include "ui/document/projectdocument.h"
#include "undoshortcutfilter.h"

#include "metrics/windows.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace claimscope {

CaseEditor::CaseEditor(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_name(new QLineEdit(this))
    , m_title(new QLabel(this))
    , m_summary(new ElidedLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_conversation(new ConversationPane(this))
    , m_singleTurn(new SingleTurnPane(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *header = new QWidget(this);
    header->setObjectName(QStringLiteral("caseHeader"));
    auto *headerLayout = new QVBoxLayout(header);
    headerLayout->setContentsMargins(12, 8, 12, 6);
    headerLayout->setSpacing(2);
    m_name->setObjectName(QStringLiteral("caseName"));
    m_name->setPlaceholderText(tr("Test case name"));
    m_name->setToolTip(tr("The name shown in the test-case list and in the results"));
    UndoShortcutFilter::install(m_name);
    m_name->installEventFilter(this);
    m_title->setObjectName(QStringLiteral("caseTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setCursor(Qt::IBeamCursor);
    m_title->installEventFilter(this);
    m_title->hide();
    m_summary->setObjectName(QStringLiteral("caseSummary"));
    headerLayout->addWidget(m_title);
    headerLayout->addWidget(m_name);
    headerLayout->addWidget(m_summary);
    layout->addWidget(header);

    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("emptyHint"));
    m_empty->setText(tr("No test case selected.\n\nPick one on the left, add one with Test Case › New, "
                        "or open an example from Help › Examples."));
    m_pages->addWidget(m_empty);
    m_pages->addWidget(m_conversation);
    m_pages->addWidget(m_singleTurn);
    layout->addWidget(m_pages, 1);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &name) {
        if (m_index < 0)
            return;
        TestCase updated = m_document->testCase(m_index);
        updated.name = name;
        applyEdit(updated, tr("Rename test case"), QStringLiteral("name"));
    });
    connect(m_name, &QLineEdit::editingFinished, this, &CaseEditor::refresh);
    connect(m_conversation, &ConversationPane::edited, this, &CaseEditor::applyEdit);
    connect(m_singleTurn, &SingleTurnPane::edited, this, &CaseEditor::applyEdit);
    connect(document, &ProjectDocument::caseChanged, this, [this](int index) {
        if (index == m_index) {
            m_mark.evidence.clear(); // an edit takes the passage's mark away, the frame stays
            refresh();
        }
    });
    refresh();
}

void CaseEditor::setCurrentCase(int index)
{
    m_index = index >= 0 && index < m_document->caseCount() ? index : -1;
    if (m_mark.testCase != m_index)
        m_mark = {};
    refresh();
    // Another test case, or another document, reads from its first turn.
    for (QScrollArea *pane : {static_cast<QScrollArea *>(m_conversation), static_cast<QScrollArea *>(m_singleTurn)})
        pane->verticalScrollBar()->setValue(0);
}

bool CaseEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_name && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && m_name->hasFocus()) {
        m_name->deselect();
        m_name->clearFocus();
        refresh();
        return true;
    }
    // A double click edits the id, its cursor at the end: a click that only brings the window
    // forward, or a stray key after it, does not replace the id.
    if (watched == m_title && event->type() == QEvent::MouseButtonDblClick && m_editable) {
        m_title->hide();
        m_name->show();
        m_name->setFocus(Qt::MouseFocusReason);
        m_name->deselect();
        m_name->end(false);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void CaseEditor::setEditable(bool editable)
{
    m_editable = editable;
    EditControls::setEditable(this, editable);
    m_name->setToolTip(editable ? m_nameTip : QString());
}

void CaseEditor::highlight(int turnIndex, const QString &evidence)
{
    if (m_index < 0)
        return;
    m_mark = {m_index, turnIndex, evidence};
    if (m_document->testCase(m_index).isConversational())
        m_conversation->highlight(turnIndex, evidence);
    else
        m_singleTurn->highlight(evidence);
}

void CaseEditor::restoreMark(const EvidenceMark &mark)
{
    if (mark.testCase >= 0 && mark.testCase == m_index) {
        highlight(mark.turn, mark.evidence);
        return;
    }
    m_mark = {};
    m_conversation->highlight(-1, QString());
    m_singleTurn->highlight(QString());
}

void CaseEditor::refresh()
{
    if (m_index >= m_document->caseCount())
        m_index = -1;
    if (m_index < 0) {
        m_name->clear();
        m_name->setEnabled(false);
        m_name->show();
        m_title->hide();
        m_summary->setFullText(QString());
        m_pages->setCurrentWidget(m_empty);
        return;
    }
    const TestCase &testCase = m_document->testCase(m_index);
    m_name->setEnabled(true);
    if (m_name->text() != testCase.name)
        m_name->setText(testCase.name);
    // A machine id for a name: the header reads the name the list and the results show, whole
    // (wrapped); the id is edited after a click on it.
    const QString readable = testCase.readableName(m_index);
    const bool machineId = readable != testCase.displayName(m_index);
    m_nameTip = machineId ? tr("Test case id, shown in the list and the results as %1").arg(readable)
                          : tr("The name shown in the test-case list and in the results");
    // Read only (presenting), the name says nothing of editing, nor covers the line under it.
    m_name->setToolTip(m_editable ? m_nameTip : QString());
    const bool editingId = m_name->hasFocus();
    m_title->setText(readable);
    m_title->setToolTip(tr("Test case id: %1\nDouble-click to edit it.").arg(testCase.name));
    m_title->setVisible(machineId && !editingId);
    m_name->setVisible(!machineId || editingId);
    QString summary;
    if (testCase.isConversational()) {
        const int exchanges = int(unitInteractions(testCase.turns).size());
        const int turns = int(testCase.turns.size());
        summary = tr("Conversation · %n turn(s)", nullptr, turns) + QStringLiteral(" · ")
            + tr("%n exchange(s) scored", nullptr, exchanges);
        m_conversation->setCase(testCase);
        m_pages->setCurrentWidget(m_conversation);
    } else {
        summary = tr("Single turn · %n context item(s)", nullptr, int(testCase.retrievalContext.size()));
        m_singleTurn->setCase(testCase);
        m_pages->setCurrentWidget(m_singleTurn);
    }
    m_summary->setFullText(summary);
    // Bubbles and context items built for this case are editable: in display mode, hide that.
    if (!m_editable)
        EditControls::setEditable(this, false);
}

void CaseEditor::applyEdit(const TestCase &updated, const QString &description, const QString &mergeKey)
{
    if (m_index >= 0)
        m_document->editCase(m_index, updated, description, mergeKey);
}

} // namespace claimscope
