#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "ui/shell/presentationmode.h"
#include "ui/summary/metricsummarycard.h"
#include "ui/summary/scorehistogram.h"
#include "ui/summary/summaryview.h"

#include <QAbstractTextDocumentLayout>
#include <QChartView>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QtTest>

using namespace claimscope;

namespace {

// The lines a rich-text label shows, as its text wraps at its width in its font.
QStringList linesOf(const QLabel *label)
{
    QTextDocument document;
    document.setDefaultFont(label->font());
    document.setDocumentMargin(0);
    document.setHtml(label->text());
    document.setTextWidth(label->contentsRect().width());
    QStringList lines;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextLayout *layout = block.layout();
        for (int i = 0; i < layout->lineCount(); ++i)
            lines.append(block.text().mid(layout->lineAt(i).textStart(), layout->lineAt(i).textLength()));
    }
    return lines;
}

// The texts a chart draws cut: Qt Charts puts "…" (or "...") in place of what has no room.
QStringList cutTexts(QChartView *chart)
{
    QStringList cut;
    for (QGraphicsItem *item : chart->scene()->items()) {
        auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible()
            && (text->toPlainText().contains(QChar(0x2026)) || text->toPlainText().contains(QStringLiteral("..."))))
            cut.append(text->toPlainText());
    }
    return cut;
}

} // namespace

// Journey C, the Summary slide in the meeting room: a card's counts wrap only between counts (a
// number stays with its mark and unit), the charts of a row start level however their titles
// wrap, the threshold's legend entry is one mark, and after a zoom and Ctrl+0 the slide shows
// whole rows. Keys on the real window at this screen's size.
class TestSummarySlide : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void cardsReadWhole();
    void rowsAreWholeAfterZoomAndCtrl0();
    void chartsReadWhole();
    void zoomStopsWhileCardsReadAndCtrl0GivesTheSlideBack();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    SummaryView *summary() const
    {
        return qobject_cast<SummaryView *>(window()->dock(MainWindow::Dock::Summary)->widget());
    }
    // The hotel example run, presenting, on the Summary slide.
    void presentTheSummary();
    // The cards a person sees only in part: cut at the top or the bottom of the slide (one taller
    // than the slide, at its top, is as whole as it can be).
    QStringList cutCards() const;
    // What the histograms of the cards a person sees draw cut ("…"): "metric: text".
    QStringList cutChartTexts();

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestSummarySlide::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestSummarySlide::cleanup()
{
    window()->presentation()->setActive(false);
    m_journey.reset();
}

void TestSummarySlide::presentTheSummary()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    for (int page = 0; page < 3 && !person().sees(summary()); ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(person().sees(summary()));
    QTest::qWait(100); // the cards are laid out once their type has changed
}

QStringList TestSummarySlide::cutChartTexts()
{
    QStringList cut;
    int index = 0;
    for (MetricSummaryCard *card : summary()->findChildren<MetricSummaryCard *>()) {
        ++index;
        person().scrollTo(card->histogram());
        QTest::qWait(20); // laid out where it is scrolled to
        if (!person().sees(card->histogram()))
            continue;
        for (const QString &text : cutTexts(card->histogram()))
            cut.append(QStringLiteral("card %1: %2").arg(QString::number(index), text));
    }
    return cut;
}

// The Summary's charts read whole, in the dock and on the slide: the score axis labels fewer
// scores and the count axis fewer round steps where the card is small, the legend shortens its
// entries where they would not fit (they read "…", "✓ p…", "thr…" at 1024×768). The MTRAG
// sample has three results in one bar: counts up to 3.
void TestSummarySlide::chartsReadWhole()
{
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
    m_journey->prompts.openFile = QStringLiteral(CLAIMSCOPE_SOURCE_DIR "/resources/examples/mtrag-sample.json");
    person().press(QKeySequence::Open);
    QTRY_COMPARE(m_journey->document()->caseCount(), 3);
    m_journey->pressF5AndWait();
    person().clickTab(QStringLiteral("Summary"));
    QTRY_VERIFY(person().sees(summary()));
    QTest::qWait(100);
    const QString where = JourneyWindow::screenName();
    person().snapshot(QStringLiteral("summary-charts-dock"));
    QStringList cut = cutChartTexts();
    QVERIFY2(cut.isEmpty(),
             qPrintable(where + QStringLiteral(", the Summary dock: ") + cut.join(QStringLiteral("; "))));

    person().press(QKeySequence(Qt::Key_F11));
    QVERIFY(window()->presentation()->isActive());
    for (int page = 0; page < 3 && !person().sees(summary()); ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(person().sees(summary()));
    QTest::qWait(100);
    person().snapshot(QStringLiteral("summary-charts-slide"));
    cut = cutChartTexts();
    QVERIFY2(cut.isEmpty(),
             qPrintable(where + QStringLiteral(", the Summary slide: ") + cut.join(QStringLiteral("; "))));
}

QStringList TestSummarySlide::cutCards() const
{
    const QWidget *viewport = summary()->findChild<QScrollArea *>()->viewport();
    QStringList cut;
    for (const MetricSummaryCard *card : summary()->findChildren<MetricSummaryCard *>()) {
        const QRect rect(card->mapTo(viewport, QPoint(0, 0)), card->size());
        // A card taller than the slide (at a large zoom) cannot be whole: it starts at the top.
        const bool whole = card->height() < viewport->height() ? viewport->rect().contains(rect)
                                                               : rect.top() >= 0 && rect.top() < viewport->height() / 4;
        if (rect.intersects(viewport->rect()) && !whole)
            cut.append(QStringLiteral("%1 at y %2–%3 of %4 px")
                           .arg(card->counts()->text().left(40))
                           .arg(rect.top())
                           .arg(rect.bottom())
                           .arg(viewport->height()));
    }
    return cut;
}

void TestSummarySlide::cardsReadWhole()
{
    presentTheSummary();
    const QList<MetricSummaryCard *> cards = summary()->findChildren<MetricSummaryCard *>();
    QVERIFY(cards.size() >= 2);
    person().snapshot(QStringLiteral("summary-slide"));
    QHash<int, int> chartTopOfRow; // card top → its charts' top
    for (const MetricSummaryCard *card : cards) {
        // The counts wrap between counts only: every line but the last ends at a "·" or a comma,
        // so no number is parted from its mark or unit ("(100" / "%)").
        const QStringList lines = linesOf(card->counts());
        for (int i = 0; i + 1 < lines.size(); ++i) {
            const QString line = lines[i].trimmed();
            QVERIFY2(line.endsWith(u'·') || line.endsWith(u','),
                     qPrintable(QStringLiteral("%1: a card's counts break as \"%2\"")
                                    .arg(JourneyWindow::screenName(), lines.join(QStringLiteral("\" / \"")))));
        }
        // The charts of a row start level, however its titles wrap.
        const int chartTop = card->histogram()->mapTo(summary(), QPoint(0, 0)).y();
        const int row = card->mapTo(summary(), QPoint(0, 0)).y();
        if (chartTopOfRow.contains(row))
            QVERIFY2(chartTopOfRow.value(row) == chartTop,
                     qPrintable(QStringLiteral("%1: a chart at y %2 beside one at y %3 in the same row")
                                    .arg(JourneyWindow::screenName())
                                    .arg(chartTop)
                                    .arg(chartTopOfRow.value(row))));
        chartTopOfRow.insert(row, chartTop);
        // The threshold's legend entry is one mark: a piece of its dashed line, no square beside
        // a dash character.
        for (QAbstractSeries *series : card->histogram()->chart()->series()) {
            if (!qobject_cast<QLineSeries *>(series))
                continue;
            QVERIFY(!series->name().contains(u'┆'));
            for (const QLegendMarker *marker : card->histogram()->chart()->legend()->markers(series))
                QCOMPARE(marker->shape(), QLegend::MarkerShapeFromSeries);
        }
    }
}

void TestSummarySlide::rowsAreWholeAfterZoomAndCtrl0()
{
    presentTheSummary();
    QStringList cut = cutCards();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    // Paged down a row, zoomed in and back to the normal size: whole rows again.
    person().press(QKeySequence(Qt::Key_PageDown));
    for (int step = 0; step < 2; ++step)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    QTest::qWait(100);
    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QTest::qWait(100);
    person().snapshot(QStringLiteral("summary-after-ctrl0"));
    cut = cutCards();
    QVERIFY2(cut.isEmpty(),
             qPrintable(JourneyWindow::screenName() + QStringLiteral(": ") + cut.join(QStringLiteral("; "))));
    // And after each zoom step on the way.
    for (int step = 0; step < 3; ++step) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        QTest::qWait(100);
        cut = cutCards();
        QVERIFY2(cut.isEmpty(),
                 qPrintable(QStringLiteral("%1, zoom step %2: ").arg(JourneyWindow::screenName()).arg(step + 1)
                            + cut.join(QStringLiteral("; "))));
    }
}

// The Summary slide zooms only as far as its cards stay whole and their charts readable (the walk
// saw ~40 px charts with "…" ticks and cards cut at the bottom at step 3–4), says where it stopped
// as the Results slide does, and Ctrl+0 gives the slide back to the pixel: the same cards in the
// same places, scrolled as before (at 1280×800 the cards' bottom frames stayed cut after Ctrl+0).
void TestSummarySlide::zoomStopsWhileCardsReadAndCtrl0GivesTheSlideBack()
{
    presentTheSummary();
    const QString where = JourneyWindow::screenName();
    const QScrollArea *scroll = summary()->findChild<QScrollArea *>();
    const auto layoutNow = [&] {
        QStringList places;
        for (const MetricSummaryCard *card : summary()->findChildren<MetricSummaryCard *>()) {
            const QRect rect(card->mapTo(window(), QPoint(0, 0)), card->size());
            const QRect chart(card->histogram()->mapTo(window(), QPoint(0, 0)), card->histogram()->size());
            places.append(QStringLiteral("card %1,%2 %3×%4 chart %5,%6 %7×%8")
                              .arg(rect.x())
                              .arg(rect.y())
                              .arg(rect.width())
                              .arg(rect.height())
                              .arg(chart.x())
                              .arg(chart.y())
                              .arg(chart.width())
                              .arg(chart.height()));
        }
        places.append(
            QStringLiteral("scrolled to %1 of %2 (bar %5), viewport %3×%4 (cards %6×%7)")
                .arg(scroll->verticalScrollBar()->value())
                .arg(scroll->verticalScrollBar()->maximum())
                .arg(scroll->viewport()->width())
                .arg(scroll->viewport()->height())
                .arg(scroll->verticalScrollBar()->isVisible() ? QStringLiteral("shown") : QStringLiteral("hidden"))
                .arg(scroll->widget()->width())
                .arg(scroll->widget()->height()));
        return places;
    };
    person().press(QKeySequence(Qt::Key_PageDown)); // the room is at the second row
    QTest::qWait(50);
    const QStringList before = layoutNow();
    QVERIFY2(scroll->verticalScrollBar()->value() > 0, qPrintable(before.join(QStringLiteral("; "))));
    person().snapshot(QStringLiteral("summary-zoom-0"));

    bool stopped = false;
    for (int step = 1; step <= 8 && !stopped; ++step) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_Equal));
        QTest::qWait(100); // the cards are laid out once their type has changed
        person().snapshot(QStringLiteral("summary-zoom-%1").arg(step));
        // "… (zoom step N) …", or, where even step 1 does not fit, that the normal size is the largest.
        stopped = window()->statusBar()->currentMessage().contains(QStringLiteral("zoom step"))
            || window()->statusBar()->currentMessage().contains(QStringLiteral("No larger type"));
        const QStringList cut = cutCards();
        QVERIFY2(cut.isEmpty(),
                 qPrintable(QStringLiteral("%1, Ctrl+= %2: ").arg(where).arg(step) + cut.join(QStringLiteral("; "))));
        // Every chart on screen keeps room for a few of its count labels.
        for (MetricSummaryCard *card : summary()->findChildren<MetricSummaryCard *>()) {
            if (!person().sees(card->histogram()))
                continue;
            const int plot = int(card->histogram()->chart()->plotArea().height());
            const int label =
                QFontMetrics(card->histogram()->chart()->axes(Qt::Vertical).first()->labelsFont()).height();
            QVERIFY2(plot >= 3 * label,
                     qPrintable(QStringLiteral("%1, Ctrl+= %2: a chart's plot is %3 px high for labels %4 px high")
                                    .arg(where)
                                    .arg(step)
                                    .arg(plot)
                                    .arg(label)));
        }
    }
    QVERIFY2(stopped, qPrintable(where + QStringLiteral(": the zoom never said where it stopped")));

    person().press(QKeySequence(Qt::CTRL | Qt::Key_0));
    QTest::qWait(100);
    person().snapshot(QStringLiteral("summary-zoom-ctrl0"));
    QCOMPARE(layoutNow(), before);

    // The next presentation shows the dataset from its first row, not where this one was left.
    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!window()->presentation()->isActive());
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    for (int page = 0; page < 3 && !person().sees(summary()); ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(person().sees(summary()));
    QTRY_COMPARE(scroll->verticalScrollBar()->value(), 0);
}

QTEST_MAIN(TestSummarySlide)
#include "tst_summaryslide.moc"
