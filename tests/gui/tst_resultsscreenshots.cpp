// Renders every results widget with real offline-engine results at 1280×800 — the projector
// size — and checks that what matters fits. With CLAIMSCOPE_SCREENSHOT_DIR set it also saves
// the renderings as PNGs for people to look at:
//   CLAIMSCOPE_SCREENSHOT_DIR=docs/screenshots QT_QPA_PLATFORM=offscreen build/tests/tst_resultsscreenshots
#include "model/translations.h"
#include "results/resultshub.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/charts/trustcomponentchart.h"
#include "ui/results/breakdownview.h"
#include "ui/results/calllogview.h"
#include "ui/results/resultsview.h"

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QTableView>
#include <QTreeView>
#include <QtTest>

using namespace claimscope;

namespace {

const QSize ProjectorSize(1280, 800);

QModelIndex findItem(const QAbstractItemModel *model, const QString &text)
{
    for (int w = 0; w < model->rowCount(); ++w) {
        const QModelIndex window = model->index(w, 0);
        for (int i = 0; i < model->rowCount(window); ++i) {
            if (model->index(i, 0, window).data(BreakdownModel::FullTextRole).toString() == text)
                return model->index(i, 0, window);
        }
    }
    return {};
}

} // namespace

// The results widgets at projector size, as people will see them.
class TestResultsScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void resultsAndBreakdown();
    void resultsAtProjectorFont();
    void resultError();
    void charts();
    void chartsSingleTurn();
    void callLog();
    void callLogErrors();

private:
    void show(QWidget *widget);
    void save(QWidget *widget, const QString &name);

    QList<TestCase> m_cases;
    OfflineRun m_run;
    ResultsHub m_hub;
};

void TestResultsScreenshots::init()
{
    failOnQtWarnings();
}

void TestResultsScreenshots::initTestCase()
{
    installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    m_cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"))
        + OfflineRunner::example(QStringLiteral("support-dataset.jsonl"));
    m_run = OfflineRunner::run(m_cases);
    // The offline judge fails no call: one failed call for the call log's error view.
    CallRecord failedCall = m_run.calls.first();
    failedCall.ok = false;
    failedCall.httpStatus = 503;
    failedCall.answer.clear();
    failedCall.error = QStringLiteral("HTTP 503 from the judge: overloaded");
    m_run.calls.append(failedCall);
    m_hub.setTestCases(m_cases);
    m_hub.runStarted(m_run.runId);
    for (const MetricResult &result : m_run.results)
        m_hub.addResult(result);
    for (const CallRecord &call : m_run.calls)
        m_hub.addCall(call);
    m_hub.runFinished({m_run.runId, false, {}, {}});
}

void TestResultsScreenshots::show(QWidget *widget)
{
    widget->resize(ProjectorSize);
    widget->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget));
}

void TestResultsScreenshots::save(QWidget *widget, const QString &name)
{
    // Charts lay themselves out in posted events: let them settle before the picture.
    QCoreApplication::processEvents();
    const QPixmap pixmap = widget->grab();
    QCOMPARE(pixmap.size(), ProjectorSize);
    const QString dir = qEnvironmentVariable("CLAIMSCOPE_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        QVERIFY(pixmap.save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    }
}

void TestResultsScreenshots::resultsAndBreakdown()
{
    ResultsView view(&m_hub);
    show(&view);
    // What must stay readable at this size: every metric name, and a useful stretch of reason.
    const QFontMetrics metrics(view.table()->font());
    QVERIFY(view.table()->columnWidth(ResultsModel::MetricColumn)
            > metrics.horizontalAdvance(QStringLiteral("Turn Contextual Relevancy")) + 8);
    QVERIFY(view.table()->columnWidth(ResultsModel::ReasonColumn) >= 250);
    QFont bold = view.table()->font();
    bold.setBold(true);
    QVERIFY(view.table()->columnWidth(ResultsModel::StatusColumn)
            > QFontMetrics(bold).horizontalAdvance(QStringLiteral("⟳ Running")) + 8);
    m_hub.selectResult(0, QStringLiteral("turn_faithfulness"));
    const QModelIndex claim =
        findItem(view.breakdown()->tree()->model(),
                 QStringLiteral("Dogs of any size are welcome and stay completely free of charge."));
    view.breakdown()->tree()->setCurrentIndex(claim);
    view.breakdown()->tree()->scrollTo(claim, QAbstractItemView::PositionAtCenter);
    save(&view, QStringLiteral("results-breakdown"));
}

void TestResultsScreenshots::resultsAtProjectorFont()
{
    // Meeting rooms often run the app with a bigger font: widths follow it.
    const QFont normal = QApplication::font();
    QFont large = normal;
    large.setPointSizeF(normal.pointSizeF() * 1.4);
    QApplication::setFont(large);
    {
        ResultsView view(&m_hub);
        show(&view);
        const QFontMetrics metrics(view.table()->font());
        QVERIFY(view.table()->columnWidth(ResultsModel::MetricColumn)
                > metrics.horizontalAdvance(QStringLiteral("Turn Contextual Relevancy")) + 8);
        m_hub.selectResult(0, QStringLiteral("trust_score"));
        save(&view, QStringLiteral("results-large-font"));
    }
    QApplication::setFont(normal);
}

void TestResultsScreenshots::resultError()
{
    ResultsView view(&m_hub);
    show(&view);
    m_hub.selectResult(0, QStringLiteral("epistemic_consistency"));
    save(&view, QStringLiteral("results-error"));
}

void TestResultsScreenshots::charts()
{
    ChartsView view(&m_hub);
    show(&view);
    view.setTestCase(0);
    QCoreApplication::processEvents();
    // The category labels must leave the bars most of the room.
    QVERIFY(view.scoreChart()->chart()->plotArea().width() > 0.5 * view.scoreChart()->width());
    QVERIFY(view.trustChart()->chart()->plotArea().width() > 0.4 * view.trustChart()->width());
    save(&view, QStringLiteral("charts"));
}

void TestResultsScreenshots::chartsSingleTurn()
{
    ChartsView view(&m_hub);
    show(&view);
    view.setTestCase(1);
    save(&view, QStringLiteral("charts-single-turn"));
}

void TestResultsScreenshots::callLog()
{
    CallLogView view(&m_hub);
    show(&view);
    const QFontMetrics metrics(view.table()->font());
    QVERIFY(view.table()->columnWidth(CallLogModel::ScopeColumn)
            > metrics.horizontalAdvance(QStringLiteral("Window 2 · exchanges 1–2, node 4")) + 8);
    view.table()->selectRow(5);
    save(&view, QStringLiteral("call-log"));
}

void TestResultsScreenshots::callLogErrors()
{
    CallLogView view(&m_hub);
    show(&view);
    view.statusBox()->setCurrentIndex(view.statusBox()->findData(QStringLiteral("error")));
    QVERIFY(view.table()->model()->rowCount() > 0);
    view.table()->selectRow(0);
    save(&view, QStringLiteral("call-log-errors"));
}

QTEST_MAIN(TestResultsScreenshots)
#include "tst_resultsscreenshots.moc"
