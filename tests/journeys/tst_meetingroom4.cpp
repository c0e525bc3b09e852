#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "results/resultsmodel.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/results/breakdownview.h"
#include "ui/results/calllogview.h"
#include "ui/results/resultsview.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/typescale.h"
#include "ui/walk/failurewalkpanel.h"

#include <QAbstractAxis>
#include <QChart>
#include <QDockWidget>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

// Every shown table and tree of `root` whose first row is on screen, with the height of that
// row and the line height of the view's type.
struct RowFit {
    int row = 0;
    int line = 0;
};
QMap<QString, RowFit> rowsOf(const QWidget *root)
{
    QMap<QString, RowFit> rows;
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || view->visibleRegion().isEmpty() || !view->model() || view->model()->rowCount() == 0)
            continue;
        const QString key = QStringLiteral("%1 %2").arg(
            QString::fromLatin1(view->metaObject()->className()),
            view->objectName().isEmpty() ? QString::fromLatin1(view->parentWidget()->metaObject()->className())
                                         : view->objectName());
        // The first row, in the first column shown (the results table hides some while presenting).
        int column = 0;
        if (auto *table = qobject_cast<QTableView *>(view)) {
            while (column < view->model()->columnCount() && table->isColumnHidden(column))
                ++column;
        }
        rows.insert(key, {view->visualRect(view->model()->index(0, column)).height(), view->fontMetrics().height()});
    }
    return rows;
}

// The rows that are lower than their type.
QStringList cutRows(const QMap<QString, RowFit> &rows)
{
    QStringList cut;
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        if (it->row < it->line)
            cut.append(QStringLiteral("%1: rows %2 px under %3 px type")
                           .arg(it.key(), QString::number(it->row), QString::number(it->line)));
    }
    return cut;
}

QMap<QString, int> rowHeights(const QMap<QString, RowFit> &rows)
{
    QMap<QString, int> heights;
    for (auto it = rows.cbegin(); it != rows.cend(); ++it)
        heights.insert(it.key(), it->row);
    return heights;
}

// Every shown splitter's sizes, by its place among the window's splitters, and in a main window
// every shown dock's and the chat's place and size.
QMap<QString, QList<int>> splitsOf(const QWidget *root)
{
    QMap<QString, QList<int>> splits;
    const QList<QSplitter *> splitters = root->findChildren<QSplitter *>();
    for (int index = 0; index < splitters.size(); ++index) {
        QSplitter *splitter = splitters[index];
        if (splitter->isVisible() && !splitter->visibleRegion().isEmpty())
            splits.insert(QStringLiteral("splitter %1 in %2")
                              .arg(QString::number(index),
                                   QString::fromLatin1(splitter->parentWidget()->metaObject()->className())),
                          splitter->sizes());
    }
    if (auto *window = qobject_cast<const QMainWindow *>(root)) {
        for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
            if (dock->isVisible() && !dock->visibleRegion().isEmpty())
                splits.insert(dock->objectName(), {dock->x(), dock->y(), dock->width(), dock->height()});
        }
        splits.insert(QStringLiteral("chat"), {window->centralWidget()->x(), window->centralWidget()->width()});
    }
    return splits;
}

template<typename Value> QStringList changed(const QMap<QString, Value> &before, const QMap<QString, Value> &after)
{
    QStringList differences;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (after.value(it.key()) != it.value()) {
            QDebug(&differences.emplaceBack())
                << it.key() << "before" << it.value() << "after" << after.value(it.key());
        }
    }
    return differences;
}

// The lines a word-wrapped label takes at its width.
int linesOf(const QLabel *label)
{
    return label->height() / qMax(1, label->fontMetrics().lineSpacing());
}

} // namespace

// Journey C at the edges of its zoom, as fresh eyes walked it: every table's rows fit their type
// at every zoom and Ctrl+0 gives the rows and splits back exactly; the walk reads at the largest
// zoom; the charts follow the zoom; the comparison slide shows every metric by name with one
// format for pass rates; the judge calls fit their pane. Keys on the real window at this
// screen's size.
class TestMeetingRoom4 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void rowsFitTheirTypeAtEveryZoom_data();
    void rowsFitTheirTypeAtEveryZoom();
    void actualSizeGivesTheSplitsBack_data();
    void actualSizeGivesTheSplitsBack();
    void walkReadsAtTheLargestZoom();
    void chartsFollowTheZoom();
    void comparisonSlideShowsEveryMetric();
    void judgeCallsFitTheirPane();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    void openHotelAndRun();
    void zoom(int key, int times = 1);

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestMeetingRoom4::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestMeetingRoom4::cleanup()
{
    m_journey.reset();
}

void TestMeetingRoom4::openHotelAndRun()
{
    m_journey->openHotelAndRun();
    QTest::qWait(50);
}

void TestMeetingRoom4::zoom(int key, int times)
{
    for (int press = 0; press < times; ++press) {
        person().press(QKeySequence(Qt::CTRL | key));
        QTest::qWait(30); // the queued re-fits of a zoom run
    }
    QTest::qWait(50);
}

void TestMeetingRoom4::rowsFitTheirTypeAtEveryZoom_data()
{
    QTest::addColumn<bool>("presenting");
    QTest::newRow("presenting") << true;
    QTest::newRow("normal window") << false;
}

// Finding 1: rows as high as their type at every zoom step, in every table shown (the results,
// the breakdown, and out of presentation mode the judge calls); Ctrl+0 gives the rows of before.
void TestMeetingRoom4::rowsFitTheirTypeAtEveryZoom()
{
    QFETCH(bool, presenting);
    openHotelAndRun();
    if (presenting) {
        person().press(QKeySequence(Qt::Key_F11));
        QTest::qWait(100);
    } else {
        person().clickTab(QStringLiteral("Judge calls"));
        QTest::qWait(50);
    }
    const QString where = JourneyWindow::screenName() + (presenting ? QStringLiteral(" presenting") : QString());
    const QMap<QString, RowFit> before = rowsOf(window());
    QVERIFY2(before.size() >= 2, qPrintable(QStringList(before.keys()).join(QLatin1String(", "))));
    QVERIFY2(cutRows(before).isEmpty(),
             qPrintable(where + QLatin1String(": ") + cutRows(before).join(QLatin1String("; "))));
    for (int step = 1; step <= 6; ++step) {
        zoom(Qt::Key_Equal);
        const QStringList cut = cutRows(rowsOf(window()));
        QVERIFY2(cut.isEmpty(),
                 qPrintable(QStringLiteral("%1, zoom step %2: %3")
                                .arg(where, QString::number(step), cut.join(QLatin1String("; ")))));
    }
    person().snapshot(QStringLiteral("meeting4-rows-zoomed"));
    zoom(Qt::Key_0);
    QTRY_VERIFY2(changed(rowHeights(before), rowHeights(rowsOf(window()))).isEmpty(),
                 qPrintable(where + QLatin1String(" after Ctrl+0: ")
                            + changed(rowHeights(before), rowHeights(rowsOf(window()))).join(QLatin1String("; "))));
}

void TestMeetingRoom4::actualSizeGivesTheSplitsBack_data()
{
    QTest::addColumn<bool>("presenting");
    QTest::newRow("presenting") << true;
    QTest::newRow("normal window") << false;
}

// Finding 3: Ctrl+= six times and Ctrl+0 give every splitter the sizes it had.
void TestMeetingRoom4::actualSizeGivesTheSplitsBack()
{
    QFETCH(bool, presenting);
    openHotelAndRun();
    if (presenting) {
        person().press(QKeySequence(Qt::Key_F11));
        QTest::qWait(100);
    }
    const QString where = JourneyWindow::screenName() + (presenting ? QStringLiteral(" presenting") : QString());
    const QMap<QString, QList<int>> before = splitsOf(window());
    QVERIFY(!before.isEmpty());
    zoom(Qt::Key_Equal, 6);
    zoom(Qt::Key_0);
    QTRY_VERIFY2(changed(before, splitsOf(window())).isEmpty(),
                 qPrintable(where + QLatin1String(" after Ctrl+0: ")
                            + changed(before, splitsOf(window())).join(QLatin1String("; "))));
}

// Finding 2: at the largest zoom the walk's heading reads on at most two lines and the walked
// claim is whole in its pane, or its top is, folded with "more"; a press past the largest zoom
// says so in the status bar.
void TestMeetingRoom4::walkReadsAtTheLargestZoom()
{
    openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    const QString screen = JourneyWindow::screenName();
    // On the Results slide first: saying the type is at its largest takes no room from the slide.
    zoom(Qt::Key_Equal, TypeScale::MostSteps + 2);
    QTRY_VERIFY(!window()->statusBar()->currentMessage().isEmpty());
    const int barWithMessage = window()->statusBar()->height();
    window()->statusBar()->clearMessage();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
    QVERIFY2(qAbs(window()->statusBar()->height() - barWithMessage) <= 1,
             qPrintable(
                 QStringLiteral("%1, Results slide: the status bar is %2 px high with the message, %3 px without")
                     .arg(screen, QString::number(barWithMessage), QString::number(window()->statusBar()->height()))));
    zoom(Qt::Key_0);
    person().press(QKeySequence(Qt::Key_Space)); // the walk's introduction
    person().press(QKeySequence(Qt::Key_Space));
    QVERIFY(window()->failureWalk()->current());
    FailureWalkPanel *panel = window()->failureWalkPanel();
    auto *heading = panel->findChild<QLabel *>(QStringLiteral("walkPosition"));
    auto *claim = panel->findChild<QLabel *>(QStringLiteral("walkClaim"));
    auto *scroll = panel->findChild<QScrollArea *>();
    QVERIFY(heading && claim && scroll);
    zoom(Qt::Key_Equal, TypeScale::MostSteps + 2);
    QTest::qWait(100);
    person().snapshot(QStringLiteral("meeting4-walk-largest"));
    const QString where = JourneyWindow::screenName();
    QVERIFY2(linesOf(heading) <= 2,
             qPrintable(QStringLiteral("%1 at the largest zoom: the walk's heading takes %2 lines in %3 px: %4")
                            .arg(where, QString::number(linesOf(heading)), QString::number(heading->width()),
                                 heading->text())));
    const QRect shown = scroll->viewport()->rect();
    const QRect claimRect(claim->mapTo(scroll->viewport(), QPoint(0, 0)), claim->size());
    QVERIFY2(shown.contains(claimRect),
             qPrintable(QStringLiteral("%1 at the largest zoom: the walked claim at %2..%3 in a pane %4 px high: %5")
                            .arg(where, QString::number(claimRect.top()), QString::number(claimRect.bottom()),
                                 QString::number(shown.height()), panel->claimText())));
    QVERIFY2(claim->width() >= 12 * claim->fontMetrics().averageCharWidth(),
             qPrintable(QStringLiteral("%1 at the largest zoom: the walked claim is %2 px wide")
                            .arg(where, QString::number(claim->width()))));
    QVERIFY2(!window()->statusBar()->currentMessage().isEmpty() && person().sees(window()->statusBar()),
             qPrintable(QStringLiteral("%1: a press past the largest zoom says nothing").arg(where)));
    // Saying it takes no room from the slide: the bar is as high as without it.
    const int withMessage = window()->statusBar()->height();
    window()->statusBar()->clearMessage();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
    QVERIFY2(
        qAbs(window()->statusBar()->height() - withMessage) <= 1,
        qPrintable(QStringLiteral("%1: the status bar is %2 px high with the message, %3 px without")
                       .arg(where, QString::number(withMessage), QString::number(window()->statusBar()->height()))));
}

// Finding 4: Ctrl+= grows the charts' titles and axis labels with the rest; Ctrl+0 gives them
// back.
void TestMeetingRoom4::chartsFollowTheZoom()
{
    openHotelAndRun();
    person().clickTab(QStringLiteral("Charts"));
    auto *charts = qobject_cast<ChartsView *>(window()->dock(MainWindow::Dock::Charts)->widget());
    QVERIFY(charts);
    QChart *chart = charts->scoreChart()->chart();
    QVERIFY(!chart->axes().isEmpty());
    const auto labelsPx = [chart] { return QFontInfo(chart->axes().first()->labelsFont()).pixelSize(); };
    const auto titlePx = [chart] { return QFontInfo(chart->titleFont()).pixelSize(); };
    const int labels = labelsPx();
    const int title = titlePx();
    zoom(Qt::Key_Equal, 3);
    person().snapshot(QStringLiteral("meeting4-charts-zoomed"));
    QVERIFY2(labelsPx() > labels && titlePx() > title,
             qPrintable(QStringLiteral("%1: after Ctrl+= ×3 the chart's labels are %2 px (%3 before), its title %4 "
                                       "px (%5 before)")
                            .arg(JourneyWindow::screenName(), QString::number(labelsPx()), QString::number(labels),
                                 QString::number(titlePx()), QString::number(title))));
    zoom(Qt::Key_0);
    QCOMPARE(labelsPx(), labels);
    QCOMPARE(titlePx(), title);
}

// Finding 5: the comparison slide reaches every metric (by name, not id) with the keys, and its
// pass rates read as the rest of the workbench writes them (a percentage).
void TestMeetingRoom4::comparisonSlideShowsEveryMetric()
{
    openHotelAndRun();
    m_journey->pressF5AndWait();
    person().clickTab(QStringLiteral("Runs"));
    RunsPanel *runs = window()->runsPanel();
    QTRY_COMPARE(runs->table()->rowCount(), 2);
    person().clickItem(runs->table(), runs->table()->model()->index(0, 1));
    for (QPushButton *button : runs->findChildren<QPushButton *>()) {
        if (button->text() == QStringLiteral("Compare"))
            person().click(button);
    }
    QTRY_VERIFY(window()->comparison() && window()->comparison()->isVisible());
    QPointer<ComparisonView> comparison = window()->comparison();
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    QVERIFY(QTest::qWaitForWindowActive(window()));
    // The person pages the slides until the comparison comes (it is the last of four).
    for (int press = 0; press < 4 && !comparison->isVisible(); ++press) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QTest::qWait(50);
    }
    QTRY_VERIFY(comparison->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    QTest::qWait(100);
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting4-comparison-%1.png").arg(JourneyWindow::screenName()));
    QTableWidget *metrics = comparison->metricTable();
    const int rows = metrics->rowCount();
    QVERIFY(rows >= 9);
    const QString where = JourneyWindow::screenName();
    QVERIFY2(comparison->frameGeometry().height() <= QGuiApplication::primaryScreen()->size().height(),
             qPrintable(QStringLiteral("%1: the comparison slide is %2 px high")
                            .arg(where, QString::number(comparison->frameGeometry().height()))));
    QVERIFY2(metrics->rowHeight(0) >= metrics->fontMetrics().height(),
             qPrintable(QStringLiteral("%1: the comparison's rows are %2 px under %3 px type")
                            .arg(where, QString::number(metrics->rowHeight(0)),
                                 QString::number(metrics->fontMetrics().height()))));
    // Every metric's row whole in sight at once: the clicker's keys step through the changed
    // cases, never through rows the room cannot see.
    for (int row = 0; row < rows; ++row) {
        const QRect rect = metrics->visualRect(metrics->model()->index(row, 0));
        QVERIFY2(metrics->viewport()->rect().contains(rect),
                 qPrintable(QStringLiteral("%1: the comparison's row %2 is at %3..%4 in a table %5 px high")
                                .arg(where, QString::number(row + 1), QString::number(rect.top()),
                                     QString::number(rect.bottom()), QString::number(metrics->viewport()->height()))));
        const QString name = person().textsPainted(metrics->viewport(), rect).join(QString());
        QVERIFY2(!name.isEmpty(), qPrintable(QStringLiteral("%1: row %2 paints no name").arg(where).arg(row + 1)));
        QVERIFY2(!name.contains(QLatin1Char('_')),
                 qPrintable(QStringLiteral("%1: the comparison names a metric \"%2\"").arg(where, name)));
        for (const int column : {4, 5}) {
            const QString rate = metrics->item(row, column)->text();
            QVERIFY2(rate.endsWith(QLatin1Char('%')),
                     qPrintable(QStringLiteral("%1: a pass rate reads \"%2\"").arg(where, rate)));
        }
    }
    // Metric names, not ids, in what the slide says of the runs too.
    const QString header = comparison->header()->text();
    QVERIFY2(!header.contains(QStringLiteral("turn_faithfulness")) && !header.contains(QStringLiteral("trust_score")),
             qPrintable(QStringLiteral("%1: the comparison's header reads \"%2\"").arg(where, header)));
}

// Finding 7: the judge calls fit their pane without a sideways scroll, every column's title
// whole.
void TestMeetingRoom4::judgeCallsFitTheirPane()
{
    openHotelAndRun();
    person().clickTab(QStringLiteral("Judge calls"));
    auto *calls = qobject_cast<CallLogView *>(window()->dock(MainWindow::Dock::CallLog)->widget());
    QVERIFY(calls);
    QTRY_VERIFY(calls->table()->model()->rowCount() > 0);
    QTest::qWait(100);
    person().snapshot(QStringLiteral("meeting4-calls"));
    QTableView *log = calls->table();
    const QString where = JourneyWindow::screenName();
    QVERIFY2(!log->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("%1: the judge calls scroll sideways (%2 px of columns in %3 px)")
                            .arg(where, QString::number(log->horizontalHeader()->length()),
                                 QString::number(log->viewport()->width()))));
    QHeaderView *header = log->horizontalHeader();
    for (int column = 0; column < log->model()->columnCount(); ++column) {
        if (log->isColumnHidden(column))
            continue;
        const QString title = log->model()->headerData(column, Qt::Horizontal).toString();
        const int needs = header->fontMetrics().horizontalAdvance(title);
        QVERIFY2(
            header->sectionSize(column) >= needs,
            qPrintable(QStringLiteral("%1: the judge calls' column \"%2\" is %3 px, its title needs %4 px")
                           .arg(where, title, QString::number(header->sectionSize(column)), QString::number(needs))));
    }
}

QTEST_MAIN(TestMeetingRoom4)
#include "tst_meetingroom4.moc"
