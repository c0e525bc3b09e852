#include "journeywindow.h"
#include "support/qtwarnings.h"

#include "results/metriccounts.h"
#include "results/resultsmodel.h"
#include "ui/agreement/agreementview.h"
#include "ui/charts/comparisonscatterchart.h"
#include "ui/charts/deltabarchart.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/results/resultsview.h"
#include "ui/runs/casedeltamodel.h"
#include "ui/runs/comparisonview.h"
#include "ui/runs/runkeeper.h"
#include "ui/runs/runspanel.h"
#include "ui/runs/verdictbanner.h"
#include "ui/shell/testcaselistpanel.h"
#include "ui/summary/summaryview.h"
#include "ui/templates/templateeditor.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QValueAxis>
#include <QtTest>

using namespace claimscope;

// Journey B's panes at this screen's size: twenty MTRAG conversations rated on their last
// answer, six of them "Thank you!" (two of each model); the Templates tab, a run, a try and its
// comparison, the Runs dock, and the Results, Agreement and Metrics docks read and used as a
// person does, with keys and clicks.
class TestPanes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    // The Templates tab opens on the labelled metric and keeps the person's choice; the
    // comparison of a try leaves the flips room to be read, counts each filter, tells equal
    // names apart, and charts only what both runs ran, its labels and legend whole; the Runs
    // dock numbers its runs and shows a figure that fits.
    void triesAndReadsTheComparison();
    // The Results filter keeps the person's selection and says when it hides it; a click in the
    // Agreement dock's disagreements only selects, a double click opens; the Metrics dock never
    // scrolls sideways; metrics are counted in one wording.
    void readsTheDocksWithoutLosingTheSelection();

private:
    // Writes the twenty conversations and opens them with their labels imported.
    void openTwentyConversations();

    std::unique_ptr<JourneyWindow> m_journey;
    QTemporaryDir m_folder;
    QStringList m_thankYous; // the names of the six "Thank you!" conversations
};

void TestPanes::init()
{
    failOnQtWarnings();
    m_journey = std::make_unique<JourneyWindow>();
}

void TestPanes::cleanup()
{
    m_journey.reset();
}

void TestPanes::openTwentyConversations()
{
    QFile source(QStringLiteral(CLAIMSCOPE_SHARED_DIR "/datasets/mtrag-human/mtrag-conversations.json"));
    if (!source.open(QIODevice::ReadOnly))
        QSKIP("the MTRAG human-evaluation conversations are not there");
    QJsonArray chosen;
    QJsonArray others;
    m_thankYous.clear();
    for (const QJsonValue &conversation : QJsonDocument::fromJson(source.readAll()).array()) {
        const QJsonArray turns = conversation[QStringLiteral("turns")].toArray();
        QString last;
        for (const QJsonValue &turn : turns) {
            if (turn[QStringLiteral("role")].toString() == QStringLiteral("user"))
                last = turn[QStringLiteral("content")].toString().trimmed();
        }
        if (last == QStringLiteral("Thank you!")) {
            chosen.append(conversation);
            m_thankYous.append(conversation[QStringLiteral("name")].toString());
        } else if (others.size() < 14) {
            others.append(conversation);
        }
    }
    QCOMPARE(m_thankYous.size(), 6);
    for (const QJsonValue &other : std::as_const(others))
        chosen.append(other);
    const QString path = m_folder.filePath(QStringLiteral("mtrag-twenty.json"));
    QFile dataset(path);
    QVERIFY(dataset.open(QIODevice::WriteOnly));
    dataset.write(QJsonDocument(chosen).toJson());
    dataset.close();
    QVERIFY(m_journey->openAndImportLabels(path));
    QCOMPARE(m_journey->document()->labels().size(), 20);
}

void TestPanes::triesAndReadsTheComparison()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    openTwentyConversations();
    if (QTest::currentTestFailed() || m_thankYous.isEmpty())
        return;

    // The Templates tab opens on the labelled metric, not on one these conversations cannot have.
    person.clickTab(QStringLiteral("Templates"));
    TemplateEditor *templates = window->templateEditor();
    auto *steps = templates->findChild<QComboBox *>();
    QVERIFY(steps);
    QTRY_VERIFY(person.sees(steps));
    QVERIFY2(steps->currentText().startsWith(QStringLiteral("Turn Faithfulness › ")), qPrintable(steps->currentText()));
    // The person picks the next step; a param edit later keeps it.
    person.click(steps);
    person.press(QKeySequence(Qt::Key_Down));
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_VERIFY(steps->currentIndex() >= 0);
    const QString chosen = templates->currentStep();
    person.snapshot(QStringLiteral("panes-templates"));

    // The labels rate the last answer: window size 1; a run, then the threshold raised and tried.
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("window_size"), QStringLiteral("1"));
    QCOMPARE(templates->currentStep(), chosen);
    QSignalSpy kept(window->runKeeper(), &RunKeeper::kept);
    m_journey->pressF5AndWait();
    QTRY_COMPARE(kept.count(), 1);
    m_journey->typeTurnFaithfulnessParam(QStringLiteral("threshold"), QStringLiteral("0.9"));
    QCOMPARE(templates->currentStep(), chosen);
    {
        QSignalSpy finished(window->runs(), &RunController::runFinished);
        person.press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 60000);
    }
    QTRY_VERIFY(window->comparison() && window->comparison()->isVisible());
    ComparisonView *comparison = window->comparison();
    QVERIFY(QTest::qWaitForWindowExposed(comparison));
    QTRY_VERIFY(person.sees(comparison->caseTable()));

    // Room for the flips: 8 rows on a screen 800 px tall or more, 5 on a 768-px one.
    const int wanted = comparison->screen()->availableGeometry().height() >= 800 ? 8 : 5;
    QTRY_VERIFY2(comparison->caseRowsShown() >= wanted,
                 qPrintable(QStringLiteral("%1 rows shown, %2 wanted").arg(comparison->caseRowsShown()).arg(wanted)));
    qInfo("%s: the case list has room for %d rows", qPrintable(JourneyWindow::screenName()),
          comparison->caseRowsShown());
    QVERIFY(person.sees(comparison->verdictBanner()));
    QVERIFY(person.sees(comparison->breakdown()));
    // Each filter says how many rows it lists, and lists that many.
    QAbstractItemModel *cases = comparison->caseTable()->model();
    for (const auto filter : {CaseDeltaModel::Filter::TowardHuman, CaseDeltaModel::Filter::AwayFromHuman,
                              CaseDeltaModel::Filter::Changed}) {
        m_journey->chooseComparisonFilter(filter);
        const QString text = comparison->filter()->currentText();
        QVERIFY2(text.endsWith(QStringLiteral("(%1)").arg(cases->rowCount())), qPrintable(text));
    }
    QVERIFY2(comparison->filter()
                 ->itemText(int(CaseDeltaModel::Filter::TowardHuman))
                 .startsWith(QStringLiteral("Toward the human (")),
             qPrintable(comparison->filter()->itemText(int(CaseDeltaModel::Filter::TowardHuman))));
    m_journey->person.snapshot(QStringLiteral("panes-comparison"), m_journey->window->comparison());

    // The six "Thank you!" rows of Turn Faithfulness read six different names on screen.
    m_journey->chooseComparisonFilter(CaseDeltaModel::Filter::Everything);
    QTableView *table = comparison->caseTable();
    QStringList painted;
    for (int row = 0; row < cases->rowCount(); ++row) {
        const QModelIndex name = cases->index(row, CaseDeltaModel::TestCaseColumn);
        const QString id = name.data(Qt::ToolTipRole).toString();
        if (cases->index(row, CaseDeltaModel::MetricColumn).data().toString() != QStringLiteral("Turn Faithfulness")
            || std::none_of(m_thankYous.begin(), m_thankYous.end(),
                            [&](const QString &thanks) { return id.contains(thanks); }))
            continue;
        table->scrollTo(name);
        QCoreApplication::processEvents();
        const QStringList texts = person.textsPainted(table->viewport(), table->visualRect(name));
        QVERIFY2(texts.size() == 1, qPrintable(texts.join(u'|')));
        painted.append(texts.first());
    }
    QCOMPARE(painted.size(), 6);
    QVERIFY2(QSet<QString>(painted.begin(), painted.end()).size() == 6, qPrintable(painted.join(u'\n')));
    for (const QString &name : std::as_const(painted))
        QVERIFY2(name.startsWith(QStringLiteral("“Thank")) && name.contains(QStringLiteral(" · #")), qPrintable(name));

    // Keep B as Baseline: said beside Close; the flips keep their room.
    person.click(comparison->keepBaselineButton());
    QTRY_VERIFY(person.sees(comparison->baselineNote()));
    QTRY_VERIFY2(comparison->caseRowsShown() >= wanted,
                 qPrintable(QStringLiteral("%1 rows shown beside the baseline's note, %2 wanted")
                                .arg(comparison->caseRowsShown())
                                .arg(wanted)));

    // The charts: a threshold moves no mean, and the Δ chart says so in a title read whole; the
    // scatter says what it plots.
    QTabBar *tabs = comparison->tabs()->tabBar();
    person.click(tabs, tabs->tabRect(1).center());
    QTRY_VERIFY(person.sees(comparison->deltaBars()));
    QVERIFY(comparison->deltaBars()->categories().isEmpty());
    QChart *bars = comparison->deltaBars()->chart();
    QVERIFY2(bars->title().startsWith(QStringLiteral("No metric's mean score changed (1 metric")), // plural or not
             qPrintable(bars->title()));
    QVERIFY2(comparison->deltaBars()->width() >= QFontMetrics(bars->titleFont()).horizontalAdvance(bars->title()),
             qPrintable(QStringLiteral("%1 px for the title").arg(comparison->deltaBars()->width())));
    ComparisonScatterChart *scatter = comparison->scatter();
    QVERIFY2(scatter->scopeText().contains(QStringLiteral("as labelled")), qPrintable(scatter->scopeText()));
    QVERIFY(scatter->chart()->axes(Qt::Horizontal).value(0)->titleText().contains(scatter->scopeText()));
    const QFontMetrics axisType(scatter->chart()->axes(Qt::Horizontal).value(0)->titleFont());
    QVERIFY2(scatter->chart()->plotArea().width() >= axisType.horizontalAdvance(scatter->scopeText()),
             qPrintable(QStringLiteral("“%1” under a plot %2 px wide")
                            .arg(scatter->scopeText())
                            .arg(scatter->chart()->plotArea().width())));
    QLegend *legend = scatter->chart()->legend();
    const QFontMetrics legendType(legend->font());
    for (QLegendMarker *marker : legend->markers()) {
        QVERIFY2(legend->geometry().width() >= legendType.horizontalAdvance(marker->label()),
                 qPrintable(marker->label()));
    }
    m_journey->person.snapshot(QStringLiteral("panes-charts"), m_journey->window->comparison());
    comparison->close();
    window->activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), window);

    // The Runs dock numbers each run as the comparison does, and its figure fits its column.
    person.clickTab(QStringLiteral("Runs"));
    QTableWidget *runs = window->runsPanel()->table();
    QTRY_COMPARE(runs->rowCount(), 2);
    QVERIFY(person.sees(runs->verticalHeader()));
    for (int row = 0; row < runs->rowCount(); ++row) {
        QCOMPARE(runs->verticalHeaderItem(row)->text(),
                 QStringLiteral("#%1").arg(window->runsPanel()->runs().at(row).id));
        const QModelIndex figure = runs->model()->index(row, 3);
        const QRect cell = runs->visualRect(figure);
        QVERIFY2(
            cell.right() < runs->viewport()->width(),
            qPrintable(
                QStringLiteral("the figure ends at %1 px of %2").arg(cell.right()).arg(runs->viewport()->width())));
        const QStringList texts = person.textsPainted(runs->viewport(), cell);
        QVERIFY2(texts.contains(figure.data().toString()), qPrintable(texts.join(u'|')));
    }
    person.snapshot(QStringLiteral("panes-runs"));
}

void TestPanes::readsTheDocksWithoutLosingTheSelection()
{
    MainWindow *window = m_journey->window.get();
    Person &person = m_journey->person;
    openTwentyConversations();
    if (QTest::currentTestFailed() || m_thankYous.isEmpty())
        return;
    m_journey->pressF5AndWait();

    // The person selects a result of the fourth row; typing in the filter keeps it selected.
    person.clickTab(QStringLiteral("Results"));
    ResultsView *results = window->resultsView();
    QTableView *table = results->table();
    QTRY_VERIFY(table->model()->rowCount() > 4);
    person.clickItem(table, table->model()->index(3, ResultsModel::MetricColumn));
    const int testCase = table->model()->index(3, 0).data(ResultsModel::TestCaseIndexRole).toInt();
    const QString metric = table->model()->index(3, 0).data(ResultsModel::MetricIdRole).toString();
    QTRY_COMPARE(window->results()->currentTestCase(), testCase);
    const QString shownMetric = table->model()->index(3, ResultsModel::MetricColumn).data().toString();
    person.click(results->textFilter());
    person.type(shownMetric.left(4));
    QTRY_COMPARE(results->textFilter()->text(), shownMetric.left(4));
    QCOMPARE(window->results()->currentTestCase(), testCase);
    QCOMPARE(window->results()->currentMetric(), metric);
    QVERIFY(table->currentIndex().isValid());
    QCOMPARE(table->currentIndex().data(ResultsModel::TestCaseIndexRole).toInt(), testCase);
    // A filter that hides it: still the person's selection, and the summary says it is hidden.
    person.press(QKeySequence::SelectAll);
    person.type(QStringLiteral("no such words"));
    QTRY_COMPARE(table->model()->rowCount(), 0);
    QCOMPARE(window->results()->currentTestCase(), testCase);
    QCOMPARE(window->results()->currentMetric(), metric);
    QVERIFY2(results->summary()->text().contains(QStringLiteral("selected result hidden")),
             qPrintable(results->summary()->text()));
    QVERIFY2(results->summary()->toolTip().contains(QStringLiteral("is hidden by the filter")),
             qPrintable(results->summary()->toolTip()));
    // The filter emptied: the row is selected again.
    person.press(QKeySequence::SelectAll);
    person.press(QKeySequence(Qt::Key_Backspace));
    QTRY_VERIFY(table->currentIndex().isValid());
    QCOMPARE(table->currentIndex().data(ResultsModel::TestCaseIndexRole).toInt(), testCase);
    QCOMPARE(table->currentIndex().data(ResultsModel::MetricIdRole).toString(), metric);
    QCOMPARE(window->results()->currentTestCase(), testCase);

    // The six "Thank you!" conversations read six names in the results, as painted, and in the
    // test-case list.
    QStringList thanks;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QModelIndex name = table->model()->index(row, ResultsModel::TestCaseColumn);
        if (!name.data().toString().startsWith(QStringLiteral("“Thank you!”"))
            || name.data(ResultsModel::MetricIdRole).toString() != QStringLiteral("turn_faithfulness"))
            continue;
        table->scrollTo(name);
        QCoreApplication::processEvents();
        thanks.append(person.textsPainted(table->viewport(), table->visualRect(name)).join(u'|'));
    }
    QCOMPARE(thanks.size(), 6);
    QVERIFY2(QSet<QString>(thanks.begin(), thanks.end()).size() == 6, qPrintable(thanks.join(u'\n')));
    QSet<QString> listed;
    const QAbstractItemModel *caseList = window->caseList()->listView()->model();
    for (int row = 0; row < caseList->rowCount(); ++row) {
        if (caseList->index(row, 0).data().toString().startsWith(QStringLiteral("“Thank you!”")))
            listed.insert(caseList->index(row, 0).data().toString());
    }
    QCOMPARE(listed.size(), 6);

    // A click in the disagreements selects; the Agreement dock stays in front.
    person.clickTab(QStringLiteral("Agreement"));
    AgreementView *agreement = window->agreementView();
    QTableWidget *disagreements = agreement->disagreementTable();
    QTRY_VERIFY(disagreements->rowCount() > 0 && person.sees(disagreements));
    person.clickItem(disagreements, disagreements->model()->index(0, 0));
    QTRY_COMPARE(disagreements->currentRow(), 0);
    QTest::qWait(100); // what a click opened would be on screen by now
    QVERIFY(person.sees(disagreements));
    QVERIFY(!person.sees(table));
    QCOMPARE(window->results()->currentTestCase(), testCase);
    // Enter opens it in Results.
    person.press(QKeySequence(Qt::Key_Return));
    QTRY_VERIFY(person.sees(table));
    QTRY_VERIFY(window->results()->currentTestCase() != testCase
                || window->results()->currentMetric() == agreement->findChild<QComboBox *>()->currentData().toString());

    // The Metrics dock: a card opened wraps to the dock; the count stays on one line.
    MetricsPanel *metrics = window->metricsPanel();
    MetricCard *card = metrics->card(QStringLiteral("turn_faithfulness"));
    auto *expander = card->findChild<QToolButton *>();
    metrics->cardsArea()->ensureWidgetVisible(expander);
    person.click(expander);
    QTRY_VERIFY(card->editor(QStringLiteral("penalize_ambiguous_claims"))->isVisible());
    QTRY_VERIFY2(metrics->cardsArea()->widget()->width() <= metrics->cardsArea()->viewport()->width(),
                 qPrintable(QStringLiteral("cards %1 px in a %2 px view")
                                .arg(metrics->cardsArea()->widget()->width())
                                .arg(metrics->cardsArea()->viewport()->width())));
    QVERIFY(!metrics->cardsArea()->horizontalScrollBar()->isVisible());
    for (QWidget *field : card->findChildren<ParamEditor *>()) {
        if (field->isVisible())
            QVERIFY2(field->mapTo(metrics, QPoint(field->width(), 0)).x() <= metrics->width(),
                     qPrintable(field->objectName()));
    }
    // The count reads whole, wrapped beside All and None where the dock is narrow.
    QLabel *count = metrics->count();
    QVERIFY2(!count->text().contains(QChar(0x2026)) && count->heightForWidth(count->width()) <= count->height(),
             qPrintable(QStringLiteral("“%1” in %2 px").arg(count->text()).arg(count->width())));
    person.snapshot(QStringLiteral("panes-metrics"));

    // One wording for the metric count: the dock's and the Summary's come from one rule.
    int enabled = 0;
    for (const MetricInfo &info : MetricRegistry::all())
        enabled += m_journey->document()->metric(info.id).enabled ? 1 : 0;
    QVERIFY2(count->toolTip().startsWith(enabledMetricsText(enabled, int(MetricRegistry::all().size()))),
             qPrintable(count->toolTip()));
    person.clickTab(QStringLiteral("Summary"));
    SummaryView *summary = window->findChild<SummaryView *>();
    QVERIFY(summary);
    QSet<QString> withResults;
    const ResultsModel *all = window->results()->resultsModel();
    for (int row = 0; row < all->rowCount(); ++row)
        withResults.insert(all->index(row, 0).data(ResultsModel::MetricIdRole).toString());
    QTRY_VERIFY2(summary->heading()->text().contains(metricCountText(int(withResults.size()))),
                 qPrintable(summary->heading()->text()));
}

QTEST_MAIN(TestPanes)
#include "tst_panes.moc"
