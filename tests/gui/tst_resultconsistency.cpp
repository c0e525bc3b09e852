#include "windowfixture.h"

#include "metrics/judge/promptrenderer.h"
#include "model/resultshub.h"
#include "ui/breakdownview.h"
#include "ui/charts/chartsview.h"
#include "ui/charts/scorebarchart.h"
#include "ui/metrics/metriccard.h"
#include "ui/metrics/metricspanel.h"
#include "ui/metrics/parameditor.h"
#include "ui/resultsview.h"
#include "ui/run/runcontroller.h"

#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBrowser>
#include <QtTest>

using namespace claimscope;

namespace {

const QString TurnFaithfulness = QStringLiteral("turn_faithfulness");

} // namespace

// What the results side says about one result agrees with itself in the real window: the
// reason's prose against the result and its threshold, in the table, the breakdown and the
// charts. Runs use the offline judge on the hotel example.
class TestResultConsistency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void reasonNeverRoundsAcrossTheThreshold();

private:
    void setParam(const QString &metricId, const QString &param, const QJsonValue &value);
    // Runs one metric with the offline judge and waits for its result.
    void runMetric(const QString &metricId);
    int rowOf(const QString &metricId) const;
    QString shownReason(const QString &metricId) const;

    std::unique_ptr<WindowFixture> m_fixture;
};

void TestResultConsistency::init()
{
    m_fixture = std::make_unique<WindowFixture>();
    m_fixture->window->startUp(QString());
    QTRY_COMPARE(m_fixture->document()->caseCount(), 1);
}

void TestResultConsistency::cleanup()
{
    m_fixture.reset();
}

void TestResultConsistency::setParam(const QString &metricId, const QString &param, const QJsonValue &value)
{
    MetricSelection selection = m_fixture->document()->metric(metricId);
    selection.params.insert(param, value);
    m_fixture->document()->editMetric(selection, QStringLiteral("test"));
}

void TestResultConsistency::runMetric(const QString &metricId)
{
    QSignalSpy finished(m_fixture->window->runs(), &RunController::runFinished);
    m_fixture->window->runs()->runMetric(metricId);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    m_fixture->window->results()->flush();
    QVERIFY(rowOf(metricId) >= 0);
}

int TestResultConsistency::rowOf(const QString &metricId) const
{
    return m_fixture->window->results()->resultsModel()->rowOf(0, metricId);
}

QString TestResultConsistency::shownReason(const QString &metricId) const
{
    const ResultsModel *model = m_fixture->window->results()->resultsModel();
    return model->index(rowOf(metricId), ResultsModel::ReasonColumn).data().toString();
}

void TestResultConsistency::reasonNeverRoundsAcrossTheThreshold()
{
    // One exchange per window: the offline judge scores the hotel conversation 0.875, which
    // two decimals round up to 0.88.
    setParam(TurnFaithfulness, QStringLiteral("window_size"), 1);
    runMetric(TurnFaithfulness);
    MainWindow *window = m_fixture->window.get();
    const ResultsModel *model = window->results()->resultsModel();
    QCOMPARE(*model->result(rowOf(TurnFaithfulness)).score, 0.875);
    QVERIFY2(shownReason(TurnFaithfulness).startsWith(QLatin1String("The final score is 0.88,")),
             qPrintable(shownReason(TurnFaithfulness)));

    // A threshold of 0.88 fails it: no prose may read 0.88, nor say it passes.
    window->metricsPanel()->card(TurnFaithfulness)->editor(QStringLiteral("threshold"))
        ->findChild<QDoubleSpinBox *>()->setValue(0.88);
    QCOMPARE(model->status(rowOf(TurnFaithfulness)), ResultsModel::Status::Fail);
    window->results()->selectResult(0, TurnFaithfulness);
    const QString breakdown = window->resultsView()->breakdown()->details()->toPlainText();
    const QString tooltip = model->index(rowOf(TurnFaithfulness), 0).data(Qt::ToolTipRole).toString();
    for (const QString &prose : {shownReason(TurnFaithfulness), breakdown, tooltip}) {
        QVERIFY2(prose.contains(QLatin1String("The final score is 0.875,")), qPrintable(prose));
        QVERIFY2(!prose.contains(QLatin1String("is 0.88")), qPrintable(prose));
        QVERIFY2(!prose.contains(QLatin1String("passes")), qPrintable(prose));
    }
    auto *charts = qobject_cast<ChartsView *>(window->dock(MainWindow::Dock::Charts)->widget());
    charts->refresh();
    QVERIFY2(charts->scoreChart()->categories().contains(QStringLiteral("Turn Faithfulness  0.875 ✗")),
             qPrintable(charts->scoreChart()->categories().join(QLatin1Char('|'))));

    // Back to a threshold it passes: the precise score stays true, and still no verdict in prose.
    window->metricsPanel()->card(TurnFaithfulness)->editor(QStringLiteral("threshold"))
        ->findChild<QDoubleSpinBox *>()->setValue(0.5);
    QCOMPARE(model->status(rowOf(TurnFaithfulness)), ResultsModel::Status::Pass);
    QVERIFY(!shownReason(TurnFaithfulness).contains(QLatin1String("fails")));

    // An LLM judge is not asked to say whether the score passes either.
    for (const QString &step : {QStringLiteral("turn_faithfulness__final_reason"),
                                QStringLiteral("turn_contextual_relevancy__final_reason")})
        QVERIFY(!TemplateSet::defaultText(step).contains(QLatin1String("{{success}}")));
}

QTEST_MAIN(TestResultConsistency)
#include "tst_resultconsistency.moc"
