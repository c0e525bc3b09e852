#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "experiments/labelsplit.h"
#include "metrics/engine/enginehost.h"
#include "results/breakdownmodel.h"
#include "ui/agreement/agreementview.h"
#include "ui/agreement/labelsimportdialog.h"
#include "ui/editor/caseeditor.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"
#include "ui/runs/comparisonview.h"
#include "ui/shell/mainactions.h"
#include "ui/shell/testcaselistpanel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSizeGrip>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>
#include <QtTest>

using namespace claimscope;

// Journey B, step 3: Try on Labelled Cases runs only what its verdict is about — the metrics
// with labels — and says so where it is offered, before the person presses it. Performed with
// keys and clicks at this screen's size.
class TestTryFast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void triesOnlyTheLabelledMetricAndSaysSo();
    void triesWithTheValueJustTyped();
    void givesTheKeysBackAfterATryFromTheShareBox();
    void keepsTheResultOpenedThroughATry();
    void namesAFullRunNewerThanTheBaseline();
    void triesAgainFromTheComparison();

private:
    // The first `count` MTRAG conversations, rated by people on their last answer, opened with
    // their labels imported; false (and the test skipped) when the data set is not there.
    bool openTwelveLabelled(int count = 12);
    // Why a key may have started nothing: the status bar's message, the focused widget and the
    // active window.
    static QString whereTheKeysGo(MainWindow *window);
    // The status bar's message is read whole: painted left of the permanent widgets (the judge's
    // name), each of its lines within that room.
    void readsTheWholeStatusMessage();
    // The conversations opened, as in the file.
    QJsonArray m_chosen;
    QStringList m_statusTipsAtImport;
    QTemporaryDir m_folder;
    std::unique_ptr<JourneyWindow> m_journey;
};

void TestTryFast::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestTryFast::cleanup()
{
    m_journey.reset();
}

QString TestTryFast::whereTheKeysGo(MainWindow *window)
{
    const auto nameOf = [](const QObject *object) {
        return object ? QString::fromLatin1(object->metaObject()->className()) : QStringLiteral("none");
    };
    return window->statusBar()->currentMessage() + QStringLiteral(" | focus: ") + nameOf(QApplication::focusWidget())
        + QStringLiteral(" | active: ") + nameOf(QApplication::activeWindow());
}

bool TestTryFast::openTwelveLabelled(int count)
{
    QFile source(QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json"));
    if (!source.open(QIODevice::ReadOnly))
        return false;
    const QJsonArray all = QJsonDocument::fromJson(source.readAll()).array();
    m_chosen = QJsonArray();
    for (int i = 0; i < count; ++i)
        m_chosen.append(all.at(i));
    const QString path = m_folder.filePath(QStringLiteral("mtrag-twelve.json"));
    QFile dataset(path);
    if (!dataset.open(QIODevice::WriteOnly))
        return false;
    dataset.write(QJsonDocument(m_chosen).toJson());
    dataset.close();
    // What Try's description says the moment the imported labels are in the project.
    connect(m_journey->document(), &ProjectDocument::labelsChanged, this,
            [this] { m_statusTipsAtImport.append(m_journey->window->actions()->tryLabelled->statusTip()); });
    return m_journey->openAndImportLabels(path);
}

void TestTryFast::readsTheWholeStatusMessage()
{
    QStatusBar *bar = m_journey->window->statusBar();
    QTRY_VERIFY(!bar->currentMessage().isEmpty());
    int room = bar->width();
    for (const QWidget *child : bar->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isVisible() && !qobject_cast<const QSizeGrip *>(child))
            room = qMin(room, child->x());
    }
    QCoreApplication::processEvents(); // the bar has grown for a long message's lines
    const QStringList painted = m_journey->person.textsPainted(bar, QRect(0, 0, room, bar->height()));
    const auto letters = [](QString text) { return text.remove(QRegularExpression(QStringLiteral("\\s"))); };
    QCOMPARE(letters(painted.join(QString())), letters(bar->currentMessage()));
    for (const QString &line : painted)
        QVERIFY2(bar->fontMetrics().horizontalAdvance(line) <= room,
                 qPrintable(QStringLiteral("\"%1\" is wider than the %2 px left of the judge's name")
                                .arg(line, QString::number(room))));
    QVERIFY(bar->height() >= painted.size() * bar->fontMetrics().height());
}

void TestTryFast::triesOnlyTheLabelledMetricAndSaysSo()
{
    if (!openTwelveLabelled())
        QSKIP("the MTRAG human-evaluation conversations are not there");
    const QJsonArray &chosen = m_chosen;
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    QCOMPARE(m_journey->document()->labels().metrics(), QStringList{QStringLiteral("turn_faithfulness")});
    int tuning = 0;
    const LabelSplit split{m_journey->document()->settings().tuningShare};
    for (const QJsonValue &conversation : chosen)
        tuning += split.isTuning(conversation[QStringLiteral("name")].toString()) ? 1 : 0;
    QVERIFY(tuning > 0);
    // Right after the import, with nothing else done, Try's description counts the imported labels.
    const QString expected =
        QStringLiteral("Runs Turn Faithfulness, the labelled metric, on %1 tuning case(s).").arg(tuning);
    QVERIFY2(window->actions()->tryLabelled->statusTip().startsWith(expected),
             qPrintable(window->actions()->tryLabelled->statusTip()));
    QVERIFY(m_statusTipsAtImport.size() >= 1);
    QVERIFY2(m_statusTipsAtImport.last().startsWith(expected), qPrintable(m_statusTipsAtImport.last()));

    // The person presses Try: only Turn Faithfulness runs, on the tuning part's cases.
    QStringList ran;
    connect(window->runs()->engine(), &EngineHost::resultReady, this,
            [&](const MetricResult &result) { ran.append(result.metricId); });
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QStringList metrics = ran;
    metrics.removeDuplicates();
    QCOMPARE(metrics, QStringList{QStringLiteral("turn_faithfulness")});
    QCOMPARE(ran.size(), tuning);
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("is the baseline now")));
    readsTheWholeStatusMessage();
    if (QTest::currentTestFailed())
        return;

    // Where Try is offered, under its button in the Templates tab, it says what it runs.
    person.clickTab(QStringLiteral("Templates"));
    const auto *scope = window->findChild<QLabel *>(QStringLiteral("tryScope"));
    QVERIFY2(scope, "the Templates tab says nothing about what Try runs");
    QTRY_VERIFY(person.sees(scope));
    QCOMPARE(scope->text(), expected);
    QVERIFY2(person.readsSomewhere(expected), qPrintable(person.textsShown().join(u'\n')));
    person.snapshot(QStringLiteral("tryfast-scope"));

    // One label on another metric (one Label Next press) gives no κ: the next try leaves that
    // metric out, and the tab says why.
    const QString first = chosen.first()[QStringLiteral("name")].toString();
    m_journey->document()->setLabel(first, QStringLiteral("turn_relevancy"), HumanLabel{true, std::nullopt, -1});
    // The undo menu names the case as the lists do, not by its machine id.
    const QString undo = m_journey->document()->undoStack()->undoText();
    QVERIFY2(undo.startsWith(QStringLiteral("Label Turn Relevancy on “")) && !undo.contains(QStringLiteral("<::>")),
             qPrintable(undo));
    const QString leftOut = QStringLiteral("Not tried, as their labels cannot give a κ yet (two or more, some pass "
                                           "and some fail): Turn Relevancy (1 label(s)).");
    QTRY_VERIFY2(scope->text() == expected + QLatin1Char(' ') + leftOut, qPrintable(scope->text()));
    QVERIFY2(person.readsSomewhere(leftOut), qPrintable(person.textsShown().join(u'\n')));
    ran.clear();
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    metrics = ran;
    metrics.removeDuplicates();
    QCOMPARE(metrics, QStringList{QStringLiteral("turn_faithfulness")});
}

void TestTryFast::triesWithTheValueJustTyped()
{
    if (!openTwelveLabelled())
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    const QString metric = QStringLiteral("turn_faithfulness");
    auto *box =
        window->metricsPanel()->card(metric)->editor(QStringLiteral("threshold"))->findChild<QAbstractSpinBox *>();
    QVERIFY(box);
    for (QWidget *up = box->parentWidget(); up; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            QTRY_VERIFY((area->ensureWidgetVisible(box), person.sees(box)));
            break;
        }
    }
    QVERIFY(person.sees(box));
    person.click(box, QPoint(box->fontMetrics().averageCharWidth() * 3, box->height() / 2));
    person.press(QKeySequence::SelectAll);
    // Typed at a slow person's pace, yet quicker than the box's typing pause, and Try pressed at
    // once with the box still focused: the try runs with the threshold on screen.
    person.type(QStringLiteral("0.85"), 120);
    QVERIFY(box->hasFocus());
    double thresholdRun = -1;
    connect(window->runs(), &RunController::runStarted, this, [&](quint64, const RunRequest &request) {
        thresholdRun = request.params.value(metric).value(QStringLiteral("threshold")).toDouble(-1);
    });
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(thresholdRun, 0.85);
    QCOMPARE(m_journey->document()->metric(metric).params.value(QStringLiteral("threshold")).toDouble(), 0.85);
    QCOMPARE(box->text(), QStringLiteral("0.85"));
}

void TestTryFast::givesTheKeysBackAfterATryFromTheShareBox()
{
    if (!openTwelveLabelled())
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    m_journey->pressF5AndWait(); // the Agreement dock shows its figures once labelled results are there
    person.clickTab(QStringLiteral("Agreement"));
    QSpinBox *share = window->agreementView()->tuningShare();
    QTRY_VERIFY(person.sees(share));
    person.click(share, QPoint(share->fontMetrics().averageCharWidth() * 2, share->height() / 2));
    person.press(QKeySequence::SelectAll);
    person.type(QStringLiteral("60"));
    QVERIFY(share->hasFocus());
    double shareRun = -1;
    connect(window->runs(), &RunController::runStarted, this,
            [&] { shareRun = m_journey->document()->settings().tuningShare; });
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(shareRun, 0.6);
    // The keys are back where the person works through the results: Down does not change the share.
    // The try is compared with run #1, made the baseline: that comparison opens a moment after the
    // run, as a window of its own, and holds the keyboard while it is open; the main window's
    // focus is where its keys go once it is back.
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    QTRY_VERIFY(!share->hasFocus());
    QTRY_COMPARE(window->focusWidget(), window->agreementView()->disagreementTable());
    person.press(QKeySequence(Qt::Key_Down));
    QCOMPARE(share->value(), 60);
    person.snapshot(QStringLiteral("tryfast-share-focus"));
}

void TestTryFast::keepsTheResultOpenedThroughATry()
{
    // Every MTRAG conversation: the try's rows lie scattered among the others', and the Agreement
    // dock's list holds the longest names and models there are.
    if (!openTwelveLabelled(477))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    m_journey->pressF5AndWait();
    // The person opens a disagreement from the Agreement dock, as they do before judging its claims.
    person.clickTab(QStringLiteral("Agreement"));
    QTableWidget *list = window->agreementView()->disagreementTable();
    QTRY_VERIFY(person.sees(list) && list->rowCount() > 1);
    const Disagreement opened = window->agreementView()->disagreements().at(1);
    list->scrollToItem(list->item(1, 0));
    person.doubleClick(list->viewport(), list->visualItemRect(list->item(1, 0)).center());
    QTRY_COMPARE(window->results()->currentTestCase(), opened.testCaseIndex);
    const QString metric = window->results()->currentMetric();
    // The edit to try: penalize ambiguous claims, ticked in the Metrics dock.
    m_journey->togglePenalizeAmbiguousClaims();
    QCOMPARE(window->results()->currentTestCase(), opened.testCaseIndex);
    // The Agreement dock marks its figures as updating and out of date: the window stays within
    // the screen (the mark, then the out-of-date headers beside the list of 477 cases' names,
    // widened it to 1040 px on a 1024 px screen).
    // Counting 477 cases again takes a while on a busy machine.
    QTRY_VERIFY_WITH_TIMEOUT(!window->agreementView()->updatingMark()->isVisible(), 30000);
    // The layouts settle as the person looks: what they ask for, the window is given.
    for (int round = 0; round < 3; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
    QVERIFY2(window->minimumSizeHint().width() <= window->screen()->availableGeometry().width(),
             qPrintable(QString::number(window->minimumSizeHint().width())));
    QVERIFY2(window->width() <= window->screen()->availableGeometry().width(),
             qPrintable(QString::number(window->width())));
    // The opened row's "As labelled" cell, now marked out of date, reads whole ("⟳ 1.000 ✓ …").
    QTableView *table = window->resultsView()->table();
    const QModelIndex labelled = table->currentIndex().siblingAtColumn(ResultsModel::AsLabelledColumn);
    table->scrollTo(labelled);
    QCoreApplication::processEvents();
    const QString cellText = labelled.data().toString();
    QVERIFY2(cellText.startsWith(QStringLiteral("⟳ ")), qPrintable(cellText));
    const QStringList cellPainted = person.textsPainted(table->viewport(), table->visualRect(labelled));
    QVERIFY2(cellPainted == QStringList{cellText},
             qPrintable(cellPainted.join(u'|') + QStringLiteral(" for ") + cellText));
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));

    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    window->results()->flush();
    QCoreApplication::processEvents();
    // After the try the same result is open: in the table, the breakdown and the test-case list.
    QCOMPARE(window->results()->currentTestCase(), opened.testCaseIndex);
    QCOMPARE(window->results()->currentMetric(), metric);
    const QModelIndex current = window->resultsView()->table()->currentIndex();
    QCOMPARE(current.data(ResultsModel::TestCaseIndexRole).toInt(), opened.testCaseIndex);
    QCOMPARE(window->results()->breakdownModel()->result().testCaseIndex, opened.testCaseIndex);

    // Then the person clicks another test case in the list only, edits back and tries again: the
    // chat stays on the case they clicked; the result opened in the table stays open.
    QListView *cases = window->caseList()->listView();
    const int clicked = opened.testCaseIndex == 0 ? 1 : 0;
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.clickItem(cases, cases->model()->index(clicked, 0));
    QTRY_COMPARE(window->caseList()->currentCase(), clicked);
    // A click on the editor's title (the readable name of an id) only brings the window forward;
    // a double click edits the id, with nothing selected that a stray key would replace.
    auto *title = window->caseEditor()->findChild<QLabel *>(QStringLiteral("caseTitle"));
    auto *id = window->caseEditor()->findChild<QLineEdit *>(QStringLiteral("caseName"));
    QVERIFY(title && id);
    QTRY_VERIFY(person.sees(title));
    person.click(title);
    QVERIFY(title->isVisible() && !id->isVisible());
    person.doubleClick(title, title->rect().center());
    QTRY_VERIFY(id->isVisible() && id->hasFocus());
    QVERIFY(!id->hasSelectedText());
    QCOMPARE(id->cursorPosition(), int(id->text().size()));
    person.press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(title->isVisible());
    m_journey->togglePenalizeAmbiguousClaims();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    window->results()->flush();
    QCoreApplication::processEvents();
    QCOMPARE(window->results()->currentTestCase(), opened.testCaseIndex);
    QCOMPARE(window->caseList()->currentCase(), clicked);
    QCOMPARE(window->caseEditor()->currentCase(), clicked);
}

void TestTryFast::namesAFullRunNewerThanTheBaseline()
{
    if (!openTwelveLabelled())
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    // F5, a try (run #1 becomes the baseline), then another F5 (#3) and a try (#4).
    m_journey->pressF5AndWait();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    // Run all on the toolbar, with the mouse this time.
    QWidget *runAll = nullptr;
    for (QToolBar *bar : window->findChildren<QToolBar *>()) {
        if (QWidget *button = bar->widgetForAction(window->actions()->runAll))
            runAll = button;
    }
    QVERIFY(runAll);
    QTRY_VERIFY(runAll->isEnabled());
    person.click(runAll);
    QTRY_VERIFY2_WITH_TIMEOUT(finished.count() == 2, qPrintable(whereTheKeysGo(window)), 20000);
    // The keys go to the workbench, not the comparison the first try left open.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_VERIFY2_WITH_TIMEOUT(finished.count() == 3, qPrintable(whereTheKeysGo(window)), 60000);
    ComparisonView *comparison = window->comparison();
    QTRY_VERIFY_WITH_TIMEOUT(comparison->windowTitle().startsWith(QStringLiteral("Compare runs: #1 → #4")), 30000);
    // The try is compared with the baseline #1, and the comparison says #3 is newer.
    QTRY_VERIFY2(comparison->header()->text().contains(QStringLiteral("run #3, made since, ran every test case:")),
                 qPrintable(comparison->header()->text()));
    QVERIFY(person.readsSomewhere(QStringLiteral("keep #3 as the baseline"), comparison));
}

void TestTryFast::triesAgainFromTheComparison()
{
    if (!openTwelveLabelled())
        QSKIP("the MTRAG human-evaluation conversations are not there");
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    m_journey->pressF5AndWait();
    QSignalSpy finished(window->runs(), &RunController::runFinished);
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    ComparisonView *comparison = nullptr;
    QTRY_VERIFY((comparison = window->comparison()) && comparison->isVisible());
    QTRY_VERIFY(comparison->windowTitle().startsWith(QStringLiteral("Compare runs: #1 → #2")));
    // The verdict read, the next try starts from the comparison's own window, which has the keys.
    comparison->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(comparison->windowTitle().startsWith(QStringLiteral("Compare runs: #1 → #3")), 30000);
}

QTEST_MAIN(TestTryFast)
#include "tst_tryfast.moc"
