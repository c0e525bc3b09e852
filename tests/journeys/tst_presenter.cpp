#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "results/resultshub.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/turnwidget.h"
#include "ui/metrics/metricspanel.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/testcaselistpanel.h"
#include "ui/templates/templateeditor.h"
#include "ui/walk/failurewalkpanel.h"
#include "ui/widgets/elidedlabel.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTextLayout>
#include <QtTest>

using namespace claimscope;

namespace {

// The text field that has the keyboard focus, or why none does ("" when it is harmless).
QString focusedField()
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus)
        return {};
    const auto editable = [](QWidget *widget) {
        if (auto *line = qobject_cast<QLineEdit *>(widget))
            return !line->isReadOnly() || line->hasSelectedText();
        if (auto *text = qobject_cast<QTextEdit *>(widget))
            return !text->isReadOnly() || text->textCursor().hasSelection();
        if (auto *plain = qobject_cast<QPlainTextEdit *>(widget))
            return !plain->isReadOnly() || plain->textCursor().hasSelection();
        return qobject_cast<QAbstractSpinBox *>(widget) != nullptr;
    };
    if (!editable(focus) && !qobject_cast<QLineEdit *>(focus) && !qobject_cast<QTextEdit *>(focus)
        && !qobject_cast<QPlainTextEdit *>(focus))
        return {};
    return QStringLiteral("%1 \"%2\" (%3)")
        .arg(QString::fromLatin1(focus->metaObject()->className()), focus->objectName(),
             focus->accessibleName().isEmpty() ? QStringLiteral("no name") : focus->accessibleName());
}

// Every shown line edit or text box of the window that has text selected.
QStringList selectedTexts(const QWidget *window)
{
    QStringList selected;
    for (const QLineEdit *line : window->findChildren<QLineEdit *>()) {
        if (line->isVisible() && line->hasSelectedText())
            selected.append(line->objectName() + QStringLiteral(": ") + line->selectedText());
    }
    for (const QTextEdit *text : window->findChildren<QTextEdit *>()) {
        if (text->isVisible() && text->textCursor().hasSelection())
            selected.append(text->objectName() + QStringLiteral(": ") + text->textCursor().selectedText());
    }
    for (const QPlainTextEdit *text : window->findChildren<QPlainTextEdit *>()) {
        if (text->isVisible() && text->textCursor().hasSelection())
            selected.append(text->objectName() + QStringLiteral(": ") + text->textCursor().selectedText());
    }
    return selected;
}

// The counts a text names: "9 results · ✓ 8 passed · ✗ 1 failed" → results 9, passed 8, failed 1,
// and 0 for every count it does not name.
QMap<QString, int> countsIn(const QString &text)
{
    static const QList<QPair<QString, QString>> words{{QStringLiteral("results"), QStringLiteral("results?")},
                                                      {QStringLiteral("passed"), QStringLiteral("passed")},
                                                      {QStringLiteral("failed"), QStringLiteral("failed")},
                                                      {QStringLiteral("errors"), QStringLiteral("errors?")},
                                                      {QStringLiteral("partial"), QStringLiteral("partial")},
                                                      {QStringLiteral("skipped"), QStringLiteral("skipped")}};
    QMap<QString, int> counts;
    for (const auto &[name, pattern] : words) {
        const QRegularExpressionMatch match =
            QRegularExpression(QStringLiteral("(\\d+) %1\\b").arg(pattern)).match(text);
        counts.insert(name, match.hasMatch() ? match.captured(1).toInt() : 0);
    }
    return counts;
}

QString plainText(const QString &html)
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

// The tab of a tabbed dock group showing `title`, for a person to click.
QTabBar *tabBarWith(QWidget *window, const QString &title, int *index)
{
    for (QTabBar *bar : window->findChildren<QTabBar *>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i) == title && bar->isVisible()) {
                *index = i;
                return bar;
            }
        }
    }
    return nullptr;
}

} // namespace

// Journey C, the presenter: a review meeting on a projector. The hotel example is run, shown
// in presentation mode (no field can be edited by a stray key), its failures walked with the
// presenter's keys, the report exported with the workbench's counts, and presentation mode left
// as it was found; with the smaller things a presenter meets on the way (the prompt a run sent,
// wrapped templates, costs that read the same in every run, the comparison window's Close and
// Esc, undo of a typed title). Keys and clicks on the real window at this screen's size.
class TestPresenter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void presentsTheHotelRunToARoom();
    void eachStopShowsItsTurnInADataset();
    void noFieldHasTheFocusWhenAFileOpens();
    void ctrlZInTheTitleUndoesATypedRename();
    void promptPreviewShowsWhatTheRunSent();
    void templateEditorWrapsLongLines();
    void costReadsTheSameInEveryRunAndEveryPlace();
    void comparisonClosesWithItsButtonAndEsc();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    void openHotel();
    void pressF5AndWait();
    // Clicks the tab of a tabbed dock, as a person brings it to the front.
    void clickTab(const QString &title);
    // No text field has the focus or a selection; typing a letter changes nothing in the document.
    void strayKeyChangesNothing(const QString &when);

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestPresenter::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestPresenter::cleanup()
{
    m_journey.reset();
}

void TestPresenter::openHotel()
{
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    QTest::qWait(100); // what the window does with the focus once the file is shown
}

void TestPresenter::pressF5AndWait()
{
    m_journey->pressF5AndWait();
}

void TestPresenter::clickTab(const QString &title)
{
    int index = -1;
    QTabBar *bar = tabBarWith(window(), title, &index);
    QVERIFY2(bar, qPrintable(QStringLiteral("no tab \"%1\" is shown").arg(title)));
    person().click(bar, bar->tabRect(index).center());
    QTRY_COMPARE(bar->currentIndex(), index);
}

void TestPresenter::strayKeyChangesNothing(const QString &when)
{
    QVERIFY2(focusedField().isEmpty(), qPrintable(when + QStringLiteral(": the focus is in ") + focusedField()));
    QVERIFY2(selectedTexts(window()).isEmpty(),
             qPrintable(when + QStringLiteral(": text is selected in ")
                        + selectedTexts(window()).join(QStringLiteral("; "))));
    const QUndoStack *undo = m_journey->document()->undoStack();
    const int commands = undo->count();
    const QString name = m_journey->document()->testCase(0).name;
    person().type(QStringLiteral("q"));
    QCOMPARE(m_journey->document()->testCase(0).name, name);
    QVERIFY2(
        undo->count() == commands,
        qPrintable(when + QStringLiteral(": a stray key made the edit \"%1\"").arg(undo->text(undo->count() - 1))));
}

// Walking a dataset moves the chat from test case to test case: each stop's turn is scrolled to,
// its top in sight and as much of it as the chat holds (the MTRAG sample's first stop showed
// two other turns and the first line of its own at the bottom).
void TestPresenter::eachStopShowsItsTurnInADataset()
{
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
    person().press(QKeySequence::Open);
    QTRY_COMPARE(m_journey->document()->caseCount(), 3);
    pressF5AndWait();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    FailureWalk *walk = window()->failureWalk();
    person().press(QKeySequence(Qt::Key_Space)); // the walk's introduction
    person().press(QKeySequence(Qt::Key_Space));
    QTRY_COMPARE(walk->position(), 0);
    ConversationPane *chat = window()->caseEditor()->conversationPane();
    const QString where = JourneyWindow::screenName();
    for (int stop = 0; stop < qMin(6, walk->count()); ++stop) {
        if (stop > 0) {
            person().press(QKeySequence(Qt::Key_Right));
            QTRY_COMPARE(walk->position(), stop);
        }
        QTest::qWait(100); // the chat lays out the test case it moved to
        const FailureStop *current = walk->current();
        QVERIFY(current);
        if (current->turnIndex < 0)
            continue;
        TurnWidget *turn = chat->turnWidget(current->turnIndex);
        QVERIFY(turn);
        const QRect shown = chat->viewport()->rect();
        const QRect rect(turn->mapTo(chat->viewport(), QPoint(0, 0)), turn->size());
        // Whole where it fits; a taller turn fills the chat (scrolled as far as its mark needs).
        const bool fits = rect.height() <= shown.height();
        QVERIFY2(fits ? shown.contains(rect) : rect.top() <= 0 && rect.bottom() >= shown.bottom(),
                 qPrintable(QStringLiteral("%1, stop %2 (turn %3): the turn at %4..%5 in a chat %6 px high")
                                .arg(where)
                                .arg(stop + 1)
                                .arg(current->turnIndex + 1)
                                .arg(rect.top())
                                .arg(rect.bottom())
                                .arg(shown.height())));
    }
}

void TestPresenter::presentsTheHotelRunToARoom()
{
    openHotel();
    pressF5AndWait();
    QTableView *table = window()->resultsView()->table();
    QVERIFY(table->currentIndex().isValid());
    const int resultRow = table->currentIndex().row();
    const int caseRow = window()->caseList()->currentCase();
    QHash<QString, bool> docksShown;
    for (QDockWidget *dock : window()->findChildren<QDockWidget *>())
        docksShown.insert(dock->objectName(), dock->isVisible());
    person().snapshot(QStringLiteral("c0-run"));

    // 1. Presentation mode: no field has the focus or a selection, no stray key edits.
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    strayKeyChangesNothing(QStringLiteral("presenting"));
    if (QTest::currentTestFailed())
        return;
    // A click on the test case's name above the chat gives it no focus (no frame, no caret), and
    // it has no editing tooltip to cover the line under it.
    auto *name = window()->findChild<QLineEdit *>(QStringLiteral("caseName"));
    QVERIFY(name && person().sees(name));
    QVERIFY(name->toolTip().isEmpty());
    QWidget *focusBefore = QApplication::focusWidget();
    person().click(name);
    QCOMPARE(QApplication::focusWidget(), focusBefore);
    QVERIFY(!name->hasFocus());
    person().snapshot(QStringLiteral("c1-presenting"));

    // 2. The failures, one per screen, forward with Space and →, back with Backspace and ←.
    FailureWalk *walk = window()->failureWalk();
    QVERIFY(walk->count() >= 1);
    const auto seesTheStop = [this, walk](const char *key) {
        const FailureStop *stop = walk->current();
        QVERIFY2(stop, key);
        QVERIFY2(person().sees(window()->failureWalkPanel()), key);
        QVERIFY2(person().readsSomewhere(window()->failureWalkPanel()->claimText()), key);
        if (stop->turnIndex >= 0) {
            TurnWidget *turn = window()->caseEditor()->conversationPane()->turnWidget(stop->turnIndex);
            QVERIFY2(turn && person().sees(turn), key);
        }
    };
    person().press(QKeySequence(Qt::Key_Space)); // the walk's slide, at its introduction
    QVERIFY(!walk->isStarted());
    person().press(QKeySequence(Qt::Key_Space));
    QCOMPARE(walk->position(), 0);
    seesTheStop("Space");
    for (int stop = 1; stop <= walk->count(); ++stop) {
        person().press(QKeySequence(Qt::Key_Right));
        QCOMPARE(walk->position(), stop);
    }
    QVERIFY(walk->isAtEnd());
    QVERIFY(person().readsSomewhere(QStringLiteral("End of the walk"), window()->failureWalkPanel()));
    person().press(QKeySequence(Qt::Key_Backspace));
    QCOMPARE(walk->position(), walk->count() - 1);
    seesTheStop("Backspace");
    for (int stop = walk->count() - 1; stop > 0; --stop)
        person().press(QKeySequence(Qt::Key_Left));
    person().press(QKeySequence(Qt::Key_Left));
    QCOMPARE(walk->position(), 0); // stays on the first
    seesTheStop("←");
    if (QTest::currentTestFailed())
        return;
    strayKeyChangesNothing(QStringLiteral("walking the failures"));
    if (QTest::currentTestFailed())
        return;
    person().snapshot(QStringLiteral("c2-walk"));

    // 4. The HTML report counts what the workbench counts.
    QTemporaryDir out;
    m_journey->prompts.saveFile = out.filePath(QStringLiteral("meeting.html"));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_E));
    QVERIFY2(m_journey->prompts.errors.isEmpty(), qPrintable(m_journey->prompts.errors.join(QLatin1Char('\n'))));
    QFile report(m_journey->prompts.saveFile);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(report.readAll());
    const QRegularExpressionMatch meta = QRegularExpression(QStringLiteral("<p class=\"meta\">(.*?)</p>")).match(html);
    QVERIFY(meta.hasMatch());
    const QString reportCounts = plainText(meta.captured(1));
    const QString workbenchCounts = plainText(window()->resultsView()->summary()->text());
    QVERIFY2(countsIn(reportCounts) == countsIn(workbenchCounts),
             qPrintable(QStringLiteral("report: %1\nworkbench: %2").arg(reportCounts, workbenchCounts)));
    QCOMPARE(countsIn(workbenchCounts).value(QStringLiteral("results")),
             window()->results()->resultsModel()->rowCount());

    // 5. Esc leaves: the layout, the selected result and test case are as they were.
    person().press(QKeySequence(Qt::Key_Escape));
    QVERIFY(!window()->presentation()->isActive());
    for (QDockWidget *dock : window()->findChildren<QDockWidget *>())
        QVERIFY2(dock->isVisible() == docksShown.value(dock->objectName()), qPrintable(dock->objectName()));
    QCOMPARE(table->currentIndex().row(), resultRow);
    QCOMPARE(window()->caseList()->currentCase(), caseRow);
    strayKeyChangesNothing(QStringLiteral("after presenting"));
    person().snapshot(QStringLiteral("c5-left"));
}

void TestPresenter::noFieldHasTheFocusWhenAFileOpens()
{
    openHotel();
    strayKeyChangesNothing(QStringLiteral("the example just opened"));
    QCOMPARE(m_journey->document()->caseCount(), 1);
    QCOMPARE(window()->caseList()->visibleCount(), 1); // not filtered by the stray key either
}

void TestPresenter::ctrlZInTheTitleUndoesATypedRename()
{
    openHotel();
    // The metric count says how many of the enabled metrics the conversation cannot have.
    QVERIFY2(window()->metricsPanel()->count()->toolTip().contains(QStringLiteral("2 not for this test case")),
             qPrintable(window()->metricsPanel()->count()->toolTip()));
    // The count beside All and None, wrapped in a narrow dock, whole in its tooltip.
    QVERIFY2(person().readsSomewhere(QStringLiteral(" of 11 metric(s)"), window()->metricsPanel()),
             qPrintable(person().textsShown(window()->metricsPanel()).join(QStringLiteral(" | "))));
    auto *title = window()->caseEditor()->findChild<QLineEdit *>(QStringLiteral("caseName"));
    QVERIFY(title);
    const QString name = m_journey->document()->testCase(0).name;
    person().click(title);
    person().press(QKeySequence(Qt::Key_End));
    person().type(QStringLiteral(" (draft)"));
    QCOMPARE(m_journey->document()->testCase(0).name, name + QStringLiteral(" (draft)"));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(m_journey->document()->testCase(0).name, name);
    QCOMPARE(title->text(), name);
    QVERIFY(!m_journey->document()->undoStack()->canUndo());
    person().press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QCOMPARE(m_journey->document()->testCase(0).name, name + QStringLiteral(" (draft)"));
    // Esc leaves the field: the next stray key renames nothing.
    person().press(QKeySequence(Qt::Key_Escape));
    QVERIFY(!title->hasFocus());
    person().type(QStringLiteral("x"));
    QCOMPARE(m_journey->document()->testCase(0).name, name + QStringLiteral(" (draft)"));
}

void TestPresenter::promptPreviewShowsWhatTheRunSent()
{
    openHotel();
    clickTab(QStringLiteral("Templates"));
    TemplateEditor *templates = window()->templateEditor();
    QVERIFY(person().sees(templates));
    const QString step = QStringLiteral("turn_faithfulness__verdicts");
    templates->selectStep(step);
    const QString planned = QStringLiteral("(known after the run)");
    QTRY_VERIFY(templates->previewText().contains(planned));

    pressF5AndWait();
    // The preview is a prompt the run sent for this step of the shown test case, as the call log
    // keeps it, at the place the note names.
    const CallLogModel *calls = window()->results()->callLogModel();
    QTRY_VERIFY2(!templates->previewText().contains(planned), qPrintable(templates->previewNoteText()));
    bool sent = false;
    for (int row = 0; row < calls->rowCount(); ++row) {
        const QModelIndex index = calls->index(row, 0);
        if (index.data(CallLogModel::StepRole).toString() == step
            && index.data(CallLogModel::TestCaseIndexRole).toInt() == 0
            && index.data(CallLogModel::PromptRole).toString() == templates->previewText())
            sent = sent
                || templates->previewNoteText().contains(
                    calls->index(row, CallLogModel::ScopeColumn).data().toString());
    }
    QVERIFY2(sent, qPrintable(templates->previewNoteText()));
    QVERIFY2(person().readsSomewhere(QStringLiteral("by the last run for"), templates),
             qPrintable(templates->previewNoteText()));

    // A template edit makes the run's prompt history: the preview says why it plans again.
    QPlainTextEdit *text = templates->textEdit();
    person().click(text);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_End));
    person().type(QStringLiteral(" Be brief."));
    QTRY_VERIFY2(templates->previewText().contains(planned), qPrintable(templates->previewNoteText()));
    QVERIFY2(templates->previewNoteText().contains(QStringLiteral("Ctrl+Shift+F5 (Run › Try on Labelled Cases) or F5")),
             qPrintable(templates->previewNoteText()));
    person().snapshot(QStringLiteral("preview-after-edit"));
}

void TestPresenter::templateEditorWrapsLongLines()
{
    openHotel();
    clickTab(QStringLiteral("Templates"));
    TemplateEditor *templates = window()->templateEditor();
    templates->selectStep(QStringLiteral("turn_relevancy__verdict"));
    QPlainTextEdit *text = templates->textEdit();
    person().snapshot(QStringLiteral("templates"));
    person().click(text);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_End));
    person().press(QKeySequence(Qt::Key_Return));
    const QString line =
        QStringLiteral("Read the whole exchange in {{messages}} before you decide, and say in one plain "
                       "sentence which part of the reply answers the question or why none does.");
    person().type(line, 0);
    QCoreApplication::processEvents();
    const QTextBlock last = text->document()->lastBlock();
    QCOMPARE(last.text(), line);
    // Wrapped at the widget's width: several lines on screen, nothing hidden to the right.
    QVERIFY2(last.layout()->lineCount() > 1, qPrintable(QString::number(last.layout()->lineCount())));
    QCOMPARE(text->horizontalScrollBar()->maximum(), 0);
    // Placeholders keep their colour on a wrapped line.
    bool coloured = false;
    for (const QTextLayout::FormatRange &range : last.layout()->formats())
        coloured = coloured || last.text().mid(range.start, range.length) == QLatin1String("{{messages}}");
    QVERIFY(coloured);
    person().snapshot(QStringLiteral("b-wrapped-template"));
}

void TestPresenter::costReadsTheSameInEveryRunAndEveryPlace()
{
    openHotel();
    const ResultsModel *results = window()->results()->resultsModel();
    const CallLogModel *calls = window()->results()->callLogModel();
    // The offline judge has no price: its cost is unknown ("—") in the table and the call log,
    // in the first run and the next.
    for (const char *run : {"first run", "second run"}) {
        pressF5AndWait();
        QVERIFY(results->rowCount() > 0);
        for (int row = 0; row < results->rowCount(); ++row)
            QVERIFY2(results->index(row, ResultsModel::CostColumn).data().toString() == QStringLiteral("—"),
                     qPrintable(QStringLiteral("%1, %2: %3")
                                    .arg(QString::fromLatin1(run),
                                         results->index(row, ResultsModel::MetricColumn).data().toString(),
                                         results->index(row, ResultsModel::CostColumn).data().toString())));
        QVERIFY(calls->rowCount() > 0);
        for (int row = 0; row < calls->rowCount(); ++row)
            QCOMPARE(calls->index(row, CallLogModel::CostColumn).data().toString(), QStringLiteral("—"));
    }
}

void TestPresenter::comparisonClosesWithItsButtonAndEsc()
{
    openHotel();
    pressF5AndWait();
    pressF5AndWait();
    clickTab(QStringLiteral("Runs"));
    RunsPanel *runs = window()->runsPanel();
    QTRY_COMPARE(runs->table()->rowCount(), 2);
    const auto compareTheLastTwo = [&] {
        person().clickItem(runs->table(), runs->table()->model()->index(0, 1));
        auto *compare = runs->findChild<QPushButton *>();
        for (QPushButton *button : runs->findChildren<QPushButton *>()) {
            if (button->text() == QStringLiteral("Compare"))
                compare = button;
        }
        person().click(compare);
        QTRY_VERIFY(window()->comparison() && window()->comparison()->isVisible());
        // The window a person asked for takes the keyboard, so its keys (Esc) work at once.
        QVERIFY2(QTest::qWaitForWindowActive(window()->comparison()),
                 "the comparison window opened without the keyboard focus");
    };

    compareTheLastTwo();
    QPointer<ComparisonView> comparison = window()->comparison();
    if (QTest::currentTestFailed())
        return;
    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY2(!comparison || !comparison->isVisible(), "Esc left the comparison window open");

    compareTheLastTwo();
    comparison = window()->comparison();
    if (QTest::currentTestFailed())
        return;
    QPushButton *close = nullptr;
    for (QPushButton *button : comparison->findChildren<QPushButton *>()) {
        if (button->text().remove(QLatin1Char('&')) == QStringLiteral("Close"))
            close = button;
    }
    QVERIFY2(close, "the comparison window has no Close button");
    QVERIFY(person().sees(close));
    person().click(close);
    QTRY_VERIFY(!comparison || !comparison->isVisible());
    QVERIFY(!window()->presentation()->isActive());
}

QTEST_MAIN(TestPresenter)
#include "tst_presenter.moc"
