#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "ui/shell/presentationmode.h"
#include "ui/summary/metricsummarycard.h"
#include "ui/summary/scorehistogram.h"
#include "ui/summary/summaryview.h"

#include <QAbstractTextDocumentLayout>
#include <QDockWidget>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScrollArea>
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

QTEST_MAIN(TestSummarySlide)
#include "tst_summaryslide.moc"
