#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "ui/charts/comparisonscatterchart.h"
#include "ui/charts/deltabarchart.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/typescale.h"
#include "ui/walk/failurewalkpanel.h"

#include <QChart>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>

using namespace claimscope;

// Journey C's last slide, the comparison of two runs, as the room reads it: every metric's row
// in sight, the changes whole, the clicker stepping through the changed cases (never a hidden
// selection), the scatter's axes readable, the zoom stopping where the slide still reads and
// saying so; the status bar says which slide is on screen and that the comparison comes next.
class TestMeetingRoom6 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void comparisonSlideReads();
    void aDatasetsComparisonSlideShowsTheMetricsThatRan();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    QString slidePosition() const;
    // The comparison window on screen as a slide, the keys in it.
    void pageToTheComparison();
    // Ctrl+= more times than the zoom has steps, as a presenter holding the keys does.
    void zoomAllTheWayIn();

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestMeetingRoom6::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestMeetingRoom6::cleanup()
{
    m_journey.reset();
}

QString TestMeetingRoom6::slidePosition() const
{
    auto *label = window()->statusBar()->findChild<QLabel *>(QStringLiteral("slidePosition"));
    return label && label->isVisible() ? label->text() : QString();
}

void TestMeetingRoom6::zoomAllTheWayIn()
{
    for (int press = 0; press < TypeScale::MostSteps + 2; ++press) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        QTest::qWait(30);
    }
    QTest::qWait(150);
}

void TestMeetingRoom6::pageToTheComparison()
{
    for (int press = 0; press < 4 && !window()->comparison()->isVisible(); ++press) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QTest::qWait(50);
    }
    QTRY_VERIFY(window()->comparison()->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(window()->comparison()));
}

// Whether every text the chart draws (title, legend, axes' ticks and titles) is whole: QtCharts
// puts "…" in place of what has no room.
static QStringList cutTexts(QChartView *chart)
{
    QStringList cut;
    for (QGraphicsItem *item : chart->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()
            && (text->toPlainText().contains(QChar(0x2026)) || text->toPlainText().contains(QStringLiteral("..."))))
            cut.append(text->toPlainText());
    }
    return cut;
}

void TestMeetingRoom6::comparisonSlideReads()
{
    m_journey->openHotelAndRun();
    // A change the room can see: Turn Faithfulness's threshold above its score flips it.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.95"));
    m_journey->compareTwoRuns();
    if (QTest::currentTestFailed())
        return;
    QPointer<ComparisonView> comparison = window()->comparison();
    // B is named after the one change: the header says it once ("Changed from A to B: …" under
    // the name repeated it).
    const QString header = comparison->header()->text();
    QVERIFY2(comparison->pairLine()->text().contains(
                 QStringLiteral("<b>B</b> #2 Turn Faithfulness › Threshold: 0.50 → 0.95"))
                 && header.contains(QStringLiteral("Changed from A to B: what B's name says, nothing more.")),
             qPrintable(header));
    QTRY_VERIFY(comparison->breakdown()->toPlainText().contains(
        QStringLiteral("The same score, 0.946, against another threshold: A passes at 0.50, B fails at 0.95.")));
    // Said first, where a short pane shows it; the one reason quotes the score as exactly.
    const QString breakdown = comparison->breakdown()->toPlainText();
    QVERIFY2(breakdown.contains(QStringLiteral("A and B"))
                 && breakdown.indexOf(QStringLiteral("The same score")) < breakdown.indexOf(QStringLiteral("A and B")),
             qPrintable(breakdown));
    QVERIFY2(breakdown.contains(QStringLiteral("The final score is 0.946")), qPrintable(breakdown));
    // The claims' reasons, the same in both runs, are said once for both, none as A's alone.
    QVERIFY2(breakdown.count(QStringLiteral("A and B: ")) >= 1 && !breakdown.contains(QStringLiteral("\nA: ")),
             qPrintable(breakdown));
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::Everything);
    const QString where = JourneyWindow::screenName();
    const QRect windowBefore = window()->geometry();
    // The presenter clicks back into the workbench before presenting: the comparison stays open
    // over it, the keyboard in the window.
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    const QString headerAtTheDesk = comparison->header()->text();

    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    QVERIFY(QTest::qWaitForWindowActive(window()));
    QTRY_VERIFY2(slidePosition().startsWith(QStringLiteral("Slide 1 of 4: Results")), qPrintable(slidePosition()));
    // The tabs show three slides: the fourth, the comparison, is named (it has no tab).
    QVERIFY2(slidePosition().endsWith(QStringLiteral(" · last: Comparison")), qPrintable(slidePosition()));
    person().snapshot(QStringLiteral("meeting6-first-slide"));
    {
        auto *label = window()->statusBar()->findChild<QLabel *>(QStringLiteral("slidePosition"));
        QVERIFY2(label->fontMetrics().horizontalAdvance(label->text()) <= label->contentsRect().width(),
                 qPrintable(QStringLiteral("\"%1\" needs %2 px, its label has %3")
                                .arg(label->text())
                                .arg(label->fontMetrics().horizontalAdvance(label->text()))
                                .arg(label->contentsRect().width())));
    }
    // The walk's first slide says what went wrong and how to start, whole in its pane (its last
    // line was cut, an empty line above it uncounted).
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    FailureWalkPanel *walk = window()->failureWalkPanel();
    QTRY_COMPARE(walk->positionText(), QStringLiteral("Walk through what went wrong"));
    auto *intro = walk->findChild<QWidget *>(QStringLiteral("walkReason"));
    auto *page = walk->findChild<QScrollArea *>();
    QVERIFY(intro && page);
    QTRY_VERIFY2(page->viewport()->rect().contains(QRect(intro->mapTo(page->viewport(), QPoint(0, 0)),
                                                         QSize(intro->width(), intro->heightForWidth(intro->width())))),
                 qPrintable(where + QStringLiteral(": the walk's introduction is cut: ") + walk->claimText()));
    QVERIFY2(walk->claimText().endsWith(QStringLiteral("to start.")), qPrintable(walk->claimText()));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    // The Summary tells the room what comes next.
    QTRY_VERIFY2(slidePosition().contains(QStringLiteral("next: Comparison")), qPrintable(slidePosition()));
    QDockWidget *summary = window()->dock(MainWindow::Dock::Summary);
    QTest::qWait(150);
    const QRect summaryBefore = summary->geometry();
    pageToTheComparison();
    if (QTest::currentTestFailed())
        return;
    QTest::qWait(150); // the panes fitted to the slide
    person().snapshot(QStringLiteral("meeting6-comparison"));
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting6-comparison-%1.png").arg(where));

    // Every metric in sight (they showed 6 of 9 above an empty case list).
    QTableWidget *metrics = comparison->metricTable();
    const auto layoutNow = [&] {
        QStringList places;
        for (QWidget *part : {static_cast<QWidget *>(metrics), static_cast<QWidget *>(metrics->horizontalHeader()),
                              static_cast<QWidget *>(comparison->tabs())})
            places.append(QVariant(QRect(part->mapTo(comparison, QPoint(0, 0)), part->size())).toString());
        return places;
    };
    // Zoomed in and back as soon as the slide is up, on its Breakdown tab: Ctrl+0 gives back the
    // header's height and the columns (at 1920 a band of 40 px stayed, the header one line shorter).
    {
        QTest::qWait(100);
        const QStringList asOpened = layoutNow();
        zoomAllTheWayIn();
        person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
        QTRY_COMPARE(layoutNow(), asOpened);
    }
    QTRY_VERIFY2(comparison->metricRowsShown() == metrics->rowCount(),
                 qPrintable(QStringLiteral("%1: %2 of %3 metrics in sight")
                                .arg(where, QString::number(comparison->metricRowsShown()),
                                     QString::number(metrics->rowCount()))));
    // The flipped row's change whole ("✗ p…" beside a wide test-case column).
    QTableView *cases = comparison->caseTable();
    const QModelIndex flipped = cases->model()->index(0, CaseDeltaModel::ChangeColumn);
    const QString change = flipped.data().toString();
    QVERIFY2(!change.isEmpty(), "the first listed case shows no change");
    QVERIFY2(cases->fontMetrics().horizontalAdvance(change) + 8 <= cases->columnWidth(CaseDeltaModel::ChangeColumn),
             qPrintable(QStringLiteral("%1: \"%2\" needs %3 px in a column of %4 px")
                            .arg(where, change, QString::number(cases->fontMetrics().horizontalAdvance(change)),
                                 QString::number(cases->columnWidth(CaseDeltaModel::ChangeColumn)))));

    // The clicker steps through the cases, in sight; the metrics' selection stays.
    const int metricRow = metrics->currentRow();
    for (int press = 0; press < 3; ++press)
        person().press(QKeySequence(Qt::Key_PageDown));
    QTRY_COMPARE(cases->currentIndex().row(), 3);
    QCOMPARE(metrics->currentRow(), metricRow);
    QVERIFY2(cases->viewport()->rect().contains(cases->visualRect(cases->currentIndex())),
             qPrintable(where + QStringLiteral(": the selected case is out of sight")));
    person().press(QKeySequence(Qt::Key_PageUp));
    QTRY_COMPARE(cases->currentIndex().row(), 2);
    // Space is a step forward too, never a toggle that leaves no case selected.
    person().press(QKeySequence(Qt::Key_Space));
    QTRY_COMPARE(cases->currentIndex().row(), 3);
    QVERIFY(cases->selectionModel()->isRowSelected(3, {}));
    auto *position = comparison->findChild<QLabel *>(QStringLiteral("comparisonSlidePosition"));
    QVERIFY(position && position->isVisible());
    // The runs are named beside it: the line naming them above the verdict gives the slide's
    // metrics its room.
    QCOMPARE(position->text(), QStringLiteral("A #1 → B #2 · Slide 4 of 4: Comparison"));
    // B's name is not on the slide: its change is said instead of "what B's name says".
    QVERIFY2(comparison->header()->text().contains(
                 QStringLiteral("Changed from A to B: Turn Faithfulness › Threshold: 0.50 → 0.95")),
             qPrintable(comparison->header()->text()));
    QVERIFY(!comparison->pairLine()->isVisible());
    // The keyboard lands on the main window behind the slide (a click beside it, a window manager
    // that gives it the focus): the clicker still steps the comparison's cases, never the walk
    // behind it, and the comparison is raised again. (Which window an X server without a window
    // manager gives the focus to cannot be asserted: it may refuse a change by its time stamp.)
    const QString walkBefore = window()->failureWalkPanel()->positionText();
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    person().press(QKeySequence(Qt::Key_PageUp));
    QTRY_COMPARE(cases->currentIndex().row(), 2);
    QCOMPARE(window()->failureWalkPanel()->positionText(), walkBefore);
    QVERIFY2(slidePosition().startsWith(QStringLiteral("Slide 4 of 4: Comparison")), qPrintable(slidePosition()));
    person().press(QKeySequence(Qt::Key_PageDown));
    QTRY_COMPARE(cases->currentIndex().row(), 3);

    // Only the changed case listed: its name reads whole on the slide, the metric column as wide
    // as the one metric listed, not the longest of nine ("Hotel concierge: early arrival …" at
    // 1024 beside a column with room to spare).
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::Changed);
    QTableView *caseList = comparison->caseTable();
    QTRY_COMPARE(caseList->model()->rowCount(), 1);
    QTest::qWait(50);
    const QModelIndex name = caseList->model()->index(0, CaseDeltaModel::TestCaseColumn);
    const QStringList painted = person().textsPainted(caseList->viewport(), caseList->visualRect(name));
    QVERIFY2(painted.size() == 1 && painted.first() == QStringLiteral("Hotel concierge: early arrival with a dog"),
             qPrintable(where + QStringLiteral(": ") + painted.join(u'|')));
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::Everything);

    // The charts: the scatter alone (the table gives each mean's change), every text whole.
    QTabBar *slideTabs = comparison->tabs()->tabBar();
    person().click(slideTabs, slideTabs->tabRect(1).center());
    QTRY_COMPARE(comparison->tabs()->currentIndex(), 1);
    QTest::qWait(150);
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting6-comparison-charts-%1.png").arg(where));
    QVERIFY(!comparison->deltaBars()->isVisible());
    QVERIFY2(cutTexts(comparison->scatter()).isEmpty(),
             qPrintable(where + QStringLiteral(": the scatter cuts ") + cutTexts(comparison->scatter()).join(u", ")));
    QVERIFY2(comparison->metricRowsShown() >= 2,
             qPrintable(QStringLiteral("%1: %2 metrics in sight beside the charts")
                            .arg(where, QString::number(comparison->metricRowsShown()))));
    person().click(slideTabs, slideTabs->tabRect(0).center());

    // Zooming in stops where the slide still reads, and the slide says so.
    QTest::qWait(100);
    const QStringList layoutBefore = layoutNow();
    zoomAllTheWayIn();
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting6-comparison-zoomed-%1.png").arg(where));
    QVERIFY2(comparison->readsWhole(), qPrintable(where + QStringLiteral(": the zoomed slide no longer reads")));
    auto *message = comparison->findChild<QLabel *>(QStringLiteral("comparisonMessage"));
    QVERIFY(message);
    QTRY_VERIFY2(message->isVisible() && message->text().contains(QStringLiteral("zoom step")),
                 qPrintable(where + QStringLiteral(": the slide says ") + message->text()));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QTRY_VERIFY2(!message->isVisible(), "the zoom's limit is still said at the normal size");
    QTRY_COMPARE(comparison->metricRowsShown(), metrics->rowCount());
    // Ctrl+0 gives the slide back as it was: the table, its header and the tabs in their places.
    QTRY_COMPARE(layoutNow(), layoutBefore);

    // Back to the Summary, and on back to the results and forward again through the walk: the
    // Summary as it was before the comparison (it came back cut at the bottom).
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    QTRY_VERIFY(!comparison->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(window()));
    QTest::qWait(150);
    QTRY_COMPARE(summary->geometry(), summaryBefore);
    for (int press = 0; press < 2; ++press) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
        QTest::qWait(150);
    }
    for (int press = 0; press < 2; ++press) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QTest::qWait(150);
    }
    QTRY_VERIFY(person().sees(summary->widget()));
    person().snapshot(QStringLiteral("meeting6-summary-again"));
    QTRY_COMPARE(summary->geometry(), summaryBefore);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(comparison->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(comparison));

    // Leaving from the slide's charts: the comparison window as it was, on the tab it was on,
    // its charts side by side again.
    person().click(slideTabs, slideTabs->tabRect(1).center());
    QTRY_COMPARE(comparison->tabs()->currentIndex(), 1);
    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!window()->presentation()->isActive());
    QTRY_VERIFY(comparison->isVisible());
    // Over the workbench, where it was (behind it, it looked closed), its header as at the desk.
    QTRY_COMPARE(QApplication::topLevelAt(comparison->mapToGlobal(comparison->rect().center())),
                 static_cast<QWidget *>(comparison.data()));
    QTRY_COMPARE(comparison->header()->text(), headerAtTheDesk);
    QCOMPARE(comparison->tabs()->currentIndex(), 0);
    // The main window as it was: the room's type had widened it past the screen (1305 px on 1280).
    QTRY_COMPARE(window()->geometry(), windowBefore);
    QTabBar *tabs = comparison->tabs()->tabBar();
    person().click(tabs, tabs->tabRect(1).center()); // its Charts (the window has a Charts tab too)
    QTRY_VERIFY(comparison->deltaBars()->isVisible());
    // A threshold moved no mean: the chart says so instead of nine bars of nothing.
    QVERIFY(comparison->deltaBars()->categories().isEmpty());
    QVERIFY2(comparison->deltaBars()->chart()->title().startsWith(
                 QStringLiteral("No metric's mean score changed (9 metric")), // plural or not
             qPrintable(comparison->deltaBars()->chart()->title()));
    QVERIFY(comparison->deltaBars()->width() > comparison->scatter()->width() / 3);
    // The scatter beside the bars reads whole too: its title, ticks, axis titles and legend (they
    // read "Turn Faithfulne...", "…", "Scor..." and "un…" at 1024×768).
    QTest::qWait(150);
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting6-comparison-window-charts-%1.png").arg(where));
    QTRY_VERIFY2(cutTexts(comparison->scatter()).isEmpty(),
                 qPrintable(where + QStringLiteral(", the comparison window: the scatter cuts ")
                            + cutTexts(comparison->scatter()).join(u", ")));
}

// The MTRAG sample's comparison: Epistemic Consistency applied to none of its conversations, in
// either run. Its row comes last and short ("⊘ skipped"): every metric that ran stays in sight
// on the slide, the figures' columns as narrow as their figures, and the type can still grow (at
// 1280 its four "⊘ skipped in both" cells pushed Trust Score out of sight and stopped the zoom).
void TestMeetingRoom6::aDatasetsComparisonSlideShowsTheMetricsThatRan()
{
    window()->documents()->openPath(QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json"));
    QTRY_VERIFY(window()->windowTitle().startsWith(QStringLiteral("mtrag-sample.json")));
    m_journey->pressF5AndWait();
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.95"));
    m_journey->compareTwoRuns();
    if (QTest::currentTestFailed())
        return;
    QPointer<ComparisonView> comparison = window()->comparison();
    QTableWidget *metrics = comparison->metricTable();
    const int last = metrics->rowCount() - 1;
    QCOMPARE(metrics->item(last, 0)->text(), QStringLiteral("Epistemic Consistency"));
    QCOMPARE(metrics->item(last, 1)->text(), QStringLiteral("⊘ skipped"));
    QVERIFY(metrics->item(last, 0)->toolTip().contains(QStringLiteral("applies to none of their test cases")));
    window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    pageToTheComparison();
    if (QTest::currentTestFailed())
        return;
    QTest::qWait(150); // the panes fitted to the slide
    const QString where = JourneyWindow::screenName();
    QTRY_VERIFY2(comparison->metricRowsShown() >= last,
                 qPrintable(QStringLiteral("%1: %2 of the %3 metrics that ran in sight")
                                .arg(where, QString::number(comparison->metricRowsShown()), QString::number(last))));
    QVERIFY2(comparison->readsWhole(), qPrintable(where));
    person().snapshot(QStringLiteral("meeting6-dataset-comparison"), comparison);
}

QTEST_MAIN(TestMeetingRoom6)
#include "tst_meetingroom6.moc"
