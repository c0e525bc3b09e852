#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/failurewalk.h"
#include "results/resultsfiltermodel.h"
#include "results/resultsmodel.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/trustcomponentchart.h"
#include "ui/results/breakdownview.h"
#include "ui/results/resultsview.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runspanel.h"
#include "ui/shell/presentationmode.h"
#include "ui/summary/metricsummarycard.h"
#include "ui/summary/summaryview.h"
#include "ui/walk/failurewalkpanel.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

// The first number with decimals in `text` ("0.760" of "0.760 · threshold 0.80"); empty when none.
QString leadingFigure(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("\\d+\\.\\d+"));
    return number.match(text).captured();
}

// The point of `label`'s rich text where `text` starts, laid out as the label lays it out; an
// invalid point when the label does not show it.
QPoint pointOf(const QLabel *label, const QString &text)
{
    QTextDocument document;
    document.setDefaultFont(label->font());
    document.setDocumentMargin(0);
    document.setHtml(label->text());
    document.setTextWidth(label->contentsRect().width());
    document.size(); // laid out
    const QTextCursor found = document.find(text);
    if (found.isNull())
        return {-1, -1};
    QTextCursor middle(&document);
    middle.setPosition(found.selectionStart() + 1);
    const QRectF at = document.documentLayout()->blockBoundingRect(middle.block());
    const QTextLine line = middle.block().layout()->lineForTextPosition(middle.positionInBlock());
    return QPoint(int(at.left() + line.cursorToX(middle.positionInBlock())),
                  int(at.top() + line.y() + line.height() / 2))
        + label->contentsRect().topLeft();
}

QString nameOf(const QWidget *widget)
{
    if (!widget)
        return QStringLiteral("nothing");
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
}

} // namespace

// Journey C, as a third pair of eyes walked it: the trust score reads the same figure wherever
// it is shown; while presenting the keyboard belongs to the presentation (Tab, Enter and Esc do
// nothing behind its back); leaving gives the filters back; the Summary slide's cards are all
// reached by keys; a new presentation walks from the first stop, and the slides page in the
// order of their tabs. Keys and clicks on the real window at this screen's size.
class TestMeetingRoom3 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void trustScoreReadsTheSameEverywhere();
    void tabAndEnterDoNothingWhilePresenting();
    void enterAndEscOnTheComparisonSlide();
    void leavingGivesTheFiltersBack();
    void summaryCardsAreReachedByKeys();
    void walkStartsAfreshAndSlidesFollowTheTabs();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    Person &person() { return m_journey->person; }
    QTreeView *breakdownTree() const { return window()->resultsView()->breakdown()->tree(); }
    SummaryView *summary() const
    {
        return qobject_cast<SummaryView *>(window()->dock(MainWindow::Dock::Summary)->widget());
    }

    std::unique_ptr<JourneyWindow> m_journey;
};

void TestMeetingRoom3::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestMeetingRoom3::cleanup()
{
    m_journey.reset();
}

// The trust score leads with one figure in the table, the breakdown's title, the Summary card and
// the Charts tab: its score (the weighted sum rounded to two decimals), the unrounded sum at most
// beside it in the details.
void TestMeetingRoom3::trustScoreReadsTheSameEverywhere()
{
    m_journey->openHotelAndRun();
    QTableView *table = window()->resultsView()->table();
    const int row = m_journey->resultRow(QStringLiteral("Trust Score"));
    QVERIFY(row >= 0);
    const QModelIndex cell = table->model()->index(row, ResultsModel::ScoreColumn);
    table->scrollTo(cell);
    const QString painted = person().textsPainted(table->viewport(), table->visualRect(cell)).join(QString());
    const QString inTable = leadingFigure(painted);
    person().snapshot(QStringLiteral("meeting3-trust-table"));

    person().clickTab(QStringLiteral("Summary"));
    MetricSummaryCard *card = summary()->card(QStringLiteral("trust_score"));
    QVERIFY(card);
    static const QRegularExpression mean(QStringLiteral("mean (\\d+\\.\\d+)"));
    // As a person reads the counts: their no-break spaces read as spaces.
    const QString counts =
        QTextDocumentFragment::fromHtml(card->counts()->text()).toPlainText().replace(QChar(0xA0), u' ');
    const QString onCard = mean.match(counts).captured(1);
    QVERIFY2(!onCard.isEmpty(), qPrintable(counts));
    QVERIFY2(inTable == onCard,
             qPrintable(QStringLiteral("%1: the table reads the trust score \"%2\", the Summary "
                                       "card \"mean %3\"")
                            .arg(JourneyWindow::screenName(), painted, onCard)));

    person().clickTab(QStringLiteral("Results"));
    m_journey->clickResult(QStringLiteral("Trust Score"));
    const QString title = window()->resultsView()->breakdown()->title()->text();
    QVERIFY2(leadingFigure(title) == onCard,
             qPrintable(QStringLiteral("the breakdown's title reads \"%1\", the Summary card %2").arg(title, onCard)));

    person().clickTab(QStringLiteral("Charts"));
    auto *charts = qobject_cast<ChartsView *>(window()->dock(MainWindow::Dock::Charts)->widget());
    QVERIFY(charts);
    QStringList sums;
    for (QGraphicsItem *item : charts->trustChart()->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item);
            text && text->isVisible() && text->toPlainText().startsWith(QStringLiteral("Trust score")))
            sums.append(text->toPlainText());
    }
    QVERIFY2(!sums.isEmpty(), "the trust chart names no trust score");
    for (const QString &sum : std::as_const(sums))
        QVERIFY2(leadingFigure(sum) == onCard,
                 qPrintable(QStringLiteral("the trust chart reads \"%1\", the Summary card %2").arg(sum, onCard)));

    // The comparison of this run with the next one (the same judge: the same score) reads it too.
    m_journey->compareTwoRuns();
    QTableWidget *metrics = window()->comparison()->metricTable();
    QStringList compared;
    for (int row = 0; row < metrics->rowCount(); ++row) {
        if (metrics->item(row, 0)->data(Qt::UserRole).toString() == QStringLiteral("trust_score"))
            compared = {metrics->item(row, 1)->text(), metrics->item(row, 2)->text()};
    }
    QVERIFY2(compared.size() == 2 && leadingFigure(compared[0]) == onCard && leadingFigure(compared[1]) == onCard,
             qPrintable(QStringLiteral("the comparison reads the trust score \"%1\", the Summary card %2")
                            .arg(compared.join(QStringLiteral("\", \"")), onCard)));
}

// While presenting, Tab, Shift+Tab, Enter and Return move no focus and change no selection.
void TestMeetingRoom3::tabAndEnterDoNothingWhilePresenting()
{
    m_journey->openHotelAndRun();
    m_journey->clickTheDogClaim();
    if (QTest::currentTestFailed())
        return;
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(100);
    QTableView *table = window()->resultsView()->table();
    QWidget *focus = QApplication::focusWidget();
    const int row = table->currentIndex().row();
    const QString claim = breakdownTree()->currentIndex().data().toString();
    const QList<QPair<QString, QKeySequence>> keys{
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Tab"), QKeySequence(Qt::Key_Tab)},
        {QStringLiteral("Shift+Tab"), QKeySequence(Qt::Key_Backtab)},
        {QStringLiteral("Return"), QKeySequence(Qt::Key_Return)},
        {QStringLiteral("Enter"), QKeySequence(Qt::Key_Enter)},
        {QStringLiteral("Shift+Tab"), QKeySequence(Qt::Key_Backtab)},
    };
    for (int pressed = 0; pressed < keys.size(); ++pressed) {
        person().press(keys[pressed].second);
        const QString after = QStringLiteral("%1 after %2 presses (the last %3)")
                                  .arg(JourneyWindow::screenName(), QString::number(pressed + 1), keys[pressed].first);
        QVERIFY2(QApplication::focusWidget() == focus,
                 qPrintable(QStringLiteral("%1: the focus moved from %2 to %3")
                                .arg(after, nameOf(focus), nameOf(QApplication::focusWidget()))));
        QVERIFY2(table->currentIndex().row() == row && breakdownTree()->currentIndex().data().toString() == claim,
                 qPrintable(QStringLiteral("%1: the selected result is row %2, was %3")
                                .arg(after, QString::number(table->currentIndex().row()), QString::number(row))));
        QVERIFY2(window()->presentation()->isActive(), qPrintable(after + QStringLiteral(": no longer presenting")));
    }
    person().snapshot(QStringLiteral("meeting3-after-tabs"));
}

// On the comparison slide Enter exports nothing, and Esc leaves presentation mode (giving the
// comparison back as it was) rather than closing the comparison.
void TestMeetingRoom3::enterAndEscOnTheComparisonSlide()
{
    m_journey->openHotelAndRun();
    m_journey->compareTwoRuns();
    QPointer<ComparisonView> comparison = window()->comparison();
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    QVERIFY(QTest::qWaitForWindowActive(window()));
    for (int page = 0; page < 4 && !comparison->isVisible(); ++page) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QTest::qWait(50);
    }
    QTRY_VERIFY2(comparison->isVisible(), "Ctrl+PgDown never reaches the comparison slide");
    QVERIFY(QTest::qWaitForWindowActive(comparison));
    const QStringList askedBefore = m_journey->prompts.asked;
    for (const QKeySequence &key : {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter),
                                    QKeySequence(Qt::Key_Tab), QKeySequence(Qt::Key_Return)}) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : comparison.data(), key[0].key(),
                        key[0].keyboardModifiers());
        QTest::qWait(20);
    }
    QVERIFY2(m_journey->prompts.asked == askedBefore,
             qPrintable(QStringLiteral("%1: Enter on the comparison slide asked \"%2\"")
                            .arg(JourneyWindow::screenName(),
                                 m_journey->prompts.asked.mid(askedBefore.size()).join(QLatin1Char(',')))));
    QVERIFY2(comparison && comparison->isVisible(), "the comparison closed on Enter or Tab");
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : comparison.data(), Qt::Key_Escape);
    QTRY_VERIFY2(!window()->presentation()->isActive(),
                 qPrintable(QStringLiteral("%1: Esc on the comparison slide did not leave presentation mode (the "
                                           "comparison is %2)")
                                .arg(JourneyWindow::screenName(),
                                     comparison && comparison->isVisible() ? QStringLiteral("open")
                                                                           : QStringLiteral("closed"))));
    // It was open when presenting started: it is given back open.
    QTRY_VERIFY2(comparison && comparison->isVisible(), "Esc closed the comparison instead of leaving the slide");
}

// A filter set from the Summary slide (a click on a card's count) is the presentation's: leaving
// gives back the filters and the selected result, and the breakdown shows a result the table shows.
void TestMeetingRoom3::leavingGivesTheFiltersBack()
{
    m_journey->openHotelAndRun();
    m_journey->clickResult(QStringLiteral("Turn Faithfulness"));
    ResultsView *results = window()->resultsView();
    QTableView *table = results->table();
    const int rows = table->model()->rowCount();
    const int metricFilter = results->metricFilter()->currentIndex();
    const int statusFilter = results->statusFilter()->currentIndex();
    const QString selected = table->currentIndex().siblingAtColumn(ResultsModel::MetricColumn).data().toString();
    QCOMPARE(selected, QStringLiteral("Turn Faithfulness"));

    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(50);
    for (int page = 0; page < 3 && !person().sees(summary()); ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(person().sees(summary()));
    QTest::qWait(100); // the cards laid out at the presentation's type
    // The first card's "passed" count: only its metric's passing results.
    MetricSummaryCard *card = nullptr;
    for (MetricSummaryCard *one : summary()->findChildren<MetricSummaryCard *>()) {
        if (person().sees(one->counts()) && (!card || one->y() < card->y()))
            card = one;
    }
    QVERIFY2(card, "the Summary slide shows no card's counts");
    const QPoint passed = pointOf(card->counts(), QStringLiteral("passed"));
    QVERIFY2(passed.x() >= 0, qPrintable(card->counts()->text()));
    person().click(card->counts(), passed);
    QTRY_VERIFY2(table->model()->rowCount() < rows, "a click on a card's count filtered nothing");
    person().snapshot(QStringLiteral("meeting3-filtered-while-presenting"));
    // The walk goes on meanwhile, to results the filter hides: the table shows what the breakdown does.
    // (The count brought the Results slide: the first Space shows the walk's introduction.)
    QTRY_VERIFY(person().sees(table));
    person().press(QKeySequence(Qt::Key_Space));
    QVERIFY(!window()->failureWalk()->isStarted());
    for (int stop = 0; stop < 3; ++stop) {
        person().press(QKeySequence(Qt::Key_Space));
        const QString walked =
            window()->failureWalk()->current() ? window()->failureWalk()->current()->metricName : QString();
        const QString inTable = table->currentIndex().siblingAtColumn(ResultsModel::MetricColumn).data().toString();
        QVERIFY2(!walked.isEmpty() && inTable == walked && results->breakdown()->title()->text().contains(walked),
                 qPrintable(QStringLiteral("%1: the walk shows %2, the table selects \"%3\" (%4 rows shown)")
                                .arg(JourneyWindow::screenName(), walked, inTable,
                                     QString::number(table->model()->rowCount()))));
    }

    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!window()->presentation()->isActive());
    QTest::qWait(50);
    person().snapshot(QStringLiteral("meeting3-left-after-filtering"));
    QVERIFY2(table->model()->rowCount() == rows && results->metricFilter()->currentIndex() == metricFilter
                 && results->statusFilter()->currentIndex() == statusFilter,
             qPrintable(QStringLiteral("%1: after leaving the table shows %2 of %3 rows, filtered by \"%4\", \"%5\"")
                            .arg(JourneyWindow::screenName(), QString::number(table->model()->rowCount()),
                                 QString::number(rows), results->metricFilter()->currentText(),
                                 results->statusFilter()->currentText())));
    // The breakdown's result is the table's selected row, and the one selected before.
    const QString shown = table->currentIndex().siblingAtColumn(ResultsModel::MetricColumn).data().toString();
    const QString title = results->breakdown()->title()->text();
    QVERIFY2(shown == selected && title.contains(selected),
             qPrintable(QStringLiteral("%1: the table selects \"%2\", the breakdown reads \"%3\"")
                            .arg(JourneyWindow::screenName(), shown, title)));
}

// Every card of the Summary slide comes whole into view by the slide's keys alone, and back.
void TestMeetingRoom3::summaryCardsAreReachedByKeys()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(50);
    for (int page = 0; page < 3 && !person().sees(summary()); ++page)
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QTRY_VERIFY(person().sees(summary()));
    QTest::qWait(100);
    auto *scroll = summary()->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QList<MetricSummaryCard *> cards = summary()->findChildren<MetricSummaryCard *>();
    QCOMPARE(cards.size(), 9);
    const auto whole = [scroll](const MetricSummaryCard *card) {
        const QRect rect(card->mapTo(scroll->viewport(), QPoint(0, 0)), card->size());
        return scroll->viewport()->rect().contains(rect);
    };
    QSet<const MetricSummaryCard *> seen;
    const auto look = [&] {
        for (const MetricSummaryCard *card : std::as_const(cards)) {
            if (whole(card))
                seen.insert(card);
        }
    };
    look();
    person().snapshot(QStringLiteral("meeting3-summary-first"));
    const QList<QKeySequence> forward{QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_PageDown),
                                      QKeySequence(Qt::Key_Space)};
    for (int pressed = 0; pressed < 3 * cards.size() && seen.size() < cards.size(); ++pressed) {
        person().press(forward[pressed % forward.size()]);
        QTest::qWait(30);
        QVERIFY2(person().sees(summary()), "a key on the Summary slide left the slide");
        look();
    }
    person().snapshot(QStringLiteral("meeting3-summary-last"));
    QStringList missed;
    for (const MetricSummaryCard *card : std::as_const(cards)) {
        if (!seen.contains(card))
            missed.append(
                QStringLiteral("%1 (%2 px high in a slide of %3 px)")
                    .arg(card->findChild<QLabel *>()->text().remove(QRegularExpression(QStringLiteral("<[^>]*>"))),
                         QString::number(card->height()), QString::number(scroll->viewport()->height())));
    }
    QVERIFY2(missed.isEmpty(),
             qPrintable(QStringLiteral("%1: %2 of %3 cards never came whole into view by keys: %4")
                            .arg(JourneyWindow::screenName(), QString::number(missed.size()),
                                 QString::number(cards.size()), missed.join(QStringLiteral("; ")))));
    // And back up to the first.
    MetricSummaryCard *first = cards.first();
    for (MetricSummaryCard *card : std::as_const(cards)) {
        if (card->y() < first->y() || (card->y() == first->y() && card->x() < first->x()))
            first = card;
    }
    for (int pressed = 0; pressed < 3 * cards.size() && !whole(first); ++pressed)
        person().press(QKeySequence(pressed % 2 ? Qt::Key_Up : Qt::Key_PageUp));
    QVERIFY2(whole(first), "Up and Page Up do not bring the first card back");
    QVERIFY(window()->presentation()->isActive());
}

// A new presentation walks from the first stop, and Ctrl+PgDown / Ctrl+PgUp page the slides in
// the order their tabs show them.
void TestMeetingRoom3::walkStartsAfreshAndSlidesFollowTheTabs()
{
    m_journey->openHotelAndRun();
    person().press(QKeySequence(Qt::Key_F11));
    QTest::qWait(50);
    FailureWalk *walk = window()->failureWalk();
    QVERIFY(walk->count() >= 2);
    for (int press = 0; press < 3; ++press) // the introduction, stops 1 and 2
        person().press(QKeySequence(Qt::Key_Space));
    QCOMPARE(walk->position(), 1);
    person().press(QKeySequence(Qt::Key_Escape));
    QTRY_VERIFY(!window()->presentation()->isActive());
    person().press(QKeySequence(Qt::Key_F11));
    QTRY_VERIFY(window()->presentation()->isActive());
    person().press(QKeySequence(Qt::Key_Space));
    person().press(QKeySequence(Qt::Key_Space));
    auto *panel = qobject_cast<FailureWalkPanel *>(window()->dock(MainWindow::Dock::Failures)->widget());
    QVERIFY(panel);
    QVERIFY2(walk->position() == 0,
             qPrintable(QStringLiteral("%1: presenting again, the first stop shown is \"%2\"")
                            .arg(JourneyWindow::screenName(), panel->positionText())));

    // The tabs of the slides, left to right, as the bar shows them.
    QTabBar *bar = nullptr;
    for (QTabBar *one : window()->findChildren<QTabBar *>()) {
        for (int tab = 0; one->isVisible() && tab < one->count(); ++tab) {
            if (one->tabText(tab) == QStringLiteral("Summary"))
                bar = one;
        }
    }
    QVERIFY2(bar, "no tab bar shows the Summary while presenting");
    QStringList tabs;
    for (int tab = 0; tab < bar->count(); ++tab)
        tabs.append(bar->tabText(tab));
    const auto shownTab = [bar] { return bar->tabText(bar->currentIndex()); };
    // From the first tab to the last, then back.
    person().clickTab(tabs.first());
    QStringList paged{shownTab()};
    for (int page = 1; page < tabs.size(); ++page) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
        QTest::qWait(30);
        paged.append(shownTab());
    }
    QStringList back{shownTab()};
    for (int page = 1; page < tabs.size(); ++page) {
        person().press(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
        QTest::qWait(30);
        back.prepend(shownTab());
    }
    QVERIFY2(paged == tabs && back == tabs,
             qPrintable(QStringLiteral("%1: the tabs read %2; Ctrl+PgDown shows %3, Ctrl+PgUp %4")
                            .arg(JourneyWindow::screenName(), tabs.join(QStringLiteral(" | ")),
                                 paged.join(QStringLiteral(" → ")), back.join(QStringLiteral(" ← ")))));
}

QTEST_MAIN(TestMeetingRoom3)
#include "tst_meetingroom3.moc"
