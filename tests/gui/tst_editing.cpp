#include "support/qtwarnings.h"
#include "windowfixture.h"

#include "ui/editor/caseeditor.h"
#include "ui/editor/contextitemfields.h"
#include "ui/editor/contextitemseditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/singleturnpane.h"
#include "ui/editor/turnwidget.h"
#include "ui/shell/testcaselistpanel.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace claimscope;

// The conversation editor in the real window: typing, undo/redo by keyboard, turns and context
// items, single-turn cases, the test-case list and evidence highlighting.
class TestEditing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void loadsTheHotelExample();
    void typingInATurnIsUndoneByCtrlZ();
    void turnsAreInsertedMovedAndDeletedUndoably();
    void contextItemsAreEditedWithTheirSource();
    void sourceIdFieldsKeepTheItemsShape();
    void singleTurnCaseEditsInputOutputAndContext();
    void testCasesAreAddedDuplicatedSearchedAndDeleted();
    void highlightMarksTheEvidence();

private:
    TurnWidget *turn(int index) const { return m_fixture->window->caseEditor()->conversationPane()->turnWidget(index); }

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestEditing::init()
{
    failOnQtWarnings();
    m_fixture = std::make_unique<WindowFixture>();
    QVERIFY(QTest::qWaitForWindowExposed(m_fixture->window.get()));
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
    QTRY_VERIFY(turn(0) != nullptr);
}

void TestEditing::cleanup()
{
    m_fixture.reset();
}

void TestEditing::loadsTheHotelExample()
{
    MainWindow *window = m_fixture->window.get();
    QVERIFY(window->windowTitle().startsWith(QLatin1String("Example: Hotel concierge")));
    QVERIFY(!window->isWindowModified());
    QCOMPARE(window->caseList()->currentCase(), 0);
    QCOMPARE(window->caseEditor()->currentCase(), 0);
    QCOMPARE(window->caseEditor()->conversationPane()->turnCount(), 8);
    QCOMPARE(turn(0)->property("role").toString(), QStringLiteral("user"));
    QCOMPARE(turn(1)->property("role").toString(), QStringLiteral("assistant"));
    QCOMPARE(turn(1)->contentEdit()->text(), m_fixture->document()->testCase(0).turns[1].content);
    QCOMPARE(turn(1)->contextEditor()->items().size(), 2);
    QVERIFY(m_fixture->document()->settings().judge.isOffline());
}

void TestEditing::typingInATurnIsUndoneByCtrlZ()
{
    MainWindow *window = m_fixture->window.get();
    const QString original = m_fixture->document()->testCase(0).turns[0].content;
    GrowingTextEdit *edit = turn(0)->contentEdit();
    edit->setFocus();
    edit->moveCursor(QTextCursor::End);
    QTest::keyClicks(edit, QStringLiteral(" We travel with a dog."));
    QCOMPARE(m_fixture->document()->testCase(0).turns[0].content, original + QStringLiteral(" We travel with a dog."));
    QVERIFY(window->isWindowModified());
    QVERIFY(window->windowTitle().contains(QLatin1String("[*]")));
    // One sentence typed is one undo step, and Ctrl+Z in the text field reaches the project.
    QCOMPARE(m_fixture->document()->undoStack()->count(), 1);
    QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(m_fixture->document()->testCase(0).turns[0].content, original);
    QCOMPARE(turn(0)->contentEdit()->text(), original);
    QVERIFY(!window->isWindowModified());
    QTest::keyClick(turn(0)->contentEdit(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(turn(0)->contentEdit()->text(), original + QStringLiteral(" We travel with a dog."));
}

void TestEditing::turnsAreInsertedMovedAndDeletedUndoably()
{
    ProjectDocument *document = m_fixture->document();
    const TestCase before = document->testCase(0);
    Q_EMIT turn(1)->insertRequested(Role::User);
    QCOMPARE(document->testCase(0).turns.size(), 9);
    QCOMPARE(document->testCase(0).turns[2].role, Role::User);
    QTRY_COMPARE(m_fixture->window->caseEditor()->conversationPane()->turnCount(), 9);
    Q_EMIT turn(3)->moveRequested(-1);
    QCOMPARE(document->testCase(0).turns[2].content, before.turns[2].content);
    Q_EMIT turn(0)->deleteRequested();
    QCOMPARE(document->testCase(0).turns.size(), 8);
    QTRY_COMPARE(m_fixture->window->caseEditor()->conversationPane()->turnCount(), 8);
    QCOMPARE(document->undoStack()->count(), 3);
    for (int i = 0; i < 3; ++i)
        document->undoStack()->undo();
    QCOMPARE(document->testCase(0), before);
    QTRY_COMPARE(m_fixture->window->caseEditor()->conversationPane()->turnCount(), 8);
    QCOMPARE(turn(2)->contentEdit()->text(), before.turns[2].content);
}

void TestEditing::contextItemsAreEditedWithTheirSource()
{
    ProjectDocument *document = m_fixture->document();
    const TestCase before = document->testCase(0);
    ContextItemsEditor *context = turn(1)->contextEditor();
    context->findChild<QPushButton *>(QStringLiteral("addContext"))->click();
    QCOMPARE(document->testCase(0).turns[1].retrievalContext.size(), 3);
    QTRY_VERIFY(context->textEdit(2) != nullptr);
    GrowingTextEdit *text = context->textEdit(2);
    QTest::keyClicks(text, QStringLiteral("Pets stay free."));
    QLineEdit *source = context->sourceEdit(2);
    QVERIFY(source);
    QTest::keyClicks(source, QStringLiteral("kb/pets.md"));
    const ContextItem added = document->testCase(0).turns[1].retrievalContext[2];
    QCOMPARE(added.text, QStringLiteral("Pets stay free."));
    QCOMPARE(ContextItemFields::sourceId(added), QStringLiteral("kb/pets.md"));
    // Add, type, source: three steps back to the original.
    QCOMPARE(document->undoStack()->count(), 3);
    for (int i = 0; i < 3; ++i)
        document->undoStack()->undo();
    QCOMPARE(document->testCase(0), before);
    QTRY_COMPARE(turn(1)->contextEditor()->items().size(), 2);
}

void TestEditing::sourceIdFieldsKeepTheItemsShape()
{
    const ContextItem plain = ContextItem::fromText(QStringLiteral("A passage."));
    QVERIFY(ContextItemFields::sourceId(plain).isEmpty());
    const ContextItem withId = ContextItemFields::withSourceId(plain, QStringLiteral("doc-7"));
    QVERIFY(withId.isObject);
    QCOMPARE(ContextItemFields::sourceKey(withId), QStringLiteral("source_id"));
    QCOMPARE(ContextItemFields::withSourceId(withId, QString()), plain);

    ContextItem fromFile;
    fromFile.isObject = true;
    fromFile.text = QStringLiteral("Old text");
    fromFile.fields = {{QStringLiteral("page_content"), QStringLiteral("Old text")},
                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("url"), QStringLiteral("https://a")}}}};
    QCOMPARE(ContextItemFields::sourceId(fromFile), QStringLiteral("https://a"));
    const ContextItem moved = ContextItemFields::withSourceId(fromFile, QStringLiteral("https://b"));
    QCOMPARE(moved.fields.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("url")).toString(),
             QStringLiteral("https://b"));
    const ContextItem edited = ContextItemFields::withText(fromFile, QStringLiteral("New text"));
    QCOMPARE(edited.text, QStringLiteral("New text"));
    QCOMPARE(edited.fields.value(QStringLiteral("page_content")).toString(), QStringLiteral("New text"));
}

void TestEditing::singleTurnCaseEditsInputOutputAndContext()
{
    MainWindow *window = m_fixture->window.get();
    window->caseList()->newSingleTurn();
    ProjectDocument *document = m_fixture->document();
    QCOMPARE(document->caseCount(), 2);
    QCOMPARE(window->caseList()->currentCase(), 1);
    SingleTurnPane *pane = window->caseEditor()->singleTurnPane();
    QTRY_VERIFY(pane->isVisible());
    QTest::keyClicks(pane->inputEdit(), QStringLiteral("Can I get a refund?"));
    QTest::keyClicks(pane->outputEdit(), QStringLiteral("Yes, within 30 days."));
    pane->contextEditor()->findChild<QPushButton *>(QStringLiteral("addContext"))->click();
    QTRY_VERIFY(pane->contextEditor()->textEdit(0));
    QTest::keyClicks(pane->contextEditor()->textEdit(0), QStringLiteral("Refunds within 30 days."));
    const TestCase &created = document->testCase(1);
    QVERIFY(!created.isConversational());
    QCOMPARE(created.input, QStringLiteral("Can I get a refund?"));
    QCOMPARE(created.actualOutput, QStringLiteral("Yes, within 30 days."));
    QCOMPARE(contextTexts(created.retrievalContext), QStringList{QStringLiteral("Refunds within 30 days.")});
    document->undoStack()->undo();
    QCOMPARE(document->testCase(1).retrievalContext.first().text, QString());
}

void TestEditing::testCasesAreAddedDuplicatedSearchedAndDeleted()
{
    MainWindow *window = m_fixture->window.get();
    TestCaseListPanel *list = window->caseList();
    QAbstractItemModelTester tester(list->listView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    list->duplicateCurrent();
    list->newConversation();
    ProjectDocument *document = m_fixture->document();
    QCOMPARE(document->caseCount(), 3);
    QVERIFY(document->testCase(1).name.endsWith(QLatin1String("(copy)")));
    QCOMPARE(document->testCase(1).turns, document->testCase(0).turns);
    QCOMPARE(list->currentCase(), 2);
    QTest::keyClick(window, Qt::Key_F, Qt::ControlModifier);
    QVERIFY(list->searchField()->hasFocus());
    QTest::keyClicks(list->searchField(), QStringLiteral("copy"));
    QCOMPARE(list->visibleCount(), 1);
    list->searchField()->clear();
    list->selectCase(1);
    list->deleteCurrent();
    QCOMPARE(document->caseCount(), 2);
    document->undoStack()->undo();
    QCOMPARE(document->caseCount(), 3);
    QCOMPARE(list->currentCase(), 1);
}

void TestEditing::highlightMarksTheEvidence()
{
    m_fixture->window->showEvidence(0, 3, QStringLiteral("Breakfast is included in Superior, Deluxe and Suite rates."));
    QVERIFY(turn(3)->property("highlighted").toBool());
    QVERIFY(!turn(1)->property("highlighted").toBool());
    const GrowingTextEdit *marked = turn(3)->contextEditor()->textEdit(1);
    QCOMPARE(marked->extraSelections().size(), 1);
    QCOMPARE(marked->extraSelections().first().cursor.selectedText(),
             QStringLiteral("Breakfast is included in Superior, Deluxe and Suite rates."));
    m_fixture->window->showEvidence(0, 1, QStringLiteral("Check-in begins at 15:00"));
    QVERIFY(!turn(3)->property("highlighted").toBool());
    QVERIFY(turn(1)->property("highlighted").toBool());
}

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
