#include "journeywindow.h"
#include "support/fakejudgeserver.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include "model/translations.h"
#include "results/resultshub.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/results/resultsview.h"
#include "ui/run/runcontroller.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMap>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableView>
#include <QTextDocument>
#include <QToolButton>
#include <QtTest>

using namespace claimscope;

namespace {

constexpr char KeyVariable[] = "CLAIMSCOPE_JOURNEY_PARTIAL_KEY";
const QString TurnFaithfulness = QStringLiteral("turn_faithfulness");
const QString TurnRelevancy = QStringLiteral("turn_relevancy");

// A count link of the results header as a person reads it: where it leads, its words and the
// number in them.
struct HeaderLink {
    QString target;
    QString text;
    int count = -1; // none for a link without a number ("Show all")
};

QString plainText(const QLabel *label)
{
    QTextDocument document;
    document.setHtml(label->text());
    return document.toPlainText();
}

QList<HeaderLink> headerLinks(const QLabel *label)
{
    static const QRegularExpression link(QStringLiteral("<a href=\"([^\"]*)\"[^>]*>([^<]*)</a>"));
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QList<HeaderLink> links;
    for (const QRegularExpressionMatch &match : link.globalMatch(label->text())) {
        const QRegularExpressionMatch count = number.match(match.captured(2));
        links.append({match.captured(1), match.captured(2), count.hasMatch() ? count.captured().toInt() : -1});
    }
    return links;
}

} // namespace

// Journey A, step 6: the analyst runs one metric alone (▶ on its card) after a full run, then
// reads the counts above the table and follows them, with clicks on the real window.
class TestPartialRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void runningOneMetricKeepsTheOthers();
    void countLinksShowExactlyTheRowsTheyCount();

private:
    MainWindow *window() const { return m_journey->window.get(); }
    ResultsModel *model() const { return window()->results()->resultsModel(); }
    QAbstractItemModel *table() const { return window()->resultsView()->table()->model(); }
    void openHotel();
    void runEverything();
    // From now on the judge is a loopback server that answers Turn Relevancy's questions and no
    // other metric's (it gives them a reason without the verdicts asked for): they end in errors.
    void useJudgeForTurnRelevancyOnly();
    void clickRunOn(const QString &metricId);
    void waitForTheRun(QSignalSpy &finished);
    // Picks an entry of a filter box the way a person does: opens it and clicks the entry.
    void choose(QComboBox *box, const QVariant &data);
    QMap<QString, int> rowsPerMetric() const;
    // The table's rows as the person sees them (after the filters), per status.
    QMap<int, int> shownPerStatus() const;
    // The header counts the rows shown, and its count links add up to them.
    void headerAgreesWithTable();
    // Clicks the header link at its words, as a person does (the pointer becomes a hand there).
    void clickHeaderLink(const QString &target);
    // Every count link of the header, clicked in turn (the status filter set back to "All
    // results" by hand before each), shows exactly the rows it counts.
    void everyCountLinkShowsWhatItCounts();

    std::unique_ptr<JourneyWindow> m_journey;
    std::unique_ptr<FakeJudgeServer> m_server;
};

void TestPartialRun::initTestCase()
{
    // Plurals as the program shows them ("7 errors"), from the English catalogue.
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    qputenv(KeyVariable, QByteArrayLiteral("sk-journey-partial"));
}

void TestPartialRun::init()
{
    failOnQtWarnings();
    m_server = std::make_unique<FakeJudgeServer>();
    QVERIFY(m_server->isListening());
    m_server->setHandler(turnRelevancyJudge(1));
    m_journey = std::make_unique<JourneyWindow>();
}

void TestPartialRun::cleanup()
{
    m_journey.reset();
    m_server.reset();
}

void TestPartialRun::openHotel()
{
    window()->startUp(QString());
    QTRY_COMPARE(m_journey->document()->caseCount(), 1);
}

void TestPartialRun::runEverything()
{
    QSignalSpy finished(window()->runs(), &RunController::runFinished);
    m_journey->person.press(QKeySequence(Qt::Key_F5));
    waitForTheRun(finished);
}

void TestPartialRun::waitForTheRun(QSignalSpy &finished)
{
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    window()->results()->flush();
    QCoreApplication::processEvents();
}

void TestPartialRun::useJudgeForTurnRelevancyOnly()
{
    ProjectSettings settings = m_journey->document()->settings();
    settings.judge.provider = QStringLiteral("openai-compatible");
    settings.judge.baseUrl = m_server->url();
    settings.judge.model = QStringLiteral("judge-model");
    settings.judge.apiKeyEnv = QLatin1String(KeyVariable);
    settings.judge.maxRetries = 0;
    m_journey->document()->editSettings(settings, QStringLiteral("judge"));
}

void TestPartialRun::clickRunOn(const QString &metricId)
{
    MetricCard *card = window()->metricsPanel()->card(metricId);
    QVERIFY(card);
    QToolButton *run = nullptr;
    for (QToolButton *button : card->findChildren<QToolButton *>()) {
        if (button->text() == QStringLiteral("▶"))
            run = button;
    }
    QVERIFY2(run, "the metric's card has no ▶ button");
    // The person scrolls the Metrics dock to the card, then clicks its ▶.
    for (QWidget *up = card->parentWidget(); up; up = up->parentWidget()) {
        if (auto *scroll = qobject_cast<QScrollArea *>(up)) {
            scroll->ensureWidgetVisible(run);
            break;
        }
    }
    QCoreApplication::processEvents();
    QSignalSpy finished(window()->runs(), &RunController::runFinished);
    m_journey->person.click(run);
    if (QTest::currentTestFailed())
        return;
    waitForTheRun(finished);
}

void TestPartialRun::choose(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    QVERIFY(index >= 0);
    if (box->currentIndex() == index)
        return;
    m_journey->person.click(box);
    if (QTest::currentTestFailed())
        return;
    QTRY_VERIFY(box->view()->isVisible());
    // A person reads the list before clicking (a click at once would be the opening click's).
    QTest::qWait(QApplication::doubleClickInterval() + 100);
    m_journey->person.clickItem(box->view(), box->view()->model()->index(index, 0));
    QTRY_VERIFY(!box->view()->isVisible());
    QCOMPARE(box->currentIndex(), index);
}

QMap<QString, int> TestPartialRun::rowsPerMetric() const
{
    QMap<QString, int> rows;
    for (int row = 0; row < model()->rowCount(); ++row)
        ++rows[model()->result(row).metricId];
    return rows;
}

QMap<int, int> TestPartialRun::shownPerStatus() const
{
    QMap<int, int> shown;
    for (int row = 0; row < table()->rowCount(); ++row)
        ++shown[table()->index(row, 0).data(ResultsModel::StatusRole).toInt()];
    return shown;
}

void TestPartialRun::headerAgreesWithTable()
{
    const QLabel *header = window()->resultsView()->summary();
    QVERIFY(m_journey->person.sees(header));
    const QString read = plainText(header);
    // The first number a person reads is the number of rows in front of them.
    static const QRegularExpression number(QStringLiteral("\\d+"));
    const QRegularExpressionMatch first = number.match(read);
    QVERIFY2(first.hasMatch(), qPrintable(read));
    QVERIFY2(first.captured().toInt() == table()->rowCount(),
             qPrintable(QStringLiteral("the header reads \"%1\" over %2 rows shown")
                            .arg(read, QString::number(table()->rowCount()))));
    if (table()->rowCount() < model()->rowCount())
        QVERIFY2(read.contains(QString::number(model()->rowCount())),
                 qPrintable(QStringLiteral("the header reads \"%1\" and does not say that %2 rows are hidden")
                                .arg(read, QString::number(model()->rowCount() - table()->rowCount()))));
    const QMap<int, int> shown = shownPerStatus();
    for (const HeaderLink &link : headerLinks(header)) {
        if (link.count < 0)
            continue;
        QVERIFY2(link.count == shown.value(link.target.toInt()),
                 qPrintable(QStringLiteral("the header's \"%1\" over %2 such rows shown")
                                .arg(link.text, QString::number(shown.value(link.target.toInt())))));
    }
}

void TestPartialRun::clickHeaderLink(const QString &target)
{
    QLabel *header = window()->resultsView()->summary();
    // The person moves the pointer along the header until it is over the link's words.
    const int y = header->height() / 2;
    int from = -1;
    int to = -1;
    m_journey->person.moveTo(header, QPoint(0, y));
    QSignalSpy hovered(header, &QLabel::linkHovered);
    for (int x = 1; x < header->width() - 1; x += 2) {
        m_journey->person.moveTo(header, QPoint(x, y));
        if (!hovered.isEmpty() && hovered.last().at(0).toString() == target) {
            from = from < 0 ? x : from;
            to = x;
        } else if (from >= 0) {
            break;
        }
    }
    QVERIFY2(from >= 0, qPrintable(QStringLiteral("no link to %1 in the header \"%2\"").arg(target, header->text())));
    m_journey->person.click(header, QPoint((from + to) / 2, y));
    QCoreApplication::processEvents();
}

void TestPartialRun::everyCountLinkShowsWhatItCounts()
{
    ResultsView *view = window()->resultsView();
    const QList<HeaderLink> links = headerLinks(view->summary());
    int counted = 0;
    for (const HeaderLink &link : links) {
        if (link.count < 0)
            continue;
        ++counted;
        choose(view->statusFilter(), -1);
        clickHeaderLink(link.target);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(
            table()->rowCount() == link.count,
            qPrintable(
                QStringLiteral("the link \"%1\" shows %2 rows").arg(link.text, QString::number(table()->rowCount()))));
        QCOMPARE(shownPerStatus().keys(), QList<int>{link.target.toInt()});
    }
    QVERIFY2(counted > 0, qPrintable(view->summary()->text()));
    headerAgreesWithTable();
    choose(view->statusFilter(), -1);
}

void TestPartialRun::runningOneMetricKeepsTheOthers()
{
    openHotel();
    runEverything();
    const QMap<QString, int> before = rowsPerMetric();
    QVERIFY2(before.size() >= 3 && before.contains(TurnFaithfulness) && before.contains(TurnRelevancy),
             qPrintable(QStringList(before.keys()).join(QStringLiteral(", "))));
    QMap<QString, QList<int>> statusesBefore;
    for (int row = 0; row < model()->rowCount(); ++row)
        statusesBefore[model()->result(row).metricId].append(int(model()->status(row)));

    // The judge changes; the person runs Turn Faithfulness alone from its card. The judge does
    // not answer it: its result is an error now.
    useJudgeForTurnRelevancyOnly();
    clickRunOn(TurnFaithfulness);
    if (QTest::currentTestFailed())
        return;
    m_journey->person.snapshot(QStringLiteral("a6-one-metric-run"));
    const QMap<QString, int> after = rowsPerMetric();
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        QVERIFY2(after.value(it.key()) == it.value(),
                 qPrintable(QStringLiteral("%1: %2 rows before, %3 after running %4 alone")
                                .arg(it.key(), QString::number(it.value()), QString::number(after.value(it.key())),
                                     TurnFaithfulness)));
    QMap<QString, QList<int>> statusesAfter;
    for (int row = 0; row < model()->rowCount(); ++row)
        statusesAfter[model()->result(row).metricId].append(int(model()->status(row)));
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (it.key() != TurnFaithfulness)
            QCOMPARE(statusesAfter.value(it.key()), statusesBefore.value(it.key()));
    }
    QCOMPARE(statusesAfter.value(TurnFaithfulness),
             QList<int>(before[TurnFaithfulness], int(ResultsModel::Status::Error)));
    // Nothing is filtered: every row is in the table, and the header says what is there.
    QCOMPARE(table()->rowCount(), model()->rowCount());
    headerAgreesWithTable();
    if (QTest::currentTestFailed())
        return;

    // A metric filter, then the counts above the table followed one by one.
    ResultsView *view = window()->resultsView();
    choose(view->metricFilter(), TurnRelevancy);
    QCOMPARE(table()->rowCount(), before[TurnRelevancy]);
    headerAgreesWithTable();
    everyCountLinkShowsWhatItCounts();
    if (QTest::currentTestFailed())
        return;
    m_journey->person.snapshot(QStringLiteral("a6-metric-filter"));

    // Back to every result, and the errors link: exactly the error rows.
    clickHeaderLink(QStringLiteral("all"));
    QCOMPARE(table()->rowCount(), model()->rowCount());
    const int errors = before[TurnFaithfulness];
    clickHeaderLink(QString::number(int(ResultsModel::Status::Error)));
    QCOMPARE(table()->rowCount(), errors);
    QCOMPARE(shownPerStatus(), (QMap<int, int>{{int(ResultsModel::Status::Error), errors}}));
    headerAgreesWithTable();
    m_journey->person.snapshot(QStringLiteral("a6-errors"));
}

void TestPartialRun::countLinksShowExactlyTheRowsTheyCount()
{
    // A judge that answers one metric: F5 gives passes or failures for it and errors for the rest.
    openHotel();
    useJudgeForTurnRelevancyOnly();
    runEverything();
    const QMap<QString, int> rows = rowsPerMetric();
    QVERIFY(rows.value(TurnRelevancy) > 0);
    int errors = 0;
    for (int row = 0; row < model()->rowCount(); ++row)
        errors += model()->status(row) == ResultsModel::Status::Error ? 1 : 0;
    QVERIFY2(errors > 0 && errors < model()->rowCount(), qPrintable(QString::number(errors)));

    // The analyst looks at Turn Relevancy alone, then follows each count above the table.
    ResultsView *view = window()->resultsView();
    choose(view->metricFilter(), TurnRelevancy);
    QCOMPARE(table()->rowCount(), rows.value(TurnRelevancy));
    everyCountLinkShowsWhatItCounts();
    if (QTest::currentTestFailed())
        return;
    headerAgreesWithTable();
    m_journey->person.snapshot(QStringLiteral("a6-counts-under-a-filter"));
}

QTEST_MAIN(TestPartialRun)
#include "tst_partialrun.moc"
