#include "journeywindow.h"
#include "support/qtwarnings.h"
#include "ui/metrics/metricspanel.h"
#include "ui/templates/templateeditor.h"

#include "experiments/labelqueue.h"
#include "metrics/registry.h"
#include "results/resultshub.h"
#include "results/resultsmodel.h"
#include "ui/agreement/agreementview.h"
#include "ui/editor/caseeditor.h"
#include "ui/editor/conversationpane.h"
#include "ui/editor/growingtextedit.h"
#include "ui/editor/turnwidget.h"
#include "ui/labels/labelnextdialog.h"
#include "ui/results/resultsview.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/testcaselistpanel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

using namespace claimscope;

// Journey B, labelling: after a run, Labels › Label Next (Ctrl+L) asks for the unlabelled
// results one at a time, the most telling first; P, F and S label or skip them through the undo
// stack while the window shows each one's conversation and result. Performed with keys on the
// real window at this screen's size.
class TestLabelNext : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void labelsTheQueueWithTheKeyboard();
    void asksFirstWhereTheLastTwoRunsDisagree();
    void asksOneMetricAndSaysWhich();
    void namesTheCaseAsTheListDoesAndPointsToClaims();
    // At 1024 × 768 too: the Metrics dock's count, the test-case list's sources, the metric box,
    // the Templates tabs and the Disagreements' models read whole.
    void readsWholeInANarrowWindow();

private:
    [[nodiscard]] bool openSampleAndRun();
    // The result the dialog asks about is the one selected in the window: its test case in the
    // list and the chat, its result in the breakdown.
    [[nodiscard]] bool windowShows(const LabelQueueItem &item);
    // What the results table paints in the Human column of the result, scrolled into view.
    QString humanCellShown(const LabelQueueItem &item);
    QString progressShown() const;
    // Like Person::snapshot, but of the whole screen: the dialog over the window too.
    void snapshotScreen(const QString &name) const;

    std::unique_ptr<JourneyWindow> m_journey;
};

namespace {

QString sampleFile()
{
    return QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
}

QString progressText(int labelled, int toGo)
{
    return QStringLiteral("%1 labelled, %2 to go").arg(QString::number(labelled), QString::number(toGo));
}

bool sameResult(const std::optional<LabelQueueItem> &a, const LabelQueueItem &b)
{
    return a && a->testCase == b.testCase && a->metricId == b.metricId;
}

} // namespace

void TestLabelNext::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestLabelNext::cleanup()
{
    m_journey.reset();
}

bool TestLabelNext::openSampleAndRun()
{
    [&] {
        m_journey->window->startUp(QString());
        QTRY_COMPARE(m_journey->document()->caseCount(), 1);
        m_journey->prompts.openFile = sampleFile();
        m_journey->person.press(QKeySequence::Open);
        QTRY_COMPARE(m_journey->document()->caseCount(), 3);
        m_journey->pressF5AndWait();
        QVERIFY(m_journey->window->results()->hasResults());
    }();
    return !QTest::currentTestFailed();
}

bool TestLabelNext::windowShows(const LabelQueueItem &item)
{
    [&] {
        MainWindow *window = m_journey->window.get();
        QTRY_COMPARE(window->caseList()->currentCase(), item.testCaseIndex);
        QCOMPARE(window->results()->currentTestCase(), item.testCaseIndex);
        QCOMPARE(window->results()->currentMetric(), item.metricId);
        QCOMPARE(window->results()->breakdownModel()->result().metricId, item.metricId);
        QCOMPARE(window->results()->breakdownModel()->result().testCaseIndex, item.testCaseIndex);
    }();
    return !QTest::currentTestFailed();
}

QString TestLabelNext::humanCellShown(const LabelQueueItem &item)
{
    QTableView *table = m_journey->window->resultsView()->table();
    const QAbstractItemModel *model = table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, ResultsModel::HumanColumn);
        if (index.data(ResultsModel::TestCaseIndexRole).toInt() != item.testCaseIndex
            || index.data(ResultsModel::MetricIdRole).toString() != item.metricId)
            continue;
        if (table->isColumnHidden(ResultsModel::HumanColumn))
            return QStringLiteral("(the Human column is hidden)");
        table->scrollTo(index);
        QCoreApplication::processEvents();
        return m_journey->person.textsPainted(table->viewport(), table->visualRect(index)).join(u' ');
    }
    return QStringLiteral("(no row for this result)");
}

void TestLabelNext::snapshotScreen(const QString &name) const
{
    const QString folder = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QGuiApplication::primaryScreen()->grabWindow(0).save(
        QDir(folder).filePath(QStringLiteral("%1-%2.png").arg(name, JourneyWindow::screenName())));
}

QString TestLabelNext::progressShown() const
{
    const LabelNextDialog *dialog = m_journey->window->labelNextDialog();
    return dialog->isVisible() ? dialog->progress()->text() : QString();
}

void TestLabelNext::labelsTheQueueWithTheKeyboard()
{
    if (!openSampleAndRun())
        return;
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QUndoStack *undo = m_journey->document()->undoStack();
    const QList<TestCase> casesBefore = m_journey->document()->cases();

    // The order the window must follow, worked out from the results shown.
    QList<MetricResult> results;
    const ResultsModel *model = window->results()->resultsModel();
    for (int row = 0; row < model->rowCount(); ++row)
        results.append(model->result(row));
    const QList<LabelQueueItem> queue = LabelQueue::of(results, {}, {});
    QVERIFY2(queue.size() >= 4, qPrintable(QString::number(queue.size())));
    const int total = int(queue.size());

    // The Labels menu offers it with its key.
    QAction *labelsMenu = nullptr;
    for (QAction *action : window->menuBar()->actions()) {
        if (action->text().remove(u'&') == QStringLiteral("Labels"))
            labelsMenu = action;
    }
    QVERIFY(labelsMenu && labelsMenu->menu());
    QVERIFY(labelsMenu->menu()->actions().contains(window->actions()->labelNext));
    QCOMPARE(window->actions()->labelNext->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));

    person.press(QKeySequence(Qt::CTRL | Qt::Key_L));
    LabelNextDialog *dialog = window->labelNextDialog();
    QTRY_VERIFY(dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // The keyboard is the dialog's, and nothing in it takes typing.
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(QApplication::focusWidget(), dialog);
    QCOMPARE(progressShown(), progressText(0, total));
    QVERIFY(sameResult(dialog->current(), queue[0]));
    QVERIFY2(person.readsSomewhere(QStringLiteral("Asked because: ") + queue[0].reason, dialog),
             qPrintable(dialog->reason()->text()));
    QVERIFY2(person.readsSomewhere(QStringLiteral("no labels yet"), dialog), qPrintable(dialog->agreement()->text()));
    if (!windowShows(queue[0]))
        return;
    snapshotScreen(QStringLiteral("labelnext-1-opened"));

    // P: the first is labelled pass, the second is asked and shown.
    person.press(QKeySequence(Qt::Key_P));
    QTRY_COMPARE(progressShown(), progressText(1, total - 1));
    QVERIFY(sameResult(dialog->current(), queue[1]));
    if (!windowShows(queue[1]))
        return;
    snapshotScreen(QStringLiteral("labelnext-1b-passed"));
    QCOMPARE(m_journey->document()->labels().find(queue[0].testCase, queue[0].metricId),
             std::optional<HumanLabel>(HumanLabel{true, std::nullopt}));
    QVERIFY2(humanCellShown(queue[0]).contains(QStringLiteral("✓ Pass")), qPrintable(humanCellShown(queue[0])));
    QVERIFY2(person.readsSomewhere(QStringLiteral("n = 1"), dialog) || queue[1].metricId != queue[0].metricId,
             qPrintable(dialog->agreement()->text()));

    // F: the second is labelled fail.
    person.press(QKeySequence(Qt::Key_F));
    QTRY_COMPARE(progressShown(), progressText(2, total - 2));
    QVERIFY(sameResult(dialog->current(), queue[2]));
    QVERIFY2(humanCellShown(queue[1]).contains(QStringLiteral("✗ Fail")), qPrintable(humanCellShown(queue[1])));
    if (!windowShows(queue[2]))
        return;

    // S: the third stays unlabelled and the fourth is asked.
    person.press(QKeySequence(Qt::Key_S));
    QTRY_VERIFY(sameResult(dialog->current(), queue[3]));
    QCOMPARE(progressShown(), progressText(2, total - 2));
    QVERIFY(!m_journey->document()->labels().find(queue[2].testCase, queue[2].metricId));
    if (!windowShows(queue[3]))
        return;
    snapshotScreen(QStringLiteral("labelnext-2-labelled"));
    QCOMPARE(undo->count(), 2); // two labels, nothing typed anywhere
    QCOMPARE(m_journey->document()->cases(), casesBefore);

    // Ctrl+Z takes the fail back: that result is asked again.
    person.press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QTRY_COMPARE(progressShown(), progressText(1, total - 1));
    QVERIFY(!m_journey->document()->labels().find(queue[1].testCase, queue[1].metricId));
    QTRY_VERIFY(sameResult(dialog->current(), queue[1]));
    if (!windowShows(queue[1]))
        return;
    QCOMPARE(humanCellShown(queue[1]).trimmed(), QString());
    QVERIFY2(humanCellShown(queue[0]).contains(QStringLiteral("✓ Pass")), qPrintable(humanCellShown(queue[0])));
    snapshotScreen(QStringLiteral("labelnext-3-undone"));

    // Esc closes it; the window has the keyboard again.
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!dialog->isVisible());
    QCOMPARE(m_journey->document()->cases(), casesBefore);
    QCOMPARE(undo->index(), 1);
}

void TestLabelNext::asksFirstWhereTheLastTwoRunsDisagree()
{
    if (!openSampleAndRun())
        return;
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    const ResultsModel *model = window->results()->resultsModel();
    const auto verdicts = [model] {
        QHash<QPair<int, QString>, bool> passed;
        for (int row = 0; row < model->rowCount(); ++row) {
            const MetricResult &result = model->result(row);
            if (result.score && !result.hasError() && !result.isSkipped())
                passed.insert({result.testCaseIndex, result.metricId}, result.success);
        }
        return passed;
    };
    const QHash<QPair<int, QString>, bool> before = verdicts();

    // The last answer of the Maine conversation replaced by one no document supports, and run again.
    QListView *cases = window->caseList()->listView();
    person.clickItem(cases, cases->model()->index(1, 0));
    QTRY_COMPARE(window->caseList()->currentCase(), 1);
    ConversationPane *pane = window->caseEditor()->conversationPane();
    TurnWidget *answer = pane->turnWidget(pane->turnCount() - 1);
    // The person scrolls down until the answer's first line is in view. The chat lays its turns
    // out after it shows the case (a turn can still be a line high), so one scroll can land short.
    const auto firstLineInView = [pane, answer] {
        pane->ensureWidgetVisible(answer->contentEdit());
        const QPoint firstLine = answer->contentEdit()->mapTo(pane->viewport(), QPoint(20, 8));
        for (QWidget *up = answer->contentEdit(); up != pane->viewport(); up = up->parentWidget()) {
            if (!up->rect().contains(up->mapFrom(pane->viewport(), firstLine)))
                return false; // the turn is not yet as tall as its text: it clips its first line
        }
        return pane->viewport()->rect().contains(firstLine);
    };
    QTRY_VERIFY(firstLineInView());
    person.click(answer->contentEdit(), QPoint(20, 8)); // its first line
    person.press(QKeySequence::SelectAll);
    const QString newAnswer = QStringLiteral("Penguins crossed the Sahara on bicycles in 1820.");
    person.type(newAnswer, 5);
    m_journey->pressF5AndWait();
    const QHash<QPair<int, QString>, bool> after = verdicts();
    QSet<QPair<int, QString>> changed;
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (before.contains(it.key()) && before.value(it.key()) != it.value())
            changed.insert(it.key());
    }
    QVERIFY2(!changed.isEmpty(), "no verdict changed with the new answer");

    // Label Next asks those first, saying why; the rest after them, without that reason.
    person.press(QKeySequence(Qt::CTRL | Qt::Key_L));
    LabelNextDialog *dialog = window->labelNextDialog();
    QTRY_VERIFY(dialog->isVisible());
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QTest::qWait(100); // painted, as the person sees it
    snapshotScreen(QStringLiteral("labelnext-4-runs-disagree"));
    for (int asked = 0; asked < changed.size(); ++asked) {
        const std::optional<LabelQueueItem> item = dialog->current();
        QVERIFY(item);
        QVERIFY2(changed.contains({item->testCaseIndex, item->metricId}),
                 qPrintable(item->testCase + u'/' + item->metricId + u' ' + item->reason));
        QVERIFY2(dialog->reason()->text().contains(QStringLiteral("the last two runs disagree")),
                 qPrintable(dialog->reason()->text()));
        if (!windowShows(*item))
            return;
        person.press(QKeySequence(Qt::Key_S));
        QTRY_VERIFY(dialog->current() != item);
    }
    QVERIFY(dialog->current());
    QVERIFY(!changed.contains({dialog->current()->testCaseIndex, dialog->current()->metricId}));
    QVERIFY2(!dialog->reason()->text().contains(QStringLiteral("disagree")), qPrintable(dialog->reason()->text()));
    // The keys went to the dialog, not into the answer the person had typed in.
    QCOMPARE(m_journey->document()->testCase(1).turns.constLast().content, newAnswer);
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!dialog->isVisible());
}

void TestLabelNext::asksOneMetricAndSaysWhich()
{
    if (!openSampleAndRun())
        return;
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    LabelNextDialog *dialog = window->labelNextDialog();

    // No labels yet: every metric's results are asked, and each says which metric it is for.
    person.press(QKeySequence(Qt::CTRL | Qt::Key_L));
    QTRY_VERIFY(dialog->isVisible());
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(dialog->metric(), QString());
    QVERIFY(dialog->current());
    const QString first = dialog->current()->metricId;
    const QString firstName = MetricRegistry::find(first)->displayName;
    QCOMPARE(dialog->metricLine()->text(), QStringLiteral("Label for %1").arg(firstName));
    QVERIFY(person.sees(dialog->metricLine()));
    person.press(QKeySequence(Qt::Key_P));
    QTRY_COMPARE(m_journey->document()->labels().size(), 1);
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!dialog->isVisible());
    window->activateWindow(); // the person is back in the window (no window manager hands it back here)
    QTRY_COMPARE(QApplication::activeWindow(), window);

    // Label Next opens on the metric the Agreement dock shows (all metrics when it shows none);
    // the person picks one metric with the mouse and only its results are asked.
    person.press(QKeySequence(Qt::CTRL | Qt::Key_L));
    QTRY_VERIFY(dialog->isVisible());
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(dialog->metric(), window->agreementView()->currentMetric());
    QComboBox *choice = dialog->metricChoice();
    QVERIFY(person.sees(choice));
    const int index = choice->findData(first);
    QVERIFY(index > 0);
    person.click(choice);
    QTRY_VERIFY(choice->view()->isVisible());
    person.press(QKeySequence(Qt::Key_Home));
    for (int i = 0; i < index; ++i)
        person.press(QKeySequence(Qt::Key_Down));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(dialog->metric(), first);
    QCOMPARE(choice->currentText(), firstName);
    // The first question after the switch reads whole: each line as tall as its words need (the
    // title beside the box wrapped to three lines and was clipped, the case line with it).
    for (QLabel *line : {dialog->metricLine(), dialog->caseLine(), dialog->progress()}) {
        QVERIFY(person.sees(line));
        QTRY_VERIFY2(line->height() >= line->heightForWidth(line->width()),
                     qPrintable(QStringLiteral("%1 px for the %2 px \"%3\" needs")
                                    .arg(line->height())
                                    .arg(line->heightForWidth(line->width()))
                                    .arg(line->text())));
    }
    QTRY_COMPARE(QApplication::focusWidget(), dialog); // P, F and S label again
    snapshotScreen(QStringLiteral("labelnext-4-one-metric"));
    QList<LabelQueueItem> asked;
    for (int i = 0; i < 3 && dialog->current(); ++i) {
        const LabelQueueItem item = *dialog->current();
        asked.append(item);
        QCOMPARE(item.metricId, first);
        QCOMPARE(dialog->metricLine()->text(), QStringLiteral("Label for %1").arg(firstName));
        person.press(QKeySequence(Qt::Key_S));
        QTRY_VERIFY(!dialog->current() || !sameResult(dialog->current(), item) || i == 2);
    }
    QVERIFY(!asked.isEmpty());

    // Labelled, then taken back with Ctrl+Z: that result is asked again, not another one.
    const LabelQueueItem labelled = *dialog->current();
    person.press(QKeySequence(Qt::Key_F));
    QTRY_VERIFY(m_journey->document()->labels().find(labelled.testCase, labelled.metricId));
    person.press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QTRY_VERIFY(!m_journey->document()->labels().find(labelled.testCase, labelled.metricId));
    QTRY_VERIFY(sameResult(dialog->current(), labelled));
    if (!windowShows(labelled))
        return;
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!dialog->isVisible());
}

// Journey B on the 477 MTRAG conversations, named by machine ids: every Turn Faithfulness result
// is labelled by the import, so Label Next says where claim verdicts are given instead; on all
// metrics it names the test case as the list and the results do, its id in a tooltip, and so does
// the editor's header.
void TestLabelNext::namesTheCaseAsTheListDoesAndPointsToClaims()
{
    const QString path = QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json");
    if (!QFile::exists(path))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    QVERIFY(m_journey->openAndImportLabels(path));
    m_journey->pressF5AndWait();
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    LabelNextDialog *dialog = window->labelNextDialog();
    person.clickTab(QStringLiteral("Agreement"));
    QTRY_COMPARE(window->agreementView()->currentMetric(), QStringLiteral("turn_faithfulness"));

    person.press(QKeySequence(Qt::CTRL | Qt::Key_L));
    QTRY_VERIFY(dialog->isVisible());
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QTRY_VERIFY(!dialog->current());
    QVERIFY(person.readsSomewhere(QStringLiteral("Every result with a verdict has a label."), dialog));
    const QString claims =
        QStringLiteral("To judge claims: select a claim in the breakdown and press Y (yes), N (no) or "
                       "I (idk)");
    QVERIFY2(person.readsSomewhere(claims, dialog), qPrintable(dialog->reason()->text()));
    QVERIFY(person.sees(dialog->reason()));
    snapshotScreen(QStringLiteral("labelnext-5-claims-hint"));

    // All metrics: the first unlabelled result, named as the list names it.
    QComboBox *choice = dialog->metricChoice();
    person.click(choice);
    QTRY_VERIFY(choice->view()->isVisible());
    person.press(QKeySequence(Qt::Key_Home));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_COMPARE(dialog->metric(), QString());
    QTRY_VERIFY(dialog->current());
    const LabelQueueItem asked = *dialog->current();
    const QString readable = m_journey->document()->testCase(asked.testCaseIndex).readableName(asked.testCaseIndex);
    QVERIFY2(asked.testCase.contains(QStringLiteral("<::>")), qPrintable(asked.testCase));
    QVERIFY2(dialog->caseLine()->text().startsWith(readable + QStringLiteral(" · ")),
             qPrintable(dialog->caseLine()->text()));
    QVERIFY(!person.readsSomewhere(QStringLiteral("<::>"), dialog));
    QCOMPARE(dialog->caseLine()->toolTip(), QStringLiteral("Test case id: %1").arg(asked.testCase));
    // Its line ends inside the panel: the panel is wide enough for its words, none cut at the edge.
    QVERIFY(person.sees(dialog->caseLine()));
    QVERIFY(dialog->caseLine()->geometry().right() <= dialog->contentsRect().right());
    // The editor's header reads the same name, whole (wrapped where it must), not the id it edits.
    auto *title = window->findChild<QLabel *>(QStringLiteral("caseTitle"));
    auto *id = window->findChild<QLineEdit *>(QStringLiteral("caseName"));
    QVERIFY(title && id);
    QTRY_COMPARE(title->text(), readable);
    QVERIFY(person.sees(title));
    QVERIFY2(
        title->heightForWidth(title->width()) <= title->height(),
        qPrintable(
            QStringLiteral("%1 px tall, needs %2").arg(title->height()).arg(title->heightForWidth(title->width()))));
    QVERIFY(!person.sees(id));
    QVERIFY(title->toolTip().contains(asked.testCase));
    snapshotScreen(QStringLiteral("labelnext-6-readable-name"));
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!dialog->isVisible());
    // A double click on the name opens the id for editing (a click only brings the window
    // forward); Esc leaves it and the name reads again.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.click(title);
    QVERIFY(person.sees(title) && !person.sees(id));
    person.doubleClick(title, title->rect().center());
    QTRY_VERIFY(person.sees(id) && id->hasFocus());
    QCOMPARE(id->text(), asked.testCase);
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(person.sees(title) && !person.sees(id));
}

void TestLabelNext::readsWholeInANarrowWindow()
{
    const QString path = QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json");
    if (!QFile::exists(path))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    if (m_journey->window->screen()->availableGeometry().width() > 1024)
        QSKIP("what a narrow window cuts is checked at 1024 × 768");
    QVERIFY(m_journey->openAndImportLabels(path));
    m_journey->pressF5AndWait();
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    const QChar ellipsis(0x2026);

    // The Metrics dock's count, wrapped where it must, never cut.
    QLabel *count = window->metricsPanel()->count();
    QVERIFY(person.sees(count));
    QVERIFY2(!count->text().contains(ellipsis) && count->heightForWidth(count->width()) <= count->height(),
             qPrintable(count->text()));

    // The test-case list: each name keeps its source ("· reference", the model) whole, and never
    // scrolls sideways.
    QListView *list = nullptr;
    for (QListView *view : window->findChildren<QListView *>()) {
        if (view->accessibleName() == QStringLiteral("Test cases"))
            list = view;
    }
    QVERIFY(list && person.sees(list));
    QVERIFY(!list->horizontalScrollBar()->isVisible());
    const QStringList names = person.textsPainted(list->viewport()).filter(QStringLiteral(" · "));
    QVERIFY(!names.isEmpty());
    for (const QString &name : names)
        QVERIFY2(!name.endsWith(ellipsis) && !name.endsWith(QStringLiteral("referenc")), qPrintable(names.join(u'\n')));

    // The Disagreements list: each name's model or source whole, the question shortened.
    person.clickTab(QStringLiteral("Agreement"));
    QTableWidget *disagreements = window->agreementView()->disagreementTable();
    QTRY_VERIFY(disagreements->rowCount() > 0 && person.sees(disagreements));
    const auto modelsWhole = [&] {
        const QStringList painted = person.textsPainted(disagreements->viewport());
        QVERIFY2(std::none_of(painted.begin(), painted.end(),
                              [&](const QString &text) {
                                  return text.endsWith(ellipsis)
                                      || (text.contains(QStringLiteral("llama"))
                                          && !text.contains(QStringLiteral("llama-3.1-405b-instruct")));
                              }),
                 qPrintable(painted.join(u'\n')));
    };
    modelsWhole();
    person.snapshot(QStringLiteral("narrow-disagreements"));

    // Label Next's metric box is as wide as its longest metric's name.
    LabelNextDialog *dialog = window->labelNextDialog();
    person.press(QKeySequence(Qt::CTRL | Qt::Key_L));
    QTRY_VERIFY(dialog->isVisible());
    QComboBox *choice = dialog->metricChoice();
    QTRY_VERIFY(person.sees(choice));
    QVERIFY2(choice->width() >= choice->sizeHint().width(),
             qPrintable(QStringLiteral("%1 px of %2").arg(choice->width()).arg(choice->sizeHint().width())));
    // The counts read on one line: beside the box they wrapped "to / go".
    QLabel *progress = dialog->progress();
    QVERIFY(person.sees(progress));
    QVERIFY2(progress->height() < 2 * progress->fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("%1 px for \"%2\"").arg(progress->height()).arg(progress->text())));
    snapshotScreen(QStringLiteral("narrow-labelnext"));
    modelsWhole(); // also with Label Next beside the docks
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!dialog->isVisible());

    // The Templates tabs read whole, with no arrows to scroll them.
    person.clickTab(QStringLiteral("Templates"));
    auto *tabs = window->templateEditor()->findChild<QTabWidget *>();
    QTRY_VERIFY(tabs && person.sees(tabs));
    QTabBar *bar = tabs->tabBar();
    for (int tab = 0; tab < bar->count(); ++tab) {
        QVERIFY2(bar->rect().contains(bar->tabRect(tab)), qPrintable(bar->tabText(tab)));
        QVERIFY2(bar->tabRect(tab).width() >= bar->fontMetrics().horizontalAdvance(bar->tabText(tab)),
                 qPrintable(bar->tabText(tab)));
    }
    for (const QToolButton *arrow : bar->findChildren<QToolButton *>())
        QVERIFY(!arrow->isVisible());
    person.snapshot(QStringLiteral("narrow-templates"));
}

QTEST_MAIN(TestLabelNext)
#include "tst_labelnext.moc"
