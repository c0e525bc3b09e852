#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/breakdownmodel.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/runs/comparisonview.h"
#include "ui/shell/presentationmode.h"
#include "ui/shell/typescale.h"
#include "ui/shell/windowlayout.h"
#include "ui/summary/metricsummarycard.h"
#include "ui/summary/scorehistogram.h"
#include "ui/summary/summaryview.h"

#include <QAbstractAxis>
#include <QChart>
#include <QDockWidget>
#include <QHeaderView>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeView>
#include <QtMath>
#include <QtTest>

using namespace claimscope;

// Journey C at the screen's edges, as a fifth pair of eyes walked it: nothing grows wider or
// taller than the screen at any zoom step; the breakdown shows the selected claim and its details
// whole. Keys on the real window at this screen's size.
class TestMeetingRoom5 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void nothingOutgrowsTheScreenAtAnyZoom_data();
    void nothingOutgrowsTheScreenAtAnyZoom();
    void selectedClaimAndDetailsAreWhole();
    void longMessagesFold_data();
    void longMessagesFold();
    void summaryCardsFitTheSlide();
    void comparisonTitlesReadWhole();
    void zoomStopsWhileTheResultsRead();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    void zoom(int key, int times = 1);

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestMeetingRoom5::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestMeetingRoom5::cleanup()
{
    m_journey.reset();
}

void TestMeetingRoom5::zoom(int key, int times)
{
    for (int press = 0; press < times; ++press) {
        person().press(QKeySequence(Qt::CTRL | key));
        QTest::qWait(30); // the queued re-fits of a zoom run
    }
    QTest::qWait(50);
}

void TestMeetingRoom5::nothingOutgrowsTheScreenAtAnyZoom_data()
{
    QTest::addColumn<bool>("presenting");
    QTest::newRow("presenting") << true;
    QTest::newRow("normal window") << false;
}

// Finding 1: Ctrl+= up to past the largest step, on every slide or tab, never makes the window
// wider or taller than the room the screen has for it and a window manager's frame; the step
// that would is refused and said so.
void TestMeetingRoom5::nothingOutgrowsTheScreenAtAnyZoom()
{
    QFETCH(bool, presenting);
    m_journey->openHotelAndRun();
    // As the program opens it on a first start: the frame a window manager adds has room around
    // it (this screen has none to add it).
    const QRect screen = window()->screen()->availableGeometry();
    const QSize frame = WindowLayout::frameAllowance();
    window()->setGeometry(QRect(screen.topLeft(), screen.size() - frame));
    QTest::qWait(50);
    if (presenting) {
        person().press(QKeySequence(Qt::Key_F11));
        QTest::qWait(100);
    }
    const QString where = JourneyWindow::screenName() + (presenting ? QStringLiteral(" presenting") : QString());
    // The first slides while presenting (results, walk), the results and the tallest tab out of it.
    const QStringList tabs = {QStringLiteral("Results"), QStringLiteral("Summary")};
    for (int page = 0; page < int(tabs.size()); ++page) {
        if (presenting && page > 0)
            person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        else if (!presenting)
            person().clickTab(tabs[page]);
        QTest::qWait(50);
        for (int step = 1; step <= TypeScale::MostSteps + 2; ++step) {
            zoom(Qt::Key_Equal);
            QTest::qWait(50); // the window system's answer to a growth
            const QRect window = this->window()->frameGeometry();
            const QRect framed(window.topLeft(), window.size() + frame);
            QVERIFY2(screen.contains(framed),
                     qPrintable(QStringLiteral("%1, page %2, Ctrl+= ×%3: the window is %4×%5 px at (%6, %7), "
                                               "with a frame %8×%9 px, on a %10×%11 px screen")
                                    .arg(where, QString::number(page + 1), QString::number(step),
                                         QString::number(window.width()), QString::number(window.height()),
                                         QString::number(window.x()), QString::number(window.y()),
                                         QString::number(framed.width()), QString::number(framed.height()))
                                    .arg(QString::number(screen.width()), QString::number(screen.height()))));
        }
        person().snapshot(QStringLiteral("meeting5-largest-zoom-%1").arg(page));
        zoom(Qt::Key_0);
    }
}

// Zooming in while presenting stops before the results squeeze: the table and the breakdown show
// at least two lines each, every Result cell whole, and the selected claim reads over lines of
// several words (at 1024×768 step 7 left one row in sight and a word a line); the status bar
// says where it stopped.
void TestMeetingRoom5::zoomStopsWhileTheResultsRead()
{
    m_journey->openHotelAndRun();
    m_journey->clickTheDogClaim();
    if (QTest::currentTestFailed())
        return;
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(150);
    QTableView *table = window()->resultsView()->table();
    const auto rowsWhole = [table] {
        int whole = 0;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            whole += table->viewport()->rect().contains(
                table->visualRect(table->model()->index(row, ResultsModel::StatusColumn)));
        return whole;
    };
    const int wholeBefore = rowsWhole();
    zoom(Qt::Key_Equal, TypeScale::MostSteps + 2);
    QTest::qWait(100);
    person().snapshot(QStringLiteral("meeting5-zoom-stop"));
    const QString where = JourneyWindow::screenName();
    const QString said = window()->statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("zoom step")), qPrintable(where + QStringLiteral(": ") + said));

    int wholeRows = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QRect cell = table->visualRect(table->model()->index(row, ResultsModel::StatusColumn));
        if (table->viewport()->rect().contains(cell))
            ++wholeRows;
        else
            continue;
        const QString full = table->model()->index(row, ResultsModel::StatusColumn).data().toString();
        const QString shown = person().textsPainted(table->viewport(), cell).join(QString());
        QVERIFY2(
            shown == full,
            qPrintable(QStringLiteral("%1, %2: a Result cell reads \"%3\" of \"%4\"").arg(where, said, shown, full)));
    }
    QVERIFY2(wholeRows >= 2,
             qPrintable(QStringLiteral("%1, %2: %3 whole row(s) of results in sight")
                            .arg(where, said, QString::number(wholeRows))));
    // The hotel's results all fit the slide at the normal size: at the largest step too, never
    // the last one cut at the bottom.
    QCOMPARE(wholeBefore, table->model()->rowCount());
    QVERIFY2(wholeRows == wholeBefore,
             qPrintable(QStringLiteral("%1, %2: %3 of %4 rows of results whole")
                            .arg(where, said, QString::number(wholeRows), QString::number(wholeBefore))));

    QTreeView *tree = window()->resultsView()->breakdown()->tree();
    const int lines = tree->viewport()->height() / tree->fontMetrics().lineSpacing();
    QVERIFY2(
        lines >= 2,
        qPrintable(
            QStringLiteral("%1, %2: the breakdown has room for %3 line(s)").arg(where, said, QString::number(lines))));
    // The dog claim's words over its lines: several a line (two and a half on average), not one.
    const QModelIndex claim = tree->currentIndex().siblingAtColumn(BreakdownModel::TextColumn);
    const int words = int(claim.data().toString().split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
    const int claimLines = qMax(1, tree->visualRect(claim).height() / tree->fontMetrics().lineSpacing());
    QVERIFY2(2 * words >= 5 * claimLines,
             qPrintable(QStringLiteral("%1, %2: the claim's %3 words take %4 lines in a column of %5 px")
                            .arg(where, said, QString::number(words), QString::number(claimLines),
                                 QString::number(tree->columnWidth(BreakdownModel::TextColumn)))));
    // The claim's details fit their pane at the new type, "more" in sight when they fold.
    QTextBrowser *details = window()->resultsView()->breakdown()->details();
    QTRY_VERIFY2(details->document()->size().height() <= details->viewport()->height() + 1,
                 qPrintable(QStringLiteral("%1, %2: the details are %3 px high in a pane of %4 px: %5")
                                .arg(where, said, QString::number(qRound(details->document()->size().height())),
                                     QString::number(details->viewport()->height()), details->toPlainText())));
}

// Finding 3: presenting, the breakdown has the room to show the selected claim's row whole in
// its tree and the claim's details whole in their pane (at 1024×768 it had about 350 px).
void TestMeetingRoom5::selectedClaimAndDetailsAreWhole()
{
    m_journey->openHotelAndRun();
    m_journey->clickTheDogClaim();
    if (QTest::currentTestFailed())
        return;
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(150);
    person().snapshot(QStringLiteral("meeting5-breakdown"));
    BreakdownView *breakdown = window()->resultsView()->breakdown();
    QTreeView *tree = breakdown->tree();
    QTextBrowser *details = breakdown->details();
    const QString where = JourneyWindow::screenName();
    const QRect row = tree->visualRect(tree->currentIndex().siblingAtColumn(0));
    QVERIFY2(tree->viewport()->rect().contains(row),
             qPrintable(QStringLiteral("%1: the claim's row is at %2..%3 in a tree %4 px high (the breakdown %5 px)")
                            .arg(where, QString::number(row.top()), QString::number(row.bottom()),
                                 QString::number(tree->viewport()->height()), QString::number(breakdown->height()))));
    const int text = qCeil(details->document()->size().height());
    QVERIFY2(text <= details->viewport()->height() && !details->verticalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("%1: the claim's details are %2 px high in a pane of %3 px: %4")
                            .arg(where, QString::number(text), QString::number(details->viewport()->height()),
                                 details->toPlainText())));
    QVERIFY2(person().sees(details) && person().sees(tree), qPrintable(where));
}

void TestMeetingRoom5::longMessagesFold_data()
{
    QTest::addColumn<bool>("presenting");
    QTest::newRow("presenting") << true;
    QTest::newRow("normal window") << false;
}

// Finding 4: a Turn Relevancy item is a whole answer of the assistant: its details fit their
// pane, the answer and the judge's reason folded with "more" as other long reasons are.
void TestMeetingRoom5::longMessagesFold()
{
    QFETCH(bool, presenting);
    m_journey->openHotelAndRun();
    m_journey->clickResult(QStringLiteral("Turn Relevancy"));
    if (QTest::currentTestFailed())
        return;
    if (presenting) {
        person().press(QKeySequence(Qt::Key_F11));
        QTest::qWait(150);
    }
    QTreeView *tree = window()->resultsView()->breakdown()->tree();
    QTextBrowser *details = window()->resultsView()->breakdown()->details();
    const QString where = JourneyWindow::screenName() + (presenting ? QStringLiteral(" presenting") : QString());
    // Every answer the judge weighed, one after the other as the person clicks them.
    const QAbstractItemModel *model = tree->model();
    int answers = 0;
    for (int window = 0; window < model->rowCount(); ++window) {
        const QModelIndex windowNode = model->index(window, 0);
        for (int item = 0; item < model->rowCount(windowNode); ++item) {
            const QModelIndex answer = model->index(item, 0, windowNode);
            tree->scrollTo(answer);
            person().clickItem(tree, answer);
            QTest::qWait(50);
            ++answers;
            const QString text = answer.data(BreakdownModel::FullTextRole).toString();
            const QString shown = details->toPlainText();
            const int height = qCeil(details->document()->size().height());
            // Too long for the pane, the answer folds too (not only the judge's reason after it).
            const bool folded = !shown.contains(text) && shown.contains(QStringLiteral("… more"));
            QVERIFY2(height <= details->viewport()->height() + 1 || folded,
                     qPrintable(QStringLiteral("%1, answer %2: the details are %3 px high in a pane of %4 px, "
                                               "the answer whole: %5")
                                    .arg(where, QString::number(answers), QString::number(height),
                                         QString::number(details->viewport()->height()), shown)));
            QVERIFY2(presenting || shown.contains(text.left(20)), qPrintable(shown));
        }
    }
    QVERIFY(answers >= 3);
    person().snapshot(QStringLiteral("meeting5-answers"));
}

// Finding 5: the Summary slide lays its cards out in as many columns as the width holds and in
// rows that fit the height: every card whole on the slide, every histogram's axis labels whole.
void TestMeetingRoom5::summaryCardsFitTheSlide()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    auto *summary = qobject_cast<SummaryView *>(window()->dock(MainWindow::Dock::Summary)->widget());
    QVERIFY(summary);
    QTRY_VERIFY(summary->isVisible() && !summary->visibleRegion().isEmpty());
    QTest::qWait(200);
    person().snapshot(QStringLiteral("meeting5-summary"));
    const QString where = JourneyWindow::screenName();
    auto *scroll = summary->findChild<QScrollArea *>();
    QVERIFY(scroll);
    const QList<MetricSummaryCard *> cards = summary->findChildren<MetricSummaryCard *>();
    QVERIFY(cards.size() >= 9);
    int wholeOnScreen = 0;
    for (MetricSummaryCard *card : cards) {
        // Whole on the slide, or wholly on the next page of rows: never cut at the bottom.
        const QRect rect(card->mapTo(scroll->viewport(), QPoint(0, 0)), card->size());
        const QRect shown = scroll->viewport()->rect();
        QVERIFY2(shown.contains(rect) || !shown.intersects(rect),
                 qPrintable(QStringLiteral("%1: a card is at (%2, %3) %4×%5 px on a slide of %6×%7 px")
                                .arg(where, QString::number(rect.x()), QString::number(rect.y()),
                                     QString::number(rect.width()), QString::number(rect.height()),
                                     QString::number(shown.width()), QString::number(shown.height()))));
        wholeOnScreen += shown.contains(rect) ? 1 : 0;
        // The score axis's labels, 0.0 to 1.0, each whole inside the chart.
        auto *histogram = card->findChild<ScoreHistogram *>();
        QVERIFY(histogram);
        const QRectF plot = histogram->chart()->plotArea();
        QVERIFY(!histogram->chart()->axes(Qt::Horizontal).isEmpty());
        const QFont labels = histogram->chart()->axes(Qt::Horizontal).first()->labelsFont();
        const int last = QFontMetrics(labels).horizontalAdvance(QStringLiteral("1.0"));
        QVERIFY2(plot.right() + last / 2.0 <= histogram->chart()->size().width(),
                 qPrintable(QStringLiteral("%1: the histogram's \"1.0\" is centred at %2 px in a chart %3 px wide, "
                                           "%4 px of type")
                                .arg(where, QString::number(plot.right()),
                                     QString::number(histogram->chart()->size().width()), QString::number(last))));
    }
    // The width holds more than one card a row on every screen.
    QVERIFY2(
        wholeOnScreen >= 2,
        qPrintable(QStringLiteral("%1: %2 card(s) whole on the slide").arg(where, QString::number(wholeOnScreen))));
}

// Finding 6: on the comparison slide every column's title reads whole ("Pass rate A", not
// "ss rate"), over two lines where the columns are narrow; no column is cut by the table's edge.
void TestMeetingRoom5::comparisonTitlesReadWhole()
{
    m_journey->openHotelAndRun();
    m_journey->compareTwoRuns();
    if (QTest::currentTestFailed())
        return;
    QPointer<ComparisonView> comparison = window()->comparison();
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    for (int press = 0; press < 4 && !comparison->isVisible(); ++press) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QTest::qWait(50);
    }
    QTRY_VERIFY(comparison->isVisible());
    QTest::qWait(150);
    if (const QString shots = qEnvironmentVariable("CLAIMSCOPE_JOURNEY_SHOTS"); !shots.isEmpty())
        comparison->grab().save(shots + QStringLiteral("/meeting5-comparison-%1.png").arg(JourneyWindow::screenName()));
    QTableWidget *metrics = comparison->metricTable();
    QHeaderView *header = metrics->horizontalHeader();
    QFont bold = header->font();
    bold.setBold(true); // the titles of the selected row's columns are drawn bold
    const QFontMetrics type(bold);
    const QString where = JourneyWindow::screenName();
    QVERIFY2(!metrics->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("%1: the comparison's metrics scroll sideways").arg(where)));
    for (int column = 0; column < metrics->columnCount(); ++column) {
        if (metrics->isColumnHidden(column))
            continue; // κ and ROC-AUC need human labels
        const QString title = metrics->horizontalHeaderItem(column)->text();
        const int width = header->sectionSize(column) - 8; // the section's frame and margins
        // On one line, or over two lines the header is high enough for.
        const int lines = type.horizontalAdvance(title) <= width ? 1 : 2;
        QVERIFY2(lines * type.lineSpacing() <= header->height(),
                 qPrintable(QStringLiteral("%1: the column \"%2\" is %3×%4 px, its title needs %5 line(s), %6 px wide")
                                .arg(where, title, QString::number(width), QString::number(header->height()),
                                     QString::number(lines), QString::number(type.horizontalAdvance(title)))));
        for (const QString &word : title.split(QLatin1Char(' ')))
            QVERIFY2(type.horizontalAdvance(word) <= width,
                     qPrintable(QStringLiteral("%1: \"%2\" of \"%3\" needs %4 px in a column of %5 px")
                                    .arg(where, word, title, QString::number(type.horizontalAdvance(word)),
                                         QString::number(width))));
    }
}

QTEST_MAIN(TestMeetingRoom5)
#include "tst_meetingroom5.moc"
